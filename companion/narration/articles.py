"""Card names in French and Spanish sentences: their article's case and contractions.

The card catalog keeps the rulebooks' names, which begin with a capital article in French
and Spanish ("Le Boxeur", "El Boxeador", "Les Chiens de Tindalos"): the right form for a
card as a title or on its own (card lists, the printed kit), and at a sentence's start.
Inside a sentence both languages write the article in lower case ("Bob joue le Boxeur",
"Bob juega el Boxeador"; also after a colon, a comma or a number: "Bob : le Boxeur.",
"1 le Boxeur, 2 Profond"), and contract it after a preposition: French "de le" -> "du",
"de les" -> "des", "à le" -> "au", "à les" -> "aux"; Spanish "de el" -> "del",
"a el" -> "al". A name set beside the word "card" is a title and keeps its capital ("là
où la carte Le Boxeur a été saisie", "donde se introdujo la carta El Boxeador").

:func:`in_sentence` does this on a rendered sentence: every message of the catalog passes
through it (:func:`companion.narration.catalog.message`), so a template never spells an
article or a contraction itself ("exemplaires de {card}" is said "exemplaires du Marin").
Only card names of the catalog are touched, so a player called "Le Goff" keeps his name.

>>> in_sentence("Bob joue Le Boxeur.", "fr")
'Bob joue le Boxeur.'
>>> in_sentence("Le Boxeur de Bob ? Annulé : Le Boxeur de Bob.", "fr")
'Le Boxeur de Bob ? Annulé : le Boxeur de Bob.'
>>> in_sentence("¿El Boxeador de Bob? Usa el efecto de El Marinero.", "es")
'¿El Boxeador de Bob? Usa el efecto del Marinero.'
"""
from __future__ import annotations

import re
from functools import lru_cache

#: Per language: the articles a card name may begin with (longest first), the prepositions
#: they contract with, the contractions, and the word "card" (a name after it is a title).
_RULES = {
    "fr": (("Les ", "Le ", "La ", "L'"), ("de", "à"),
           {("de", "le"): "du", ("de", "les"): "des", ("à", "le"): "au", ("à", "les"): "aux"},
           "carte"),
    "es": (("Los ", "Las ", "El ", "La "), ("de", "a"),
           {("de", "el"): "del", ("a", "el"): "al"}, "carta"),
}

#: What may come before a sentence's first word: the text's start, or the end of another
#: sentence (". ", "? ", "! ", "… ", a new line), then opening marks ("¿", "¡", quotes).
_SENTENCE_START = re.compile(r"(?:\A|[.!?…]\s|\n)[\s¿¡«“\"]*\Z")


@lru_cache(maxsize=None)
def _pattern(lang: str) -> "re.Pattern | None":
    """A card name's article (either case) that the catalog's card ``lang`` names begin
    with, and the preposition before it if any; ``None`` for a language without articles
    to change (English keeps its titles' "The")."""
    if lang not in _RULES:
        return None
    from companion.cards import CARDS
    articles, prepositions, _, _ = _RULES[lang]
    rests = set()
    for c in CARDS.values():
        name = c.names.get(lang, "")
        for article in articles:
            if name.startswith(article):
                rests.add(re.escape(name[len(article):]))
                break
    rest = "(?:" + "|".join(sorted(rests, key=len, reverse=True)) + r")(?!\w)"
    article = "(?i:" + "|".join(re.escape(a) for a in articles) + ")"
    preposition = "(?i:" + "|".join(prepositions) + ")"
    return re.compile(rf"(?:\b(?P<prep>{preposition}) )?(?P<art>{article})(?={rest})")


def in_sentence(text: str, lang: str) -> str:
    """``text`` (a whole rendered sentence or message, in ``lang``) with each card name's
    article as the language writes it there: capital at a sentence's start, lower case
    elsewhere, contracted after "de"/"à" (fr) or "de"/"a" (es); a name right after the
    word "card" is a title and keeps its capital. Text in another language, and names that
    are not cards, are returned unchanged."""
    pattern = _pattern(lang)
    if pattern is None:
        return text
    _, _, contractions, card_word = _RULES[lang]

    def fix(m: re.Match) -> str:
        prep, art = m.group("prep"), m.group("art")
        if prep:
            word = contractions.get((prep.lower(), art.strip().lower()))
            if word is None:
                return f"{prep} {art.lower()}"
            return (word.capitalize() if prep[0].isupper() else word) + " "
        if (_SENTENCE_START.search(text, 0, m.start())
                or text.endswith(f" {card_word} ", 0, m.start())):
            return art[0].upper() + art[1:].lower()
        return art.lower()

    return pattern.sub(fix, text)

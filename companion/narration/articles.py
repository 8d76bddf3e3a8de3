"""Card names in French and Spanish sentences: their article's case and contractions.

The card catalog keeps the rulebooks' names, which begin with a capital article in French
and Spanish ("Le Boxeur", "El Boxeador", "Les Chiens de Tindalos"): the right form for a
card as a title or on its own (card lists, the printed kit), and at a sentence's start.
Inside a sentence both languages write the article in lower case ("Bob joue le Boxeur",
"Bob juega el Boxeador"; also after a colon, a comma or a number: "Bob : le Boxeur.",
"1 le Boxeur, 2 Profond"), and contract it after a preposition: French "de le" -> "du",
"de les" -> "des", "à le" -> "au", "à les" -> "aux"; Spanish "de el" -> "del",
"a el" -> "al". A name set beside the word "card" is a title and keeps its capital ("là
où la carte Le Boxeur a été saisie", "donde se introdujo la carta El Boxeador"). A name
with no article that is a common noun's phrase (:func:`phrase_names`: "Ángel descarnado",
"Maigre bête de la nuit") is lower case inside a sentence as such a phrase is ("el Federal
o ángel descarnado"); a one-word name ("Profundo") and a proper name keep their capital.

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


def phrase_names(lang: str) -> tuple[str, ...]:
    """The catalog's ``lang`` card names that have no article and are a common noun's
    phrase: several words, only the first capitalised ("Ángel descarnado", "Maigre bête de
    la nuit"); not a proper name ("Randall Tillinghast", "Liber Ivonis") nor one word
    ("Profundo", kept as the card's name, as "Boxeador" in "el Boxeador"). ``()`` for a
    language without articles to change."""
    if lang not in _RULES:
        return ()
    from companion.cards import CARDS
    articles = _RULES[lang][0]
    found = []
    for c in CARDS.values():
        name = c.names.get(lang, "")
        words = name.split()
        if len(words) > 1 and not name.startswith(articles) and words[0][0].isupper() \
                and all(not w[0].isupper() for w in words[1:]) and name not in found:
            found.append(name)
    return tuple(found)


@lru_cache(maxsize=None)
def _phrase_pattern(lang: str) -> "re.Pattern | None":
    """The names of :func:`phrase_names` (first letter in either case), or ``None``."""
    names = sorted(phrase_names(lang), key=len, reverse=True)
    if not names:
        return None
    alternatives = "|".join(f"[{n[0]}{n[0].lower()}]{re.escape(n[1:])}" for n in names)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def in_sentence(text: str, lang: str) -> str:
    """``text`` (a whole rendered sentence or message, in ``lang``) with each card name's
    article as the language writes it there: capital at a sentence's start, lower case
    elsewhere, contracted after "de"/"à" (fr) or "de"/"a" (es); a name right after the
    word "card" is a title and keeps its capital; a name of :func:`phrase_names` takes
    the same case as an article would (its first letter). Text in another language, and names that
    are not cards, are returned unchanged."""
    pattern = _pattern(lang)
    if pattern is None:
        return text
    _, _, contractions, card_word = _RULES[lang]

    def at_start(start: int) -> bool:
        return bool(_SENTENCE_START.search(text, 0, start)
                    or text.endswith(f" {card_word} ", 0, start))

    def fix(m: re.Match) -> str:
        prep, art = m.group("prep"), m.group("art")
        if prep:
            word = contractions.get((prep.lower(), art.strip().lower()))
            if word is None:
                return f"{prep} {art.lower()}"
            return (word.capitalize() if prep[0].isupper() else word) + " "
        if at_start(m.start()):
            return art[0].upper() + art[1:].lower()
        return art.lower()

    text = pattern.sub(fix, text)
    phrases = _phrase_pattern(lang)
    if phrases is None:
        return text
    # a name with no article, a common noun's phrase: lower case inside a sentence
    return phrases.sub(lambda m: m.group()[0].upper() + m.group()[1:] if at_start(m.start())
                       else m.group()[0].lower() + m.group()[1:], text)

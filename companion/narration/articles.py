"""Card names in sentences: their article's case and contractions (French, Spanish), and
the "the" an English name printed without one takes.

The card catalog keeps the rulebooks' names, which begin with a capital article in French
and Spanish ("Le Boxeur", "El Boxeador", "Les Chiens de Tindalos"): the right form for a
card as a title or on its own (card lists, the printed kit), and at a sentence's start.
Inside a sentence both languages write the article in lower case ("Bob joue le Boxeur",
"Bob juega el Boxeador"; also after a colon, a comma or a number: "Bob : le Boxeur.",
"1 le Boxeur, 2 le Profond"), and contract it after a preposition: French "de le" -> "du",
"de les" -> "des", "à le" -> "au", "à les" -> "aux"; Spanish "de el" -> "del",
"a el" -> "al". A name the rulebook prints without an article ("Passager clandestin",
"Polizón", "Investigateurs") takes the one :data:`ADDED_ARTICLES` gives it, as the guides
write it ("le Passager clandestin", "el Polizón"; QA28 #8: "Carol défausse passager
clandestin" beside "l'Agent fédéral"); a proper name ("Cthulhu", "Randall Tillinghast")
takes none. A name set beside the word "card" is a title and stays as printed ("la carte
Le Boxeur", "la carte Œufs clandestins"); a template that is not naming a title
puts the name alone ("là où le journal indique {entered}", QA40 L3: "la carte L'Agent
fédéral" in mid-sentence; QA62 LOW-3: "qui a pris la carte Le Cerveau de Mi-Go ?", "l'issue
de la carte Investigateurs, jouée par Carol", now "qui a pris le Cerveau de Mi-Go ?",
"l'issue des Investigateurs de Carol").

:func:`in_sentence` does this on a rendered sentence: every message of the catalog passes
through it (:func:`companion.narration.catalog.message`), so a template never spells an
article or a contraction itself ("exemplaires de {card}" is said "exemplaires du Marin").
Only card names of the catalog are touched, so a player called "Le Goff" keeps his name.

English names keep the rulebook's "The" as printed ("by The Musician", seed 002); a name
printed without it takes "the" as a common noun does ("Carol discards the Stowaway.",
"Bob: the Deep One on Ann."; it was "Carol discards Stowaway."), capital at a sentence's
start, none after "the", "a", "every", "set-aside", a possessive ("Bob's Nightgaunt") or
the word "card"; a proper name ("Cthulhu", "Prof. Henry Armitage") takes none.

>>> in_sentence("Bob joue Le Boxeur.", "fr")
'Bob joue le Boxeur.'
>>> in_sentence("Le Boxeur de Bob ? Annulé : Le Boxeur de Bob.", "fr")
'Le Boxeur de Bob ? Annulé : le Boxeur de Bob.'
>>> in_sentence("¿El Boxeador de Bob? Usa el efecto de El Marinero.", "es")
'¿El Boxeador de Bob? Usa el efecto del Marinero.'
>>> in_sentence("Passager clandestin de Bob ? Carol défausse Passager clandestin.", "fr")
'Le Passager clandestin de Bob ? Carol défausse le Passager clandestin.'
>>> in_sentence("Stowaway by Bob? Carol discards Stowaway, not Bob's Deep One.", "en")
"The Stowaway by Bob? Carol discards the Stowaway, not Bob's Deep One."
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
    "en": (("The ",), (), {}, "card"),
}
#: Languages whose printed article is part of the name and stays as printed (English "The
#: Musician", seed 002): only the article of :data:`ADDED_ARTICLES` is put in, in the case
#: its place needs.
_ADD_ONLY = ("en",)
#: Per language: words after which a name printed without an article takes none (they do
#: its work: "Bob's Deep One", "every Nightgaunt", "the set-aside Stowaway Eggs").
_DETERMINERS = {"en": ("a", "an", "every", "set-aside", "'s", "’s")}

#: Per language: the article a card name printed without one takes in a sentence, as the
#: guides write it ("le Passager clandestin", "el Polizón"); ``""`` for a proper name,
#: which takes none ("Cthulhu", "Randall Tillinghast"). Every such name of every edition
#: is here (a test walks the catalog), so a new card cannot be said without its article.
ADDED_ARTICLES = {
    "fr": {"Passager clandestin": "Le ", "Maigre bête de la nuit": "La ",
           "Œufs clandestins": "Les ", "Investigateurs": "Les ", "Cultistes": "Les ",
           "Mitraillette": "La ", "Profond": "Le ", "Shoggoth": "Le ", "Necronomicon": "Le ",
           "Liber Ivonis": "Le ", "Mi-Go": "Le ", "Professeur Henry Armitage": "Le ",
           "Cthulhu": "", "Randall Tillinghast": "", "R'lyeh": "", "Randolph Carter": "",
           "Nyarlathotep": ""},
    "es": {"Polizón": "El ", "Ángel descarnado": "El ", "Huevos del polizón": "Los ",
           "Investigadores": "Los ", "Sectarios": "Los ", "Metralleta": "La ",
           "Profundo": "El ", "Shoggoth": "El ", "Necronomicón": "El ", "Liber Ivonis": "El ",
           "Mi-Go": "El ", "Profesor Henry Armitage": "El ",
           "Cthulhu": "", "Randall Tillinghast": "", "R'lyeh": "", "Randolph Carter": "",
           "Nyarlathotep": ""},
    "en": {"Stowaway": "The ", "Deep One": "The ", "Nightgaunt": "The ",
           "Investigators": "The ", "Cultists": "The ", "Tommy Gun": "The ",
           "Shoggoth": "The ", "Necronomicon": "The ", "Stowaway Eggs": "The ",
           "Silver Key": "The ", "Shining Trapezohedron": "The ", "Elder Sign": "The ",
           "Liber Ivonis": "The ", "Great Race of Yith": "The ", "Hound of Tindalos": "The ",
           "Cats of Ulthar": "The ", "Golden Mead": "The ", "Deep Ones": "The ",
           "Mi-Go": "The ", "Mi-Go Braincase": "The ",
           "Cthulhu": "", "Randall Tillinghast": "", "R'lyeh": "", "Randolph Carter": "",
           "Nyarlathotep": "", "Prof. Henry Armitage": ""},
}

#: What may come before a sentence's first word: the text's start, or the end of another
#: sentence (". ", "? ", "! ", "… ", a new line), then opening marks ("¿", "¡", quotes).
_SENTENCE_START = re.compile(r"(?:\A|[.!?…]\s|\n)[\s¿¡«“\"]*\Z")


def article_of(name: str, lang: str) -> tuple[str, str]:
    """The card name ``name`` (as the catalog prints it in ``lang``) split into the article
    it has in a sentence (capitalised, with its space: ``"Le "``, ``"L'"``; ``""`` for a
    proper name or a language without articles) and the rest: ``("Le ", "Boxeur")``,
    ``("Le ", "Passager clandestin")``, ``("", "Cthulhu")``.

    Raises:
        KeyError: a French or Spanish name printed without an article that
            :data:`ADDED_ARTICLES` does not know.
    """
    if lang not in _RULES:
        return "", name
    for article in _RULES[lang][0]:
        if name.startswith(article):
            return article, name[len(article):]
    return ADDED_ARTICLES[lang][name], name


@lru_cache(maxsize=None)
def _names(lang: str) -> tuple[tuple[str, ...], dict[str, str]]:
    """The rests (:func:`article_of`) of the catalog's ``lang`` card names that have an
    article, and the names printed without one that take an article, with it."""
    from companion.cards import CARDS
    rests, added = set(), {}
    for c in CARDS.values():
        article, rest = article_of(c.names.get(lang, ""), lang)
        if article:
            rests.add(rest)
            if rest == c.names.get(lang):
                added[rest] = article
    return tuple(sorted(rests, key=len, reverse=True)), added


@lru_cache(maxsize=None)
def _pattern(lang: str) -> "re.Pattern | None":
    """A card name's article (either case) before the rest of a catalog's card ``lang``
    name, and the preposition before it if any; ``None`` for a language without articles
    to change (English keeps its titles' "The")."""
    if lang not in _RULES or lang in _ADD_ONLY:
        return None
    articles, prepositions, _, _ = _RULES[lang]
    rest = "(?:" + "|".join(re.escape(r) for r in _names(lang)[0]) + r")(?!\w)"
    article = "(?i:" + "|".join(re.escape(a) for a in articles) + ")"
    preposition = "(?i:" + "|".join(prepositions) + ")"
    return re.compile(rf"(?:\b(?P<prep>{preposition}) )?(?P<art>{article})(?={rest})")


@lru_cache(maxsize=None)
def _bare_pattern(lang: str) -> "tuple[re.Pattern, re.Pattern]":
    """Every rest of :func:`_names` as a whole name (longest first, so that "Mi-Go" in
    "Cerveau de Mi-Go" is not taken alone), and what before one shows it has its article
    already: an article or a contraction, or the word "card" (a title)."""
    articles, _, contractions, card_word = _RULES[lang]
    names = "|".join(re.escape(r) for r in _names(lang)[0])
    words = sorted({a.strip() for a in articles} | set(contractions.values())
                   | set(_DETERMINERS.get(lang, ())), key=len, reverse=True)
    before = "|".join(rf"\b{re.escape(w)}\s" if not w.endswith("'") and w[0].isalpha()
                      else rf"{re.escape(w)}\s" if w[0] in "'’" else rf"\b{w}"
                      for w in words + [card_word])
    return (re.compile(rf"(?<![\w'’-])(?:{names})(?![\w'’-])"),
            re.compile(rf"(?i:{before})\Z"))


def _add_articles(text: str, lang: str) -> str:
    """``text`` with the article of :data:`ADDED_ARTICLES` put before each card name
    printed without one, unless an article, a contraction or the word "card" is before it
    already."""
    added = _names(lang)[1]
    names, before = _bare_pattern(lang)

    def add(m: re.Match) -> str:
        article = added.get(m.group())
        if article is None or before.search(text, 0, m.start()):
            return m.group()
        if lang in _ADD_ONLY and not _SENTENCE_START.search(text, 0, m.start()):
            article = article.lower()
        return article + m.group()

    return names.sub(add, text)


def in_sentence(text: str, lang: str) -> str:
    """``text`` (a whole rendered sentence or message, in ``lang``) with each card name's
    article as the language writes it there: added to a name printed without one
    (:data:`ADDED_ARTICLES`), capital at a sentence's start, lower case elsewhere,
    contracted after "de"/"à" (fr) or "de"/"a" (es); a name right after the word "card" is
    a title and stays as printed. Text in another language, and names that are not cards,
    are returned unchanged."""
    if lang in _ADD_ONLY:
        return _add_articles(text, lang)
    pattern = _pattern(lang)
    if pattern is None:
        return text
    _, _, contractions, card_word = _RULES[lang]
    text = _add_articles(text, lang)

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

    return pattern.sub(fix, text)

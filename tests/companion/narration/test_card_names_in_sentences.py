"""Every card name of every edition, put in every French and Spanish sentence of the
catalog, is said with its article (lower case inside a sentence, capital at its start,
contracted after a preposition) and its own capital, or stands as a title after the word
"card" (QA28 #8: "Carol défausse passager clandestin.", "sa main : maigre bête de la
nuit.", "Carol descarta Polizón.", beside "l'Agent fédéral")."""
import re

import pytest

from companion.cards import CARDS
from companion.narration.articles import ADDED_ARTICLES, article_of, in_sentence
from companion.narration.catalog import catalog, message

#: Per language: the word "card" (a name after it is a title), and what may stand for a
#: name's article inside a sentence: the article itself or its contraction with a
#: preposition.
_FORMS = {"fr": ("carte", {"le ": ("le ", "du ", "au "), "la ": ("la ",), "les ": (
                     "les ", "des ", "aux "), "l'": ("l'",)}),
          "es": ("carta", {"el ": ("el ", "del ", "al "), "la ": ("la ",), "los ": ("los ",),
                           "las ": ("las ",)})}
_START = re.compile(r"(?:\A|[.!?…]\s|\n)[\s¿¡«“\"]*\Z")
#: Fields that hold a number, never a name ("des {total} lignes"), or the tokens' words
#: (``narrate.token_words``: "pions Mythe").
_NUMBERS = {"count", "total", "players", "Tokens", "tokens_word", "token", "tokens_noun"}


def _names(lang):
    return sorted({c.name(lang) for c in CARDS.values()})


def _problems(text, name, lang):
    """Where ``name`` is said wrongly in ``text``: without its article, with an article in
    the wrong case, or with its own capital lost."""
    article, rest = article_of(name, lang)
    card_word, forms = _FORMS[lang]
    found = [m.start() for m in re.finditer(rf"(?<![\w-]){re.escape(rest)}(?![\w'’-])",
                                            text)]
    if not found and rest.lower() in text.lower():
        return [f"{name!r} lost its capital"]
    wrong = []
    for at in found:
        before = text[:at]
        if before.endswith(f"{card_word} {name[:len(name) - len(rest)]}"):
            continue  # a title: the name as printed
        if not article:  # a proper name: no article
            continue
        for form in forms[article.lower()]:
            start = before[:len(before) - len(form)]
            if before.endswith(form.capitalize() if _START.search(start) else form):
                break
        else:
            wrong.append(f"{name!r} at {at} without its article")
    return wrong


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_card_name_without_an_article_is_given_one_or_is_a_proper_name(lang):
    """A new card printed without an article must say which it takes (KeyError else)."""
    for name in _names(lang):
        article, rest = article_of(name, lang)
        assert rest[0].isupper(), name
    assert set(ADDED_ARTICLES[lang]) <= set(_names(lang))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_card_name_in_every_sentence_has_its_article_and_capital(lang):
    problems = []
    for key, template in catalog(lang).items():
        fields = set(re.findall(r"{(\w+)}", template))
        for field in sorted(fields - _NUMBERS):
            if re.search(rf"[\w}}]{{{field}}}|{{{field}}}[\w{{]", template):
                continue  # glued to a word or a field: a status bar's part, not a name
            for name in _names(lang):
                args = {f: "Bob" for f in fields} | {field: name}
                said = message(lang, key, **args)
                problems += [f"{key} {{{field}}}: {p}: {said}"
                             for p in _problems(said, name, lang)]
    assert not problems, "\n".join(problems[:20]) + f"\n({len(problems)} in all)"


@pytest.mark.parametrize("lang, text, said", [
    ("fr", "Carol défausse Passager clandestin.", "Carol défausse le Passager clandestin."),
    ("fr", "Carol quitte la manche ; sa main : Maigre bête de la nuit.",
     "Carol quitte la manche ; sa main : la Maigre bête de la nuit."),
    ("es", "Carol descarta Polizón.", "Carol descarta el Polizón."),
    ("fr", "Investigateurs de Bob ? 2 exemplaires de Œufs clandestins.",
     "Les Investigateurs de Bob ? 2 exemplaires des Œufs clandestins."),
    ("es", "¿Qué carta es: El Federal o Ángel descarnado? 1 El Federal, 2 Profundo.",
     "¿Qué carta es: el Federal o el Ángel descarnado? 1 el Federal, 2 el Profundo."),
    # a name inside another is not taken alone; a proper name takes no article
    ("fr", "Face visible : Le Cerveau de Mi-Go. Bob : Cthulhu.",
     "Face visible : le Cerveau de Mi-Go. Bob : Cthulhu."),
    # after the word "card" (a title) and after its article already: as it is
    ("es", "Aparta la carta Huevos del polizón; Bob: el Polizón.",
     "Aparta la carta Huevos del polizón; Bob: el Polizón."),
])
def test_a_name_printed_without_an_article_takes_one(lang, text, said):
    assert in_sentence(text, lang) == said
    assert in_sentence(said, lang) == said  # said twice (a sentence within a sentence)

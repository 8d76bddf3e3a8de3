"""English card names in sentences: a name the rulebook prints without "The" takes "the"
as a common noun does, so it is heard as a card ("Carol discards Stowaway." -> "Carol
discards the Stowaway."); "The Boxer" stays as seed 002 prints it ("by The Musician"); a
proper name takes none ("Cthulhu", "Prof. Henry Armitage"). Every English card name is
walked through every sentence of the English catalog."""
import re

import pytest

from companion.cards import CARDS
from companion.narration import narrate
from companion.narration.articles import ADDED_ARTICLES, article_of, in_sentence
from companion.narration.catalog import catalog, message
from companion.tracker.events import TableEvent, question
from tests.companion.narration.test_card_names_in_sentences import _NUMBERS, _START

#: Fields that never hold a card name: numbers, the tokens' words, an edition's name.
_NOT_NAMES = _NUMBERS | {"found"}
#: What may stand before a name printed without "The" instead of "the": another
#: determiner, a possessive, or the word "card" (a title).
_DETERMINED = re.compile(r"(?:\b(?:the|a|an|every|set-aside|card)|'s|’s)\s\Z", re.I)


def _names():
    return sorted({c.name("en") for c in CARDS.values()})


def _problems(text, name):
    takes_the = ADDED_ARTICLES["en"].get(name) == "The "
    wrong = []
    for m in re.finditer(rf"(?<![\w'’-]){re.escape(name)}(?![\w'’-])", text):
        before = text[:m.start()]
        if takes_the:  # printed without "The": "the" is put in, or another determiner
            start = before[:len(before) - 4]
            if before.endswith("The " if _START.search(start) else "the "):
                if _DETERMINED.search(start):
                    wrong.append(f"{name!r} at {m.start()}: two determiners")
            elif not _DETERMINED.search(before):
                wrong.append(f"{name!r} at {m.start()} without 'the'")
        elif re.search(r"\b[Tt]he\s\Z", before):  # "the The Boxer", "the Cthulhu"
            wrong.append(f"{name!r} at {m.start()}: 'the' before a name that needs none")
    return wrong


def test_every_english_name_without_the_says_which_it_takes():
    names = set(_names())
    for name in names:
        article, rest = article_of(name, "en")
        assert rest[0].isupper(), name
    assert {n for n in names if not n.startswith("The ")} == set(ADDED_ARTICLES["en"])


def test_every_english_card_name_in_every_sentence_reads_as_a_card():
    problems = []
    for key, template in catalog("en").items():
        fields = set(re.findall(r"{(\w+)}", template))
        for field in sorted(fields - _NOT_NAMES):
            if re.search(rf"[\w}}]{{{field}}}|{{{field}}}[\w{{]", template):
                continue  # glued to a word or a field: a status bar's part, not a name
            for name in _names():
                said = message("en", key, **({f: "Bob" for f in fields} | {field: name}))
                problems += [f"{key} {{{field}}}: {p}: {said}" for p in _problems(said, name)]
    assert not problems, "\n".join(problems[:20]) + f"\n({len(problems)} in all)"


@pytest.mark.parametrize("event, verbosity, said", [
    (TableEvent("card_discarded", seat=2, cards=("stowaway",)), "brief",
     "Cy discards the Stowaway."),
    (TableEvent("card_played", seat=1, cards=("deep_one",)), "brief", "Bob: the Deep One."),
    (TableEvent("card_played", seat=1, cards=("the_boxer",)), "brief", "Bob: The Boxer."),
    (TableEvent("card_played", seat=1, cards=("cthulhu",)), "brief", "Bob: Cthulhu."),
    (TableEvent("player_out", seat=0, cards=("nightgaunt",)), "brief",
     "Ann is out, with the Nightgaunt."),
    (TableEvent("face_up", cards=("mi_go_braincase",)), "brief", "Face up: the Mi-Go Braincase."),
    (TableEvent("aside_taken", cards=("stowaway_eggs",)), "brief", "The Stowaway Eggs taken."),
    (TableEvent("aside_taken", seat=2, cards=("stowaway_eggs",)), "brief",
     "Cy now holds the Stowaway Eggs."),
    (question("card", 1, ("the_fed", "nightgaunt")), "brief",
     "Which card in Bob's zone: The Fed or the Nightgaunt? 1 The Fed, 2 the Nightgaunt."),
    (TableEvent("card_revealed", seat=1, cards=("tommy_gun",), info=(0, "nightgaunt")),
     "brief", "Ann's Nightgaunt: the Tommy Gun, from the deck into Bob's zone."),
])
def test_an_english_card_name_reads_as_a_card(event, verbosity, said):
    assert narrate(event, ["Ann", "Bob", "Cy"], "en", verbosity) == said


def test_a_sentence_said_twice_gets_one_the():
    once = in_sentence("Carol discards Stowaway. Stowaway Eggs taken.", "en")
    assert once == "Carol discards the Stowaway. The Stowaway Eggs taken."
    assert in_sentence(once, "en") == once

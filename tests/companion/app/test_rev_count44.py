"""QA44 MEDIUM-4 (count44): the deck's count said with a Sanity check's result while an
"out" question is open, through the session (``says_ahead``, as the live table sets it)."""
from __future__ import annotations

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o

#: QA44 t3 (arkham, 4 players, seed 3): Carol's Fed asks "was that Carol's hand?"; Dan's
#: Cthulhu and hand, then Alice's Sanity check (The Boxer) are said ahead of the answer;
#: 16 cards are left if Carol played the Fed (she drew), 17 if it was her hand
ROUND = [(0, "randall_tillinghast"), (1, "investigators"), (2, "the_fed"), (3, "cthulhu"),
         (3, "the_urchin"), (0, "the_boxer")]
PASSES = {"en": ("Alice passes.", "16 or 17 cards left: the answer tells."),
          "fr": ("Alice réussit.", "Il reste 16 ou 17 cartes : la réponse le dira."),
          "es": ("Alice supera la prueba.", "Quedan 16 o 17 cartas: la respuesta lo dirá.")}


def _said_ahead(lang: str) -> tuple[TableSession, list]:
    said: list = []
    s = TableSession(say=said.append, lang=lang, says_ahead=True)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], lang, 0))
    for seat, key in ROUND:
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None  # still open
    return s, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_check_said_ahead_of_an_open_question_ends_with_the_counts_the_answer_chooses(lang):
    """Guide "The deck" (RULINGS A1): the count ends the line of the last revealed card.
    Said ahead of "was that Carol's hand?", the check's line lost it ("Alice passes."
    alone, QA44 t3), the accounts' counts differing by Carol's draw: both are said."""
    _, said = _said_ahead(lang)
    result, counts = PASSES[lang]
    line = next(a.brief for a in said if a.brief.startswith(result))
    assert line == f"{result} {counts}", [a.brief for a in said]


def test_the_answer_after_a_check_said_ahead_says_no_count_of_its_own():
    """Plus 2 (Carol is still in) then says Carol's Fed late: no count is folded into it
    (review of quiet43, gather44), nor said alone (a count two draws old)."""
    s, said = _said_ahead("en")
    told = len(said)
    s.key(Command("answer", 2))
    text = [a.brief for a in said[told:]]
    assert "Carol: The Fed." in text, text
    assert not [t for t in text if "left" in t], text

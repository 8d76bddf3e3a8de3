"""Review of low49 (item 3: a line with the deck counts said ahead of an open question's
answer, "16 or 17 cards left: the answer tells.", waiting in the voice's queue, gives the
count the accounts agree on when its turn comes): the answer taken back by minus before
the voice comes to the line leaves both counts; Carol's answer "out" (her Fed was her
hand: one draw less) gives 17. QA44 t3's round as in test_low49_open_count_known."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_low49_open_count_known import _behind
from tests.companion.app.test_rev_count44 import PASSES


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_answer_undone_before_the_line_is_said_leaves_both_counts(lang):
    result, counts = PASSES[lang]
    spoken = _behind(lang, o.still_in(2), o.undo())
    assert f"{result} {counts}" in spoken, spoken


OUT = {"en": "Alice passes. 17 cards left.", "fr": "Alice réussit. Il reste 17 cartes.",
       "es": "Alice supera la prueba. Quedan 17 cartas."}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_answer_out_gives_the_other_count(lang):
    spoken = _behind(lang, o.seat_out(2))
    assert OUT[lang] in spoken and not any(PASSES[lang][1] in t for t in spoken), spoken

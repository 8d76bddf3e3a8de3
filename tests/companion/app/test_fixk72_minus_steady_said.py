"""fixk72: a run of minus refused at a steady period (``MinusSoon._held_repeat``'s steady
rule, keys72) said once when it stops (``app.minus_held_steady``; rev-keys72 MEDIUM: a
player's even taps after a refused minus were refused unsaid), driven through the table's
key loop as :mod:`tests.companion.app.test_rev_ord71_minus_timing` drives it."""
import pytest

from companion.narration.catalog import message
from tests.companion.app.test_rev_ord71_minus_timing import _run

HELD = message("en", "app.minus_held_steady")
#: minus twice (an undo), then taps every 0.5 s: refused from the third on, the steady
#: rule's from 2.0 s
EVEN = [(round(0.5 * i, 3), "-") for i in range(12)]


def test_another_key_ends_the_run_its_line_said_first_and_once():
    """Key x 0.3 s after the last tap (before a period and a half): the run's line said
    once, before x's own answer; nothing said twice."""
    undone, texts = _run(EVEN + [(5.8, "x")], loop=0.02)
    assert undone == 1, texts
    assert texts.count(HELD) == 1, texts
    assert texts.index(HELD) == len(texts) - 2 and texts[-1].startswith("Key x"), texts


def test_a_minus_off_the_period_ends_the_run_said_before_it_arms_an_undo():
    """A tap 0.3 s after the last (off the 0.5 s period: no repeat) is taken: the run's
    line is said before its "Undo: press minus again."."""
    undone, texts = _run(EVEN + [(5.8, "-")], loop=0.02)
    assert texts.count(HELD) == 1, texts
    assert texts[texts.index(HELD) + 1] == message("en", "app.prefix_undo"), texts


def test_the_pair_the_line_asks_for_undoes_one_more_step():
    """After the line, minus twice as it asks: the second undo done, the line not said
    again."""
    undone, texts = _run(EVEN + [(7.5, "-"), (7.65, "-")], loop=0.02)
    assert undone == 2, texts
    assert texts.count(HELD) == 1, texts


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_line_is_in_each_catalog(lang):
    """The line exists in fr and es, and is not the English one."""
    assert message(lang, "app.minus_held_steady") != HELD

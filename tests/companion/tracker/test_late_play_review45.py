"""Review of late45 (session 45): the late-play search made once per card
(:attr:`Tracker._late_memo`, :mod:`companion.tracker.late_play`) is reused by the apply
only where the apply alone would find the same.

Source: the engine games of ``test_late_play_repair`` (a play read two cards late, the
repair made), played as live: the session log's refusal probe
(:meth:`Tracker.refusal`) before each apply.
"""
import pytest

from companion.tracker import Tracker, observations as o
from tests.companion.tracker.test_late_play_repair import CASES, _until_late


def _table(t: Tracker):
    """What the table holds: its inputs, its accounts' views, its open question."""
    return ([entry[0] for entry in t.history], [repr(h.view()) for h in t.hyps],
            t.question)


def test_a_late_card_probed_under_another_says_ahead_is_searched_again():
    """The probe of a late card made while :attr:`Tracker.says_ahead` was ``True`` (the
    plays an open question holds said at once) is not taken by an apply made with it
    ``False``: that apply says what the apply alone says (on late45 it said the probe's
    replay, Player 4's turn left unsaid before his Investigators). Arkham-classic,
    4 players, seed 1 (a repaired late Investigators)."""
    alone, late, _, _ = _until_late("arkham-classic", 4, 1)
    alone.says_ahead = False
    expected = alone.apply(late[1])
    t, late, _, _ = _until_late("arkham-classic", 4, 1)
    t.refusal(late[1])
    t.says_ahead = False
    assert t.apply(late[1]) == expected
    assert _table(t) == _table(alone)


@pytest.mark.parametrize("edition, players, seed", CASES)
def test_a_late_card_probed_applied_undone_and_read_again_says_what_the_apply_alone_says(
        edition, players, seed):
    """Live, each input is probed then applied; a repaired late card undone and read
    again (twice) says, and leaves, what the same inputs applied without a probe do."""
    said = {}
    for probed in (False, True):
        t, late, _, _ = _until_late(edition, players, seed)
        out = []
        for _ in range(3):
            if probed:
                t.refusal(late[1])
            out.append(t.apply(late[1]))
            out.append(t.apply(o.undo()))
        said[probed] = out, _table(t)
    assert said[True] == said[False]
    assert any(e.kind == "late_card" for e in said[True][0][0])

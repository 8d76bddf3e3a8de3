"""Final read of session 59: :meth:`Tracker._turn_place` (rev-h4) on an account waiting
for the deal or over, whose ``wait`` is one item, said ``False`` (it read ``wait[1]``: an
IndexError on a hand laid for a probably-out seat between rounds)."""
from __future__ import annotations

import pytest

from companion.tracker import observations as o
from companion.tracker.tracker import Tracker


@pytest.mark.parametrize("wait", [("deal",), ("over",)])
def test_no_turn_place_while_the_account_waits_for_the_deal(wait):
    t = Tracker()
    t.apply(o.start("original", ["Alice", "Bob", "Carol"], lang="en", first=0))
    assert t._turn_place(2)  # Alice's play awaited: the first player after Carol
    t.hyps[0].wait = wait
    assert t._turn_place(2) is False

"""A pending card near a stable card of its name, read with it in a same picture, is another
copy, not that card moved (session 56, check56; :meth:`vision.stabilize.Stabilizer.
_duplicate_of_stable`).

runD (fresh QA55 HIGH-2; demo seed 158, busy preset, frames 174-190): Alice's Sanity check's
Investigators, laid on her pile's top 38 mm (1.9 units) from the Investigators lying one
step under it, was read in 6 pictures, 3 of them with the older one; in the picture that
made it ready the older one was under the hand, so it was taken for the older card moved
there (within 2.5 units) and never said: "Alice: Sanity check, 2 cards." then her play
taken as the check's card."""
from __future__ import annotations

from .test_stabilize import _s
from .test_stabilize_glimpsed import _run


def test_check56_a_copy_read_with_the_stable_card_of_its_name_is_a_new_card():
    old, copy = _s(["investigators"], 100, 100), _s(["investigators"], 100, 138)
    events = _run([[old]] * 6 + [[old, copy]] * 2 + [[copy]] * 4)
    assert [e.key for e in events] == ["investigators", "investigators"]
    assert events[1].index_in_zone == 1


def test_check56_a_card_moved_never_read_with_itself_is_still_that_card():
    # the card pushed 38 mm (a pile pushed up as a card joins it): seen at one place a time
    old, moved = _s(["investigators"], 100, 100), _s(["investigators"], 100, 138)
    events = _run([[old]] * 6 + [[moved]] * 6)
    assert [e.key for e in events] == ["investigators"]

"""Review of twin50's sign (:attr:`vision.records.CardAppeared.covered_twin`): the pose a
card is measured from was its last reading before the cover, one picture, the very one a
hand arriving over it spoils (one marker read as the fingers cover the other: a still
card's reading wanders up to ~4 mm so, :data:`vision.card_tracks.MOVED_MM`'s note). It is
now the reading nearest the others of its last five (:func:`vision.card_tracks.rest_pose`)."""
from dataclasses import replace

import pytest

from .test_stabilize_twin_copy import CHECK, PILE, PLAYED, _pile_said, _run
from .test_twin50_sign import COVER, NEXT, _moved


def _after(*readings, again=CHECK):
    """The pile said, ``readings`` (pictures of the newest card), a hand over it
    (:data:`COVER` pictures), the card read as ``again`` (default: where it always lay,
    CHECK) for 10 pictures, then the Boxer laid: its events, ``(key, covered_twin)``."""
    stab = _pile_said()
    frames = [PILE + (r,) for r in readings] + [PILE] * COVER + [PILE + (again,)] * 10
    _run(stab, frames, 15)
    events = _run(stab, [PILE + (again, NEXT)] * 15, 15 + len(frames))
    return [(e.key, e.covered_twin) for e in events]


@pytest.mark.parametrize("off_mm", [(0.0, 4.5), (4.5, 0.0), (0.0, 6.0)])
def test_a_reading_off_once_as_the_hand_arrives_then_where_it_lay_is_no_sign(off_mm):
    # fails on twin50's c52ee336: ('investigators',), a false "a second copy laid?"
    assert _after(_moved(CHECK, *off_mm)) == [("the_boxer", ())]


def test_two_readings_off_as_the_hand_arrives_are_no_sign():
    off = _moved(CHECK, 0.0, 6.0)
    assert _after(CHECK, CHECK, off, off) == [("the_boxer", ())]


def test_a_copy_after_a_reading_off_as_the_hand_arrives_is_still_a_sign():
    assert _after(_moved(CHECK, 0.0, 6.0), again=PLAYED) == [("the_boxer", ("investigators",))]


def test_the_seat_frame_read_off_after_a_cover_the_card_still_is_no_sign():
    # benchmarks.taken_back's busy table 17 (seed 1120100, nothing laid): a hand over the
    # zone, then the Urchin read at the same image place and axis, its place in the seat's
    # frame 10.3 mm off (the seat marker read otherwise): twin50's c52ee336 gave the sign
    frame_off = replace(CHECK, zone_mm=(CHECK.zone_mm[0], CHECK.zone_mm[1] + 10.0))
    assert _after(again=frame_off) == [("the_boxer", ())]


def _turned(s, deg):
    """``s`` turned ``deg`` degrees about its centre (its up and polygon)."""
    import math
    c, si = math.cos(math.radians(deg)), math.sin(math.radians(deg))
    cx = sum(x for x, _ in s.polygon) / 4
    cy = sum(y for _, y in s.polygon) / 4
    return replace(s, polygon=tuple((cx + (x - cx) * c - (y - cy) * si,
                                     cy + (x - cx) * si + (y - cy) * c) for x, y in s.polygon),
                   up=(s.up[0] * c - s.up[1] * si, s.up[0] * si + s.up[1] * c))


def test_a_still_card_read_3_degrees_off_after_a_cover_is_no_sign():
    # the same busy table, seat 1: the Entertainer read 3.0 mm off and 3.2 degrees turned
    # after a hand, nothing laid (twin50's c52ee336: TURNED_DEG 2.5, the sign given)
    assert _after(again=_turned(_moved(CHECK, 0.0, 3.0), 3.2)) == [("the_boxer", ())]


def test_a_copy_turned_5_degrees_1_mm_off_is_still_a_sign():
    # known40's QA48 r5 copy lay 1.0 mm off, 6.7 degrees turned; r1's 5.2 degrees
    copy = _turned(_moved(CHECK, 0.0, 1.0), 5.0)
    assert _after(again=copy) == [("the_boxer", ("investigators",))]

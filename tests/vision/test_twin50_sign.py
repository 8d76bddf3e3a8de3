"""The sign a copy may lie squarely on its twin (known40; twin50): the zone's newest card
covered a while and read again moved or turned, that pose kept, before the next card of
its zone (:attr:`vision.records.CardAppeared.covered_twin`, which the app asks about:
:mod:`companion.app.twin_asked`). Only a sign to ask by: a copy is never said from it.
The readings are known40's (tests/vision/test_stabilize_twin_copy.py: QA48 r5's
Investigators 1 mm off and 6.7° turned), 10 pictures a second."""
from dataclasses import replace

import pytest

from vision.card_tracks import COVER_S

from .test_stabilize_twin_copy import CHECK, PILE, PLAYED, _pile_said, _run

#: pictures without the newest card: a hand over it for COVER_S and a picture more
COVER = int(COVER_S * 10) + 1


def _moved(s, dx_mm, dy_mm=0.0):
    """``s`` moved ``dx_mm`` right and ``dy_mm`` down (mm; its place in its seat's frame
    moved as much). Down is along the card's own axis: 5 mm across it is a copy laid beside
    it (``vision.card_tracks.beside``), said."""
    dx, dy = dx_mm * s.px_per_mm, dy_mm * s.px_per_mm
    return replace(s, polygon=tuple((x + dx, y + dy) for x, y in s.polygon),
                   marks=tuple((x + dx, y + dy, a, b) for x, y, a, b in s.marks),
                   zone_mm=(s.zone_mm[0] + dx_mm, s.zone_mm[1] + dy_mm))


#: the next card of the zone: a Boxer laid 80 px below the pile (not on it)
NEXT = replace(_moved(PILE[1], 0.0, 60.0), candidates=("the_boxer",))


def _next_card(again, before=()):
    """The pile said with the Sanity check's Investigators (CHECK); a hand over it
    (:data:`COVER` pictures), ``before`` (pictures, each a reading of it), read as
    ``again`` for 10 pictures, then the Boxer laid: its event."""
    stab = _pile_said()
    frames = [PILE] * COVER + [PILE + (b,) for b in before] + [PILE + (again,)] * 10
    assert _run(stab, frames, 15) == []
    events = _run(stab, [PILE + (again, NEXT)] * 15, 15 + len(frames))
    assert [e.key for e in events] == ["the_boxer"]
    return events[0]


def test_a_copy_read_after_a_cover_names_its_twin_with_the_next_card():
    assert _next_card(PLAYED).covered_twin == ("investigators",)


def test_the_card_itself_read_again_where_it_lay_is_no_sign():
    assert _next_card(CHECK).covered_twin == ()


def test_a_move_of_5_mm_after_a_cover_is_a_sign_3_mm_alone_is_none():
    # a card's reading wanders ~2-4 mm where one marker is read now and then (r1's video)
    assert _next_card(_moved(CHECK, 0.0, 5.0)).covered_twin == ("investigators",)
    assert _next_card(_moved(CHECK, 0.0, 3.0)).covered_twin == ()


def test_a_reading_off_once_then_back_where_it_lay_is_no_sign():
    # a blurred picture read it 6 mm off after the cover, then it read where it lay
    assert _next_card(CHECK, before=[_moved(CHECK, 0.0, 6.0)]).covered_twin == ()


def test_a_pile_slid_toward_the_centre_is_no_sign():
    # 36 mm, a growing pile's step (vision.render ``growing``), well past a copy laid on it
    slid = [_moved(s, 0.0, 36.0) for s in PILE]
    stab = _pile_said()
    frames = [PILE] * COVER + [tuple(slid) + (_moved(CHECK, 0.0, 36.0),)] * 10
    _run(stab, frames, 15)
    nxt = replace(NEXT, polygon=tuple((x, y + 120) for x, y in NEXT.polygon),
                  marks=tuple((x, y + 120, a, b) for x, y, a, b in NEXT.marks),
                  zone_mm=(NEXT.zone_mm[0], NEXT.zone_mm[1] + 80))
    events = _run(stab, [tuple(slid) + (_moved(CHECK, 0.0, 36.0), nxt)] * 15, 15 + len(frames))
    assert [(e.key, e.covered_twin) for e in events] == [("the_boxer", ())]


@pytest.mark.parametrize("step_mm", [0.5, 2.0])
def test_a_move_without_a_cover_is_no_sign(step_mm):
    # nudged by a finger, read in every picture (no cover): a card moved, not a copy laid;
    # 6 mm in all (MOVED_MM 4). In 2 mm steps the pose it lay at (rest_pose, the reading
    # nearest the others of its last five) is 4 mm back: a sign but for the cover it needs
    stab = _pile_said()
    steps = [_moved(CHECK, step_mm * k) for k in range(1, int(6.0 / step_mm) + 1)]
    _run(stab, [PILE + (s,) for s in steps] + [PILE + (steps[-1],)] * 10, 15)
    events = _run(stab, [PILE + (steps[-1], NEXT)] * 15, 15 + len(steps) + 10)
    assert [(e.key, e.covered_twin) for e in events] == [("the_boxer", ())]


def test_a_move_before_another_players_card_is_no_sign():
    # a hand over the pile in another player's turn: that player's card, in another zone,
    # became stable after the move; the next card of this zone is then no twin's
    other = replace(_moved(NEXT, 200.0), seat=2, zone_mm=(80.0, 40.0))
    stab = _pile_said()
    moved = _moved(CHECK, 0.0, 6.0)
    _run(stab, [PILE] * COVER + [PILE + (moved,)] * 10, 15)
    start = 15 + COVER + 10
    assert [e.seat for e in _run(stab, [PILE + (moved, other)] * 15, start)] == [2]
    events = _run(stab, [PILE + (moved, other, NEXT)] * 15, start + 15)
    assert [(e.key, e.covered_twin) for e in events] == [("the_boxer", ())]


@pytest.mark.parametrize("alone, sign", [(1, ()), (2, ("investigators",))])
def test_a_card_uncovered_with_the_next_one_is_no_sign(alone, sign):
    # review of checktwin51 (F720b's table): the hand laying the next card beside the pile
    # nudged its newest card; it was read again (moved) one picture before the next card:
    # uncovered with it, no copy laid (TWIN_ALONE_S 0.15 s: 1 picture at 10 a second is
    # 0.1 s, 2 are 0.2 s, a copy read alone while the hand goes for the next card)
    stab = _pile_said()
    frames = [PILE] * COVER + [PILE + (PLAYED,)] * alone
    assert _run(stab, frames, 15) == []
    events = _run(stab, [PILE + (PLAYED, NEXT)] * 15, 15 + len(frames))
    assert [(e.key, e.covered_twin) for e in events] == [("the_boxer", sign)]

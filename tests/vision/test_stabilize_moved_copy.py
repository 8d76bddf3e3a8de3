"""Stabilizer queries: a card read near where a stable zone card lay is that card moved
(``StableQueries._moved_copy``) only when it was not already seen while that card was."""
from __future__ import annotations

from vision.records import FrameReading, SeatSighting, Sighting
from vision.stabilize import Stabilizer


def _s(keys, x, y, seat=1, size=20.0, middle=False):
    h = size / 2
    poly = ((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h))
    return Sighting(tuple(sorted(keys)), None, None, poly, 0.9, "aruco", seat=seat,
                    middle=middle)


def _seated(stab, per_frame, start=0):
    """Feed ``per_frame`` sightings at 10 fps with seat 1's marker in view."""
    tiles = (SeatSighting(1, ((0, 0), (20, 0), (20, 20), (0, 20))),)
    for i, sightings in enumerate(per_frame):
        stab.update(FrameReading(start + i, (start + i) / 10, tuple(sightings), seats=tiles))


def test_a_card_seen_beside_a_zone_card_is_not_that_card_moved_when_it_is_gathered():
    """Fresh QA53 r3d (4p arkham stickers-only, seed 92): a face-up card set aside in the
    middle since the deal and a zone card of the same stickers laid 2.45 units from it; the
    zone card gathered, the middle card was taken for it pushed, so the table never read
    bare (``zone_cards_in_view`` never empty) and the cleared-table paths never fired."""
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    aside = _s(["the_urchin"], 100, 149, seat=None, middle=True)
    _seated(stab, [[aside]] * 5)
    zone = _s(["the_urchin"], 100, 100)                       # 49 px = 2.45 units away
    _seated(stab, [[aside, zone]] * 5, start=5)
    assert stab.zone_cards_in_view() == [(1, ("the_urchin",))]
    _seated(stab, [[aside]] * 5, start=10)                    # the zone card gathered
    assert stab.zone_cards_in_view() == []
    assert stab.moved_away(1, ("the_urchin",)) == []


def test_a_card_pushed_out_of_its_zone_after_it_was_last_seen_is_still_that_card():
    """QA24 N1 beside the case above: the zone card itself slid 2.45 units out of its zone
    (first seen there after it was last seen in its place) is still that card in view."""
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    _seated(stab, [[_s(["the_urchin"], 100, 100)]] * 5)
    _seated(stab, [[_s(["the_urchin"], 100, 149, seat=None, middle=True)]] * 10, start=5)
    assert stab.zone_cards_in_view() == [(1, ("the_urchin",))]

"""Stabilizer queries: a card read near where a stable zone card lay is that card moved
(``StableQueries._moved_copy``) only when it was never read in a same picture as that card."""
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


def test_a_card_nudged_out_laid_back_and_pushed_out_again_is_still_that_card():
    """Review rev-moved53: the first nudge (1.5 units) makes a track in no zone; the card
    laid back is its zone card read again; pushed out again (2.45 units), the nudge's track
    (within a match of it, not yet expired) follows it. That track was first seen before
    the zone card was last seen, yet never in the same picture: it is the zone card moved
    (main: in view, moved away; the branch: not in view, "taken back?")."""
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    _seated(stab, [[_s(["the_urchin"], 100, 100)]] * 5)
    _seated(stab, [[_s(["the_urchin"], 100, 130, seat=None, middle=True)]], start=5)
    _seated(stab, [[_s(["the_urchin"], 100, 108)]], start=6)
    _seated(stab, [[_s(["the_urchin"], 100, 149, seat=None, middle=True)]] * 8, start=7)
    assert stab.zone_cards_in_view() == [(1, ("the_urchin",))]
    assert stab.unseen_newest(0.3) == []


def test_a_twin_of_a_gathered_zone_card_in_its_zone_is_not_that_card_moved():
    """Review rev-moved53 (a guard, passes): two copies in one zone seen together, the
    older gathered: the newer one, 1.5 units from it, is not the older moved (main took
    it for that, the fix's side effect) and is asked as taken back."""
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    _seated(stab, [[_s(["the_urchin"], 100, 100)]] * 5)
    older, newer = _s(["the_urchin"], 100, 100), _s(["the_urchin"], 100, 130)
    _seated(stab, [[older, newer]] * 5, start=5)
    _seated(stab, [[newer]] * 5, start=10)
    assert stab.zone_cards_in_view() == [(1, ("the_urchin",))]
    assert stab.moved_away(1, ("the_urchin",)) == []

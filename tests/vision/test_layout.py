"""Layout: seat zones from seat markers under perspective; sightings assigned to zones."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from vision.layout import BESIDE, LATERAL_OWN_MM, TableLayout
from vision.marker_reader import MarkerReader
from vision.records import FrameReading, SeatSighting, Sighting
from vision.render import Conditions, build_scene, render_table


def _sighting_at(x, y):
    return Sighting(("the_boxer",), 3, False, ((x - 5, y - 5), (x + 5, y - 5), (x + 5, y + 5),
                                               (x - 5, y + 5)), 0.9, "aruco")


@pytest.mark.parametrize("seats,tilt", [(4, 0.0), (3, 35.0), (6, 0.0)])
def test_every_card_goes_to_its_seat_under_perspective(seats, tilt):
    zones = {s: ["the_boxer", "the_fed", "investigators"][: 1 + s % 3] for s in range(1, seats + 1)}
    cond = Conditions(size=(1280, 720), tilt_deg=tilt, jitter=False, artwork_distractors=False)
    frame, truth = render_table(build_scene(zones, seats=seats, conditions=cond, seed=2))
    _, seat_marks = MarkerReader().read(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    layout = TableLayout()
    layout.update(seat_marks)
    shown = tuple(s.seat for s in truth.seats if s.marker.visible)
    assert layout.seats == shown
    for c in truth.cards:
        centre = tuple(np.mean(c.polygon, axis=0))
        want = c.seat if c.seat in shown else None  # a seat whose tile is out of view
        assert layout.locate(centre)[0] == want, (c.key, c.seat, c.zone)


def test_layout_keeps_a_seat_whose_marker_is_later_covered():
    layout = TableLayout()
    quad = ((100.0, 600.0), (150.0, 600.0), (150.0, 650.0), (100.0, 650.0))
    layout.update([SeatSighting(1, quad)])
    reading = FrameReading(1, 0.1, (_sighting_at(260, 560),), seats=())
    out = layout.apply(reading)
    assert out.sightings[0].seat == 1 and reading.sightings[0].seat is None  # copy, not mutated
    far = layout.apply(FrameReading(2, 0.2, (_sighting_at(1200, 50),)))
    assert far.sightings[0].seat is None
    layout.reset()
    assert layout.seats == ()


def test_calibrated_zones_without_markers():
    layout = TableLayout.from_zones({1: [(0, 360), (640, 360), (640, 720), (0, 720)],
                                     2: [(0, 0), (640, 0), (640, 360), (0, 360)]})
    assert layout.locate((320, 500))[0] == 1 and layout.locate((320, 100))[0] == 2
    layout.update([SeatSighting(3, ((0, 0), (1, 0), (1, 1), (0, 1)))])  # ignored
    assert layout.seats == (1, 2)
    with pytest.raises(ValueError, match="3 points"):
        TableLayout.from_zones({1: [(0, 0), (1, 1)]})
    with pytest.raises(KeyError, match="seat 5"):
        layout.zone(5)


def test_sectors_split_the_frame_around_its_centre():
    layout = TableLayout.sectors(4, (1280, 720))
    assert layout.locate((640, 700))[0] == 0  # seat 0 at the bottom edge
    assert layout.locate((20, 360))[0] == 1   # then clockwise on screen: left
    assert layout.locate((640, 20))[0] == 2
    with pytest.raises(ValueError):
        TableLayout.sectors(0, (1280, 720))
    assert BESIDE.reach_mm > 0


def test_a_moved_seat_is_located_like_a_fresh_layout_would():
    """``locate`` caches each zone's inner end per zone and centre: a seat that jumps (the
    tile moved) must give the same answers as a layout that only ever saw the new place."""
    frame, truth = render_table(build_scene({1: ["the_boxer"], 2: ["the_fed"], 3: ["deep_one"]},
                                            seats=3, conditions=Conditions(size=(1280, 720)),
                                            seed=2))
    _, seats = MarkerReader().read(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    moved = [s if s.seat != 2 else SeatSighting(2, tuple((x + 60.0, y - 40.0) for x, y in s.polygon))
             for s in seats]
    layout = TableLayout()
    layout.update(seats)
    grid = [(x, y) for x in range(40, 1280, 80) for y in range(40, 720, 80)]
    before = [layout.locate(p) for p in grid]
    layout.update(moved)
    fresh = TableLayout()
    fresh.update(moved)
    after = [layout.locate(p) for p in grid]
    assert after == [fresh.locate(p) for p in grid]
    assert after != before


def _read(*scenes):
    """A fresh reader's reading of one rendered frame of each scene in turn, laid out; the
    last reading."""
    from vision.pipeline import CardReader
    reader = CardReader("arkham")
    for scene in scenes:
        frame, _ = render_table(scene)
        reading = reader.layout.apply(reader.read(frame))
    return reading


def _add(scene, *poses):
    from dataclasses import replace
    return replace(scene, cards=scene.cards + poses)


@pytest.mark.parametrize("y_mm", [225.0, 250.0])
def test_a_card_held_face_up_past_a_seat_tile_is_in_no_pile(y_mm):
    # QA: a hand card held past seat 1's tile (at table y 199 mm) was said as Alice's play
    from vision.render import PRESETS, CardPose
    base = build_scene({1: ["the_urchin"]}, seats=3, conditions=PRESETS["clean"], seed=1,
                       growing=True)
    hand = CardPose("the_dilettante", 10.0, y_mm, 5.0, None, 0, "set_aside", 12345)
    seen = {s.key: s for s in _read(_add(base, hand)).sightings}
    assert seen["the_urchin"].seat == 1
    assert seen["the_dilettante"].seat is None and not seen["the_dilettante"].middle


def test_a_long_pile_passing_its_tile_stays_in_its_zone():
    # a pile too long for the space between the centre and the tile passes the tile (newest
    # card's centre 30 mm and more past the tile's level; the renderer's fitted piles, not
    # the demo's growing ones since QA38): a cascade, its older card (Cultists, its marker
    # covered now) seen before the newest was laid
    from vision.layout import BESIDE
    from vision.render import PRESETS
    keys = ["the_boxer", "the_fed", "investigators", "the_urchin", "cultists", "the_musician"]
    reading = _read(*(build_scene({1: keys[:n]}, seats=3, conditions=PRESETS["typical"],
                                  seed=0) for n in (5, 6)))
    pile = {s.key: s for s in reading.sightings if s.key in keys}
    assert pile["the_musician"].zone_mm[1] < BESIDE.near_y  # past the tile: on the cascade
    assert {s.seat for s in pile.values()} == {1}


def test_face_up_cards_lie_in_the_middle_and_a_hand_card_beside_does_not():
    # QA: 2 players, a hand card held at (-150, 60) mm was said "Face up"
    from vision.render import PRESETS, CardPose
    aside = ["stowaway_eggs", "investigators", "the_boxer"]
    base = build_scene({}, seats=2, conditions=PRESETS["clean"], seed=4, growing=True,
                       set_aside=aside)
    hand = CardPose("the_dilettante", -150.0, 60.0, 20.0, None, 0, "set_aside", 999)
    seen = {s.key: s for s in _read(_add(base, hand)).sightings}
    assert all(seen[k].seat is None and seen[k].middle for k in aside)
    assert seen["the_dilettante"].seat is None and not seen["the_dilettante"].middle


@pytest.mark.parametrize("across_mm", [75.0, -70.0])
def test_a_hand_card_laid_beside_a_pile_is_in_no_pile(across_mm):
    # QA: 2 players, a hand card laid face up 20 mm short of seat 1's tile level and
    # 70–75 mm across its pile's line was said as Alice's play, and lost her the round
    from vision.render import PRESETS, CardPose
    from vision.render.scene import _unit, seat_direction
    base = build_scene({1: ["the_urchin"]}, seats=2, conditions=PRESETS["typical"], seed=2,
                       growing=True)
    tile = next(t for t in base.seat_tiles if t.seat == 1)
    u = _unit(seat_direction(1, 2))
    right = (u[1], -u[0])
    t = tile.x_mm * u[0] + tile.y_mm * u[1] - 20.0
    hand = CardPose("the_dilettante", u[0] * t + right[0] * across_mm,
                    u[1] * t + right[1] * across_mm, (seat_direction(1, 2) + 180) % 360,
                    None, 0, "set_aside", 777)
    seen = {s.key: s for s in _read(base, _add(base, hand)).sightings}  # (on the tile at -70)
    assert seen["the_urchin"].seat == 1
    assert seen["the_dilettante"].seat is None


@pytest.mark.parametrize("cascade", ["left", "right"])
def test_a_long_side_cascade_stays_in_its_zone(cascade):
    # six cards 22 mm apart across the spine (the renderer lays the oldest at the spine):
    # the outer ones lie up to 110 mm from it, in the pile as a chain of side steps, one
    # card unread between two at most
    from vision.render import PRESETS
    keys = ["the_boxer", "the_fed", "investigators", "the_urchin", "cultists", "the_musician"]
    reading = _read(build_scene({1: keys}, seats=3, conditions=PRESETS["clean"], seed=0,
                                cascade=cascade, step_mm=22.0))
    pile = [s for s in reading.sightings if s.key in keys]
    assert max(abs(s.zone_mm[0] - BESIDE.spine_x) for s in pile if s.zone_mm) > LATERAL_OWN_MM
    assert len(pile) >= 4 and {s.seat for s in pile} == {1}


def test_a_card_laid_on_a_pile_slid_sideways_is_in_that_pile():
    # QA25 F3: Alice's Urchin and Fed slid 40 mm sideways (41 mm across the spine, kept
    # in the pile by their old places), then the Shoggoth laid on them was in no zone and
    # never said; the game waited for it for ever
    from dataclasses import replace
    from vision.render import Conditions

    def scene(keys, dx):
        base = build_scene({1: keys, 2: ["the_fed"], 3: ["the_sailor"]}, seats=3,
                           conditions=Conditions(jitter=False, artwork_distractors=False),
                           seed=1, growing=True)
        return replace(base, cards=tuple(replace(c, x_mm=c.x_mm + dx) if c.seat == 1 else c
                                         for c in base.cards))

    pile = ["the_urchin", "the_fed"]
    reading = _read(scene(pile, 0.0), scene(pile, 40.0), scene(pile + ["shoggoth"], 40.0))
    seen = {s.key: s for s in reading.sightings if s.seat == 1}
    assert set(seen) == {"the_urchin", "the_fed", "shoggoth"}
    assert abs(seen["shoggoth"].zone_mm[0] - BESIDE.spine_x) > LATERAL_OWN_MM

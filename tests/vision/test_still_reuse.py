"""Reusing whole readings of the still parts of a table between frames of one stream
(``vision.still_reuse``): a still part is reused once its readings agreed and its cards are
stable; any change in its region reads it again at once."""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from companion.cards import card
from vision.band_cache import CELL_PX
from vision.pipeline import CardReader, TableWatcher
from vision.records import FrameReading, Sighting
from vision.render import PRESETS, build_scene, effects, render_table
from vision.stabilize import Stabilizer
from vision.still_reuse import StillReuse, same_places

ZONES = {1: ["the_boxer", "shoggoth"], 2: ["the_urchin", "the_dilettante"],
         3: ["cthulhu", "the_sailor"]}
#: seconds between the test's frames: the stabilizer's 1 s dwell in 5 frames
STEP_S = 0.25


# ------------------------------------------------------------------ StillReuse alone
def _reader(values):
    """A part reader returning ``values`` in turn, counting its calls."""
    calls = []

    def read():
        calls.append(1)
        return values[min(len(calls) - 1, len(values) - 1)]
    return read, calls


def _gray(level=100, spot=None):
    img = np.full((64, 96), level, np.uint8)
    if spot is not None:
        x, y = spot
        img[y:y + 8, x:x + 8] = 250
    return img


def _eq(a, b):
    return a == b


def test_a_part_is_reused_after_agreeing_readings_and_read_again_when_its_region_changes():
    still = StillReuse(confirm=3, every=100)
    read, calls = _reader(["A"])
    box = [(0, 0, 4, 4)]  # cells: image px 0..32
    for _ in range(6):
        still.start_frame(_gray())
        assert still.get("p", read, _eq, box) == "A"
    assert len(calls) == 3  # read until 3 readings agreed, then reused
    assert still.reused == ["p"]
    still.start_frame(_gray(spot=(8, 8)))  # a change inside the region
    still.get("p", read, _eq, box)
    assert len(calls) == 4 and still.reused == []
    still.start_frame(_gray(spot=(8, 8)))
    still.get("p", read, _eq, box)
    assert len(calls) == 5  # one reading over the new picture: not yet confirmed


def test_a_change_outside_the_region_keeps_the_reuse_but_a_moved_window_does_not():
    still = StillReuse(confirm=1, every=100)
    read, calls = _reader(["A"])
    corners = np.zeros((4, 2))
    for _ in range(2):
        still.start_frame(_gray())
        still.get("p", read, _eq, [(0, 0, 4, 4)], corners)
    still.start_frame(_gray(spot=(80, 40)))  # outside the region's cells
    still.get("p", read, _eq, [(0, 0, 4, 4)], corners)
    assert len(calls) == 1
    still.start_frame(_gray(spot=(80, 40)))
    still.get("p", read, _eq, [(0, 0, 4, 4)], corners + 0.6)
    assert len(calls) == 2


def test_disagreeing_readings_are_never_reused_and_every_bounds_the_reuse():
    still = StillReuse(confirm=2, every=3)
    read, calls = _reader(["A", "B", "A", "B", "A", "B"])
    for _ in range(6):
        still.start_frame(_gray())
        still.get("p", read, _eq, [(0, 0, 4, 4)])
    assert len(calls) == 6
    still = StillReuse(confirm=1, every=3)
    read, calls = _reader(["A"])
    for _ in range(9):
        still.start_frame(_gray())
        still.get("p", read, _eq, [(0, 0, 4, 4)])
    assert len(calls) == 3  # read, reused twice, read again …


def test_cards_are_reused_only_while_settled():
    still = StillReuse(confirm=1, every=100)
    read, calls = _reader([["card"]])
    ok = [False]
    still.settled = lambda cards, area: ok[0]
    for _ in range(3):
        still.start_frame(_gray())
        still.get("p", read, _eq, [(0, 0, 4, 4)], cards=lambda v: v)
    assert len(calls) == 3
    ok[0] = True
    still.start_frame(_gray())
    still.get("p", read, _eq, [(0, 0, 4, 4)], cards=lambda v: v)
    assert len(calls) == 3


def test_bad_arguments():
    with pytest.raises(ValueError, match="confirm"):
        StillReuse(confirm=0)
    with pytest.raises(ValueError, match="every"):
        StillReuse(every=0)
    with pytest.raises(RuntimeError, match="start_frame"):
        StillReuse().get("p", lambda: 1, _eq, [])


def test_same_places_pairs_names_and_points():
    def key(r):
        return r
    a = [("x", [(0, 0), (10, 0)]), ("y", [(50, 50)])]
    assert same_places(a, [("y", [(51, 50)]), ("x", [(0, 1), (10, 0)])], key)
    assert not same_places(a, [("y", [(53, 50)]), ("x", [(0, 0), (10, 0)])], key)
    assert not same_places(a, [("x", [(0, 0), (10, 0)])], key)
    wide = [("y", [(53, 50)]), ("x", [(0, 0), (10, 0)])]  # a tolerance per record of a
    assert same_places(a, wide, key, lambda r: 3.0 if r[0] == "y" else 0.5)
    assert not same_places(a, wide, key, lambda r: 3.0 if r[0] == "x" else 0.5)
    assert CELL_PX == 8


def test_settled_needs_a_stable_card_under_each_sighting():
    st = Stabilizer(min_hits=2, window=2, sticker_hits=None, min_dwell_s=0.0)
    poly = ((100.0, 100.0), (140.0, 100.0), (140.0, 160.0), (100.0, 160.0))
    s = Sighting(("the_boxer",), 1, False, poly, 0.9, "aruco", px_per_mm=2.0)
    st.update(FrameReading(0, 0.0, (s,), size=(640, 480)))
    assert not st.settled([s])  # seen once: pending
    st.update(FrameReading(1, 0.1, (s,), size=(640, 480)))
    assert st.settled([s]) and st.settled([])
    far = replace(s, polygon=tuple((x + 200, y) for x, y in poly))
    other = replace(s, candidates=("cthulhu",))
    assert not st.settled([far]) and not st.settled([other]) and not st.settled([s, far])
    st.update(FrameReading(2, 0.2, (s, far), size=(640, 480)))  # far: a pending card
    assert not st.settled([s])
    assert st.settled([s], area=[(90, 90), (150, 90), (150, 170), (90, 170)])
    assert not st.settled([s], area=[(90, 90), (400, 90), (400, 170), (90, 170)])


# ------------------------------------------------------------------ through TableWatcher
def _pictures(markers=False):
    """The noiseless pictures of a still 3-seat table (typical preset, printed markers or
    not) without and with a new card in seat 2's zone (the card's outline only differs:
    the same scene with the card taken out), and the scene's conditions."""
    zones = dict(ZONES)
    zones[2] = ZONES[2] + ["the_fed"]
    cond = replace(PRESETS["typical"], markers=markers, noise=0.0, jpeg_quality=None, seed=7)
    scene = build_scene(zones, seats=3, conditions=cond, seed=3, set_aside=[])
    after, _ = render_table(scene)
    before, _ = render_table(replace(scene, cards=tuple(c for c in scene.cards
                                                        if c.key != "the_fed")))
    return before, after, cond


def _frame(picture, k):
    """Frame ``k`` of the stream: ``picture`` with fresh sensor noise and JPEG."""
    return effects.jpeg(effects.noise(picture, 3.0, 500 + k), 85)


def _names(reading, seat=None):
    return sorted(s.candidates for s in reading.sightings if seat is None or s.seat == seat)


def test_a_still_zone_is_reused_and_a_card_laid_there_is_read_on_the_next_frame():
    before, after, _ = _pictures()
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    still = watcher.reader.still
    assert still is not None
    k = 0
    while ("zone", 2) not in still.reused and k < 30:
        watcher.update(_frame(before, k), t=k * STEP_S)
        k += 1
    assert ("zone", 2) in still.reused  # the still zone reused once its cards are stable
    assert "seats" in still.reused  # so are the seat markers
    assert watcher.stabilizer.stable_cards  # … and the cards were made stable first
    old = _names(watcher.last_reading, 2)
    watcher.update(_frame(after, k), t=k * STEP_S)
    assert ("zone", 2) not in still.reused  # the changed zone was read in full
    assert ("the_fed",) in _names(watcher.last_reading, 2)
    assert ("the_fed",) not in old
    fresh = CardReader("arkham", markers=False)
    fresh.read(_frame(before, 0))
    assert _names(watcher.last_reading) == _names(watcher.layout.apply(
        fresh.read(_frame(after, k))))


def test_without_reuse_every_part_is_read():
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False), reuse=False)
    assert watcher.reader.still is None
    assert TableWatcher("arkham", reuse=False).reader.still is None


def _still_marker_table(before):
    """A marker-deck watcher fed ``before`` until it reuses a whole frame; returns it and
    the next frame's number."""
    watcher = TableWatcher("arkham")
    still = watcher.reader.still
    k = 0
    while "frame" not in still.reused and k < 30:
        watcher.update(_frame(before, k), t=k * STEP_S)
        k += 1
    assert still.reused == ["frame"]  # the still table's whole reading reused …
    assert watcher.reader.seats_reused
    stable = watcher.stabilizer.stable_cards
    assert len(stable) == 6  # … once all its cards were made stable
    assert _names(watcher.last_reading) == sorted(c for _, c in stable)
    return watcher, k


def test_a_still_marker_table_is_reused_and_a_card_laid_on_it_is_read_in_that_frame():
    before, after, _ = _pictures(markers=True)
    watcher, k = _still_marker_table(before)
    watcher.update(_frame(after, k), t=k * STEP_S)
    assert watcher.reader.still.reused == []  # the changed frame was read in full
    assert ("the_fed",) in _names(watcher.last_reading, 2)
    fresh = CardReader("arkham")
    fresh.read(_frame(before, 0))
    assert _names(watcher.last_reading) == _names(watcher.layout.apply(
        fresh.read(_frame(after, k))))


def test_a_hand_over_a_reused_marker_table_reads_it_in_full():
    from vision.render.camera import camera_for
    from vision.render.occluders import hand

    before, _, cond = _pictures(markers=True)
    watcher, k = _still_marker_table(before)
    pic = before.copy()
    hand(pic, np.zeros(pic.shape[:2], np.int16), camera_for(cond), np.random.default_rng(1),
         (300.0, 0.0))  # over the table's edge, away from the cards
    watcher.update(_frame(pic, k), t=k * STEP_S)
    assert watcher.reader.still.reused == []
    watcher.update(_frame(before, k + 1), t=(k + 1) * STEP_S)
    assert watcher.reader.still.reused == []  # the hand gone: read again until 6 agree


def test_another_edition_s_labels_are_reported_only_in_frames_read_anew():
    """QA43b M1 (a false edition alarm in round 4 of a correct original-edition game):
    while the whole frame's reading was reused (the table still),
    ``marker_reader.last_foreign`` kept the codes of the last frame read, so one
    misdecoded marker counted once per picture the table stayed still, and
    ``EditionLabels`` said "the labels are of the arkham edition" after a few pictures.
    A frame whose reading is reused reports none; a frame read anew reports them. Here
    an Arkham deck's Tommy Gun read under ``arkham-classic`` (its code is not in it)."""
    zones = dict(ZONES)
    zones[1] = ZONES[1] + ["tommy_gun"]
    cond = replace(PRESETS["typical"], markers=True, noise=0.0, jpeg_quality=None, seed=7)
    picture, _ = render_table(build_scene(zones, seats=3, conditions=cond, seed=3,
                                          set_aside=[]))
    watcher = TableWatcher("arkham-classic")
    still = watcher.reader.still
    seen = []  # (the frame read anew, the foreign codes it reports)
    for k in range(30):
        watcher.update(_frame(picture, k), t=k * STEP_S)
        seen.append(("frame" not in still.reused, watcher.reader.marker_reader.last_foreign))
    tommy = card("tommy_gun").code
    assert any(not read for read, _ in seen), seen  # some frames reused …
    assert any(read and tommy in codes for read, codes in seen), seen
    assert all(codes == () for read, codes in seen if not read), seen  # … report none

"""Pipeline: CardReader on good and bad frames; TableWatcher end to end on rendered frames."""
from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np
import pytest

from vision.frames import BadFrameError, as_bgr
from vision.pipeline import CardReader, TableWatcher
from vision.records import GapKind
from vision.render import Conditions, build_scene, render_table

COND = Conditions(size=(640, 360), view_mm=420, jitter=False, artwork_distractors=False)


def _frame(zones, seats=2, seed=0, cond=COND, **kw):
    return render_table(build_scene(zones, seats=seats, conditions=cond, seed=seed, **kw))


def test_reader_returns_plain_records_for_a_rendered_frame():
    frame, truth = _frame({1: ["the_boxer"], 2: ["cultists"]})
    reading = CardReader("arkham").read(frame, index=7, t=1.5)
    assert (reading.index, reading.t, reading.size, reading.ok) == (7, 1.5, (640, 360), True)
    assert {s.key for s in reading.sightings} >= {"the_boxer", "cultists"}
    assert {s.seat for s in reading.seats} == {1, 2}


@pytest.mark.parametrize("bad,words", [
    (None, "no frame"),
    (np.zeros((0, 0, 3), np.uint8), "empty"),
    (np.zeros((10, 10, 3), np.uint8), "only 10×10"),
    (np.zeros((64, 64, 2), np.uint8), "channels"),
    (np.full((64, 64, 3), np.nan, np.float32), "NaN"),
    ("not an image", "not a numeric"),
    (np.zeros((4, 64, 64, 3), np.uint8), "dimensions"),
])
def test_bad_frames_become_gaps_not_crashes(bad, words):
    reading = CardReader("arkham").read(bad)
    assert not reading.readable and reading.sightings == ()
    assert reading.gaps[0].kind is GapKind.BAD_FRAME and words in reading.gaps[0].message


def test_other_layouts_are_converted():
    frame, _ = _frame({1: ["the_boxer"]})
    reader = CardReader("arkham")
    want = {s.key for s in reader.read(frame).sightings}
    gray = frame.mean(axis=2).astype(np.uint8)
    bgra = np.dstack([frame, np.full(frame.shape[:2], 255, np.uint8)])
    as_float = frame.astype(np.float32) / 255.0
    for variant in (gray, bgra, as_float):
        reading = reader.read(variant)
        assert reading.ok and {s.key for s in reading.sightings} == want
    assert as_bgr(np.zeros((40, 40), np.uint16)).dtype == np.uint8
    with pytest.raises(BadFrameError):
        as_bgr(np.zeros((40, 40, 5), np.uint8))


def test_watcher_says_each_played_card_once_with_its_seat_and_place():
    """A game in pictures: cards are played one after the other; a hand covers the table
    for 3 frames; a frame goes missing; a truncated frame arrives."""
    watcher = TableWatcher("arkham", min_hits=3, window=5)
    plays = [(1, "the_boxer"), (2, "rlyeh"), (1, "investigators"), (2, "deep_one")]
    zones: dict[int, list[str]] = {}
    events = []
    k = 0
    for seat, key in plays:
        zones.setdefault(seat, []).append(key)
        for j in range(4):
            cond = replace(COND, seed=k, noise=2.0)
            frame, _ = _frame(zones, cond=cond)
            events += watcher.update(frame, t=k / 2)
            k += 1
    # occlusion and faults after the last play
    hand = replace(COND, hands=1, seed=99)
    for _ in range(3):
        frame, _ = _frame(zones, cond=hand)
        events += watcher.update(frame, t=k / 2)
        k += 1
    events += watcher.update(None, t=k / 2)
    assert watcher.gaps == 1 and watcher.last_gap.kind is GapKind.NO_FRAME
    events += watcher.update(frame[:5], t=k / 2 + 0.1)
    assert watcher.last_gap.kind is GapKind.BAD_FRAME
    frame, _ = _frame(zones, cond=COND)
    for _ in range(3):
        events += watcher.update(frame)
    assert watcher.gaps == 0
    said = [(e.seat, e.key, e.index_in_zone) for e in events if e.seat is not None]
    assert said == [(1, "the_boxer", 0), (2, "rlyeh", 0), (1, "investigators", 1),
                    (2, "deep_one", 1)]
    # the face-up set-aside card lies in no zone
    assert [(e.seat, e.key) for e in events if e.seat is None] == [(None, "stowaway_eggs")]
    watcher.reset()
    assert watcher.stabilizer.stable_cards == ()


def test_sticker_only_deck_is_read_by_rank():
    """No printed markers: the tactile code gives the rank; the Other World cross, stuck
    over the printed rank circle, is not always recognised, so a card may stay ambiguous
    between the two cards of its rank, never wrong."""
    cond = replace(COND, markers=False, size=(1280, 720), view_mm=720)
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False),
                           min_hits=2, window=3)
    events = []
    for i in range(8):  # a sticker-only card needs 6 agreeing frames (Stabilizer.sticker_hits)
        frame, _ = _frame({1: ["the_boxer"], 2: ["the_urchin"]}, cond=replace(cond, seed=i),
                          set_aside=[])
        events += watcher.update(frame, t=i / 2)
    got = {e.seat: e.candidates for e in events}
    assert set(got) == {1, 2}
    assert "the_boxer" in got[1] and set(got[1]) <= {"the_boxer", "deep_one"}
    assert "the_urchin" in got[2] and set(got[2]) <= {"the_urchin", "necronomicon"}


def test_reader_failure_is_reported_and_the_others_still_run():
    reader = CardReader("arkham", stickers="always")

    class Broken:
        def read(self, *a):
            raise RuntimeError("boom")

    reader.sticker_reader = Broken()
    frame, _ = _frame({1: ["the_boxer"]})
    reading = reader.read(frame)
    assert reading.readable and not reading.ok
    assert reading.gaps[0].kind is GapKind.READER_ERROR and "boom" in reading.gaps[0].message
    assert "the_boxer" in {s.key for s in reading.sightings}


def test_bad_arguments():
    with pytest.raises(ValueError, match="stickers"):
        CardReader("arkham", stickers="sometimes")
    with pytest.raises(ValueError, match="edition"):
        CardReader("moon")


def test_watcher_takes_frames_from_a_source(tmp_path):
    import cv2

    from vision.sources import open_source
    frame, _ = _frame({1: ["the_boxer"]})
    for i in range(4):
        cv2.imwrite(str(tmp_path / f"f{i}.png"), frame)
    (tmp_path / "f2b.png").write_bytes(b"broken")
    watcher = TableWatcher("arkham", min_hits=3, window=5)
    events = []
    for f in open_source(tmp_path, fps=2):
        events += watcher.update_from(f)
    assert "the_boxer" in [e.key for e in events]
    assert watcher.last_gap.kind is GapKind.NO_FRAME and "No more images" in \
        watcher.last_gap.message


def test_three_seat_table_cards_get_their_seat_and_play_order():
    """A clean 3-seat 1280×720 table seen at once: every card in its zone, and within a
    zone the older cards (nearer the centre) come first."""
    zones = {1: ["the_fed", "cultists"], 2: ["deep_one"],
             3: ["investigators", "the_boxer", "tommy_gun"]}
    watcher = TableWatcher("arkham")
    events = []
    for i in range(6):
        frame, _ = render_table(build_scene(zones, seats=3, conditions=Conditions(seed=i),
                                            seed=1, deck=15))
        events += watcher.update(frame, t=i / 2)
    got = {(e.seat, e.key, e.index_in_zone) for e in events if e.seat is not None}
    want = {(s, k, i) for s, keys in zones.items() for i, k in enumerate(keys)}
    assert got == want


def test_stickers_are_not_read_when_the_image_is_too_small_for_them():
    """QA: at 640×480 (0.7 px per mm, a 4 mm dot under 3 px) the sticker reader made a wrong
    card stable (Shoggoth's pile announced as The Urchin). Below 1.25 px per mm the tactile
    code is not read; the reading says why (``TOO_SMALL``), frames stay readable."""
    from vision.pipeline import MIN_STICKER_PX_PER_MM
    from vision.render import PRESETS

    zones = {1: ["the_dilettante"], 2: ["investigators"], 3: ["investigators"],
             4: ["necronomicon", "shoggoth"]}
    watcher = TableWatcher("arkham-classic", reader=CardReader("arkham-classic", markers=False))
    events = []
    for k in range(8):
        cond = replace(PRESETS["dim"], markers=False, size=(640, 480), seed=209100 + k)
        frame, _ = render_table(build_scene(zones, seats=4, edition="arkham-classic",
                                            conditions=cond, seed=2091))
        events += watcher.update(frame, t=k / 2)
    reading = watcher.last_reading
    assert events == [] and reading.readable
    assert [g.kind for g in reading.gaps] == [GapKind.TOO_SMALL]
    assert "1280×720" in reading.gaps[0].message and MIN_STICKER_PX_PER_MM == 1.25
    big = replace(PRESETS["dim"], markers=False, size=(1280, 720), seed=1)
    frame, _ = render_table(build_scene(zones, seats=4, edition="arkham-classic",
                                        conditions=big, seed=2091))
    assert CardReader("arkham-classic", markers=False).read(frame).gaps == ()


def test_markers_are_read_on_an_image_where_coloured_patterns_fade():
    """The marker reader sees :func:`achromatic`: black, white and grey (with a light's
    cast) unchanged, saturated colours lightened; on a red gingham table every whole
    marker is still read."""
    from vision.pipeline import achromatic
    from vision.render import PRESETS

    img = np.array([[[0, 0, 0], [250, 250, 250], [20, 35, 45], [40, 40, 200]]], np.uint8)
    gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    out = achromatic(img, gray)
    assert out[0, :3].tolist() == gray[0, :3].tolist()      # spread ≤ 30: untouched
    assert out[0, 3] == min(255, int(gray[0, 3]) + 160 - 30)  # red: lightened
    zones = {1: ["the_boxer", "the_fed"], 2: ["cthulhu"], 3: ["shoggoth"], 4: ["investigators"]}
    frame, truth = render_table(build_scene(zones, seats=4, seed=3, conditions=replace(
        PRESETS["harsh"], glare=0.0, seed=1)))
    reading = CardReader("arkham").read(frame)
    whole = {c.key for c in truth.cards if c.key and c.visible_markers}
    assert whole and whole <= {s.key for s in reading.sightings}
    assert len(reading.seats) == 4


def test_every_card_and_seat_on_a_fine_check_cloth_is_read():
    """TABLE-CONDITIONS, tablecloths: 8 mm black-and-white checks give ArUco ~2,000 square
    candidates a 720p frame (0.2–0.4 s, then the busy-cloth switch; docs/benchmarks-history.md):
    nothing is lost and no check is taken for a card, on the first frame and the next."""
    zones = {1: ["the_fed", "the_urchin"], 2: ["deep_one"], 3: ["shoggoth"]}
    cond = Conditions(size=(1280, 720), tablecloth="checks", noise=4, jpeg_quality=85)
    frame, truth = _frame(zones, seats=3, seed=3, cond=cond)
    reader = CardReader("arkham")
    on_table = {c.key for c in truth.cards if c.key}
    for _ in range(2):  # the normal pass, then the busy-cloth one
        reading = reader.read(frame)
        assert sorted(s.key for s in reading.sightings) == sorted(on_table)
        assert {s.seat for s in reading.seats} == {1, 2, 3}
    assert reader.marker_reader.detector.busy


def test_a_camera_moved_during_the_round_does_not_make_its_cards_new():
    """A phone nudged on its stand (zoom and roll change): the seat markers move with the
    table, so every card keeps its place in its seat's frame; the image-only matching said
    3 of 5 cards again after the second move."""
    zones = {1: ["the_fed", "the_boxer"], 2: ["deep_one"], 3: ["cultists", "the_urchin"]}
    watcher = TableWatcher("arkham")
    said = []
    for k, (view, roll) in enumerate([(900, 0)] * 6 + [(960, 6)] * 6 + [(850, -5)] * 6):
        cond = Conditions(size=(1280, 720), view_mm=view, roll_deg=roll, seed=k)
        frame, _ = render_table(build_scene(zones, seats=3, conditions=cond, seed=4))
        said += [(e.seat, e.key) for e in watcher.update(frame, k / 2)]
    assert sorted(said, key=str) == sorted(
        [(1, "the_fed"), (1, "the_boxer"), (2, "deep_one"), (3, "cultists"),
         (3, "the_urchin"), (None, "stowaway_eggs")], key=str)


def test_a_second_copy_in_a_side_cascade_is_said():
    """QA 2a (rendered): a second Investigators laid 18 mm to the left of the first hides
    its markers; it was taken for the first one moved and never said."""
    watcher = TableWatcher("arkham")
    said, k = [], 0
    for zone in (["investigators"], ["investigators", "investigators"]):
        for _ in range(8):
            cond = Conditions(seed=k)
            frame, _ = render_table(build_scene({1: zone}, seats=3, conditions=cond, seed=1,
                                                cascade="left", step_mm=18))
            said += [(e.seat, e.key) for e in watcher.update(frame, k / 2)]
            k += 1
    assert [s for s in said if s[0] == 1] == [(1, "investigators")] * 2


@pytest.mark.parametrize("still", [False, True])
def test_card_markers_read_without_the_card_marker_pass_are_counted_not_used(still):
    """QA34 L5: ``--stickers-only`` on the labelled deck gave no hint that the cards carry
    code labels. The seat marker reader reads their markers anyway: left out of the
    reading as before (no aruco sighting), but counted (``last_card_labels``), so the app
    can say so; none on a deck without markers. ``still``: a stream's frames (the seats'
    reading reused), as ``companion play`` reads them."""
    zones = {1: ["the_fed"], 2: ["investigators", "shoggoth"], 3: ["the_urchin"]}
    for markers in (True, False):
        cond = replace(COND, markers=markers, size=(1280, 720), view_mm=720)
        frame, _ = render_table(build_scene(zones, seats=3, conditions=cond, seed=34))
        watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False),
                               reuse=still)
        watcher.update(frame, t=0.0)
        reading = watcher.last_reading
        assert all(s.source != "aruco" for s in reading.sightings)
        labels = watcher.reader.last_card_labels
        assert (labels >= 3) if markers else labels == 0, (markers, labels)


def test_card_labels_are_counted_only_in_frames_whose_seats_were_read():
    """Review of session 34: with the seats' reading reused (a stream, the picture still),
    ``last_card_labels`` kept the count of the frame that read them, so one picture (or one
    false marker) counted for many in ``EditionLabels.left_out`` and "the cards carry code
    labels" could be said wrongly. A frame whose seats are reused counts none."""
    cond = replace(COND, markers=True, size=(1280, 720), view_mm=720)
    frame, _ = render_table(build_scene({1: ["the_fed"], 2: ["investigators"]}, seats=3,
                                        conditions=cond, seed=34))
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False), reuse=True)
    counts = []  # (seats read in this frame, card labels counted)
    for k in range(14):
        watcher.update(frame, t=k / 30)
        reader = watcher.reader
        counts.append(("seats" not in reader.still.reused, reader.last_card_labels))
    assert not all(read for read, _ in counts), counts
    assert all((n >= 2) if read else n == 0 for read, n in counts), counts

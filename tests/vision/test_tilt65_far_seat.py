"""Session 65, tilt (QA64 L5, ``tests/vision/test_lw64_tilted_middle.py``): on the demo's
raw tilted 2-player pictures (every tilted 2-player demo lays its seat tiles alike) the far
seat's marker, 42 × 23 px and blurred, is read by the local-contrast pass only, whose
stretched crop put two of its corners 2.9-3.0 px off; from those corners seat 2's frame put
the middle's face-up cards 680-930 mm (up to 13 m) from the table centre along its pile
axis, so none was in the middle. The mp4's picture gave the main pass no such candidate:
the far-side pass read the marker there, from its sharpened ×2 rows, 1.1 px at most.

The mend: two facing seats, which share one pile axis, measure the middle in the frame of
the seat whose marker shows largest (:meth:`vision.layout.TableLayout.in_middle`): even 0.5
px of noise at the far marker's corners moved its frame's middle past the strip in 6 of 10
draws. Not mended (strict xfails below): the far marker's corners themselves (reading such
a seat marker again unstretched, sharpened and ×2 as the far-side pass does, was tried:
3.0 → 1.1 px here and 9720021 mended, but on benchmark 1000's 5-seat tilted frame 86 a far
seat read again moved the table centre and the set-aside card went into seat 3's zone), and
the centre of two facing seats at different distances from it (9720002)."""
from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest

from benchmarks.vision_accuracy import card_under
from companion.cards import deck_list
from vision.layout import TableLayout
from vision.pipeline import CardReader, TableWatcher
from vision.records import SeatSighting
from vision.render import PRESETS, build_scene, render_table

#: the seat markers' corners (TL, TR, BR, BL, image px) read on the demo's raw tilted
#: 2-player picture by main: Alice's by the main pass, Bob's by the local-contrast pass
ALICE = ((474.94, 566.59), (541.52, 566.58), (537.09, 629.15), (467.53, 629.21))
BOB = ((744.72, 51.81), (705.0, 54.0), (700.8, 32.37), (741.48, 31.73))
#: the 2-player face-up row of demo seed 636 (arkham-classic), in the order laid
ROW = ["stowaway_eggs", "shoggoth", "cthulhu", "the_sailor", "the_boxer", "the_fed"]


def _demo_scene(set_aside, zones=None):
    """The demo's tilted 2-player table (``companion demo --players 2 --conditions tilted
    --edition arkham-classic``, game seed 636; its seat tiles lie as in every such demo)."""
    return build_scene(zones or {}, seats=2, edition="arkham-classic", growing=True,
                       conditions=replace(PRESETS["tilted"], seed=0), seed=636,
                       set_aside=set_aside)


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "session 65 tilt: on the demo's raw tilted 2-player picture the far seat's 42 x 23 px "
    "marker is read only by the local-contrast pass (vision.contrast_pass.read_rejected), "
    "whose stretched crop (erosion/dilation over a third of a side) moves its blurred edges: "
    "corners 2.9-3.0 px off (the mp4's picture: the far-side pass, 1.1 px). Mend: take a "
    "seat marker's corners from an unstretched read (tried: a sharpened x2 crop, 1.1 px; not "
    "kept, it moved a 5-seat table's centre on benchmark 1000 frame 86)"))
def test_a_far_seat_marker_the_contrast_pass_reads_keeps_its_unstretched_corners():
    frame, truth = render_table(_demo_scene(["stowaway_eggs"]))
    seats = {s.seat: np.asarray(s.polygon) for s in CardReader("arkham-classic").read(
        frame).seats}
    true = {s.seat: np.asarray(s.marker.corners) for s in truth.seats}
    off = {seat: float(np.hypot(*(seats[seat] - true[seat]).T).max()) for seat in (1, 2)}
    # seat 2's corners 3.03 px off at most (the stretched crop's); read again, 1.1
    assert off[2] < 1.5 and off[1] < 0.6, off


def test_the_face_up_row_lies_in_the_middle_of_two_facing_seats_a_far_marker_misfits():
    # every card of the demo's full row (truth centres), the layout from main's corners
    _, truth = render_table(_demo_scene(ROW))
    layout = TableLayout()
    layout.update([SeatSighting(1, ALICE), SeatSighting(2, BOB)])
    row = [tuple(np.mean(c.polygon, axis=0)) for c in truth.cards if c.zone == "set_aside"]
    assert len(row) == 6
    assert all(layout.locate(p)[0] is None and layout.in_middle(p) for p in row), row


def test_a_card_by_a_seat_is_not_in_the_middle_measured_in_the_near_seats_frame():
    # the near seat's frame still keeps the middle a strip: a card 120 mm from the row's
    # line toward either player lies outside it (seat 1's tile lies 200 mm from the
    # table centre here, seat 2's 415 mm)
    layout = TableLayout()
    layout.update([SeatSighting(1, ALICE), SeatSighting(2, BOB)])
    scene = _demo_scene([])
    from vision.render.camera import camera_for
    cam = camera_for(scene.conditions)
    for y_mm in (120.0, -120.0):
        point = tuple(cam.project([(250.0, y_mm)])[0])
        assert not layout.in_middle(point), y_mm
    assert layout.in_middle(tuple(cam.project([(250.0, 0.0)])[0]))


def _fresh_two_player(index: int):
    """Fresh tilted 2-player table ``index`` of session 65's tilt set (seeds 9720000 + index:
    tilt 25-45°, focus blur 1.5-3 px, growing piles of 0-5 cards, 1-6 face-up cards)."""
    s = 9720000 + index
    rng = random.Random(s)
    ed = rng.choice(["arkham", "arkham-classic", "original"])
    deck = deck_list(ed)
    rng.shuffle(deck)
    aside = [deck.pop() for _ in range(rng.randint(1, 6))]
    zones = {seat: [deck.pop() for _ in range(rng.randint(0, 5))] for seat in (1, 2)}
    cond = replace(PRESETS["tilted"], tilt_deg=rng.uniform(25, 45),
                   focus_blur=rng.uniform(1.5, 3.0), seed=s,
                   size=(1920, 1080) if index % 5 == 4 else (1280, 720))
    scene = build_scene({k: v for k, v in zones.items() if v}, seats=2, edition=ed,
                        growing=True, conditions=cond, seed=s, set_aside=aside)
    return ed, scene


def _middle_misses(index: int) -> list[str]:
    """The face-up cards of fresh table ``index`` read but not in the middle (in a zone, or
    in none and off the middle)."""
    ed, scene = _fresh_two_player(index)
    frame, truth = render_table(scene)
    watcher = TableWatcher(ed)
    watcher.update(frame, 0.0)
    cards = [c for c in truth.cards if c.key]
    return [s.key for s in watcher.last_reading.sightings
            if getattr(card_under(s.center, s.candidates, cards), "zone", None) == "set_aside"
            and not (s.seat is None and s.middle)]


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "session 65 tilt: fresh tilted 2-player table 9720021 (tilt 40°): seat 2's marker, read "
    "by the local-contrast pass 3.0 px off, turns its frame so that the two seats are not "
    "judged facing (FACING_DEG), the centre is then their axes' crossing beside the far "
    "marker and all 4 face-up cards lie off the middle. Mend: the far marker's corners "
    "(test above; read again unstretched, 3 of 4 were in the middle, the 4th is the "
    "centre's bias below)"))
def test_a_contrast_read_far_marker_does_not_break_two_facing_seats():
    assert len(_middle_misses(21)) <= 1


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "session 65 tilt: fresh tilted 2-player table 9720002 (tilt 44°): 3 of its 4 face-up "
    "cards are read in no zone but not in the middle. The seat frames are right now (the "
    "near seat's, 0.5 px); the table centre is not: two facing seats' centre is the middle "
    "(in image px) of their pile starts, and the renderer lays the near seat's tile 207 mm "
    "from the centre, the far seat's 484 mm, so that midpoint lies 45 mm off the row's line, "
    "past MIDDLE_MM (44). Mend: a centre for two facing seats from the table itself (their "
    "piles' inner ends, or the face-up row once read), not from the tiles' midpoint"))
def test_two_facing_seats_at_different_distances_keep_the_face_up_row_in_the_middle():
    assert _middle_misses(2) == []

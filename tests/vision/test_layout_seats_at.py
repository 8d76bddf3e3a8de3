"""TableLayout.seats_at places many points at once exactly as locate places each one (the
sticker reader places every band it finds through it)."""
from __future__ import annotations

import cv2
import numpy as np

from vision.layout import TableLayout
from vision.marker_reader import MarkerReader
from vision.render import Conditions, build_scene, render_table


def test_seats_at_gives_locates_seats_for_every_point():
    zones = {s: ["the_boxer", "the_fed"] for s in range(1, 6)}
    cond = Conditions(size=(1280, 720), tilt_deg=30.0, jitter=False, artwork_distractors=False)
    frame, _truth = render_table(build_scene(zones, seats=5, conditions=cond, seed=3))
    _, seat_marks = MarkerReader().read(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    layout = TableLayout()
    layout.update(seat_marks, size=(1280, 720))
    assert len(layout.seats) >= 3
    pts = np.random.default_rng(0).random((2000, 2)) * (1280, 720)
    want = [layout.locate((float(x), float(y)))[0] for x, y in pts]
    assert layout.seats_at(pts) == want
    assert len(set(want)) > 3  # points in several zones and in none
    assert layout.seats_at(np.zeros((0, 2))) == []


def test_polygon_zones_are_placed_one_by_one():
    layout = TableLayout.from_zones({1: [(0, 360), (640, 360), (640, 720), (0, 720)],
                                     2: [(0, 0), (640, 0), (640, 360), (0, 360)]})
    assert layout.seats_at([(320, 500), (320, 100), (1000, 100)]) == [1, 2, None]

"""Seat-marker reader for a deck without card markers (``vision.seat_markers``): the same
seats, at the same corners, as the full marker reader on the benchmark's sticker-only frames
(one per preset: clean, typical, tilted, dim, harsh, busy)."""
from __future__ import annotations

import cv2
import pytest

from benchmarks.vision_accuracy import scene_at
from vision.marker_reader import MarkerReader
from vision.pipeline import CardReader
from vision.seat_markers import SeatMarkerReader


@pytest.mark.parametrize("index", range(6))
def test_same_seats_as_the_full_marker_reader(index):
    _preset, frame, _truth = scene_at(index, False, seed0=5000)
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    _, full = MarkerReader("arkham").read(gray)
    _, seats = SeatMarkerReader("arkham").read(gray)
    assert full, "the frame shows seat markers"
    assert {s.seat: s.polygon for s in seats} == {s.seat: s.polygon for s in full}


def test_a_deck_without_markers_uses_it():
    assert isinstance(CardReader("arkham", markers=False).marker_reader, SeatMarkerReader)
    assert not isinstance(CardReader("arkham").marker_reader, SeatMarkerReader)

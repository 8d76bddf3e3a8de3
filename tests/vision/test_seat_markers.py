"""Seat-marker reader for a deck without card markers (``vision.seat_markers``): the same
seats, at the same corners, as the full marker reader on the benchmark's sticker-only frames
(one per preset: clean, typical, tilted, dim, harsh, busy)."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from vision.marker_reader import MarkerReader
from vision.pipeline import CardReader
from vision.seat_markers import SeatMarkerReader


@pytest.mark.parametrize("index", range(6))
def test_same_seats_as_the_full_resolution_pass(index):
    """The halved search gives the seats the main pass on the whole frame gives, at the
    same corners, and the same seats as the full marker reader."""
    _preset, frame, _truth = scene_at(index, False, seed0=5000)
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    _, full = SeatMarkerReader("arkham", halved=False).read(gray)
    _, seats = SeatMarkerReader("arkham").read(gray)
    assert full, "the frame shows seat markers"
    assert {s.seat: s.polygon for s in seats} == {s.seat: s.polygon for s in full}
    _, marker_reader = MarkerReader("arkham").read(gray)
    assert {s.seat for s in seats} == {s.seat for s in marker_reader}


def test_a_deck_without_markers_uses_it():
    assert isinstance(CardReader("arkham", markers=False).marker_reader, SeatMarkerReader)
    assert not isinstance(CardReader("arkham").marker_reader, SeatMarkerReader)


def test_halved_to_full_maps_pixel_centres():
    from vision.seat_markers import halved_to_full
    q = np.array([[[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]]], np.float32)
    (full,) = halved_to_full(q)
    assert full.shape == (4, 2) and full.dtype == np.float64
    assert np.allclose(full, [[0.5, 0.5], [20.5, 0.5], [20.5, 20.5], [0.5, 20.5]])


def test_crop_box_holds_the_marker_with_its_margin_and_stays_in_the_image():
    from vision.seat_markers import CROP_MARGIN_PX, crop_box
    q = np.array([[100.0, 50.0], [140.0, 50.0], [140.0, 90.0], [100.0, 90.0]])
    x0, y0, x1, y1 = crop_box(q, 1280, 720)
    m = 20 + CROP_MARGIN_PX
    assert (x0, y0, x1, y1) == (100 - m, 50 - m, 140 + m + 1, 90 + m + 1)
    assert crop_box(q - 90, 1280, 720)[:2] == (0, 0)
    assert crop_box(q + 1200, 1280, 720)[2:] == (1280, 720)


def test_a_marker_the_halved_pass_misplaced_is_not_read_at_full_resolution():
    # a seat marker found on the halved frame is read again in a crop round it; a quad
    # where no marker lies gives nothing (the full-resolution pass decides)
    _preset, frame, _truth = scene_at(0, False, seed0=5000)
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    r = SeatMarkerReader("arkham")
    _, seats = r.read(gray)
    s = seats[0]
    q = np.asarray(s.polygon, np.float64)
    assert np.allclose(r._full_res(gray, 40 + s.seat - 1, q), q, atol=0.006)  # noqa: SLF001
    assert r._full_res(gray, 40 + s.seat - 1, q + (0.0, 200.0)) is None  # noqa: SLF001


def test_the_card_first_marker_pass_is_not_run_for_seats(monkeypatch):
    # the card-first pass (vision.band_markers.read_bands) decodes card markers only, at
    # every card band of each seat zone: on this tilted frame main ran it (~0.1 s) for
    # nothing a deck without markers has; the seats are the same without it
    _preset, frame, _truth = scene_at(2, False, seed0=5000)
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    with_pass = SeatMarkerReader("arkham", band_pass=True)
    _, want = with_pass.read(gray)
    assert with_pass.last_far_band is not None, "a frame on which the pass would run"
    import vision.marker_reader as marker_reader
    calls = []
    monkeypatch.setattr(marker_reader, "read_bands", lambda *a, **k: calls.append(a) or [])
    _, seats = SeatMarkerReader("arkham").read(gray)
    assert calls == []
    assert {s.seat: s.polygon for s in seats} == {s.seat: s.polygon for s in want}


@pytest.mark.parametrize("index", [2, 4])  # tilted, harsh: where the card-first pass ran
def test_a_labelled_deck_still_shows_its_card_labels_without_the_card_first_pass(index):
    # review of sspeed47 (a guard, not a fix): a labelled deck played with --stickers-only
    # is told so after FOREIGN_PICTURES pictures with card labels counted
    # (CardReader.last_card_labels, QA34 L5); without the card-first marker pass the seat
    # reader still reads them on the frames where that pass ran (seed 811000's 60 tilted
    # and harsh 720p frames alone: 60 of 60 pictures either way, 486 -> 484 labels)
    preset, frame, _truth = scene_at(index, True, seed0=811000)
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    reader = SeatMarkerReader("arkham")
    cards, seats = reader.read(gray)
    assert not reader.band_pass and seats
    assert reader.last_glare or reader.last_far_band is not None, (preset, "the pass ran")
    assert len(cards) >= 3  # CardReader(markers=False).last_card_labels: len(cards)

"""Lifted zones (:mod:`vision.lifted_zones`, ``MarkerReader(lifted=...)``): a card marker
beside one read whose black a hot spot lifts toward its label's white, so its near-pass
zone holds too little marker black for any pass; placed on the log-darkness image and read
under the glare model (session 42, docs/benchmarks-history.md, "glare42"). Known answers on
held-out harsh frames of the accuracy benchmark (``vision.render``, 720p)."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision import lifted_zones as lz
from vision import marker_reader as mr
from vision.lifted_zones import LOG_DARKNESS, lifted_zones
from vision.near_model import best_place
from vision.near_pass import NEAR_MIN_DARK, zone_samples
from vision.pipeline import achromatic


# (seed, frame, card, seat, index in its pile): a hot spot or sleeve glare on a marker in a
# row of touching markers, its neighbour read
CASES = [(150000, 34, "investigators", 1, 2),
         (150000, 166, "the_musician", 3, 2),
         (250000, 196, "tommy_gun", 2, 2)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", CASES)
def test_a_marker_whose_black_a_hot_spot_lifts_beside_one_read_is_read(
        seed0, index, key, seat, pile):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "harsh"
    assert (key, seat, pile) in marker_reads(frame, truth)
    assert (key, seat, pile) not in marker_reads(frame, truth, lifted=False)


def _true_centre(truth, key: str, seat: int, pile: int) -> np.ndarray:
    card = next(c for c in truth.cards if (c.key, c.seat, c.index) == (key, seat, pile))
    return np.mean(next(m for m in card.markers if m.visible).corners, axis=0)


def test_the_lifted_zone_holds_too_little_black_for_the_near_zones_and_log_darkness_places_it():
    _, frame, truth = scene_at(34, True, seed0=150000)
    img = achromatic(frame, cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    reader = mr.MarkerReader("arkham", lifted=False)
    found = [(d.marker_id, d.corners) for d in reader.detect(img)]
    centre = _true_centre(truth, "investigators", 1, 2)
    zones = [z for z in lifted_zones(img, found, set(reader.cards))
             if np.hypot(*(z[5] - centre)) < 0.3 * z[4]]
    assert zones
    taken = np.array([c.mean(axis=0) for _, c in found])
    log_dark = cv2.LUT(img, LOG_DARKNESS)
    on_log, on_grey = [], []
    for z in zones:
        _, v = zone_samples(img, z[5][None], np.array([z[4]]), z[6][None])
        assert np.count_nonzero(v <= z[8]) < NEAR_MIN_DARK * v.size  # no ordinary zone
        for image, offs in ((log_dark, on_log), (img, on_grey)):
            got = best_place(image, z[5], z[6], z[4], taken)
            offs.append(np.inf if got is None else float(np.hypot(*(got[0] - centre))))
    # on log darkness a zone's best place is the marker; on the grey image its lifted
    # border is no darker than its ring and the place lands off it
    assert min(on_log) < 2.0  # px
    assert min(on_grey) > 5.0


def _tommy_guns_near(frame, at, reach: float) -> list[np.ndarray]:
    """Centres (px) of the Tommy Gun markers (dictionary id 17) the marker reader detects
    on ``frame`` (``H×W×3 uint8 BGR``) within ``reach`` px of ``at``."""
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    dets = mr.MarkerReader("arkham").detect(achromatic(frame, gray), gray)
    centres = [np.mean(d.corners, axis=0) for d in dets if d.marker_id == 17]
    return [c for c in centres if np.hypot(*(c - at)) < reach]


def test_the_lifted_pass_reads_no_marker_without_clipped_white_on_it_580000_f208(monkeypatch):
    """Held-out 720p 580000 frame 208 (harsh): a lifted zone beside seat 2's R'lyeh (3rd in
    its pile) takes its clipped samples from the cloth beside the card; its best place, on
    the card's grey artwork and darker edge strip (white cells 189–197 grey, none clipped),
    decodes as the Tommy Gun under the glare model. A marker the glare lifts has its
    label's white lit to hot-spot white (:func:`vision.lifted_zones.under_glare`, at least
    :data:`~vision.lifted_zones.LIFTED_HOT_GREY`, 215 since session 47): not kept, the R'lyeh
    still read, no wrong card (session 44, docs/benchmarks-history.md, "wrong44")."""
    preset, frame, truth = scene_at(208, True, seed0=580000)
    assert preset == "harsh"
    at = np.array([603.2, 87.1])  # px: the quad read as the Tommy Gun without the check
    with monkeypatch.context() as m:
        m.setattr(lz, "LIFTED_MIN_CLIPPED_CELLS", 0)  # the check off: read as sessions 42-44
        assert _tommy_guns_near(frame, at, 5.0)
    assert not _tommy_guns_near(frame, at, 30.0)
    assert ("rlyeh", 2, 2) in marker_reads(frame, truth)  # fails on a wrong read too


# (seed, frame, card, seat, index in its pile): a hot spot that lifts a marker's black to
# 150–230 grey levels without clipping it (its zone's samples and data cells under 249,
# 218–249 at most); f16's and f226's labels pass the printed-on-a-label check only on the
# log-darkness image (contrast 0.41 → 0.64, 0.16 → 0.36 with ring 0.70; session 47,
# docs/benchmarks-history.md, "acc47")
HOT_CASES = [(570000, 16, "the_boxer", 2, 0),
             (570000, 154, "cthulhu", 5, 0),
             (570000, 226, "shoggoth", 1, 0)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", HOT_CASES)
def test_a_marker_a_hot_spot_lifts_without_clipping_white_is_read(seed0, index, key, seat,
                                                                   pile):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "harsh"
    assert (key, seat, pile) in marker_reads(frame, truth)  # fails on a wrong read too
    assert (key, seat, pile) not in marker_reads(frame, truth, lifted=False)


def test_a_hot_spot_under_clipped_white_opens_the_lifted_zone_570000_f154(monkeypatch):
    """The Cthulhu of 570000 frame 154: its zone's samples and data cells reach 231 grey
    levels, none clipped (249): with :data:`vision.lifted_zones.LIFTED_HOT_GREY` at
    the clipped level (sessions 42–46) it is not read."""
    _, frame, truth = scene_at(154, True, seed0=570000)
    monkeypatch.setattr(lz, "LIFTED_HOT_GREY", 249.0)
    assert ("cthulhu", 5, 0) not in marker_reads(frame, truth)

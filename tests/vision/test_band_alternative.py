"""A band whose light component is narrower than a band (its left end cut off by the
printed emblem and the stickers) is also tried from its straight right edge
(vision.card_bands.Band.alt_corners)."""
from __future__ import annotations

import numpy as np

from benchmarks.vision_accuracy import scene_at
from vision import card_bands
from vision.card_bands import BAND_W_MM, S, Band, _band_of
from tests.vision.scored import identified_on


def test_a_narrow_component_gets_the_corner_one_band_width_left_of_its_right_edge():
    # a 40 mm wide, 22 mm tall light component with straight edges, 2 px/mm
    m = np.zeros((int(22 * S), int(40 * S)), bool)
    m[:, :] = True
    b = _band_of(m, 100, 50, m.shape[1], m.shape[0])
    assert b is not None and len(b.alt_corners) == 1
    ax, ay = b.alt_corners[0]
    right = 100 + m.shape[1] - 1
    assert abs(ax - (right - BAND_W_MM * S)) < 1.0 and abs(ay - 50) < 1.0
    alt = b.alternatives()[0]
    assert alt.left_share == 0.0 and alt.corner == b.alt_corners[0]


def test_a_whole_band_gets_no_alternative():
    m = np.ones((int(22 * S), int(BAND_W_MM * S)), bool)
    b = _band_of(m, 10, 10, m.shape[1], m.shape[0])
    assert b is not None and b.alt_corners == ()


def test_the_musician_cut_by_its_emblem_is_read_from_its_right_edge(monkeypatch):
    # benchmark frame 23 (busy, seed 5000): The Musician of seat 3; its band's light
    # component starts 10 mm right of the card's band (the emblem, ring and dots cut the
    # left end off), so the corner found gives no reading; the right edge's does
    _preset, frame, truth = scene_at(23, False, seed0=5000)
    assert ("the_musician", 3) in identified_on(frame, truth)
    monkeypatch.setattr(card_bands.Band, "alternatives", lambda self: [])
    assert ("the_musician", 3) not in identified_on(frame, truth)
    assert isinstance(Band((0.0, 0.0), 0.0, 1.0, 1.0).alt_corners, tuple)

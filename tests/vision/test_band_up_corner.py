"""A cascade's narrow band strip cut by the printed name's dark line: its light component's
top edge is found on the name's line, ~8 mm low; the light above it gives the band's true
top (vision.card_bands.Band.up_corner), read when the corner found gives no reading."""
from __future__ import annotations

import numpy as np

from benchmarks.vision_accuracy import scene_at
from vision import card_bands
from vision.card_bands import S, Band, _upper_corner
from tests.vision.scored import identified_on


def _strip(line_mm: float) -> np.ndarray:
    """A 20 mm wide, 22 mm tall light strip (2 px/mm) at x 50–90, y 40–84 px, crossed
    8 mm under its top by a dark line ``line_mm`` thick (0: none)."""
    m = np.zeros((200, 200), np.uint8)
    m[40:40 + int(22 * S), 50:50 + int(20 * S)] = 255
    if line_mm:
        y = 40 + int(8 * S)
        m[y:y + int(line_mm * S), 50:50 + int(20 * S)] = 0
    return m


def test_the_light_above_a_thin_dark_line_gives_the_top():
    # the band found under the line: its corner at the line's foot
    m = _strip(1.5)
    b = Band((50.0, 40.0 + 9.5 * S), 0.0, 20.0, 12.5)
    up = _upper_corner(m, b)
    assert up is not None
    x, y, ang = up
    assert abs(x - 50.0) < 1.0 and abs(y - 40.0) < 1.0 and abs(ang) < 1.0


def test_no_line_or_a_thick_one_gives_nothing():
    # no dark line crossed: the band's own top (nothing above it)
    assert _upper_corner(_strip(0.0), Band((50.0, 40.0), 0.0, 20.0, 22.0)) is None
    # a dark gap thicker than a printed name (a card's frame between two cards' bands)
    assert _upper_corner(_strip(4.0), Band((50.0, 40.0 + 12 * S), 0.0, 20.0, 10.0)) is None


def test_investigators_under_the_dilettante_read_from_the_top_above_its_name(monkeypatch):
    # benchmark frame 108 (clean, seed 5000): Investigators of seat 3, a 20 mm strip under
    # The Dilettante; its light component's top was found on its name's line
    _preset, frame, truth = scene_at(108, False, seed0=5000)
    assert ("investigators", 3) in identified_on(frame, truth)
    monkeypatch.setattr(card_bands, "UP_NARROW_MM", 0.0)
    assert ("investigators", 3) not in identified_on(frame, truth)

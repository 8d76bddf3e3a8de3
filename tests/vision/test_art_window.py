"""A card's artwork window, 2 mm under its own name band and framed on every side like a
band, with an art ring where a rank sticker's ring goes: read as a card of its own, it is
dropped when it lies at the window's place of a card read in the same zone and is darker
than that card's band (vision.art_panel.under_own_band)."""
from __future__ import annotations

import math

import numpy as np

from tests.vision.scored import read_as, sticker_scene
from vision import art_panel


def test_a_cards_art_window_is_not_read_as_another_card(monkeypatch):
    # benchmark frame 217 of the held-out seed 50000 (typical, 720p): the Stowaway's art
    # window, its ring read as The Musician, seats forgotten and learnt at set-up alike
    frame, truth, setup = sticker_scene(217, 50000)
    for learnt in (None, setup):
        named = read_as(frame, truth, learnt)
        assert all(key in cands for key, cands in named)  # nothing wrong
        assert ("stowaway", ("stowaway",)) in named  # the card itself still read
    monkeypatch.setattr(art_panel, "WINDOW_GROUND_MAX", 0.0)
    for learnt in (None, setup):
        assert ("stowaway", ("the_musician",)) in read_as(frame, truth, learnt)  # without


def test_an_art_window_found_a_few_degrees_off_its_band_is_not_read(monkeypatch):
    # benchmark frame 113 of the never-tuned seed 130000 (busy, 720p): Deep One's dark art
    # window over The Sailor, found 3.2° off Deep One's band (a 15.5 mm "band": its top
    # edge's line is short), an art ring read as a cross alone, both seat modes
    frame, truth, setup = sticker_scene(113, 130000)
    for learnt in (None, setup):
        named = read_as(frame, truth, learnt)
        assert ("the_sailor", ("rlyeh", "stowaway_eggs")) not in named
        assert ("deep_one", ("deep_one",)) in named  # the card itself still read
    monkeypatch.setattr(art_panel, "WINDOW_TURN_DEG", 3.0)  # the limit before
    for learnt in (None, setup):
        assert ("the_sailor", ("rlyeh", "stowaway_eggs")) in read_as(frame, truth, learnt)


def _card(x: float, y: float, turn_deg: float = 0.0) -> np.ndarray:
    """A card homography at 4 px per mm, its corner at image px (x, y), turned."""
    c, s = math.cos(math.radians(turn_deg)), math.sin(math.radians(turn_deg))
    return np.array([[4 * c, -4 * s, x], [4 * s, 4 * c, y], [0.0, 0.0, 1.0]])


def test_only_a_darker_band_at_the_window_place_is_an_art_window():
    # a light band (200) on a card at (40, 40) px; under it, 24 mm down and 2 mm right
    # (the window's corner (4, 26) mm = a band corner (2, 2) mm of a card there), ground g
    def frame(g: float) -> np.ndarray:
        f = np.full((500, 400), 60.0, np.float32)
        f[48:136, 48:284] = 200.0   # band: card mm x 2–61, y 2–24
        f[144:300, 56:276] = g      # window: card mm x 4–59, y 26–65
        return f

    top, window, aside = _card(40, 40), _card(48, 136), _card(48, 136, 8.0)
    assert art_panel.under_own_band(frame(110.0), [top, window]) == {1}
    assert art_panel.under_own_band(frame(190.0), [top, window]) == set()  # a real band
    assert art_panel.under_own_band(frame(110.0), [top, aside]) == set()  # turned 8°
    assert art_panel.under_own_band(frame(110.0), [top, _card(48, 176)]) == set()  # 10 mm lower

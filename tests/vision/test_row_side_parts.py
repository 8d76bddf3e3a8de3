"""The 2-player middle's strip (:mod:`vision.centre_cards`, wrong61) searched for less
(session 62, v62): in its two side parts, outside the 200 mm square round the centre, a
light component is tried as a card lying along the row only (turned 0 or 180°), not a
quarter turn (:func:`vision.card_bands.bands_any_way` ``upright_outside``); the square
and a 3+ seat table's window are searched every way, as before. On 2-player row tables
(fresh 1612000+, wrong61's 1561000+) every frame's card set stays the same
(docs/benchmarks-history.md, session 62, v62)."""
from __future__ import annotations

import math

import cv2
import numpy as np

from tests.vision.test_two_player_row import fresh_row_table
from vision import centre_cards
from vision.card_bands import S, bands_any_way
from vision.centre_cards import ROW_WINDOW_MM, WINDOW_MM, square_px
from vision.pipeline import CardReader

#: the strip's square, rectified px (x0, x1): 300-500 mm of the 800 mm strip
SQUARE = ((ROW_WINDOW_MM - WINDOW_MM) / 2 * S, (ROW_WINDOW_MM + WINDOW_MM) / 2 * S)


def _strip_mask() -> np.ndarray:
    """A strip's light mask (``400×1600 uint8``, 255 light) holding three name-band
    components of 60 × 22 mm: one lying along the strip in its left side part, one turned
    a quarter in its right side part, one turned a quarter in the square."""
    m = np.zeros((int(WINDOW_MM * S), int(ROW_WINDOW_MM * S)), np.uint8)
    w, h = int(60 * S), int(22 * S)
    cv2.rectangle(m, (200, 150), (200 + w - 1, 150 + h - 1), 255, -1)       # left, along
    cv2.rectangle(m, (1300, 100), (1300 + h - 1, 100 + w - 1), 255, -1)     # right, across
    cv2.rectangle(m, (780, 100), (780 + h - 1, 100 + w - 1), 255, -1)       # square, across
    return m


def _found(upright_outside) -> set:
    """``(component, turn)`` of each band found in :func:`_strip_mask`: the component by
    where the card's centre lies (``left``, ``right``, ``square``), the turn of its x axis
    in degrees (0, 90, 180, 270)."""
    out = set()
    for c, _ in bands_any_way([_strip_mask()], upright_outside):
        x = float(c[0, 0] * 31.5 + c[0, 1] * 44.0 + c[0, 2])  # the card's centre, px
        part = "left" if x < SQUARE[0] else "right" if x > SQUARE[1] else "square"
        turn = round(math.degrees(math.atan2(c[1, 0], c[0, 0])) / 90.0) % 4 * 90
        out.add((part, turn))
    return out


def test_the_side_parts_are_searched_along_the_row_only():
    every_way = _found(None)
    # (the card centre of a quarter-turned band lies past its component, either side)
    assert {t for p, t in every_way if p != "left" and t in (90, 270)}
    assert {("left", 0), ("left", 180)} <= every_way
    along = _found(SQUARE)
    assert {("left", 0), ("left", 180)} <= along
    right = [t for p, t in along if p == "right"]
    assert right == [], right
    # the square's quarter-turned component is still tried both quarter turns
    square = {t for p, t in every_way if p == "square"}
    assert square and square <= {t for p, t in along if p == "square"}


def test_the_strip_of_a_two_seat_table_gives_its_square(monkeypatch):
    """A 2-player table's strip search (fresh row table 1561000) passes the square's
    columns."""
    frame, _, setup = fresh_row_table(0)
    reader = CardReader("arkham", markers=False)
    reader.read(setup)
    assert square_px(reader.layout) == SQUARE
    seen = []
    real = centre_cards.bands_any_way
    monkeypatch.setattr(centre_cards, "bands_any_way", lambda masks, outside=None: (
        seen.append(outside), real(masks, outside))[1])
    reader.read(frame)
    assert seen == [SQUARE]

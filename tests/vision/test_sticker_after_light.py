"""The place one more dot would take after a row must be as light as the band above it
(vision.sticker_code.after_as_light): a hand over a row's end, lighter than a printed
frame, passes the darkness map's "plain after the row" test (its ground there is the hand
itself) and hides the next dot. A Necronomicon (a cross and four dots) was read as Deep One
(three) that way on the never-tuned seed 130000, frame 113 (busy, 720p)."""
from __future__ import annotations

import math

import numpy as np

from tests.vision.scored import read_as, sticker_scene
from vision import adaptation as ad
from vision import sticker_code, sticker_read
from vision.sticker_block import BLOCK_MM, P
from vision.sticker_code import BlockReading, after_as_light


def test_a_row_whose_end_lies_under_a_hand_is_not_read_shorter(monkeypatch):
    frame, truth, setup = sticker_scene(113, 130000)
    for learnt in (None, setup):
        named = read_as(frame, truth, learnt)
        assert ("necronomicon", ("deep_one",)) not in named
        assert ("cultists", ("cultists",)) in named  # the card under it still read
    monkeypatch.setattr(sticker_code, "AFTER_LIGHT_MIN", 0.0)
    # the hand also ends the band's light component before the row's end: the row may
    # not run past it (vision.sticker_read.row_inside) refuses the reading too
    monkeypatch.setattr(sticker_read, "ROW_PAST_MM", math.inf)
    # and its next dot's place past that end (vision.sticker_read.NEXT_PAST_MM)
    monkeypatch.setattr(sticker_read, "NEXT_PAST_MM", math.inf)
    for learnt in (None, setup):
        assert ("necronomicon", ("deep_one",)) in read_as(frame, truth, learnt)  # without


def _block(after: float, above: float = 170.0) -> np.ndarray:
    """A block image (card mm BLOCK_MM at P px/mm) of a band at 170 with a cover of grey
    ``after`` from card x 21.5 mm on over the row's height (y 10–24 mm) and ``above`` over
    the band above it (y 0–10 mm)."""
    w, h = int((BLOCK_MM[2] - BLOCK_MM[0]) * P), int((BLOCK_MM[3] - BLOCK_MM[1]) * P)
    img = np.full((h, w), 170.0, np.float32)
    u = int((21.5 - BLOCK_MM[0]) * P)
    img[int((10 - BLOCK_MM[1]) * P):, u:] = after
    img[:int((10 - BLOCK_MM[1]) * P), u:] = above
    return img


def test_the_place_after_the_row_must_be_as_light_as_the_band_above():
    dot = ad.Shape.DOT
    three = BlockReading(3, True, ((dot, 5.0, 15.0), (dot, 11.0, 15.0), (dot, 17.0, 15.0)))
    assert not after_as_light(_block(106.0), three)  # a hand over the fourth dot's place
    assert after_as_light(_block(165.0), three)  # the band, a little darker there
    assert after_as_light(_block(170.0, 106.0), three)  # lighter than the band above
    assert after_as_light(_block(106.0), BlockReading(-1, None, ()))  # no row
    # a cover over the band above the place too, from just past the row's end: the band
    # left of the cover still shows above the place's start
    assert not after_as_light(_block(106.0, 106.0), three)

"""The place one more dot would take after a row (:func:`vision.sticker_read.grey_next_dot`,
wr62, session 62) on drawn block images: a washed dot there refuses the reading, an edge,
the label's end or a line through the place (wr63, session 63) does not."""
from __future__ import annotations

import math

import numpy as np

from vision import adaptation as ad
from vision import sticker_read
from vision.sticker_block import BLOCK_MM, P
from vision.sticker_code import BlockReading
from vision.sticker_read import grey_next_dot

#: One dot at (6, 14.8) card mm: its next dot's place at (12, 14.8).
ROW = BlockReading(1, False, ((ad.Shape.DOT, 6.0, 14.8),))


def _block(label: float = 230.0) -> "tuple[np.ndarray, np.ndarray, np.ndarray]":
    """A block image (``h×w float32`` grey levels) all label ``label`` with the row's dot
    (2 mm radius, grey 20), and its pixels' card-mm ``(x, y)``."""
    h = int(round((BLOCK_MM[3] - BLOCK_MM[1]) * P))
    w = int(round((BLOCK_MM[2] - BLOCK_MM[0]) * P))
    vv, uu = np.mgrid[0:h, 0:w]
    x, y = uu / P + BLOCK_MM[0], vv / P + BLOCK_MM[1]
    img = np.full((h, w), label, np.float32)
    img[np.hypot(x - 6.0, y - 14.8) <= 2.0] = 20.0
    return img, x, y


def test_a_grey_disc_on_the_label_is_a_washed_dot():
    img, x, y = _block()
    img[np.hypot(x - 12.0, y - 14.8) <= 2.0] = 190.0
    assert grey_next_dot(img, ROW)


def test_a_light_grey_disc_in_a_clipped_glare_is_a_washed_dot():
    # the ring's part towards the row's next-but-one dot as dark as the disc (its blur,
    # fresh 1546055): no blob, but the ring's median clipped white
    img, x, y = _block(255.0)
    img[np.hypot(x - 12.0, y - 14.8) <= 2.0] = 225.0
    img[x >= 13.6] = 200.0
    assert grey_next_dot(img, ROW)
    img[img == 255.0] = 240.0  # the same, not clipped
    assert not grey_next_dot(img, ROW)


def test_an_edge_or_the_label_s_end_is_no_dot():
    img, x, _ = _block()
    img[x >= 12.0] = 190.0  # a darker band from the next dot's centre on
    assert not grey_next_dot(img, ROW)
    img, x, y = _block()
    img[x >= 10.0] = 150.0  # the label ends; a darker dot-sized patch on the band past it
    img[np.hypot(x - 12.0, y - 14.8) <= 1.5] = 110.0
    assert not grey_next_dot(img, ROW)


def test_a_plain_label_is_no_dot():
    img, _, _ = _block()
    assert not grey_next_dot(img, ROW)


def test_a_clipped_glare_a_few_levels_darker_is_no_dot():
    # review of wr62 (session 62): the glare rule's share (NEXT_GREY_MIN) untested (set to 0
    # every test passed): a clipped glare over the next dot's place whose disc reads a few
    # grey levels under its ring (a hot spot's falloff, the sensor's clipping) is no dot
    img, x, y = _block(255.0)
    img[np.hypot(x - 12.0, y - 14.8) <= 2.0] = 248.0
    assert not grey_next_dot(img, ROW)


def test_a_grey_disc_in_a_clipped_glare_at_an_edge_is_no_dot():
    # review of wr62 (session 62): a clipped glare, the disc grey, but a dark band past the
    # label's end crossing the ring (fresh 4253027's The Sailor, test_rev_wr62): an edge
    img, x, y = _block(255.0)
    img[np.hypot(x - 12.0, y - 14.8) <= 2.0] = 220.0
    img[x >= 13.6] = 100.0
    assert not grey_next_dot(img, ROW)


def _line_through_the_place(label: float, grey: float) -> np.ndarray:
    """A block image all label ``label`` with the row's dot and a straight line 1 mm wide,
    grey ``grey``, through the next dot's place at 45° (along the border of two of the
    ring's parts, so that no part's median reads it)."""
    img, x, y = _block(label)
    img[np.abs((x - 12.0) - (y - 14.8)) / np.sqrt(2.0) <= 0.5] = grey
    img[np.hypot(x - 6.0, y - 14.8) <= 2.0] = 20.0
    return img


def test_a_line_through_the_place_is_no_dot():
    # review of wr62 (session 62), mended by wr63: a printed arc (fresh 4252086, the blob
    # test) or a covering card's edge in a glare (fresh 4257043, the glare test) darkens
    # the disc's median and no ring part: only the disc's annulus, lit on both sides of the
    # line, tells it from a washed dot (NEXT_ROUND_MIN)
    assert not grey_next_dot(_line_through_the_place(230.0, 120.0), ROW)
    assert not grey_next_dot(_line_through_the_place(255.0, 180.0), ROW)


def test_without_the_round_test_a_line_is_taken_for_a_dot(monkeypatch):
    monkeypatch.setattr(sticker_read, "NEXT_ROUND_MIN", -math.inf)
    assert grey_next_dot(_line_through_the_place(230.0, 120.0), ROW)
    assert grey_next_dot(_line_through_the_place(255.0, 180.0), ROW)


def test_a_dot_washed_unevenly_by_a_glare_edge_is_a_washed_dot():
    # review of wr63 (session 63): a glare spot's edge across the next dot washes one side
    # of it more than the other (fresh 9663013's The Boxer, test_rev_wr63: the disc 189 on
    # a ring of 222, its annulus' parts 168-210): one part of the annulus nearly as light
    # as the ring, but the opposite one as much darker than the disc: a gradient, no line
    img, x, y = _block(222.0)
    disc = np.hypot(x - 12.0, y - 14.8) <= 2.0
    img[disc] = np.minimum(189.0 + 25.0 * (x[disc] - 12.0), 222.0)
    assert grey_next_dot(img, ROW)

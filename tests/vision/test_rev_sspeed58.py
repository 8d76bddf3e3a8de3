"""Review of sspeed58 (session 58, rev-sspeed58): the branch's cuts in the sticker reader
give the answers of the plain computations at the edges its own tests did not reach: a
component wider than :data:`vision.card_bands._COLUMNS` (the ``np.arange`` fallback), one
column or one row, a component cut by the image's right edge, a ``uint8`` 0/255 mask; the
printed-frame lines of an all-dark, all-light, negative, ``uint8`` or ``float64`` block or
one with an infinite pixel; the cut-across lines exactly at :data:`CUT_LINE_MAX`'s
``float32`` neighbours. (Frame level: every reading the same as main's, exact JSON, in
docs/benchmarks-history.md, session 58, rev-sspeed58.)"""
from __future__ import annotations

import numpy as np
import pytest

from tests.vision.test_sticker_speed58 import _framed_block, _old_frame_lines, _row
from vision import card_bands
from vision import sticker_block as sb
from vision import sticker_code as sc

S = card_bands.S


def _plain_lines(m: np.ndarray) -> tuple:
    """The columns and rows with light and their first light px, as before session 58
    (``m.any`` and ``m.argmax``)."""
    cols = np.nonzero(m.any(0))[0]
    rows = np.nonzero(m.any(1))[0]
    return cols, m.argmax(0)[cols], rows, m.argmax(1)[rows]


def _band_like(h: int, w: int, seed: int) -> np.ndarray:
    """A light component, its top edge a little turned, ragged at its ends."""
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:h, :w]
    m = yy >= 2 + xx * np.tan(rng.uniform(-0.2, 0.2))
    m &= rng.random((h, w)) < 0.97
    return m


@pytest.mark.parametrize("shape", [(int(24 * S), 1100), (1100, int(30 * S)), (1, 40), (40, 1),
                                   (1, 1), (int(24 * S), int(40 * S))])
def test_band_of_first_light_as_before_at_any_size(shape):
    """Wider or taller than the cached index row (1024), a single row or column: the
    columns, rows, tops and lefts :func:`~vision.card_bands._band_of` now takes from one
    ``argmax`` are the plain ones, and the band is the same for a ``uint8`` 0/255 mask."""
    m = _band_like(*shape, seed=sum(shape))
    cols, tops, rows, lefts = _plain_lines(m)
    first = m.argmax(0)
    got = np.flatnonzero(m[first, card_bands._arange(m.shape[1])])
    assert np.array_equal(got, cols) and np.array_equal(first[got], tops)
    first = m.argmax(1)
    got = np.flatnonzero(m[card_bands._arange(m.shape[0]), first])
    assert np.array_equal(got, rows) and np.array_equal(first[got], lefts)
    band = card_bands._band_of(m, 3, 4, shape[1], shape[0], shape[1] + 3)
    assert card_bands._band_of(m.astype(np.uint8) * 255, 3, 4, shape[1], shape[0],
                               shape[1] + 3) == band


def test_band_of_cut_by_the_image_edge():
    """A band whose rows reach the image's last column: cut, no right end measured (the
    exact median not asked); one px further from the edge: measured, as ``np.median``."""
    m = np.zeros((int(26 * S), int(45 * S)), bool)
    m[2:, 2:] = True
    cut = card_bands._band_of(m, 10, 20, m.shape[1], m.shape[0], 10 + m.shape[1])
    assert cut is not None and cut.cut_right and cut.right_mm is None
    whole = card_bands._band_of(m, 10, 20, m.shape[1], m.shape[0], 12 + m.shape[1])
    assert whole is not None and not whole.cut_right and whole.right_mm is not None


def _block(fill: float, dtype=np.float32) -> np.ndarray:
    shape = _framed_block(0, 0.0).shape
    return np.full(shape, fill, dtype)


@pytest.mark.parametrize("img", [
    _block(0.0), _block(255.0), _block(-5.0), _block(1e-30),
    _framed_block(3, 60.0).astype(np.float64), _framed_block(4, 60.0).astype(np.uint8),
    _framed_block(5, 250.0).astype(np.uint8), np.where(_framed_block(6, 60.0) > 100, np.inf, 0.0),
], ids=["black", "white", "negative", "tiny", "float64", "uint8", "uint8-light", "inf"])
def test_frame_lines_as_before_at_the_edges(img):
    """The early refusal (a line lighter than its share of the box's largest value)
    never refuses a block the plain percentile test passes, nor passes one it refuses,
    whatever the block's dtype or range."""
    assert sb.frame_lines(img) == _old_frame_lines(img)


@pytest.mark.parametrize("value", [
    np.float32(sc.CUT_LINE_MAX), np.nextafter(np.float32(sc.CUT_LINE_MAX), np.float32(1)),
    np.nextafter(np.float32(sc.CUT_LINE_MAX), np.float32(0)), np.float32(0.5)])
@pytest.mark.parametrize("missing", [0, 8, 9])
def test_cut_across_at_the_limit_float32(value, missing):
    """A card's edge across the band as dark as :data:`~vision.sticker_code.CUT_LINE_MAX`
    in ``float32`` (or one step either side), broken at ``missing`` heights (8 of 81 still
    leave the 10th percentile on it, 9 not): darker than the limit with it given exactly
    when without it."""
    dark = np.zeros(_framed_block(0, 0.0).shape, np.float32)
    u = int(round((9.5 - sb.BLOCK_MM[0]) * sb.P))
    dark[:, u] = value
    rows = sc._CUT_ROWS[:missing]
    dark[rows, u] = 0.0
    row = _row(6.0, 13.0, 19.0)
    full = sc._cut_across(dark, row)
    assert (sc._cut_across(dark, row, sc.CUT_LINE_MAX) > sc.CUT_LINE_MAX) == \
        (full > sc.CUT_LINE_MAX)

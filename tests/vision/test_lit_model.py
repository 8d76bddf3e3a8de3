"""Illumination-model decode (``vision.lit_model``): the batched scores are the single
grid's, hypothesis by hypothesis; the glare model reads a marker whose black cells a sleeve
glare lifts, its clipped cells left unknown."""
from __future__ import annotations

import cv2
import numpy as np

from vision import lit_model as lm


def test_many_grids_scored_as_one_grid_each():
    img = cv2.GaussianBlur(np.random.default_rng(5).integers(0, 255, (120, 120)).astype(
        np.uint8), (5, 5), 2)
    quads = [np.array([[30, 32], [80, 28], [84, 78], [33, 82]], np.float64) + d
             for d in (0.0, 3.5, -4.0)]
    grids = np.stack([lm.cell_grid(img, q).ravel() for q in quads])
    rows = np.arange(0, len(lm.IDS_H), 7)
    many = lm.lit_scores_many(grids, rows)
    assert many.shape == (3, len(rows))
    for g, got in zip(grids, many):
        assert np.allclose(got, lm.lit_scores(g.reshape(8, 8), rows), atol=1e-4)
    assert np.allclose(lm.lit_scores_many(grids[:1])[0], lm.lit_scores(grids[0].reshape(8, 8)),
                       atol=1e-4)


def _glared_marker(code: int) -> tuple[np.ndarray, np.ndarray]:
    """A 48 px marker of ``code`` on a white label (white 227, black 10 grey levels) under a
    sleeve glare centred on its upper-left data cells (peak 0.9, σ 12 px): ``(H×W uint8,
    its quad 4×2 px)``."""
    from tests.vision.test_glare_pass import _glared
    from tests.vision.test_marker_recall import _drawn_marker

    base = (_drawn_marker(code, 48, quiet=8).astype(np.float64) * 0.85 + 10).astype(np.uint8)
    quad = np.array([[100, 80], [148, 80], [148, 128], [100, 128]], np.float64) - 0.5
    return _glared(base, (118, 98), 12, 0.9), quad


def test_glare_model_reads_a_washed_marker_the_quadratic_model_loses():
    code = 7
    img, quad = _glared_marker(code)
    cells = lm.cell_grid(img, quad)
    assert lm.lit_decode(img, quad) is None  # black cells lifted past the quadratic model
    s, erased = lm.glare_scores_many(cells.ravel()[None])
    h = int(np.flatnonzero((lm.IDS_H == code) & (lm.ROTS_H == 0))[0])
    assert s[0, h] >= 0.15 and np.delete(s[0], h).max() < -0.3
    assert 1 <= erased[0] <= lm.GLARE_MAX_ERASED  # a clipped cell left out, not misread
    # a plain grey square and noise: no hypothesis clears
    for other in (np.full_like(img, 128),
                  np.random.default_rng(1).integers(0, 255, img.shape).astype(np.uint8)):
        assert lm.glare_scores_many(lm.cell_grid(other, quad).ravel()[None])[0].max() < 0


def test_too_many_clipped_data_cells_read_nothing():
    code = 7
    img, quad = _glared_marker(code)
    cells = lm.cell_grid(img, quad)
    data = np.zeros((8, 8), bool)
    data[2:-2, 2:-2] = True
    clipped = cells.copy().ravel()
    clipped[np.flatnonzero(data.ravel())[:lm.GLARE_MAX_ERASED + 1]] = 255.0
    s, erased = lm.glare_scores_many(clipped[None])
    assert erased[0] == lm.GLARE_MAX_ERASED + 1 and (s == -1.0).all()

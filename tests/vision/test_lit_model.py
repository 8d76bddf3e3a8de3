"""Illumination-model decode (``vision.lit_model``): the batched scores are the single
grid's, hypothesis by hypothesis."""
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

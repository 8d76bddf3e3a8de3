"""wr72 (session 72): a sticker row that runs off its card onto another card's band
(:mod:`vision.row_ground`), on synthetic darkness maps of the block."""
from __future__ import annotations

import numpy as np

from vision import adaptation as ad
from vision.row_ground import STEP_MAX, gap_grounds, ground_step, runs_off
from vision.sticker_block import BLOCK_MM, P

DOT = ad.Shape.DOT
ROW4 = [(DOT, 5.75, 17.0), (DOT, 11.25, 17.0), (DOT, 17.0, 17.0), (DOT, 22.75, 17.0)]


def _dark(past_mm: float | None = None, level: float = 0.7) -> np.ndarray:
    """A block's darkness map (``BLOCK_MM`` at ``P`` px/mm): a light band (0.05), darker
    (``level``) from card x ``past_mm`` on (another card's band past a cover's edge)."""
    h = int(round((BLOCK_MM[3] - BLOCK_MM[1]) * P))
    w = int(round((BLOCK_MM[2] - BLOCK_MM[0]) * P))
    d = np.full((h, w), 0.05, np.float32)
    if past_mm is not None:
        d[:, int(round((past_mm - BLOCK_MM[0]) * P)):] = level
    return d


def test_a_row_on_one_band_does_not_run_off():
    assert np.allclose(gap_grounds(_dark(), ROW4), [0.05, 0.05, 0.05])
    assert ground_step(gap_grounds(_dark(), ROW4)) < 1e-6 and not runs_off(_dark(), ROW4)


def test_a_row_whose_last_gap_lies_on_a_darker_band_runs_off():
    """9754357's shape: four dots on the Necronomicon, the edge at x 24 mm, a fifth dot
    on the Cultists' darker band."""
    row = ROW4 + [(DOT, 28.75, 16.4)]
    assert runs_off(_dark(24.0), row)
    assert ground_step(gap_grounds(_dark(24.0), row)) > STEP_MAX


def test_a_dark_first_gap_is_no_sign():
    """A row's first gap may lie under the cross's lower arm: only a later gap darker than
    every gap before it counts."""
    d = _dark()
    d[:, int(round((7.5 - BLOCK_MM[0]) * P)):int(round((9.5 - BLOCK_MM[0]) * P))] = 0.7
    assert not runs_off(d, ROW4)


def test_two_elements_are_not_judged():
    assert not runs_off(_dark(9.0), ROW4[:2])

"""Glare pass (issue 4, marker deck): markers under a hot spot that the main and
local-contrast passes miss. Known answers on the accuracy benchmark's harsh frames (seed
1000, rendered here one at a time) and on a marker drawn by hand under a glare model."""
from __future__ import annotations

import numpy as np

from tests.vision.test_marker_recall import _bench_img, _drawn_marker, read_only_with_pass
from vision import glare_pass as gp
from vision import lit_model as lm
from vision.marker_checks import decode_cells
from vision.marker_reader import MarkerReader


def test_hot_spot_marker_found_by_the_glare_scan():
    # harsh frame 76: the Shoggoth's one whole marker lies at the edge of a hot spot; the
    # main pass's threshold constant loses its lifted border, so no quad reaches the
    # contrast pass; the glare scan (5 px window, constant 3) finds and reads it
    preset, img, truth = _bench_img(76)
    assert preset == "harsh" and gp.has_glare(img)
    reader = read_only_with_pass("shoggoth", img, truth, glare_pass=False)
    assert reader.last_glare


def test_glare_marker_quad_decoded_under_a_light_model():
    # harsh frame 148: ArUco finds the Boxer's quad (within 1 px) but neither its Otsu
    # threshold, the contrast pass nor the strict cell decoding reads the cells under the
    # glare; the illumination-model decoding does
    preset, img, truth = _bench_img(148)
    assert preset == "harsh"
    # (the two-step zones, session 41, read it too: left out)
    read_only_with_pass("the_boxer", img, truth, glare_pass=False, two_steps=False)


def _glared(img: np.ndarray, centre, sigma: float, k: float) -> np.ndarray:
    """``img`` washed toward white as the renderer's sleeve glare: ``I + (255 − I) a``, a
    Gaussian ``a`` of peak ``k`` and ``sigma`` px round ``centre`` (x, y)."""
    yy, xx = np.mgrid[0:img.shape[0], 0:img.shape[1]]
    a = k * np.exp(-((xx - centre[0]) ** 2 + (yy - centre[1]) ** 2) / (2 * sigma ** 2))
    out = img.astype(np.float64) + (255 - img) * a
    return np.clip(out, 0, 255).astype(np.uint8)


def test_lit_decode_reads_a_marker_under_glare_and_refuses_cloth():
    code = next(iter(MarkerReader("arkham").cards))
    img = _glared(_drawn_marker(code, 48, quiet=8), (130, 100), 20, 0.8)
    quad = np.array([[100, 80], [148, 80], [148, 128], [100, 128]], np.float64) - 0.5
    assert decode_cells(img, quad, 0.0) is None  # one threshold misreads the cells
    idx, rot, best, second = lm.lit_decode(img, quad)
    assert (idx, rot) == (code, 0) and best >= lm.LIT_MIN_MARGIN and second < 0
    for k in (1, 2, 3):  # listed from another corner: rolled back to its own top-left
        idx, rot, _b, _s = lm.lit_decode(img, np.roll(quad, k, axis=0))
        assert idx == code and np.allclose(np.roll(np.roll(quad, k, axis=0), rot, axis=0),
                                           quad)
    assert lm.lit_decode(np.full_like(img, 128), quad) is None  # plain cloth
    noise = np.random.default_rng(1).integers(0, 255, img.shape).astype(np.uint8)
    assert lm.lit_decode(noise, quad) is None
    # only the ids asked for
    assert lm.lit_decode(img, quad, {code + 1}) is None


def test_glare_gate():
    assert not gp.has_glare(np.full((720, 1280), 200, np.uint8))
    img = np.full((720, 1280), 120, np.uint8)
    img[100:300, 100:400] = 255  # a hot spot: 6.5 % of the frame clipped
    assert gp.has_glare(img)

"""Session 66 (stk) cuts in the sticker-only reader's per-frame work give the answers the
plain computations gave: the checks' medians without numpy's per-call wrappers
(:func:`vision.small_stats.median`), the deconvolved block's Other World bit from the
darkness and cross maps :func:`~vision.sticker_read.read_card` already made (its ``maps``;
:func:`vision.sticker_deblur.read_sharpened` made them a second time), and the outer
contours picked by one comparison (:func:`vision.card_bands._open_contours`). Every frame's
readings of the speed sets and fresh sets 9740000-9742000 were compared with main's in one
process (docs/benchmarks-history.md, session 66, stk)."""
from __future__ import annotations

import warnings
from dataclasses import replace

import cv2
import numpy as np
import pytest

from companion.cards import edition_cards
from vision import far_side, sticker_deblur
from vision import sticker_block as sb
from vision.card_bands import _open_contours
from vision.render.face import TEX_PX_PER_MM, card_face
from vision.small_stats import median
from vision.sticker_code import CROSS_BOX_MM, SLOT_BOX_MM
from vision.sticker_read import read_card

ALLOWED = {(c.rank, c.other_world) for c in edition_cards("arkham")}
PAD = int(5 * TEX_PX_PER_MM)
TEX = np.array([[TEX_PX_PER_MM, 0, PAD], [0, TEX_PX_PER_MM, PAD], [0, 0, 1.0]])
KEYS = ("deep_one", "the_boxer", "cultists", "investigators", "the_musician", "cthulhu")


def _face(key: str) -> np.ndarray:
    """Card ``key``'s face without markers, grey ``float32`` with a 5 mm margin (its card
    mm → px map: ``TEX``)."""
    face = card_face(key, variant=0, markers=False)
    gray = cv2.cvtColor(np.ascontiguousarray(face.image), cv2.COLOR_BGR2GRAY)
    gray = cv2.copyMakeBorder(gray, PAD, PAD, PAD, PAD, cv2.BORDER_CONSTANT, value=110)
    return gray.astype(np.float32)


def _same_bits(a: float, b: float) -> bool:
    return np.float64(a).tobytes() == np.float64(b).tobytes()


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_median_is_numpys_to_the_bit(dtype):
    """Odd and even lengths, 2-D arrays, repeated values, a NaN: ``float(np.median(a))``."""
    rng = np.random.default_rng(66)
    for n in list(range(1, 34)) + [64, 101, 500]:
        for k in range(12):
            a = (rng.normal(120, 60, n) if k % 3 else np.round(rng.random(n) * 7) / 3)
            a = a.astype(dtype)
            if k == 5 and n > 1:
                a[rng.integers(0, n)] = np.nan
            if k == 7 and n % 2 == 0:
                a = a.reshape(2, -1)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                want = float(np.median(a))
            got = median(a)
            assert _same_bits(got, want) or (np.isnan(got) and np.isnan(want)), (n, k)


def test_median_of_other_values_is_numpys():
    """Integers and a list go to ``np.median`` itself (its float64 mean of the two)."""
    assert _same_bits(median(np.array([3, 8, 1, 200], np.uint8)), 5.5)
    assert _same_bits(median(np.array([0.1, 0.7, 0.2])), 0.2)


def test_blur_estimate_is_the_plain_computation():
    """:func:`vision.far_side.estimate_blur` with the median helper: each strip's sigma
    the same bits as with ``np.median``."""
    rng = np.random.default_rng(7)
    img = np.full((108, 160), 60, np.uint8)
    for _ in range(12):
        x, y = (int(v) for v in rng.integers(0, 140, 2))
        cv2.rectangle(img, (x, y % 90), (x + 18, y % 90 + 12), int(rng.integers(120, 250)), -1)
    img = cv2.GaussianBlur(img, (0, 0), 1.6)
    g0, g1 = far_side._gradients(img)
    want = np.full(3, np.nan)
    for k, a in enumerate(range(0, 108, 36)):
        s0 = g0[a:a + 36]
        edge = s0 >= max(far_side.EDGE_MIN, far_side.EDGE_SHARE * int(s0.max()))
        if np.count_nonzero(edge) < far_side.EDGE_MIN_COUNT:
            continue
        r = min(float(np.median(g1[a:a + 36][edge].astype(np.float32) / s0[edge])),
                far_side.MAX_RATIO)
        want[k] = far_side.REBLUR_SIGMA * r / np.sqrt(1.0 - r * r)
    got = far_side.estimate_blur(img, 36)
    assert np.isfinite(got).sum() >= 2
    assert got.tobytes() == want.tobytes()


@pytest.mark.parametrize("key", KEYS)
def test_read_card_hands_back_the_maps_it_read(key):
    """``maps``: the block's darkness and cross maps, as computed from the block image;
    the reading itself as without."""
    fgray = _face(key)
    maps: dict = {}
    rd = read_card(fgray, TEX, 1.0, ALLOWED, maps=maps)
    assert rd == read_card(fgray, TEX, 1.0, ALLOWED)
    assert rd.value >= 0
    dark = sb.darkness(sb.block_image(fgray, TEX))
    assert maps["dark"].tobytes() == dark.tobytes()
    assert maps["cross"].tobytes() == sb.cross_map(dark).tobytes()


def _old_read_sharpened(patch, c2i, left_share, allowed):
    """:func:`vision.sticker_deblur.read_sharpened` before session 66: the block's
    darkness and cross maps made again after :func:`read_card`."""
    rd = read_card(patch, c2i, left_share, allowed, sharpened=True)
    if rd.value < 0:
        return None
    if rd.value == 0:
        return rd
    dark = sb.darkness(sb.block_image(patch, c2i))
    cross = sb.cross_map(dark)
    xb = sb.box_max(cross, CROSS_BOX_MM)
    if xb >= sticker_deblur.OW_CROSS_YES:
        ow = True
    elif (xb < sticker_deblur.OW_CROSS_NO
          and sb.box_max(cross, SLOT_BOX_MM) < sticker_deblur.OW_CROSS_NO
          and sb.percentile(sb.strip(dark, sticker_deblur.OW_INK_BOX_MM), 75)
          < sticker_deblur.OW_INK_NO):
        ow = False
    else:
        ow = None
    if ow is not None and (rd.value, ow) not in allowed:
        return None
    return replace(rd, other_world=ow)


@pytest.mark.parametrize("key", KEYS)
def test_read_sharpened_reads_as_before(key):
    """The Other World bit from ``read_card``'s own maps: the same reading."""
    fgray = _face(key)
    got = sticker_deblur.read_sharpened(fgray, TEX, 1.0, ALLOWED)
    want = _old_read_sharpened(fgray, TEX, 1.0, ALLOWED)
    assert got is not None
    assert (got.value, got.other_world, got.elements) == (want.value, want.other_world,
                                                          want.elements)


def test_outer_contours_are_those_without_a_parent():
    """Components in another one's hole are outer contours too (RETR_CCOMP), holes not:
    the same contours, in the same order, as picked row by row."""
    light = np.zeros((200, 300), np.uint8)
    cv2.rectangle(light, (10, 10), (200, 180), 255, -1)
    cv2.rectangle(light, (30, 30), (150, 150), 0, -1)  # a hole
    cv2.rectangle(light, (50, 50), (120, 120), 255, -1)  # a component in it
    cv2.rectangle(light, (70, 70), (90, 90), 0, -1)  # its own hole
    cv2.rectangle(light, (220, 20), (280, 60), 255, -1)
    opened, outer = _open_contours(light)
    contours, tree = cv2.findContours(opened, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    want = [c for c, h in zip(contours, tree[0]) if h[3] < 0]
    assert len(outer) == len(want) == 3
    assert all(a.tobytes() == b.tobytes() for a, b in zip(outer, want))

"""The sticker block's fast paths (``vision.sticker_block``, ``vision.sticker_code``,
``vision.card_bands``) give what the plain computations give: DFT matched filters against
``cv2.filter2D``, the windowed filters against the whole maps, the quick "no row can start"
test against :func:`read_block`, and the exact percentile helpers against numpy."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from companion.cards import edition_cards
from vision import sticker_block as sb
from vision.card_bands import _percentile
from vision.render.face import TEX_PX_PER_MM, card_face
from vision.sticker_code import read_block, row_may_start

ALLOWED = {(c.rank, c.other_world) for c in edition_cards("arkham")}
PAD = int(5 * TEX_PX_PER_MM)
TEX = np.array([[TEX_PX_PER_MM, 0, PAD], [0, TEX_PX_PER_MM, PAD], [0, 0, 1.0]])


def _block(key: str, variant: int, **kw) -> np.ndarray:
    face = card_face(key, variant=variant, markers=False, **kw)
    gray = cv2.cvtColor(np.ascontiguousarray(face.image), cv2.COLOR_BGR2GRAY)
    gray = cv2.copyMakeBorder(gray, PAD, PAD, PAD, PAD, cv2.BORDER_CONSTANT, value=110)
    return sb.block_image(gray, TEX)


def _random_dark(seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x0, y0, x1, y1 = sb.BLOCK_MM
    h, w = round((y1 - y0) * sb.P), round((x1 - x0) * sb.P)
    return ((rng.random((h, w)) > rng.random()) * rng.random((h, w))).astype(np.float32)


@pytest.mark.parametrize("seed", range(5))
def test_dft_filters_equal_filter2d(seed):
    """The dot and ring maps by DFT are ``filter2D`` with a zero border, within 1e-5."""
    dark = _random_dark(seed)
    maps = sb.maps_from_dark(dark, sb.cross_map(dark))
    direct = cv2.filter2D(dark, -1, sb._DOT_K, borderType=cv2.BORDER_CONSTANT)
    assert np.abs(maps.dot - direct).max() < 1e-5
    k = {n: cv2.filter2D(dark, -1, sb._K[n], borderType=cv2.BORDER_CONSTANT)
         for n in ("ring_line", "ring_centre", "ring_hollow", "ring_out")}
    ring = np.minimum(k["ring_line"], k["ring_centre"]) - np.maximum(k["ring_hollow"],
                                                                     k["ring_out"])
    cut = int((sb.RING_X_MAX_MM - sb.BLOCK_MM[0]) * sb.P)
    assert np.abs(maps.ring[:, :cut] - ring[:, :cut]).max() < 1e-5


@pytest.mark.parametrize("box", [(3.0, 12.5, 9.0, 21.0), (4.5, 12.5, 11.0, 21.0),
                                 (-1.0, -1.0, 5.0, 5.0)])
def test_window_max_is_the_maps_max_over_the_box(box):
    """:func:`window_max` on a box (also at the block's edge) is the whole map's largest
    value over the box's pixels."""
    x0, y0, x1, y1 = box
    to_px = (lambda v, o: (v - o) * sb.P)
    u0, v0 = int(np.floor(to_px(x0, sb.BLOCK_MM[0]))), int(np.floor(to_px(y0, sb.BLOCK_MM[1])))
    u1, v1 = int(np.ceil(to_px(x1, sb.BLOCK_MM[0]))) + 1, int(np.ceil(to_px(y1, sb.BLOCK_MM[1]))) + 1
    u0, v0 = max(u0, 0), max(v0, 0)
    for seed in range(3):
        dark = _random_dark(10 + seed)
        maps = sb.maps_from_dark(dark, sb.cross_map(dark))
        assert abs(sb.window_max(dark, "dot", box) - maps.dot[v0:v1, u0:u1].max()) < 1e-5
        assert abs(sb.window_max(dark, "ring", box) - maps.ring[v0:v1, u0:u1].max()) < 1e-5
        assert sb.window_max(dark, "ring_centre", box) >= sb.window_max(dark, "ring", box)


def test_no_row_start_means_read_block_refuses():
    """Every card face (with and without stickers, white and transparent labels): when the
    quick test says no row can start, the full reading refuses too; with a sticker row it
    never says so."""
    skipped = 0
    for c in edition_cards("arkham"):
        for variant, kw in ((1, {}), (4, {"label": "transparent"}), (6, {"tactile": False})):
            img = _block(c.key, variant, **kw)
            dark = sb.darkness(img)
            cross = sb.cross_map(dark)
            if not row_may_start(dark, cross):
                skipped += 1
                assert read_block(sb.maps_from_dark(dark, cross), ALLOWED).value == -1
                has_code = c.rank > 0 or c.other_world  # (Tommy Gun has no sticker)
                assert not (has_code and kw.get("tactile", True)), (c.key, variant)
    assert skipped > 0


def test_exact_percentile_helpers():
    """The percentile helpers give numpy's bits (linear method)."""
    rng = np.random.default_rng(3)
    for _ in range(300):
        n = int(rng.integers(1, 150))
        v = rng.normal(size=n) * 40
        assert _percentile(v, 10) == float(np.percentile(v, 10))
        a = (rng.random((int(rng.integers(2, 60)), int(rng.integers(2, 80)))) * 255
             ).astype(np.float32)
        for q in (70, 80):
            assert sb.percentile(a, q) == float(np.percentile(a, q))
        assert sb._darkest_line(a, 0) == float(np.median(a, axis=0).min())
        assert sb._darkest_line(a, 1) == float(np.median(a, axis=1).min())

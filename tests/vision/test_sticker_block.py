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
    """The dot and ring maps by DFT are ``filter2D`` with a zero border, within 1e-5 (the
    ring on the rows it is computed on, :data:`~vision.sticker_block.FILTER_Y_MM`; −1
    elsewhere)."""
    dark = _random_dark(seed)
    maps = sb.maps_from_dark(dark, sb.cross_map(dark))
    v0, v1 = sb.filter_rows(dark.shape[0])
    direct = cv2.filter2D(dark, -1, sb._DOT_K, borderType=cv2.BORDER_CONSTANT)
    assert np.abs(maps.dot - direct).max() < 1e-5
    assert (maps.ring[:v0] == -1).all() and (maps.ring[v1:] == -1).all()
    k = {n: cv2.filter2D(dark, -1, sb._K[n], borderType=cv2.BORDER_CONSTANT)
         for n in ("ring_line", "ring_centre", "ring_hollow", "ring_out")}
    ring = np.minimum(k["ring_line"], k["ring_centre"]) - np.maximum(k["ring_hollow"],
                                                                     k["ring_out"])
    cut = int((sb.RING_X_MAX_MM - sb.BLOCK_MM[0]) * sb.P)
    assert np.abs(maps.ring[v0:v1, :cut] - ring[v0:v1, :cut]).max() < 1e-5
    assert (maps.ring[:, cut:] == -1).all()


def test_filter_rows_cover_the_row_box_and_the_peak_filters_round_it():
    """The maps' rows hold the row's search box and the largest peak filter's reach (the
    ring's 2.8 mm) round it, in block px."""
    from vision.sticker_code import ROW_BOX_MM
    h = round((sb.BLOCK_MM[3] - sb.BLOCK_MM[1]) * sb.P)
    v0, v1 = sb.filter_rows(h)
    r = int(2 * 2.8 * sb.P) // 2
    assert v0 <= int((ROW_BOX_MM[1] - sb.BLOCK_MM[1]) * sb.P) - r
    assert v1 >= int((ROW_BOX_MM[3] - sb.BLOCK_MM[1]) * sb.P) + r
    assert 0 <= v0 < v1 <= h


def _darkness_plain(img: np.ndarray) -> np.ndarray:
    """:func:`~vision.sticker_block.darkness` as first written (masks over the whole block)."""
    x0, y0 = sb.BLOCK_MM[0], sb.BLOCK_MM[1]
    valid = np.isfinite(img)
    im = np.where(valid, img, 0).astype(np.float32)
    bx0, by0, bx1, by1 = (int(round((v - o) * sb.P)) for v, o in
                          zip(sb.BAND_MM, (x0, y0, x0, y0)))
    band = np.zeros(im.shape, bool)
    band[by0:by1, bx0:bx1] = True
    inside = band & valid
    src = np.where(inside, im, 0).astype(np.float32)
    q = int(sb.P)
    hh, ww = src.shape[0] // q * q, src.shape[1] // q * q
    pooled = cv2.dilate(src, np.ones((q, q), np.uint8), anchor=(0, 0),
                        borderType=cv2.BORDER_REPLICATE)[:hh:q, :ww:q]
    pooled = cv2.dilate(pooled, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (9, 9)))
    ground = cv2.resize(pooled, (src.shape[1], src.shape[0]), interpolation=cv2.INTER_LINEAR)
    k = int(9 * sb.P) | 1
    ground = cv2.blur(ground, (k // 2 | 1, k // 2 | 1))
    dark = np.clip(1.0 - im / np.maximum(ground, 1.0), 0.0, 1.0)
    dark[~inside] = 0.0
    return dark


@pytest.mark.parametrize("nan", [False, True])
def test_darkness_equals_the_plain_computation(nan):
    """The darkness map's short path (a block wholly in the frame) and its general path
    (NaN out of the frame) give the plain computation's values exactly."""
    img = _block("shoggoth", 1)
    if nan:
        img = img.copy()
        img[:, :20] = np.nan
    assert np.array_equal(sb.darkness(img), _darkness_plain(img))


@pytest.mark.parametrize("box", [(3.0, 12.5, 9.0, 21.0), (4.5, 12.5, 11.0, 21.0),
                                 (-1.0, -1.0, 5.0, 5.0)])
def test_window_max_is_the_maps_max_over_the_box(box):
    """:func:`window_max` on a box (also at the block's edge) is the whole filter's largest
    value over the box's pixels (``filter2D`` with a zero border)."""
    x0, y0, x1, y1 = box
    to_px = (lambda v, o: (v - o) * sb.P)
    u0, v0 = int(np.floor(to_px(x0, sb.BLOCK_MM[0]))), int(np.floor(to_px(y0, sb.BLOCK_MM[1])))
    u1, v1 = int(np.ceil(to_px(x1, sb.BLOCK_MM[0]))) + 1, int(np.ceil(to_px(y1, sb.BLOCK_MM[1]))) + 1
    u0, v0 = max(u0, 0), max(v0, 0)
    for seed in range(3):
        dark = _random_dark(10 + seed)
        k = {n: cv2.filter2D(dark, -1, sb._K[n], borderType=cv2.BORDER_CONSTANT)
             for n in ("ring_line", "ring_centre", "ring_hollow", "ring_out")}
        ring = np.minimum(k["ring_line"], k["ring_centre"]) - np.maximum(k["ring_hollow"],
                                                                         k["ring_out"])
        dot = cv2.filter2D(dark, -1, sb._DOT_K, borderType=cv2.BORDER_CONSTANT)
        assert abs(sb.window_max(dark, "dot", box) - dot[v0:v1, u0:u1].max()) < 1e-5
        assert abs(sb.window_max(dark, "ring", box) - ring[v0:v1, u0:u1].max()) < 1e-5
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
        assert sb.darkest_line(a, 0) == float(np.median(a, axis=0).min())
        assert sb.darkest_line(a, 1) == float(np.median(a, axis=1).min())


def test_slot_plain_equals_the_whole_block_erosion():
    """The cross slot's test on the box and the erosion's reach only gives what masking and
    eroding the whole block gives, with and without row elements masked."""
    from vision import adaptation as ad
    from vision import sticker_code as sc
    k = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (int(2 * sc.SLOT_ERODE_MM * sb.P) | 1,) * 2)
    rows = [[], [(ad.Shape.DOT, 6.0, 16.5)], [(ad.Shape.RING, 7.5, 16.5), (ad.Shape.DOT, 15.0, 17.0)]]
    seen = set()
    for seed in range(6):
        dark = _random_dark(20 + seed)
        for row in rows:
            d = dark.copy()
            for c in row:
                r = 2.6 if c[0] is ad.Shape.DOT else 4.1
                cv2.circle(d, (int(round((c[1] - sb.BLOCK_MM[0]) * sb.P)),
                               int(round((c[2] - sb.BLOCK_MM[1]) * sb.P))),
                           int(round(r * sb.P)), 0.0, -1)
            want = sb.box_max(cv2.erode(d, k), sc.SLOT_BOX_MM) < sc.SLOT_INK_MAX
            assert sc._slot_plain(dark, row) == want
            seen.add(want)
    dark = np.zeros_like(_random_dark(0))
    assert sc._slot_plain(dark, [])


@pytest.mark.parametrize("seed", range(4))
def test_light_masks_equal_the_signed_comparison(seed):
    """The band masks by saturated ``uint8`` comparisons are the signed ``rect > mean30 −
    c`` of the first version, also where the 30 mm mean is under ``c`` (out of the frame:
    0) or the image is saturated."""
    from vision.card_bands import BAND_CS, NEAR_C, S, light_masks
    rng = np.random.default_rng(seed)
    r = (rng.random((380, 320)) * 255).astype(np.uint8)
    r = cv2.GaussianBlur(r, (0, 0), 1 + 3 * seed)
    r[:90] = 0
    r[:, :120] = np.maximum(r[:, :120], 250)
    near = cv2.adaptiveThreshold(r, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY,
                                 int(9 * S) | 1, NEAR_C)
    mean30 = cv2.blur(r, (int(30 * S) | 1,) * 2)
    want = [((r.astype(np.int16) > mean30.astype(np.int16) - c).astype(np.uint8) * 255) & near
            for c in BAND_CS]
    got = light_masks(r)
    assert len(got) == len(want)
    for a, b in zip(got, want):
        assert a.dtype == np.uint8 and np.array_equal(a, b)


@pytest.mark.parametrize("ties", [(0.896, 0.896, 0.896), (0.8960001, 0.896, 0.8959999),
                                  (0.8959999, 0.896, 0.8960001), (0.896, 0.8959998, 0.896)])
def test_a_flat_topped_peak_lies_at_its_tops_centre_whatever_the_rounding(ties):
    """A dot's response is flat over 3 block px; which of them rounding makes largest
    depended on the machine (an AVX2 CPU read The Necronomicon's row bent and refused it,
    2026-12-01). The peak now lies at the flat top's centre for every order of the ties."""
    resp = np.zeros((int(28 * sb.P), int(41 * sb.P)), np.float32)
    u = int((10.0 - sb.BLOCK_MM[0]) * sb.P)
    v = int((16.0 - sb.BLOCK_MM[1]) * sb.P)
    resp[v - 3:v + 4, u - 2:u + 3] = 0.80                 # the dot's shoulders
    resp[v - 1:v + 2, u] = ties                           # its flat top, 3 px down the row
    (x, y, value), = sb.peaks(resp, 0.5, 2.2, (4.0, 10.0, 30.0, 23.0))
    assert (x, y) == pytest.approx((10.0, 16.0), abs=0.01)
    assert value == pytest.approx(0.896, abs=1e-6)

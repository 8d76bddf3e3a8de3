"""The marker reader's session-21 speed work gives what the code before it gave (issue 4,
item 8: same readings, less time): each rewritten step against the code it replaced, kept
here as the reference, bit for bit — the near pass's zones (:func:`vision.near_pass.zone_axes`
samples only the zones no read marker explains), the illumination model on the card ids'
hypotheses only (:func:`vision.lit_model.lit_scores` with kept row tables), the near-model
pass's places (:func:`vision.near_model.best_place`, every marker read at once) and the
quads' sides without ``np.roll``."""
from __future__ import annotations

import numpy as np
import pytest

from companion.cards import edition_cards
from tests.vision.test_marker_recall import _bench_img
from vision import lit_model as lm
from vision import near_model as nm
from vision import near_pass as npass
from vision.marker_checks import plausible_quads, quad_sides, quads_sides
from vision.marker_reader import MarkerReader

CARD_IDS = {c.code for c in edition_cards("arkham")}


def _zone_axes_before(img, found, card_ids):
    """:func:`vision.near_pass.zone_axes` as it was (every zone sampled)."""
    if not found:
        return []
    quads = np.array([c for _, c in found])
    centres = quads.mean(axis=1)
    ok, sides = plausible_quads(quads)
    cards = np.array([k for k, (i, _) in enumerate(found) if i in card_ids and ok[k]], np.intp)
    if not len(cards):
        return []
    q, c, s = quads[cards], centres[cards], sides[cards]
    white, black = npass.marker_levels(img, q)
    up = (q[:, 0] + q[:, 1] - q[:, 2] - q[:, 3]) / 2
    right = (q[:, 1] + q[:, 2] - q[:, 0] - q[:, 3]) / 2
    up /= np.maximum(np.hypot(up[:, 0], up[:, 1]), 1e-6)[:, None]
    right /= np.maximum(np.hypot(right[:, 0], right[:, 1]), 1e-6)[:, None]
    along = np.concatenate([up, -up, right, -right])
    across = np.concatenate([right, right, up, up])
    c4, s4 = np.tile(c, (4, 1)), np.tile(s, 4)
    z = c4 + npass.NEAR_ZONE[0] * s4[:, None] * along
    rel = centres[None] - z[:, None]
    da = np.abs((rel * along[:, None]).sum(axis=2)) / s4[:, None]
    dc = np.abs((rel * across[:, None]).sum(axis=2)) / s4[:, None]
    keep = ~np.any((da < npass.NEAR_EXPLAINED[0]) & (dc < npass.NEAR_EXPLAINED[1]), axis=1)
    grid = npass._GRID
    pts = (z[:, None] + s4[:, None, None] * (
        grid[None, :, :1] * npass.NEAR_ZONE[1] * along[:, None]
        + grid[None, :, 1:] * npass.NEAR_ZONE[2] * across[:, None]))
    h, w = img.shape[:2]
    x = np.clip(pts[..., 0] + 0.5, 0, w - 1).astype(np.intp)
    y = np.clip(pts[..., 1] + 0.5, 0, h - 1).astype(np.intp)
    v = img[y, x].astype(np.float32)
    white4, black4 = np.tile(white, 4), np.tile(black, 4)
    light = white4 - (white4 - black4) / 3
    dark = black4 + (white4 - black4) / 3
    keep &= (v >= light[:, None]).mean(axis=1) >= npass.NEAR_MIN_WHITE
    keep &= (v <= dark[:, None]).mean(axis=1) >= npass.NEAR_MIN_DARK
    ext = (np.abs(along) * npass.NEAR_ZONE[1] + np.abs(across) * npass.NEAR_ZONE[2]) * s4[:, None]
    lo = np.maximum(np.floor(z - ext), 0).astype(int)
    hi = np.minimum(np.ceil(z + ext) + 1, (w, h)).astype(int)
    keep &= ((hi - lo) > 4).all(axis=1)
    return [(int(lo[n, 0]), int(lo[n, 1]), int(hi[n, 0]), int(hi[n, 1]), float(s4[n]),
             z[n], along[n]) for n in np.flatnonzero(keep)]


def _same_zones(a, b) -> bool:
    return len(a) == len(b) and all(
        x[:5] == y[:5] and np.array_equal(x[5], y[5]) and np.array_equal(x[6], y[6])
        for x, y in zip(a, b))


# benchmark frames (seed 1000, 720p): clean, typical, dim (two), busy, a dim one with a
# near-model read (165)
@pytest.mark.parametrize("index", [0, 1, 3, 5, 9, 165])
def test_near_zones_as_before_on_benchmark_frames(index):
    _, img, _ = _bench_img(index)
    reader = MarkerReader("arkham")
    found = [(d.marker_id, d.corners) for d in reader.detect(img)]
    for markers in (found, found[::2], found[:3]):  # fewer read: more zones open
        want = _zone_axes_before(img, markers, CARD_IDS)
        assert _same_zones(npass.zone_axes(img, markers, CARD_IDS), want)
    assert len(_zone_axes_before(img, found[::2], CARD_IDS)) > 0


def test_lit_scores_on_the_card_rows_as_on_every_row_and_tables_kept():
    rng = np.random.default_rng(5)
    rows = np.flatnonzero(np.isin(lm.IDS_H, sorted(CARD_IDS)))
    some = np.sort(rng.choice(len(lm.IDS_H), 37, replace=False))
    for _ in range(200):
        cells = rng.uniform(0, 255, (8, 8)).astype(np.float32)
        every = lm.lit_scores(cells)
        for r in (rows, some):
            assert np.array_equal(lm.lit_scores(cells, r), every[r])
    # the card rows' tables are made once, not copied at every call
    assert lm._row_tables(rows)[0] is lm._row_tables(rows.copy())[0]
    assert lm._row_tables(rows)[0].flags.c_contiguous


def _best_place_before(img, centre, axis, side, taken):
    """:func:`vision.near_model.best_place` as it was (one marker read at a time)."""
    k = nm.MODEL_CELL_PX
    c = side / (6.0 * k)
    reach = max(nm.NEAR_ZONE[1], nm.NEAR_ZONE[2]) * side
    w = int(np.ceil(2 * (reach + 0.6 * side) / c))
    ax = np.asarray(axis, np.float64)
    across = np.array([-ax[1], ax[0]])
    a = np.empty((2, 3))
    a[:, 0], a[:, 1] = ax * c, across * c
    a[:, 2] = np.asarray(centre, np.float64) - a[:, :2] @ (w / 2.0, w / 2.0)
    import cv2
    patch = cv2.warpAffine(img, a, (w, w), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                           borderMode=cv2.BORDER_REPLICATE)
    resp = nm.ring_contrast(patch, k)
    off = 3.5 * k - 0.5
    ny, nx = resp.shape
    du = np.arange(nx) + off - w / 2.0
    dv = np.arange(ny)[:, None] + off - w / 2.0
    ok = (np.abs(du) <= nm.NEAR_ZONE[1] * side / c) & (np.abs(dv) <= nm.NEAR_ZONE[2] * side / c)
    if len(taken):
        rel = np.asarray(taken, np.float64).reshape(-1, 2) - centre
        rel = rel[np.hypot(rel[:, 0], rel[:, 1]) < (reach + 0.7 * side) * np.sqrt(2.0)]
        r2 = (0.7 * side / c) ** 2
        for u, v in zip(rel @ ax / c, rel @ across / c):
            ok = ok & ((du - u) ** 2 + (dv - v) ** 2 >= r2)
    if not ok.any():
        return None
    resp = np.where(ok, resp, -np.inf)
    y, x = np.unravel_index(int(np.argmax(resp)), resp.shape)
    return a[:, :2] @ (x + off, y + off) + a[:, 2], float(resp[y, x])


@pytest.mark.parametrize("index", [3, 165])
def test_best_places_as_before_on_dim_frames(index):
    _, img, _ = _bench_img(index)
    reader = MarkerReader("arkham", near_model=False)
    found = [(d.marker_id, d.corners) for d in reader.detect(img)]
    taken = np.array([c.mean(axis=0) for _, c in found])
    zones = npass.zone_axes(img, found[::2], CARD_IDS)
    assert zones
    for _, _, _, _, side, centre, axis in zones:
        for t in (taken, taken[:0], taken[::3]):
            got = nm.best_place(img, centre, axis, side, t)
            want = _best_place_before(img, centre, axis, side, t)
            assert (got is None) == (want is None)
            if got is not None:
                assert np.array_equal(got[0], want[0]) and got[1] == want[1]


def test_quads_sides_as_np_roll_gave():
    rng = np.random.default_rng(2)
    q = rng.uniform(0, 1280, (500, 4, 2))
    d = q - np.roll(q, -1, axis=1)
    want = np.sqrt((d * d).sum(axis=2))
    assert np.array_equal(quads_sides(q), want)
    assert all(np.array_equal(quad_sides(q[k]), want[k]) for k in range(0, 500, 7))
    assert np.array_equal(quad_sides(q[0].tolist()), want[0])  # a list of corners too

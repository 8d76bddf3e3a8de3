"""Session 39's speed work on the near-model pass gives what its plain definitions give
(issue 4, item 8: same readings, less time): the illumination model's surfaces evaluated
at the checked cells only (:func:`vision.lit_model.lit_scores`) and the best place's
static grids made once per patch size (:func:`vision.near_model.best_place`); session 54's:
a zone's ring contrasts kept while it is searched again (``best_place``'s ``responses``)
and the marker's turn summed in real arithmetic (:func:`vision.near_model.marker_turn`)."""
from __future__ import annotations

import cv2
import pytest
import numpy as np

from companion.cards import edition_cards
from vision import lit_model as lm
from vision import near_model as nm
from vision.near_pass import NEAR_ZONE

CARD_IDS = {c.code for c in edition_cards("arkham")}


def _plain_lit_scores(cells: np.ndarray, rows) -> np.ndarray:
    """lit_scores as it was written before: the whole 64-cell surfaces, then the checked
    cells' clearances."""
    v = cells.ravel().astype(np.float32)
    b, w = lm.PROJ_BLACK[rows] @ v, lm.PROJ_WHITE[rows] @ v
    span = w - b
    t = (v - b) / np.maximum(span, 1e-6)
    clear = np.where(lm.WHITE_H[rows], t - 0.5, 0.5 - t)
    clear = np.where(span < lm.LIT_MIN_SPAN, -1.0, clear)
    return clear[:, lm.CHECKED].min(axis=1)


def test_lit_scores_on_the_checked_cells_as_on_the_whole_surfaces_bit_for_bit():
    rng = np.random.default_rng(39)
    rows = np.flatnonzero(np.isin(lm.IDS_H, sorted(CARD_IDS)))
    tables = lm._row_tables(rows)
    # only the 36 checked cells' rows are kept (the ring's 28 are never checked)
    assert tables[0].shape == (len(rows), int(lm.CHECKED.sum()), 64)
    assert tables[2].shape == (len(rows), int(lm.CHECKED.sum()))
    grids = [rng.uniform(0, 255, (8, 8)), rng.normal(120, 60, (8, 8)).clip(0, 255),
             np.full((8, 8), 90.0)]  # flat: every span under LIT_MIN_SPAN
    for _ in range(150):
        grids.append(rng.uniform(0, 255, (8, 8)))
    for cells in grids:
        cells = cells.astype(np.float32)
        for r in (rows, slice(None), slice(5, 60)):
            assert np.array_equal(lm.lit_scores(cells, r), _plain_lit_scores(cells, r))


def _plain_best_place(img, centre, axis, side, taken):
    """best_place as it was written before session 39 (grids made at every call)."""
    k = nm.MODEL_CELL_PX
    c = side / (6.0 * k)
    reach = max(NEAR_ZONE[1], NEAR_ZONE[2]) * side
    w = int(np.ceil(2 * (reach + 0.6 * side) / c))
    ax = np.asarray(axis, np.float64)
    across = np.array([-ax[1], ax[0]])
    a = np.empty((2, 3))
    a[:, 0], a[:, 1] = ax * c, across * c
    a[:, 2] = np.asarray(centre, np.float64) - a[:, :2] @ (w / 2.0, w / 2.0)
    patch = cv2.warpAffine(img, a, (w, w), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                           borderMode=cv2.BORDER_REPLICATE)
    resp = nm.ring_contrast(patch, k)
    off = 3.5 * k - 0.5
    ny, nx = resp.shape
    du = np.arange(nx) + off - w / 2.0
    dv = np.arange(ny)[:, None] + off - w / 2.0
    ok = (np.abs(du) <= NEAR_ZONE[1] * side / c) & (np.abs(dv) <= NEAR_ZONE[2] * side / c)
    if len(taken):
        rel = np.asarray(taken, np.float64).reshape(-1, 2) - centre
        rel = rel[np.hypot(rel[:, 0], rel[:, 1]) < (reach + 0.7 * side) * np.sqrt(2.0)]
        r2 = (0.7 * side / c) ** 2
        if len(rel):
            u, v = (rel @ ax / c)[:, None, None], (rel @ across / c)[:, None, None]
            ok = ok & ((du - u) ** 2 + (dv - v) ** 2 >= r2).all(axis=0)
    if not ok.any():
        return None
    resp = np.where(ok, resp, -np.inf)
    y, x = np.unravel_index(int(np.argmax(resp)), resp.shape)
    return a[:, :2] @ (x + off, y + off) + a[:, 2], float(resp[y, x])


def _random_zone(rng: np.random.Generator, most_taken: int):
    """A zone of a 480×360 px image: ``(side px, centre 2 px, unit axis, taken N×2 px)``,
    under ``most_taken`` centres taken anywhere."""
    side = float(rng.uniform(20, 45))
    centre = rng.uniform((60, 60), (420, 300))
    t = rng.uniform(0, 2 * np.pi)
    axis = np.array([np.cos(t), np.sin(t)])
    return side, centre, axis, rng.uniform((0, 0), (480, 360),
                                           (int(rng.integers(0, most_taken)), 2))


def test_best_place_with_its_grids_kept_as_made_at_every_call():
    rng = np.random.default_rng(7)
    img = cv2.GaussianBlur(rng.integers(0, 256, (360, 480), dtype=np.uint8), (0, 0), 2.0)
    cv2.rectangle(img, (200, 150), (230, 180), 20, -1)  # a dark square on light ground
    cv2.rectangle(img, (195, 145), (235, 185), 230, 3)
    for _ in range(60):
        side, centre, axis, taken = _random_zone(rng, 6)
        taken = np.vstack([taken, centre + rng.normal(0, side, (2, 2))])  # some near it
        got, want = nm.best_place(img, centre, axis, side, taken), \
            _plain_best_place(img, centre, axis, side, taken)
        assert (got is None) == (want is None)
        if got is not None:
            assert np.array_equal(got[0], want[0]) and got[1] == want[1]
    # every place taken: none left
    c = np.array([240.0, 180.0])
    ring = c + 3.0 * np.array([[dx, dy] for dx in range(-12, 13) for dy in range(-12, 13)])
    assert nm.best_place(img, c, np.array([1.0, 0.0]), 30.0, ring) is None
    assert _plain_best_place(img, c, np.array([1.0, 0.0]), 30.0, ring) is None


def test_place_grids_are_made_once_and_read_only():
    g1 = nm._place_grid(105, 64, 64, 20.5, 28.8, 30.6)
    g2 = nm._place_grid(105, 64, 64, 20.5, 28.8, 30.6)
    assert all(a is b for a, b in zip(g1, g2))
    du, dv, ok = g1
    assert du.shape == (64,) and dv.shape == (64, 1) and ok.shape == (64, 64)
    assert np.array_equal(ok, (np.abs(du) <= 28.8) & (np.abs(dv) <= 30.6))
    assert not (du.flags.writeable or dv.flags.writeable or ok.flags.writeable)


def test_places_away_from_taken_tested_in_windows_as_against_every_point():
    # session 43: each read marker's centre is tested only in the window of places within
    # its reach (+1 px); the same answers as every place against every centre
    du, dv, ok = nm._place_grid(105, 64, 64, 20.5, 28.8, 30.6)
    rng = np.random.default_rng(43)
    for k in range(80):
        n = int(rng.integers(1, 9))
        u, v = rng.uniform(-90, 90, n), rng.uniform(-90, 90, n)  # some off the patch
        if k % 4 == 0:
            u[0], v[0] = du[int(rng.integers(64))], dv[int(rng.integers(64)), 0]  # on a place
        r2 = float(rng.uniform(5, 40)) ** 2
        want = ok & ((du - u[:, None, None]) ** 2 + (dv - v[:, None, None]) ** 2
                     >= r2).all(axis=0)
        got = nm._away(ok, du, dv, u, v, r2)
        assert got.dtype == bool and np.array_equal(got, want)
    assert np.array_equal(ok, (np.abs(du) <= 28.8) & (np.abs(dv) <= 30.6))  # left as made


def test_best_place_with_a_zones_responses_kept_as_made_at_every_call():
    # session 54: a zone searched again (after a read, or past a place that gave none)
    # takes its ring contrasts from the caller's dict; only the places taken are new
    rng = np.random.default_rng(54)
    img = cv2.GaussianBlur(rng.integers(0, 256, (360, 480), dtype=np.uint8), (0, 0), 2.0)
    for _ in range(30):
        side, centre, axis, taken = _random_zone(rng, 4)
        responses: dict = {}
        for _search in range(4):  # the zone again, each time with its best place taken
            got = nm.best_place(img, centre, axis, side, taken, responses)
            want = _plain_best_place(img, centre, axis, side, taken)
            assert (got is None) == (want is None)
            if got is None:
                break
            assert np.array_equal(got[0], want[0]) and got[1] == want[1]
            taken = np.vstack([taken, got[0]])
        assert len(responses) == 1
        (_, resp), = responses.values()
        assert np.isfinite(resp).all()  # the kept contrasts are whole, none masked


def test_marker_turn_sums_the_gradients_fourth_power_as_its_definition():
    # session 54: |g|^4 e^{4iθ} in real arithmetic, the angle of Σ weight·(gx + i·gy)^4
    rng = np.random.default_rng(541)
    img = cv2.GaussianBlur(rng.integers(0, 256, (160, 160), np.uint8), (5, 5), 2.0)
    for _ in range(40):
        centre = rng.uniform(50, 110, 2)
        a = rng.uniform(-np.pi, np.pi)
        side = float(rng.uniform(16, 40))
        r = int(np.ceil(0.75 * side))
        x, y = int(round(centre[0])), int(round(centre[1]))
        crop = img[y - r:y + r + 1, x - r:x + r + 1].astype(np.float32)
        g = (cv2.Sobel(crop, cv2.CV_32F, 1, 0, ksize=3).astype(np.float64)
             + 1j * cv2.Sobel(crop, cv2.CV_32F, 0, 1, ksize=3))
        z = np.sum(nm._turn_weight(r, side) * g ** 4)
        want = np.degrees(np.angle(z) / 4 - a)
        got = nm.marker_turn(img, centre, np.array([np.cos(a), np.sin(a)]), side)
        assert abs((got - want + 45.0) % 90.0 - 45.0) < 1e-3


@pytest.mark.parametrize("square_deg", [0.0, 45.0, -45.0, 90.0, 180.0, 44.99, -44.99, None])
def test_marker_turn_at_the_wrap_and_on_a_blank_crop_as_its_complex_definition(square_deg):
    # review rev-speed54: a square drawn at a turn where θ mod 90° wraps (±45°, 0, 90°,
    # 180°) or none (a blank crop: no gradient, the angle of 0 is 0), a uint8 and a float32
    # crop: in [-45, 45), as the complex fourth power gives it (to the wrap)
    img = np.full((120, 120), 220, np.uint8)
    if square_deg is not None:
        box = cv2.boxPoints(((60.0, 60.0), (30.0, 30.0), square_deg))
        cv2.fillConvexPoly(img, np.round(box * 16).astype(np.int32), 30, cv2.LINE_AA, 4)
    for axis_deg in (0.0, 45.0, -90.0, 12.5):
        a = np.deg2rad(axis_deg)
        axis = np.array([np.cos(a), np.sin(a)])
        crop = img[37:84, 37:84].astype(np.float32)  # r = 23 about (60, 60)
        g = (cv2.Sobel(crop, cv2.CV_32F, 1, 0, ksize=3).astype(np.float64)
             + 1j * cv2.Sobel(crop, cv2.CV_32F, 0, 1, ksize=3))
        want = np.degrees(np.angle(np.sum(nm._turn_weight(23, 30.0) * g ** 4)) / 4 - a)
        for im in (img, img.astype(np.float32)):
            got = nm.marker_turn(im, np.array([60.0, 60.0]), axis, 30.0)
            assert -45.0 <= got < 45.0 and abs((got - want + 45.0) % 90.0 - 45.0) < 1e-4

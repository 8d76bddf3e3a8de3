"""Session 50's speed work (speed50; issue 4, item 8: same readings, less time): the border
fit (:func:`vision.border_fit.fit_border`) and the cell grid
(:func:`vision.lit_model.cell_grid`) give, bit for bit, what session 47's plain code gave.
The plain code is kept here as it was written (the fit: one interleaved 4×S×O×2 map, its
x and y planes cut from it, ``np.median``, ``np.diff``, ``np.stack``, ``.mean``; the grid:
``ndarray.mean``)."""
from __future__ import annotations

import cv2
import numpy as np

from tests.vision.test_border_fit import CODE, _curled_marker
from tests.vision.test_marker_recall import _drawn_marker
from vision import border_fit as bf
from vision import lit_model as lm
from vision import near_model as nm


def _plain_edges(img, q, offs):
    a, b = q, q[bf._NEXT]
    d = (b - a) / np.maximum(np.hypot(*(b - a).T), 1e-6)[:, None]
    n = np.stack([d[:, 1], -d[:, 0]], axis=1)
    n *= np.where(np.sum(n * ((a + b) / 2 - q.mean(axis=0)), axis=1) < 0, -1.0, 1.0)[:, None]
    base = a[:, None] + (b - a)[:, None] * bf._ALONG[None, :, None]
    pts = base[:, :, None, :] + offs[None, None, :, None] * n[:, None, None, :]
    pts = pts.reshape(4 * bf.FIT_SAMPLES, len(offs), 2).astype(np.float32)
    v = cv2.remap(img, pts[..., 0], pts[..., 1], cv2.INTER_LINEAR,
                  borderMode=cv2.BORDER_REPLICATE).astype(np.float64)
    g = np.diff(v, axis=1)
    mid = (offs[:-1] + offs[1:]) / 2
    j = np.argmax(g, axis=1)
    strength = g[np.arange(len(j)), j]
    near = np.abs(mid[None] - mid[j][:, None]) <= 1.0
    w = np.where(near, np.maximum(g, 0.0), 0.0)
    at = ((w * mid).sum(axis=1) / np.maximum(w.sum(axis=1), 1e-9)).reshape(4, bf.FIT_SAMPLES)
    return base + at[..., None] * n[:, None, :], strength.reshape(4, bf.FIT_SAMPLES)


def _plain_lines(points, strength):
    keep = strength > bf.FIT_MIN_STRENGTH * np.maximum(np.median(strength, axis=1),
                                                       1e-6)[:, None]
    n = keep.sum(axis=1)
    if n.min() < 3:
        return None
    w = keep[..., None]
    m = (points * w).sum(axis=1) / n[:, None]
    r = (points - m[:, None]) * w
    sxx, syy = (r[..., 0] ** 2).sum(axis=1), (r[..., 1] ** 2).sum(axis=1)
    sxy = (r[..., 0] * r[..., 1]).sum(axis=1)
    t = 0.5 * np.arctan2(2 * sxy, sxx - syy)
    return m, np.stack([np.cos(t), np.sin(t)], axis=1)


def _plain_fit_border(img, guess):
    g = np.asarray(guess, np.float64).reshape(4, 2)
    side0 = float(bf._sides(g).mean())
    q = g
    for _ in range(bf.FIT_ROUNDS):
        side = float(bf._sides(q).mean())
        offs = np.arange(-bf.FIT_REACH * side, bf.FIT_REACH * side + 1e-9, bf.FIT_STEP_PX)
        lines = _plain_lines(*_plain_edges(img, q, offs))
        if lines is None:
            return None
        p, d = lines
        p1, d1 = p[bf._PREV], d[bf._PREV]
        det = d1[:, 0] * d[:, 1] - d1[:, 1] * d[:, 0]
        if np.abs(det).min() < 1e-6:
            return None
        r = p - p1
        q = p1 + ((r[:, 0] * d[:, 1] - r[:, 1] * d[:, 0]) / det)[:, None] * d1
    sides = bf._sides(q)
    e = q[bf._NEXT] - q
    turns = e[:, 0] * e[bf._NEXT, 1] - e[:, 1] * e[bf._NEXT, 0]
    if not (np.all(turns > 0) or np.all(turns < 0)):
        return None
    if sides.min() < bf.FIT_SIDE_TOL[0] * side0 or sides.max() > bf.FIT_SIDE_TOL[1] * side0:
        return None
    if np.hypot(*(q.mean(axis=0) - g.mean(axis=0))) > bf.FIT_MAX_SHIFT * side0:
        return None
    return q


def _plain_cell_grid(img, quad):
    n, k = lm.N, lm.LIT_CELL_PX
    m = (n + 2) * k
    dst = np.array([[k, k], [(n + 1) * k, k], [(n + 1) * k, (n + 1) * k], [k, (n + 1) * k]],
                   np.float32)
    hom = cv2.getPerspectiveTransform(np.asarray(quad, np.float32), dst)
    w = cv2.warpPerspective(img, hom, (m, m), flags=cv2.INTER_LINEAR,
                            borderMode=cv2.BORDER_REPLICATE).astype(np.float32)
    a, b = lm.CELL_INNER
    cells = w.reshape(n + 2, k, n + 2, k)[:, a:b, :, a:b].mean(axis=(1, 3))
    lo, hi = lm.RING_STRIP
    top = w[lo:hi].mean(axis=0).reshape(n + 2, k)[:, a:b].mean(axis=1)
    bot = w[m - hi:m - lo].mean(axis=0).reshape(n + 2, k)[:, a:b].mean(axis=1)
    left = w[:, lo:hi].mean(axis=1).reshape(n + 2, k)[:, a:b].mean(axis=1)
    right = w[:, m - hi:m - lo].mean(axis=1).reshape(n + 2, k)[:, a:b].mean(axis=1)
    cells[0], cells[-1], cells[:, 0], cells[:, -1] = top, bot, left, right
    return cells


def _images_and_guesses():
    """A curled marker, a flat one and a noisy one, each with 60 guesses round its marker
    (squares of other sides and turns, shifted up to a side): ``[(img, guess 4×2)]``."""
    rng = np.random.default_rng(50)
    curled, true = _curled_marker()
    flat = _drawn_marker(CODE, 30, canvas=(120, 160), at=(60, 40), quiet=5)
    noisy = np.clip(curled + rng.normal(0, 18, curled.shape), 0, 255).astype(np.uint8)
    out = []
    for img, centre in ((curled, true.mean(axis=0)), (flat, np.array([75.0, 55.0])),
                        (noisy, true.mean(axis=0))):
        for _ in range(60):
            side = rng.uniform(18, 34)
            axis = np.array([1.0, 0.0])
            guess = nm._quad(centre + rng.normal(0, 4, 2), axis, side, rng.uniform(-12, 12))
            out.append((img, guess + rng.normal(0, 0.7, (4, 2))))
    return out


def test_the_border_fit_gives_session_47s_quads_bit_for_bit():
    fitted = 0
    for img, guess in _images_and_guesses():
        want, got = _plain_fit_border(img, guess), bf.fit_border(img, guess)
        assert (want is None) == (got is None)
        if want is not None:
            fitted += 1
            assert np.array_equal(want, got)
        side = float(bf._sides(guess).mean())
        offs = np.arange(-bf.FIT_REACH * side, bf.FIT_REACH * side + 1e-9, bf.FIT_STEP_PX)
        points, strength = _plain_edges(img, guess, offs)
        new = bf._edges(img, guess, offs, (offs[:-1] + offs[1:]) / 2)
        assert np.array_equal(points, new[0]) and np.array_equal(strength, new[1])
        want_lines, got_lines = _plain_lines(points, strength), bf._lines(points, strength)
        assert (want_lines is None) == (got_lines is None)
        if want_lines is not None:
            assert all(np.array_equal(x, y) for x, y in zip(want_lines, got_lines))
    assert 20 < fitted < 180  # both answers met: quads fitted and guesses refused


def test_the_cell_grid_gives_the_plain_means_bit_for_bit():
    for img, guess in _images_and_guesses():
        want, got = _plain_cell_grid(img, guess), lm.cell_grid(img, guess)
        assert got.dtype == want.dtype == np.float32
        assert np.array_equal(want, got)


def _edge_cases():
    """Review rev-speed50: images and guesses the markers above do not reach: guesses
    partly and wholly outside the image, tiny (3 px) and huge (400 px) ones, a marker cut
    by the image's corner, flat black, white and grey images, a one-row and a one-column
    image, and other dtypes and layouts OpenCV's remap takes (``[(img, guess 4×2)]``)."""
    rng = np.random.default_rng(5050)
    flat = _drawn_marker(CODE, 30, canvas=(120, 160), at=(60, 40), quiet=5)
    images = [(flat, (75.0, 55.0)), (flat[50:, 70:].copy(), (5.0, 5.0)),
              (flat[:62, :84].copy(), (75.0, 55.0)), (np.zeros_like(flat), (75.0, 55.0)),
              (np.full_like(flat, 255), (75.0, 55.0)), (np.full_like(flat, 128), (75.0, 55.0)),
              (flat[55:56].copy(), (75.0, 0.0)), (flat[:, 75:76].copy(), (0.0, 55.0)),
              (flat.astype(np.float32), (75.0, 55.0)),
              (flat.astype(np.uint16) * 257, (75.0, 55.0)), (flat[:, ::2], (37.5, 55.0))]
    out = []
    for img, marker in images:
        h, w = img.shape
        places = [(marker, 30.0, 6.0)] * 4 + [
            (centre, side, 40.0) for centre in ((0.0, 0.0), (w, h), (-40.0, h / 2),
                                                 (3 * w, -2 * h)) for side in (3.0, 30.0, 400.0)]
        for centre, side, turn in places:
            guess = nm._quad(np.array(centre), np.array([1.0, 0.0]), side,
                             rng.uniform(-turn, turn))
            out.append((img, guess + rng.normal(0, 0.03 * side, (4, 2))))
    return out


def _either(f, *args):
    try:
        return f(*args)
    except (ValueError, cv2.error) as e:  # the same failure both ways, if any
        return type(e).__name__


def test_the_fit_and_the_grid_are_the_same_at_the_image_edges_and_on_flat_images():
    fitted = 0
    for img, guess in _edge_cases():
        want, got = _either(_plain_fit_border, img, guess), _either(bf.fit_border, img, guess)
        assert type(want) is type(got)
        assert not isinstance(got, np.ndarray) or np.array_equal(want, got)
        fitted += isinstance(got, np.ndarray)
        want, got = _either(_plain_cell_grid, img, guess), _either(lm.cell_grid, img, guess)
        assert type(want) is type(got) and np.array_equal(want, got)
    assert fitted >= 8  # quads fitted (flat, float32, uint16), not only refusals


def test_the_lines_take_the_median_of_any_count_of_points():
    """Review rev-speed50 (LOW): ``_lines`` took the middle of :data:`FIT_SAMPLES` points
    (9) whatever count it was given: 7 or 10 points a side (a retuned FIT_SAMPLES, or a
    caller's own) kept points against the wrong median, unlike session 47's ``np.median``."""
    rng = np.random.default_rng(7)
    for s in (7, 9, 10, 12):
        for _ in range(20):
            points = rng.normal(50, 20, (4, s, 2))
            strength = rng.choice([5.0, 20.0, 40.0, 60.0, 90.0], (4, s))
            want, got = _plain_lines(points, strength), bf._lines(points, strength)
            assert (want is None) == (got is None)
            assert want is None or all(np.array_equal(x, y) for x, y in zip(want, got)), s

"""Far-side card markers read through a model of their blur.

At the far edge of a 40° tilt a 20 mm marker is 15–18 px (cells under 3 px) under a defocus
of σ ≈ 2–2.5 px: ArUco finds no quad, and no threshold separates the cells. But the blur is
measured (:mod:`vision.far_side`) and the marker's exact shape at any point of the image is
known from the markers already read (:mod:`vision.table_plane`), so each id of the
dictionary can be *drawn* there, blurred by that sigma, and compared with the image:

1. :func:`candidates` — dark blobs of a marker's size and squareness (on the table) in the
   deconvolved far rows (:func:`vision.far_side.deblur_rows`), thresholded ×2 upscaled:
   the marker's centre and turn, within ~1 px and a few degrees.
2. :func:`refine` — the marker's centre, turn and size (4 numbers; its shape follows the
   table plane) fitted to the image by Gauss–Newton on a model that does not depend on
   the id: the blurred border, quiet zone and the 16 data cells each with its own level.
3. :func:`match_ids` — every id of the dictionary in its 4 turns drawn in that quad,
   blurred, and fitted to the image (offset, gain, and the level outside the label);
   :func:`read_far` keeps a marker only when one card id of the edition fits clearly best
   (:data:`MIN_RATIO` × lower mean squared error than any other id, at any turn), with a
   plausible gain and a close fit; at the refined quad, else at the candidate's first one.
4. :func:`duel_ids` — a candidate still unread where a card id came
   :data:`DUEL_FROM_RATIO` clear: its three likeliest ids each refined with its own
   drawing (the id-free fit leaves a far marker's quad ~0.5 px off), the best kept
   :data:`DUEL_MIN_RATIO` clear; with more candidates (:data:`CAND_MORE`), session 42:
   720p tilted frames of 11 held-out sets +0 to +4 cards each, 0 wrong. Session 44: the
   candidates of a 7 px window tried last (:data:`CAND_LAST`): 720p held-out sets +0 to
   +3 cards each, 0 wrong (docs/benchmarks-history.md, "acc44").

Figures (docs/benchmarks-history.md, "Vision"): the benchmark's tilted frames 93.80 → 96.50 %
(all presets 97.20 → 97.70 %), seeds 0 and 20000 (300 frames each) tilted 92.25 → 95.07 %
and 91.05 → 93.96 %; with JPEG 85 / noise 3 + JPEG 85 / noise 6 + JPEG 75 87.9 → 94.6,
84.6 → 94.1, 77.9 → 88.1 %; 0 wrong, 0 phantom. A tilted 720p frame 21.5 → 30.7 ms (one
core), other frames unchanged (it runs only in the deconvolved rows).
Inputs ``H×W uint8`` gray; px; sigma in px of the image.
"""
from __future__ import annotations

import cv2
import numpy as np

from .marker_checks import MARKER_BITS
from .table_plane import TablePlane

#: Cells across a marker (4 data bits and the border), and its quiet zone in cells (2 mm of
#: a 20 mm marker: 0.6 of a 3.33 mm cell).
_N = MARKER_BITS.shape[1] + 2
_QUIET = 0.6
#: Supersampling (per px, per axis) of the drawn marker: for the fit, and for the id test.
_SS_FIT, _SS_TEST = 2, 4
#: The fit uses the pixels inside the marker, at least this much (cells) inside its edge:
#: the light beyond the label (card, cloth) is unknown and leaks in under the blur.
_INSET = 0.3
_UNIT = np.array([[0, 0], [_N, 0], [_N, _N], [0, _N]], np.float32)
#: The unit square's corners about its centre (the table plane's quad order).
_SQ_XY = np.array([[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]])

# the 200 drawings (50 ids × 4 turns): cell values, 1 = white; then the quiet zone
_PATTERNS = np.array([np.rot90(np.pad(MARKER_BITS[i].astype(np.float64), 1), -r)
                      for i in range(len(MARKER_BITS)) for r in range(4)])
_IDS = np.repeat(np.arange(len(MARKER_BITS)), 4)
_TURNS = np.tile(np.arange(4), len(MARKER_BITS))
_DRAW = np.zeros((_N * _N + 2, len(_PATTERNS)))
_DRAW[:_N * _N] = _PATTERNS.reshape(len(_PATTERNS), -1).T
_DRAW[_N * _N] = 1.0
# the id-free model: the border's 20 cells as one level, each data cell, the quiet zone,
# the outside
_EDGE = np.zeros((_N, _N), bool)
_EDGE[[0, -1], :] = _EDGE[:, [0, -1]] = True
_FREE = np.zeros((_N * _N + 2, 19))
_FREE[:_N * _N][_EDGE.ravel(), 0] = 1
_FREE[np.flatnonzero(~_EDGE.ravel()), np.arange(1, 17)] = 1
_FREE[_N * _N, 17] = _FREE[_N * _N + 1, 18] = 1

#: :func:`read_far`: least ratio of the runner-up id's mean squared error (another id, any
#: turn) to the best's. 324 tilted frames of 7 sets (seeds 1000, 0, 20000; seed 1000 with
#: JPEG 85, noise 3 + JPEG 85, noise 6 + JPEG 75; seed 50000 with noise 3 + JPEG 85): of
#: 446 candidates matched, 270 kept, every one on a marker of that id (ratios 2.57 and up);
#: on no marker or on another id's, 1.66 at most.
MIN_RATIO = 2.5
#: Gain (grey levels, white cell − black cell as fitted) and fit (rmse / gain) allowed:
#: the 270 kept above 150–312 and 0.011–0.050 (a right id under a bad fit, 57 of 346
#: right ones, is refused too: the margin is the guard, these two only trim). 0.065
#: instead of 0.05 (with the fallback to the first quad, :func:`read_far`): right ids of
#: ratio 4.4–4.8 at 0.053–0.060 were refused; the tilted frames of 5 sets (seeds 1000,
#: 20000, 0, 50000; seed 1000 with noise 6 + JPEG 75): 399 matches, every one naming
#: another id than the marker there 1.94 at most, the right ones kept 2.57 and up.
GAIN_RANGE = (100.0, 450.0)
MAX_REL_RMSE = 0.065
#: :func:`read_far` tries :func:`duel_ids` (``DUEL``) on the candidates it refuses;
#: :func:`duel_ids`: the ids (best first at the candidate's first quad) each fitted with its
#: own drawing, and the least ratio of the runner-up's mean squared error (at its own quad,
#: or any other id at the winner's) to the winner's. The id-free fit of :func:`refine`
#: leaves a far marker's quad ~0.5 px off; at the true quad the right id's ratio is
#: 2.6–17.6, refined 1.6–2.4 (720p 200000 tilted frames 92, 116, 128); each id fitted with
#: its own drawing: the right one 3.7–12.5 there, a wrong candidate's best 1.2–1.3
#: (session 42, docs/benchmarks-history.md). Above :data:`MIN_RATIO`: the winner's quad is
#: fitted to its own drawing, which favours it over the ids not fitted. ``DUEL_FROM_RATIO``:
#: the duel runs only where a card id came this clear at the refined or the first quad
#: (the misses above 1.6–2.4; 0 duels on the speed set's tilted frames, 9 on 200000's 40).
DUEL = True
DUEL_IDS = 3
DUEL_MIN_RATIO = 3.0
DUEL_FROM_RATIO = 1.5
#: :func:`refine` may move the centre this far (px) and change the size this much.
MAX_MOVE_PX, MAX_RESIZE = 3.0, 0.2
#: Gauss–Newton steps of :func:`refine` at most. The benchmark's tilted frames (371
#: instances) and the same with noise 6 + JPEG 75 (before the prescreen below): no
#: refinement 357 / 302 identified, 2 steps 357, 3 steps 359 / 319, 8 steps 356.
REFINE_ITERS = 3
#: A candidate is refined only when the ids drawn at its first quad (2×2 supersampling)
#: already separate this much (runner-up mse over best): the benchmark's tilted frames
#: with noise 6 and JPEG 75 skip 82 of 136 refinements at 1.1, losing 2 of 37 markers read.
MIN_START_RATIO = 1.1
#: :func:`candidates`: upscale of the deconvolved rows, threshold windows (px, upscaled)
#: and constants; a blob's area over the marker's there, and its sides on the table
#: (card-marker sides). One window: 15 px with constant 5 read 358 of 371 tilted
#: instances, 15/10 357, 25/5 355, 25/10 356, all four 356 (for 4× the thresholds);
#: connected components instead of contours (no holes) 355.
CAND_UPSCALE = 2
CAND_WINDOWS = (15,)
CAND_CONSTANTS = (5,)
#: Thresholds ``(window, constant)`` whose candidates are tried after all the others (2 px
#: or more from them): far markers whose blob the 15 px window loses, most at the frame's
#: top edge, merged with a neighbour marker or the card's art (the tilted misses of 720p
#: 200000, 270000, 280000: a candidate within 3 px at 5 of 24 with 15/5, 11 with 9/2;
#: read 5 → 15 with :func:`duel_ids`; session 42). ``()``: none.
CAND_MORE = ((9, 2),)
#: Thresholds ``(window, constant)`` whose candidates are tried last (2 px or more from all
#: the others), taken from the deconvolved far rows and from those of the plain gray
#: conversion (``more_patches`` of :func:`read_far`) alike: far markers (most near the
#: frame's top edge) whose blob the wider windows lose; the blur model names them right at
#: their true quad (ratio 3.0–9.6, 720p 250000's tilted misses) but no candidate lay within
#: 2 px. The tilted frames with misses of 720p 200000, 250000, 270000, 280000 (224
#: instances; session 44, docs/benchmarks-history.md): 200 read, 7 px / constant 2 211,
#: 7/1 211, 5/0 209, 9/2 from both rows 208; with 360000's (286 instances) 254 → 267 at
#: 7/2; 0 wrong. Cost (CPU, its two thresholdings and their contours): ~+6 ms (×1.08) a
#: tilted 720p frame, ~+8–15 ms (×1.06–1.11) a tilted 1080p one (review ``rev-acc44``), none
#: on the others. ``()``: none.
CAND_LAST: tuple[tuple[int, int], ...] = ((7, 2),)
#: A later threshold's candidate within 2 px of one tried before is tried too (instead of
#: left out, :func:`more_candidates`), unless it is the same start (:func:`retry_candidates`:
#: within :data:`RETRY_SAME_PX` px and :data:`RETRY_SAME_DEG` degrees of turn).
CAND_RETRY = True
RETRY_SAME_PX = 0.5
RETRY_SAME_DEG = 2.0
#: A candidate refused is tried again from starts this many marker sides off along each
#: of its axes (:func:`_read_shifted`).
CAND_SHIFT = True
SHIFT_SIDES = 0.2
CAND_AREA = (0.35, 1.4)
CAND_SIDES = (0.6, 1.4)
#: The thresholded rows are opened (3×3, upscaled px) before their contours are taken:
#: tilted frames 357 → 358 of 371, with noise 6 + JPEG 75 316 → 327; dim tilted frames
#: (exposure 0.45, noise 10, JPEG 70) 28 → 0.8 candidates a frame.
_OPEN = np.ones((3, 3), np.uint8)


def _draw(quad: np.ndarray, sigma: float, margin: int, ss: int
          ) -> tuple[int, int, np.ndarray, np.ndarray]:
    """The marker's 38 parts (36 cells, quiet zone, outside) drawn in ``quad`` (4×2 px)
    and blurred by ``sigma``: ``(x0, y0, h×w×38 float32 coverage, h×w fit mask)`` over the
    quad's bounding box grown by ``margin`` px (from image px ``(x0, y0)``)."""
    x0, y0 = np.floor(quad.min(axis=0)).astype(int) - margin
    x1, y1 = np.ceil(quad.max(axis=0)).astype(int) + margin + 1
    w, h = int(x1 - x0), int(y1 - y0)
    hom = cv2.getPerspectiveTransform(quad.astype(np.float32), _UNIT).astype(np.float64)
    o = (np.arange(ss) + 0.5) / ss - 0.5
    xs = np.broadcast_to(((np.arange(w) + x0)[:, None] + o)[None, :, None, :], (h, w, ss, ss))
    ys = np.broadcast_to(((np.arange(h) + y0)[:, None] + o)[:, None, :, None], (h, w, ss, ss))
    x, y = xs.reshape(-1), ys.reshape(-1)
    d = hom[2, 0] * x + hom[2, 1] * y + hom[2, 2]
    u = (hom[0, 0] * x + hom[0, 1] * y + hom[0, 2]) / d
    v = (hom[1, 0] * x + hom[1, 1] * y + hom[1, 2]) / d
    inside = (u >= 0) & (u < _N) & (v >= 0) & (v < _N)
    label = (u >= -_QUIET) & (u < _N + _QUIET) & (v >= -_QUIET) & (v < _N + _QUIET)
    cell = np.clip(v.astype(int), 0, _N - 1) * _N + np.clip(u.astype(int), 0, _N - 1)
    part = np.where(inside, cell, np.where(label, _N * _N, _N * _N + 1))
    k = _N * _N + 2
    pix = np.repeat(np.arange(h * w), ss * ss)
    cover = np.bincount(pix * k + part, minlength=h * w * k).reshape(h, w, k)
    cover = cover.astype(np.float32) / (ss * ss)
    blurred = cv2.GaussianBlur(cover, (0, 0), sigma, borderType=cv2.BORDER_REPLICATE)
    uc = u.reshape(h, w, -1).mean(axis=2)
    vc = v.reshape(h, w, -1).mean(axis=2)
    fit = (uc > _INSET) & (uc < _N - _INSET) & (vc > _INSET) & (vc < _N - _INSET)
    return int(x0), int(y0), blurred, fit


def _samples(gray: np.ndarray, x0: int, y0: int, fit: np.ndarray):
    """Rows, columns (in the drawing) and grey levels of the fit pixels, or ``None`` when
    one lies outside the image."""
    ys, xs = np.nonzero(fit)
    gy, gx = ys + y0, xs + x0
    h, w = gray.shape
    if gy.min() < 0 or gx.min() < 0 or gy.max() >= h or gx.max() >= w:
        return None
    return ys, xs, gray[gy, gx].astype(np.float64)


def refine(gray: np.ndarray, plane: TablePlane, centre, theta: float, sigma: float,
           iters: int | None = None, basis: np.ndarray | None = None) -> np.ndarray | None:
    """The quad (4×2 px) of the marker near ``centre`` (px) turned ``theta`` (radians, on
    the table) that fits ``gray`` best under the id-free model (border, 16 data cells,
    quiet zone and outside, each at its own level, blurred by ``sigma`` px): centre, turn
    and size by Gauss–Newton (each step's image motion from the model's gradient), the
    shape from ``plane``. ``None`` when it leaves the image or moves more than
    :data:`MAX_MOVE_PX` / resizes more than :data:`MAX_RESIZE`. ``basis``: the model's
    levels instead (``38×L``, the 38 parts' share of each of ``L`` free levels; default the
    id-free model above; :func:`_drawn_basis` draws one id)."""
    iters = REFINE_ITERS if iters is None else iters
    basis = _FREE if basis is None else basis
    c0 = np.asarray(centre, np.float64)
    par = np.array([c0[0], c0[1], theta, 1.0])
    margin = int(np.ceil(3 * sigma)) + 3
    turn = np.array([[0.0, -1.0], [1.0, 0.0]])
    for _ in range(iters):
        quad = plane.quad(par[:2], par[2], par[3])
        x0, y0, b, fit = _draw(quad, sigma, margin, _SS_FIT)
        got = _samples(gray, x0, y0, fit)
        if got is None:
            return None
        ys, xs, obs = got
        h, w = fit.shape
        x = np.hstack([np.ones((len(obs), 1)), b[ys, xs].astype(np.float64) @ basis])
        beta = np.linalg.lstsq(x, obs, rcond=None)[0]
        # the fitted model over the window (for its gradient): one 38-vector of levels
        level = basis @ beta[1:]
        gm_y, gm_x = np.gradient((b.reshape(h * w, -1) @ level).reshape(h, w) + beta[0])
        gx, gy = gm_x[ys, xs], gm_y[ys, xs]
        # image motion per unit of each number, locally affine about the centre: a shift,
        # a turn on the table (J · 90° · J⁻¹, J the quad's own px per table unit) and a
        # growth about the centre
        jac = np.linalg.lstsq(np.hstack([_SQ_XY, np.ones((4, 1))]), quad, rcond=None)[0][:2].T
        spin = jac @ turn @ np.linalg.inv(jac)
        dx, dy = xs + x0 - par[0], ys + y0 - par[1]
        motion = [(1.0, 0.0), (0.0, 1.0), (spin[0, 0] * dx + spin[0, 1] * dy,
                  spin[1, 0] * dx + spin[1, 1] * dy), (dx / par[3], dy / par[3])]
        cols = np.stack([-(gx * mx + gy * my) for mx, my in motion], 1)
        step = np.linalg.lstsq(np.hstack([x, cols]), obs, rcond=None)[0][x.shape[1]:]
        step = np.clip(step, [-1, -1, -0.1, -0.05], [1, 1, 0.1, 0.05])
        par += step
        if np.abs(step[:2]).max() < 0.05:
            break
    if np.hypot(*(par[:2] - c0)) > MAX_MOVE_PX or abs(par[3] - 1) > MAX_RESIZE:
        return None
    return plane.quad(par[:2], par[2], par[3])


def _margin(mse: np.ndarray) -> tuple[int, int, float]:
    """``(best drawing, its id, runner-up id's mse / best's)`` of :func:`match_ids`' mse."""
    order = np.argsort(mse)
    best = int(order[0])
    rival = next(int(k) for k in order if _IDS[k] != _IDS[best])
    return best, int(_IDS[best]), float(mse[rival] / max(mse[best], 1e-9))


def match_ids(gray: np.ndarray, quad: np.ndarray, sigma: float, ss: int = _SS_TEST
              ) -> tuple[np.ndarray, np.ndarray] | None:
    """Every id of the dictionary in its 4 turns drawn in ``quad`` (4×2 px), blurred by
    ``sigma`` px and fitted to ``gray`` over the marker's inside (offset, gain and the
    level outside the label free): ``(mse, gain)``, arrays of 200 (id ``k // 4``, turn
    ``k % 4``: the drawing turned clockwise ``k % 4`` quarter turns), or ``None`` when the
    marker is not all inside the image. ``ss``: supersampling per px and axis."""
    margin = int(np.ceil(3 * sigma)) + 3
    x0, y0, b, fit = _draw(np.asarray(quad, np.float64), sigma, margin, ss)
    got = _samples(gray, x0, y0, fit)
    if got is None:
        return None
    ys, xs, obs = got
    parts = b[ys, xs].astype(np.float64)
    # offset and outside level projected out of the image and of the 38 parts; each
    # drawing is the parts times its column of _DRAW, so its sums come from the parts'
    # 38×38 products (small matrices: no threaded BLAS on a busy machine)
    z = np.stack([np.ones(len(obs)), parts[:, -1]], 1)
    zp = np.linalg.pinv(z)
    yr = obs - z @ (zp @ obs)
    pr = parts - z @ (zp @ parts)
    ty = _DRAW.T @ (pr.T @ yr)
    tt = (_DRAW * ((pr.T @ pr) @ _DRAW)).sum(axis=0)
    gain = ty / np.maximum(tt, 1e-9)
    return (yr @ yr - gain * ty) / len(obs), gain


def candidates(patches, plane: TablePlane, thresholds=None
               ) -> list[tuple[np.ndarray, float, float]]:
    """Dark blobs of a marker's size in the deconvolved far rows (``patches``: ``(row0,
    col0, h×w uint8)`` of :func:`vision.far_side.deblur_rows`, px of the image): ×
    :data:`CAND_UPSCALE`, adaptive mean thresholds (:data:`CAND_WINDOWS` ×
    :data:`CAND_CONSTANTS`), contours (of dark blobs and of their holes) whose area is
    :data:`CAND_AREA` of a marker's there
    (:meth:`~vision.table_plane.TablePlane.marker_areas`) and whose smallest rectangle on
    the table has both sides within :data:`CAND_SIDES` card-marker sides. Returns ``(centre px, turn radians,
    misfit)``, the squarest first, one within 2 px. ``thresholds``: ``(window, constant)``
    pairs instead (e.g. :data:`CAND_MORE`)."""
    if thresholds is None:
        thresholds = [(w, c) for w in CAND_WINDOWS for c in CAND_CONSTANTS]
    k = CAND_UPSCALE
    found: list[tuple[np.ndarray, float, float]] = []
    lo, hi = CAND_SIDES
    for r0, c0, img in patches:
        # a marker's area anywhere in the patch (upscaled px²; its corners bound it)
        corner = plane.marker_areas(c0 + np.array([0, img.shape[1]] * 2),
                                    r0 + np.repeat([0, img.shape[0]], 2)) * k * k
        a_lo, a_hi = CAND_AREA[0] * corner.min(), CAND_AREA[1] * corner.max()
        up = cv2.resize(img, None, fx=k, fy=k, interpolation=cv2.INTER_CUBIC)
        for win, const in thresholds:
            dark = cv2.adaptiveThreshold(up, 255, cv2.ADAPTIVE_THRESH_MEAN_C,
                                         cv2.THRESH_BINARY_INV, win, const)
            # specks of noise out, and thin dark links between a marker and the card
            # frame cut
            dark = cv2.morphologyEx(dark, cv2.MORPH_OPEN, _OPEN)
            # every boundary: a blob's, and a hole's (a marker whose border touches
            # the dark around its label shows as the hole of its light quiet zone)
            contours, _ = cv2.findContours(dark, cv2.RETR_LIST, cv2.CHAIN_APPROX_NONE)
            # a blob of area a has a boundary of at least ~2·√a chain points
            shortest = max(12, int(2 * np.sqrt(a_lo)))
            for cnt in contours:
                if len(cnt) < shortest or not a_lo <= abs(cv2.contourArea(cnt)) <= a_hi:
                    continue
                pts = (cnt.reshape(-1, 2).astype(np.float64) + 0.5) / k - 0.5 + (c0, r0)
                centre = pts.mean(axis=0)
                area = abs(cv2.contourArea(pts.astype(np.float32)))
                expect = float(plane.marker_areas(centre[0], centre[1]))
                if not CAND_AREA[0] * expect <= area <= CAND_AREA[1] * expect:
                    continue
                (tx, ty), (rw, rh), ang = cv2.minAreaRect(
                    plane.to_table_pts(pts).astype(np.float32))
                if not (lo <= rw <= hi and lo <= rh <= hi):
                    continue
                back = plane.to_image @ [tx * plane.side, ty * plane.side, 1]
                found.append((back[:2] / back[2], float(np.radians(ang)),
                              abs(np.log(rw)) + abs(np.log(rh))))
    out: list[tuple[np.ndarray, float, float]] = []
    for c in sorted(found, key=lambda c: c[2]):
        if all(np.hypot(*(c[0] - o[0])) >= 2.0 for o in out):
            out.append(c)
    return out


def more_candidates(first: list[tuple[np.ndarray, float, float]],
                    more: list[tuple[np.ndarray, float, float]]
                    ) -> list[tuple[np.ndarray, float, float]]:
    """:func:`candidates` ``first``, then those of ``more`` (squarest first) lying 2 px or
    more from every one kept: ``(centre px, turn radians, misfit)``."""
    out = list(first)
    for c in more:
        if all(np.hypot(*(c[0] - o[0])) >= 2.0 for o in out):
            out.append(c)
    return out


def retry_candidates(first: list[tuple[np.ndarray, float, float]],
                     more: list[tuple[np.ndarray, float, float]]
                     ) -> list[tuple[np.ndarray, float, float]]:
    """:func:`candidates` ``first``, then those of ``more`` (squarest first) that are not
    the same start as one kept: :data:`RETRY_SAME_PX` px or more from it, or turned
    :data:`RETRY_SAME_DEG` or more from it (:data:`CAND_RETRY`). ``(centre px, turn
    radians, misfit)``."""
    out = list(first)
    for c in more:
        if all(np.hypot(*(c[0] - o[0])) >= RETRY_SAME_PX
               or abs((np.degrees(c[1] - o[1]) + 45.0) % 90.0 - 45.0) >= RETRY_SAME_DEG
               for o in out):
            out.append(c)
    return out


def read_far(gray: np.ndarray, plane: TablePlane, patches, sigma_at, card_ids,
             skip: list[tuple[np.ndarray, float]], more_patches=(), duel: bool | None = None
             ) -> list[tuple[int, np.ndarray]]:
    """Far markers read through the blur model: ``(id, 4×2 corners px, ArUco order)``.

    ``gray`` ``H×W uint8`` (the image the far band came from); ``plane`` the table plane;
    ``patches`` the deconvolved far rows (:func:`candidates`); ``sigma_at(y)`` the measured
    defocus (px) at row ``y``; ``card_ids`` the ids that may be read (the edition's cards);
    ``skip`` ``(centre px, side px)`` of markers already read (no candidate within a side).
    Each candidate is refined (:func:`refine`) and every id matched (:func:`match_ids`);
    kept when the best is in ``card_ids``, :data:`MIN_RATIO` clear of any other id, with a
    gain in :data:`GAIN_RANGE` and rmse under :data:`MAX_REL_RMSE` of the gain. When the
    refined quad is refused (or the refinement fails), the candidate's first quad is
    matched the same way: the refinement can pull a quad off its marker (right ids of
    ratio 3.2–5.8 at the first quad, 1.5–1.8 refined, 0.5–0.7 px further from the true
    corners); tilted frames of 5 sets +6 of 2,038 instances with :data:`MAX_REL_RMSE`
    0.065, 0 wrong.

    ``more_patches``: the same far rows deconvolved from another rendering of the frame
    (the plain gray conversion, when ``gray`` is the marker reader's achromatic image):
    their candidates are tried after them, matched on ``gray`` all the same. Then those of
    :data:`CAND_MORE` (``patches`` only) and, last, of :data:`CAND_LAST` (both). Each later
    candidate is left out when it is 2 px or less from one before (:func:`more_candidates`)
    or, with :data:`CAND_RETRY` (on), only when it is the same start as one before
    (:func:`retry_candidates`: within :data:`RETRY_SAME_PX` px and :data:`RETRY_SAME_DEG`
    degrees of turn).

    ``duel``: a candidate refused at both quads, where a card id came
    :data:`DUEL_FROM_RATIO` clear at either, is tried once more by :func:`duel_ids` (each
    of the likeliest ids fitted with its own drawing); ``None``: :data:`DUEL`. With
    :data:`CAND_SHIFT` (on), a candidate that passed the prescreen and was still refused is
    read once more from a start :data:`SHIFT_SIDES` of a side off (:func:`_read_shifted`)."""
    duel = DUEL if duel is None else duel
    out: list[tuple[int, np.ndarray]] = []
    taken = [(np.asarray(c, np.float64), float(s)) for c, s in skip]
    add = retry_candidates if CAND_RETRY else more_candidates
    found = add(candidates(patches, plane), candidates(more_patches, plane))
    if CAND_MORE:
        found = add(found, candidates(patches, plane, CAND_MORE))
    if CAND_LAST:
        found = add(found, candidates(patches, plane, CAND_LAST)
                    + candidates(more_patches, plane, CAND_LAST))
    for centre, turn, _ in found:
        if any(np.hypot(*(centre - c)) < s for c, s in taken):
            continue
        sigma = float(sigma_at(centre[1]))
        got, quad = _read_at(gray, plane, centre, turn, sigma, card_ids, duel)
        if got is None and CAND_SHIFT and quad is not None:
            got, quad = _read_shifted(gray, plane, centre, turn, sigma, card_ids, duel, taken)
        if got is None:
            continue
        marker_id, turns = got
        out.append((marker_id, np.roll(quad, -turns, axis=0)))
        d = quad - np.roll(quad, -1, axis=0)
        taken.append((quad.mean(axis=0), float(np.sqrt((d * d).sum(axis=1)).mean())))
    return out


def _read_at(gray: np.ndarray, plane: TablePlane, centre, turn: float, sigma: float,
             card_ids, duel: bool):
    """:func:`read_far`'s reading of one candidate at ``centre`` px turned ``turn``
    radians (blur ``sigma`` px): the prescreen at its first quad, the refined quad, the
    first quad, the duel. ``((id, quarter turns), quad 4×2 px)``; ``(None, first quad)``
    when it passed the prescreen and was refused; ``(None, None)`` when it did not pass."""
    start = plane.quad(centre, turn)
    first = match_ids(gray, start, sigma, _SS_FIT)
    if first is None or _margin(first[0])[2] < MIN_START_RATIO:
        return None, None
    refined = refine(gray, plane, centre, turn, sigma)
    nearest = 0.0  # the best margin of a card id at either quad
    for quad in (refined, start):
        match = None if quad is None else match_ids(gray, quad, sigma)
        got = _accepted(match, card_ids)
        if got is not None:
            return got, quad
        if match is not None and _margin(match[0])[1] in card_ids:
            nearest = max(nearest, _margin(match[0])[2])
    if duel and nearest >= DUEL_FROM_RATIO:
        got, quad = duel_ids(gray, plane, centre, turn, sigma, first[0], card_ids)
        if got is not None:
            return got, quad
    return None, start


def _read_shifted(gray: np.ndarray, plane: TablePlane, centre, turn: float, sigma: float,
                  card_ids, duel: bool, taken):
    """A refused candidate tried again from the start, among four :data:`SHIFT_SIDES` of a
    marker side off along its two axes (none within a side of a marker read, ``taken``),
    whose first quad separates the ids best (:func:`match_ids` at 2×2 supersampling, at
    least :data:`MIN_START_RATIO`) (:data:`CAND_SHIFT`): ``((id, quarter turns), quad)``,
    or ``(None, None)``."""
    quad = plane.quad(centre, turn)
    best, best_ratio = None, MIN_START_RATIO
    for ax in ((quad[1] - quad[0] + quad[2] - quad[3]) / 2,
               (quad[3] - quad[0] + quad[2] - quad[1]) / 2):
        for sign in (1.0, -1.0):
            c = np.asarray(centre, np.float64) + sign * SHIFT_SIDES * ax
            if any(np.hypot(*(c - t)) < s for t, s in taken):
                continue
            first = match_ids(gray, plane.quad(c, turn), sigma, _SS_FIT)
            if first is not None and _margin(first[0])[2] >= best_ratio:
                best, best_ratio = c, _margin(first[0])[2]
    if best is None:
        return None, None
    got, quad = _read_at(gray, plane, best, turn, sigma, card_ids, duel)
    return (got, quad) if got is not None else (None, None)


def _accepted(got: tuple[np.ndarray, np.ndarray] | None, card_ids
              ) -> tuple[int, int] | None:
    """``(id, quarter turns)`` of :func:`match_ids`' result ``got`` when its best drawing
    is a card id of ``card_ids``, :data:`MIN_RATIO` clear of any other id, with a gain in
    :data:`GAIN_RANGE` and rmse under :data:`MAX_REL_RMSE` of the gain; else ``None``."""
    if got is None:
        return None
    mse, gain = got
    best, marker_id, ratio = _margin(mse)
    rmse = float(np.sqrt(max(mse[best], 0.0)))
    if (marker_id not in card_ids or ratio < MIN_RATIO
            or not GAIN_RANGE[0] <= gain[best] <= GAIN_RANGE[1]
            or rmse > MAX_REL_RMSE * gain[best]):
        return None
    return marker_id, int(_TURNS[best])


__all__ = ["refine", "match_ids", "candidates", "more_candidates", "read_far", "duel_ids",
           "MIN_RATIO", "DUEL_IDS", "DUEL_MIN_RATIO"]


def _drawn_basis(k: int) -> np.ndarray:
    """The levels of drawing ``k`` (id ``k // 4``, turn ``k % 4``) for :func:`refine`:
    ``38×2``, its cells and quiet zone (1 = white) and the outside."""
    out = np.zeros((_N * _N + 2, 2))
    out[:, 0] = _DRAW[:, k]
    out[_N * _N + 1, 1] = 1.0
    return out


def duel_ids(gray: np.ndarray, plane: TablePlane, centre, turn: float, sigma: float,
             first: np.ndarray, card_ids) -> tuple[tuple[int, int] | None, np.ndarray | None]:
    """A far candidate the id-free fit left unread, read by fitting each likely id with
    its own drawing: the :data:`DUEL_IDS` ids with the lowest ``first`` mse (200 drawings,
    :func:`match_ids` at the candidate's first quad) are each refined (:func:`refine`
    with :func:`_drawn_basis`, from ``centre`` px turned ``turn`` radians, blur ``sigma``
    px, shape from ``plane``) and matched there (:func:`match_ids`); the id fitting its
    own quad best wins when it is in ``card_ids``, :data:`DUEL_MIN_RATIO` clear of every
    other id (at its own quad for those refined, at the winner's for the rest), with
    :data:`GAIN_RANGE` and :data:`MAX_REL_RMSE` as :func:`_accepted`. Returns ``((id,
    quarter turns), winner's quad 4×2 px)`` or ``(None, None)``; ``gray`` ``H×W uint8``."""
    ks: list[int] = []
    for k in np.argsort(first):
        if all(_IDS[k] != _IDS[j] for j in ks):
            ks.append(int(k))
            if len(ks) == DUEL_IDS:
                break
    fits = []
    for k in ks:
        quad = refine(gray, plane, centre, turn, sigma, basis=_drawn_basis(k))
        got = None if quad is None else match_ids(gray, quad, sigma)
        if got is not None:
            fits.append((float(got[0][k]), k, quad, got))
    if not fits:
        return None, None
    own, k, quad, (mse, gain) = min(fits, key=lambda f: f[0])
    rival = min([float(mse[j]) for j in range(len(mse)) if _IDS[j] != _IDS[k]]
                + [f[0] for f in fits if f[1] != k])
    marker_id = int(_IDS[k])
    if (marker_id not in card_ids or rival < DUEL_MIN_RATIO * max(own, 1e-9)
            or not GAIN_RANGE[0] <= gain[k] <= GAIN_RANGE[1]
            or np.sqrt(max(own, 0.0)) > MAX_REL_RMSE * gain[k]):
        return None, None
    return (marker_id, int(_TURNS[k])), quad

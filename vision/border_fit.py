"""Border fit: a marker's quad fitted to its printed black border, from a guess of its place
and shape (used by the near-model pass, :func:`vision.near_model.decode_place`).

The near-model pass decodes a marker as a square of the read marker's side, along its
axes. A curled card's marker is not that square (TABLE-CONDITIONS.md: bent and curled
cards): its card's edge rises up to 6 mm, so beside a flat neighbour it shows 26 × 20 px
where the neighbour shows 24 × 24, or sheared 15° by the 20° tilt; a cell is 4 px, and
the square's cells fall half a cell off the marker's (``lit_scores`` −1 where its true quad
clears 0.46; curled seed 30000, 720p, session 47, curl47). Its black border still meets
its white quiet zone along four straight edges, even where the label beside it is cut
to 1 px by the card's own dark edge (the reason no threshold closes a contour there).

:func:`fit_border` finds, on each side of the guess, the place along the side's outward
normal where grey rises most (black border → white quiet zone) at :data:`FIT_SAMPLES`
points, within :data:`FIT_REACH` of a side, fits a line through the strongest half of
them, and intersects the four lines; twice (:data:`FIT_ROUNDS`). A fitted quad whose
sides or centre moved too far from the guess (:data:`FIT_SIDE_TOL`,
:data:`FIT_MAX_SHIFT`), or that is not convex, is refused.

Inputs: ``H×W uint8`` gray images; quads ``4×2`` px, clockwise in the image (ArUco order).
"""
from __future__ import annotations

import cv2
import numpy as np

#: Points along each side (between 15 % and 85 % of it, clear of the corners) where the
#: border's edge is sought.
FIT_SAMPLES = 9
#: How far (share of the guess's mean side) inward and outward of each side the edge is
#: sought: 1.5 cells of a 6-cell marker, so inside only the border and the first data row
#: (their step, data to border, darkens outward) lie in reach.
FIT_REACH = 0.25
#: Step of the samples across a side, px.
FIT_STEP_PX = 0.25
#: Rounds of fitting (the second starts from the first's quad).
FIT_ROUNDS = 2
#: Least share of the side's median edge strength an edge point needs to count in the line.
FIT_MIN_STRENGTH = 0.5
#: Each fitted side within these shares of the guess's mean side.
FIT_SIDE_TOL = (0.75, 1.3)
#: The fitted centre at most this share of the guess's mean side from the guess's.
FIT_MAX_SHIFT = 0.3


#: Where along each side (share of it) the edge is sought: clear of the corners.
_ALONG = np.linspace(0.15, 0.85, FIT_SAMPLES)


_PREV = np.array([3, 0, 1, 2])  # side k - 1 of each side k (corner k lies between them)
_NEXT = np.array([1, 2, 3, 0])
_FLIP = np.array([1.0, -1.0])  # (x, y) → (y, −x) after the swap: a side's normal
_ROWS = np.arange(4 * FIT_SAMPLES)


def _edges(img: np.ndarray, q: np.ndarray, offs: np.ndarray, mid: np.ndarray
           ) -> tuple[np.ndarray, np.ndarray]:
    """The border's edge points along the 4 sides of quad ``q`` (``4×2`` px of ``img``):
    at :data:`FIT_SAMPLES` points of each side, the place along its outward normal
    (``offs``: ``O`` offsets, px; ``mid``: the ``O − 1`` middles of their steps) where grey
    rises most (black border → white quiet zone), as the centre of the rise within a px of
    its steepest step. Returns ``(points 4×S×2 px, strengths 4×S grey levels a step)``;
    one remap for the four sides. Session 50 (speed50): the x and y maps built apart
    (numpy's loops run along the offsets, not over pairs), sums by ``np.add.reduce`` and
    the window by a mask: each element's arithmetic and each sum's order as session 47's,
    so the same points bit for bit in ×0.6 of the fit's time."""
    ab = q[_NEXT] - q
    d = ab / np.maximum(np.hypot(ab[:, 0], ab[:, 1]), 1e-6)[:, None]
    n = d[:, ::-1] * _FLIP
    out = np.add.reduce(n * ((q + q[_NEXT]) / 2 - np.add.reduce(q, axis=0) / 4), axis=1)
    n *= np.where(out < 0, -1.0, 1.0)[:, None]
    base = q[:, None] + ab[:, None] * _ALONG[None, :, None]  # 4×S×2
    rows = (4 * FIT_SAMPLES, len(offs))
    mx = (base[:, :, 0, None] + offs * n[:, None, 0, None]).reshape(rows).astype(np.float32)
    my = (base[:, :, 1, None] + offs * n[:, None, 1, None]).reshape(rows).astype(np.float32)
    v = cv2.remap(img, mx, my, cv2.INTER_LINEAR,
                  borderMode=cv2.BORDER_REPLICATE).astype(np.float64)
    g = v[:, 1:] - v[:, :-1]  # positive: lighter outward, at the steps' middles ``mid``
    j = g.argmax(axis=1)
    strength = g[_ROWS, j]
    w = np.maximum(g, 0.0)
    w[np.abs(mid - mid[j][:, None]) > 1.0] = 0.0
    at = (np.add.reduce(w * mid, axis=1)
          / np.maximum(np.add.reduce(w, axis=1), 1e-9)).reshape(4, FIT_SAMPLES)
    return base + at[..., None] * n[:, None, :], strength.reshape(4, FIT_SAMPLES)


def _lines(points: np.ndarray, strength: np.ndarray
           ) -> tuple[np.ndarray, np.ndarray] | None:
    """``(points 4×2, unit directions 4×2)``: the 4 sides' lines, each the least-squares
    line (principal axis) through that side's ``points`` (``4×S×2`` px) whose ``strength``
    (``4×S``) reaches :data:`FIT_MIN_STRENGTH` of the side's median (of an odd ``S``, as
    :data:`FIT_SAMPLES`, its middle element: ``np.median``'s value, faster); ``None`` when
    a side keeps fewer than 3."""
    s = strength.shape[1]
    middle = (np.partition(strength, s // 2, axis=1)[:, s // 2] if s % 2
              else np.median(strength, axis=1))
    keep = strength > FIT_MIN_STRENGTH * np.maximum(middle, 1e-6)[:, None]
    n = keep.sum(axis=1)
    if n.min() < 3:
        return None
    w = keep[..., None]
    m = (points * w).sum(axis=1) / n[:, None]
    r = (points - m[:, None]) * w
    sxx, syy = (r[..., 0] ** 2).sum(axis=1), (r[..., 1] ** 2).sum(axis=1)
    sxy = (r[..., 0] * r[..., 1]).sum(axis=1)
    t = 0.5 * np.arctan2(2 * sxy, sxx - syy)
    d = np.empty((4, 2))
    d[:, 0], d[:, 1] = np.cos(t), np.sin(t)
    return m, d


def _sides(quad: np.ndarray) -> np.ndarray:
    """The 4 side lengths (px) of a ``4×2`` quad."""
    e = quad[_NEXT] - quad
    return np.hypot(e[:, 0], e[:, 1])


def fit_border(img: np.ndarray, guess: np.ndarray) -> np.ndarray | None:
    """The quad (``4×2`` px, corners in ``guess``'s order) of the marker whose printed
    border lies near ``guess`` (``4×2`` px of ``img``, ``H×W uint8``, clockwise), fitted
    to the border's four outer edges (module docstring), or ``None`` when an edge is not
    found, the fit is not convex, or it moved a side or the centre too far from the
    guess (:data:`FIT_SIDE_TOL`, :data:`FIT_MAX_SHIFT`)."""
    g = np.asarray(guess, np.float64).reshape(4, 2)
    side0 = float(np.add.reduce(_sides(g)) / 4)
    q = g
    for _ in range(FIT_ROUNDS):
        side = float(np.add.reduce(_sides(q)) / 4)
        offs = np.arange(-FIT_REACH * side, FIT_REACH * side + 1e-9, FIT_STEP_PX)
        lines = _lines(*_edges(img, q, offs, (offs[:-1] + offs[1:]) / 2))
        if lines is None:
            return None
        p, d = lines
        p1, d1 = p[_PREV], d[_PREV]  # corner k: where side k - 1 meets side k
        det = d1[:, 0] * d[:, 1] - d1[:, 1] * d[:, 0]
        if np.abs(det).min() < 1e-6:
            return None
        r = p - p1
        q = p1 + ((r[:, 0] * d[:, 1] - r[:, 1] * d[:, 0]) / det)[:, None] * d1
    sides = _sides(q)
    e = q[_NEXT] - q  # side vectors; each turn: side k × side k + 1
    turns = e[:, 0] * e[_NEXT, 1] - e[:, 1] * e[_NEXT, 0]
    if not (np.all(turns > 0) or np.all(turns < 0)):
        return None
    if sides.min() < FIT_SIDE_TOL[0] * side0 or sides.max() > FIT_SIDE_TOL[1] * side0:
        return None
    shift = np.add.reduce(q, axis=0) / 4 - np.add.reduce(g, axis=0) / 4
    if np.hypot(*shift) > FIT_MAX_SHIFT * side0:
        return None
    return q


__all__ = ["fit_border", "FIT_REACH", "FIT_SAMPLES", "FIT_ROUNDS", "FIT_SIDE_TOL",
           "FIT_MAX_SHIFT"]

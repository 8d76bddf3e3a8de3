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


def _sides(quad: np.ndarray) -> np.ndarray:
    """The 4 side lengths (px) of a ``4×2`` quad."""
    return np.hypot(*(np.roll(quad, -1, axis=0) - quad).T)


def _side_line(img: np.ndarray, a: np.ndarray, b: np.ndarray, centre: np.ndarray,
               offs: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """The border edge along side ``a`` → ``b`` (px of ``img``) of a quad centred at
    ``centre``: ``(point, unit direction)`` of the line fitted through the strongest
    dark-to-light steps outward (``offs``: offsets along the outward normal, px), or
    ``None`` with fewer than 3 points."""
    d = (b - a) / max(float(np.hypot(*(b - a))), 1e-6)
    n = np.array([d[1], -d[0]])
    if np.dot(n, (a + b) / 2 - centre) < 0:
        n = -n
    base = a + (b - a) * np.linspace(0.15, 0.85, FIT_SAMPLES)[:, None]  # S×2
    pts = base[:, None, :] + offs[None, :, None] * n  # S×O×2
    v = cv2.remap(img, pts[..., 0].astype(np.float32), pts[..., 1].astype(np.float32),
                  cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE).astype(np.float64)
    g = np.diff(v, axis=1)  # positive: lighter outward, at the steps' middles ``mid``
    mid = (offs[:-1] + offs[1:]) / 2
    j = np.argmax(g, axis=1)
    strength = g[np.arange(len(j)), j]
    # the edge's place: the rise's centre within a px of its steepest step
    near = np.abs(mid[None] - mid[j][:, None]) <= 1.0
    w = np.where(near, np.maximum(g, 0.0), 0.0)
    at = (w * mid).sum(axis=1) / np.maximum(w.sum(axis=1), 1e-9)
    edge = base + at[:, None] * n
    edge = edge[strength > FIT_MIN_STRENGTH * max(float(np.median(strength)), 1e-6)]
    if len(edge) < 3:
        return None
    m = edge.mean(axis=0)
    return m, np.linalg.svd(edge - m)[2][0]


def fit_border(img: np.ndarray, guess: np.ndarray) -> np.ndarray | None:
    """The quad (``4×2`` px, corners in ``guess``'s order) of the marker whose printed
    border lies near ``guess`` (``4×2`` px of ``img``, ``H×W uint8``, clockwise), fitted
    to the border's four outer edges (module docstring), or ``None`` when an edge is not
    found, the fit is not convex, or it moved a side or the centre too far from the
    guess (:data:`FIT_SIDE_TOL`, :data:`FIT_MAX_SHIFT`)."""
    g = np.asarray(guess, np.float64).reshape(4, 2)
    side0 = float(_sides(g).mean())
    q = g
    for _ in range(FIT_ROUNDS):
        centre = q.mean(axis=0)
        side = float(_sides(q).mean())
        offs = np.arange(-FIT_REACH * side, FIT_REACH * side + 1e-9, FIT_STEP_PX)
        lines = [_side_line(img, q[k], q[(k + 1) % 4], centre, offs) for k in range(4)]
        if any(line is None for line in lines):
            return None
        corners = []
        for k in range(4):  # corner k: where side k - 1 meets side k
            (p1, d1), (p2, d2) = lines[k - 1], lines[k]
            a = np.array([d1, -d2]).T
            if abs(np.linalg.det(a)) < 1e-6:
                return None
            corners.append(p1 + np.linalg.solve(a, p2 - p1)[0] * d1)
        q = np.array(corners)
    sides = _sides(q)
    e = np.roll(q, -1, axis=0) - q  # side vectors; each turn: side k × side k + 1
    turns = e[:, 0] * np.roll(e[:, 1], -1) - e[:, 1] * np.roll(e[:, 0], -1)
    if not (np.all(turns > 0) or np.all(turns < 0)):
        return None
    if sides.min() < FIT_SIDE_TOL[0] * side0 or sides.max() > FIT_SIDE_TOL[1] * side0:
        return None
    if np.hypot(*(q.mean(axis=0) - g.mean(axis=0))) > FIT_MAX_SHIFT * side0:
        return None
    return q


__all__ = ["fit_border", "FIT_REACH", "FIT_SAMPLES", "FIT_ROUNDS", "FIT_SIDE_TOL",
           "FIT_MAX_SHIFT"]

"""The table plane seen by a tilted camera, fitted to the markers already read.

Every card lies flat on the table, so one homography maps the table (mm, up to a rotation
and a shift) to the image. The markers the reader found give it: each one is a square of
known size on the table. :func:`fit_plane` finds the image → table map under which they
are all squares of one size; :meth:`TablePlane.quad` then gives the exact image corners of
a 20 mm marker at any image point and turn, which the blur-model reader
(:mod:`vision.far_model`) needs for the far side's markers, whose own edges are too blurred
to find. On the benchmark's tilted frames the quad it predicts at a missed far marker's
centre, at the best turn, lies within 0.52 px of the true corners (median of 48, 0.83 at
most; fitted to the true corners of the other markers instead, 0.05 px: the rest is the
detected corners' noise).

Image points are px (x right, y down); inputs ``N×4×2`` corners in ArUco order.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: Unit square's corners as complex numbers about its centre (ArUco order).
_SQUARE = np.array([0, 1, 1 + 1j, 1j]) - (0.5 + 0.5j)
#: Image px per unit of the fit's coordinates (conditioning).
_SCALE = 1280.0
#: Least number of markers the plane is fitted to.
MIN_MARKERS = 3
#: Levenberg–Marquardt iterations at most; it stops when a step lowers the cost by less
#: than this share.
_ITERS, _TOL = 15, 1e-4


@dataclass(frozen=True)
class TablePlane:
    """``to_table``: 3×3 homography image px → table (one card-marker side = ``side``
    units), ``to_image`` its inverse; ``rms``: the corners' rms distance from the fit,
    share of the markers' mean side."""

    to_table: np.ndarray
    to_image: np.ndarray
    side: float
    rms: float

    def quad(self, centre, theta: float, scale: float = 1.0) -> np.ndarray:
        """Image corners (4×2 px, a square's order turned by ``theta`` radians on the table)
        of a card marker (times ``scale``) centred at image point ``centre``."""
        t = _apply(self.to_table, np.asarray(centre, np.float64).reshape(1, 2))[0]
        z = t[0] + 1j * t[1] + self.side * scale * np.exp(1j * theta) * _SQUARE
        return _apply(self.to_image, np.stack([z.real, z.imag], 1))

    def marker_areas(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Areas (px²) of card markers centred at image points ``(x, y)`` (arrays): the
        side² over the image → table map's Jacobian determinant there (``det / w³``; the
        map's last column is ``(0, 0, 1)``, so its determinant is the upper 2×2's)."""
        h = self.to_table
        w = h[2, 0] * np.asarray(x) + h[2, 1] * np.asarray(y) + h[2, 2]
        return self.side ** 2 * np.abs(w ** 3 / (h[0, 0] * h[1, 1] - h[0, 1] * h[1, 0]))

    def to_table_pts(self, pts: np.ndarray) -> np.ndarray:
        """Image points (``N×2`` px) on the table, in card-marker sides."""
        return _apply(self.to_table, np.asarray(pts, np.float64)) / self.side


def _apply(h: np.ndarray, pts: np.ndarray) -> np.ndarray:
    p = pts @ h[:, :2].T + h[:, 2]
    return p[:, :2] / p[:, 2:3]


def _matrix(p: np.ndarray) -> np.ndarray:
    """The image → table map of parameters ``p`` (``g1, g2, l1, l2, …``): ``[[1, g1, 0],
    [0, g2, 0], [l1, l2, 1]]`` times ``diag(1/_SCALE, 1/_SCALE, 1)``, each entry the one
    product that matrix product makes (its other terms are zeros: the same floats)."""
    g1, g2, l1, l2 = p[:4]
    k = 1 / _SCALE
    return np.array([[k, g1 * k, 0.0], [0.0, g2 * k, 0.0], [l1 * k, l2 * k, 1.0]])


#: The unit square's corners conjugated, ``1×4`` (the turn's closed form).
_SQUARE_CONJ = np.conj(_SQUARE)[None]
#: The parameter steps of the Levenberg–Marquardt Jacobian's forward differences.
_STEPS = np.eye(5) * 1e-6


def _as_complex(pts: np.ndarray) -> np.ndarray:
    """``N×…×2`` float64 points (C-contiguous) as ``N×…`` complex ``x + iy``: a view."""
    return pts.view(np.complex128)[..., 0]


def _as_points(z: np.ndarray) -> np.ndarray:
    """Complex points (C-contiguous) as an ``N×2`` float64 ``(x, y)`` array: a view."""
    return z.reshape(-1).view(np.float64).reshape(-1, 2)


def _residual(p: np.ndarray, flat: np.ndarray, size: np.ndarray) -> np.ndarray:
    """:func:`fit_plane`'s residuals (``8N`` px) at parameters ``p`` (``g1, g2, l1, l2,
    s``) for corners ``flat`` (``4N×2`` px) of markers of sides ``size``
    (``N``): each corner's offset from the image of its marker's fitted square.

    Session 34 (docs/benchmarks-history.md): the same floats as the plain form (``t[..., 0] + 1j *
    t[..., 1]``, ``z.mean``, ``np.angle``, ``np.stack`` of the real and imaginary parts,
    :func:`_matrix` as a matrix product) with less overhead, ~×0.75 of a fit
    (``tests/vision/test_table_plane_same.py`` compares the two)."""
    m = _matrix(p)
    z = _as_complex(_apply(m, flat).reshape(-1, 4, 2))
    mid = z.sum(axis=1, keepdims=True) * 0.25  # z.mean: the sum times 1/4, exactly
    c = (_SQUARE_CONJ * (z - mid)).sum(axis=1)
    turn = np.arctan2(c.imag, c.real)
    sq = mid + p[4] * size[:, None] * np.exp(1j * turn)[:, None] * _SQUARE[None]
    back = _apply(np.linalg.inv(m), _as_points(sq))
    return (back - flat).ravel()


def fit_plane(quads: np.ndarray, sizes: np.ndarray | None = None) -> TablePlane | None:
    """The table plane from markers' corners (``N×4×2`` px, ArUco order; ``sizes``: each
    one's printed side over a card marker's, default 1), or ``None`` with fewer than
    :data:`MIN_MARKERS` or no convergence.

    Image → table map ``[[1, g1, 0], [0, g2, 0], [l1, l2, 1]]`` (an affine part and the
    vanishing line: a rotation and a shift of the table are free) and one marker side
    ``s``: Levenberg–Marquardt on every corner's distance (px) from the image of a square
    of side ``s`` on the table (each marker's turn and centre fitted on the table in closed
    form)."""
    q = np.asarray(quads, np.float64).reshape(-1, 4, 2)
    if len(q) < MIN_MARKERS:
        return None
    size = np.ones(len(q)) if sizes is None else np.asarray(sizes, np.float64)
    d = q - np.roll(q, -1, axis=1)
    px = np.sqrt((d * d).sum(axis=2)).mean(axis=1)
    flat = q.reshape(-1, 2)

    def resid(p: np.ndarray) -> np.ndarray:
        return _residual(p, flat, size)

    p = np.array([0.0, 1.0, 0.0, 0.0, float(np.median(px / size)) / _SCALE])
    r = resid(p)
    cost, lam = float(r @ r), 1e-3
    for _ in range(_ITERS):
        jac = np.empty((len(r), 5))
        for k in range(5):
            jac[:, k] = (resid(p + _STEPS[k]) - r) / 1e-6
        a, g = jac.T @ jac, jac.T @ r
        while lam < 1e6:
            pn = p + np.linalg.solve(a + lam * np.diag(np.diag(a) + 1e-12), -g)
            rn = resid(pn)
            if float(rn @ rn) < cost:
                done = float(rn @ rn) > (1 - _TOL) * cost
                p, r, cost, lam = pn, rn, float(rn @ rn), max(lam / 3, 1e-7)
                break
            lam *= 5
        else:
            break
        if done:
            break
    if not np.isfinite(cost) or p[1] <= 0 or p[4] <= 0:
        return None
    return TablePlane(_matrix(p), np.linalg.inv(_matrix(p)), float(p[4]),
                      float(np.sqrt(cost / len(r)) / float(np.mean(px))))


__all__ = ["TablePlane", "fit_plane", "MIN_MARKERS"]

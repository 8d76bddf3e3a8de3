"""The table plane fitted to every seat marker at once, for the seat zones of a deck without
card markers (:class:`vision.layout.TableLayout` ``joint_plane``).

A seat zone is rectified with its seat marker's homography (image px → seat-frame mm), fitted
to the marker's 4 corners alone. Its perspective part (the table's vanishing line) rests on a
40 mm square: half a pixel of error at its corners becomes a few per cent of scale and shear
100–150 mm away, where the older cards of the pile lie. Measured on the sticker-only
benchmark's frames (720p, seed 5000, 225 frames; truth card outlines mapped into their
zone's seat frame): the zone's scale error is 0.8–1.5 % at the median but reaches 3.0–4.2 %
at the 90th percentile on the typical, dim and harsh presets and 22 % on the tilted one,
and 90 % of the counted cards in zones off by 10 % or more were missed.

All the seat markers lie on the table plane and have the same size, so with three or more
of them in view the plane is fitted to all at once (:func:`plane_seat_maps`):

1. the vanishing line ``l`` (normalised image coordinates ``x' = (x − c) / f``, ``f`` the
   larger image side): after ``x' → x' / (1 + l·x')`` every marker must be an affine image
   of the same square, so all have the same area and each is a parallelogram
   (:func:`vanishing_line`: Gauss–Newton on the log areas' spread and the corners'
   parallelogram defects, two unknowns);
2. the common affine part (the table's metric: ``G = A Aᵀ``, mean of the markers' own
   affine fits weighted by their area in px);
3. each seat's rotation and place from its own corners under that metric (polar factor).

A marker that does not fit the others (a corner off by more than :data:`OUTLIER_SHARE` of
its side under the joint model: a hand over it) is left out of steps 1–2 and keeps its own
homography (:func:`plane_seat_maps` omits it). The layout takes the joint fit only for the
zones it moves by more than :data:`vision.layout.PLANE_GATE_MM`. Measured on the same
frames, share of the cards in zones off scale by more than 5 % (own homography → the
layout's zones): typical 6.2 → 0 %, dim 6.2 → 0.8 %, harsh 3.4 → 0.5 %, busy 4.6 → 3.0 %,
clean 0 → 0 %, tilted 29.8 → 23.3 % (by more than 10 %: 24.5 → 6.5 %; the far markers'
blur biases their areas, and with the true vanishing line the tilted zones would be off by
1.7 % at the 90th percentile). Identified (docs/benchmarks-history.md): 720p 59.22 → 59.82 %,
0 wrong. Cost ~0.7 ms a frame (one core).

Units: image px; seat-frame mm (marker centre at the origin, y toward the marker's top).
"""
from __future__ import annotations

import math
from typing import Mapping

import cv2
import numpy as np

from .card_bands import ZONE_X_MM, ZONE_Y_MM

#: Fewest seat markers for a joint fit (with two, the areas only fix the vanishing line
#: along the line through them; measured with every zone replaced, 720p: from two
#: markers 59.77 %, from three 59.97 % identified).
MIN_MARKERS = 3
#: A marker whose corners lie further than this share of its side from the joint model's
#: square is an outlier (measured, largest corner distance over the side: clean ≤ 0.004,
#: typical ≤ 0.006, harsh ≤ 0.013; dim up to 0.045 and tilted up to 0.048 at the 99th
#: percentile (noise, far-side blur); a marker half under a hand 0.058; 0.03 as the limit
#: also refused good dim markers, 59.52 against 59.92 % identified).
OUTLIER_SHARE = 0.05
#: Gauss–Newton iterations of :func:`vanishing_line` at most (it stops when a step is
#: under 1e-9: after 4–7 on the benchmark's frames).
ITERATIONS = 20

_NEXT = np.array([1, 2, 3, 0])
_PREV = np.array([3, 0, 1, 2])


def marker_square(marker_mm: float) -> np.ndarray:
    """A seat marker's corners in its seat frame, mm (4×2; ArUco order TL, TR, BR, BL, y up)."""
    h = marker_mm / 2
    return np.array([[-h, h], [h, h], [h, -h], [-h, -h]], np.float64)


def _project(x: np.ndarray, ls: np.ndarray) -> np.ndarray:
    """``x`` (``n×4×2``) through ``x → x / (1 + l·x)`` for each of ``ls`` (``k×2``):
    ``k×n×4×2``."""
    w = 1.0 + np.einsum("ncd,kd->knc", x, ls)
    return x[None] / w[..., None]


def _residuals(x: np.ndarray, ls: np.ndarray) -> np.ndarray:
    """``k×(3n)`` residuals of :func:`vanishing_line` for each ``l`` of ``ls``: the log
    areas about their mean, and each marker's parallelogram defect over its mean side."""
    u = _project(x, ls)
    nx = u[:, :, _NEXT]
    area = 0.5 * np.abs((u[..., 0] * nx[..., 1] - u[..., 1] * nx[..., 0]).sum(axis=2))
    la = np.log(np.maximum(area, 1e-300))
    la -= la.mean(axis=1, keepdims=True)
    side = np.hypot(*(u - u[:, :, _PREV]).transpose(3, 0, 1, 2)).mean(axis=2)
    d = (u[:, :, 0] + u[:, :, 2] - u[:, :, 1] - u[:, :, 3]) / side[..., None]
    return np.concatenate([la, d.reshape(len(ls), -1)], axis=1)


def vanishing_line(x: np.ndarray) -> np.ndarray:
    """The vanishing line ``l`` (2,) that makes the markers ``x`` (``n×4×2``, normalised
    image coordinates) equal-area parallelograms after ``x → x / (1 + l·x)`` (least
    squares, Gauss–Newton from ``l = 0`` with a forward-difference Jacobian)."""
    l = np.zeros(2)
    eps = 1e-6
    for _ in range(ITERATIONS):
        r = _residuals(x, np.stack([l, l + (eps, 0.0), l + (0.0, eps)]))
        jac = ((r[1:] - r[0]) / eps).T
        step = np.linalg.lstsq(jac, -r[0], rcond=None)[0]
        l = l + step
        if float(np.abs(step).max()) < 1e-9:
            break
    return l


def _sqrtm(g: np.ndarray) -> np.ndarray:
    w, v = np.linalg.eigh(g)
    return v @ np.diag(np.sqrt(np.maximum(w, 1e-300))) @ v.T


_PINV: dict = {}


def _pinv_square(square: np.ndarray) -> np.ndarray:
    """The pseudo-inverse (3×4) of ``[square 1]``: each marker's least-squares affine fit."""
    key = float(square[1, 0])
    if key not in _PINV:
        _PINV[key] = np.linalg.pinv(np.hstack([square, np.ones((4, 1))]))
    return _PINV[key]


def _fit(x: np.ndarray, areas: np.ndarray, square: np.ndarray, use: np.ndarray):
    """``(l, maps, misfit)`` for markers ``x`` (``n×4×2`` normalised) fitted on the markers
    ``use`` (bool ``n``): ``maps`` ``n×3×3`` normalised image → seat mm, ``misfit`` each
    marker's largest corner distance from its square under its map, share of the side."""
    l = vanishing_line(x[use])
    u = _project(x, l[None])[0]                              # n×4×2
    sol = np.einsum("ij,njd->nid", _pinv_square(square), u)  # n×3×2: u = [q 1] @ sol
    b = sol[:, :2].transpose(0, 2, 1)                        # n×2×2: u ≈ B q + t
    w = areas[use] / areas[use].sum()
    g = np.einsum("n,nij,nkj->ik", w, b[use], b[use])
    gh = _sqrtm(g)
    ghi = np.linalg.inv(gh)
    uu, _, vt = np.linalg.svd(np.einsum("ij,njk->nik", ghi, b))
    b = np.einsum("ij,njk->nik", gh, uu @ vt)  # orthogonal polar factor: keeps handedness
    t = u.mean(axis=1) - np.einsum("nij,j->ni", b, square.mean(axis=0))
    bi = np.linalg.inv(b)
    maps = np.zeros((len(x), 3, 3))
    maps[:, :2, :2] = bi
    maps[:, :2, 2] = -np.einsum("nij,nj->ni", bi, t)
    maps[:, 2, 2] = 1.0
    proj = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [l[0], l[1], 1.0]])
    maps = maps @ proj
    q = np.einsum("nij,ncj->nci", bi, u - t[:, None])
    misfit = np.abs(q - square).max(axis=(1, 2)) / (2 * abs(square[0, 0]))
    return l, maps, misfit


def plane_seat_maps(corners: Mapping[int, np.ndarray], marker_mm: float,
                    size: tuple[int, int]) -> dict[int, np.ndarray]:
    """Each seat's homography (3×3, image px → seat-frame mm) from the table plane fitted
    to all its seat markers (module docstring). ``corners``: seat → the marker's 4×2
    corners, image px (ArUco order); ``marker_mm``: the markers' side; ``size``: the
    image's ``(width, height)`` px. Returns ``{}`` with fewer than :data:`MIN_MARKERS`
    markers; outlier markers (:data:`OUTLIER_SHARE`) are left out of the result."""
    seats = sorted(corners)
    if len(seats) < MIN_MARKERS:
        return {}
    f = float(max(size))
    c = np.array([size[0] / 2.0, size[1] / 2.0])
    px = np.stack([np.asarray(corners[s], np.float64).reshape(4, 2) for s in seats])
    x = (px - c) / f
    nx = px[:, _NEXT]
    areas = 0.5 * np.abs((px[..., 0] * nx[..., 1] - px[..., 1] * nx[..., 0]).sum(axis=1))
    square = marker_square(marker_mm)
    use = np.ones(len(seats), bool)
    _, maps, misfit = _fit(x, areas, square, use)
    for _ in range(2):  # leave the outliers out, twice at most, two markers at least
        keep = use & (misfit <= OUTLIER_SHARE)
        if keep.sum() == use.sum() or keep.sum() < 2:
            break
        use = keep
        _, maps, misfit = _fit(x, areas, square, use)
    norm = np.array([[1 / f, 0.0, -c[0] / f], [0.0, 1 / f, -c[1] / f], [0.0, 0.0, 1.0]])
    out = {}
    for k, s in enumerate(seats):
        if not use[k] or not math.isfinite(float(maps[k].sum())):
            continue
        h = maps[k] @ norm
        out[s] = h / h[2, 2]
    return out


#: Seat-frame points (mm) where two homographies of a seat are compared: a 3 × 3 grid over
#: the sticker reader's rectified zone window (:data:`vision.card_bands.ZONE_X_MM` ×
#: :data:`~vision.card_bands.ZONE_Y_MM`).
WINDOW_GRID_MM = np.array([[x, y] for x in (ZONE_X_MM[0], sum(ZONE_X_MM) / 2, ZONE_X_MM[1])
                           for y in (ZONE_Y_MM[0], sum(ZONE_Y_MM) / 2, ZONE_Y_MM[1])],
                          np.float64)


def window_moved_mm(h_from: np.ndarray, h_to: np.ndarray) -> float:
    """How far apart (mm, the largest of :data:`WINDOW_GRID_MM`) two homographies image
    px → seat mm (3×3 each) put the zone window: its points mapped to the image by
    ``h_from`` and back by ``h_to``."""
    img = cv2.perspectiveTransform(WINDOW_GRID_MM.reshape(-1, 1, 2), np.linalg.inv(h_from))
    back = cv2.perspectiveTransform(img, h_to).reshape(-1, 2)
    return float(np.hypot(*(back - WINDOW_GRID_MM).T).max())


__all__ = ["plane_seat_maps", "vanishing_line", "marker_square", "window_moved_mm",
           "MIN_MARKERS", "OUTLIER_SHARE", "WINDOW_GRID_MM"]

"""Glare pass: card markers under a hot spot or sleeve glare that neither the main pass
nor the local-contrast pass (:mod:`vision.contrast_pass`) reads (used by
:class:`vision.marker_reader.MarkerReader` on frames with glare, :func:`has_glare`).

Glare washes a marker toward white, ``I' = I (1 − a) + 255 a`` with ``a`` smooth over the
marker, so its black cells are lifted to 150–230 grey levels where the spot is while the
rest stays dark: ArUco's one Otsu threshold per marker misreads the cells, and often the
main pass's adaptive threshold (constant 7) loses the lifted border, so no quad is found.

* :func:`read_glare` scans the frame once more with ArUco3, a 5 px window and constant 3
  (:func:`glare_parameters`), for markers of the frame's marker size; its rejected quads
  go through the local-contrast pass, and the quads still unread (with the main pass's)
  to :func:`lit_quads`.
* :func:`~vision.lit_model.lit_decode` reads a quad's cells with an illumination model
  (:mod:`vision.lit_model`): for every id and rotation, a quadratic black surface through
  the cells that id says are black (the border and its black bits) and a white one
  through its white cells and the quiet zone just outside the border; every border and
  data cell must lie clearly on its own side of the mid-level between the two surfaces
  and no other id may come near. A quad it does not read is decoded under the glare model
  (:func:`glare_decode`, :func:`~vision.lit_model.glare_scores_many`; session 40).

Measured (docs/benchmarks-history.md, "Vision", marker deck): 720p seed 1000 98.60 → 98.75 %
(harsh 96.39 → 97.29 %), 0 wrong, 0 phantom; ~+17 % of a harsh frame's time.

Inputs: ``H×W uint8`` gray images, corners ``4×2`` px in ArUco order.
"""
from __future__ import annotations

import cv2
import numpy as np

from .lit_model import IDS_H, LIT_MIN_SPAN, N, ROTS_H, cell_grid, glare_scores_many, lit_decode
from .near_model import MODEL_GLARE_MAX_OTHER, MODEL_GLARE_MIN_CLEAR
from .marker_checks import (mean_side, perimeter_rates, plausible_quads, plausible_shape,
                            printed_on_label)

#: :func:`_marker_like`: least grey std of a quad's 16 data cells (a cloth's checks are
#: plain inside) and least quiet-zone-over-border difference (grey levels).
LIT_MIN_STD = 12.0


def _marker_like(img: np.ndarray, quads: np.ndarray) -> np.ndarray:
    """Cheap test of ``N×4×2`` quads (px of ``img``) before
    :func:`~vision.lit_model.lit_decode`: the data cells not plain (grey std at least
    :data:`LIT_MIN_STD`, sampled at each cell's middle) and the quiet-zone ring at least
    :data:`~vision.lit_model.LIT_MIN_SPAN` lighter than the border (medians). Returns
    ``N`` bools."""
    n = N
    c = (np.arange(n) + 0.5)
    gx, gy = np.meshgrid(c, c)
    t = (np.arange(4 * n) + 0.5) / 4
    ring = np.concatenate([np.stack([t, np.full_like(t, -0.3)], -1),
                           np.stack([t, np.full_like(t, n + 0.3)], -1),
                           np.stack([np.full_like(t, -0.3), t], -1),
                           np.stack([np.full_like(t, n + 0.3), t], -1)])
    uv = np.vstack([np.stack([gx.ravel(), gy.ravel()], -1), ring]) / n
    u, v_ = uv[:, 0], uv[:, 1]
    # bilinear map of the unit square onto each quad (a cheap stand-in for its homography)
    wts = np.stack([(1 - u) * (1 - v_), u * (1 - v_), u * v_, (1 - u) * v_], -1)  # S×4
    p = wts @ quads  # N×S×2
    h, w = img.shape[:2]
    x = np.clip(p[..., 0] + 0.5, 0, w - 1).astype(np.intp)
    y = np.clip(p[..., 1] + 0.5, 0, h - 1).astype(np.intp)
    v = img[y, x].astype(np.float32)
    cells = v[:, :n * n].reshape(-1, n, n)
    data = cells[:, 1:-1, 1:-1].reshape(len(quads), -1)
    border = np.concatenate([cells[:, 0], cells[:, -1], cells[:, 1:-1, 0], cells[:, 1:-1, -1]],
                            axis=1)
    ring = v[:, n * n:]
    mid_r, mid_b = ring.shape[1] // 2, border.shape[1] // 2
    return (data.std(axis=1) >= LIT_MIN_STD) & (
        np.partition(ring, mid_r, axis=1)[:, mid_r]
        - np.partition(border, mid_b, axis=1)[:, mid_b] >= LIT_MIN_SPAN)


def lit_quads(img: np.ndarray, quads: np.ndarray, side: float, card_ids, taken_c: list,
              taken_s: list) -> list[tuple[int, np.ndarray]]:
    """Quads (``N×4×2`` px of ``img``) read by :func:`~vision.lit_model.lit_decode` (or,
    where it reads none, :func:`glare_decode`) as one of ``card_ids``: only plausible ones (:func:`~vision.marker_checks.plausible_quads`)
    of 0.6–1.6 ``side`` px, away from the markers (and quads) taken (``taken_c``,
    ``taken_s``: centres and sides px; extended in place). Returns ``(id, 4×2 corners,
    the marker's own top-left first)``."""
    new: list[tuple[int, np.ndarray]] = []
    if len(quads) == 0:
        return new
    ok, mean = plausible_quads(quads)
    ok &= (mean >= 0.6 * side) & (mean <= 1.6 * side)
    if ok.any():
        ok[ok] = _marker_like(img, quads[ok])
    for q, s in zip(quads[ok], mean[ok]):
        centre = q.mean(axis=0)
        if taken_c and bool(np.any(np.hypot(*(np.asarray(taken_c) - centre).T)
                                   < np.maximum(taken_s, s))):
            continue
        got = lit_decode(img, q, card_ids)
        if got is None:
            got = glare_decode(img, q, card_ids)
        if got is None:
            continue
        new.append((got[0], np.roll(q, got[1], axis=0)))
        taken_c.append(centre)
        taken_s.append(float(s))
    return new


def glare_decode(img: np.ndarray, quad: np.ndarray, card_ids) -> tuple[int, int] | None:
    """The id of the marker in ``quad`` (4×2 px of ``img``, ``H×W uint8``, ArUco order)
    under the glare model (:func:`~vision.lit_model.glare_scores_many`: black cells lifted
    toward white, clipped cells unknown), ids of ``card_ids``: ``(id, rotation)``
    (``np.roll(quad, rotation, axis=0)`` puts the marker's own top-left first) when the
    best clears every cell by the near-model pass's
    :data:`~vision.near_model.MODEL_GLARE_MIN_CLEAR` and no other id at any rotation
    reaches :data:`~vision.near_model.MODEL_GLARE_MAX_OTHER`, else ``None``. For the
    quads :func:`~vision.lit_model.lit_decode` does not read (:func:`lit_quads`): held-out
    720p harsh frames, markers a hot spot lifts past two quadratic surfaces (150000 frames
    106, 124, 202; 210000 frame 142; session 40, docs/benchmarks-history.md, "vis40")."""
    rows = np.flatnonzero(np.isin(IDS_H, list(card_ids)))
    if not len(rows):
        return None
    s = glare_scores_many(cell_grid(img, quad).ravel()[None], rows)[0][0]
    best = int(np.argmax(s))
    others = s[IDS_H[rows] != IDS_H[rows[best]]]
    if s[best] < MODEL_GLARE_MIN_CLEAR or (len(others) and others.max() > MODEL_GLARE_MAX_OTHER):
        return None
    return int(IDS_H[rows[best]]), int(ROTS_H[rows[best]])


#: Glare scan (:func:`read_glare`): adaptive-threshold window (px) and constant (grey
#: levels), and the marker sides it looks for, as shares of the frame's marker side.
GLARE_WINDOW_PX = 5
GLARE_THRESH_CONSTANT = 3.0
GLARE_SIDES = (0.7, 1.5)


#: ArUco3's smallest marker side in its binarized search image (px) for the glare scan:
#: 16 px let a gingham cloth's checks through (~560 rejected quads and ~13 ms a harsh
#: frame at 720p), 24 px ~8 and ~3.4 ms, reading the same glare markers.
GLARE_CANONICAL_PX = 24


def glare_parameters(base: "cv2.aruco.DetectorParameters") -> "cv2.aruco.DetectorParameters":
    """``base`` with the glare scan's one threshold window :data:`GLARE_WINDOW_PX` and
    constant :data:`GLARE_THRESH_CONSTANT` (a hot spot lifts a marker's border toward its
    white label: the main pass's constant 7 loses it), searched with ArUco3
    (:data:`GLARE_CANONICAL_PX`)."""
    base.adaptiveThreshWinSizeMin = base.adaptiveThreshWinSizeMax = GLARE_WINDOW_PX
    base.adaptiveThreshConstant = GLARE_THRESH_CONSTANT
    base.useAruco3Detection = True
    base.minSideLengthCanonicalImg = GLARE_CANONICAL_PX
    base.minMarkerLengthRatioOriginalImg = 0.0
    return base


#: Share of a frame's pixels (sampled every 2nd row and column) clipped white (at least
#: :data:`GLARE_MIN_GREY`) from which it has glare and gets the glare pass: white labels
#: alone clip 0.4–1.8 % (benchmark seed 1000: clean, typical, tilted, busy), a hot spot
#: 1.3–12 % (harsh; 3 in 4 of them over 2 %).
GLARE_MIN_GREY = 250
GLARE_MIN_CLIPPED = 0.02


def has_glare(img: np.ndarray) -> bool:
    """Whether ``img`` (``H×W uint8``) has glare: at least :data:`GLARE_MIN_CLIPPED` of
    its pixels (every 2nd row and column) at :data:`GLARE_MIN_GREY` or more."""
    sub = img[::2, ::2]
    return np.count_nonzero(sub >= GLARE_MIN_GREY) / sub.size >= GLARE_MIN_CLIPPED


#: Lit rejected quads (session 72, acc72): on a frame *without* glare by
#: :func:`has_glare` (under :data:`GLARE_MIN_CLIPPED` clipped), the main pass's rejected
#: quads still go through :func:`lit_quads` (:func:`read_lit_rejected`; no extra scan). A
#: dim hot spot clips little: 4 of 37 harsh frames of held-out 720p 700000 clip 1.3–2.0 %,
#: as many as clean labels (0.5–1.9 %), and 3 of its 8 glare misses lie on them (f112,
#: f214 two); f214's Musician is a main-pass quad that the illumination model reads.
LIT_REJECTED = True


def read_lit_rejected(img: np.ndarray, found: list[tuple[int, np.ndarray]], rejected,
                      card_ids, side: float) -> list[tuple[int, np.ndarray]]:
    """New card markers ``(id, 4×2 corners px of img)`` among the main pass's ``rejected``
    quads (ArUco's, px of ``img``, ``H×W uint8``) read by :func:`lit_quads` (0.6–1.6 ×
    ``side`` px, plausible, marker-like, away from ``found``): the last step of
    :func:`read_glare` without its scan, for frames :func:`has_glare` leaves out
    (:data:`LIT_REJECTED`). Empty when there is no rejected quad."""
    quads = np.asarray(rejected, np.float64).reshape(-1, 4, 2)
    if not len(quads):
        return []
    taken_c, taken_s = _centres_sides(found)
    return lit_quads(img, quads, side, card_ids, taken_c, taken_s)


def _centres_sides(markers: list[tuple[int, np.ndarray]]) -> tuple[list, list]:
    """Centres (px) and mean sides (px) of ``markers`` (``(id, 4×2 corners)``), as lists."""
    if not markers:
        return [], []
    q = np.stack([c for _, c in markers]).astype(np.float64)
    d = q - np.roll(q, -1, axis=1)
    return list(q.mean(axis=1)), list(np.sqrt((d * d).sum(axis=2)).mean(axis=1))


def read_glare(img: np.ndarray, found: list[tuple[int, np.ndarray]], rejected, detector,
               contrast, card_ids, side: float) -> list[tuple[int, np.ndarray]]:
    """New card markers under glare in ``img`` (``H×W uint8``, the main pass's image), as
    ``(id, 4×2 corners px of img)``.

    ArUco ``detector`` (:func:`glare_parameters`) scans ``img`` once more for markers of
    :data:`GLARE_SIDES` × ``side`` (px; the frame's card markers' side); a marker of
    ``card_ids`` it reads away from those ``found`` (``(id, 4×2 corners px)``) that looks
    printed on a label (:func:`~vision.marker_checks.printed_on_label`) is kept. Its
    rejected quads go through ``contrast`` (the local-contrast pass,
    ``contrast(img, quads, markers) -> new``); the quads still unread, with the main
    pass's ``rejected``, are read by :func:`lit_quads`."""
    h, w = img.shape[:2]
    params = detector.getDetectorParameters()
    big = float(max(h, w))
    params.minMarkerPerimeterRate, params.maxMarkerPerimeterRate = perimeter_rates(
        GLARE_SIDES[0] * side, GLARE_SIDES[1] * side, big)
    detector.setDetectorParameters(params)
    corners, ids, rej = detector.detectMarkers(img)
    taken_c, taken_s = _centres_sides(found)
    new: list[tuple[int, np.ndarray]] = []
    for c, i in zip(corners, () if ids is None else ids.ravel()):
        pts = c.reshape(4, 2).astype(np.float64)
        centre, s = pts.mean(axis=0), mean_side(pts)
        if int(i) not in card_ids or not plausible_shape(pts):
            continue
        if taken_c and bool(np.any(np.hypot(*(np.asarray(taken_c) - centre).T)
                                   < np.maximum(taken_s, s))):
            continue
        if not printed_on_label(img, pts, [int(i)])[0]:
            continue
        new.append((int(i), pts))
        taken_c.append(centre)
        taken_s.append(s)
    new += [(i, c) for i, c in contrast(img, rej, found + new) if i in card_ids]
    taken_c, taken_s = _centres_sides(found + new)
    quads = np.concatenate([np.asarray(rej, np.float64).reshape(-1, 4, 2),
                            np.asarray(rejected, np.float64).reshape(-1, 4, 2)])
    return new + lit_quads(img, quads, side, card_ids, taken_c, taken_s)


__all__ = ["read_glare", "read_lit_rejected", "LIT_REJECTED", "lit_quads", "glare_decode", "has_glare", "glare_parameters", "LIT_MIN_STD",
           "GLARE_WINDOW_PX", "GLARE_THRESH_CONSTANT", "GLARE_SIDES",
           "GLARE_CANONICAL_PX", "GLARE_MIN_GREY", "GLARE_MIN_CLIPPED"]

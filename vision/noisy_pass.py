"""Noisy frames: the card markers next to those already read, searched once more on the
frame smoothed (used by :class:`vision.marker_reader.MarkerReader`).

Under sensor noise (a dim room: exposure 0.45, noise 10) the 2 mm white quiet zone of a
marker whose label touches a neighbour label or a dark card edge is 2–3 px wide, and the
noise breaks it: ArUco's 21 px threshold window joins the marker's black border to the
dark beyond, and no quad is found. A 1 px Gaussian before that window keeps the gap white
(docs/benchmarks.md, "Vision", marker deck). Smoothing the whole frame instead costs faint
markers their border (QA's hard frames), and a third full-frame window costs ~+8 ms; so
this pass runs only on noisy frames (:func:`noise_level`) and only round the card markers
read (a card's neighbours in its seat's cascade lie 1.1–2.6 marker sides away).

Inputs: ``H×W uint8`` gray images; corners ``4×2`` px in ArUco order.
"""
from __future__ import annotations

import cv2
import numpy as np

from .marker_checks import plausible_quads, printed_on_label

#: Median absolute difference (grey levels) of horizontally adjacent pixels, every
#: :data:`NOISE_ROW_STEP` th row, from which a frame is noisy. Benchmark frames (achromatic
#: image; seed 1000 at 720p and 1080p scaled to 1280 px, seed 20000: 794 frames): dim 3 on
#: every frame, typical 1, clean, tilted, harsh and busy 0. Gated at 0 (every frame) the
#: pass read 2 more of 2,000 (clean, typical, harsh +1 each, dim the same) for ~+3 ms a
#: frame.
NOISE_MIN_DIFF = 2
NOISE_ROW_STEP = 16
#: Gaussian sigma (px) of the smoothing before the 21 px window (1 px: dim 96.84 → 98.85 %
#: as a full-frame window; 0.6 px read less on QA's frames).
SMOOTH_SIGMA_PX = 1.0
SMOOTH_WINDOW_PX = 21
#: Half-width of the square searched round each card marker read, in its mean sides: a
#: neighbour's marker up to ~2.4 sides away lies whole inside (dim, 348 instances: 2.2 →
#: 342, 2.6 → 343, 3.2 → 344 read; the boxes cover ~a third of a dim frame).
REACH_SIDES = 3.2
#: Quads decoded: mean side between these shares of the smallest and largest card marker
#: read on the frame (as the far pass's size check; 0.75–1.3 read one dim marker fewer of
#: 348 for no time saved; without a limit ~+1 ms a dim frame).
SIZE_TOL = (0.6, 1.6)


def noise_level(img: np.ndarray) -> int:
    """Median absolute difference (grey levels) of horizontally adjacent pixels of ``img``
    (``H×W uint8``) on every :data:`NOISE_ROW_STEP` th row: 0–1 on a clean frame, ~3
    under the dim preset's sensor noise. ~0.1 ms at 1280×720."""
    rows = img[1::NOISE_ROW_STEP]
    d = cv2.absdiff(rows[:, 1:], rows[:, :-1])
    hist = np.bincount(d.ravel(), minlength=256)
    return int(np.searchsorted(np.cumsum(hist), d.size / 2))


def search_boxes(centres: np.ndarray, sides: np.ndarray, shape: tuple[int, int]
                 ) -> list[tuple[int, int, int, int]]:
    """Boxes ``(x0, y0, x1, y1)`` (px, ``shape`` = ``(H, W)``) covering a square of
    half-width :data:`REACH_SIDES` × side round each marker centre (``N×2`` px, ``N``
    sides px); overlapping squares are merged into their bounding box (no pixel scanned
    twice for one seat's cascade)."""
    h, w = shape
    boxes = [[max(0, int(x - r)), max(0, int(y - r)), min(w, int(x + r) + 1),
              min(h, int(y + r) + 1)]
             for (x, y), r in zip(np.asarray(centres), REACH_SIDES * np.asarray(sides))]
    merged = True
    while merged:
        merged = False
        out: list[list[int]] = []
        for b in boxes:
            for o in out:
                if b[0] < o[2] and o[0] < b[2] and b[1] < o[3] and o[1] < b[3]:
                    o[:] = [min(o[0], b[0]), min(o[1], b[1]), max(o[2], b[2]), max(o[3], b[3])]
                    merged = True
                    break
            else:
                out.append(list(b))
        boxes = out
    return [tuple(b) for b in boxes]


def smoothed_scan(img: np.ndarray, boxes, detector, sides: tuple[float, float]
                  ) -> list[tuple[int, np.ndarray]]:
    """ArUco ``detector`` (its own window, :data:`SMOOTH_WINDOW_PX`) on each box of ``img``
    (``H×W uint8``) smoothed by :data:`SMOOTH_SIGMA_PX`: ``(id, 4×2 corners px of img)``.
    Only quads of mean side within ``sides`` (px) are decoded (the detector's perimeter
    rates are set per box). (Painting the markers already read out first saved no time:
    painted white it darkened the quiet zones beside them, 4 of 7 lost.)"""
    out: list[tuple[int, np.ndarray]] = []
    params = detector.getDetectorParameters()
    for x0, y0, x1, y1 in boxes:
        crop = cv2.GaussianBlur(img[y0:y1, x0:x1], (5, 5), SMOOTH_SIGMA_PX)
        big = max(x1 - x0, y1 - y0)
        params.minMarkerPerimeterRate = 4.0 * sides[0] / big
        params.maxMarkerPerimeterRate = 4.0 * sides[1] / big
        detector.setDetectorParameters(params)
        corners, ids, _ = detector.detectMarkers(crop)
        for c, i in zip(corners, () if ids is None else ids.ravel()):
            out.append((int(i), c.reshape(4, 2).astype(np.float64) + (x0, y0)))
    return out


def read_round(img: np.ndarray, found: list[tuple[int, np.ndarray]], detector,
               card_ids: set[int], label_check: bool = True) -> list[tuple[int, np.ndarray]]:
    """Card markers next to those ``found`` (``(id, 4×2 corners px)`` of ``img``, ``H×W
    uint8``, the main pass's image) that the smoothed scan (:func:`smoothed_scan`, in
    :func:`search_boxes` round the card markers, ids in ``card_ids``) reads and the main
    pass did not: ``(id, 4×2 corners px)``. A card id only, not one already found within
    a side, a plausible shape and (``label_check``) printed on a white label
    (:func:`~vision.marker_checks.printed_on_label`), as the main pass's markers."""
    cards = [c for i, c in found if i in card_ids]
    if not cards:
        return []
    centres = np.array([c.mean(axis=0) for c in cards])
    sides = plausible_quads(np.array(cards))[1]
    boxes = search_boxes(centres, sides, img.shape[:2])
    span = (SIZE_TOL[0] * float(sides.min()), SIZE_TOL[1] * float(sides.max()))
    new: list[tuple[int, np.ndarray]] = []
    for i, c in smoothed_scan(img, boxes, detector, span):
        ok, side = plausible_quads(c[None])
        if i not in card_ids or not ok[0]:
            continue
        centre = c.mean(axis=0)
        if any(j == i and np.linalg.norm(d.mean(axis=0) - centre) < side[0]
               for j, d in (*found, *new)):
            continue
        if label_check and not printed_on_label(img, c, [i])[0]:
            continue
        new.append((i, c))
    return new


__all__ = ["noise_level", "search_boxes", "smoothed_scan", "read_round", "NOISE_MIN_DIFF",
           "SMOOTH_WINDOW_PX"]

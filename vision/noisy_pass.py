"""Noisy frames: the card markers next to those already read, searched once more on the
frame smoothed (used by :class:`vision.marker_reader.MarkerReader`).

Under sensor noise (a dim room: exposure 0.45, noise 10) the 2 mm white quiet zone of a
marker whose label touches a neighbour label or a dark card edge is 2–3 px wide, and the
noise breaks it: ArUco's 21 px threshold window joins the marker's black border to the
dark beyond, and no quad is found. A 1 px Gaussian before that window keeps the gap white
(docs/benchmarks-history.md, "Vision", marker deck). Smoothing the whole frame instead costs faint
markers their border (QA's hard frames), and a third full-frame window costs ~+8 ms; so
this pass runs only on noisy frames (:func:`noise_level`) and only round the card markers
read (a card's neighbours in its seat's cascade lie 1.1–2.6 marker sides away).

On a frame of slight noise (level 1: the typical preset) a clean 26–30 px marker whose
label touches a neighbour's loses its quiet zone alike (ArUco finds no quad). There the
same scan with a 3 px window and threshold constant 5 (:data:`TOUCH_WINDOW_PX`) reads
them, but only on frames where two card markers read lie within :data:`TOUCH_SIDES` of
each other (:func:`touching_labels`): a third of the typical frames, so the median
typical frame pays only the check (a gated frame ~+2.8 ms).

A frame wider than 1280 px is read at 1280 px (:class:`vision.marker_reader.MarkerReader`
``scale``); the ``INTER_AREA`` downscale of a 1080p frame softens a 2–3 px quiet zone that
a 720p camera's own frame keeps. On such a frame, when it is at least slightly noisy,
squares round the near pass's zones beside the card markers read are scanned once more on
the full-resolution frame (:func:`read_round_full`, :data:`FULL_WINDOWS_PX`,
:data:`FULL_ZONE_REACH`).

Inputs: ``H×W uint8`` gray images; corners ``4×2`` px in ArUco order.
"""
from __future__ import annotations

import cv2
import numpy as np

from .marker_checks import new_marker, perimeter_rates, plausible_quads

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
#: Noise level (:func:`noise_level`) from which a frame gets the touching-label scan
#: (typical frames 1, clean/tilted/harsh/busy 0; dim frames, 3, get the noisy scan).
TOUCH_MIN_DIFF = 1
#: The touching-label scan's one threshold window (px) and constant (grey levels) on the
#: smoothed squares: on every typical frame it read 6 of the 7 typical misses (seed 1000,
#: 720p; the 21 px window or constant 7 fewer; unsmoothed 1), +2 ms a typical frame.
TOUCH_WINDOW_PX = 3
TOUCH_THRESH_CONSTANT = 5
#: Two card markers read whose centres lie closer than this many (mean) sides have
#: touching labels: 13 of 42 typical frames (seed 1000, 720p; 14 of 42 on seed 20000), 5
#: of the 7 frames with a touching-label miss; the scan gated so: 4 of the 7 read (seed
#: 20000: 2), typical frames +0.86 ms mean, ratio median 1.02 (~+2.8 ms a gated frame).
#: 1.3 lost one miss on each seed; 1.45 read the same for ~0.1 ms more.
TOUCH_SIDES = 1.4
#: Half-width of the touching-label scan's squares, in sides: 2.8 reads the same as 3.2
#: (seed 1000 and 20000, 720p) on ~20 % less area (2.6: one of seed 1000's four lost).
TOUCH_REACH_SIDES = 2.8
#: On a frame the marker reader scaled down for its main pass (wider than 1280 px: 1080p)
#: with a noise level of at least :data:`FULL_MIN_NOISE` (typical and dim frames), the
#: squares round the near pass's zones (:data:`FULL_ZONE_REACH`; with the near pass off,
#: round the card markers read, :data:`REACH_SIDES`) are scanned once more on the
#: full-resolution frame, unsmoothed, with these windows (px of that frame;
#: :func:`read_round_full`): 4 typical markers of 1080p seed 1000 that the 720p frame's
#: main pass reads lose their quiet zone in the downscale (no quad, or a quad whose cells
#: misread); the 3 and 5 px windows on the full frame read them (3 alone 3, 5 alone 3).
#: Every frame instead of the gated ones: the same 4, ×1.17 of the CPU against ×1.10.
FULL_WINDOWS_PX = (3, 5)
FULL_MIN_NOISE = TOUCH_MIN_DIFF
#: The full-resolution scan covers squares of this half-width (in the zone's marker sides)
#: round the near pass's zones (:func:`vision.near_pass.zone_axes` with the near-model
#: pass's least label white: beside a card marker read, none read there) instead of the
#: squares of :data:`REACH_SIDES` round every card marker read: on the typical and dim
#: 1080p frames of seeds 1000, 70000 and 90000 (239 frames) every card named as before, in
#: ~0.5–0.75 of the area, the scan's CPU ×0.68 (typical) and ×0.83 (dim). 2.0 (half the
#: CPU) lost a card no counted marker shows (90000 frame 181, 98 % of its marker in view,
#: 2.4 sides from the nearest zone's centre); session 30, docs/benchmarks-history.md.
FULL_ZONE_REACH = 3.0
#: :data:`FULL_ZONE_REACH` on a noisy frame (noise level :data:`NOISE_MIN_DIFF` and up,
#: dim): the same readings as every square round the card markers on the dim frames of the
#: three seeds above (one card read by the full scan there, 70000 frame 105, 1.2 sides
#: from its zone's centre), the scan's CPU ×0.59 of 3 sides' (session 30).
FULL_NOISY_ZONE_REACH = 2.0


def noise_level(img: np.ndarray) -> int:
    """Median absolute difference (grey levels) of horizontally adjacent pixels of ``img``
    (``H×W uint8``) on every :data:`NOISE_ROW_STEP` th row: 0–1 on a clean frame, ~3
    under the dim preset's sensor noise. ~0.1 ms at 1280×720."""
    rows = img[1::NOISE_ROW_STEP]
    d = cv2.absdiff(rows[:, 1:], rows[:, :-1])
    hist = cv2.calcHist([d], [0], None, [256], [0, 256]).ravel().astype(np.int64)  # exact counts
    return int(np.searchsorted(np.cumsum(hist), d.size / 2))


def touching_labels(found: list[tuple[int, np.ndarray]], card_ids: set[int]) -> bool:
    """Whether two card markers of ``found`` (``(id, 4×2 corners px)``; ids in
    ``card_ids``) have centres closer than :data:`TOUCH_SIDES` × the first one's mean side
    (px): labels that touch."""
    quads = np.array([c for i, c in found if i in card_ids])
    if len(quads) < 2:
        return False
    centres = quads.mean(axis=1)
    sides = plausible_quads(quads)[1]
    d = np.linalg.norm(centres[:, None] - centres[None], axis=2) / sides[:, None]
    np.fill_diagonal(d, np.inf)
    return bool((d < TOUCH_SIDES).any())


def search_boxes(centres: np.ndarray, sides: np.ndarray, shape: tuple[int, int],
                 reach: float = REACH_SIDES) -> list[tuple[int, int, int, int]]:
    """Boxes ``(x0, y0, x1, y1)`` (px, ``shape`` = ``(H, W)``) covering a square of
    half-width ``reach`` × side round each marker centre (``N×2`` px, ``N``
    sides px); overlapping squares are merged into their bounding box (no pixel scanned
    twice for one seat's cascade)."""
    h, w = shape
    boxes = [[max(0, int(x - r)), max(0, int(y - r)), min(w, int(x + r) + 1),
              min(h, int(y + r) + 1)]
             for (x, y), r in zip(np.asarray(centres), reach * np.asarray(sides))]
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


def smoothed_scan(img: np.ndarray, boxes, detector, sides: tuple[float, float],
                  sigma: float = SMOOTH_SIGMA_PX) -> list[tuple[int, np.ndarray]]:
    """ArUco ``detector`` (its own window, :data:`SMOOTH_WINDOW_PX`) on each box of ``img``
    (``H×W uint8``) smoothed by ``sigma`` px (``0``: not smoothed): ``(id, 4×2 corners px
    of img)``.
    Only quads of mean side within ``sides`` (px) are decoded (the detector's perimeter
    rates are set per box). (Painting the markers already read out first saved no time:
    painted white it darkened the quiet zones beside them, 4 of 7 lost.)"""
    out: list[tuple[int, np.ndarray]] = []
    params = detector.getDetectorParameters()
    for x0, y0, x1, y1 in boxes:
        crop = img[y0:y1, x0:x1]
        if sigma > 0:
            crop = cv2.GaussianBlur(crop, (5, 5), sigma)
        big = max(x1 - x0, y1 - y0)
        params.minMarkerPerimeterRate, params.maxMarkerPerimeterRate = perimeter_rates(
            sides[0], sides[1], big)
        detector.setDetectorParameters(params)
        corners, ids, _ = detector.detectMarkers(crop)
        for c, i in zip(corners, () if ids is None else ids.ravel()):
            out.append((int(i), c.reshape(4, 2).astype(np.float64) + (x0, y0)))
    return out


def read_round(img: np.ndarray, found: list[tuple[int, np.ndarray]], detector,
               card_ids: set[int], label_check: bool = True, reach: float = REACH_SIDES
               ) -> list[tuple[int, np.ndarray]]:
    """Card markers next to those ``found`` (``(id, 4×2 corners px)`` of ``img``, ``H×W
    uint8``, the main pass's image) that the smoothed scan (:func:`smoothed_scan`, in
    :func:`search_boxes` of half-width ``reach`` sides round the card markers, ids in
    ``card_ids``) reads and the main
    pass did not: ``(id, 4×2 corners px)``. A card id only, not one already found within
    a side, a plausible shape and (``label_check``) printed on a white label
    (:func:`~vision.marker_checks.printed_on_label`), as the main pass's markers."""
    cards = [c for i, c in found if i in card_ids]
    if not cards:
        return []
    quads = np.array(cards)
    centres = quads.mean(axis=1)
    sides = plausible_quads(quads)[1]
    boxes = search_boxes(centres, sides, img.shape[:2], reach)
    span = (SIZE_TOL[0] * float(sides.min()), SIZE_TOL[1] * float(sides.max()))
    return _kept(img, found, smoothed_scan(img, boxes, detector, span), card_ids, label_check)


def read_round_full(full: np.ndarray, img: np.ndarray, found: list[tuple[int, np.ndarray]],
                    detector, card_ids: set[int], label_check: bool = True,
                    reach: float = REACH_SIDES, zones=None,
                    zone_reach: float = FULL_ZONE_REACH) -> list[tuple[int, np.ndarray]]:
    """:func:`read_round` on the full-resolution frame: ``img`` (``H×W uint8``) is the main
    pass's image, scaled down from ``full`` (``h×w uint8``; px centres map as
    ``(p + 0.5) × w / W − 0.5``), ``found`` its markers (px of ``img``). Squares are
    scanned on ``full``, not smoothed, by ``detector`` (windows :data:`FULL_WINDOWS_PX`):
    of half-width ``reach`` sides round each card marker, or with ``zones``
    (:func:`vision.near_pass.zone_axes`' tuples, px of ``img``; empty: nothing scanned)
    of ``zone_reach`` sides round each zone's centre (its own, ``z[5]``, not its crop
    box's, which :data:`vision.near_pass.NEAR_SHIFT` moves). The markers kept are
    checked as :func:`read_round`'s, on ``img``. Returns ``(id, 4×2 corners px of
    img)``."""
    cards = [c for i, c in found if i in card_ids]
    if not cards:
        return []
    f = np.array([full.shape[1] / img.shape[1], full.shape[0] / img.shape[0]])
    quads = (np.array(cards) + 0.5) * f - 0.5
    sides = plausible_quads(quads)[1]
    if zones is None:
        boxes = search_boxes(quads.mean(axis=1), sides, full.shape[:2], reach)
    elif not zones:
        return []
    else:
        # the zone's own centre (not its crop box's: near_pass.NEAR_SHIFT moves the box)
        centres = np.array([z[5] for z in zones], np.float64).reshape(-1, 2)
        zone_sides = np.array([z[4] for z in zones]) * f.mean()
        boxes = search_boxes((centres + 0.5) * f - 0.5, zone_sides, full.shape[:2],
                             zone_reach)
    span = (SIZE_TOL[0] * float(sides.min()), SIZE_TOL[1] * float(sides.max()))
    dets = [(i, (c + 0.5) / f - 0.5) for i, c in smoothed_scan(full, boxes, detector, span, 0)]
    return _kept(img, found, dets, card_ids, label_check)


def _kept(img: np.ndarray, found: list[tuple[int, np.ndarray]],
          dets: list[tuple[int, np.ndarray]], card_ids: set[int], label_check: bool
          ) -> list[tuple[int, np.ndarray]]:
    """The scans' detections ``dets`` (``(id, 4×2 corners px of img)``) that are new card
    markers: ids in ``card_ids``, a plausible shape, none of that id within a side among
    ``found`` or those kept before, and (``label_check``) printed on a white label of
    ``img`` (:func:`~vision.marker_checks.new_marker`)."""
    new: list[tuple[int, np.ndarray]] = []
    if not dets:
        return new
    # every detection's shape and side at once (the same arithmetic as one by one)
    oks, dsides = plausible_quads(np.array([c for _, c in dets]))
    near: dict[int, list[np.ndarray]] = {}  # id -> centres of the markers of that id
    for (i, c), ok, side in zip(dets, oks, dsides):
        if i not in card_ids or not ok:
            continue
        if new_marker(img, found, near, i, c, side, label_check):
            new.append((i, c))
    return new


__all__ = ["noise_level", "touching_labels", "search_boxes", "smoothed_scan", "read_round",
           "read_round_full", "FULL_WINDOWS_PX", "FULL_MIN_NOISE", "FULL_ZONE_REACH",
           "FULL_NOISY_ZONE_REACH",
           "NOISE_MIN_DIFF", "SMOOTH_WINDOW_PX", "TOUCH_MIN_DIFF", "TOUCH_WINDOW_PX",
           "TOUCH_THRESH_CONSTANT", "TOUCH_REACH_SIDES"]

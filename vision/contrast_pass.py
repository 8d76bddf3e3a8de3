"""Local-contrast pass: ArUco's rejected candidates decoded again after a local contrast
stretch (used by :class:`vision.marker_reader.MarkerReader` on the main pass's and the
far-side scans' candidates).

A hot spot or sleeve glare adds light across a marker: its black cells turn into a
grey-to-white gradient and ArUco's per-marker Otsu threshold misreads them, although the
quad is found. Each plausible candidate is cropped, stretched between its local grey
minimum and maximum (:func:`stretch`) and decoded by ArUco again (its own error-checked
ids). Harsh 94.3 → 96.1 % (docs/benchmarks.md, "Vision", marker deck); about 1–8 crops a
frame (a gingham cloth's hundreds of plain squares are skipped); ~1 ms.

Inputs: ``H×W uint8`` gray images; corners ``4×2`` px in ArUco order.
"""
from __future__ import annotations

import cv2
import numpy as np

from .marker_checks import mean_side, plausible_quads

#: Largest candidate side (px of the detection image) the local-contrast pass decodes again.
CONTRAST_MAX_SIDE_PX = 90.0
#: Half-width of the square around a candidate's centre whose grey spread is checked, as a
#: share of its side (inside the 4×4 data cells), and the least spread (grey levels, std)
#: decoded again: a cloth's squares are plain inside, a marker's cells are not.
CONTRAST_INNER = 0.25
CONTRAST_MIN_STD = 12.0
#: Smallest grey range (max − min) the local-contrast pass stretches to full scale: flatter
#: patches (cloth, plain table) are stretched less, so their noise does not become cells.
CONTRAST_MIN_RANGE = 24.0


def stretch(crop: np.ndarray, side: float) -> np.ndarray:
    """``crop`` (``h×w uint8``) stretched between its local min and max (erosion/dilation
    over ~2 cells of a marker of ``side`` px, box-smoothed over ~1 cell): ``h×w uint8``."""
    k = max(3, int(round(side / 3)) | 1)
    ker = cv2.getStructuringElement(cv2.MORPH_RECT, (k, k))
    b = max(3, int(round(side / 6)) | 1)
    lo = cv2.blur(cv2.erode(crop, ker), (b, b)).astype(np.float32)
    hi = cv2.blur(cv2.dilate(crop, ker), (b, b)).astype(np.float32)
    out = (crop.astype(np.float32) - lo) * (255.0 / np.maximum(hi - lo, CONTRAST_MIN_RANGE))
    return np.clip(out, 0, 255).astype(np.uint8)


def read_rejected(img: np.ndarray, rejected, found: list[tuple[int, np.ndarray]], detector
                  ) -> tuple[list[tuple[int, np.ndarray]], int]:
    """Markers among ArUco's *rejected candidates* (``rejected``: quads it found but could
    not decode, px of ``img``, the ``H×W uint8`` image it ran on) that ArUco ``detector``
    (perimeter rates for a crop 2 sides wide) reads after a local contrast stretch:
    ``(new, crops)``, ``new`` as ``(id, 4×2 corners px of img)``, ``crops`` the number of
    crops decoded.

    Each plausible candidate (:func:`~vision.marker_checks.plausible_quads`, side up to
    :data:`CONTRAST_MAX_SIDE_PX`, not on a marker of ``found`` (``(id, 4×2 corners px)``)
    or a candidate already taken, and not plain inside: grey std at least
    :data:`CONTRAST_MIN_STD` within :data:`CONTRAST_INNER` of a side of its centre) is
    cropped with half a side of margin and stretched between its local minimum and maximum
    (:func:`stretch`: grey erosion and dilation over a third of the side, box-smoothed;
    ``(I − min) / max(max − min, CONTRAST_MIN_RANGE)``); the crop is then decoded by
    ``detector``. A marker found there is kept when its centre lies within a third of a
    side of the candidate's."""
    h, w = img.shape[:2]
    new: list[tuple[int, np.ndarray]] = []
    crops = 0
    if len(rejected) == 0:
        return new, crops
    # the shape and size tests on every candidate at once (a cloth gives hundreds)
    quads = np.asarray(rejected, np.float64).reshape(-1, 4, 2)
    ok, mean = plausible_quads(quads)
    keep = ok & (mean <= CONTRAST_MAX_SIDE_PX)
    done_c = [c.mean(axis=0) for _, c in found]
    done_s = [mean_side(c) for _, c in found]
    for q, side in zip(quads[keep], mean[keep]):
        side = float(side)
        centre = q.mean(axis=0)
        if done_c and bool(np.any(np.hypot(*(np.asarray(done_c) - centre).T)
                                  < np.maximum(done_s, side))):
            continue
        r = max(1, int(side * CONTRAST_INNER))
        cx, cy = int(round(centre[0])), int(round(centre[1]))
        inner = img[max(cy - r, 0):cy + r + 1, max(cx - r, 0):cx + r + 1]
        if inner.size == 0 or float(inner.std()) < CONTRAST_MIN_STD:
            continue
        done_c.append(centre)
        done_s.append(side)
        m = 0.5 * side
        x0, y0 = (q.min(axis=0) - m).astype(int)
        x1, y1 = (q.max(axis=0) + m).astype(int) + 1
        x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, w), min(y1, h)
        crops += 1
        crop = stretch(img[y0:y1, x0:x1], side)
        corners, ids, _ = detector.detectMarkers(crop)
        for c, i in zip(corners, () if ids is None else ids.ravel()):
            pts = c.reshape(4, 2).astype(np.float64) + (x0, y0)
            if np.linalg.norm(pts.mean(axis=0) - centre) < side / 3:
                new.append((int(i), pts))
                break
    return new, crops


__all__ = ["stretch", "read_rejected", "CONTRAST_MAX_SIDE_PX", "CONTRAST_INNER",
           "CONTRAST_MIN_STD", "CONTRAST_MIN_RANGE"]

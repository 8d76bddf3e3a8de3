"""Local-contrast pass: ArUco's rejected candidates decoded again after a local contrast
stretch (used by :class:`vision.marker_reader.MarkerReader` on the main pass's and the
far-side scans' candidates).

A hot spot or sleeve glare adds light across a marker: its black cells turn into a
grey-to-white gradient and ArUco's per-marker Otsu threshold misreads them, although the
quad is found. Each plausible candidate is cropped, stretched between its local grey
minimum and maximum (:func:`stretch`) and decoded by ArUco again (its own error-checked
ids). Harsh 94.3 → 96.1 % (docs/benchmarks-history.md, "Vision", marker deck); about 1–8 crops a
frame (a gingham cloth's hundreds of plain squares are skipped); ~1 ms.

Inputs: ``H×W uint8`` gray images; corners ``4×2`` px in ArUco order.
"""
from __future__ import annotations

import cv2
import numpy as np

from .marker_checks import plausible_quads

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
#: A marker read after the stretch must look printed: its white cells lighter than its black
#: border (:func:`~vision.marker_checks.label_levels`' contrast above this). The stretch can
#: make cells of a card's artwork: held-out 720p seed 230000, tilted frame 98, a dark blob in
#: a set-aside card's artwork read as a 16 px Tommy Gun, contrast −0.10 (white cells darker
#: than the border); the 80 markers this pass read on seed 1000's first 240 frames: 0.21 and
#: up (session 39, held39).
CONTRAST_MIN_PRINTED = 0.0


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


def inner_varied(img: np.ndarray, centres: np.ndarray, sides: np.ndarray) -> np.ndarray:
    """Whether the square round each candidate's centre is not plain: for ``N×2`` centres
    (px of ``img``, ``H×W uint8``) and ``N`` mean sides (px), the grey std of
    ``img[cy − r : cy + r + 1, cx − r : cx + r + 1]`` (``cx``, ``cy`` the centre rounded,
    ``r = max(1, int(side × CONTRAST_INNER))``, clipped to the image) is at least
    :data:`CONTRAST_MIN_STD`: ``N`` bools.

    The windows' sums and sums of squares are gathered at once, one array per ``r``, and
    the test is made exactly on integers (``n·Σx² − (Σx)² ≥ 144·n²``); a window within a
    millionth of the threshold, and a centre outside the image, is measured with
    ``np.std`` itself: the same decisions as ``float(window.std()) < 12`` one window at a
    time (:func:`read_rejected` before, ~25 µs a candidate), in ~1/10 of the time."""
    h, w = img.shape[:2]
    n_q = len(centres)
    out = np.zeros(n_q, bool)
    if n_q == 0:
        return out
    r = np.maximum(1, (sides * CONTRAST_INNER).astype(np.intp))
    cx = np.rint(centres[:, 0]).astype(np.intp)
    cy = np.rint(centres[:, 1]).astype(np.intp)
    inside = (cx >= 0) & (cx < w) & (cy >= 0) & (cy < h)
    s1 = np.zeros(n_q, np.int64)
    s2 = np.zeros(n_q, np.int64)
    cnt = np.zeros(n_q, np.int64)
    flat = img.ravel() if img.flags.c_contiguous else np.ascontiguousarray(img).ravel()
    for rv in np.unique(r[inside]):
        sel = np.flatnonzero(inside & (r == rv))
        off = np.arange(-rv, rv + 1)
        xs = cx[sel, None] + off  # k×(2r+1)
        ys = cy[sel, None] + off
        okx, oky = (xs >= 0) & (xs < w), (ys >= 0) & (ys < h)
        idx = np.clip(ys, 0, h - 1)[:, :, None] * w + np.clip(xs, 0, w - 1)[:, None, :]
        m = oky[:, :, None] & okx[:, None, :]
        v = np.where(m, flat[idx], 0).astype(np.int64).reshape(len(sel), -1)
        s1[sel] = v.sum(axis=1)
        s2[sel] = (v * v).sum(axis=1)
        cnt[sel] = okx.sum(axis=1) * oky.sum(axis=1)
    lim = CONTRAST_MIN_STD * CONTRAST_MIN_STD
    d = (cnt * s2 - s1 * s1).astype(np.float64) - lim * (cnt * cnt).astype(np.float64)
    out = inside & (cnt > 0) & (d >= 0)
    check = ~inside | ((cnt > 0) & (np.abs(d) <= 1e-6 * (cnt * cnt) + 1.0))
    for k in np.flatnonzero(check):
        x, y, rk = int(cx[k]), int(cy[k]), int(r[k])
        inner = img[max(y - rk, 0):y + rk + 1, max(x - rk, 0):x + rk + 1]
        out[k] = inner.size > 0 and float(inner.std()) >= CONTRAST_MIN_STD
    return out


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
    :data:`CONTRAST_MIN_STD` within :data:`CONTRAST_INNER` of a side of its centre,
    :func:`inner_varied`) is cropped with half a side of margin and stretched between its
    local minimum and maximum (:func:`stretch`: grey erosion and dilation over a third of
    the side, box-smoothed; ``(I − min) / max(max − min, CONTRAST_MIN_RANGE)``); the crop
    is then decoded by ``detector``. A marker found there is kept when its centre lies
    within a third of a side of the candidate's. "On a marker" and "already taken": centres
    closer than the larger of the two mean sides. The tests against ``found`` and the
    grey std are made for every candidate at once (a frame gives ~100), then the few left
    are taken in order."""
    h, w = img.shape[:2]
    new: list[tuple[int, np.ndarray]] = []
    crops = 0
    if len(rejected) == 0:
        return new, crops
    # the shape and size tests on every candidate at once (a cloth gives hundreds)
    quads = np.asarray(rejected, np.float64).reshape(-1, 4, 2)
    ok, mean = plausible_quads(quads)
    keep = ok & (mean <= CONTRAST_MAX_SIDE_PX)
    quads, mean = quads[keep], mean[keep]
    if not len(quads):
        return new, crops
    centres = quads.mean(axis=1)
    free = np.ones(len(quads), bool)
    if found:
        fq = np.array([c for _, c in found], np.float64).reshape(-1, 4, 2)
        fc, fs = fq.mean(axis=1), plausible_quads(fq)[1]
        dist = np.hypot(fc[None, :, 0] - centres[:, None, 0], fc[None, :, 1] - centres[:, None, 1])
        free = ~np.any(dist < np.maximum(fs[None, :], mean[:, None]), axis=1)
    idx = np.flatnonzero(free)
    idx = idx[inner_varied(img, centres[idx], mean[idx])]
    done_c: list[np.ndarray] = []
    done_s: list[float] = []
    for k in idx:
        q, side, centre = quads[k], float(mean[k]), centres[k]
        if done_c and bool(np.any(np.hypot(*(np.asarray(done_c) - centre).T)
                                  < np.maximum(done_s, side))):
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


__all__ = ["stretch", "read_rejected", "inner_varied", "CONTRAST_MAX_SIDE_PX", "CONTRAST_INNER",
           "CONTRAST_MIN_STD", "CONTRAST_MIN_RANGE"]

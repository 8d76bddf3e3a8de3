"""Shape analysis for the tactile sticker reader: element records, the classifier of one
connected component (dot, ring, square, cross), row chaining and ordering, and the checks
that keep artwork out (ink, plain ground, completeness). Sizes from ``vision.adaptation``.
Used by :mod:`vision.sticker_reader`; images are ``H×W uint8`` gray, positions image px.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from . import adaptation as ad

DOT_MM = ad.SHAPES[ad.Shape.DOT].size_mm
RING_MM = ad.SHAPES[ad.Shape.RING].size_mm
SQUARE_MM = ad.SHAPES[ad.Shape.SQUARE].size_mm
CROSS_MM = ad.SHAPES[ad.Shape.CROSS].size_mm
#: Distance from a cross centre to the first rank element's centre (nominal ~9.7 mm).
CROSS_TO_ROW_MM = math.hypot(ad.CROSS_X_MM - (ad.RANK_X0_MM + DOT_MM / 2),
                             ad.CROSS_Y_MM - ad.RANK_Y_MM)
NOMINAL = {ad.Shape.DOT: DOT_MM, ad.Shape.RING: RING_MM, ad.Shape.SQUARE: SQUARE_MM,
           ad.Shape.CROSS: CROSS_MM}
_ORDER = {ad.Shape.SQUARE: 0, ad.Shape.RING: 1, ad.Shape.DOT: 2}


@dataclass(frozen=True)
class Element:
    """One classified tactile element: shape, centre (image px) and size (px)."""

    shape: ad.Shape
    x: float
    y: float
    size: float
    score: float


@dataclass(frozen=True)
class StickerCode:
    """A decoded tactile block.

    Attributes:
        value: the rank (0 for a cross alone).
        other_world: True (cross), False (no cross where one would be), None (unknown).
        polygon: the block's outline in image px (a rotated rectangle around its elements).
        ppm: px per mm measured from the elements' sizes.
        confidence: 0..1.
        elements: the elements read, row first then the cross.
    """

    value: int
    other_world: bool | None
    polygon: tuple[tuple[float, float], ...]
    ppm: float
    confidence: float
    elements: tuple[Element, ...]



def _classify(comp: np.ndarray, x0: int, y0: int, area: int, ppm: float, tol: float,
              cnt: np.ndarray) -> Element | None:
    hh, ww = comp.shape
    d = float(max(ww, hh))
    dn = d / ppm  # mm at the nominal scale
    cx, cy = x0 + (ww - 1) / 2.0, y0 + (hh - 1) / 2.0
    hull = cv2.convexHull(cnt)
    hull_area = max(cv2.contourArea(hull), 1.0)
    (_, _), (rw, rh), _ = cv2.minAreaRect(cnt)
    rect_area = max(rw * rh, 1.0)
    solidity = min(1.0, area / hull_area)
    rect_fill = min(1.0, hull_area / rect_area)
    aspect = max(rw, rh) / max(min(rw, rh), 1.0)
    if aspect > 1.5:
        return None
    # masks at a few radii
    r = d / 2.0
    centre = _sample(comp, (ww - 1) / 2.0, (hh - 1) / 2.0, [(0.0, 0.0)], max(0.5, 0.08 * d))

    def ring_fill(rr: float, angles) -> float:
        pts = [(rr * math.cos(a), rr * math.sin(a)) for a in angles]
        return _sample(comp, (ww - 1) / 2.0, (hh - 1) / 2.0, pts, 0.0)

    axes = [0.0, math.pi / 2, math.pi, 3 * math.pi / 2]
    diags = [a + math.pi / 4 for a in axes]
    small = DOT_MM * 0.8 / tol <= dn + 0.6 <= DOT_MM * 1.25 * tol + 1.2 / ppm
    big = RING_MM * 0.8 / tol <= dn + 0.6 and dn <= CROSS_MM * 1.35 * tol + 1.5 / ppm
    if small and solidity >= 0.8 and centre > 0.5 and rect_fill <= 0.93 and aspect <= 1.35:
        return Element(ad.Shape.DOT, cx, cy, d, float(min(1.0, solidity)))
    if not big:
        return None
    if centre > 0.5 and 0.3 <= solidity <= 0.85:
        # a cross: around the centre, four filled arms separated by four gaps, any angle
        ys, xs = np.nonzero(comp)
        mx, my = xs.mean(), ys.mean()
        arm = float(np.sqrt(((xs - mx) ** 2 + (ys - my) ** 2).max()))
        # (0.45: a cross stuck over a printed circle, whose ring joins it further out)
        for k_r in (0.72, 0.45):
            circle = [_sample(comp, mx, my, [(k_r * arm * math.cos(a), k_r * arm * math.sin(a))],
                              0.0) for a in (2 * math.pi * k / 24 for k in range(24))]
            runs = sum(1 for k in range(24) if circle[k] and not circle[k - 1])
            frac = sum(circle) / 24
            if runs == 4 and 0.2 <= frac <= 0.75:
                return Element(ad.Shape.CROSS, cx, cy, d if k_r > 0.5 else d * 0.75,
                               0.9 if k_r > 0.5 else 0.75)
        return None
    hollow = solidity <= 0.72
    if not hollow:
        return None
    mid_ring = ring_fill(0.45 * r, axes + diags)  # the gap between centre dot and outline
    if mid_ring > 0.5:
        return None
    if rect_fill >= 0.9:
        return Element(ad.Shape.SQUARE, cx, cy, d, 0.8)
    if 0.68 <= rect_fill < 0.9:
        outer = ring_fill(0.85 * r, [k * math.pi / 4 for k in range(8)])
        if outer >= 0.6:
            return Element(ad.Shape.RING, cx, cy, d, 0.85)
    return None


def _inked(gray: np.ndarray, comp: np.ndarray, x: int, y: int) -> bool:
    """Black vinyl, not a shade: the shape's pixels are much darker than the pixels around
    it (ratio under 0.6, or 70 grey levels darker)."""
    hh, ww = comp.shape
    m = max(2, ww // 3)
    y0, y1 = max(0, y - m), min(gray.shape[0], y + hh + m)
    x0, x1 = max(0, x - m), min(gray.shape[1], x + ww + m)
    roi = gray[y0:y1, x0:x1].astype(np.float32)
    inside = np.zeros(roi.shape, bool)
    inside[y - y0:y - y0 + hh, x - x0:x - x0 + ww] = comp > 0
    if not inside.any() or inside.all():
        return False
    ink = float(np.percentile(roi[inside], 30))
    around = float(np.percentile(roi[~inside], 70))
    return ink < 0.6 * around or around - ink > 70


def _complete(boxes: np.ndarray, code: StickerCode, gray: np.ndarray) -> bool:
    """No unread element continues the row: where one more element would sit at either
    end (a dot's spacing away along the row; every direction for a lone element) lies no
    blob of element size (2.5–9 mm) that was not read. A missed dot would otherwise give a
    wrong rank."""
    row = [e for e in code.elements if e.shape is not ad.Shape.CROSS]
    if not row or len(boxes) == 0:
        return True
    scale = code.ppm
    centres = boxes[:, :2] + boxes[:, 2:] / 2.0
    sizes = np.maximum(boxes[:, 2], boxes[:, 3]) / scale
    pick = (sizes >= 2.5) & (sizes <= 9.0)
    blobs, blob_mm = centres[pick], sizes[pick]
    if len(row) > 1:
        v = np.array([row[-1].x - row[0].x, row[-1].y - row[0].y])
        v /= np.linalg.norm(v) or 1.0
        ends = [(row[0], -v), (row[-1], v)]
    else:
        ends = [(row[0], np.array([math.cos(a), math.sin(a)]))
                for a in (k * math.pi / 4 for k in range(8))]
    for e, u in ends:
        step = (NOMINAL[e.shape] / 2 + ad.RANK_GAP_MM + DOT_MM / 2) * scale
        x, y = e.x + u[0] * step, e.y + u[1] * step
        if any(math.hypot(c.x - x, c.y - y) < 2.0 * scale for c in code.elements):
            continue
        if not len(blobs):
            continue
        d = np.hypot(blobs[:, 0] - x, blobs[:, 1] - y)
        k = int(np.argmin(d))
        if d[k] < 1.8 * scale:
            ink = _ink_mm2(gray, blobs[k, 0], blobs[k, 1], blob_mm[k] / 2, scale)
            if ink is None or ink >= 0.3 * blob_mm[k] ** 2:
                return False  # an inked blob where the row would go on
    return True


def _on_plain_ground(gray: np.ndarray, e: Element, ppm: float) -> bool:
    """A lone element (one dot, one ring) must sit on plain light ground — its label or
    the card's name band — not on artwork: 16 samples 1.2 mm outside it all within 30 % of
    their median, and that median at least twice as bright as the element's ink."""
    r = e.size / 2 + 1.2 * ppm
    h, w = gray.shape
    vals = []
    for k in range(16):
        a = 2 * math.pi * k / 16
        x, y = int(round(e.x + r * math.cos(a))), int(round(e.y + r * math.sin(a)))
        if not (0 <= x < w and 0 <= y < h):
            return False
        vals.append(float(gray[y, x]))
    med = float(np.median(vals))
    ink = float(gray[int(round(e.y)), int(round(e.x))])
    return min(vals) >= 0.7 * med and med >= 2.0 * max(ink, 8.0)


def _ink_mm2(gray: np.ndarray, cx: float, cy: float, half_mm: float, ppm: float
             ) -> float | None:
    """mm² of ink (pixels under half the brightness of the light ground around) in a
    square window of half-side ``half_mm`` at (cx, cy); ``None`` when out of the frame."""
    r = max(2, int(round(half_mm * ppm)))
    x, y = int(round(cx)), int(round(cy))
    h, w = gray.shape
    if not (2 * r <= x < w - 2 * r and 2 * r <= y < h - 2 * r):
        return None
    win = gray[y - r:y + r + 1, x - r:x + r + 1]
    ground = float(np.percentile(gray[y - 2 * r:y + 2 * r + 1, x - 2 * r:x + 2 * r + 1], 85))
    return float(np.count_nonzero(win < 0.5 * ground)) / (ppm * ppm)


def _sample(comp: np.ndarray, cx: float, cy: float, offsets, rad: float) -> float:
    h, w = comp.shape
    hits = 0
    for dx, dy in offsets:
        x, y = cx + dx, cy + dy
        x0, x1 = int(math.floor(x - rad)), int(math.ceil(x + rad))
        y0, y1 = int(math.floor(y - rad)), int(math.ceil(y + rad))
        win = comp[max(0, y0):min(h, y1 + 1), max(0, x0):min(w, x1 + 1)]
        hits += int(win.size > 0 and win.max() > 0)
    return hits / max(len(offsets), 1)


def _absorb_centre_dots(elements: list[Element]) -> list[Element]:
    """Drop dot-sized elements lying at the centre of a ring or square (their own dot)."""
    hollow = [e for e in elements if e.shape in (ad.Shape.RING, ad.Shape.SQUARE)]
    out = []
    for e in elements:
        if e.shape is ad.Shape.DOT and any(math.hypot(e.x - o.x, e.y - o.y) < 0.25 * o.size
                                           for o in hollow):
            continue
        out.append(e)
    return out


def _chain_rows(elements: list[Element], ppm: float) -> list[list[Element]]:
    """Group row elements: neighbours at (half sizes + gap) ± 45 %, similar scales."""
    n = len(elements)
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    scales = [e.size / NOMINAL[e.shape] for e in elements]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = elements[i], elements[j]
            s = (scales[i] + scales[j]) / 2
            if max(scales[i], scales[j]) > 1.5 * min(scales[i], scales[j]):
                continue
            want = (NOMINAL[a.shape] / 2 + NOMINAL[b.shape] / 2 + ad.RANK_GAP_MM) * s
            d = math.hypot(a.x - b.x, a.y - b.y)
            if 0.6 * want <= d <= 1.45 * want:
                parent[find(i)] = find(j)
    groups: dict[int, list[Element]] = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(elements[i])
    return list(groups.values())


def _best_row(row: list[Element]) -> list[Element] | None:
    """:func:`_ordered` of the group, or of its largest subset (one or two strays removed:
    a printed digit or a label edge chained to the row) that reads as a row."""
    ordered = _ordered(row)
    if ordered is not None and (len(ordered) < 3 or _evenly_spaced(ordered)):
        return ordered
    if len(row) > 7:
        return None
    from itertools import combinations  # noqa: PLC0415
    for drop in (1, 2):
        if len(row) - drop < 2:
            break
        found = [o for keep in combinations(row, len(row) - drop)
                 if (o := _ordered(list(keep))) is not None and _evenly_spaced(o)]
        if len(found) == 1:
            return found[0]
        if found:
            return None  # several readings: ambiguous, say nothing
    return None


def _evenly_spaced(row: list[Element]) -> bool:
    """Consecutive gaps as the code lays them out, and all steps in one direction (±15°)."""
    steps = [(b.x - a.x, b.y - a.y) for a, b in zip(row, row[1:])]
    for (ax, ay), (bx, by) in zip(steps, steps[1:]):
        cos = (ax * bx + ay * by) / max(math.hypot(ax, ay) * math.hypot(bx, by), 1e-9)
        if cos < 0.966:
            return False
    for a, b in zip(row, row[1:]):
        s = (a.size / NOMINAL[a.shape] + b.size / NOMINAL[b.shape]) / 2
        want = (NOMINAL[a.shape] / 2 + NOMINAL[b.shape] / 2 + ad.RANK_GAP_MM) * s
        if not 0.75 * want <= math.hypot(a.x - b.x, a.y - b.y) <= 1.3 * want:
            return False
    return True


def _ordered(row: list[Element]) -> list[Element] | None:
    """The row's elements in reading order (squares, ring, dots), or ``None`` when they do
    not form a straight, evenly spaced line in that order."""
    if len(row) == 1:
        return row
    pts = np.array([[e.x, e.y] for e in row])
    centre = pts.mean(axis=0)
    _, _, vt = np.linalg.svd(pts - centre)
    axis = vt[0]
    proj = (pts - centre) @ axis
    off = np.abs((pts - centre) @ vt[1])
    scale = float(np.median([e.size / NOMINAL[e.shape] for e in row]))
    if off.max() > 2.0 * scale + 1.0:
        return None  # not a straight line
    order = list(np.argsort(proj))
    seq = [row[i] for i in order]
    for cand in (seq, seq[::-1]):
        ranks = [_ORDER[e.shape] for e in cand]
        if ranks == sorted(ranks):
            return cand
    return None


def _drop_stray_dots(codes: list[StickerCode]) -> list[StickerCode]:
    """A lone dot within 14 mm of another block is clutter (or a badly seen cross): drop
    it, and make that block's Other World bit unknown if it said "no cross"."""
    keep = list(codes)
    for c in codes:
        if c.value != 1 or len(c.elements) != 1:
            continue
        e = c.elements[0]
        for k, o in enumerate(keep):
            if o is c:
                continue
            if any(math.hypot(e.x - f.x, e.y - f.y) < 14.0 * o.ppm for f in o.elements):
                if c in keep:
                    keep.remove(c)
                k = keep.index(o)
                if o.other_world is False:
                    keep[k] = StickerCode(o.value, None, o.polygon, o.ppm,
                                          round(o.confidence * 0.85, 3), o.elements)
                break
    return keep


def _block_polygon(els, scale: float) -> tuple[tuple[float, float], ...]:
    pts = []
    for e in els:
        r = e.size / 2 + 1.0 * scale
        pts += [(e.x - r, e.y - r), (e.x + r, e.y - r), (e.x + r, e.y + r), (e.x - r, e.y + r)]
    rect = cv2.minAreaRect(np.array(pts, np.float32))
    box = cv2.boxPoints(rect)
    return tuple((round(float(x), 2), round(float(y), 2)) for x, y in box)



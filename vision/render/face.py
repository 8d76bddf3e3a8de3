"""Card face, card back and seat tile textures, with the kit's stickers as applied by hand.

Each texture is drawn once in card millimetres at :data:`TEX_PX_PER_MM` and cached; the
compositor warps it onto the table. Everything placed on a face is returned with it in card mm
(ground truth): where the markers, the tactile elements and the QR code really ended up after
the hand-application jitter (TABLE-CONDITIONS.md: ±2 mm, ±10°, ±15 %).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import cv2
import numpy as np

from companion.cards import card
from vision import adaptation as A
from vision.shapes import circle, colour_shape, cross, rotated_rect

#: Texture resolution, px per mm (a 63 × 88 mm card is 378 × 528 px).
TEX_PX_PER_MM = 6.0
_SHIFT = 4
_ONE = 1 << _SHIFT

LABEL_BGR = {"white": (250, 250, 250), "cream": (200, 232, 244)}
STICKER_BGR = (28, 26, 24)


@dataclass(frozen=True)
class PlacedMarker:
    """An ArUco marker as printed on a texture: id and four corners (card mm, ArUco order)."""

    role: str
    marker_id: int
    corners_mm: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class PlacedElement:
    """A tactile element as stuck on the card: centre and size in card mm, turn in degrees."""

    shape: A.Shape
    x_mm: float
    y_mm: float
    size_mm: float
    angle_deg: float


@dataclass(frozen=True)
class Face:
    """A drawn texture and what was placed on it (card mm)."""

    image: np.ndarray                 # H×W×3 uint8 BGR, read-only
    markers: tuple[PlacedMarker, ...]
    elements: tuple[PlacedElement, ...]
    qr_corners_mm: tuple[tuple[float, float], ...] | None
    label: str
    #: the texture at TEX_PX_PER_MM / 2**k for k = 0, 1, 2 (for warping without aliasing)
    levels: tuple = ()


def _with_levels(face: "Face") -> "Face":
    levels = [face.image]
    for _ in range(2):
        prev = levels[-1]
        nxt = cv2.resize(prev, (prev.shape[1] // 2, prev.shape[0] // 2), interpolation=cv2.INTER_AREA)
        nxt.setflags(write=False)
        levels.append(nxt)
    return Face(face.image, face.markers, face.elements, face.qr_corners_mm, face.label,
                tuple(levels))


def _pts(poly, scale=TEX_PX_PER_MM) -> np.ndarray:
    return np.round(np.asarray(poly, np.float64) * scale * _ONE).astype(np.int32).reshape(-1, 1, 2)


def _fill(img, polys, colour) -> None:
    cv2.fillPoly(img, [_pts(p) for p in polys], colour, cv2.LINE_AA, _SHIFT)


def _ring(img, cx, cy, r_mm, line_mm, colour) -> None:
    c = (int(round(cx * TEX_PX_PER_MM * _ONE)), int(round(cy * TEX_PX_PER_MM * _ONE)))
    rr = int(round((r_mm - line_mm / 2) * TEX_PX_PER_MM * _ONE))
    cv2.circle(img, c, rr, colour, max(1, int(round(line_mm * TEX_PX_PER_MM))), cv2.LINE_AA, _SHIFT)


@lru_cache(maxsize=64)
def _aruco(marker_id: int, px: int) -> np.ndarray:
    d = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, A.ARUCO_DICT))
    return cv2.aruco.generateImageMarker(d, int(marker_id), int(px), borderBits=1)


@lru_cache(maxsize=64)
def _qr(text: str) -> np.ndarray:
    return cv2.QRCodeEncoder.create().encode(text)   # modules + 2-module quiet zone, 1 px each


def _paste(img, patch, cx_mm, cy_mm, angle_deg, alpha=None) -> None:
    """Paste a square grey ``patch`` (px at texture scale) centred at card mm, turned (only
    the patch's bounding box is touched)."""
    h, w = patch.shape[:2]
    cx, cy = cx_mm * TEX_PX_PER_MM, cy_mm * TEX_PX_PER_MM
    H, W = img.shape[:2]
    r = int(math.ceil(math.hypot(w, h) / 2)) + 2
    x0, y0 = max(0, int(cx) - r), max(0, int(cy) - r)
    x1, y1 = min(W, int(cx) + r), min(H, int(cy) + r)
    if x1 <= x0 or y1 <= y0:
        return
    m = cv2.getRotationMatrix2D((w / 2, h / 2), -angle_deg, 1.0)
    m[0, 2] += cx - w / 2 - x0
    m[1, 2] += cy - h / 2 - y0
    src = patch if patch.ndim == 3 else cv2.cvtColor(patch, cv2.COLOR_GRAY2BGR)
    warped = cv2.warpAffine(src, m, (x1 - x0, y1 - y0), flags=cv2.INTER_LINEAR)
    if alpha is None:
        alpha = np.full((h, w), 255, np.uint8)
    a = cv2.warpAffine(alpha, m, (x1 - x0, y1 - y0), flags=cv2.INTER_LINEAR)
    a3 = (a.astype(np.float32) / 255.0)[..., None]
    roi = img[y0:y1, x0:x1]
    roi[:] = (roi * (1 - a3) + warped * a3).astype(np.uint8)


def _turn(points, cx, cy, angle_deg):
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    return tuple((cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in points)


def _artwork(img, rng, other_world: bool, distractors: bool, c) -> None:
    s = TEX_PX_PER_MM
    W = img.shape[1]
    frame = np.array((70, 78, 60) if not other_world else (78, 48, 70), np.float32)
    frame = frame + rng.uniform(-15, 15, 3)
    img[:] = np.clip(frame, 0, 255).astype(np.uint8)
    # the printed top band: a lighter parchment strip with the card's name
    band = np.clip(frame + (95, 110, 120), 0, 255)
    cv2.rectangle(img, (int(2 * s), int(2 * s)), (W - int(2 * s), int(24 * s)),
                  tuple(float(v) for v in band), -1)
    cv2.putText(img, c.name("en")[:16], (int(15 * s), int(10 * s)), cv2.FONT_HERSHEY_SIMPLEX,
                0.55, (40, 40, 40), 1, cv2.LINE_AA)
    # art window with a gradient and blobs
    y0, y1 = int(26 * s), int(64 * s)
    x0, x1 = int(4 * s), W - int(4 * s)
    g = np.linspace(0, 1, y1 - y0, dtype=np.float32)[:, None, None]
    top = rng.uniform(40, 160, 3).astype(np.float32)
    bot = rng.uniform(20, 120, 3).astype(np.float32)
    img[y0:y1, x0:x1] = (top * (1 - g) + bot * g).astype(np.uint8)
    for _ in range(int(rng.integers(3, 7))):
        cx, cy = rng.uniform(x0, x1), rng.uniform(y0, y1)
        axes = (int(rng.uniform(4, 14) * s), int(rng.uniform(3, 10) * s))
        col = tuple(float(v) for v in rng.uniform(10, 90, 3))
        cv2.ellipse(img, (int(cx), int(cy)), axes, float(rng.uniform(0, 180)), 0, 360, col, -1,
                    cv2.LINE_AA)
    # rules text box
    cv2.rectangle(img, (int(5 * s), int(67 * s)), (W - int(5 * s), int(84 * s)),
                  (170, 195, 205), -1)
    for k in range(4):
        y = int((70 + 3.5 * k) * s)
        cv2.line(img, (int(8 * s), y), (int(rng.uniform(30, 56) * s), y), (60, 60, 60), 2)
    # the printed rank emblem top-left (what the tactile sticker covers)
    cv2.circle(img, (int(8 * s), int(9 * s)), int(5.5 * s), (30, 40, 50), int(0.8 * s), cv2.LINE_AA)
    cv2.putText(img, str(c.rank), (int(5.5 * s), int(12 * s)), cv2.FONT_HERSHEY_SIMPLEX, 1.2,
                (30, 40, 50), 3, cv2.LINE_AA)
    if distractors:
        # dark dots, rings and square emblems in the art and on the frame: they look like stickers
        for _ in range(int(rng.integers(4, 10))):
            cx, cy = rng.uniform(x0, x1) / s, rng.uniform(y0, y1) / s
            kind = rng.integers(0, 3)
            d = rng.uniform(3, 8)
            if kind == 0:
                _fill(img, [circle(cx, cy, d / 2, 20)], (25, 25, 25))
            elif kind == 1:
                _ring(img, cx, cy, d / 2 + 1, 0.9, (20, 20, 20))
                _fill(img, [circle(cx, cy, 0.9, 12)], (20, 20, 20))
            else:
                sq = rotated_rect(cx, cy, d, d, rng.uniform(0, 90))
                cv2.polylines(img, [_pts(sq)], True, (20, 20, 20), 5, cv2.LINE_AA, _SHIFT)
        # an emblem ring at the bottom corners, as real cards have
        for cx in (7.0, A.CARD_W_MM - 7.0):
            _ring(img, cx, 80.0, 4.0, 0.8, (35, 35, 35))


def _jit(rng, jitter: bool):
    if not jitter:
        return 0.0, 0.0, 0.0, 1.0
    tol = A.POSITION_TOL_MM
    return (rng.uniform(-tol, tol), rng.uniform(-tol, tol),
            rng.uniform(-A.ROTATION_TOL_DEG, A.ROTATION_TOL_DEG),
            1.0 + rng.uniform(-A.SIZE_TOL, A.SIZE_TOL))


def _draw_element(img, shape: A.Shape, x, y, size, ang, colour) -> None:
    spec = A.SHAPES[shape]
    k = size / spec.size_mm
    if shape is A.Shape.DOT:
        _fill(img, [circle(x, y, size / 2, 24)], colour)
    elif shape is A.Shape.RING:
        _ring(img, x, y, size / 2, spec.line_mm * k, colour)
        _fill(img, [circle(x, y, spec.centre_dot_mm * k / 2, 16)], colour)
    elif shape is A.Shape.SQUARE:
        lw = spec.line_mm * k
        sq = rotated_rect(x, y, size - lw, size - lw, ang)
        cv2.polylines(img, [_pts(sq)], True, colour, max(1, int(round(lw * TEX_PX_PER_MM))),
                      cv2.LINE_AA, _SHIFT)
        _fill(img, [circle(x, y, spec.centre_dot_mm * k / 2, 16)], colour)
    elif shape is A.Shape.CROSS:
        _fill(img, cross(x, y, size, spec.line_mm * k, ang), colour)


@lru_cache(maxsize=256)
def card_face(key: str, variant: int = 0, label: str = "white", jitter: bool = True,
              markers: bool = True, qr: bool = False, tactile: bool = True,
              distractors: bool = True) -> Face:
    """The face of one physical copy of ``key``, as it looks after the kit was applied.

    Args:
        key: card key. variant: randomness of this copy (artwork, jitter).
        label: ``white``, ``cream`` or ``transparent`` (tactile stickers straight on the art;
            the marker label stays white, as the kit prints it: ``A.MARKER_LABELS``).
        jitter / markers / qr / tactile / distractors: see ``Conditions``.

    Returns:
        a :class:`Face`, texture ``round(88·6) × round(63·6) × 3`` uint8 BGR.

    Raises:
        KeyError: unknown card key. ValueError: unknown label.
    """
    c = card(key)
    if label not in ("white", "cream", "transparent"):
        raise ValueError(f"unknown label {label!r}; use white, cream or transparent")
    rng = np.random.default_rng(variant)
    W, H = int(round(A.CARD_W_MM * TEX_PX_PER_MM)), int(round(A.CARD_H_MM * TEX_PX_PER_MM))
    img = np.zeros((H, W, 3), np.uint8)
    _artwork(img, rng, c.other_world, distractors, c)
    placed_markers: list[PlacedMarker] = []
    if markers:
        for mp, mid in zip(A.CARD_MARKERS, A.card_marker_ids(key)):
            dx, dy, da, _ = _jit(rng, jitter)
            ang = mp.rotation_deg + da
            cx, cy = mp.x_mm + dx, mp.y_mm + dy
            cells_px = int(round(mp.size_mm / A.ARUCO_CELLS * TEX_PX_PER_MM))
            mpx = cells_px * A.ARUCO_CELLS
            quiet = int(round(mp.quiet_mm * TEX_PX_PER_MM))
            mark = _aruco(mid, mpx)
            patch = np.full((mpx + 2 * quiet, mpx + 2 * quiet), 255, np.uint8)
            patch[quiet:quiet + mpx, quiet:quiet + mpx] = mark
            # the kit prints markers on a white/cream label only (A.MARKER_LABELS): a card
            # with transparent tactile labels still has a white marker label
            mlabel = label if label in A.MARKER_LABELS else "white"
            col = np.array(LABEL_BGR[mlabel], np.float32)
            pc = (cv2.cvtColor(patch, cv2.COLOR_GRAY2BGR).astype(np.float32) / 255 * col)
            _paste(img, pc.astype(np.uint8), cx, cy, ang)
            h = mpx / TEX_PX_PER_MM / 2
            placed_markers.append(PlacedMarker(
                mp.role.value, mid, _turn(((-h, -h), (h, -h), (h, h), (-h, h)), cx, cy, ang)))
    qr_corners = None
    if qr:
        code = _qr(A.qr_payload(key))
        n = code.shape[0]                              # includes 2 quiet modules per side
        mod = (A.QR_MM / (n - 4))
        px = max(1, int(round(mod * TEX_PX_PER_MM)))
        big = cv2.resize(code, (n * px, n * px), interpolation=cv2.INTER_NEAREST)
        dx, dy, da, _ = _jit(rng, jitter)
        cx, cy = A.QR_X_MM + dx, A.QR_Y_MM + dy
        if label == "transparent":
            _paste(img, np.zeros_like(big), cx, cy, da, 255 - big)
        else:
            col = np.array(LABEL_BGR[label], np.float32)
            pc = cv2.cvtColor(big, cv2.COLOR_GRAY2BGR).astype(np.float32) / 255 * col
            _paste(img, pc.astype(np.uint8), cx, cy, da)
        h = (n - 4) * px / TEX_PX_PER_MM / 2
        qr_corners = _turn(((-h, -h), (h, -h), (h, h), (-h, h)), cx, cy, da)
    placed: list[PlacedElement] = []
    if tactile:
        els = A.sticker_elements(c.rank, c.other_world)
        row = [e for e in els if e.shape is not A.Shape.CROSS]
        crosses = [e for e in els if e.shape is A.Shape.CROSS]
        for e in crosses:
            dx, dy, da, k = _jit(rng, jitter)
            placed.append(PlacedElement(e.shape, e.x_mm + dx, e.y_mm + dy, e.size_mm * k, da))
        if row:
            # the rank sticker is one label: it moves, turns and scales as a whole
            dx, dy, da, k = _jit(rng, jitter)
            ox, oy = A.RANK_X0_MM, A.RANK_Y_MM
            for e in row:
                (x, y), = _turn(((e.x_mm - ox) * k, (e.y_mm - oy) * k) and
                                (((e.x_mm - ox) * k, (e.y_mm - oy) * k),), ox + dx, oy + dy, da)
                placed.append(PlacedElement(e.shape, x, y, e.size_mm * k, da))
            if label != "transparent":
                x_end = (row[-1].x_mm + row[-1].size_mm / 2 - ox) * k
                w = x_end + 3.0
                hgt = 9.0 * k
                rect = rotated_rect(ox + dx + (x_end / 2) * math.cos(math.radians(da)),
                                    oy + dy + (x_end / 2) * math.sin(math.radians(da)),
                                    w, hgt, da)
                _fill(img, [rect], LABEL_BGR[label])
        for e in placed:
            _draw_element(img, e.shape, e.x_mm, e.y_mm, e.size_mm, e.angle_deg, STICKER_BGR)
    img.setflags(write=False)
    return _with_levels(Face(img, tuple(placed_markers), tuple(placed), qr_corners, label))


@lru_cache(maxsize=8)
def card_back(variant: int = 0) -> Face:
    """The back of a card (the deck): a dark patterned texture, nothing to read."""
    s = TEX_PX_PER_MM
    W, H = int(round(A.CARD_W_MM * s)), int(round(A.CARD_H_MM * s))
    img = np.full((H, W, 3), (40, 55, 35), np.uint8)
    cv2.rectangle(img, (int(3 * s), int(3 * s)), (W - int(3 * s), H - int(3 * s)), (70, 110, 150), 3)
    cv2.circle(img, (W // 2, H // 2), int(18 * s), (60, 95, 130), 4, cv2.LINE_AA)
    cv2.circle(img, (W // 2, H // 2), int(9 * s), (60, 95, 130), -1, cv2.LINE_AA)
    img.setflags(write=False)
    return _with_levels(Face(img, (), (), None, "none"))


@lru_cache(maxsize=8)
def seat_tile(seat: int) -> Face:
    """A seat marker tile (``adaptation.SEAT_MARKER``): ArUco id and the seat's colour shape."""
    spec = A.SEAT_MARKER
    s = TEX_PX_PER_MM
    W, H = int(round(spec.w_mm * s)), int(round(spec.h_mm * s))
    img = np.full((H, W, 3), 245, np.uint8)
    cv2.rectangle(img, (0, 0), (W - 1, H - 1), (120, 120, 120), 2)
    mid = A.seat_marker_id(seat)
    cells = int(round(spec.marker_mm / A.ARUCO_CELLS * s))
    mpx = cells * A.ARUCO_CELLS
    mark = cv2.cvtColor(_aruco(mid, mpx), cv2.COLOR_GRAY2BGR)
    x0 = int(round(spec.marker_x_mm * s - mpx / 2))
    y0 = int(round(spec.marker_y_mm * s - mpx / 2))
    img[y0:y0 + mpx, x0:x0 + mpx] = mark
    shape = A.seat_shape(seat)
    _fill(img, colour_shape(shape, spec.shape_x_mm, spec.shape_y_mm, spec.shape_mm),
          A.COLOUR_OF[shape][1])
    img.setflags(write=False)
    h = mpx / s / 2
    cx, cy = (x0 + mpx / 2) / s, (y0 + mpx / 2) / s
    corners = ((cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h))
    return _with_levels(Face(img, (PlacedMarker("seat", mid, corners),), (), None, "white"))

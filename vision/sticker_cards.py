"""Card-first tactile reader: find each card's printed top band in its seat zone, then read
the tactile code only where the kit puts it.

A card of the deck has a dark printed frame and a light *name band* (card mm x 2–61,
y 2–24, ``vision/render/face.py`` draws the same). In a seat zone every discard card faces
its player, top toward the table centre (seed 000 "Adaptation", docs/adaptation.md), so
once the zone is rectified from its seat marker's homography (:func:`rectify_zone`: seat
frame mm → a ``S`` px/mm image with the cards' tops up) every card is upright within a few
degrees and at a known scale. Then:

1. :func:`vision.card_bands.find_bands`: light components of band size (adaptive
   thresholds, opening), the band's top edge the straight line most of its top pixels lie
   on (the cross, a ring or the printed rank emblem touching the frame is a minority), its
   left edge from the lowest percentile of the rows' leftmost light pixels (they only ever
   push it right) → the card's top-left corner and axes, card mm → rectified px.
2. :func:`framed`: the block resampled in card mm at :data:`P` px/mm from the frame
   itself (:func:`block_image`) must show the card's darker printed frame left of, above
   and below the band (light artwork or a cloth's check is not a band).
3. :func:`read_block`: matched filters for a 4 mm dot, a 7 mm ring (with its centre dot)
   and the 8 mm cross on a darkness map normalised to the band's own light ground
   (:func:`block_maps`); the row is parsed with the code's geometry (first element's left
   edge at 4 mm ± tolerance, 2 mm gaps, ring before dots, ±15 % size, ±10°) and must
   decode to a rank some card of the edition has. Refused: another peak on the row's line,
   a possible dot or anything dark (another card's frame, a hand) where one more dot would
   follow, a "dot" with ink 3.3 mm below it (a ring or a cross), a row element on the
   cross's arm (:data:`CROSS_ROW_MIN_MM`), and, when the band's left edge rests on few rows,
   vinyl left of it (:func:`_clear_left`). "No cross" is said only when the cross's place,
   widened, holds no thick ink (:func:`_slot_plain`); else the Other World bit is left open
   (both cards of the rank). A wrong rank spoken aloud misleads a blind player; no reading
   does not.

Measured in docs/benchmarks.md ("Vision", "Sticker-only deck").

Units: image px (frame), rectified px (``S`` per seat mm), card mm (origin at the card's
top-left corner, x right, y down, ``vision.adaptation``). Images ``H×W uint8`` gray.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from companion.cards import Edition, card, edition_cards

from . import adaptation as ad
from .card_bands import BAND_MM, LEFT_SURE, find_bands, rectify_zone
from .records import Sighting

#: Resolution of the card-frame block the code is read from, px per card mm.
P = 4.0
#: The block read for the code, card mm (x0, y0, x1, y1).
BLOCK_MM = (-1.0, -1.0, 40.0, 27.0)


# --- reading the block ---------------------------------------------------------------------
def _disc(r_mm: float) -> np.ndarray:
    r = r_mm * P
    n = int(math.ceil(r))
    yy, xx = np.mgrid[-n:n + 1, -n:n + 1]
    return (np.hypot(xx, yy) <= r).astype(np.float32)


def _annulus(r0_mm: float, r1_mm: float) -> np.ndarray:
    n = int(math.ceil(r1_mm * P))
    yy, xx = np.mgrid[-n:n + 1, -n:n + 1]
    d = np.hypot(xx, yy) / P
    return ((d >= r0_mm) & (d <= r1_mm)).astype(np.float32)


def _norm(k: np.ndarray) -> np.ndarray:
    return k / max(float(k.sum()), 1.0)


_K = {
    "dot_in": _norm(_disc(1.6)), "dot_out": _norm(_annulus(2.9, 3.7)),
    "ring_line": _norm(_annulus(2.5, 3.4)), "ring_centre": _norm(_disc(0.8)),
    "ring_hollow": _norm(_annulus(1.35, 1.95)), "ring_out": _norm(_annulus(4.4, 5.2)),
}
#: the dot filter as one kernel (disc minus annulus, each normalised)
_n = max(_K["dot_in"].shape[0], _K["dot_out"].shape[0])
_DOT_K = np.zeros((_n, _n), np.float32)
for _k, _sg in ((_K["dot_in"], 1.0), (_K["dot_out"], -1.0)):
    _o = (_n - _k.shape[0]) // 2
    _DOT_K[_o:_o + _k.shape[0], _o:_o + _k.shape[1]] += _sg * _k
#: rings are looked for left of this (card mm): a ring is only ever a row's first element
RING_X_MAX_MM = 15.5


@dataclass(frozen=True)
class BlockMaps:
    """Filter responses over a card's block (``BLOCK_MM`` at ``P`` px/mm, card mm axes).

    ``dark``: darkness 0..1 relative to the light ground around (1 = black);
    ``dot``, ``ring``, ``cross``: matched-filter responses (about 0.6–0.9 on a clean shape,
    near 0 on plain ground, negative on the wrong shape)."""

    dark: np.ndarray
    dot: np.ndarray
    ring: np.ndarray
    cross: np.ndarray


def block_image(gray: np.ndarray, card_to_img: np.ndarray) -> np.ndarray:
    """The card's block ``BLOCK_MM`` resampled at :data:`P` px/mm (``float32``; pixels out
    of the frame are NaN). ``card_to_img``: 3×3 homography card mm → image px."""
    x0, y0, x1, y1 = BLOCK_MM
    a = np.array([[1 / P, 0, x0], [0, 1 / P, y0], [0, 0, 1]])
    m = card_to_img @ a
    w, h = int(round((x1 - x0) * P)), int(round((y1 - y0) * P))
    out = cv2.warpPerspective(gray.astype(np.float32), m, (w, h),
                              flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=float("nan"))
    return out


def _strip(img: np.ndarray, box_mm) -> np.ndarray:
    x0, y0, x1, y1 = box_mm
    u0, v0 = int(round((x0 - BLOCK_MM[0]) * P)), int(round((y0 - BLOCK_MM[1]) * P))
    u1, v1 = int(round((x1 - BLOCK_MM[0]) * P)), int(round((y1 - BLOCK_MM[1]) * P))
    return img[v0:v1, u0:u1]


#: The card's printed frame around the band (card mm boxes: left of it, above it, below
#: it; a line of pixels along the band's edge within each, the darkest line counted, so a
#: corner found 1 mm off still sees its frame) must be darker than the band: that line's
#: median under this share of the band's light ground (measured on rendered cards:
#: median 0.38, 95th percentile 0.45–0.55; light artwork or a cloth's check mistaken for
#: a band reads 0.5–1.0).
FRAME_BOXES_MM = ((-0.8, 4.0, 2.0, 22.0), (3.0, -0.8, 30.0, 2.0), (3.0, 23.6, 30.0, 26.4))
FRAME_MAX = (0.6, 0.6, 0.65)


def framed(img: np.ndarray) -> bool:
    """True when the block image (:func:`block_image`) shows a light band inside the
    card's darker printed frame on its left, top and bottom (:data:`FRAME_BOXES_MM`);
    False when any of it is out of the frame."""
    if not np.isfinite(img).all():
        return False
    g = float(np.percentile(_strip(img, (2.5, 2.5, 39.0, 23.5)), 80))
    if g <= 0:
        return False
    for k, (b, m) in enumerate(zip(FRAME_BOXES_MM, FRAME_MAX)):
        st = _strip(img, b)
        lines = np.median(st, axis=0 if k == 0 else 1)
        if float(lines.min()) > m * g:
            return False
    return True


def _cross_response(dark: np.ndarray) -> np.ndarray:
    """The cross filter with box means (fast): the least dark of the four arm ends (boxes
    1.75 × 1.25 mm, 2.5 mm from the centre) minus the mean of the four gaps between them
    (1.5 mm squares 2.5 mm off both axes)."""
    o = int(round(2.5 * P))
    pad = o + int(P)
    d = cv2.copyMakeBorder(dark, pad, pad, pad, pad, cv2.BORDER_CONSTANT, value=0.0)
    along, across, sq = int(round(1.75 * P)) | 1, int(round(1.25 * P)) | 1, int(round(1.5 * P)) | 1
    bh = cv2.boxFilter(d, -1, (along, across), borderType=cv2.BORDER_CONSTANT)
    bv = cv2.boxFilter(d, -1, (across, along), borderType=cv2.BORDER_CONSTANT)
    bq = cv2.boxFilter(d, -1, (sq, sq), borderType=cv2.BORDER_CONSTANT)
    h, w = dark.shape

    def at(b, dx, dy):
        return b[pad + dy:pad + dy + h, pad + dx:pad + dx + w]

    arms = np.minimum(np.minimum(at(bh, o, 0), at(bh, -o, 0)),
                      np.minimum(at(bv, 0, o), at(bv, 0, -o)))
    quad = (at(bq, o, o) + at(bq, -o, o) + at(bq, o, -o) + at(bq, -o, -o)) / 4.0
    return arms - quad


def block_maps(img: np.ndarray) -> BlockMaps:
    """Darkness and filter responses of a block image (:func:`block_image`). The printed
    frame outside the band (``BAND_MM``) counts as plain ground (it is not vinyl)."""
    x0, y0 = BLOCK_MM[0], BLOCK_MM[1]
    valid = np.isfinite(img)
    im = np.where(valid, img, 0).astype(np.float32)
    bx0, by0, bx1, by1 = (int(round((v - o) * P)) for v, o in
                          zip(BAND_MM, (x0, y0, x0, y0)))
    band = np.zeros(im.shape, bool)
    band[by0:by1, bx0:bx1] = True
    # the light ground: a 9 mm max filter over the band (labels, the band itself), run on
    # a 4 × 4 max-pooled copy (1 px/mm) for speed
    src = np.where(band & valid, im, 0).astype(np.float32)
    q = int(P)
    hh, ww = src.shape[0] // q * q, src.shape[1] // q * q
    pooled = src[:hh, :ww].reshape(hh // q, q, ww // q, q).max(axis=(1, 3))
    pooled = cv2.dilate(pooled, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (9, 9)))
    ground = cv2.resize(pooled, (src.shape[1], src.shape[0]), interpolation=cv2.INTER_LINEAR)
    k = int(9 * P) | 1
    ground = cv2.blur(ground, (k // 2 | 1, k // 2 | 1))
    dark = np.clip(1.0 - im / np.maximum(ground, 1.0), 0.0, 1.0)
    dark[~(band & valid)] = 0.0
    f = {"dot": cv2.filter2D(dark, -1, _DOT_K, borderType=cv2.BORDER_CONSTANT)}
    # rings only where a row may start (card mm x < 15.8: a ring is only ever first)
    ru1 = int((RING_X_MAX_MM + 5.2 - x0) * P)
    rsub = dark[:, :ru1]
    for n in ("ring_line", "ring_centre", "ring_hollow", "ring_out"):
        full = np.zeros_like(dark)
        full[:, :ru1] = cv2.filter2D(rsub, -1, _K[n], borderType=cv2.BORDER_CONSTANT)
        f[n] = full
    # the cross only where it may be (card mm x 1–16, y 0–15): a sixth of the block
    cu0, cu1 = int((1.0 - x0) * P), int((16.0 - x0) * P)
    cv0, cv1 = int((0.0 - y0) * P), int((15.0 - y0) * P)
    cross = np.zeros_like(dark)
    cross[cv0:cv1, cu0:cu1] = _cross_response(dark[cv0:cv1, cu0:cu1])
    dot = f["dot"]
    ring = np.minimum(f["ring_line"], f["ring_centre"]) - np.maximum(f["ring_hollow"],
                                                                      f["ring_out"])
    ring[:, int((RING_X_MAX_MM - x0) * P):] = -1.0
    return BlockMaps(dark, dot, ring, cross)


def _peaks(resp: np.ndarray, thr: float, radius_mm: float, box_mm) -> list[tuple[float, float, float]]:
    """Local maxima ``(x_mm, y_mm, value)`` above ``thr`` inside ``box_mm`` (card mm)."""
    k = int(2 * radius_mm * P) | 1
    mx = cv2.dilate(resp, cv2.getStructuringElement(cv2.MORPH_RECT, (k, k)))
    x0, y0, x1, y1 = box_mm
    u0, v0 = int((x0 - BLOCK_MM[0]) * P), int((y0 - BLOCK_MM[1]) * P)
    u1, v1 = int((x1 - BLOCK_MM[0]) * P), int((y1 - BLOCK_MM[1]) * P)
    sub = resp[v0:v1, u0:u1]
    ys, xs = np.nonzero((sub >= thr) & (sub >= mx[v0:v1, u0:u1]))
    out = [((u0 + x) / P + BLOCK_MM[0], (v0 + y) / P + BLOCK_MM[1], float(sub[y, x]))
           for y, x in zip(ys, xs)]
    out.sort(key=lambda t: -t[2])
    keep: list[tuple[float, float, float]] = []
    for p in out:
        if all(math.hypot(p[0] - q[0], p[1] - q[1]) > radius_mm for q in keep):
            keep.append(p)
    return keep


def _box_max(resp: np.ndarray, box_mm) -> float:
    """Largest response inside a card-mm box ``(x0, y0, x1, y1)``."""
    u0, v0 = int(round((box_mm[0] - BLOCK_MM[0]) * P)), int(round((box_mm[1] - BLOCK_MM[1]) * P))
    u1, v1 = int(round((box_mm[2] - BLOCK_MM[0]) * P)), int(round((box_mm[3] - BLOCK_MM[1]) * P))
    return float(resp[v0:v1 + 1, u0:u1 + 1].max())


def _box_argmax(resp: np.ndarray, box_mm) -> tuple[float, tuple[float, float]]:
    """Largest response inside a card-mm box and where it lies, ``(value, (x_mm, y_mm))``."""
    u0, v0 = int(round((box_mm[0] - BLOCK_MM[0]) * P)), int(round((box_mm[1] - BLOCK_MM[1]) * P))
    u1, v1 = int(round((box_mm[2] - BLOCK_MM[0]) * P)), int(round((box_mm[3] - BLOCK_MM[1]) * P))
    sub = resp[v0:v1 + 1, u0:u1 + 1]
    y, x = np.unravel_index(int(np.argmax(sub)), sub.shape)
    return float(sub[y, x]), ((u0 + x) / P + BLOCK_MM[0], (v0 + y) / P + BLOCK_MM[1])


def value_at(resp: np.ndarray, x_mm: float, y_mm: float, r_mm: float = 0.75) -> float:
    """Largest response within ``r_mm`` of a card-mm point (``-1`` outside the block)."""
    u = (x_mm - BLOCK_MM[0]) * P
    v = (y_mm - BLOCK_MM[1]) * P
    r = int(math.ceil(r_mm * P))
    h, w = resp.shape
    u0, u1 = int(round(u)) - r, int(round(u)) + r + 1
    v0, v1 = int(round(v)) - r, int(round(v)) + r + 1
    if u0 < 0 or v0 < 0 or u1 > w or v1 > h:
        return -1.0
    return float(resp[v0:v1, u0:u1].max())


# --- the row and the cross -----------------------------------------------------------------
#: Thresholds on the matched-filter responses (measured on rendered cards: a dot reads
#: 0.78–0.89 at its centre (median 0.84), a ring 0.53–0.70 on the ring filter while a dot
#: gives a ring response below 0; the cross filter 0.45–0.66 on a cross, at most 0.17 on
#: the printed rank emblem of a card without one).
DOT_MIN = 0.45
RING_MIN = 0.35
#: Weaker peaks than these where a row would go on (or anywhere in the row's place) refuse
#: the card: something may be hidden there.
DOT_DOUBT = 0.25
RING_DOUBT = 0.2
CROSS_YES = 0.3
CROSS_NO = 0.18
#: Where the first element's centre may lie, card mm (nominal: dot 6, ring 7.5 at y 16.5;
#: ±2 mm by hand plus the label's turn).
FIRST_X_MM = {ad.Shape.DOT: (3.0, 9.0), ad.Shape.RING: (4.5, 11.0)}
ROW_Y_MM = (12.5, 21.0)
#: Where the cross's centre may lie, card mm (nominal (8, 7), ±2 mm by hand and more).
CROSS_BOX_MM = (5.5, 4.0, 11.0, 10.0)
#: The row's search box, card mm.
ROW_BOX_MM = (2.5, 10.5, 39.0, 23.5)
#: A peak before the row's end + 7 mm refuses the card when it lies on the row's line
#: (within STRAY_ON_LINE_MM across: where a missed element would be), or near it (within
#: STRAY_ACROSS_MM) and at least STRAY_STRONG. Weak peaks 1.5–3 mm above the line are the
#: printed rank emblem's lower arc, which transparent labels leave in view.
STRAY_ON_LINE_MM = 1.5
STRAY_ACROSS_MM = 3.0
STRAY_STRONG = 0.35
#: Element spacing factor (size ±15 % plus measurement).
STEP_TOL = (0.8, 1.22)
#: A row element whose centre lies this close to the cross's centre, card mm, lies on the
#: cross's arm (the arm reaches 4 mm, a dot's edge 2 mm more): the "dot" is the arm, or
#: another card's. Measured on right readings: 5.75 mm at least; a cross's arm read as a
#: dot of a cascade's next card (Shoggoth read as Cultists) 3.75 mm.
CROSS_ROW_MIN_MM = 5.0
#: "No cross" is said only when the cross's place widened by the hand-placement tolerance
#: and a curled card's shift (card mm box; the row's elements masked out) holds no thick
#: ink: the darkness map eroded by a SLOT_ERODE_MM disc (a 2 mm cross bar survives it, the
#: printed emblem's thin line and digit mostly do not) stays under SLOT_INK_MAX there.
#: Measured (ink after erosion): cards without a cross read 0.11–0.73 (99th percentile
#: 0.71), crosses read 0.60–0.89, a cross pushed to the band's top edge by a curl (the
#: Nightgaunt read as The Fed) 0.86.
SLOT_BOX_MM = (1.0, 1.0, 16.0, 14.0)
SLOT_ERODE_MM = 0.9
SLOT_INK_MAX = 0.75


@dataclass(frozen=True)
class BlockReading:
    """What a card's block says: ``value`` (rank 1..8, 0 for a cross alone), the Other
    World bit (True/False, None = unknown), the row's element centres (card mm, shape) and
    why it was refused (``reason`` non-empty, ``value`` then -1)."""

    value: int
    other_world: bool | None
    elements: tuple[tuple[ad.Shape, float, float], ...]
    reason: str = ""


#: The strip after a row's last element (mm from its edge along the row, half-width
#: across) and the darkness (0..1 of the ground) its 70th percentile must stay under: a
#: band or label reads under 0.3, the printed frame of a card lying over it 0.6–0.7.
AFTER_STRIP_MM = (0.8, 7.0, 1.8)
AFTER_DARK_MAX = 0.42
AFTER_PCT = 70.0
#: Darkness allowed 3.3 mm from a dot's centre across the row (a ring's line, a cross's
#: arm lie there; the dot itself ends at 2 mm).
DOT_EDGE_DARK_MAX = 0.45


def _sample(dark: np.ndarray, xs_mm: np.ndarray, ys_mm: np.ndarray) -> np.ndarray | None:
    u = np.rint((xs_mm - BLOCK_MM[0]) * P).astype(int)
    v = np.rint((ys_mm - BLOCK_MM[1]) * P).astype(int)
    h, w = dark.shape
    if u.min() < 0 or v.min() < 0 or u.max() >= w or v.max() >= h:
        return None
    return dark[v, u]


def _plain_after(dark: np.ndarray, ex: float, ey: float, ang: float) -> bool:
    """True when the strip :data:`AFTER_STRIP_MM` after the row's end (ex, ey), card mm,
    direction ``ang`` (radians) is plain: its :data:`AFTER_PCT` percentile darkness under
    :data:`AFTER_DARK_MAX`; out of the block is not plain."""
    a0, a1, half = AFTER_STRIP_MM
    aa, cc = np.meshgrid(np.arange(a0, a1 + 1e-6, 0.5), np.arange(-half, half + 1e-6, 0.5))
    ca, sa = math.cos(ang), math.sin(ang)
    vals = _sample(dark, ex + aa * ca - cc * sa, ey + aa * sa + cc * ca)
    return vals is not None and float(np.percentile(vals, AFTER_PCT)) <= AFTER_DARK_MAX


def _isolated_dot(dark: np.ndarray, x: float, y: float, ang: float) -> bool:
    """True when nothing dark lies 3.3 mm from a dot's centre below the row (five
    directions 45–135° off the row, toward the card's bottom: the printed rank emblem may
    touch a dot from above): a 7 mm ring's line or a cross's arm lies there, not a dot's."""
    angs = ang + np.radians([45, 70, 90, 110, 135])
    vals = _sample(dark, x + 3.3 * np.cos(angs), y + 3.3 * np.sin(angs))
    return vals is not None and float(vals.max()) <= DOT_EDGE_DARK_MAX


def _slot_plain(dark: np.ndarray, row) -> bool:
    """True when no thick ink lies in the cross's widened place :data:`SLOT_BOX_MM` once
    the row's elements ``row`` (``(shape, x_mm, y_mm, ...)``) are masked out: the darkness
    map eroded by a :data:`SLOT_ERODE_MM` disc stays under :data:`SLOT_INK_MAX`."""
    d = dark.copy()
    for c in row:
        r = 2.6 if c[0] is ad.Shape.DOT else 4.1
        cv2.circle(d, (int(round((c[1] - BLOCK_MM[0]) * P)), int(round((c[2] - BLOCK_MM[1]) * P))),
                   int(round(r * P)), 0.0, -1)
    k = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (int(2 * SLOT_ERODE_MM * P) | 1,) * 2)
    return _box_max(cv2.erode(d, k), SLOT_BOX_MM) < SLOT_INK_MAX


def _refuse(reason: str) -> BlockReading:
    return BlockReading(-1, None, (), reason)


def read_block(maps: BlockMaps, allowed: "set[tuple[int, bool]] | None" = None
               ) -> BlockReading:
    """Parse a card's block (:func:`block_maps`) with the code's geometry.

    The row: dot peaks (≥ :data:`DOT_MIN`) and ring peaks (≥ :data:`RING_MIN`) in
    :data:`ROW_BOX_MM`, chained left to right from a first element whose centre lies in
    :data:`FIRST_X_MM`, each next one a step of (half sizes + 2 mm) × 0.8–1.22 away along one
    direction within 12° of the card's x axis; a ring only first; at most 4 dots. Refused
    when another peak (even a weak one, :data:`DOT_DOUBT` / :data:`RING_DOUBT`) lies in the
    row's place or where one more dot would follow, when a row element lies on the cross's
    arm (:data:`CROSS_ROW_MIN_MM`), or when the code is not in ``allowed`` (``(rank,
    other_world)`` pairs of real cards; ``None``: no check). The cross: present at
    :data:`CROSS_YES`; absent only under :data:`CROSS_NO` with its widened place plain
    (:func:`_slot_plain`); otherwise ``other_world`` is ``None``.
    """
    dots = _peaks(maps.dot, DOT_DOUBT, 2.2, ROW_BOX_MM)
    rings = _peaks(maps.ring, RING_DOUBT, 2.8, ROW_BOX_MM)
    cand = ([(ad.Shape.DOT, x, y, v, v >= DOT_MIN) for x, y, v in dots]
            + [(ad.Shape.RING, x, y, v, v >= RING_MIN) for x, y, v in rings])
    # a ring's centre is not a dot and a dot is not a ring: keep the stronger reading
    # (relative to its own threshold) of two peaks closer than 2.5 mm
    cand.sort(key=lambda c: -(c[3] / (DOT_MIN if c[0] is ad.Shape.DOT else RING_MIN)))
    els: list = []
    for c in cand:
        if all(math.hypot(c[1] - o[1], c[2] - o[2]) > 2.5 for o in els):
            els.append(c)
    strong = [c for c in els if c[4]]
    weak = [c for c in els if not c[4]]
    firsts = [c for c in strong if FIRST_X_MM[c[0]][0] <= c[1] <= FIRST_X_MM[c[0]][1]
              and ROW_Y_MM[0] <= c[2] <= ROW_Y_MM[1]]
    if not firsts:
        row: list = []
    else:
        first = min(firsts, key=lambda c: c[1])
        row = [first]
        direction = None
        while True:
            last = row[-1]
            half = 3.5 if last[0] is ad.Shape.RING else 2.0
            want = half + 2.0 + 2.0
            nxt = None
            for c in strong:
                if c in row or c[0] is not ad.Shape.DOT:
                    continue
                dx, dy = c[1] - last[1], c[2] - last[2]
                d = math.hypot(dx, dy)
                if not STEP_TOL[0] * want <= d <= STEP_TOL[1] * want:
                    continue
                ang = math.degrees(math.atan2(dy, dx))
                if abs(ang) > 14.0 or (direction is not None and abs(ang - direction) > 8.0):
                    continue
                nxt = c
                break
            if nxt is None:
                break
            direction = math.degrees(math.atan2(nxt[2] - last[2], nxt[1] - last[1]))
            row.append(nxt)
            if len(row) > 5:
                return _refuse("too many elements")
    # anything else in the row's place: a strong or weak peak not in the row
    rest = [c for c in els if c not in row]
    if row:
        x_end = row[-1][1] + (3.5 if row[-1][0] is ad.Shape.RING else 2.0)
        ang = 0.0 if len(row) == 1 else math.atan2(row[-1][2] - row[0][2],
                                                   row[-1][1] - row[0][1])
        for c in rest:
            on_line = row[0][2] + (c[1] - row[0][1]) * math.tan(ang)
            off = abs(c[2] - on_line)
            if c[1] < row[0][1] - 1.0 and c[3] < STRAY_STRONG:
                # weak, left of the first element: the band's edge or the printed frame
                # (a missed element there would have put the first one out of its place)
                continue
            if c[1] <= x_end + 7.0 and (off <= STRAY_ON_LINE_MM or (
                    off <= STRAY_ACROSS_MM and c[3] >= STRAY_STRONG)):
                return _refuse("stray element in the row's place")
        # one more dot right after the last: its place must be seen and plain
        half = 3.5 if row[-1][0] is ad.Shape.RING else 2.0
        step = half + 4.0
        nx, ny = row[-1][1] + step * math.cos(ang), row[-1][2] + step * math.sin(ang)
        if nx + 2.0 > BAND_MM[2]:
            return _refuse("row end not on the band")
        after = value_at(maps.dot, nx, ny, 1.2)
        if after >= DOT_DOUBT or after == -1.0:
            return _refuse("a dot may follow")
        # the strip where one more dot would lie is plain ground, not the frame of a card
        # (or a hand) lying over the row's end, which could hide more elements
        ex, ey = row[-1][1] + half * math.cos(ang), row[-1][2] + half * math.sin(ang)
        if not _plain_after(maps.dark, ex, ey, ang):
            return _refuse("row end may be covered")
        for c in row:
            if c[0] is ad.Shape.DOT and not _isolated_dot(maps.dark, c[1], c[2], ang):
                return _refuse("dot not alone (a ring or a cross?)")
    else:
        # no row: only a cross alone (rank 0) — the row's place must be plain
        if any(c[4] for c in els) or any(c[1] <= 20.0 for c in weak):
            return _refuse("no row read, ink in its place")
    shapes = [c[0] for c in row]
    if shapes.count(ad.Shape.RING) > 1:
        return _refuse("two rings")
    value = ad.decode_shapes(shapes)
    # the cross, about 9.5 mm above the row's first element
    cross, (cx, cy) = _box_argmax(maps.cross, CROSS_BOX_MM)
    if cross >= CROSS_YES:
        ow: bool | None = True
        if any(math.hypot(c[1] - cx, c[2] - cy) < CROSS_ROW_MIN_MM for c in row):
            # a "dot" on the cross's arm is the arm itself (or another card's row under
            # a cross that heads no row of its own)
            return _refuse("row element on the cross")
    elif cross <= CROSS_NO and _slot_plain(maps.dark, row):
        ow = False
    else:
        # a weak cross, or thick ink near its place (a cross pushed to the band's edge,
        # or covered): the Other World bit is left open
        ow = None
    if value == 0 and ow is not True:
        return _refuse("nothing read")
    if value > 8:
        return _refuse("not a rank")
    if allowed is not None:
        kinds = {o for v, o in allowed if v == value}
        if not kinds or (ow is not None and ow not in kinds):
            return _refuse("no card has this code")
    return BlockReading(value, ow, tuple((c[0], c[1], c[2]) for c in row))


#: Left of the band (card mm box): the printed frame only. Its darkest pixels (3rd
#: percentile) may go below the frame's own level (its top strip) by at most LEFT_INK_FRAC
#: of the frame-to-vinyl range (measured over all readings: median 0.03, 90th percentile
#: 0.31; a ring cut in half by a wrongly placed edge 0.87).
LEFT_BOX_MM = (-0.8, 12.0, 1.2, 23.0)
LEFT_INK_FRAC = 0.5


def _clear_left(img: np.ndarray, rd: BlockReading) -> bool:
    """True when nothing as dark as the row's vinyl lies left of the band's edge
    (:data:`LEFT_BOX_MM`): a band edge found too far right (a ring or the cross hiding
    the real one) would cut the row's first element off and read a lower rank."""
    if not rd.elements:
        return True
    inks = [float(np.min(_strip(img, (x - 0.8, y - 0.8, x + 0.8, y + 0.8))))
            for shape, x, y in rd.elements if shape is ad.Shape.DOT]
    ink = float(np.median(inks)) if inks else float(np.percentile(
        _strip(img, (2.5, 10.5, 39.0, 23.5)), 1))
    top = _strip(img, FRAME_BOXES_MM[1])
    frame = float(np.median(top, axis=1).min())
    if frame - ink <= 1:
        return False
    # how far below the printed frame's level toward the vinyl's the darkest pixels go
    frac = (frame - float(np.percentile(_strip(img, LEFT_BOX_MM), 3))) / (frame - ink)
    return frac <= LEFT_INK_FRAC


#: The tactile block's outline reported as the sighting's polygon, card mm.
REPORT_MM = ((2.0, 2.0), (30.0, 2.0), (30.0, 22.0), (2.0, 22.0))


class CardFirstReader:
    """Reads the tactile code of every card found in the seat zones of a layout.

    Args:
        edition: the deck; a reading must be the code of one of its cards.

    :meth:`read` returns :class:`~vision.records.Sighting` s (``source="sticker"``) whose
    polygon is the tactile block (card mm :data:`REPORT_MM`) in image px. Cards outside
    every seat zone (set-aside, deck) are not read: their orientation is unknown.
    """

    def __init__(self, edition: "str | Edition" = "arkham") -> None:
        self.edition = Edition.parse(edition)
        self.allowed = {(c.rank, c.other_world) for c in edition_cards(self.edition)}
        #: (seat, band, BlockReading) of the last :meth:`read`, for diagnosis.
        self.last: list = []

    def read(self, gray: np.ndarray, layout) -> list:
        """Sightings in ``gray`` (``H×W uint8``) for the seat zones of ``layout``
        (:class:`~vision.layout.TableLayout`; zones without a homography are skipped)."""
        out = []
        self.last = []
        for seat in layout.seats:
            zone = layout.zone(seat)
            if zone.to_seat is None:
                continue
            rect, m = rectify_zone(gray, zone.to_seat)
            for band in find_bands(rect):
                a = np.vstack([band.card_to_rect(), [0.0, 0.0, 1.0]])
                c2i = m @ a
                pts = cv2.perspectiveTransform(np.array([REPORT_MM], np.float64), c2i)[0]
                centre = pts.mean(axis=0)
                if layout.locate((float(centre[0]), float(centre[1])))[0] != seat:
                    continue
                img = block_image(gray, c2i)
                if not framed(img):
                    self.last.append((seat, band, _refuse("no printed frame round the band")))
                    continue
                rd = read_block(block_maps(img), self.allowed)
                if rd.value >= 0 and band.left_share < LEFT_SURE and not _clear_left(img, rd):
                    rd = _refuse("ink left of the band (the edge may be wrong)")
                self.last.append((seat, band, rd))
                if rd.value < 0:
                    continue
                cands = ad.candidates_for(rd.value, rd.other_world, self.edition)
                if not cands:
                    continue
                o = cv2.perspectiveTransform(np.array([[[0.0, 0.0], [10.0, 0.0], [0.0, -10.0]]]),
                                             c2i)[0]
                ppm = float(np.hypot(*(o[1] - o[0]))) / 10.0
                up = (o[2] - o[0]) / max(float(np.hypot(*(o[2] - o[0]))), 1e-9)
                ow = rd.other_world
                if ow is None:
                    kinds = {card(k).other_world for k in cands}
                    ow = kinds.pop() if len(kinds) == 1 else None
                out.append(Sighting(candidates=cands, rank=rd.value, other_world=ow,
                                    polygon=tuple((float(x), float(y)) for x, y in pts),
                                    confidence=0.8 if rd.other_world is not None else 0.6,
                                    source="sticker", px_per_mm=ppm,
                                    up=(float(up[0]), float(up[1]))))
        return out

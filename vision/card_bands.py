"""Card finder for the card-first tactile reader: the printed name band of every card in a
seat zone, hence each card's top-left corner and axes.

A card of the deck has a dark printed frame and a light *name band* (card mm x 2–61,
y 2–24; ``vision/render/face.py`` draws the same). In a seat zone every discard card faces
its player, top toward the table centre (seed 000 "Adaptation", docs/adaptation.md), so
once the zone is rectified from its seat marker's homography (:func:`rectify_zone`: seat
frame mm → an ``S`` px/mm image with the cards' tops up) every card is upright within a few
degrees and at a known scale. :func:`find_bands` then finds the bands (light components
of :func:`light_masks`, top edge by :func:`_mode_line`, left edge from the rows' leftmost
light pixels); :meth:`Band.card_to_rect` maps card mm to rectified px. Used by
:mod:`vision.sticker_cards`, which reads the code on each card (its bands reused between
frames of a stream by :mod:`vision.band_cache`). :func:`bands_any_way` finds the bands of
cards lying any way up (the middle of the table, :mod:`vision.centre_cards`).

Units: rectified px (``S`` per seat mm), card mm (origin at the card's top-left corner,
x right, y down, ``vision.adaptation``). Images ``H×W uint8`` gray.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import cv2
import numpy as np

#: Rectified zone resolution, px per seat mm.
S = 2.0
#: Seat-frame window rectified per zone, mm: x (player's right) and y (toward the centre).
ZONE_X_MM = (0.0, 160.0)
ZONE_Y_MM = (-40.0, 150.0)
#: The printed name band of a card, card mm (x0, y0, x1, y1).
BAND_MM = (2.0, 2.0, 61.0, 24.0)
#: The band masks tried in turn: a pixel is light when brighter than its 30 mm
#: neighbourhood mean minus this many grey levels; 0, and 20 for a band on a light cloth
#: (polka, gingham) that is hardly brighter than its neighbourhood (measured: (0, 10)
#: 58.7 %, (0, 20) 59.0 %, (0, 10, 20) 59.4 % for a third pass; one mask 0: 54.0 %).
BAND_CS = (0, 20)
#: The mask added for a far zone of a tilted camera (:func:`find_bands` ``far``): a pixel
#: is light when brighter than its 30 mm neighbourhood mean by 15 grey levels (a negative
#: margin). There (~1.1 image px per mm, blur σ ~1.8 px) the 2 mm printed frame between
#: the band and the artwork is blurred into a ramp, so when the artwork's top is lighter
#: than the mean (pulled down by the dark cloth round the pile) masks 0 and 20 join the
#: band to it, and to the next card's band, in one component taller than a band, refused
#: (session 56, band56: all 32 of the 84 far cards of seeds 1254200–1254213 whose band was
#: not found). The band, the lightest part of a card, stays light in this mask and the
#: ramp is cut at its upper half. Measured, far seat's bands found at their corner (of 42
#: on top, 42 under the next card; 1254200–1254213, then fresh 1403000–1403013): masks
#: 0, 20 alone 23 / 29, 20 / 30; with −10: 33 / 40, 28 / 42; −15: 36 / 41, 37 / 42;
#: −20: 35 / 40, 35 / 39; −25: 29 / 35.
FAR_CS = (-15,)
#: The 9 mm local test: a pixel darker than its 9 mm mean by more than this is not band
#: (measured, identified on the benchmark's frames: 8 → 55.8 % and 1 wrong, 12 → 56.2 %,
#: 25 → 57.5 %, 35 → 58.5 %, 50 and 70 → 58.7 %, no wrong reading from 12 on).
NEAR_C = 50


@dataclass(frozen=True)
class Band:
    """A card's name band found in a rectified zone.

    Attributes:
        corner: the band's top-left corner, rectified px.
        angle_deg: the band's top edge angle (rectified image, y down), degrees.
        width_mm, height_mm: the upright box of the band's light component in the
            rectified zone, mm (x, y): turned ``angle_deg``, not along/across the card
            (:attr:`across_mm` is its height across the card).
        left_share: share of the band's rows whose left end lies on the left edge found
            (low when the cross, a ring and the printed emblem hide most of it).
    """

    corner: tuple[float, float]
    angle_deg: float
    width_mm: float
    height_mm: float
    left_share: float = 1.0
    #: other corners to try, rectified px: the corner one band width left of a straight
    #: right edge when the band's light component is narrower than a band (its left end
    #: cut off by the printed emblem, a ring and the dots); read only when the corner
    #: found gives no reading (:mod:`vision.sticker_cards`)
    alt_corners: "tuple[tuple[float, float], ...]" = ()
    #: the light component's right end at the tactile row's height (card mm x, median
    #: over the rows at card y :data:`ROW_RIGHT_Y_MM`); ``None`` when not known (the
    #: component reaches the rectified zone's right border there, or no row at that height)
    right_mm: "float | None" = None
    #: the component reaches the rectified zone's right border at the row's height: the
    #: band may go on past the window, ``width_mm`` is not its visible width
    cut_right: bool = False
    #: ``(x, y, angle_deg)``, rectified px and degrees: the corner and top edge of the
    #: light found just above this band's top edge, past a thin dark line (the printed
    #: name cutting a narrow strip's light component: its top edge found on the name's
    #: line, ~8 mm low; :func:`_upper_corner`); read only when the corner found gives no
    #: reading; ``None``: none
    up_corner: "tuple[float, float, float] | None" = None
    #: found only in a far zone's stricter mask (:data:`FAR_CS`, :func:`find_bands`
    #: ``far``): its corner may lie ~2 mm low (the mask cuts the blurred top edge at more
    #: than half its height), so it is read last, only where no card was read
    #: (:mod:`vision.sticker_cards`)
    strict: bool = False
    #: the light component's height across the card, mm, from its box and angle, set
    #: once when the band is made (:func:`across_card_mm`; the unread-card prompts'
    #: :func:`vision.unread_cards.tall`)
    across_mm: float = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "across_mm",
                           across_card_mm(self.width_mm, self.height_mm, self.angle_deg))

    def alternatives(self) -> "list[Band]":
        """The band with each of :attr:`alt_corners` as its corner, then with
        :attr:`up_corner` (its left edge unsure: ``left_share`` 0)."""
        out = [Band(c, self.angle_deg, self.width_mm, self.height_mm, 0.0)
               for c in self.alt_corners]
        if self.up_corner is not None:
            x, y, a = self.up_corner
            out.append(Band((x, y), a, self.width_mm, self.height_mm, 0.0))
        return out

    def card_to_rect(self) -> np.ndarray:
        """2×3 affine: card mm → rectified px (the card's top-left corner is the band's
        minus 2 mm along both card axes)."""
        a = math.radians(self.angle_deg)
        ux = np.array([math.cos(a), math.sin(a)]) * S
        uy = np.array([-math.sin(a), math.cos(a)]) * S
        o = np.array(self.corner) - ux * BAND_MM[0] - uy * BAND_MM[1]
        return np.array([[ux[0], uy[0], o[0]], [ux[1], uy[1], o[1]]])


def zone_to_rect_affine() -> np.ndarray:
    """3×3: rectified px → seat mm (x = X0 + u/S, y = Y1 - v/S: the cards' tops up)."""
    return np.array([[1 / S, 0, ZONE_X_MM[0]], [0, -1 / S, ZONE_Y_MM[1]], [0, 0, 1]])


def rectify_zone(gray: np.ndarray, to_seat) -> tuple[np.ndarray, np.ndarray]:
    """The seat zone of homography ``to_seat`` (image px → seat mm, 9 floats) rectified:
    returns ``(R, M)``, ``R`` the ``H×W uint8`` image at :data:`S` px/mm over
    :data:`ZONE_X_MM` × :data:`ZONE_Y_MM` (out of the frame: 0), ``M`` the 3×3 homography
    rectified px → image px."""
    m = zone_homography(to_seat)
    w, hh = zone_size()
    r = cv2.warpPerspective(gray, m, (w, hh), flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                            borderMode=cv2.BORDER_CONSTANT, borderValue=0)
    return r, m


def zone_homography(to_seat) -> np.ndarray:
    """3×3 homography rectified zone px → image px for a seat homography ``to_seat``
    (image px → seat mm, 9 floats)."""
    h = np.asarray(to_seat, np.float64).reshape(3, 3)
    return np.linalg.inv(h) @ zone_to_rect_affine()


def zone_size() -> tuple[int, int]:
    """``(width, height)`` px of a rectified zone image."""
    return (int(round((ZONE_X_MM[1] - ZONE_X_MM[0]) * S)),
            int(round((ZONE_Y_MM[1] - ZONE_Y_MM[0]) * S)))


def _lsq(xs: np.ndarray, ys: np.ndarray) -> tuple[float, float]:
    n = len(xs)
    mx, my = float(xs.sum()) / n, float(ys.sum()) / n  # (= mean(), without its overhead)
    dx = xs - mx
    den = float(dx @ dx)
    a = float(dx @ (ys - my)) / den if den > 0 else 0.0
    return a, my - a * mx


def _percentile(values: np.ndarray, q: float) -> float:
    """``np.percentile(values, q)`` (linear, float64 values; the same bits) for the short
    arrays here (a band's rows), without numpy's per-call overhead (~0.1 ms)."""
    a = sorted(values.tolist())
    vi = (len(a) - 1) * (q / 100)
    lo = math.floor(vi)
    x, y = a[lo], a[min(lo + 1, len(a) - 1)]
    g = vi - lo
    d = y - x
    return y - d * (1 - g) if g >= 0.5 else x + d * g


def _median(values: np.ndarray) -> float:
    """``np.median(values)`` (float64 values, not empty; the same bits: the middle value,
    or the two middle values' sum halved) for the short arrays here, without numpy's
    per-call overhead (~20 µs, a fifth of :func:`_band_of`'s time)."""
    a = sorted(values.tolist())
    n = len(a)
    return a[n // 2] if n % 2 else (a[n // 2 - 1] + a[n // 2]) / 2


#: Share of the band's rows whose left end must lie on its left edge (the cross, a ring
#: and the printed emblem may hide most of the left side of the band).
LEFT_SUPPORT = 0.15
#: Below this share the left edge is checked once more after reading (:func:`vision.sticker_code.clear_left`).
LEFT_SURE = 0.35
#: The band's width, mm (:data:`BAND_MM`).
BAND_W_MM = BAND_MM[2] - BAND_MM[0]
#: A band component narrower than this (mm, between its left and right edges found) whose
#: right edge is straight (within 1 mm) over :data:`ALT_RIGHT_SUPPORT` of its rows also
#: gets the corner one band width left of that edge (:attr:`Band.alt_corners`). Measured,
#: identified on the 720p benchmark (seed 5000; 62.52 % without): 50 mm 62.57 %, 55 and
#: 57 mm 62.77 %; support 0.3, 0.5 and 0.7 the same; 0 wrong on all.
ALT_NARROW_MM = 55.0
ALT_RIGHT_SUPPORT = 0.5
_ANGLES = np.radians(np.arange(-11.0, 11.01, 1.0))
#: The top edge's angle after the least-squares refinement may lie at most this far from
#: level (degrees): a card in a seat zone lies upright within a few degrees (the renderer:
#: ±6° and the seat's homography; right readings measured at most 11.7°, 720p seeds 5000,
#: 50000, 60000, both seat modes), and the refinement moves a straight edge past the last
#: angle searched by a few degrees at most. Further, the points near the line are no
#: straight edge: a narrow piece of The Dilettante's band between two cards, the printed
#: emblem's arc and a card's oblique edge its "top", was found at −17.5° (from the −11°
#: line) and its ring read alone as The Musician (seed 60000 frame 46, harsh, 720p, seats
#: learnt at set-up).
MAX_TILT_DEG = 14.0
_COS, _SIN = np.cos(_ANGLES)[:, None], np.sin(_ANGLES)[:, None]
_ANGLE_ROWS = np.arange(len(_ANGLES))[:, None]


def _mode_line(xs: np.ndarray, ys: np.ndarray) -> tuple[float, float, float] | None:
    """The straight edge most points lie on (within ±1.5 px), angles within ±11° of level:
    ``(a, b, share)`` for ``y = a x + b`` refined by least squares on its points (``None``
    when that line lies more than :data:`MAX_TILT_DEG` from level). A notch (the printed
    emblem or a sticker touching the frame) is a minority and is ignored."""
    if len(xs) < 6:
        return None
    # every angle at once: one histogram of 1 px bins per angle, offset into one bincount
    # (in place where it can be: the same values with fewer temporaries)
    d = ys * _COS
    d -= xs * _SIN
    lo = d.min(axis=1, keepdims=True)
    d -= lo
    bins = d.astype(np.int64)  # (non-negative: truncation = floor)
    nb = int(bins.max()) + 3
    bins += _ANGLE_ROWS * nb
    hist = np.bincount(bins.ravel(), minlength=len(_ANGLES) * nb).reshape(len(_ANGLES), nb)
    win = hist[:, :-2] + hist[:, 1:-1]
    win += hist[:, 2:]
    ai, k = divmod(int(win.argmax()), nb - 2)
    t = float(_ANGLES[ai])
    d0 = float(lo[ai, 0]) + k + 1.5
    d = ys * math.cos(t)
    d -= xs * math.sin(t)
    d -= d0
    keep = np.abs(d) <= 1.5
    if np.count_nonzero(keep) < 6:
        return None
    a, b = _lsq(xs[keep], ys[keep])
    if abs(math.atan(a)) > math.radians(MAX_TILT_DEG):
        return None  # refined past the tilt a card in a zone can have
    share = np.count_nonzero(np.abs(ys - (a * xs + b)) <= 2.0) / len(xs)
    return a, b, share


def across_card_mm(width_mm: float, height_mm: float, angle_deg: float) -> float:
    """The height (mm, across the card) of a light component whose upright box in the
    rectified zone is ``width_mm`` × ``height_mm``, turned ``angle_deg`` (within the band
    finder's ±11°): that of a rectangle whose box is w × h turned by a,
    (h cos a − w sin |a|) / cos 2a."""
    a = math.radians(abs(angle_deg))
    return (height_mm * math.cos(a) - width_mm * math.sin(a)) / math.cos(2 * a)


def find_bands(rect: np.ndarray, far: bool = False) -> list[Band]:
    """The card name bands of a rectified zone (``rect``: :func:`rectify_zone`'s image).

    A band is a light component (not darker than its 30 mm neighbourhood mean, and not
    darker than a 9 mm one by :data:`NEAR_C` grey levels: the thin dark frame between two
    bands cuts them apart) 10–70 mm wide (a side strip of a cascade shows 16–22 mm) and 20–36 mm tall
    (its 22 mm plus a tactile label hanging over its lower edge), filling most of its box,
    whose top edge is a straight line within ±11° of level (:func:`_mode_line`) and whose
    left edge is straight over :data:`LEFT_SUPPORT` of its rows. Two masks are tried
    (:data:`BAND_CS`); a band found in both is kept once. For a ``far`` zone (a tilted
    camera's far, blurred side: :class:`vision.sticker_cards.CardFirstReader` says which)
    the bands of a third mask (:data:`FAR_CS`) more than 3 mm from every band found are
    added after them, :attr:`Band.strict`."""
    if not far:
        return bands_in_masks(light_masks(rect))
    masks = light_masks(rect, BAND_CS + FAR_CS)
    found = bands_in_masks(masks[:len(BAND_CS)])
    return found + [replace(b, strict=True) for b in bands_in_masks(masks[len(BAND_CS):])
                    if all(math.hypot(b.corner[0] - o.corner[0], b.corner[1] - o.corner[1])
                           > 3 * S for o in found)]


def light_masks(rect: np.ndarray, cs: tuple[int, ...] = BAND_CS) -> list[np.ndarray]:
    """The band masks of a rectified image (``H×W uint8``), one per grey-level margin of
    ``cs`` (default :data:`BAND_CS`; a caller that searches the first masks only asks for
    those: each mask is computed alone, so ``light_masks(rect, BAND_CS[:1])`` is
    ``light_masks(rect)[:1]`` without the second one's work; a negative margin asks
    for pixels brighter than the mean, :data:`FAR_CS`), ``H×W uint8``, 255 = light.
    Square box filters with symmetric borders: the masks of the image turned by a multiple
    of 90° are these masks turned."""
    # not darker than a 9 mm neighbourhood: cuts the thin dark frame between two bands
    near = cv2.adaptiveThreshold(rect, 255, cv2.ADAPTIVE_THRESH_MEAN_C, cv2.THRESH_BINARY,
                                 int(9 * S) | 1, NEAR_C)
    mean30 = cv2.blur(rect, (int(30 * S) | 1,) * 2)
    # rect > mean30 − c in uint8: the saturated mean30 − c (0 for mean30 < c, where every
    # pixel passes) and the pixels where mean30 < c
    out = []
    for c in cs:
        light = cv2.compare(rect, cv2.subtract(mean30, c) if c else mean30, cv2.CMP_GT)
        if c > 0:
            light = cv2.bitwise_or(light, cv2.compare(mean30, c, cv2.CMP_LT))
        out.append(cv2.bitwise_and(light, near))
    return out


def bands_in_masks(masks) -> list[Band]:
    """:func:`find_bands` on the masks of :func:`light_masks` (cards' tops up in them)."""
    out: list[Band] = []
    for light in masks:
        for b in _bands_in(np.ascontiguousarray(light)):
            if all(math.hypot(b.corner[0] - o.corner[0], b.corner[1] - o.corner[1]) > 3 * S
                   for o in out):
                out.append(b)
    return out


def _open_contours(light: np.ndarray):
    """``(opened mask, outer contours)`` of a light mask: the outer boundary of every light
    component, those lying in a hole of another one too. On a light cloth (polka) the cloth
    is one light component round every card, each card's dark frame a hole in it: its band
    lies in that hole, and the external contours alone were the cloth's (session 59, busy59:
    QA58 r1, seats 2, 3, 5 and 6 found no band at 87-97 % of their cards' pictures)."""
    k = cv2.getStructuringElement(cv2.MORPH_RECT, (int(1.5 * S) | 1,) * 2)
    light = cv2.morphologyEx(light, cv2.MORPH_OPEN, k)
    contours, tree = cv2.findContours(light, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_SIMPLE)
    if tree is None:
        return light, ()
    # RETR_CCOMP: outer boundaries have no parent (a component in a hole too), holes have one
    # (picked by one comparison of the parents' column, not a row view per contour)
    return light, [contours[i] for i in np.flatnonzero(tree[0][:, 3] < 0)]


def _size_ok(w: int, h: int) -> bool:
    """A band's box, px: 10–70 mm wide, 20–36 mm tall."""
    return 10 * S <= w <= 70 * S and 20 * S <= h <= 36 * S


def _filled(cnt, light: np.ndarray, x: int, y: int, w: int, h: int) -> np.ndarray | None:
    """The component of contour ``cnt`` (box ``x, y, w, h``) filled, within ``light``
    (``h×w`` bool), or ``None`` when it fills too little of its box."""
    if cv2.contourArea(cnt) < 0.35 * w * h:
        return None  # (cheap first test; the filled component is checked below)
    m8 = np.zeros((h, w), np.uint8)
    cv2.drawContours(m8, [cnt], -1, 255, -1, offset=(-x, -y))
    # (m8 is 0 or 255, and 255 & v is v: where both are nonzero, in one pass)
    m = cv2.bitwise_and(m8, light[y:y + h, x:x + w]) > 0
    if np.count_nonzero(m) < 0.45 * w * h:
        return None
    return m


def _bands_in(light: np.ndarray) -> list[Band]:
    """:func:`find_bands` on one light mask."""
    light, contours = _open_contours(light)
    out: list[Band] = []
    for cnt in contours:
        x, y, w, h = cv2.boundingRect(cnt)
        if not _size_ok(w, h):
            continue
        m = _filled(cnt, light, x, y, w, h)
        if m is None:
            continue
        b = _band_of(m, x, y, w, h, light.shape[1])
        if b is not None:
            if b.width_mm < UP_NARROW_MM:
                up = _upper_corner(light, b, m, x, y)
                if up is not None:
                    b = replace(b, up_corner=up)
            out.append(b)
    return out


#: A band component narrower than this (mm: a cascade's side strip) is looked above for
#: the band's true top (:func:`_upper_corner`).
UP_NARROW_MM = 30.0
#: The light above a band's top edge (:func:`_upper_corner`) may be cut from it by a dark
#: line at most UP_GAP_MM thick (the printed name, ~2 mm at most once blurred), and its
#: own top must lie UP_SHIFT_MM above the edge found (the name's line lies ~8 mm under the
#: band's top; the band is 22 mm tall).
UP_GAP_MM = 2.5
UP_SHIFT_MM = (4.0, 12.0)
#: Share of the component's columns whose light goes on above its top edge.
UP_SHARE = 0.5


def _upper_corner(light: np.ndarray, b: Band, m: "np.ndarray | None" = None, mx: int = 0,
                  my: int = 0) -> "tuple[float, float, float] | None":
    """The corner and angle ``(x, y, angle_deg)`` (rectified px, degrees) of the light
    region just above ``b``'s top edge in the opened mask ``light`` (``H×W uint8``), when
    it goes on over :data:`UP_SHARE` of the band's columns past a dark line at most
    :data:`UP_GAP_MM` thick and its own top edge (straight, :func:`_mode_line`) lies
    :data:`UP_SHIFT_MM` above; else ``None``. The corner: that top edge where the band's
    left edge meets it — measured at right angles to the new top edge on the rows of the
    band's component ``m`` (``h×w`` bool, its box's top-left at ``(mx, my)`` px) within
    21 mm under it; without ``m`` (or too few rows) the left edge through ``b.corner`` at
    right angles to ``b``'s top edge."""
    a = math.radians(b.angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = b.corner
    n = int(round(b.width_mm * S))
    if n < 8:
        return None
    us = cx + ca * np.arange(n)
    ts = cy + sa * np.arange(n)  # the top edge's row under each column
    cols = np.rint(us).astype(int)
    top = np.rint(ts).astype(int)
    reach = int(round(UP_SHIFT_MM[1] * S)) + 2
    hh, ww = light.shape
    ok = (cols >= 0) & (cols < ww) & (top - reach >= 0) & (top < hh)
    if np.count_nonzero(ok) < 8:
        return None
    cols, top = cols[ok], top[ok]
    # rows above the edge, nearest first, under the band's own light row: (reach + 1, columns)
    ext = np.empty((reach + 1, cols.size), np.uint8)
    ext[0] = 1
    ext[1:] = light[top[None, :] - 1 - np.arange(reach)[:, None], cols[None, :]] > 0
    # dark runs up to UP_GAP_MM filled: the light reachable from the band ends under the
    # first row left dark
    k = np.ones((int(round(UP_GAP_MM * S)) + 1, 1), np.uint8)
    closed = cv2.morphologyEx(ext, cv2.MORPH_CLOSE, k, borderType=cv2.BORDER_CONSTANT,
                              borderValue=1)
    z = closed == 0
    first0 = np.where(z.any(0), z.argmax(0), reach + 1)
    idx = np.arange(reach + 1)[:, None]
    # the highest light row reached, and a dark row crossed under it
    high = np.where((ext > 0) & (idx < first0[None, :]), idx, -1).max(0)
    crossed = ((ext == 0) & (idx < high[None, :])).any(0)
    high = np.where(crossed & (high >= 1), high, -1)
    moved = high >= int(round(UP_SHIFT_MM[0] * S))
    if np.count_nonzero(moved) < max(UP_SHARE * cols.size, 8):
        return None
    ys = (top - high).astype(np.float64)[moved]
    xs = cols[moved].astype(np.float64)
    ft = _mode_line(xs, ys)
    if ft is None or ft[2] < 0.5:
        return None
    at, bt, _ = ft
    shift = cy - (at * cx + bt)
    if not UP_SHIFT_MM[0] * S <= shift <= UP_SHIFT_MM[1] * S:
        return None
    # the band's left edge: along (ca, sa) through the corner, at right angles to its top
    left = cx * ca + cy * sa
    a2 = math.atan(at)
    if m is not None:
        # measured again at right angles to the new top edge, on the component's rows
        c2, s2 = math.cos(a2), math.sin(a2)
        rows = np.nonzero(m.any(1))[0]
        lefts = m.argmax(1)[rows].astype(np.float64) + mx
        rr = rows.astype(np.float64) + my
        inband = (-lefts * s2 + rr * c2) - bt * c2 <= 21.0 * S
        if np.count_nonzero(inband) >= 8:
            along = (lefts * c2 + rr * s2)[inband]
            l2 = _percentile(along, 10)
            ca, sa = c2, s2
            left = l2
    x2 = (left - bt * sa) / (ca + at * sa)
    return (x2, at * x2 + bt, math.degrees(a2))


def turn_to_image(k: int, h: int, w: int) -> np.ndarray:
    """3×3 map from px of ``np.rot90(img, k)`` (``img`` ``h×w``) to px of ``img``."""
    k %= 4
    if k == 0:
        return np.eye(3)
    if k == 1:   # r[i, j] = img[j, w - 1 - i]
        return np.array([[0.0, -1.0, w - 1.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
    if k == 2:   # r[i, j] = img[h - 1 - i, w - 1 - j]
        return np.array([[-1.0, 0.0, w - 1.0], [0.0, -1.0, h - 1.0], [0.0, 0.0, 1.0]])
    return np.array([[0.0, 1.0, 0.0], [-1.0, 0.0, h - 1.0], [0.0, 0.0, 1.0]])  # img[h-1-j, i]


#: The image width given to :func:`_band_of` by :func:`bands_any_way`: a turned
#: component's box has no window border, so :attr:`Band.right_mm` is measured and
#: :attr:`Band.cut_right` never set.
NO_BORDER_PX = 1 << 30


def bands_any_way(masks, upright_outside: "tuple[float, float] | None" = None
                  ) -> list[tuple[np.ndarray, Band]]:
    """The bands of cards lying any way up in a rectified image, from its
    :func:`light_masks`: each light component is tested as a band with the image turned by
    0, 90, 180 and 270° (the component's mask turned, not the image: one contour search per
    mask). ``upright_outside``: ``(x0, x1)`` px; a component whose box lies wholly left of
    ``x0`` or right of ``x1`` is tested turned by 0 and 180° only (a card lying along the
    image's x axis, ±14°: :data:`MAX_TILT_DEG`); ``None``: every component every way.
    Returns ``(C, band)`` pairs, ``C`` the 3×3 map card mm → px of the unturned
    image, ``band`` as found in the turned component (its ``left_share``, sizes and
    :attr:`~Band.right_mm`)."""
    out: list[tuple[np.ndarray, Band]] = []
    seen: list[tuple[int, float, float]] = []
    for light in masks:
        light, contours = _open_contours(light)
        for cnt in contours:
            x, y, w, h = cv2.boundingRect(cnt)
            if not (10 * S <= w <= 70 * S and 10 * S <= h <= 70 * S):
                continue  # (most components: too small or too large any way up)
            turns = [k for k in range(4) if (_size_ok(w, h) if k % 2 == 0 else _size_ok(h, w))]
            if upright_outside is not None and (x + w < upright_outside[0]
                                                or x > upright_outside[1]):
                turns = [k for k in turns if k % 2 == 0]
            if not turns:
                continue
            m = _filled(cnt, light, x, y, w, h)
            if m is None:
                continue
            for k in turns:
                mk = np.ascontiguousarray(np.rot90(m, k))
                # the light's right end at the row's height measured (Band.right_mm: no
                # window border in the turned component's own box, so never cut)
                b = _band_of(mk, 0, 0, mk.shape[1], mk.shape[0], NO_BORDER_PX)
                if b is None:
                    continue
                c = np.array([[1.0, 0.0, x], [0.0, 1.0, y], [0.0, 0.0, 1.0]]) @ turn_to_image(
                    k, h, w) @ np.vstack([b.card_to_rect(), [0.0, 0.0, 1.0]])
                ox, oy = c[0, 2], c[1, 2]  # the card's corner, px
                if any(k == k0 and math.hypot(ox - x0, oy - y0) <= 3 * S for k0, x0, y0 in seen):
                    continue
                seen.append((k, ox, oy))
                out.append((c, b))
    return out


#: Card y (mm) of the rows whose right ends give :attr:`Band.right_mm`: the tactile
#: row's height.
ROW_RIGHT_Y_MM = (13.0, 21.0)


#: Column (and row) indices for :func:`_band_of`'s fancy indexing.
_COLUMNS = np.arange(1024)


def _arange(n: int) -> np.ndarray:
    """``np.arange(n)`` (a view of :data:`_COLUMNS` when it is long enough)."""
    return _COLUMNS[:n] if n <= _COLUMNS.size else np.arange(n)


def _band_of(m: np.ndarray, x: int, y: int, w: int, h: int,
             img_w: "int | None" = None) -> Band | None:
    """The band of a filled light component ``m`` (``h×w`` bool) whose box's top-left is
    at ``(x, y)`` px, or ``None`` (no straight top edge within ±11°, no straight left edge
    over :data:`LEFT_SUPPORT` of its rows). ``img_w``: the width (px) of the image the
    component lies in, for :attr:`Band.right_mm` and :attr:`Band.cut_right` (``None``:
    not measured)."""
    # each column's top and each row's left end: the first light px (argmax); the columns
    # and rows with any light, those where that px is light
    first = m.argmax(0)
    cols = np.flatnonzero(m[first, _arange(m.shape[1])])
    tops = first[cols].astype(np.float64)
    ft = _mode_line(cols.astype(np.float64), tops)
    if ft is None or ft[2] < 0.4 or ft[2] * len(cols) < 8 * S:
        return None
    at, bt, _ = ft
    ang = math.atan(at)
    ca, sa = math.cos(ang), math.sin(ang)
    first = m.argmax(1)
    rows = np.flatnonzero(m[_arange(m.shape[0]), first])
    lefts = first[rows].astype(np.float64)
    # card axes: ux = (ca, sa), uy = (-sa, ca); position along ux of each row's left end
    along = lefts * ca + rows * sa
    # rows within the band (22 mm below the top edge), measured across the card
    across = -lefts * sa + rows * ca
    top_across = -0.0 * sa + bt * ca  # the top line's offset across (x=0 on the line)
    inband = (across - top_across) <= 21.0 * S
    n_in = int(np.count_nonzero(inband))
    if n_in < 8 * S:
        return None
    along_in = along[inband]
    left = _percentile(along_in, 10)
    support = int(np.count_nonzero(np.abs(along_in - left) <= 1.0 * S))
    if support < LEFT_SUPPORT * n_in or support < 3.0 * S:
        return None  # no straight left edge (covered, or not a band)
    # corner: on the top line (y = at x + bt) where along == left
    # along = x ca + (at x + bt) sa  =>  x = (left - bt sa) / (ca + at sa)
    cx = (left - bt * sa) / (ca + at * sa)
    cy = at * cx + bt
    alt = []
    rights = (m.shape[1] - 1 - m[:, ::-1].argmax(1))[rows].astype(np.float64)
    along_r = (rights * ca + rows * sa)[inband]
    right = _percentile(along_r, 90)
    if right - left < ALT_NARROW_MM * S and np.count_nonzero(
            np.abs(along_r - right) <= 1.0 * S) >= ALT_RIGHT_SUPPORT * n_in:
        ax = (right - BAND_W_MM * S - bt * sa) / (ca + at * sa)
        alt.append((x + ax, y + at * ax + bt))
    right_mm, cut = None, False
    if img_w is not None:
        y_card = BAND_MM[1] + (across[inband] - top_across) / S
        at_row = (y_card >= ROW_RIGHT_Y_MM[0]) & (y_card <= ROW_RIGHT_Y_MM[1])
        cut = bool((x + rights[inband][at_row] >= img_w - 1).any())
        if not cut and at_row.any():
            right_mm = BAND_MM[0] + (_median(along_r[at_row]) - left) / S
    return Band((x + cx, y + cy), math.degrees(ang), w / S, h / S,
                support / max(n_in, 1), tuple(alt), right_mm, cut)

"""Decoding a card's tactile code from its block maps (:mod:`vision.sticker_block`), for the
card-first reader (:mod:`vision.sticker_cards`).

:func:`read_block` parses the row with the code's geometry (first element's left edge at
4 mm ± tolerance, 2 mm gaps, ring before dots, ±15 % size, ±10°), reads the cross above it,
and must decode to a rank some card of the edition has. It refuses (``BlockReading.reason``)
rather than guess: another peak on the row's line (not a weak one on the row's ring's own
line, :data:`RING_OWN_MM`), a possible dot, anything dark or a dark line across the row
(a covering card's edge) where one more dot would follow, a weak first dot at the edge of
its place (:data:`FIRST_EDGE_DOT_MIN`), a lone element's next dot turned past the row
builder's 14° (:data:`TURNED_MAX_DEG`: the band's edge found askew), a "dot" with ink
3.3 mm below it
(a ring or a cross), a card's edge across the band's height between two elements of the
row (:data:`CUT_LINE_MAX`: the next card's dot can continue a row one step on) or just
past its end (:data:`EDGE_AFTER_MAX`: one more dot may lie under that card), a row
element on the cross's arm (:data:`CROSS_ROW_MIN_MM`), and a
cross alone whose rank sticker's place is not plain band (:func:`_row_place_plain`: a
blurred or faint rank sticker the filters missed). "No cross" is said only when the
cross's place, widened, holds no thick ink (:func:`_slot_plain`); else the Other World bit
is left open. :func:`clear_left` checks a weakly supported band edge after reading,
:func:`foot_clear` a dot at the band's foot (where the darkness map is blind),
:func:`after_as_light` the place after the row in grey levels (a hand over the row's end,
whose own skin the darkness map takes for ground), :func:`no_edge_above` the band above the
row just past its end (a covering card's edge, its frame hidden at the row's height by its
own label);
:func:`row_may_start` tells from the darkness and cross maps alone when :func:`read_block`
is sure to refuse (no first element, no cross), before the whole maps are made. A wrong
rank spoken aloud misleads a blind player; no reading does not.

Rule source: seed 000 "Adaptation" (the tactile code), docs/adaptation.md (kit geometry).
Units: card mm (origin at the card's top-left corner, x right, y down).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

from . import adaptation as ad
from .card_bands import BAND_MM
from .small_stats import median
from .sticker_block import (BLOCK_MM, FRAME_BOXES_MM, P, BlockMaps, box_argmax, box_max,
                            near_ground, peaks, percentile, ring_window_max, strip, value_at,
                            window_max)

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
#: A first dot within FIRST_EDGE_MM of the edge of its place (FIRST_X_MM × ROW_Y_MM) must
#: answer the dot filter with at least FIRST_EDGE_DOT_MIN: a blob where a covering card's
#: printed frame bulges into a band's corner passes for a weak dot there (a card's rules
#: box read as Investigators on The Urchin, seed 20000 frame 222, clean, 1080p: 0.46 at
#: x 3.0, y 21.0 mm). Measured on the accepted dot-first readings (8,917: 720p seeds 5000,
#: 20000 and 1000, 1080p seeds 5000 and 20000, curled; both seat modes): first dots that
#: near the edge (54) answer 0.67–0.85; weaker first dots (0.46–0.54, 1 %) all lie
#: further in, on tilted frames' blurred far side. Not checked on a block deconvolved
#: (:mod:`vision.sticker_deblur`): there it refused a right Investigators (seed 20000 frame
#: 26, tilted, 720p).
FIRST_EDGE_MM = 0.75
FIRST_EDGE_DOT_MIN = 0.6
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
#: A weak dot peak this close to a ring of the row (card mm) lies on the ring's own line
#: (its outer radius 3.5 mm; the next element's centre is 7.5 mm away, 6 at the least):
#: measured 2.5–3.2 mm from the ring's centre, 0.25–0.29, on 22 refused rings at 720p.
RING_OWN_MM = 3.6
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
#: Nor may the cross filter reach SLOT_CROSS_MAX anywhere in that widened place (the
#: filter's map covers it: :data:`~vision.sticker_block.CROSS_MAP_MM`). Measured on
#: readings whose cross box stayed under CROSS_NO (the four benchmark sets, 2,667): at
#: most 0.295 (the printed emblem); a cross 4.5 mm right of its place, merged with the
#: emblem and washed by glare, its bars eroded to 0.66 (Randall Tillinghast read as The
#: Sailor, harsh): 0.56.
SLOT_CROSS_MAX = 0.4


@dataclass(frozen=True)
class BlockReading:
    """What a card's block says: ``value`` (rank 1..8, 0 for a cross alone), the Other
    World bit (True/False, None = unknown), the row's element centres (card mm, shape) and
    why it was refused (``reason`` non-empty, ``value`` then -1); ``rules_box``: a band
    refused with nothing where a row starts that looks like a card's rules box
    (:func:`vision.rules_box.rules_box`, set by :mod:`vision.sticker_cards`)."""

    value: int
    other_world: bool | None
    elements: tuple[tuple[ad.Shape, float, float], ...]
    reason: str = ""
    rules_box: bool = False


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
    :data:`AFTER_DARK_MAX`, and no line across it within :data:`AFTER_LINE_MM` darker than
    :data:`AFTER_LINE_MAX` (median across); out of the block is not plain."""
    vals = _sample(dark, *_after_points(ex, ey, ang))
    if vals is None or percentile(vals, AFTER_PCT) > AFTER_DARK_MAX:
        return False
    # a dark line across the strip where one more dot would lie: a covering card's edge
    # (its printed frame), which the percentile above misses when the rest is light
    lines = np.sort(vals[:, _AFTER_LINE_COLS], axis=0)
    n = lines.shape[0]
    med = lines[n // 2] if n % 2 else (lines[n // 2 - 1] + lines[n // 2]) / 2
    return float(med.max()) <= AFTER_LINE_MAX


#: The strip's sample points (mm along, mm across), every 0.5 mm.
_AFTER_GRID = np.meshgrid(np.arange(AFTER_STRIP_MM[0], AFTER_STRIP_MM[1] + 1e-6, 0.5),
                          np.arange(-AFTER_STRIP_MM[2], AFTER_STRIP_MM[2] + 1e-6, 0.5))
#: Within AFTER_LINE_MM of the row's end (where one more dot would lie: 2 mm gap, 4 mm
#: dot), no line across the strip (the median across it at one place along) may be darker
#: than AFTER_LINE_MAX. Measured (0.25 mm steps) on the accepted readings of the
#: benchmark's frames (720p seeds 5000 and 20000, 1080p, curled; 3,819): median 0.28, 99th
#: percentile 0.47, 9 over 0.6 (the next card's edge just past a row's end); the edge of
#: a card covering a third dot (Cthulhu read as Shoggoth, tilted 720p) 0.81, of a card
#: whose frame a hot spot washed out (The Entertainer read as The Sailor, harsh) 0.67.
AFTER_LINE_MM = 6.0
AFTER_LINE_MAX = 0.6
_AFTER_LINE_COLS = _AFTER_GRID[0][0] <= AFTER_LINE_MM + 1e-6


def _after_points(ex: float, ey: float, ang: float) -> "tuple[np.ndarray, np.ndarray]":
    """The card-mm ``(xs, ys)`` of :data:`_AFTER_GRID` after a row ending at ``(ex, ey)``
    in the direction ``ang`` (radians)."""
    aa, cc = _AFTER_GRID
    ca, sa = math.cos(ang), math.sin(ang)
    return ex + aa * ca - cc * sa, ey + aa * sa + cc * ca


def row_end(els) -> "tuple[float, float, float]":
    """``(ex, ey, ang)``: where a row of elements ``(shape, x_mm, y_mm, ...)`` (left to
    right, at least one) ends, card mm (its last element's edge along the row), and the
    row's direction (radians; 0 for one element)."""
    half = 3.5 if els[-1][0] is ad.Shape.RING else 2.0
    ang = 0.0 if len(els) == 1 else math.atan2(els[-1][2] - els[0][2], els[-1][1] - els[0][1])
    return els[-1][1] + half * math.cos(ang), els[-1][2] + half * math.sin(ang), ang


#: The strip where one more dot would lie (:data:`AFTER_STRIP_MM`) must be as light as the
#: band: its median grey level at least AFTER_LIGHT_MIN of the band's light ground, the
#: lesser of the 80th percentiles of the band above the strip (card mm x ``ex`` + 0.8 to
#: + 7, y 2.5 to the row's top − 6, over the rank sticker's label) and of the band next to
#: the row (:func:`~vision.sticker_block.near_ground`; a hot spot can wash out either).
#: The darkness map (:func:`_plain_after`) measures the strip against the lightest ground
#: within 4.5 mm, which inside a wide cover is the cover itself: a hand over a row's end,
#: lighter than a printed frame, reads about 0.35 there and hides the next dot (a
#: Necronomicon read as Deep One, seed 130000 frame 113, busy, 720p, both seat modes: its
#: fourth dot under a hand, the strip 106 against the band's 170, 0.62). Measured on the
#: right readings with a row accepted before this check (1,100: 720p, seats forgotten,
#: frames 0–104 of seeds 5000 and 50000, 0–5 of 140000): at least 0.78 (a hot spot over
#: the band on a harsh frame; the next 0.81), 99 % over 0.94. Not seen: a hand as light
#: as the band (skin
#: ×0.6–1.1 in ``vision.render.occluders``: about a third of the hands are within 0.9 of a
#: band), or one over the band above the strip and next to the row too.
AFTER_LIGHT_MIN = 0.7
AFTER_ABOVE_Y_MM = (2.5, 6.0)


def after_as_light(img: np.ndarray, rd: BlockReading, ground: float | None = None) -> bool:
    """True when the place one more dot would take after the row of ``rd`` is as light as
    the band (see :data:`AFTER_LIGHT_MIN`), or when it is not seen (no row, the places out
    of the block, less than 1 mm of band above). ``img``: the block image
    (:func:`~vision.sticker_block.block_image`, ``h×w float32``, grey levels); ``ground``:
    its :func:`~vision.sticker_block.near_ground` if known."""
    if not rd.elements:
        return True
    ex, ey, ang = row_end(rd.elements)
    vals = _sample(img, *_after_points(ex, ey, ang))
    y0 = AFTER_ABOVE_Y_MM[0]
    y1 = min(e[2] for e in rd.elements) - AFTER_ABOVE_Y_MM[1]
    x0, x1 = ex + AFTER_STRIP_MM[0], ex + AFTER_STRIP_MM[1]
    if vals is None or y1 - y0 < 1.0 or x1 > BLOCK_MM[2]:
        return True
    above = strip(img, (x0, y0, x1, y1))
    if not above.size or not np.isfinite(above).all() or not np.isfinite(vals).all():
        return True
    g = near_ground(img) if ground is None else ground
    return median(vals) >= AFTER_LIGHT_MIN * min(percentile(above, 80), g)


#: No straight dark line may cross the band's whole height (y 3–23 mm) between two
#: elements of a row: the printed frame of another card lying over this one, whose own
#: row's first dot can continue this row exactly one step on (The Dilettante read on The
#: Entertainer). Measured: the line's darkness, its 10th percentile over the height of
#: the largest darkness within ±0.5 mm across, at the darkest place and slope (±0.2 mm per
#: mm) between two elements' edges; accepted readings of the benchmark's frames (720p
#: seeds 5000 and 20000, 1080p, curled; 2,260 with two elements or more): median 0.02,
#: 99th percentile 0.23, at most 0.32 (dim frames' noise); the covering card's frame
#: 0.43.
CUT_YS_MM = np.arange(3.0, 23.0 + 1e-6, 0.25)
CUT_SLOPES = np.arange(-0.2, 0.2 + 1e-6, 0.05)
CUT_PCT_INDEX = 8  # the 10th percentile of the 81 rows (numpy's: index 8.0 exactly)
CUT_LINE_MAX = 0.38


def _cut_across(dark: np.ndarray, row, limit: "float | None" = None) -> float:
    """The darkness of the darkest straight line across the band's height
    (:data:`CUT_YS_MM`, slopes :data:`CUT_SLOPES`) between the edges of two consecutive
    elements of ``row`` (``(shape, x_mm, y_mm, ...)``, left to right), see
    :data:`CUT_LINE_MAX`; 0 when there is no room between them or the lines leave the
    block. ``limit``: only whether it is darker than ``limit`` is asked; a gap none of
    whose lines can be (under :data:`_CUT_NEED` of the heights darker than ``limit`` within
    the lines' reach, as :func:`_edge_after` counts them) is not sampled (its lines are at
    most ``limit``, the answer the same; ~3× cheaper on most readings)."""
    h, w = dark.shape
    v = _CUT_ROWS
    if v.min() < 0 or v.max() >= h:
        return 0.0
    # the largest darkness within ±2 px across, on the rows the lines sample
    wide = cv2.dilate(dark[v], np.ones((1, 5), np.uint8), borderType=cv2.BORDER_REPLICATE)
    best = 0.0
    rows = np.arange(CUT_YS_MM.size)[None, :]
    for a, b in zip(row, row[1:]):
        x0 = a[1] + (3.5 if a[0] is ad.Shape.RING else 2.0) + 0.25
        x1 = b[1] - 2.0 - 0.25
        if x1 < x0:
            continue
        xs = np.arange(x0, x1 + 1e-6, 0.25)
        yrow = (a[2] + b[2]) / 2.0
        # every (slope, place) line's sample points, block px
        lx = xs[None, :, None] + CUT_SLOPES[:, None, None] * (CUT_YS_MM - yrow)[None, None, :]
        u = np.rint((lx - BLOCK_MM[0]) * P).astype(int).reshape(-1, CUT_YS_MM.size)
        umin, umax = int(u.min()), int(u.max())
        if umin < 2 or umax >= w - 2:
            continue
        if limit is not None and np.count_nonzero(  # (>= its float32: never one too few)
                wide[:, umin:umax + 1].max(axis=1) >= np.float32(limit)) < _CUT_NEED:
            continue  # no line of this gap can be darker than limit
        m = wide[rows, u]
        best = max(best, float(np.partition(m, CUT_PCT_INDEX, axis=1)[:, CUT_PCT_INDEX].max()))
    return best


#: Nor may a straight dark line cross the band's whole height just past the row's end,
#: within EDGE_AFTER_MM of its last element's edge, darker than EDGE_AFTER_MAX (the line's
#: darkness as in :func:`_cut_across`, every 0.25 mm from the row's end): the printed frame
#: of a card lying over the place where one more dot would begin (a 2 mm gap ×0.85–1.15,
#: the frame's line ~0.75 mm into the cover), hiding that dot wholly. :func:`_plain_after`
#: asks for a line dark across the strip's middle (:data:`AFTER_LINE_MAX` 0.6), which a far
#: card's frame, blurred to a thin grey line, does not reach: a Necronomicon (four dots)
#: read as Deep One, seed 40000 frame 80, tilted, its fourth dot under the next card (0.46
#: there); this line over the band's height reads 0.55 at 720p and 0.61 at 1080p, 2.5–3 mm
#: past the third dot. Measured on the accepted readings of eleven sets (720p and 1080p
#: seeds 5000, 1000, 20000, 30000, 40000, curled; both seat modes; 26,274 right readings, both
#: modes counted, 194 of them deconvolved): median 0.12, 99.9th percentile 0.42, at most 0.47 (dim frames' noise
#: past a lone dot or ring); a card's edge starting 3 mm past a right row's end reads
#: 0.47–0.53 from 3 mm on (a Shoggoth, seed 30000 frame 223, 1080p), so the place stops
#: at 2.75 mm.
EDGE_AFTER_MM = 2.75
EDGE_AFTER_MAX = 0.5
_EDGE_DS = np.arange(0.0, EDGE_AFTER_MM + 1e-6, 0.25)


def _edge_after(dark: np.ndarray, ex: float, ey: float, limit: float) -> bool:
    """True when a straight line across the band's height (:data:`CUT_YS_MM`, slopes
    :data:`CUT_SLOPES` about ``ey``) at 0–:data:`EDGE_AFTER_MM` past the row's end ``(ex,
    ey)`` (card mm, every 0.25 mm) is darker than ``limit``: its 10th percentile over the
    height of the largest darkness within ±0.5 mm across, as in :func:`_cut_across`. Lines
    leaving the block are skipped (none left: False). A line darker than ``limit`` needs 73
    of its 81 heights darker: the rows with anything that dark within the lines' reach are
    counted first, and the lines are sampled only when enough rows are (the same answer,
    ~4× cheaper on most readings)."""
    h, w = dark.shape
    tilt = CUT_SLOPES[:, None] * (CUT_YS_MM - ey)[None, :]  # slopes × heights, mm
    # the lines' reach, px (rint is monotonic: the extreme samples' columns)
    u0 = int(np.rint(((ex + _EDGE_DS[0]) + float(tilt.min()) - BLOCK_MM[0]) * P))
    u1 = int(np.rint(((ex + _EDGE_DS[-1]) + float(tilt.max()) - BLOCK_MM[0]) * P))
    v = _CUT_ROWS
    if 0 <= u0 and u1 < w:
        a0, a1 = max(u0 - 2, 0), min(u1 + 3, w)  # the ±2 px dilation's reach
        wide = cv2.dilate(np.ascontiguousarray(dark[v, a0:a1]), np.ones((1, 5), np.uint8),
                          borderType=cv2.BORDER_REPLICATE)
        if np.count_nonzero(wide[:, u0 - a0:u1 - a0 + 1].max(axis=1) > limit) < _CUT_NEED:
            return False
    else:
        a0 = 0
        wide = cv2.dilate(dark[v], np.ones((1, 5), np.uint8), borderType=cv2.BORDER_REPLICATE)
    lx = (ex + _EDGE_DS)[None, :, None] + tilt[:, None, :]
    u = np.rint((lx - BLOCK_MM[0]) * P).astype(int)  # slopes × places × heights
    ok = (u.min(axis=(0, 2)) >= 0) & (u.max(axis=(0, 2)) < w)
    if not ok.any():
        return False
    m = wide[np.arange(CUT_YS_MM.size)[None, None, :], u[:, ok] - a0]
    return float(np.partition(m, CUT_PCT_INDEX, axis=2)[:, :, CUT_PCT_INDEX].max()) > limit


#: The block rows the lines across the band sample (:data:`CUT_YS_MM`), and how many of
#: them a line darker than a limit needs darker (its 10th percentile: index 8 of 81).
_CUT_ROWS = np.rint((CUT_YS_MM - BLOCK_MM[1]) * P).astype(int)
_CUT_NEED = CUT_YS_MM.size - CUT_PCT_INDEX


#: The edge of a card lying over the row's end may show only above the row: its own rank
#: sticker's label, white, can hide its printed frame at the row's height (and the
#: darkness map, measured against that label, sees the frame above it hardly darker than
#: the printed band). So above the row too (card y 3 mm to ABOVE_LABEL_MM above the
#: highest element's edge, where this row's label ends), no straight line (slopes
#: :data:`CUT_SLOPES`) within :data:`EDGE_AFTER_MM` past the row's end may be darker than
#: ABOVE_EDGE_MAX of the band's ground there (the 80th percentile grey level of the band
#: above, x from the row's end − 3 to + 7 mm): the line's grey level is its 90th
#: percentile over that height of the least grey level within ±0.5 mm across. Checked on
#: rows ending at ABOVE_FROM_MM or further only (the cross and the printed emblem lie
#: above the place of a shorter row's next element). A Necronomicon (cross, four dots)
#: read as Deep One, seed 50000 frame 298 (harsh, 720p, both seat modes): its fourth dot
#: under Cthulhu, whose label covered its own frame at the row's height, the two bands one
#: light component; 0.50 there. Randall Tillinghast read as The Sailor, seed 150000 frame
#: 94 (harsh, seats learnt): its strip and The Stowaway's band over it one component, the
#: top edge found across both (11° off), the cross turned and missed; its row ends 1.5 mm
#: before The Stowaway's edge (0.63). Right readings ending at 16 mm or further (2,952:
#: frames 0–299 of 720p seeds 5000 and 50000, both seat modes): at most 0.39 (then 0.39,
#: 0.32); rows ending at 15–16 mm reach 0.57 (the cross's arm over the place).
ABOVE_LABEL_MM = 3.0
ABOVE_FROM_MM = 16.0
ABOVE_EDGE_MAX = 0.45
#: On a deconvolved block (:mod:`vision.sticker_deblur`, ``sharpened``) the limit is
#: ABOVE_EDGE_MAX less ABOVE_EDGE_SHARPENED_LESS (0.40): fresh 9742000 frame 26's far The
#: Urchin (four dots, the fourth under Randall Tillinghast's label; sessions 66–67, stk,
#: stw67, rev-stw67) was read three dots long from the second deconvolution at its band's
#: place, this check at 0.417–0.445 on the 9 of 22 renders main read wrong (tilt 39–41°,
#: view ×0.97–1.03; 0.459 at 40°). Right deconvolved readings: a far The Fed on those
#: renders up to 0.391 (kept, the nearest); fresh far-seat sets (9748200–9748499, 300
#: frames, tilted and side cascades, 720p and 1080p, both seat modes: 165 deconvolved
#: readings checked) at most 0.334; plain ones above at most 0.39. Session 68, stw68
#: (docs/benchmarks-history.md).
ABOVE_EDGE_SHARPENED_LESS = 0.05
#: The least height (mm) of band above the row for the check to be made.
ABOVE_MIN_MM = 3.0
#: A cover whose corner lies inside the band shows its edge only below its own top: the
#: lines are also taken over the lowest ABOVE_SPAN_MM of the height alone (just above the
#: row's label), there turned about their foot at the row's end (not about the row's
#: height, which lets a line over a short span wander up to 2 mm left of the row's end,
#: onto the row's own emblem: right Sailors refused so, seeds 5000 and 790000). The
#: Entertainer (ring, two dots) read as The Sailor, seed 790000 frame 148 (harsh, 720p):
#: the next card's corner 5.6 mm down the band, its edge dark (grey 55–75 on the band's
#: 179) from there to the label, light above it; at the row's height a hot spot washed
#: its frame out (150 on 241: darkness under 0.4 after the row, :func:`_edge_after` and
#: :data:`AFTER_LINE_MAX` blind), and the row's scale (×1.15) put the next dot's place
#: 2.6 mm past the row's nominal end. The short lines are read on the grey levels along
#: them (:data:`ABOVE_SPAN_ACROSS_PX`), not on the least within ±0.5 mm across: over 3 mm
#: that tube holds an arc of the card's own printed emblem circle (r 5.5 mm, its right
#: side at the row's end on a short row) and refused a right Randall Tillinghast (seed
#: 30000 frame 73, curled, 720p: 0.48 in the tube, 0.06 along the line; the cover's edge
#: of frame 148: 0.64 and 0.56).
ABOVE_SPAN_MM = 3.0
#: How many block px across the short lines take their least grey level over (1: the
#: line's own pixels; the long lines take 5, ±0.5 mm).
ABOVE_SPAN_ACROSS_PX = 1


def no_edge_above(img: np.ndarray, rd: BlockReading, sharpened: bool = False) -> bool:
    """True when no straight dark line crosses the band above the row of ``rd`` just past
    its end (see :data:`ABOVE_EDGE_MAX`; with ``sharpened``, a deconvolved block, that
    less :data:`ABOVE_EDGE_SHARPENED_LESS`: a covering card's edge whose frame its own
    label hides at the row's height), or when that is not checked or not seen (no row, a row
    ending before :data:`ABOVE_FROM_MM`, less than :data:`ABOVE_MIN_MM` of band above it,
    places out of the block or the frame). ``img``: the block image
    (:func:`~vision.sticker_block.block_image`, ``h×w float32``, grey levels)."""
    if not rd.elements:
        return True
    ex, ey, _ang = row_end(rd.elements)
    if ex < ABOVE_FROM_MM:
        return True
    y1 = min(e[2] - (3.5 if e[0] is ad.Shape.RING else 2.0) for e in rd.elements) - ABOVE_LABEL_MM
    y0 = 3.0
    if y1 - y0 < ABOVE_MIN_MM:
        return True
    ys = np.arange(y0, y1 + 1e-6, 0.25)
    low = ys >= y1 - ABOVE_SPAN_MM - 1e-6  # the lowest ABOVE_SPAN_MM, turned about y1
    lx = (ex + _EDGE_DS)[None, :, None] + CUT_SLOPES[:, None, None] * (ys - ey)[None, None, :]
    lx_low = ((ex + _EDGE_DS)[None, :, None]
              + CUT_SLOPES[:, None, None] * (ys[low] - y1)[None, None, :])
    # slopes × places × heights, block px
    u, u_low = (np.rint((a - BLOCK_MM[0]) * P).astype(int) for a in (lx, lx_low))
    h, w = img.shape
    if u.min() < 2 or u.max() >= w - 2:
        return True
    band = strip(img, (ex - 3.0, y0, ex + 7.0, y1))
    rows = img[np.rint((ys - BLOCK_MM[1]) * P).astype(int)]
    if not band.size or not np.isfinite(band).all() or not np.isfinite(rows).all():
        return True
    ground = percentile(band, 80)
    if ground <= 1.0:
        return True
    # the least grey level within ±2 px (±0.5 mm) across, on the rows the lines sample
    least = cv2.erode(np.ascontiguousarray(rows), np.ones((1, 5), np.uint8),
                      borderType=cv2.BORDER_REPLICATE)
    line = _line_grey(least, u)
    if u_low.size and u_low.min() >= 2 and u_low.max() < w - 2:
        # the short lines on the least within ABOVE_SPAN_ACROSS_PX across
        least_low = cv2.erode(np.ascontiguousarray(rows[low]),
                              np.ones((1, ABOVE_SPAN_ACROSS_PX), np.uint8),
                              borderType=cv2.BORDER_REPLICATE)
        line = min(line, _line_grey(least_low, u_low))
    limit = ABOVE_EDGE_MAX - (ABOVE_EDGE_SHARPENED_LESS if sharpened else 0.0)
    return 1.0 - line / ground <= limit


def _line_grey(least: np.ndarray, u: np.ndarray) -> float:
    """The grey level of the darkest of the lines ``u`` (block px columns, slopes × places
    × heights) on ``least`` (one row per height): the least over the lines of their 90th
    percentile over the heights."""
    vals = least[np.arange(u.shape[2])[None, None, :], u]
    k = int(round(0.9 * (u.shape[2] - 1)))
    return float(np.partition(vals, k, axis=2)[:, :, k].min())


#: A lone element's next dot when its band's top edge was found askew: a strong dot
#: (:data:`DOT_MIN`), alone (:func:`_isolated_dot`), right of the element at one dot step
#: (:data:`STEP_TOL`) but turned more than the row builder's 14° and up to TURNED_MAX_DEG
#: off the card's x axis refuses a one-element reading. The Sailor (ring, dot) read as The
#: Musician from its ring alone, seed 950000 frame 44 (tilted, 720p; session 48's strict
#: xfail): seat 1's cascade, the band's top edge found ~20° off, its dot 8.0 mm from the
#: ring at 24°, 0.66, 3.3 mm off the ring's line (out of :data:`STRAY_ACROSS_MM`); with the
#: band's tilt limit off (:data:`vision.card_bands.MAX_TILT_DEG`), The Dilettante's at 24.9°
#: (seed 60000 frame 46). Right readings have one too: The Musician of fresh seed 987000
#: frame 169 (typical, 720p), a printed mark (no sticker element) read as a lone dot 1.15
#: steps on at 29.5°, 0.61, refused at 30° (review rev-sticker49, session 49); frame 100
#: (harsh), one at 38.9°. Thin margins both sides (2–3°).
TURNED_MAX_DEG = 27.0


def _turned_next(dark: np.ndarray, el, strong) -> bool:
    """True when one of the ``strong`` peaks (``(shape, x_mm, y_mm, value, strong)``) is a
    lone dot one step after the lone row element ``el``, turned 14°–:data:`TURNED_MAX_DEG`
    off the card's x axis (see :data:`TURNED_MAX_DEG`); ``dark``: the darkness map."""
    want = (3.5 if el[0] is ad.Shape.RING else 2.0) + 4.0
    for c in strong:
        if c is el or c[0] is not ad.Shape.DOT:
            continue
        dx, dy = c[1] - el[1], c[2] - el[2]
        ang = math.degrees(math.atan2(dy, dx))
        if (STEP_TOL[0] * want <= math.hypot(dx, dy) <= STEP_TOL[1] * want
                and 14.0 < abs(ang) <= TURNED_MAX_DEG
                and _isolated_dot(dark, c[1], c[2], math.radians(ang))):
            return True
    return False


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
    map eroded by a :data:`SLOT_ERODE_MM` disc stays under :data:`SLOT_INK_MAX`. (Masked
    and eroded on the box and the disc's radius round it only: the same values in the
    box.)"""
    k = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (int(2 * SLOT_ERODE_MM * P) | 1,) * 2)
    r = k.shape[0] // 2
    # the box's pixels as box_max takes them, and the erosion's reach round them
    u0 = int(round((SLOT_BOX_MM[0] - BLOCK_MM[0]) * P))
    v0 = int(round((SLOT_BOX_MM[1] - BLOCK_MM[1]) * P))
    u1 = int(round((SLOT_BOX_MM[2] - BLOCK_MM[0]) * P)) + 1
    v1 = int(round((SLOT_BOX_MM[3] - BLOCK_MM[1]) * P)) + 1
    h, w = dark.shape
    a0, b0 = max(v0 - r, 0), max(u0 - r, 0)
    d = dark[a0:min(v1 + r, h), b0:min(u1 + r, w)].copy()
    for c in row:
        rad = 2.6 if c[0] is ad.Shape.DOT else 4.1
        cv2.circle(d, (int(round((c[1] - BLOCK_MM[0]) * P)) - b0,
                       int(round((c[2] - BLOCK_MM[1]) * P)) - a0),
                   int(round(rad * P)), 0.0, -1)
    return float(cv2.erode(d, k)[v0 - a0:v1 - a0, u0 - b0:u1 - b0].max()) < SLOT_INK_MAX


#: Peaks centred below this (card mm; the band ends at 24) do not refuse a cross alone:
#: the dark frame's edge under the band gives dot responses of 0.3–0.6 at y 22–23 mm,
#: which refused 103 of the cross-alone cards at 720p; a rank sticker's first element
#: lies at y 14.5–18.5 (+1.2 at 10°), in ROW_PLACE_BOXES_MM.
ROW_FOOT_MM = 21.75
#: Where a rank sticker's first elements lie under the cross (card mm boxes, below the
#: printed emblem's circle, which ends at y 14.9 mm): on a card with no rank sticker, plain
#: band. A cross-alone reading needs the darkness's ROW_PLACE_PCT percentile under
#: ROW_PLACE_INK_MAX in each box. Measured on the cross-alone readings of the benchmark's
#: frames (720p seeds 5000 and 20000, 1080p, curled; 423 right): at most 0.28 (dim frames'
#: noise; median 0.01); a Stowaway's ring blurred on a tilted frame's far side (dot and ring
#: responses under the weak-peak thresholds), read as the cross alone at 1080p, 0.44; the
#: blocks of Other World cards with a rank sticker whose row was not read (32) 0.38–0.90.
ROW_PLACE_BOXES_MM = ((3.0, 15.5, 12.0, 21.0), (10.0, 15.5, 19.0, 21.0))
ROW_PLACE_PCT = 90.0
ROW_PLACE_INK_MAX = 0.35


def _row_place_plain(dark: np.ndarray) -> bool:
    """True when the rank sticker's place (:data:`ROW_PLACE_BOXES_MM`) of a darkness map
    (``h×w float32``, 0..1, :func:`~vision.sticker_block.darkness`) holds no unread
    sticker: its :data:`ROW_PLACE_PCT` percentile stays under :data:`ROW_PLACE_INK_MAX`
    in every box. A blurred or faint ring or dot too weak for the filters' weak-peak
    thresholds still darkens its place; a card with no rank sticker leaves it plain."""
    return all(percentile(strip(dark, b), ROW_PLACE_PCT) < ROW_PLACE_INK_MAX
               for b in ROW_PLACE_BOXES_MM)


def refuse(reason: str) -> BlockReading:
    return BlockReading(-1, None, (), reason)


#: Margin under the thresholds for :func:`row_may_start` (its direct filters and the
#: maps' DFT differ by ~1e-7).
_QUICK_EPS = 1e-4


def row_may_start(dark: np.ndarray, cross: np.ndarray) -> bool:
    """False when :func:`read_block` is sure to refuse the block, from the darkness and
    cross maps only (:func:`~vision.sticker_block.darkness`,
    :func:`~vision.sticker_block.cross_map`): no dot response of :data:`DOT_MIN` where a
    row's first dot may lie, no ring response of :data:`RING_MIN` where a first ring may
    lie (:data:`FIRST_X_MM` × :data:`ROW_Y_MM`), and no cross (:data:`CROSS_YES`) — then
    no row can start and a cross alone is not there either. Saves the whole dot and ring
    maps on about a quarter of the blocks (measured: 516 of 1,976 on the benchmark's
    frames were refused so)."""
    if box_max(cross, CROSS_BOX_MM) >= CROSS_YES:
        return True
    dot = FIRST_X_MM[ad.Shape.DOT]
    if window_max(dark, "dot", (dot[0], ROW_Y_MM[0], dot[1], ROW_Y_MM[1])) >= \
            DOT_MIN - _QUICK_EPS:
        return True
    ring = FIRST_X_MM[ad.Shape.RING]
    # the ring's response is at most its centre's: the whole ring only past its centre
    _, whole = ring_window_max(dark, (ring[0], ROW_Y_MM[0], ring[1], ROW_Y_MM[1]),
                               RING_MIN - _QUICK_EPS)
    return whole is not None and whole >= RING_MIN - _QUICK_EPS


def read_block(maps: BlockMaps, allowed: "set[tuple[int, bool]] | None" = None,
               first_edge: bool = True) -> BlockReading:
    """Parse a card's block (:func:`block_maps`) with the code's geometry.

    The row: dot peaks (≥ :data:`DOT_MIN`) and ring peaks (≥ :data:`RING_MIN`) in
    :data:`ROW_BOX_MM`, chained left to right from a first element whose centre lies in
    :data:`FIRST_X_MM`, each next one a step of (half sizes + 2 mm) × 0.8–1.22 away along one
    direction within 14° of the card's x axis; a ring only first; at most 4 dots. Refused
    when a weak first dot lies at the edge of its place (:data:`FIRST_EDGE_DOT_MIN`), when
    another peak (even a weak one, :data:`DOT_DOUBT` / :data:`RING_DOUBT`; not a weak
    dot on the row's ring's own line) lies in the row's place or where one more dot would
    follow (or that strip is dark, or crossed by a dark line: :func:`_plain_after`), when
    a lone element has a lone dot one step on turned past 14° (:data:`TURNED_MAX_DEG`), when
    a card's edge crosses the band between two row elements (:func:`_cut_across`) or just
    past the row's end (:func:`_edge_after`), when a
    row element lies on the cross's
    arm (:data:`CROSS_ROW_MIN_MM`), or when the code is not in ``allowed`` (``(rank,
    other_world)`` pairs of real cards; ``None``: no check). No row: a cross alone needs
    no peak in the row's place above the band's foot (:data:`ROW_FOOT_MM`) and off the
    cross's arms (:data:`CROSS_ROW_MIN_MM` from its centre), and a plain
    rank-sticker place (:func:`_row_place_plain`). The cross: present at
    :data:`CROSS_YES`; absent only under :data:`CROSS_NO` with its widened place plain
    (:func:`_slot_plain`) and no cross response of :data:`SLOT_CROSS_MAX` there;
    otherwise ``other_world`` is ``None``. ``first_edge``: False skips the weak-first-dot
    check (a deconvolved block, whose dot responses it was not measured on).
    """
    dots = peaks(maps.dot, DOT_DOUBT, 2.2, ROW_BOX_MM)
    rings = peaks(maps.ring, RING_DOUBT, 2.8, ROW_BOX_MM)
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
                return refuse("too many elements")
    if first_edge and row and row[0][0] is ad.Shape.DOT and row[0][3] < FIRST_EDGE_DOT_MIN:
        (x0, x1), (y0, y1) = FIRST_X_MM[ad.Shape.DOT], ROW_Y_MM
        if min(row[0][1] - x0, x1 - row[0][1], row[0][2] - y0, y1 - row[0][2]) < FIRST_EDGE_MM:
            return refuse("a weak first dot at the edge of its place")
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
            if not c[4] and c[0] is ad.Shape.DOT and any(
                    r[0] is ad.Shape.RING and math.hypot(c[1] - r[1], c[2] - r[2]) < RING_OWN_MM
                    for r in row):
                # a weak "dot" on the ring's own line (no other element fits inside a ring)
                continue
            if c[1] <= x_end + 7.0 and (off <= STRAY_ON_LINE_MM or (
                    off <= STRAY_ACROSS_MM and c[3] >= STRAY_STRONG)):
                return refuse("stray element in the row's place")
        # one more dot right after the last: its place must be seen and plain
        half = 3.5 if row[-1][0] is ad.Shape.RING else 2.0
        step = half + 4.0
        nx, ny = row[-1][1] + step * math.cos(ang), row[-1][2] + step * math.sin(ang)
        if nx + 2.0 > BAND_MM[2]:
            return refuse("row end not on the band")
        after = value_at(maps.dot, nx, ny, 1.2)
        if after >= DOT_DOUBT or after == -1.0:
            return refuse("a dot may follow")
        if len(row) == 1 and _turned_next(maps.dark, row[0], strong):
            return refuse("a dot one step on, turned (the band's edge askew?)")
        # the strip where one more dot would lie is plain ground, not the frame of a card
        # (or a hand) lying over the row's end, which could hide more elements
        ex, ey, _ang = row_end(row)
        if not _plain_after(maps.dark, ex, ey, ang):
            return refuse("row end may be covered")
        for c in row:
            if c[0] is ad.Shape.DOT and not _isolated_dot(maps.dark, c[1], c[2], ang):
                return refuse("dot not alone (a ring or a cross?)")
        # no card's edge across the row between two of its elements: the next card's
        # dot can continue a row exactly one step on
        if len(row) > 1 and _cut_across(maps.dark, row, CUT_LINE_MAX) > CUT_LINE_MAX:
            return refuse("a card's edge across the row")
        # nor just past its end, where one more dot may lie under the card over it
        if _edge_after(maps.dark, ex, ey, EDGE_AFTER_MAX):
            return refuse("a card's edge just past the row's end")
    else:
        # no row: only a cross alone (rank 0) — the row's place must be plain (peaks at
        # the band's foot are its edge, peaks within CROSS_ROW_MIN_MM of the cross are its
        # own arm: no rank sticker starts there, and the first element's place is checked
        # by _row_place_plain below)
        xc, (cx0, cy0) = box_argmax(maps.cross, CROSS_BOX_MM)
        if any(c[2] < ROW_FOOT_MM and (c[4] or c[1] <= 20.0) and not (
                xc >= CROSS_YES and math.hypot(c[1] - cx0, c[2] - cy0) < CROSS_ROW_MIN_MM)
               for c in els):
            return refuse("no row read, ink in its place")
        if not _row_place_plain(maps.dark):
            return refuse("no row read, dark where the rank sticker goes")
    shapes = [c[0] for c in row]
    if shapes.count(ad.Shape.RING) > 1:
        return refuse("two rings")
    value = ad.decode_shapes(shapes)
    # the cross, about 9.5 mm above the row's first element
    cross, (cx, cy) = box_argmax(maps.cross, CROSS_BOX_MM)
    if cross >= CROSS_YES:
        ow: bool | None = True
        if any(math.hypot(c[1] - cx, c[2] - cy) < CROSS_ROW_MIN_MM for c in row):
            # a "dot" on the cross's arm is the arm itself (or another card's row under
            # a cross that heads no row of its own)
            return refuse("row element on the cross")
    elif (cross <= CROSS_NO and box_max(maps.cross, SLOT_BOX_MM) < SLOT_CROSS_MAX
          and _slot_plain(maps.dark, row)):
        ow = False
    else:
        # a weak cross, or thick ink near its place (a cross pushed to the band's edge,
        # or covered): the Other World bit is left open
        ow = None
    if value == 0 and ow is not True:
        return refuse("nothing read")
    if value > 8:
        return refuse("not a rank")
    if allowed is not None:
        kinds = {o for v, o in allowed if v == value}
        if not kinds or (ow is not None and ow not in kinds):
            return refuse("no card has this code")
    return BlockReading(value, ow, tuple((c[0], c[1], c[2]) for c in row))


#: Left of the band (card mm box): the printed frame only. Its darkest pixels (3rd
#: percentile) may go below the frame's own level (its top strip) by at most LEFT_INK_FRAC
#: of the frame-to-vinyl range (measured over all readings: median 0.03, 90th percentile
#: 0.31; a ring cut in half by a wrongly placed edge 0.87).
LEFT_BOX_MM = (-0.8, 12.0, 1.2, 23.0)
LEFT_INK_FRAC = 0.5


def clear_left(img: np.ndarray, rd: BlockReading) -> bool:
    """True when nothing as dark as the row's vinyl lies left of the band's edge
    (:data:`LEFT_BOX_MM`): a band edge found too far right (a ring or the cross hiding
    the real one) would cut the row's first element off and read a lower rank."""
    if not rd.elements:
        return True
    inks = [float(np.min(strip(img, (x - 0.8, y - 0.8, x + 0.8, y + 0.8))))
            for shape, x, y in rd.elements if shape is ad.Shape.DOT]
    ink = median(np.array(inks)) if inks else float(np.percentile(
        strip(img, (2.5, 10.5, 39.0, 23.5)), 1))
    top = strip(img, FRAME_BOXES_MM[1])
    frame = float(np.median(top, axis=1).min())
    if frame - ink <= 1:
        return False
    # how far below the printed frame's level toward the vinyl's the darkest pixels go
    frac = (frame - float(np.percentile(strip(img, LEFT_BOX_MM), 3))) / (frame - ink)
    return frac <= LEFT_INK_FRAC


#: Below the band's foot (card y > 24 mm) the darkness map is blind (the printed frame
#: counts as plain ground), so a dark blob cut by the foot can pass for a dot there: a
#: dot whose surround (:func:`_isolated_dot`'s points, 3.3 mm off) reaches past the foot
#: must not go on darker than the printed frame under the band. Its darkest such point
#: may go below the frame's level (median of :data:`FOOT_FRAME_MM`) by at most
#: FOOT_INK_FRAC of the frame-to-ink range (the dot's darkest pixels). Measured: an
#: artwork blob at a covered card's band foot read as a first dot (Investigators on a
#: Necronomicon, dim, checks cloth) 1.11; right readings of the benchmark's frames (720p
#: seeds 5000 and 20000, 1080p, curled: 13 dots reach past the foot) at most 0.02.
FOOT_FRAME_MM = (3.0, 24.5, 30.0, 26.0)
FOOT_INK_FRAC = 0.5


def foot_clear(img: np.ndarray, rd: BlockReading) -> bool:
    """True when no dot of the reading ``rd`` runs on past the band's foot into the printed
    frame under it (see :data:`FOOT_INK_FRAC`); ``img``: the block image
    (:func:`~vision.sticker_block.block_image`, ``h×w float32``)."""
    angs = np.radians([45, 70, 90, 110, 135])
    frame = None
    for shape, x, y in rd.elements:
        if shape is not ad.Shape.DOT:
            continue
        xs, ys = x + 3.3 * np.cos(angs), y + 3.3 * np.sin(angs)
        out = ys > BAND_MM[3]
        if not out.any():
            continue
        vals = _sample(img, xs[out], ys[out])
        if vals is None:
            return False
        if frame is None:
            frame = median(strip(img, FOOT_FRAME_MM))
        ink = float(np.min(strip(img, (x - 0.8, y - 0.8, x + 0.8, y + 0.8))))
        if frame - ink <= 1:
            return False
        if (frame - float(vals.min())) / (frame - ink) > FOOT_INK_FRAC:
            return False
    return True

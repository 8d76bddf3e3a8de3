"""One card's tactile code read from the frame, once its corner and axes are known: the
steps the card-first reader (:mod:`vision.sticker_cards`) takes for every band it finds, in
a seat zone or in the middle of the table (:mod:`vision.centre_cards`).

:func:`read_card`: the block resampled from the frame
(:func:`~vision.sticker_block.block_image`), the printed-frame check, the quick "no row can
start" test, the matched filters and the decoding (:func:`~vision.sticker_code.read_block`),
the Other World bit left open on a washed-out row (:func:`washed_cross`: its cross may be
washed under the filter's "no cross"; not on the sharpened re-read) or a cross lying above
a band edge found low (:func:`~vision.cross_above.cross_above`; not on the sharpened
re-read either),
the left-edge check for a weakly supported band edge, the row ending inside the band's light
component (:func:`row_inside`: not cut by a cover's edge) and the place of one more dot not
past its end (:func:`next_inside`: a row ending at a cover's border may be longer) nor a
grey disc there (:func:`grey_next_dot`: a dot a glare washed, round, not a line through
the place), the band-foot check
(:func:`~vision.sticker_code.foot_clear`), the place after the row as light as the band
(:func:`~vision.sticker_code.after_as_light`: not a hand over the row's end), no card's edge
above the row just past its end (:func:`~vision.sticker_code.no_edge_above`: a cover whose
own label hides its frame at the row's height) and, on a band
a dot step or two short (its left end maybe hidden) or cut by the zone window, the check
one dot before the row (:func:`nothing_before`), and on every band the band next to the row
lighter than its printed frame (:func:`~vision.sticker_block.light_near_row`), that frame
printed on every side (:func:`~vision.art_panel.no_frame_side`: not a covering card's
artwork panel), and no ring just before a row that starts with a dot (:func:`ring_before`:
the row's head left outside the band; read by the printed frame's level, or, a dim ring's
thin line no darker than that frame, against the ring's own light hollows).
:func:`card_sighting`: the reading as a :class:`~vision.records.Sighting`
(``source="sticker"``).

Units: image px; card mm (origin at the card's top-left corner, x right, y down).
"""
from __future__ import annotations

import functools
import math
from dataclasses import replace

import cv2
import numpy as np

from companion.cards import Edition, card

from . import adaptation as ad
from .art_panel import no_frame_side
from .card_bands import BAND_W_MM, LEFT_SURE
from .cross_above import cross_above
from .row_ground import runs_off
from .records import Sighting
from .small_stats import median
from .sticker_block import (BLOCK_MM, FRAME_BOXES_MM, P, block_image, box_max, cross_map,
                            darkness, darkest_line, frame_lines, light_near_row,
                            maps_from_dark, near_ground, strip)
from .sticker_code import (CROSS_BOX_MM, CROSS_YES, BlockReading, after_as_light, clear_left,
                           foot_clear, no_edge_above, read_block, refuse, row_end,
                           row_may_start)

#: The tactile block's outline reported as the sighting's polygon, card mm.
REPORT_MM = ((2.0, 2.0), (30.0, 2.0), (30.0, 22.0), (2.0, 22.0))


def report_polygon(c2i: np.ndarray) -> np.ndarray:
    """:data:`REPORT_MM` in image px (4×2) for a card of homography ``c2i`` (3×3, card mm
    → image px)."""
    return cv2.perspectiveTransform(np.array([REPORT_MM], np.float64), c2i)[0]


#: One dot's step before a row's first dot (card mm, along the row: a 4 mm dot and a 2 mm
#: gap) and the half side of the square looked at there.
BEFORE_STEP_MM = 6.0
BEFORE_HALF_MM = 1.0
#: A band whose light component is a whole band short of a dot step or two (mm; a whole
#: band is 59 mm) may have its left end hidden (a finger, a mug, a card over it) with its
#: right end in view: its left edge found on the cover's edge, the row's first dot left
#: of it unseen and the row read one dot short (The Boxer read as The Fed, seed 5000 frame
#: 17, busy, 720p and 1080p, with the seats learnt at set-up: a finger over the band's
#: left end, the band found 52.5 mm wide and 7 mm right). Its row's first dot must then
#: have no dot one step before it: the median of the 2 mm square there may go below the
#: printed frame's level (the band's top frame strip) by at most BEFORE_INK_FRAC of the
#: frame-to-dot range. Measured (seats learnt at set-up, every reading of a band of
#: BEFORE_WIDTH_MM: 720p seeds 5000, 20000 (300 frames) and 1000, 1080p): right readings
#: at most 0.63, the wrong one 1.00 (720p and 1080p). Not checked: narrower bands (their
#: right end covered too; right readings reach 1.00 on a 16.5 mm band, seed 1000) and
#: whole ones (0.92, the next card or the cloth lies there), except a narrower band that
#: reaches the zone window's right border (:attr:`~vision.card_bands.Band.cut_right`: its
#: width is not known, it may be a step or two short of whole): The Boxer read as The Fed
#: that way (seed 140000 frame 73, typical, 720p, both seat modes: a 34.5 mm band cut by
#: the window, its left edge found on its first dot's right side under an artwork blob
#: over the band's left end; 0.82). Right readings on such bands (151 starting with a
#: dot, frames 0–299 of 720p seeds 5000 and 50000, both seat modes): at most 0.07.
BEFORE_WIDTH_MM = (40.0, 55.0)
BEFORE_INK_FRAC = 0.8


def nothing_before(fgray: np.ndarray, c2i: np.ndarray, img: np.ndarray,
                   rd: BlockReading) -> bool:
    """True when no dot as dark as the row's dots lies one dot's step
    (:data:`BEFORE_STEP_MM`) before the row's first dot of ``rd``, see
    :data:`BEFORE_INK_FRAC` (a row starting with a ring, or no row: True). ``fgray``: the
    frame (``H×W float32``; the place may lie left of the block), ``c2i``: card mm → image
    px (3×3), ``img``: the block image (:func:`~vision.sticker_block.block_image`)."""
    els = rd.elements
    if not els or els[0][0] is not ad.Shape.DOT:
        return True
    _s, x0, y0 = els[0]
    ang = 0.0 if len(els) == 1 else math.atan2(els[-1][2] - y0, els[-1][1] - x0)
    px = x0 - BEFORE_STEP_MM * math.cos(ang) - BEFORE_HALF_MM
    py = y0 - BEFORE_STEP_MM * math.sin(ang) - BEFORE_HALF_MM
    n = int(round(2 * BEFORE_HALF_MM * P)) + 1
    a = np.array([[1 / P, 0, px], [0, 1 / P, py], [0, 0, 1]])
    sq = cv2.warpPerspective(fgray, c2i @ a, (n, n),
                             flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                             borderMode=cv2.BORDER_CONSTANT, borderValue=float("nan"))
    if not np.isfinite(sq).all():
        return False  # out of the frame: not seen
    levels = _frame_and_ink(img, rd)  # a level too near the ink: not seen, refused
    return bool(levels) and all(
        frame - ink > LEVELS_APART
        and (frame - median(sq)) / (frame - ink) <= BEFORE_INK_FRAC
        for frame, ink in levels)


#: A ring (7 mm, a 2 mm centre dot, a 1 mm line) may head a row whose band edge was found
#: right of it (a hand or the cover over the band's left end, the ring past the edge):
#: the dots after it then read alone, a lower rank (Cthulhu read as "Deep One or The
#: Boxer", seed 20000 frame 299, busy, 720p: band 50.5 mm; Shoggoth read as The Fed, seed
#: 1000 frame 227, busy, 720p: band 48.5 mm). Along the row's line before its first dot,
#: at the row's own scale ``s`` (its dot step / 6 mm; for one dot each of
#: :data:`RING_SCALES`), a ring's centre lies 7.5·s mm before the dot, its line
#: 3.75–4.75·s before, its light hollow between. The profile (median of 5 points
#: ±0.5 mm across the line, every 0.25 mm) in the frame's terms of :func:`nothing_before`
#: (0 = the printed frame's level, 1 = the dots' ink): a ring is there when its centre
#: (max over ±0.75 mm) reaches RING_CENTRE_MIN, its line (max over 2.75–3.75·s before the
#: centre) RING_LINE_MIN and its hollow (min over 1–2.5·s before the centre) stays at
#: most RING_HOLLOW_MAX; or, its centre washed out, when its whole outline shows
#: (:data:`OUTLINE_HOLLOW_MAX`).
#: Measured on every accepted dot-first reading (8,917: 720p seeds 5000, 20000 (307
#: frames) and 1000, 1080p seeds 5000 and 20000, curled; both seat modes; any band width):
#: the two wrong ones read (centre, line, hollow) (1.00, 0.82–0.87, −2.86 to −3.13); the
#: right ones nearest (0.61, 0.49, 0.19: one dot at scale 1.2, seed 20000 frame 100) and
#: (0.67, 0.58, 0.39: tilted); none passes all three thresholds, taken between. Not
#: checked on a deconvolved block (:mod:`vision.sticker_deblur`): its ringing round a dark
#: edge looks like a ring (a right "Deep One or The Boxer" refused, seed 5000 frame 80,
#: tilted, 720p). The centre's least was 0.8 until a ring's 2 mm centre dot, blurred on a
#: 720p typical frame, reached 0.79 only (line 0.75, hollow −2.41): Cthulhu read as The
#: Boxer from its band found again right of its ring, seed 950000 frame 49 (session 48).
RING_CENTRE_MIN = 0.7
RING_LINE_MIN = 0.5
RING_HOLLOW_MAX = 0.0
#: A ring whose centre dot a small glare washes out (a lamp's spot on a sleeve) is still a
#: ring when its whole outline shows: its line on both sides of the centre (the far one
#: at 2.75–3.75·s past it) at least :data:`RING_LINE_MIN` and its hollow on both sides
#: (1–2.5·s from the centre) at most OUTLINE_HOLLOW_MAX, the band's light, not the printed
#: frame's level (0). A glare spot of a fifth of the ring's width, ×0.4, on the centre dot
#: (strict xfails of session 48, ``tests/vision/test_sticker_ring_glare.py``): Cthulhu
#: read as The Boxer, seed 950000 frame 49 (typical, 720p), centre 0.1, lines 0.8 and 0.8,
#: hollows −2.5 and −2.5; Randall Tillinghast read as "Cultists or Investigators", seed
#: 790000 frame 119 (busy), by the head's level centre 0.2, lines 0.9 and 0.8, hollows
#: −3.3 and −3.5.
OUTLINE_HOLLOW_MAX = -1.0
#: A ring whose centre and far side a flat cover hides (a finger, a sleeve over the band's
#: left end, the row's first dot read alone) shows only its near half: its line and light
#: hollow as above (hollow at most :data:`OUTLINE_HOLLOW_MAX`), then, from 0.75·s before
#: its centre to its far line (3.75·s past it), a flat place (max − min at most
#: COVER_SPREAD_MAX) whose median lies at least COVER_ABOVE_HOLLOW darker than the
#: hollow: no band there. Randall Tillinghast (cross, ring, dot) read as Investigators,
#: seed 950000 frame 83 (busy, 720p) under a flat brown cover up to 0.3 mm before its
#: ring's centre (session 48's strict xfail, ``tests/vision/test_sticker_left_end_cover.py``):
#: line 0.9, hollow −2.2, the cover −0.8 ± 0.05.
COVER_SPREAD_MAX = 0.5
COVER_ABOVE_HOLLOW = 1.0
#: The scales tried for a row of one dot (its own step unknown: ±15 % kit sizes).
RING_SCALES = (0.9, 1.0, 1.1, 1.2)
#: the ring's place (with its far line, :data:`OUTLINE_HOLLOW_MAX`) at scales up to 1.22
_RING_DS = np.arange(0.0, 13.75 + 1e-6, 0.25)
_RING_CS = np.array([-0.5, -0.25, 0.0, 0.25, 0.5])


#: The printed frame's level for the checks before a row's head (:func:`nothing_before`,
#: :func:`ring_before`) is read on the band's top frame strip twice: over the whole strip
#: (:data:`~vision.sticker_block.FRAME_BOXES_MM`, x 3–30 mm) and over the row's head only
#: (FRAME_HEAD_MM, card mm box), and a check refuses the reading when it finds ink (a dot,
#: a ring) by either level. A dark cover over the strip's right part (a mug's coffee)
#: pulls the whole strip's level down to the dots' ink (31 against 26, the frame at the
#: head 57): the ring before a row read 0.78 < :data:`RING_CENTRE_MIN` at its centre by
#: it, and Randall Tillinghast (ring, dot, cross) was read as "Cultists or Investigators"
#: from its dot alone (seed 790000 frame 119, busy, 720p: its band's edge found on the
#: ring's centre, under a mug). A hot spot over the head lifts the head's level instead,
#: and the ring's light hollow then reads darker than it: by the head alone, Cthulhu was
#: read as "Deep One or The Boxer" and as The Boxer (seed 20000 frame 299 under a
#: rendered hot spot 9 × 3 px on the head, ×0.8 and ×0.95; branch wrong47, session 47).
FRAME_HEAD_MM = (3.0, -0.8, 15.0, 2.0)


def _frame_and_ink(img: np.ndarray, rd: BlockReading) -> "list[tuple[float, float]]":
    """The printed frame's levels (the band's top frame strip, whole and over the row's
    head, :data:`FRAME_HEAD_MM`: each its darkest row median), each with the dots' ink
    (median of each dot's darkest pixel) of the block image ``img`` for the reading
    ``rd``: the two ``(frame, ink)`` pairs (none without a dot), unfiltered: each caller
    judges a pair whose levels are not more than :data:`LEVELS_APART` apart
    (:func:`nothing_before` refuses the reading, :func:`ring_before` leaves the pair out)."""
    inks = sorted(float(strip(img, (x - 0.8, y - 0.8, x + 0.8, y + 0.8)).min())
                  for shape, x, y in rd.elements if shape is ad.Shape.DOT)
    if not inks:
        return []
    m = len(inks)
    ink = inks[m // 2] if m % 2 else (inks[m // 2 - 1] + inks[m // 2]) / 2
    frames = (darkest_line(strip(img, box), 1) for box in (FRAME_BOXES_MM[1], FRAME_HEAD_MM))
    return [(frame, ink) for frame in frames]


#: Grey levels a frame level must lie above the dots' ink for the profile to be read.
LEVELS_APART = 1.0


def ring_before(fgray: np.ndarray, c2i: np.ndarray, img: np.ndarray,
                rd: BlockReading) -> bool:
    """True when a ring lies just before the row's first dot of ``rd`` (see
    :data:`RING_CENTRE_MIN`; or its whole outline against its own light hollows,
    :data:`HOLLOW_OVER_FRAME`, the darker frame level the yardstick): the row's head was
    left outside the band and the reading is a lower rank. ``fgray``: the frame
    (``H×W float32``), ``c2i``: card mm → image px (3×3), ``img``: the block image. A
    row starting with a ring, or places out of the frame: False (not seen)."""
    els = rd.elements
    if not els or els[0][0] is not ad.Shape.DOT:
        return False
    levels = [(f, i) for f, i in _frame_and_ink(img, rd) if f - i > LEVELS_APART]
    if not levels:
        return False
    _s, x0, y0 = els[0]
    if len(els) == 1:
        ang, scales = 0.0, RING_SCALES
    else:
        ang = math.atan2(els[-1][2] - y0, els[-1][1] - x0)
        steps = sorted(math.hypot(b[1] - a[1], b[2] - a[2]) for a, b in zip(els, els[1:]))
        k = len(steps)
        step = steps[k // 2] if k % 2 else (steps[k // 2 - 1] + steps[k // 2]) / 2
        scales = (step / BEFORE_STEP_MM,)
    u = np.array([math.cos(ang), math.sin(ang)])
    n = np.array([-u[1], u[0]])
    pts = (np.array([x0, y0])[None, None, :] - _RING_DS[:, None, None] * u
           + _RING_CS[None, :, None] * n).reshape(1, -1, 2)
    q = cv2.perspectiveTransform(pts, c2i)[0].astype(np.float32)
    v = cv2.remap(fgray, q[:, 0].reshape(1, -1), q[:, 1].reshape(1, -1), cv2.INTER_LINEAR,
                  borderMode=cv2.BORDER_CONSTANT, borderValue=float("nan"))
    # the median of the 5 points across; NaN (out of the frame) where any of them is out
    vv = v.reshape(_RING_DS.size, _RING_CS.size)
    across = np.sort(vv, axis=1)[:, _RING_CS.size // 2]
    across[np.isnan(vv).any(axis=1)] = np.nan
    return (any(_ring_in(_RING_DS, (frame - across) / (frame - ink), scales)
                for frame, ink in levels)
            or _ring_on_light(_RING_DS, across, min(f for f, _ in levels), levels[0][1], scales))


def _between(ds: np.ndarray, prof: np.ndarray, a: float, b: float) -> np.ndarray:
    """The values of ``prof`` whose ``ds`` (mm) lie within ``[a, b]``."""
    return prof[(ds >= a - 1e-6) & (ds <= b + 1e-6)]


def _ring_in(ds: np.ndarray, prof: np.ndarray, scales) -> bool:
    """True when the profile ``prof`` (0 = the printed frame's level, 1 = the dots' ink;
    NaN out of the frame) at ``ds`` mm before the row's first dot shows a ring at one of
    ``scales`` (see :data:`RING_CENTRE_MIN`)."""
    for s in scales:
        c = 7.5 * s
        part = functools.partial(_between, ds, prof)
        centre = part(c - 0.75, c + 0.75)
        line, hollow = part(c - 3.75 * s, c - 2.75 * s), part(c - 2.5 * s, c - 1.0 * s)
        if not (centre.size and line.size and hollow.size) or np.isnan(
                np.concatenate([centre, line, hollow])).any():
            continue  # out of the frame: not seen
        if not (line.max() >= RING_LINE_MIN and hollow.min() <= RING_HOLLOW_MAX):
            continue
        if centre.max() >= RING_CENTRE_MIN:
            return True
        beyond = part(c - 0.75 * s, c + 3.75 * s)
        if (hollow.min() <= OUTLINE_HOLLOW_MAX and not np.isnan(beyond).any()
                and beyond.max() - beyond.min() <= COVER_SPREAD_MAX
                and median(beyond) >= hollow.min() + COVER_ABOVE_HOLLOW):
            return True  # the near half, the rest under a flat cover (COVER_SPREAD_MAX)
        # the centre washed out: the whole outline (see OUTLINE_HOLLOW_MAX)
        far_line, far_hollow = part(c + 2.75 * s, c + 3.75 * s), part(c + 1.0 * s, c + 2.5 * s)
        if (far_line.size and far_hollow.size and not np.isnan(far_line).any()
                and not np.isnan(far_hollow).any() and hollow.min() <= OUTLINE_HOLLOW_MAX
                and far_hollow.min() <= OUTLINE_HOLLOW_MAX and far_line.max() >= RING_LINE_MIN):
            return True
    return False


#: A dim or blurred ring's thin line reads no darker than the printed frame (the frame's
#: level is no yardstick for it), yet stands out of its own light hollows: the ring's whole
#: outline read against its hollows' light instead (each hollow's median at least
#: HOLLOW_OVER_FRAME × (frame − ink) lighter than the frame: sticker vinyl or band, not a
#: frame), its two lines at least LIGHT_LINE_MIN and its centre dot LIGHT_CENTRE_MIN of the
#: way from the lighter hollow to the dots' ink. A correctly found band's row has its card's
#: printed frame (2 mm) 4–6 mm before a lone first dot: no light hollow there. Fresh tilted
#: 1526097 (720p, dim; session 60, wrong60): Randall Tillinghast read as "Cultists or
#: Investigators" from its band found right of its ring: frame 22.5, ink 6.7 grey levels,
#: the ring's lines 26 and 24 (−0.2 and −0.1 by the frame's yardstick), its hollows 84 and
#: 89, its centre 46: lines 0.75 and 0.77, centre 0.49 of the way to the ink (scale 1.1).
#: The same rule sees the dim ring of seed 987000 frame 39 (rev-sticker49's strict xfail)
#: and the rings the centre and outline rules see in ``test_sticker_ring_before``,
#: ``test_sticker_ring_glare`` and ``test_sticker_wrong_790000`` (those turn it off).
#: The centre's darkest sample must lie within LIGHT_CENTRE_OFF_MM of the ring's centre (a
#: ring's centre dot is darkest there): review rev-wrong60 (session 60), seed 1549500
#: table 9 (dim, 720p): a right Investigators cascaded right over The Sailor was refused,
#: its printed frame's dip in the near line's window, the under card's vinyl for hollows
#: (116, 104) and a dark edge 0.75 mm past the centre (scale 1.2, the window's end) taken
#: for the centre dot (``test_sticker_ring_before``); the rings seen above are darkest at
#: their centre to the 0.25 mm sample.
HOLLOW_OVER_FRAME = 1.0
LIGHT_LINE_MIN = 0.5
LIGHT_CENTRE_MIN = 0.3
LIGHT_CENTRE_OFF_MM = 0.5


def _ring_on_light(ds: np.ndarray, across: np.ndarray, frame: float, ink: float,
                   scales) -> bool:
    """True when the grey profile ``across`` (grey levels at ``ds`` mm before the row's
    first dot; NaN out of the frame) shows a ring's whole outline against its own light
    hollows at one of ``scales`` (see :data:`HOLLOW_OVER_FRAME`; its centre darkest within
    :data:`LIGHT_CENTRE_OFF_MM` of the ring's centre); ``frame`` and ``ink``: the printed
    frame's and the dots' grey levels."""
    for s in scales:
        c = 7.5 * s
        part = functools.partial(_between, ds, across)
        parts = [part(c - 3.75 * s, c - 2.75 * s), part(c - 2.5 * s, c - 1.0 * s),
                 part(c - 0.75, c + 0.75), part(c + 1.0 * s, c + 2.5 * s),
                 part(c + 2.75 * s, c + 3.75 * s)]
        if any(p.size == 0 for p in parts) or np.isnan(np.concatenate(parts)).any():
            continue  # out of the frame: not seen
        line, hollow, centre, far_hollow, far_line = parts
        light = min(median(hollow), median(far_hollow))
        if light - frame < HOLLOW_OVER_FRAME * (frame - ink):
            continue
        depth = light - ink
        at = _between(ds, ds, c - 0.75, c + 0.75)[int(np.argmin(centre))]  # mm
        if (light - line.min() >= LIGHT_LINE_MIN * depth
                and light - far_line.min() >= LIGHT_LINE_MIN * depth
                and light - centre.min() >= LIGHT_CENTRE_MIN * depth
                and abs(at - c) <= LIGHT_CENTRE_OFF_MM + 1e-6):
            return True
    return False


#: A row must end inside its band's light component: its last element's edge
#: (:func:`~vision.sticker_code.row_end`) at most ROW_PAST_MM past the component's right
#: end at the row's height (:attr:`~vision.card_bands.Band.right_mm`, measured in the
#: rectified zone at 2 px a mm). A card lying over the band's right end cuts it there; its
#: printed frame, dark, makes the place one more dot would take fail
#: :func:`~vision.sticker_code.read_block`'s "plain after the row" test, but a hot spot can
#: wash that frame out, and the cover's light band then passes for this band (a
#: Necronomicon read as Deep One, seed 140000 frame 130, harsh, 720p, both seat modes: a
#: 20.5 mm strip, its third dot cut by the cover's edge, the row's end 2.8 mm past the
#: component's). Measured on the right readings of frames 0–299 of 720p seeds 5000 and
#: 50000, both seat modes (6,162 with the end known): the row's end at least 0.0 mm
#: before it (then 1.7, 3.1; 30 under 6 mm, so the place of one more dot cannot be asked
#: to lie on the band).
ROW_PAST_MM = 1.0


def row_inside(rd: BlockReading, right_mm: "float | None") -> bool:
    """True when the row of ``rd`` ends no more than :data:`ROW_PAST_MM` past the band's
    light component's right end ``right_mm`` (card mm x; ``None``: not known, True), or
    has no element."""
    if right_mm is None or not rd.elements:
        return True
    return row_end(rd.elements)[0] <= right_mm + ROW_PAST_MM


#: Nor may the place one more dot would take (the next step's centre along the row, a 2 mm
#: gap and a 4 mm dot past the last element's edge) lie more than NEXT_PAST_MM past the
#: band's light component's right end at the row's height: a card lying over the band
#: there may hide that dot whole while its frame, blurred or washed out, does not show at
#: the row (:func:`~vision.sticker_code.read_block`'s checks after the row blind). The
#: Urchin (four dots) read as The Boxer, fresh seed 983000 frame 30 (tilted, 720p, seats
#: forgotten; session 49's strict xfail): the component ends at 24.7 mm, the next dot's
#: centre at 26.5 (1.8 past it). A row ending so is "unknown, may be more": refused.
#: Measured (``right_mm`` − the next dot's centre, every reading judged, 720p, seats
#: forgotten, 120 frames each of seeds 5000 and 960000: 1,139 right readings): right
#: readings −0.46 (a The Fed, 960000 frame 87, dim), then +0.37, +1.07; one at −4.0 (The
#: Entertainer, 5000 frame 100, harsh: its next dot's place wholly hidden, lost); so the
#: limit 1.0 mm lies 0.54 from the nearest kept right reading and 0.8 from the wrong one
#: (docs/benchmarks-history.md, session 50, sticker50).
NEXT_PAST_MM = 1.0
#: The next dot's centre past the last element's edge along the row (mm): the rank
#: sticker's gap and half a dot (vision.adaptation, 2 + 2 = 4.0).
NEXT_DOT_MM = ad.RANK_GAP_MM + ad.SHAPES[ad.Shape.DOT].size_mm / 2


def longer_code(value: int, allowed: "set[tuple[int, bool]]") -> bool:
    """True when a rank of ``allowed`` (``(rank, other_world)``) is written as the row of
    ``value`` and more elements after it (:func:`vision.adaptation.rank_shapes`: four dots
    then a fifth never, 5 being a ring; 3 → 4, 5 → 6..8): only such a row may be a longer
    code's start with its end hidden."""
    if not 0 <= value <= ad.MAX_STICKER_VALUE:
        return False
    head = ad.rank_shapes(value)
    return any(v > value and ad.rank_shapes(v)[:len(head)] == head for v, _ in allowed)


def next_inside(rd: BlockReading, right_mm: "float | None",
                allowed: "set[tuple[int, bool]]") -> bool:
    """True when the place of one more dot after the row of ``rd`` (its centre, card mm)
    lies no more than :data:`NEXT_PAST_MM` past the band's light component's right end
    ``right_mm`` (card mm x; ``None``: not known, True), or when no rank of ``allowed``
    (``(rank, other_world)``) starts with this row (:func:`longer_code`), or ``rd`` has
    no element."""
    if right_mm is None or not rd.elements or not longer_code(rd.value, allowed):
        return True
    ex, ey, ang = row_end(rd.elements)
    return ex + NEXT_DOT_MM * math.cos(ang) <= right_mm + NEXT_PAST_MM


#: Nor may a grey disc lie where one more dot would: a hot spot washes the row's next dot
#: to a light grey disc that the darkness map, normalised to the label's glared white,
#: takes for ground, and the row is read short (fresh tilted 1546055 and 1546061, 1080p,
#: harsh: a Necronomicon and The Fed read as Investigators, wrong60's diagnosis, session
#: 60; 987000 frame 166, harsh 720p: The Urchin, rev-sticker49). At the next dot's centre
#: (:data:`NEXT_DOT_MM` past the row's end), on the block image's grey levels: the median
#: of a disc of NEXT_DISC_MM radius against the ring NEXT_RING_MM round it, as a share of
#: the way from the ring's median to the dots' ink (the median of each dot's darkest
#: pixel). Refused when the ring's median is the sensor's clipped white (NEXT_GLARE_MIN)
#: and the disc NEXT_GREY_MIN of the way darker; or when the disc is NEXT_BLOB_MIN darker
#: than the darkest of the ring's NEXT_PARTS parts (a blob, not an edge: an edge darkens a
#: part of the ring as much as the disc) while that ring is at least NEXT_LABEL_MIN of
#: the ring round the row's last dot (the label goes on: a one-dot label ends 5 mm past
#: its dot, and the card's band beyond, darker, with its emblem's arc, reads as a blob).
#: Only rows a longer code may start (:func:`longer_code`); not on the sharpened re-read.
#: Measured (wr62, session 62; every accepted zone reading whose row a longer code may
#: start, fresh tilted harsh 1546000 (1080p) and 1544000 (720p), 80 frames each, 396
#: readings): the wrong ones' rings 255, 255 and 238, discs 0.167, 0.208 and 0.346 of the
#: way, against the darkest part −0.033, 0.179 and 0.234; the right ones' rings at most
#: 244 (the 11 over 230 read their disc −0.008 to 0.018) and their discs at most 0.0
#: against the darkest part (up to 0.237 against the ring's median: an edge, rings
#: 103–191). Without the label's share the blob test refused three right one-dot readings
#: of 498 fresh frames (3908050, 3909051, 3911001: rings 0.73 and 0.74 of the last dot's,
#: the third under 0.9 too); the washed ones 1.00–1.09.
NEXT_DISC_MM = 1.2
NEXT_RING_MM = (2.4, 3.2)
NEXT_GLARE_MIN = 250.0
NEXT_GREY_MIN = 0.1
NEXT_PARTS = 8
NEXT_BLOB_MIN = 0.1
NEXT_LABEL_MIN = 0.9
#: The glare test asks no ring part be far darker than the disc (at most NEXT_EDGE_MAX of
#: the way lighter: an edge, the label's end with the card's band past it, crosses the
#: ring): review of wr62 (session 62), fresh 4253027 (arkham-classic, harsh 1080p): The
#: Sailor's (ring, dot) next dot's place straddles its label's end; under a hot spot a
#: little brighter (exposure 1.04, or hot spot 0.9) its ring reads 251 (clipped), the disc
#: 0.235 of the way darker, but its darkest part 0.72 of the way darker still: refused, a
#: right reading lost; the washed dots' darkest parts −0.033 and 0.179 (1546055, 1546061).
NEXT_EDGE_MAX = 0.3
#: Either test asks the grey disc be round, a blob, not a line through the place: of the
#: NEXT_PARTS parts of the disc's outer annulus (NEXT_INNER_MM to :data:`NEXT_DISC_MM` from
#: its centre), the lightest mean of two opposite parts at least NEXT_ROUND_MIN of the disc's
#: own darkening (both as shares of the way from the ring's median to the dots' ink). Review
#: of wr62 (session 62), two right readings refused, strict xfails there (tests/vision/
#: test_rev_wr62.py), mended by wr63 (session 63): fresh 4252086 (typical 720p, a
#: transparent label) seat 4's Investigators, the card's printed rank circle's arc through
#: the place (the blob test), and fresh 4257043 (glare 1080p) seat 2's Nightgaunt, the
#: covering card's edge through it (the glare test): 0.628 and 0.607 (the annulus lit on one
#: side, the line or the cover's frame across it); the washed dots 1546055 0.897, 1546061
#: 0.983, 987000 f166 1.005, fresh 3911016 1.016. wr63 took the lightest single part (at
#: least 0.5; the lines −0.04 and 0.06, the washed dots 0.82–0.97), but a dot washed at a
#: glare spot's edge is darkened unevenly, one side of it nearly as light as the ring, the
#: other darker than its middle: review of wr63 (session 63), fresh 9663013 (tilted glare
#: 1080p, cream labels, rev-wr63's edge recipe) The Boxer read as The Fed, its third dot's
#: lightest part 0.38 of the disc; the mean of opposite parts cancels such a gradient (1.0).
#: On rev-wr63's fresh glare-edge frames the washed dots wr63 let through read 0.887–0.976
#: (9666274, 9666287, 9665382, 9666369; their lightest parts 0.453–0.501), lines 0.32, 0.506
#: (9666142, 9666124: read); two right readings main refuses stay refused (0.832, 0.837:
#: 9666240, a dark edge through one side of the annulus; 9665258).
NEXT_INNER_MM = 0.5
NEXT_ROUND_MIN = 0.75
_NEXT_R = int(math.ceil(NEXT_RING_MM[1] * P)) + 1
_NEXT_VV, _NEXT_UU = np.mgrid[0:2 * _NEXT_R + 1, 0:2 * _NEXT_R + 1]


def _around(img: np.ndarray, x: float, y: float):
    """The block image ``img``'s grey levels round the card-mm point ``(x, y)``: the disc
    of :data:`NEXT_DISC_MM` radius, the ring :data:`NEXT_RING_MM`, a function giving each
    ring pixel's part (0..:data:`NEXT_PARTS` − 1, by its angle) and one giving the median
    grey level of each part of the disc's annulus :data:`NEXT_INNER_MM`..
    :data:`NEXT_DISC_MM` (an array of NEXT_PARTS, part k opposite part k + NEXT_PARTS / 2,
    NaN for an empty part; both computed when asked); ``None`` when the ring is not wholly
    in the block and the frame."""
    cu, cv = (x - BLOCK_MM[0]) * P, (y - BLOCK_MM[1]) * P
    u0, v0 = int(round(cu)) - _NEXT_R, int(round(cv)) - _NEXT_R
    h, w = img.shape
    if u0 < 0 or v0 < 0 or u0 + 2 * _NEXT_R >= w or v0 + 2 * _NEXT_R >= h:
        return None
    win = img[v0:v0 + 2 * _NEXT_R + 1, u0:u0 + 2 * _NEXT_R + 1]
    du, dv = (_NEXT_UU + u0) - cu, (_NEXT_VV + v0) - cv
    r = np.hypot(du, dv) / P
    on = (r >= NEXT_RING_MM[0]) & (r <= NEXT_RING_MM[1])
    disc, ring = win[r <= NEXT_DISC_MM], win[on]
    if not (np.isfinite(disc).all() and np.isfinite(ring).all()):
        return None

    def part_of(where: np.ndarray) -> np.ndarray:
        th = np.arctan2(dv, du)[where]
        return ((th + math.pi) / (2 * math.pi) * NEXT_PARTS).astype(int) % NEXT_PARTS

    def inner_parts() -> np.ndarray:
        where = (r >= NEXT_INNER_MM) & (r <= NEXT_DISC_MM)
        vals, part = win[where], part_of(where)
        return np.array([median(vals[part == k]) if (part == k).any() else np.nan
                         for k in range(NEXT_PARTS)])

    return disc, ring, (lambda: part_of(on)), inner_parts


def grey_next_dot(img: np.ndarray, rd: BlockReading) -> bool:
    """True when the place one more dot would take after the row of ``rd`` holds a grey
    disc in a clipped glare (no part of its ring far darker: :data:`NEXT_EDGE_MAX`), or
    darker than every part of the ring round it on a label going on as light as round the
    row's last dot (see :data:`NEXT_GLARE_MIN`, :data:`NEXT_BLOB_MIN`), the disc round
    (no line through it: :data:`NEXT_ROUND_MIN`): a washed dot the row may go on with.
    ``img``: the block image (:func:`~vision.sticker_block.block_image`, ``h×w float32``,
    grey levels 0..255, NaN out of the frame). False when the row has no dot or the places
    are not wholly in the block and the frame."""
    dots = [(x, y) for shape, x, y in rd.elements if shape is ad.Shape.DOT]
    if not dots:
        return False
    ex, ey, ang = row_end(rd.elements)
    seen = _around(img, ex + NEXT_DOT_MM * math.cos(ang), ey + NEXT_DOT_MM * math.sin(ang))
    if seen is None:
        return False
    disc, ring, parts_of, inner_parts = seen
    around, grey = median(ring), median(disc)
    if grey >= around:
        return False
    inks = sorted(float(strip(img, (x - 0.8, y - 0.8, x + 0.8, y + 0.8)).min())
                  for x, y in dots)
    if not all(math.isfinite(v) for v in inks):
        return False
    m = len(inks)
    ink = inks[m // 2] if m % 2 else (inks[m // 2 - 1] + inks[m // 2]) / 2
    span = max(around - ink, 1.0)
    part = parts_of()
    darkest = min(median(ring[part == k]) for k in range(NEXT_PARTS)
                  if (part == k).any())
    if not (around >= NEXT_GLARE_MIN and around - grey >= NEXT_GREY_MIN * span
            and darkest - grey > -NEXT_EDGE_MAX * span):  # not the glare test: the blob's
        if darkest - grey < NEXT_BLOB_MIN * span:
            return False
        last = _around(img, *dots[-1])
        if last is None or around < NEXT_LABEL_MIN * median(last[1]):
            return False
    # round, a blob: no two opposite parts of the disc's annulus nearly as light as the ring
    # on the whole (a line or an edge; a washed dot's gradient lightens one, darkens the other)
    inner, half = inner_parts(), NEXT_PARTS // 2
    across = float(np.max((inner[:half] + inner[half:]) / 2))
    return around - across >= NEXT_ROUND_MIN * (around - grey)


#: "No cross" (``other_world`` False) is kept only when the row's own stickers read dark:
#: the cross is the same black sticker as the row, so a glare patch, a dim noisy frame or a
#: far side's blur that washes the row out washes the cross too, and its filter then answers
#: under :data:`~vision.sticker_code.CROSS_NO` as the printed emblem alone would. A row
#: whose least ink (:func:`row_ink`) is under WASHED_INK_MAX while the cross filter still
#: answers WASHED_CROSS_MIN or more in its place (a washed emblem alone answers less) leaves
#: the Other World bit open (both cards of the rank; the app asks). Measured (sticker51,
#: session 51; docs/benchmarks-history.md): the four wrong "no cross" readings (fresh
#: 1138000 f45 and 991000 f5: Cultists as Investigators; 1103000 f12 and 991000 f34:
#: Necronomicon as The Urchin) ink 0.70–0.75, cross 0.11–0.18, and 0.64–0.78, cross
#: 0.086–0.18 on the 61 of their 88 perturbed versions main reads wrong (shifts, scales,
#: turns, blur, gain, JPEG, re-drawn noise); right readings of tuning seeds 250000, 360000
#: and 200000 under ink 0.8 answer the cross 0.04–0.05 (tilted far sides) and 0.068 (200000
#: f112's harsh The Entertainer, ink 0.796: kept by 0.012); the right ones this rule leaves
#: open: The Musician of fresh 1201000 f29 (0.795, 0.124) and of 270000 f58 (0.795, 0.083),
#: each on a harsh frame (a Stowaway whose cross a glare washed would read the same), and
#: (review rev-sticker51) The Entertainer of fresh 1211000 f65 (tilted 30° harsh: 0.799,
#: 0.098), The Boxer of fresh 1210000 f70 (harsh: 0.792, 0.083) and The Musician of fresh
#: 1212000 f40 (harsh, hot spot and glare 1.0: 0.782, 0.083), strict xfails in
#: tests/vision/test_sticker_open_fresh51.py; fresh 1202000 f85's The Sailor (0.786, the
#: cross just under 0.08) is kept.
WASHED_INK_MAX = 0.8
WASHED_CROSS_MIN = 0.08


def row_ink(dark: np.ndarray, rd: BlockReading) -> float:
    """The row's least ink: over the elements of ``rd``, the least of the darkness map's
    (``h×w float32``, 0..1, 1 = black) largest value within 1 mm of the element's centre
    (a dot's or a ring's centre dot); 1.0 for no element."""
    return min((box_max(dark, (x - 1.0, y - 1.0, x + 1.0, y + 1.0))
                for _shape, x, y in rd.elements), default=1.0)


def washed_cross(dark: np.ndarray, cross: np.ndarray, rd: BlockReading) -> bool:
    """True when a "no cross" reading ``rd`` (``other_world`` False) may have missed a
    washed-out cross: its row's ink (:func:`row_ink`) under :data:`WASHED_INK_MAX` and the
    cross map (``h×w float32``) reaching :data:`WASHED_CROSS_MIN` in
    :data:`~vision.sticker_code.CROSS_BOX_MM`. (The cross is a black sticker like the
    rank row's shapes: seed 000 "Adaptation", docs/adaptation.md's code table.) Not asked
    on the sharpened re-read (:func:`read_card`'s ``sharpened``: a deconvolved patch, whose
    ringing it was not measured on)."""
    return (rd.other_world is False and box_max(cross, CROSS_BOX_MM) >= WASHED_CROSS_MIN
            and row_ink(dark, rd) < WASHED_INK_MAX)


def read_card(fgray: np.ndarray, c2i: np.ndarray, left_share: float,
              allowed: "set[tuple[int, bool]]", width_mm: float = BAND_W_MM,
              sharpened: bool = False, right_mm: "float | None" = None,
              cut_right: bool = False, *, maps: "dict | None" = None) -> BlockReading:
    """The code of the card whose card-mm → image-px homography is ``c2i`` (3×3) in the
    frame ``fgray`` (``H×W float32``). ``left_share``: the band's
    :attr:`~vision.card_bands.Band.left_share` (under :data:`~vision.card_bands.LEFT_SURE`
    the left edge is checked after reading); ``allowed``: ``(rank, other_world)`` codes
    of the deck; ``width_mm``: the band's light component's width
    (:attr:`~vision.card_bands.Band.width_mm`; within :data:`BEFORE_WIDTH_MM` the place
    before the row's first dot is checked, :func:`nothing_before`); ``sharpened``: ``fgray``
    is a deconvolved patch (:mod:`vision.sticker_deblur`), whose ringing the checks
    :func:`ring_before`, :func:`washed_cross`,
    :func:`~vision.cross_above.cross_above` and
    :data:`~vision.sticker_code.FIRST_EDGE_DOT_MIN` were not measured on: they are skipped,
    and the check of a cover's edge above the row's end is stricter there
    (:data:`~vision.sticker_code.ABOVE_EDGE_SHARPENED_LESS`);
    ``right_mm``: the band's light component's right end at the row's height
    (:attr:`~vision.card_bands.Band.right_mm`, card mm; the row must end inside it,
    :func:`row_inside`; ``None``: not known); ``cut_right``: the band reaches the zone
    window's right border (:attr:`~vision.card_bands.Band.cut_right`; ``width_mm``
    is then no band width and the place before the row is checked when it is under
    :data:`BEFORE_WIDTH_MM`'s upper end); ``maps``: a dict given the block's darkness and
    cross maps (keys ``"dark"``, ``"cross"``: :func:`~vision.sticker_block.darkness`,
    :func:`~vision.sticker_block.cross_map`) once they are computed, for a caller that
    looks at them again (:func:`vision.sticker_deblur.read_sharpened`). A refusal has
    ``value`` −1 and a ``reason``."""
    img = block_image(fgray, c2i)
    lines = frame_lines(img)
    if lines is None:
        return refuse("no printed frame round the band")
    dark = darkness(img, whole=True)  # (framed: every pixel in the frame)
    cross = cross_map(dark)
    if maps is not None:
        maps["dark"], maps["cross"] = dark, cross
    if all(v == 0 for v, _ in allowed) and box_max(cross, CROSS_BOX_MM) < CROSS_YES:
        # only cross-alone codes wanted (the middle of the table), and no cross here
        return refuse("no cross")
    if not row_may_start(dark, cross):
        return refuse("no row can start here, no cross")
    rd = read_block(maps_from_dark(dark, cross), allowed, first_edge=not sharpened)
    if rd.value >= 0 and not sharpened and washed_cross(dark, cross, rd):
        rd = replace(rd, other_world=None)
    if rd.value >= 0 and not sharpened and rd.other_world is False and cross_above(fgray, c2i):
        rd = replace(rd, other_world=None)  # a cross above a band edge found low
    if rd.value >= 0 and left_share < LEFT_SURE and not clear_left(img, rd):
        return refuse("ink left of the band (the edge may be wrong)")
    if rd.value >= 0 and not row_inside(rd, right_mm):
        return refuse("the row runs on to the band's end (a cover over its next element?)")
    if rd.value >= 0 and not next_inside(rd, right_mm, allowed):
        return refuse("one more dot's place past the band's end (a cover may hide it)")
    if (rd.value >= 0 and not sharpened and longer_code(rd.value, allowed)
            and grey_next_dot(img, rd)):
        return refuse("a grey disc where one more dot would lie (a washed dot?)")
    if rd.value >= 0 and not foot_clear(img, rd):
        return refuse("a dot runs on past the band's foot")
    if rd.value >= 0 and not sharpened and runs_off(dark, rd.elements):
        return refuse("the row runs onto another card's band (its ground darker)")
    ground = near_ground(img) if rd.value >= 0 else 0.0
    if rd.value >= 0 and not after_as_light(img, rd, ground):
        return refuse("darker after the row than the band (a hand over its end?)")
    if rd.value >= 0 and not no_edge_above(img, rd, sharpened):
        return refuse("a card's edge above the row's end (its label hiding it at the row)")
    if rd.value >= 0 and not light_near_row(img, min(lines), ground):
        return refuse("the band next to the row no lighter than its frame")
    if rd.value >= 0 and no_frame_side(lines, ground):
        return refuse("no printed frame on one side of the band (an artwork panel)")
    if rd.value >= 0 and not sharpened and ring_before(fgray, c2i, img, rd):
        return refuse("a ring just before the row (its head left outside the band)")
    if (rd.value >= 0 and (BEFORE_WIDTH_MM[0] <= width_mm or cut_right)
            and width_mm < BEFORE_WIDTH_MM[1] and not nothing_before(fgray, c2i, img, rd)):
        return refuse("ink one step before the row (the band's left end may be hidden)")
    return rd


def card_sighting(rd: BlockReading, c2i: np.ndarray, pts: np.ndarray,
                  edition: Edition) -> Sighting | None:
    """The sighting of a reading (``rd.value`` ≥ 0) of the card ``c2i`` (3×3, card mm →
    image px), polygon ``pts`` (:func:`report_polygon`); ``None`` when no card of
    ``edition`` has that code."""
    cands = ad.candidates_for(rd.value, rd.other_world, edition)
    if not cands:
        return None
    o = cv2.perspectiveTransform(np.array([[[0.0, 0.0], [10.0, 0.0], [0.0, -10.0],
                                            [ad.CARD_W_MM / 2, ad.CARD_H_MM / 2]]]), c2i)[0]
    ppm = float(np.hypot(*(o[1] - o[0]))) / 10.0
    up = (o[2] - o[0]) / max(float(np.hypot(*(o[2] - o[0]))), 1e-9)
    ow = rd.other_world
    if ow is None:
        kinds = {card(k).other_world for k in cands}
        ow = kinds.pop() if len(kinds) == 1 else None
    return Sighting(candidates=cands, rank=rd.value, other_world=ow,
                    polygon=tuple((float(x), float(y)) for x, y in pts),
                    confidence=0.8 if rd.other_world is not None else 0.6,
                    source="sticker", px_per_mm=ppm, up=(float(up[0]), float(up[1])),
                    card_centre=(float(o[3][0]), float(o[3][1])))


__all__ = ["REPORT_MM", "read_card", "card_sighting", "grey_next_dot", "longer_code",
           "next_inside", "report_polygon", "row_inside"]

"""A card's artwork panel taken for a name band: the checks that refuse it, for the sticker
reader (:func:`vision.sticker_read.read_card` on one card; a seat zone's cards together in
:class:`vision.sticker_cards.CardFirstReader`).

The band a tactile sticker lies in is the card's light parchment strip inside its printed
frame (docs/adaptation.md, "Why everything sits in the top band"; the renderer draws it as
the frame colour plus 95–120 per channel, ``vision.render.face``): that frame shows on the
band's left, top and bottom alike, about a third of the band's ground. A card's
artwork panel with a light cloth beside it can pass :func:`~vision.sticker_block.framed`
(whose light ground is the whole block's, there the cloth) and
:func:`~vision.sticker_block.light_near_row` (which looks at the *darkest* frame line only,
there the art's black), with no frame at all on one side: the held-out seed 50000 read a
Shoggoth as Investigators that way (frame 179, busy, 720p and 1080p, both seat modes: an
art dot read as one dot, no frame above the panel).

:func:`no_frame_side`: the *lightest* of the three frame lines against the ground next to
the row (a panel framed on two sides only). Units: grey levels; card mm boxes of
:mod:`vision.sticker_block`; homographies card mm → image px.

:func:`at_window`: whether a band's top edge lies at another card's artwork window (also
for :func:`vision.unread_cards.on_read_window`).

:func:`under_own_band`: a "band" found where another card read in the same zone has its
artwork window, 2 mm under that card's band, and darker than that band: the card's own
artwork panel, framed on every side (the held-out seed 50000 read a Stowaway's art ring
as The Musician that way, frame 217; seed 130000 an art ring as a cross alone, frame
113); or well inside that window, much darker than that band and framed as art, not as a
band (a light part of the art, fresh 9747200 frame 38: an art ring as The Musician;
:func:`framed_as_art`, so that a card lying there in a shadow's edge is kept).
"""
from __future__ import annotations

import math

import cv2
import numpy as np

from .sticker_block import block_image, frame_lines, near_ground


#: A frame line (the darkest line of one of :data:`~vision.sticker_block.FRAME_BOXES_MM`,
#: as :func:`~vision.sticker_block.framed` takes it) at least this share of the band next to
#: the row (:data:`~vision.sticker_block.NEAR_BOX_MM`, 80th percentile) is no printed frame.
#: Measured on every accepted reading of 720p and 1080p seeds 5000, 1000, 20000
#: (`--instances 2700` at 720p), 30000, 40000, 50000 and (after the limit was set) 60000,
#: and curled (720p), both seat modes, with the check off (docs/benchmarks-history.md): 42,044
#: RIGHT readings, median 0.33, 99.9th percentile 0.59, at most 0.65 on a block placed on
#: its band (0.68 on a deconvolved block); WRONG ones (artwork panels): seed 50000 frame
#: 179 0.98 (720p) and 1.01 (1080p), seed 20000 frame 82 (1080p, seats learnt; also
#: refused by ``light_near_row``) 0.88. Refused too, scored right by chance: an artwork
#: ring read as The Musician on a Musician (seed 5000 frame 119, busy, 720p and 1080p)
#: 0.77, a block 5 mm down a Cultists band (seed 1000 frame 160, harsh, 1080p, seats
#: learnt; the card read from its right corner too) 0.95.
NO_FRAME_MIN = 0.75


def frame_share(lines: "tuple[float, float, float]", ground: float) -> float:
    """The lightest of a block's three printed-frame lines (grey levels,
    :func:`~vision.sticker_block.frame_lines`) over the band's light ground next to the row
    (:func:`~vision.sticker_block.near_ground`); ``inf`` when that ground is black."""
    return max(lines) / ground if ground > 0 else float("inf")


def no_frame_side(lines: "tuple[float, float, float]", ground: float) -> bool:
    """True when one side of the band's printed frame is missing: :func:`frame_share` of
    the block's frame ``lines`` and near ``ground`` (grey levels) at least
    :data:`NO_FRAME_MIN` (an artwork panel rather than a card's name band)."""
    return frame_share(lines, ground) >= NO_FRAME_MIN


#: A card's artwork window, card mm (``vision.render.face``: x 4–59, y 26–64): its top-left
#: corner. Its top frame is the 2 mm strip under the name band (y 24–26), its left one the
#: card's frame: framed on every side like a band, its light ground often the art's.
WINDOW_CORNER_MM = (4.0, 26.0)
#: A band whose corner (card mm (2, 2)) lies within WINDOW_TOL_MM of another card's
#: :data:`WINDOW_CORNER_MM`, its top edge within WINDOW_TURN_DEG of that card's, is read
#: as that card's artwork window when its light ground next to the row
#: (:func:`~vision.sticker_block.near_ground`) is under WINDOW_GROUND_MAX of that card's.
#: A card really lying there (a cascade's next card, its band 22 mm under the other's
#: corner, ``vision.render.scene`` steps 25 ± 3 mm) shows the same printed band under the
#: same light: about 1. The art's top is any of 40–160 per channel, the band its frame
#: plus 95–120 (``vision.render.face``): seed 50000 frame 217's Stowaway band 176, its
#: art window 114 (0.65), the window's corner at (5.4, 26.5) mm and 0.2° in the band's
#: card axes. The turn is that of two top edges found apart, a narrow window's over few
#: px (a 15.5 mm one at 720p: ~22 px, 1 px off is 2.6°): Deep One's dark window over The
#: Sailor (seed 130000 frame 113, busy, 720p, both seat modes; 97 against its band's 169,
#: 0.58) lay at (4.1, 25.8) mm but 3.2° off, past the 3° first allowed, and its art ring
#: read as a cross alone (R'lyeh or Stowaway Eggs). A wider turn can only drop a reading,
#: never make one: the real cards found within 5 mm of a window place (8 pairs, 720p, the
#: first ~105 frames of seeds 5000 and 50000) turned 3.7–10.1° with grounds 0.86–1.16.
WINDOW_TOL_MM = 2.5
WINDOW_TURN_DEG = 6.0
WINDOW_GROUND_MAX = 0.8


def at_window(top_mm, corner=WINDOW_CORNER_MM, tol=WINDOW_TOL_MM) -> bool:
    """Whether a band's top edge, ``top_mm`` (2×2: its corner and a point further along its
    top edge, in another card's card mm), lies at that card's artwork window: the corner
    within ``tol`` mm of ``corner`` (card mm; default :data:`WINDOW_TOL_MM` of
    :data:`WINDOW_CORNER_MM`; another light panel's corner for another panel), the edge
    within :data:`WINDOW_TURN_DEG` of the card's top."""
    (x0, y0), (x1, y1) = top_mm
    return (math.hypot(x0 - corner[0], y0 - corner[1]) <= tol  # per frame: no arrays
            and abs(math.degrees(math.atan2(y1 - y0, x1 - x0))) <= WINDOW_TURN_DEG)


#: A band whose corner lies well inside another read card's artwork window (card mm box
#: x0, y0, x1, y1: 4 mm inside the window's left and top frame, :data:`WINDOW_CORNER_MM`,
#: and short of its right and bottom ends, ``vision.render.face``: x 4–59, y 26–64), its
#: top edge within :data:`WINDOW_TURN_DEG` of that card's, is read as that card's artwork
#: when its light ground next to the row is under WINDOW_INNER_GROUND_MAX of that card's
#: band: a light part of the art framed by the art's own darker blobs, its art ring or dot
#: read as a row. Fresh 9747200 frame 38 (tilted, 720p, seats forgotten; session 68,
#: stw68): seat 4's far Randall Tillinghast read right from its band and its art's ring read
#: as The Musician from a "band" at (16.9, 35.3) mm of it, turned 5.0°, its ground 0.35 of
#: Randall's band. A card really lying there shows its own printed band, about as light
#: (:data:`WINDOW_GROUND_MAX`: 0.86–1.16): right readings inside another read card's
#: window, turned within 6°, on fresh 9748200–9748319 (720p, every preset and tilted
#: only) and 9748320–9748399 (side cascades): 12, at 0.826–1.299 (the darkest one turned
#: 9.3° on that frame 0.71).
WINDOW_INNER_MM = (8.0, 30.0, 55.0, 60.0)
WINDOW_INNER_GROUND_MAX = 0.5
#: ... and only when the band inside the window is not framed like a card's band: its
#: :func:`frame_share` (the lightest of its three printed-frame lines over its own ground
#: next to the row, one place, so one light) at least WINDOW_INNER_FRAME_MIN. The ground
#: ratio alone compares two places' light: a hard shadow (gain 0.6, the harsh preset's
#: 0.61) whose edge crosses the lower card's window, over the card lying there but not
#: over the lower card's band, put a right Investigators at 0.49 of the Deep One's band
#: (review rev-stw68's strict xfail, fresh 9748200 frame 15 shadowed; session 69, wr69):
#: its frame share 0.31 under any gain. The art's light parts framed by its darker blobs
#: read 0.55–0.68 (fresh 9747200 frame 38's ring 0.61; the windows of held-out 50000
#: frame 217 and 130000 frame 113, :data:`WINDOW_GROUND_MAX`, 0.55 and 0.68); right
#: readings anywhere: median 0.33, 99.9th percentile 0.59 (:data:`NO_FRAME_MIN`); right
#: readings inside another read card's window on 520 fresh frames (9749000–9749499, every
#: preset, side cascades, 720p / 1080p, both seat modes): 22, 0.227–0.493, their ground
#: ratios 0.654 and over (one over this limit: in a shadow it would still be dropped).
WINDOW_INNER_FRAME_MIN = 0.45


def in_window(top_mm) -> bool:
    """Whether a band's top edge ``top_mm`` (2×2: its corner and a point further along its
    top edge, in another card's card mm) starts inside that card's artwork window
    (:data:`WINDOW_INNER_MM`), its edge within :data:`WINDOW_TURN_DEG` of the card's top."""
    (x0, y0), (x1, y1) = top_mm
    bx0, by0, bx1, by1 = WINDOW_INNER_MM
    return (bx0 <= x0 <= bx1 and by0 <= y0 <= by1
            and abs(math.degrees(math.atan2(y1 - y0, x1 - x0))) <= WINDOW_TURN_DEG)


def near_corner(points_mm: np.ndarray, corner=WINDOW_CORNER_MM,
                tol=WINDOW_TOL_MM) -> np.ndarray:
    """For each of ``points_mm`` (n×2, another card's card mm) whether it lies within
    ``tol`` mm of that card's ``corner`` (default: its artwork window's): the distance
    half of :func:`at_window`, without its angle test (n bools)."""
    points_mm = np.asarray(points_mm, np.float64).reshape(-1, 2)
    return np.hypot(points_mm[:, 0] - corner[0], points_mm[:, 1] - corner[1]) <= tol


def under_own_band(fgray: np.ndarray, c2is: "list[np.ndarray]") -> "set[int]":
    """Indices into ``c2is`` (the card homographies, card mm → image px, 3×3, of the cards
    read in one seat zone, then of its framed bands read blank: a card without a sticker;
    the caller uses only the read cards' indices) of the "cards" that are another one's
    artwork window (see :data:`WINDOW_GROUND_MAX`), or a light part inside it
    (:data:`WINDOW_INNER_MM`, :data:`WINDOW_INNER_GROUND_MAX`, :func:`framed_as_art`).
    ``fgray``: the frame (``H×W float32``)."""
    tops = [cv2.perspectiveTransform(np.array([[[2.0, 2.0], [12.0, 2.0]]]), c)[0]
            for c in c2is]
    grounds: dict[int, float] = {}

    def ground(k: int) -> float:
        if k not in grounds:
            grounds[k] = near_ground(block_image(fgray, c2is[k]))
        return grounds[k]

    out: set[int] = set()
    for j, cj in enumerate(c2is):
        inv = np.linalg.inv(cj)
        for i, top in enumerate(tops):
            if i == j or i in out:
                continue
            top_j = cv2.perspectiveTransform(top[None], inv)[0]
            if at_window(top_j):
                if ground(i) < WINDOW_GROUND_MAX * ground(j):
                    out.add(i)
            elif (in_window(top_j) and ground(i) < WINDOW_INNER_GROUND_MAX * ground(j)
                  and framed_as_art(fgray, c2is[i])):
                out.add(i)
    return out


def framed_as_art(fgray: np.ndarray, c2i: np.ndarray) -> bool:
    """Whether the band of card homography ``c2i`` (card mm → image px, 3×3) in the frame
    ``fgray`` (``H×W float32``) is framed as a light part of an artwork rather than as a
    card's name band: its :func:`frame_share` at least :data:`WINDOW_INNER_FRAME_MIN`
    (True too when its frame lines are not found in ``fgray``: a card read from its
    deconvolved block, or a block partly out of the frame; the ground ratio then decides
    as before: 1 of the 22 right readings inside a window on the fresh sets of session 69)."""
    img = block_image(fgray, c2i)
    lines = frame_lines(img)
    if lines is None:
        return True
    return frame_share(lines, near_ground(img)) >= WINDOW_INNER_FRAME_MIN


__all__ = ["NO_FRAME_MIN", "WINDOW_GROUND_MAX", "WINDOW_INNER_FRAME_MIN",
           "WINDOW_INNER_GROUND_MAX", "WINDOW_INNER_MM", "at_window", "frame_share",
           "framed_as_art", "in_window", "no_frame_side", "under_own_band"]

"""A card's printed rules box told from a name band by what is printed in it.

A refused band (:mod:`vision.unread_cards`) may be the rules box of a card whose own band
was found in no reading (card mm x 5–58, y 67–84: the seed's printed face, as
:func:`vision.render.face._artwork` draws it), framed like a name band and as light. What
lies in it tells them apart, not its length (a name band cut at its left by a card laid
over it, or at its right by a hand, is as short: review of phantom55):

- a name band has the rank emblem or the rank sticker block at its left (x 2.5–13.5 mm of
  the card), ink darker than the band beyond it; a rules box none (:func:`blank_left`):
  its text lines start 3 mm in and run on past its middle;
- a rules box's text runs in 4 lines across it, 3.5 mm apart (:func:`text_lines`); a
  name band holds one, the card's name, whose letters fill under half a row.

Where the camera resolves the lines (:data:`LINES_MIN_PX_PER_MM` across the card), a
rules box is told by them; at a tilted table's far seat (0.5–0.6 px per mm across the
card: fresh tilted 1248000 and 1232000, seat 3) they blur into one grey and the blank left
part decides. A name band cut at its left there (a card laid over its emblem) is taken
for a rules box (not measured at the far seat: no such case in the games run). Card mm below are of the band's own card homography (its corner at
:data:`~vision.card_bands.BAND_MM`'s (2, 2)). No I/O.
"""
from __future__ import annotations

import cv2
import numpy as np

#: Where the text lines are looked for, card mm (x0, y0, x1, y1): a rules box found as a
#: band puts its lines at y ≈ 5, 8.5, 12, 15.5 from x ≈ 5 on to 27–53; x from 9 leaves out
#: a name band's rank emblem ring and a rules box's corner emblem rings (x ≤ 8), x to 26 a
#: name band's name (from x 15).
LINES_BOX_MM = (9.0, 3.0, 26.0, 18.5)
#: Resampling of the boxes, px per mm.
LINES_P = 4.0
#: A row is dark when its median lies this share of the box's light-to-dark contrast
#: under its light level (the 90th percentile of the rows' medians) ...
LINES_SHARE = 0.4
#: ... and at least this many grey levels under it (a blank band's noise).
LINES_MIN_GREY = 10.0
#: A rules box: at least this many dark runs of rows, light on both sides (rendered
#: tables, scene seeds 4 and 5: rules boxes 4; name bands, read or cut at their left, 0–2).
RULES_LINES = 3
#: A rules box's lines lie this far apart (card mm, :func:`vision.render.face._artwork`);
#: only runs so spaced count as its lines, one after the other ...
LINES_GAP_MM = 3.5
#: ... within this (mm). Review of phantom56: a name band's dark runs (its name, its
#: sticker's dots, and flicker at the dark threshold where a white label's rows set the
#: light level, or a hotspot's gradient) lie 5-8 mm apart or closer than 2.5 mm: rendered
#: typical 6-seat seed 1406303 (an Entertainer on top, 1.33 px/mm) gave 3 such runs, as
#: did faces in dim light (3-5): taken for a rules box, a real card's prompt lost.
LINES_GAP_TOL_MM = 1.0
#: The camera's px per card mm across the card under which 3.5 mm apart lines are not
#: resolved (the far seat of tilted 1248000: 0.54; rendered near seats: 1.3–1.5).
LINES_MIN_PX_PER_MM = 0.9
#: The band's left block (its upper part: a rules box's corner emblem rings lie lower)
#: and the band beyond it, card mm (x0, y0, x1, y1) each ...
LEFT_BOX_MM = (3.0, 3.0, 15.0, 13.0)
BEYOND_BOX_MM = (20.0, 3.0, 50.0, 20.0)
#: ... where the lines are not resolved, a rules box's left block is as light as the rest
#: of it (mean at least this share of the band beyond's mean) ...
LEFT_MEAN_SHARE = 0.91
#: ... and not much lighter (at most this share): a glare or a light hand over a name
#: band's left part hides its emblem but is lighter than the printed band beyond (review
#: of phantom56: faces drawn at 0.54-0.75 px/mm with a glare over x 0-16 mm: every name
#: band taken for a rules box, a Tommy Gun's prompt lost while it lasts). Rules boxes
#: refused at the far seat of band56's rendered tilted tables (seeds 1254200-1254213,
#: 1403000-1403013, 72, 38 told by :func:`blank_left`): 0.99-1.04 at most.
LEFT_MEAN_MAX_SHARE = 1.10
#: ... and has no ink in it: its darkest 5 % (:data:`LEFT_INK_PCT`) at least this share of
#: the band beyond's mean. Far seat, 0.51-0.63 px per mm across: fresh tilted 1248000's
#: and 1232000's rules boxes mean 0.93-0.95, ink 0.73-0.77; R'lyeh's band there (its
#: sticker's dots) 0.70, 0.52; faces drawn at 0.54 px/mm (:func:`vision.render.face.
#: card_face`, variants 0-3): rules boxes 1.00, 0.78-0.81, name bands ink 0.34-0.59; at
#: 0.6 px/mm name bands 0.64-0.92 / 0.28-0.68, rules boxes 0.86-0.90 / 0.70-0.73 (not
#: told apart: kept, as before).
LEFT_INK_SHARE = 0.70
LEFT_INK_PCT = 5.0


def _box(fgray: np.ndarray, c2i: np.ndarray, box_mm) -> "np.ndarray | None":
    """``box_mm`` (card mm) of the card ``c2i`` resampled at :data:`LINES_P` px/mm
    (``float32``); ``None`` when part of it lies outside the frame."""
    x0, y0, x1, y1 = box_mm
    a = np.array([[1 / LINES_P, 0, x0], [0, 1 / LINES_P, y0], [0, 0, 1]])
    w, h = int(round((x1 - x0) * LINES_P)), int(round((y1 - y0) * LINES_P))
    src = fgray if fgray.dtype == np.float32 else fgray.astype(np.float32)
    img = cv2.warpPerspective(src, np.asarray(c2i, np.float64) @ a, (w, h),
                              flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                              borderMode=cv2.BORDER_CONSTANT, borderValue=float("nan"))
    return None if np.isnan(img).any() else img


def text_lines(fgray: np.ndarray, c2i: np.ndarray) -> int:
    """How many lines of dark text run across the band whose card homography is ``c2i``
    (3×3, card mm → image px) in the frame ``fgray`` (``H×W`` ``float32`` or ``uint8``):
    runs of rows of :data:`LINES_BOX_MM` whose median is dark (:data:`LINES_SHARE`,
    :data:`LINES_MIN_GREY`), each with a light row above and below it inside the box, the
    most of them in a row whose centres lie :data:`LINES_GAP_MM` apart
    (:data:`LINES_GAP_TOL_MM`). A rules box gives 3–4, a name band 0–2. Part of the box
    outside the frame: 0."""
    img = _box(fgray, c2i, LINES_BOX_MM)
    if img is None:
        return 0
    rows = np.median(img, axis=1)
    light = float(np.percentile(rows, 90))
    dark = rows < light - max(LINES_MIN_GREY, LINES_SHARE * (light - float(rows.min())))
    centres, k, h = [], 0, len(rows)
    while k < h:
        if not dark[k]:
            k += 1
            continue
        e = k
        while e < h and dark[e]:
            e += 1
        if k > 0 and e < h:
            centres.append((k + e - 1) / 2 / LINES_P)
        k = e
    best = run = min(len(centres), 1)
    for a, b in zip(centres, centres[1:]):
        run = run + 1 if abs(b - a - LINES_GAP_MM) <= LINES_GAP_TOL_MM else 1
        best = max(best, run)
    return best


def blank_left(fgray: np.ndarray, c2i: np.ndarray) -> bool:
    """Whether the band of card homography ``c2i`` in ``fgray`` has nothing at its left:
    no rank emblem, no sticker's dots (:data:`LEFT_BOX_MM` as light as
    :data:`BEYOND_BOX_MM`, :data:`LEFT_MEAN_SHARE` to :data:`LEFT_MEAN_MAX_SHARE` of it,
    and no ink darker than :data:`LEFT_INK_SHARE` of it). Part of either box outside the
    frame: ``False``."""
    left, beyond = _box(fgray, c2i, LEFT_BOX_MM), _box(fgray, c2i, BEYOND_BOX_MM)
    if left is None or beyond is None:
        return False
    m = float(beyond.mean())
    return (LEFT_MEAN_SHARE * m <= float(left.mean()) <= LEFT_MEAN_MAX_SHARE * m
            and float(np.percentile(left, LEFT_INK_PCT)) >= LEFT_INK_SHARE * m)


def across_px_per_mm(c2i: np.ndarray) -> float:
    """Image px per card mm across the card (its y axis) at the band's corner."""
    o = cv2.perspectiveTransform(np.array([[[2.0, 2.0], [2.0, 12.0]]]),
                                 np.asarray(c2i, np.float64))[0]
    return float(np.hypot(*(o[1] - o[0]))) / 10.0


def rules_box(fgray: np.ndarray, c2i: np.ndarray) -> bool:
    """Whether the band of card homography ``c2i`` (3×3, card mm → image px) in the frame
    ``fgray`` (``H×W`` ``float32`` or ``uint8``) is a card's rules box: where the camera
    resolves them (:data:`LINES_MIN_PX_PER_MM` across the card), at least
    :data:`RULES_LINES` text lines (:func:`text_lines`); else nothing at its left
    (:func:`blank_left`), where a name band has its rank emblem or sticker. Raises
    nothing."""
    if across_px_per_mm(c2i) >= LINES_MIN_PX_PER_MM:
        return text_lines(fgray, c2i) >= RULES_LINES
    return blank_left(fgray, c2i)

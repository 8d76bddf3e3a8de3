"""A far, blurred card's block read again from the frame deconvolved round it.

On a tilted camera's far side a card is ~1 image px per card mm under a defocus of up to
σ ≈ 2.5 px: the card-first reader finds its band and frame, but no dot or ring of the row
reaches its matched filter's threshold ("no row can start here"). For those blocks only
(small, :data:`MAX_PPM`), the frame round the card's block is Wiener-deconvolved with the
blur measured there (:func:`vision.far_side.estimate_blur`, the marker deck's deblurred far
scan) and the block is read again with every check of :func:`vision.sticker_read.read_card`
(:func:`read_deblurred`), the Other World bit by its own test (:data:`OW_CROSS_YES`).
:func:`zone_deblurred`: a far zone's whole window deconvolved, strip by strip, where the
card-first reader looks for bands again (:mod:`vision.sticker_cards`).
Figures: docs/benchmarks-history.md ("Sticker-only deck", "Far, blurred cards").

Units: image px; card mm (origin at the card's top-left corner, x right, y down); σ px.
"""
from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np

from . import far_side
from .card_bands import BAND_W_MM
from .sticker_block import box_max, percentile, strip
from .sticker_code import CROSS_BOX_MM, SLOT_BOX_MM, BlockReading
from .sticker_read import read_card

#: Only blocks this small are tried (image px per card mm along the band's top edge):
#: far cards of a tilted view are 1.0-1.2 at 720p, 1.5-1.7 at 1080p; near cards 1.42 at
#: 720p (measured sharp, skipped) and ~2.1 at 1080p. 1.3 read nothing more at 1080p; 2.0
#: read 1080p tilted 39.49 -> 47.13 % (docs/benchmarks-history.md).
MAX_PPM = 2.0
#: The part of the card round the block deconvolved, card mm (x0, y0, x1, y1).
ROI_MM = (-8.0, -8.0, 52.0, 34.0)
#: Deconvolution: this share of the measured sigma, least sigma tried (px).
FACTOR = 0.8
MIN_SIGMA = 0.9
#: A block refused again at :data:`FACTOR` (0.8, taken from the marker deck's far scan,
#: where the full sigma rings and splits a marker's thin white quiet zone:
#: ``far_side.DEBLUR_FACTOR``) is read once more from a deconvolution at this share of the
#: sigma measured round it (:func:`read_deblurred`), its Other World bit left open (the
#: cross tests, :data:`OW_CROSS_YES`, were measured at 0.8). On the tilted preset's far
#: seat (the render's blur ~1.8 px at its rows) the sigma measured round a block was
#: 1.44–2.14 px, and at 0.8 of it a 4 mm dot (~4 × 3 px there) stayed under its filter's
#: threshold ("no row can start here"). The far seat's blocks of 14 rendered tilted 4-seat
#: tables, its pile grown card by card (seeds 1254200–1254213, 1–3 cards: 52 blocks, 23 on
#: top, 29 under the next card; each read from its own deconvolution at each share, the
#: rank compared): 0.8 read 11 (3 on top, 8 under), 0.9 15 (5, 10), 1.0 14, 1.1 12 and 2
#: wrong (The Musician as a 2), 1.2 8 and 1 wrong. At 0.9 for every block (no first try at
#: 0.8), fresh 1254300's 60 frames lost 4 identified cards of 327 to an open Other World bit
#: and named one The Fed as Nightgaunt (docs/benchmarks-history.md, session 55, far55).
SECOND_FACTOR = 0.9


#: The card-first reader's refusals this pass reads again.
RETRY = ("no row can start here, no cross", "no printed frame round the band")

#: The Other World bit on a deconvolved block. The cross comes out of the deconvolution as
#: a thick dark blob more than as a cross (the blur is anisotropic in card mm), so the
#: reader's own cross test (present at 0.3, absent under 0.18 with a plain slot) said "no
#: cross" on Other World cards (2 wrong of 47 readings on the tilted frames of seeds 1000
#: and 5000). Measured on those deconvolved blocks (the cross filter's largest response in
#: ``CROSS_BOX_MM``; the 75th percentile of the darkness in ``OW_INK_BOX_MM``): cards
#: without a cross 0.00–0.12 and 0.29–0.57 (31), Other World cards −0.00–0.50 and
#: 0.49–0.76 (20; the two read wrong 0.04, 0.14 and 0.51, 0.49). Said present at
#: OW_CROSS_YES, absent only under OW_CROSS_NO with the darkness under OW_INK_NO and no
#: cross response of OW_CROSS_NO in the widened slot, else left open.
OW_CROSS_YES = 0.2
OW_CROSS_NO = 0.13
OW_INK_BOX_MM = (4.0, 3.0, 13.0, 11.0)
OW_INK_NO = 0.42


def read_deblurred(gray: np.ndarray, c2i: np.ndarray, left_share: float,
                   allowed, sharp: "set | None" = None, zone=None,
                   width_mm: float = BAND_W_MM, right_mm: "float | None" = None,
                   why: "list | None" = None) -> BlockReading | None:
    """The card's code read from the frame (``H×W uint8``) deconvolved round its block
    (:func:`deblurred`), with every check of :func:`~vision.sticker_read.read_card` and the
    Other World bit of :data:`OW_CROSS_YES`; refused, once more at :data:`SECOND_FACTOR` of
    the blur, the Other World bit left open; ``None`` when the card is not small
    (:data:`MAX_PPM`), its blur is not measured or too small, or the block is refused
    both times. ``sharp``: the zones (``zone`` keys) of this frame already measured too sharp to
    deconvolve, skipped (a zone's blur changes little from card to card; measuring it on
    every refused block cost ~2.7 ms a 720p frame, ~8 %); updated. ``width_mm``: the
    band's width and ``right_mm`` its light component's right end at the row (card mm,
    ``None``: not known), as for :func:`~vision.sticker_read.read_card`. ``why``: a list
    the last read's refusal reason is appended to when the block was read and refused
    both times (nothing appended when it was not read)."""
    if scale(c2i) >= MAX_PPM or (sharp is not None and zone in sharp):
        return None
    block = blurred_block(gray, c2i)
    if block is None:
        return None
    if block is SHARP:
        if sharp is not None:
            sharp.add(zone)
        return None
    rd = read_sharpened(*deconvolved(block, c2i), left_share, allowed, width_mm, right_mm)
    if rd is not None:
        return rd
    # refused again: once more from a stronger deconvolution of the same block (its blur
    # measured once), the Other World bit open
    rd = read_card(*deconvolved(block, c2i, SECOND_FACTOR), left_share, allowed, width_mm,
                   sharpened=True, right_mm=right_mm)
    if rd.value < 0:
        if why is not None:
            why.append(rd.reason)
        return None
    return rd if rd.value == 0 else replace(rd, other_world=None)


def read_sharpened(patch: np.ndarray, c2i: np.ndarray, left_share: float,
                   allowed, width_mm: float = BAND_W_MM, right_mm: "float | None" = None
                   ) -> BlockReading | None:
    """:func:`~vision.sticker_read.read_card` on a deconvolved image (``h×w float32``,
    ``c2i`` card mm → its px; ``width_mm``, ``right_mm``: the band's, as there) with the
    Other World bit of :data:`OW_CROSS_YES`; ``None`` when refused."""
    maps: dict = {}
    rd = read_card(patch, c2i, left_share, allowed, width_mm, sharpened=True,
                   right_mm=right_mm, maps=maps)
    if rd.value < 0:
        return None
    if rd.value == 0:  # a 0 has no Other World cross to judge
        return rd
    # the block's maps as read_card made them (a block read is framed: wholly in the
    # patch, so its darkness is the one darkness(block_image(patch, c2i)) gives)
    dark, cross = maps["dark"], maps["cross"]
    xb = box_max(cross, CROSS_BOX_MM)
    if xb >= OW_CROSS_YES:
        ow = True
    elif (xb < OW_CROSS_NO and box_max(cross, SLOT_BOX_MM) < OW_CROSS_NO
          and percentile(strip(dark, OW_INK_BOX_MM), 75) < OW_INK_NO):
        ow = False
    else:
        ow = None
    if ow is not None and (rd.value, ow) not in allowed:
        return None
    return replace(rd, other_world=ow)


def scale(m: np.ndarray, at: tuple[float, float] = (0.0, 0.0), step: float = 30.0) -> float:
    """Image px per unit of ``m``'s plane (3×3 homography, e.g. card mm → image px) along
    its x axis from ``at``, measured over ``step`` units: a card's scale at its corner."""
    x, y = at
    o = cv2.perspectiveTransform(np.array([[[x, y], [x + step, y]]]), m)[0]
    return float(np.hypot(*(o[1] - o[0]))) / step


#: What :func:`deblurred` returns for a patch measured too sharp to deconvolve.
SHARP = "sharp"


def blurred_block(gray: np.ndarray, c2i: np.ndarray):
    """``(roi H×W uint8, (u0, v0) its origin px, σ px)``: the frame (``H×W uint8``) round
    the card's block (:data:`ROI_MM`, ``c2i`` card mm → image) and the blur measured there;
    :data:`SHARP` when that blur is too small to undo (:data:`FACTOR` of it under
    :data:`MIN_SIGMA`), ``None`` when it is not measured."""
    u0, v0, u1, v1 = _box(ROI_MM, c2i, gray.shape)
    if u1 - u0 < 16 or v1 - v0 < 16:
        return None
    roi = gray[v0:v1, u0:u1]
    s = far_side.estimate_blur(roi, strip=roi.shape[0])
    if not np.isfinite(s[0]):
        return None
    if FACTOR * s[0] < MIN_SIGMA:
        return SHARP
    return roi, (u0, v0), float(s[0])


def deconvolved(block, c2i: np.ndarray, factor: float = FACTOR):
    """``(patch float32, c2i of the patch)``: a :func:`blurred_block` deconvolved at
    ``factor`` of its blur, with the card homography ``c2i`` moved to the patch's origin."""
    roi, (u0, v0), sigma = block
    out = far_side.wiener_deblur(roi, factor * sigma).astype(np.float32)
    t = np.array([[1, 0, -u0], [0, 1, -v0], [0, 0, 1]], np.float64)
    return out, t @ c2i


def deblurred(gray: np.ndarray, c2i: np.ndarray):
    """``(patch float32, c2i of the patch)``: the frame (``H×W uint8``) round the card's
    block deconvolved at :data:`FACTOR` of the blur measured there; :data:`SHARP` or
    ``None`` as :func:`blurred_block`."""
    block = blurred_block(gray, c2i)
    return block if block is None or block is SHARP else deconvolved(block, c2i)


def _box(rect, m: np.ndarray, shape) -> tuple[int, int, int, int]:
    """``(u0, v0, u1, v1)`` image px: the box round the rectangle ``rect`` (``x0, y0, x1,
    y1`` in the plane ``m`` maps to the image, 3×3) clipped to an image of ``shape``
    (``(H, W)``); empty when it lies outside."""
    x0, y0, x1, y1 = rect
    p = cv2.perspectiveTransform(np.array([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]],
                                          np.float64), m)[0]
    h, w = shape[:2]
    return (max(int(p[:, 0].min()), 0), max(int(p[:, 1].min()), 0),
            min(int(p[:, 0].max()) + 1, w), min(int(p[:, 1].max()) + 1, h))


#: Rows of a zone's image crop deconvolved with one sigma (the blur grows toward the far
#: edge; :data:`vision.far_side.STRIP_PX`, as the marker deck's far scan).
ZONE_STRIP_PX = 36


def zone_deblurred(gray: np.ndarray, m: np.ndarray, size: tuple[int, int]):
    """The frame (``H×W uint8``) with the seat zone's window (``m``: 3×3 rectified px →
    image px, ``size`` its ``(width, height)`` px) Wiener-deconvolved, each strip of
    :data:`ZONE_STRIP_PX` rows with its own measured blur (:func:`far_side.estimate_blur`,
    :func:`far_side.blur_profile`); ``None`` when no strip is blurred enough."""
    u0, v0, u1, v1 = _box((0, 0) + tuple(size), m, gray.shape)
    if u1 - u0 < 32 or v1 - v0 < 32:
        return None
    roi = gray[v0:v1, u0:u1]
    prof = far_side.blur_profile(far_side.estimate_blur(roi, ZONE_STRIP_PX), ZONE_STRIP_PX)
    if prof is None or FACTOR * float(prof.max()) < MIN_SIGMA:
        return None
    out = gray.copy()
    for k, sg in enumerate(prof):
        if FACTOR * sg < MIN_SIGMA:
            continue
        a = k * ZONE_STRIP_PX
        b = min(a + ZONE_STRIP_PX, roi.shape[0])
        # deconvolved with a margin of rows, the strip's rows kept
        a0, b0 = max(a - 16, 0), min(b + 16, roi.shape[0])
        d = far_side.wiener_deblur(roi[a0:b0], FACTOR * float(sg))
        out[v0 + a:v0 + b, u0:u1] = d[a - a0:a - a0 + (b - a)]
    return out

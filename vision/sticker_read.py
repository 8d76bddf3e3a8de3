"""One card's tactile code read from the frame, once its corner and axes are known: the
steps the card-first reader (:mod:`vision.sticker_cards`) takes for every band it finds, in
a seat zone or in the middle of the table (:mod:`vision.centre_cards`).

:func:`read_card`: the block resampled from the frame (:func:`~vision.sticker_block.block_image`),
the printed-frame check, the quick "no row can start" test, the matched filters and the
decoding (:func:`~vision.sticker_code.read_block`), the left-edge check for a weakly
supported band edge and the band-foot check (:func:`~vision.sticker_code.foot_clear`). :func:`card_sighting`: the reading as a
:class:`~vision.records.Sighting` (``source="sticker"``).

Units: image px; card mm (origin at the card's top-left corner, x right, y down).
"""
from __future__ import annotations

import cv2
import numpy as np

from companion.cards import Edition, card

from . import adaptation as ad
from .card_bands import LEFT_SURE
from .records import Sighting
from .sticker_block import block_image, box_max, cross_map, darkness, framed, maps_from_dark
from .sticker_code import (CROSS_BOX_MM, CROSS_YES, BlockReading, clear_left, foot_clear,
                           read_block, refuse, row_may_start)

#: The tactile block's outline reported as the sighting's polygon, card mm.
REPORT_MM = ((2.0, 2.0), (30.0, 2.0), (30.0, 22.0), (2.0, 22.0))


def report_polygon(c2i: np.ndarray) -> np.ndarray:
    """:data:`REPORT_MM` in image px (4×2) for a card of homography ``c2i`` (3×3, card mm
    → image px)."""
    return cv2.perspectiveTransform(np.array([REPORT_MM], np.float64), c2i)[0]


def read_card(fgray: np.ndarray, c2i: np.ndarray, left_share: float,
              allowed: "set[tuple[int, bool]]") -> BlockReading:
    """The code of the card whose card-mm → image-px homography is ``c2i`` (3×3) in the
    frame ``fgray`` (``H×W float32``). ``left_share``: the band's
    :attr:`~vision.card_bands.Band.left_share` (under :data:`~vision.card_bands.LEFT_SURE`
    the left edge is checked after reading); ``allowed``: ``(rank, other_world)`` codes
    of the deck. A refusal has ``value`` −1 and a ``reason``."""
    img = block_image(fgray, c2i)
    if not framed(img):
        return refuse("no printed frame round the band")
    dark = darkness(img)
    cross = cross_map(dark)
    if all(v == 0 for v, _ in allowed) and box_max(cross, CROSS_BOX_MM) < CROSS_YES:
        # only cross-alone codes wanted (the middle of the table), and no cross here
        return refuse("no cross")
    if not row_may_start(dark, cross):
        return refuse("no row can start here, no cross")
    rd = read_block(maps_from_dark(dark, cross), allowed)
    if rd.value >= 0 and left_share < LEFT_SURE and not clear_left(img, rd):
        return refuse("ink left of the band (the edge may be wrong)")
    if rd.value >= 0 and not foot_clear(img, rd):
        return refuse("a dot runs on past the band's foot")
    return rd


def card_sighting(rd: BlockReading, c2i: np.ndarray, pts: np.ndarray,
                  edition: Edition) -> Sighting | None:
    """The sighting of a reading (``rd.value`` ≥ 0) of the card ``c2i`` (3×3, card mm →
    image px), polygon ``pts`` (:func:`report_polygon`); ``None`` when no card of
    ``edition`` has that code."""
    cands = ad.candidates_for(rd.value, rd.other_world, edition)
    if not cands:
        return None
    o = cv2.perspectiveTransform(np.array([[[0.0, 0.0], [10.0, 0.0], [0.0, -10.0]]]), c2i)[0]
    ppm = float(np.hypot(*(o[1] - o[0]))) / 10.0
    up = (o[2] - o[0]) / max(float(np.hypot(*(o[2] - o[0]))), 1e-9)
    ow = rd.other_world
    if ow is None:
        kinds = {card(k).other_world for k in cands}
        ow = kinds.pop() if len(kinds) == 1 else None
    return Sighting(candidates=cands, rank=rd.value, other_world=ow,
                    polygon=tuple((float(x), float(y)) for x, y in pts),
                    confidence=0.8 if rd.other_world is not None else 0.6,
                    source="sticker", px_per_mm=ppm, up=(float(up[0]), float(up[1])))


__all__ = ["REPORT_MM", "read_card", "card_sighting", "report_polygon"]

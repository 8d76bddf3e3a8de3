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
2. :func:`~vision.sticker_block.framed`: the block resampled in card mm at :data:`P` px/mm from the frame
   itself (:func:`~vision.sticker_block.block_image`) must show the card's darker printed frame left of, above
   and below the band (light artwork or a cloth's check is not a band).
3. :func:`~vision.sticker_code.read_block`: matched filters for a 4 mm dot, a 7 mm ring
   (with its centre dot) and the 8 mm cross on a darkness map normalised to the band's own
   light ground (:func:`~vision.sticker_block.block_maps`); the row is parsed with the code's geometry (first element's left
   edge at 4 mm ± tolerance, 2 mm gaps, ring before dots, ±15 % size, ±10°) and must
   decode to a rank some card of the edition has. Refused: another peak on the row's line,
   a possible dot or anything dark (another card's frame, a hand) where one more dot would
   follow, a "dot" with ink 3.3 mm below it (a ring or a cross), a row element on the
   cross's arm, and, when the band's left edge rests on few rows, vinyl left of it
   (:func:`~vision.sticker_code.clear_left`). "No cross" is said only when the cross's
   place, widened, holds no thick ink; else the Other World bit is left open
   (both cards of the rank). A wrong rank spoken aloud misleads a blind player; no reading
   does not.

Modules: :mod:`vision.card_bands` (finding cards), :mod:`vision.sticker_block` (the block
and its matched filters), :mod:`vision.sticker_code` (decoding the row and the cross), this
one (the driver over the seat zones).

Measured in docs/benchmarks.md ("Vision", "Sticker-only deck").

Units: image px (frame), rectified px (``S`` per seat mm), card mm (origin at the card's
top-left corner, x right, y down, ``vision.adaptation``). Images ``H×W uint8`` gray.
"""
from __future__ import annotations

import cv2
import numpy as np

from companion.cards import Edition, card, edition_cards

from . import adaptation as ad
from .card_bands import LEFT_SURE, find_bands, rectify_zone
from .records import Sighting
from .sticker_block import block_image, cross_map, darkness, framed, maps_from_dark
from .sticker_code import clear_left, read_block, refuse, row_may_start


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
        fgray = None  # the frame as float32, made once for all the cards' blocks
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
                if fgray is None:
                    fgray = gray.astype(np.float32)
                img = block_image(fgray, c2i)
                if not framed(img):
                    self.last.append((seat, band, refuse("no printed frame round the band")))
                    continue
                dark = darkness(img)
                cross = cross_map(dark)
                if row_may_start(dark, cross):
                    rd = read_block(maps_from_dark(dark, cross), self.allowed)
                else:
                    rd = refuse("no row can start here, no cross")
                if rd.value >= 0 and band.left_share < LEFT_SURE and not clear_left(img, rd):
                    rd = refuse("ink left of the band (the edge may be wrong)")
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

"""Card-first tactile reader: find each card's printed top band in its seat zone, then read
the tactile code only where the kit puts it.

A card of the deck has a dark printed frame and a light *name band* (card mm x 2–61,
y 2–24, ``vision/render/face.py`` draws the same). In a seat zone every discard card faces
its player, top toward the table centre (seed 000 "Adaptation", docs/adaptation.md), so
once the zone is rectified from its seat marker's homography
(:func:`~vision.card_bands.rectify_zone`: seat frame mm → a ``S`` px/mm image with the
cards' tops up) every card is upright within a few degrees and at a known scale. Then:

1. :func:`vision.card_bands.find_bands`: light components of band size (adaptive
   thresholds, opening), the band's top edge the straight line most of its top pixels lie
   on (the cross, a ring or the printed rank emblem touching the frame is a minority), its
   left edge from the lowest percentile of the rows' leftmost light pixels (they only ever
   push it right) → the card's top-left corner and axes, card mm → rectified px. A band
   component narrower than a band also gets the corner one band width left of its
   straight right edge, read only when the first corner gives no reading. In a far zone
   of a tilted camera a third, stricter mask's bands (its blurred printed frame no longer
   parts band from artwork) are read last, only where no card was read; a band there still
   refused for its frame or its row is read once more with the card's y axis fitted to
   the band's own light edges (:mod:`vision.far_fit`: the far seat's homography is off
   in scale).
2. :func:`~vision.sticker_block.framed`: the block resampled in card mm at :data:`P` px/mm from the frame
   itself (:func:`~vision.sticker_block.block_image`) must show the card's darker printed frame left of, above
   and below the band (light artwork or a cloth's check is not a band).
3. :func:`~vision.sticker_code.read_block`: matched filters for a 4 mm dot, a 7 mm ring
   (with its centre dot) and the 8 mm cross on a darkness map normalised to the band's own
   light ground (:func:`~vision.sticker_block.block_maps`); the row is parsed with the code's geometry (first element's left
   edge at 4 mm ± tolerance, 2 mm gaps, ring before dots, ±15 % size, ±10°) and must
   decode to a rank some card of the edition has. Refused: another peak on the row's line,
   a possible dot or anything dark (another card's frame, a hand) where one more dot would
   follow, a "dot" with ink 3.3 mm below it (a ring or a cross), a card's edge across the
   band between two row elements, a "dot" running on past the band's foot, a row element
   on the cross's arm, and, when the band's left edge rests on few rows, vinyl left of it
   (:func:`~vision.sticker_code.clear_left`). "No cross" is said only when the cross's
   place, widened, holds no thick ink; else the Other World bit is left open
   (both cards of the rank). A wrong rank spoken aloud misleads a blind player; no reading
   does not.

Modules: :mod:`vision.card_bands` (finding cards), :mod:`vision.band_cache` (their places
reused between frames of a stream), :mod:`vision.still_reuse` (a still zone's whole reading
reused in a stream), :mod:`vision.stream_setup` (a stream's per-layout zone windows and
scales kept), :mod:`vision.far_fit` (a far band placed again from its light
edges), :mod:`vision.sticker_block` (the block and its matched
filters), :mod:`vision.sticker_code` (decoding the row and the cross),
:mod:`vision.sticker_read` (one card: block, checks, reading, sighting), this one (the
driver over the seat zones).

Measured in docs/benchmarks-history.md ("Vision", "Sticker-only deck").

Units: image px (frame), rectified px (``S`` per seat mm), card mm (origin at the card's
top-left corner, x right, y down, ``vision.adaptation``). Images ``H×W uint8`` gray.
"""
from __future__ import annotations

import functools
import operator
from dataclasses import replace

import cv2
import numpy as np

from companion.cards import Edition, edition_cards

from . import adaptation as ad

from .band_cache import BandCache, box_cells
from .centre_cards import not_read_in_zones, read_centre
from .card_bands import (BAND_MM, find_bands, rectify_zone, zone_homography,
                         zone_size)
from .still_reuse import StillReuse, same_places
from .stream_setup import StreamSetup
from .art_panel import under_own_band
from .rules_box import rules_box
from .sticker_read import REPORT_MM, card_sighting, read_card, report_polygon
from . import far_fit, sticker_deblur
from .unread_cards import UNREAD_REASON

__all__ = ["CardFirstReader", "REPORT_MM"]

#: A band found in the deconvolved zone within this many rectified px (2 per mm) of one
#: found in the frame is the same card's.
SAME_BAND_PX = 12.0


def zone_scale(m: np.ndarray) -> float:
    """Image px per seat mm at the zone window's middle (``m``: rectified px, 2 a mm →
    image px)."""
    w, h = zone_size()
    return 2.0 * sticker_deblur.scale(m, (w / 2, h / 2), 20.0)


#: A far band whose deconvolved read (:func:`~vision.sticker_deblur.read_deblurred`) was
#: refused for one of these is not read again with its y axis refitted
#: (:meth:`CardFirstReader._refit_read`): the row was read, and something past its end
#: (a card's edge, a dark strip, the band's end) says a cover may hide more of it. The
#: refit rescales the card's y axis only, so the row's end and the place past it stay
#: where they were: read again, such a check close to its limit could pass by a hair and
#: the row be read short. Fresh 9742000 frame 26 (tilted, 720p): seat 3's far The Urchin,
#: its fourth dot under Randall Tillinghast's label, refused at its band's place ("a
#: card's edge above the row's end", 0.46 for a limit of 0.45), read as "Deep One or The
#: Boxer" refitted (0.45). The refit's other second chances are kept (the deconvolved read
#: refused for its frame, its row unseen or weak: "no row read, ink in its place" and
#: "stray element in the row's place" there read right refitted, fresh 9746000 frame 43,
#: 9742000 frame 86, 1080p 9746400 frame 9; docs/benchmarks-history.md, session 67,
#: stw67).
COVER_REFUSALS = frozenset((
    "a card's edge above the row's end (its label hiding it at the row)",
    "a card's edge across the row", "a card's edge just past the row's end",
    "a dot may follow", "row end may be covered",
    "one more dot's place past the band's end (a cover may hide it)",
    "the row runs on to the band's end (a cover over its next element?)",
    "darker after the row than the band (a hand over its end?)"))


#: A zone is searched again in the deconvolved frame only when its scale is under this
#: share of the nearest zone's (a far zone of a tilted camera, where the depth of field
#: ends; on a flat view every zone has about the same scale). Measured on the benchmark's
#: 720p frames (seed 5000): tilted 40° 0.63-1.0 of the frame's nearest zone (97 of 137
#: under 0.85), typical (10°) 0.91-1.0, clean, dim, harsh and busy 0.97-1.0 at the 5th
#: percentile (6 of 761 under 0.85: a seat's homography off).
FAR_SHARE = 0.85

#: A zone's or the middle's watched region (:class:`~vision.still_reuse.StillReuse`) is its
#: window's bounding box grown by this many cells (16 px): a card's frame, read round its
#: band, may reach past the window.
MARGIN_CELLS = 2


def _same_cards(a: tuple, b: tuple) -> bool:
    """Whether two readings ``(sightings, last)`` of a part name the same cards at the same
    places (:func:`~vision.still_reuse.same_places` on their polygons)."""
    return same_places(a[0], b[0], lambda s: (s.candidates, s.polygon))


#: A card's centre, card mm.
CARD_CENTRE_MM = (ad.CARD_W_MM / 2, ad.CARD_H_MM / 2)


def _in_zone(layout, seat: int, m: np.ndarray, band) -> "np.ndarray | None":
    """The card homography (3×3, card mm → image px) of ``band`` (in the zone window ``m``:
    rectified px → image px) when the card's centre lies in ``seat``'s zone, as
    :meth:`~vision.layout.TableLayout.assign` places the sighting; else ``None``."""
    c2i = m @ np.vstack([band.card_to_rect(), [0.0, 0.0, 1.0]])
    centre = cv2.perspectiveTransform(np.array([[CARD_CENTRE_MM]]), c2i)[0, 0]
    return c2i if layout.locate((float(centre[0]), float(centre[1])))[0] == seat else None


def _in_zone_all(layout, seat: int, m: np.ndarray, bands) -> list:
    """:func:`_in_zone` of each of ``bands`` (the same homographies or ``None``), the
    cards' centres placed by one :meth:`~vision.layout.TableLayout.seats_at`."""
    if not bands:
        return []
    c2is = [m @ np.vstack([b.card_to_rect(), [0.0, 0.0, 1.0]]) for b in bands]
    centres = [cv2.perspectiveTransform(np.array([[CARD_CENTRE_MM]]), c)[0, 0] for c in c2is]
    seats = layout.seats_at(np.array([(float(c[0]), float(c[1])) for c in centres]))
    return [c if s == seat else None for c, s in zip(c2is, seats)]


def _near(corner, read_at) -> bool:
    """Whether ``corner`` (rectified px) lies within :data:`SAME_BAND_PX` of one of
    ``read_at`` (the corners of the bands read)."""
    return any(np.hypot(corner[0] - x, corner[1] - y) <= SAME_BAND_PX for x, y in read_at)


class CardFirstReader:
    """Reads the tactile code of every card found in the seat zones of a layout.

    Args:
        edition: the deck; a reading must be the code of one of its cards.
        band_every: search each zone's card bands every this many frames at the latest
            (:class:`~vision.band_cache.BandCache`: between searches, while the zone and
            its picture do not change, the last bands' places are read again in the new
            frame); 1 (default) searches every frame, as for unrelated frames.
        centre: also read the set-aside card in the middle of the table
            (:func:`~vision.centre_cards.read_centre`, ~4 ms a frame at 720p; in a stream
            its bands are reused like a zone's).

    Raises:
        ValueError: ``band_every`` < 1.

    :meth:`read` returns :class:`~vision.records.Sighting` s (``source="sticker"``) whose
    polygon is the tactile block (card mm :data:`REPORT_MM`) in image px. With ``centre``
    (default), the face-up set-aside card in the middle of the table is read too, in any
    orientation, from its cross alone (:mod:`vision.centre_cards`), and with two seats the
    face-up row's cards facing a seat, with every code; other cards outside every seat
    zone are not read (their orientation is unknown).
    """

    def __init__(self, edition: "str | Edition" = "arkham", band_every: int = 1,
                 centre: bool = True, far: bool = True) -> None:
        self.edition = Edition.parse(edition)
        self.centre = centre
        #: also look for a far, blurred zone's bands in the frame deconvolved there
        self.far = far
        self.band_cache = BandCache(band_every)
        #: a stream's per-layout set-up (zones' scales and windows, the middle's window)
        self.setup = StreamSetup(zone_scale)
        self.allowed = {(c.rank, c.other_world) for c in edition_cards(self.edition)}
        #: (seat, band, BlockReading) of the last :meth:`read`, for diagnosis.
        self.last: list = []

    def read(self, gray: np.ndarray, layout, still: "StillReuse | None" = None) -> list:
        """Sightings in ``gray`` (``H×W uint8``) for the seat zones of ``layout``
        (:class:`~vision.layout.TableLayout`; zones without a homography are skipped).
        ``still``: a :class:`~vision.still_reuse.StillReuse` already started on this frame
        (a stream): each zone's and the middle's reading is taken from it while that part
        of the table stays still; ``None`` reads every part."""
        out = []
        self.last = []
        fgray = functools.cache(lambda: gray.astype(np.float32))  # once, for all the blocks
        self.band_cache.start_frame(gray, None if still is None else still.thumb)
        sharp: set = set()  # zones measured too sharp to deconvolve (sticker_deblur)
        if still is None:
            scale = {s: zone_scale(zone_homography(layout.zone(s).to_seat))
                     for s in layout.seats if layout.zone(s).to_seat is not None}
        else:
            # a stream: the zones' scales and windows kept while the layout stays
            # (vision.stream_setup); corners: every zone window's, a part is read again
            # when one moves
            setup = self.setup.get(layout, still.thumb.shape, self.centre)
            scale, wins, corners = setup.scale, setup.wins, setup.corners
        near = max(scale.values(), default=0.0)
        for seat in scale:
            def zone(seat=seat) -> tuple[list, list]:
                return self._zone(gray, fgray(), layout, seat, scale[seat], near, sharp)
            out += (zone()[0] if still is None else
                    self._still_part(still, ("zone", seat), zone, wins[seat], corners))
        if self.centre:
            def centre() -> tuple[list, list]:
                n = len(self.last)
                found = read_centre(gray, fgray(), layout, self.edition, self.allowed,
                                    self.last, self.band_cache)
                return found, self.last[n:]
            m = None if still is None else setup.centre
            if m is None:
                middle = centre()[0]
            else:
                pts = setup.centre_pts
                middle = self._still_part(still, "centre", centre, pts,
                                          np.concatenate([corners, pts]))
            out += not_read_in_zones(middle, out)  # a zone's card not reported twice
        return out

    def _still_part(self, still: StillReuse, key, read, window: np.ndarray,
                    corners: np.ndarray) -> list:
        """The sightings of a part (a zone, the middle) through ``still``
        (:meth:`~vision.still_reuse.StillReuse.get`): ``read()`` gives ``(sightings, what
        it added to last)``; ``window``: the part's window (4×2 image px), watched with
        :data:`MARGIN_CELLS` round it; ``corners``: every window it depends on. A reused
        reading adds its :attr:`last` entries again."""
        cards, last = still.get(key, read, _same_cards,
                                [box_cells(window, still.thumb.shape, MARGIN_CELLS)], corners,
                                cards=operator.itemgetter(0), area=window)
        if key in still.reused:
            self.last += last
        return cards

    def _zone(self, gray, fgray, layout, seat, scale, near, sharp) -> tuple[list, list]:
        """``(sightings, last)`` of ``seat``'s zone: its cards read from its bands
        (:meth:`_zone_cards`) and, for a far zone (its ``scale`` under :data:`FAR_SHARE` of
        the nearest zone's ``near``, image px per mm; its bands also looked for in a
        stricter mask, :func:`~vision.card_bands.find_bands` ``far``) not measured sharp,
        from the frame deconvolved there (:meth:`_far_cards`); last, where no card was
        read, from the stricter mask's bands (:attr:`~vision.card_bands.Band.strict`);
        ``last``: what it added to :attr:`last`."""
        n = len(self.last)
        to_seat = layout.zone(seat).to_seat
        far = self.far and scale < FAR_SHARE * near and scale < sticker_deblur.MAX_PPM
        bands, m = self.band_cache.bands(seat, gray, to_seat, far)
        first = [b for b in bands if not b.strict]
        late = [b for b in bands if b.strict]
        out: list = []
        homs: list = []  # each sighting's card homography (card mm → image px)
        blank: list = []  # those of the framed bands read blank (a card without a sticker)
        read_at: list = []  # corners of the bands read, rectified px
        self._zone_cards(out, homs, read_at, gray, fgray, layout, seat, first, m, sharp,
                         far=far, blank=blank)
        deblurred: list = []
        if far and seat not in sharp:
            # a far zone, maybe blurred: its bands looked for again in the frame
            # deconvolved there
            deblurred = self._far_cards(gray, layout, seat, to_seat, first, m, read_at)
        if late:
            self._zone_cards(out, homs, read_at, gray, fgray, layout, seat, late, m, sharp,
                             only_unread=True, far=far, blank=blank)
        if out and len(out) + len(blank) >= 2:
            # a card's own artwork window under its band, read as a card; the band read
            # or blank (a Tommy Gun's: on a light cloth its artwork's light part lies in
            # the hole of its frame and is tried as a band, review rev-busy59)
            art = under_own_band(fgray, homs + blank)
            out = [s for k, s in enumerate(out) if k not in art]
        return out + deblurred, self.last[n:]

    def _far_cards(self, gray, layout, seat, to_seat, bands, m, read_at: list) -> list:
        """Cards of a blurred zone (``m``: rectified px → image px) found only in the frame
        deconvolved there (:func:`~vision.sticker_deblur.zone_deblurred`; ``bands``: those
        found in the frame), read from it; the corners of the bands read (rectified px) are
        added to ``read_at``."""
        deb = sticker_deblur.zone_deblurred(gray, m, zone_size())
        if deb is None:
            return []
        known = [b.card_to_rect()[:2, 2] for b in bands]
        new = [b for b in find_bands(rectify_zone(deb, to_seat)[0])
               if all(np.hypot(*(b.card_to_rect()[:2, 2] - k)) > SAME_BAND_PX for k in known)]
        fdeb = None  # the deconvolved frame as float32, once a band of it is read
        out = []
        for band, c2i in zip(new, _in_zone_all(layout, seat, m, new)):
            if c2i is None:
                continue
            if fdeb is None:
                fdeb = deb.astype(np.float32)
            rd = sticker_deblur.read_sharpened(fdeb, c2i, band.left_share, self.allowed,
                                               band.width_mm, band.right_mm)
            if rd is None:
                continue
            self.last.append((seat, band, rd))
            if rd.value >= 0:
                read_at.append(band.corner)
            s = card_sighting(rd, c2i, report_polygon(c2i), self.edition)
            if s is not None:
                out.append(s)
        return out

    def _zone_cards(self, out: list, homs: list, read_at: list, gray, fgray, layout, seat,
                    bands, m, sharp, only_unread: bool = False, far: bool = False,
                    *, blank: list) -> None:
        """Reads the cards of a seat zone's ``bands`` (``m``: rectified px → image px;
        ``fgray`` the frame as ``float32``; ``sharp``: zones measured too sharp to
        deconvolve, :func:`~vision.sticker_deblur.read_deblurred`): their sightings added
        to ``out``, their card homographies (card mm → image px) to ``homs`` and the
        corners of the bands that read a code (rectified px) to ``read_at``. A band that
        gives no reading is then tried from its
        :attr:`~vision.card_bands.Band.alt_corners` and
        :attr:`~vision.card_bands.Band.up_corner`, except where a card was read (within
        :data:`SAME_BAND_PX`); with ``only_unread`` (the stricter mask's bands) a band is
        itself skipped where a card was read. With ``far`` (a far zone, :meth:`_zone`) a band
        still refused for its frame or its row (:data:`~vision.sticker_deblur.RETRY`) is
        read once more with the card's y axis fitted to the band's own light edges
        (:func:`_refit_read`; not when its deconvolved read was refused for a cover,
        :data:`COVER_REFUSALS`), its reading dropped when its fitted corner lies where a
        card was read (:data:`SAME_BAND_PX`). The caller drops a card read where another
        one's artwork window lies, darker than its band
        (:func:`~vision.art_panel.under_own_band`), or where a framed band read blank
        (:data:`UNREAD_REASON`, not a rules box: a card without a sticker) has its window:
        those bands' homographies are added to ``blank``."""
        refused = []
        for band, c2i in zip(bands, _in_zone_all(layout, seat, m, bands)):
            if c2i is None or (only_unread and _near(band.corner, read_at)):
                continue
            rd = read_card(fgray, c2i, band.left_share, self.allowed, band.width_mm,
                           right_mm=band.right_mm, cut_right=band.cut_right)
            why: list = []  # the deconvolved read's refusal, if it read and refused
            if rd.reason in sticker_deblur.RETRY:
                # a far, blurred card: read again from the frame deconvolved round it
                rd = sticker_deblur.read_deblurred(gray, c2i, band.left_share,
                                                   self.allowed, sharp, seat,
                                                   band.width_mm, band.right_mm,
                                                   why=why) or rd
            if far and rd.reason in sticker_deblur.RETRY and not any(
                    w in COVER_REFUSALS for w in why):
                fitted = self._refit_read(gray, fgray, c2i, band, m, sharp, seat, rd)
                if fitted[2] is not band and _near(fitted[2].corner, read_at):
                    continue  # read at its fitted place: a card read there already
                rd, c2i, band = fitted
            if rd.reason == UNREAD_REASON:  # a read card's rules box? (vision.unread_cards)
                rd = replace(rd, rules_box=rules_box(fgray, c2i))
                if not rd.rules_box:
                    blank.append(c2i)
            if rd.value < 0 and (band.alt_corners or band.up_corner is not None):
                refused.append(band)
            self._sight(out, homs, read_at, seat, band, c2i, rd)
        for band in refused:
            for alt in band.alternatives():
                if _near(alt.corner, read_at):
                    continue  # a card read there already
                c2i = _in_zone(layout, seat, m, alt)
                if c2i is None:
                    continue
                rd = read_card(fgray, c2i, alt.left_share, self.allowed, alt.width_mm)
                if rd.value >= 0:
                    self._sight(out, homs, read_at, seat, alt, c2i, rd)
                    break

    def _refit_read(self, gray, fgray, c2i, band, m, sharp, seat, rd):
        """``(reading, card homography, band)``: a far band refused for its frame or its row
        read again, plain then deconvolved (:func:`~vision.sticker_deblur.read_deblurred`),
        with the card's y axis fitted to the band's light edges
        (:func:`vision.far_fit.refit`: the far seat's homography is off in scale there;
        ``m``: rectified px → image px), the band's corner moved to the fitted card's (so
        that another band of the same card, the stricter mask's ~2 mm lower, is not read
        again: :data:`SAME_BAND_PX`); ``(rd, c2i, band)`` unchanged when no fit is found
        or the card is refused again."""
        c2 = far_fit.refit(fgray, c2i)
        if c2 is None:
            return rd, c2i, band
        rd2 = read_card(fgray, c2, band.left_share, self.allowed, band.width_mm,
                        right_mm=band.right_mm, cut_right=band.cut_right)
        if rd2.reason in sticker_deblur.RETRY:
            rd2 = sticker_deblur.read_deblurred(gray, c2, band.left_share, self.allowed,
                                                sharp, seat, band.width_mm,
                                                band.right_mm) or rd2
        if rd2.value < 0:
            return rd, c2i, band
        corner = cv2.perspectiveTransform(np.array([[BAND_MM[:2]]], np.float64),
                                          np.linalg.inv(m) @ c2)[0, 0]
        return rd2, c2, replace(band, corner=(float(corner[0]), float(corner[1])))

    def _sight(self, out: list, homs: list, read_at: list, seat: int, band, c2i,
               rd) -> None:
        """Records ``rd`` (the reading of ``band``, card homography ``c2i``) in
        :attr:`last`, its corner in ``read_at`` when it reads a code, and its sighting in
        ``out`` and ``c2i`` in ``homs`` when that code is one of the edition's."""
        self.last.append((seat, band, rd))
        if rd.value >= 0:
            read_at.append(band.corner)
            s = card_sighting(rd, c2i, report_polygon(c2i), self.edition)
            if s is not None:
                out.append(s)
                homs.append(c2i)

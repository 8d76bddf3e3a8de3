"""The vision pipeline's entry points.

* :class:`CardReader` — one frame in, one :class:`~vision.records.FrameReading` out: ArUco
  markers, optional QR codes and tactile stickers, fused per card.
* :class:`TableWatcher` — reader + :class:`~vision.layout.TableLayout` +
  :class:`~vision.stabilize.Stabilizer`: ``update(frame_bgr, t)`` returns the
  :class:`~vision.records.CardAppeared` events the app hands to the tracker. Its frames
  are one camera's stream: a still table's readings are reused (:mod:`vision.still_reuse`).

Neither raises on a bad frame: an empty, truncated or non-image frame, a wrong layout or
type, ``None`` from a lost camera becomes a reading with a :class:`~vision.records.Gap`
(``reading.gaps[0].message`` says what was wrong) and the pipeline keeps going. A reader
that fails on a frame is reported the same way (``READER_ERROR``) while the others run.

Per frame at 1280×720 (one core): gray conversion, ArUco on the full-resolution gray image
(20 mm markers are only 28–43 px there), the card-first sticker reader in each seat zone
(:mod:`vision.sticker_cards`; the only reader for a deck without printed markers), fusion. QR decoding is off by default (the QR is
too small at 720p over a whole table; turn it on for close views or 1080p).
"""
from __future__ import annotations

import logging
from functools import partial
from typing import Callable
from dataclasses import replace


import cv2
import numpy as np

from companion.cards import Edition

from . import adaptation as ad
from .band_cache import BandCache, box_cells
from .frames import BadFrameError, as_bgr
from .grey_planes import SPREAD_FLOOR, achromatic, achromatic_planes
from .fusion import fuse
from .layout import TableLayout
from .marker_reader import MarkerReader
from .place_cover import PlaceCover
from .qr_reader import QRBackendError, QRReader
from .records import CardAppeared, FrameReading, Gap, GapKind, Sighting
from .seat_markers import SeatMarkerReader
from .sources import Frame
from .stabilize import Stabilizer
from .sticker_cards import CardFirstReader
from .unread_cards import UnreadCards, off_middle
from .card_tracks import sighting_size
from .still_reuse import StillReuse, same_places

log = logging.getLogger(__name__)

#: Assumed table width across the frame when nothing in view gives the scale, mm.
DEFAULT_VIEW_MM = 800.0
#: Below this scale (px per mm, from the markers in view) the tactile code is not read: a
#: 4 mm dot under 5 px. The sticker reader is measured at 1280×720 and up over a 60–90 cm
#: table (1.4–2.1 px/mm); at 640×480 (0.7 px/mm) QA saw wrong cards made stable.
MIN_STICKER_PX_PER_MM = 1.25
STICKERS_TOO_SMALL = ("tactile stickers too small to read ({ppm:.2f} px per mm, need "
                      f"{MIN_STICKER_PX_PER_MM:g}): use 1280×720 or more, or bring the camera "
                      "closer")
STICKER_MODES = ("always", "auto", "off")


#: A seat marker's watched region (:class:`~vision.still_reuse.StillReuse`) is its bounding
#: box grown by this many cells (16 px).
SEAT_MARGIN_CELLS = 2


def _same_seats(a: list, b: list) -> bool:
    """Whether two frames' seat sightings show the same seats (that their markers did not
    move is told by their regions' picture, :class:`~vision.still_reuse.StillReuse`: an
    ArUco corner of a far or dim marker jitters 1–4 px between frames of a still table)."""
    return sorted(s.seat for s in a) == sorted(s.seat for s in b)


def _seats_shift(a: list, b: list) -> "dict | float":
    """How far apart two frames' seat sightings lie: per seat, the largest move of its
    marker's corners (``{seat: image px}``), ``inf`` when they show different seats
    (:class:`~vision.still_reuse.StillReuse` ``shift``: one seat's jitter does not hide
    another's move)."""
    if not _same_seats(a, b):
        return float("inf")
    pa = {s.seat: np.asarray(s.polygon, np.float64).reshape(-1, 2) for s in a}
    out: dict = {}
    for s in b:
        px = float(np.abs(pa[s.seat] - np.asarray(s.polygon, np.float64).reshape(-1, 2))
                   .max(initial=0.0))
        out[s.seat] = max(out.get(s.seat, 0.0), px)
    return out


#: Two whole-frame readings of the marker deck agree when each card's centre lies within
#: this many of the stabilizer's units (20 mm at the card's scale,
#: :func:`~vision.card_tracks.sighting_size`) in both. A card's outline is extrapolated
#: from one of its markers or both, so on a still table its centre moves between frames
#: (the benchmark's streams, seed 60000, 720p and 1080p: median 0.002–0.23 units by preset,
#: up to 0.46); a cascade's cards lie 1.1 units apart.
FRAME_SAME_UNITS = 0.25


def _same_frame(a: tuple, b: tuple, on_stable: "Callable[[list], bool] | None" = None
                ) -> bool:
    """Whether two whole-frame readings (``(sightings, seats, gaps)``, :meth:`CardReader.read`
    of the marker deck) agree: no gap in either, the same seats (:func:`_same_seats`), the
    same cards with their centres within :data:`FRAME_SAME_UNITS`
    (:func:`~vision.still_reuse.same_places`). With ``on_stable`` (``sightings -> bool``:
    :meth:`vision.stabilize.Stabilizer.on_stable`) one reading may name one card more than
    the other, a card already stable: a dim or far stable card read in some frames only
    (docs/benchmarks-history.md session 56, speed56: 1 frame in 3-10 on the typical and
    dim presets) leaves the still table's readings agreeing."""
    if a[2] or b[2] or not _same_seats(a[1], b[1]):
        return False
    if _same_cards(a[0], b[0]):
        return True
    if on_stable is None or abs(len(a[0]) - len(b[0])) != 1:
        return False
    more, less = (a[0], b[0]) if len(a[0]) > len(b[0]) else (b[0], a[0])
    return _one_more_stable(more, less, on_stable)


def _richer(last: tuple, new: tuple, on_stable: "Callable[[list], bool] | None") -> tuple:
    """Of two agreeing whole-frame readings of a still picture (:func:`_same_frame`; ``last``
    the one kept, ``new`` this frame's), the one to hand out and keep for reuse: ``last``
    when it names one card more, stable (``on_stable``) and the only card of the reading
    sharing a name with it (not a second copy or a ghost beside its twin), else ``new``.
    Review of speed56: keeping the reading that missed a stable card, a card missed in
    every 2nd or 3rd frame (a period dividing :data:`~vision.still_reuse.EVERY`) was
    missed by every refresh read too and unseen for seconds (the taken-back question after
    ``companion.app.live_deal.TAKEN_BACK_S``), seen 2 frames in 3 on main;
    tests/vision/test_rev_speed56.py."""
    more, less = last[0], new[0]
    if on_stable is None or len(more) != len(less) + 1:
        return new
    return last if _one_more_stable(more, less, on_stable, alone=True) else new


def _one_more_stable(more: list, less: list, on_stable: "Callable[[list], bool]",
                     alone: bool = False) -> bool:
    """Whether ``more`` (card sightings) is ``less`` plus one sighting on a stable card
    (``on_stable``); ``alone``: that card the only one of ``more`` sharing a name with it."""
    for j, s in enumerate(more):
        rest = more[:j] + more[j + 1:]
        if (not alone or not any(set(o.candidates) & set(s.candidates) for o in rest)) \
                and _same_cards(rest, less) and on_stable([s]):
            return True
    return False


def _same_cards(a, b) -> bool:
    """Whether two frames' card sightings name the same cards with their centres within
    :data:`FRAME_SAME_UNITS` (:func:`~vision.still_reuse.same_places`)."""
    return same_places(a, b, lambda s: (s.candidates, s.center),
                       lambda s: FRAME_SAME_UNITS * sighting_size(s))


class CardReader:
    """Reads the cards of one frame.

    Args:
        edition: the deck on the table (``"arkham"``, ``"arkham-classic"``, ``"original"``).
        markers: read the cards' printed ArUco markers (seat markers are always read).
        stickers: ``"always"`` scan every frame for tactile codes; ``"auto"`` (default) scan
            while no card marker has ever been read (a deck without printed markers): once
            the deck shows markers, the markers carry the reading and the scan stops (it is
            the slowest reader and the one artwork and tablecloths fool); ``"off"`` never.
        qr: ``None`` (off), ``"zxing"`` or ``"pyzbar"``.
        view_mm: table width across the frame, the fallback scale when no marker is in
            view (the card-first sticker reader takes its scale from the seat markers).
        marker_scale: see :class:`~vision.marker_reader.MarkerReader` ``scale``.
    """

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, *, markers: bool = True,
                 stickers: str = "auto", qr: str | None = None,
                 view_mm: float = DEFAULT_VIEW_MM, marker_scale: float | None = None) -> None:
        if stickers not in STICKER_MODES:
            raise ValueError(f"stickers must be one of {STICKER_MODES}, got {stickers!r}")
        self.edition = Edition.parse(edition)
        # the ArUco pass always runs: seat markers are read even for a deck without markers
        # a deck without card markers needs the seat markers only (vision.seat_markers)
        self.marker_reader = (MarkerReader if markers else SeatMarkerReader)(
            self.edition, scale=marker_scale)
        self.card_markers = markers
        self.sticker_reader = CardFirstReader(self.edition) if stickers != "off" else None
        self.stickers = stickers
        self.qr_reader = None
        self.qr_error: str | None = None
        if qr:
            try:
                self.qr_reader = QRReader(self.edition, qr)
            except QRBackendError as exc:
                self.qr_error = str(exc)
                log.warning("%s; using zxing-cpp", exc)
                self.qr_reader = QRReader(self.edition, "zxing")
        self.view_mm = view_mm
        #: seat zones seen so far, used to orient sticker codes (TableWatcher shares it);
        #: a deck without card markers fits the table plane to all its seat markers
        #: (``joint_plane``: the sticker reader rectifies each zone with it)
        self.layout = TableLayout(joint_plane=not markers)
        #: True once a card marker was read: the deck carries printed markers.
        self.deck_has_markers = False
        #: without the card-marker pass (``markers`` false): how many card markers the seat
        #: marker reader read anyway in the last frame (left out of the reading): the cards
        #: carry code labels (QA34 L5; the app says so); 0 for a frame whose seats were
        #: reused, not read (review of session 34: one picture counted for many)
        self.last_card_labels = 0
        #: a :class:`~vision.still_reuse.StillReuse` when the frames are one camera's stream
        #: (:class:`TableWatcher` sets it): with card markers the whole frame's reading
        #: (part ``"frame"``) is read again only when a cell of the frame changed; without,
        #: the seat markers, each zone's cards and the middle's, where the picture changed
        self.still: StillReuse | None = None
        #: whether the last :meth:`read` reused the seat markers of an earlier frame
        self.seats_reused = False
        #: whether the last :meth:`read` handed out an earlier frame's whole reading (the
        #: marker deck on a stream): the stabilizer takes it as no reading of a pending
        #: card (:meth:`vision.stabilize.Stabilizer.update` ``reused``)
        self.frame_reused = False
        #: ``sightings -> bool``, whether they all lie on stable cards
        #: (:meth:`vision.stabilize.Stabilizer.on_stable`, :class:`TableWatcher` sets it):
        #: the marker deck's whole-frame readings agree while they differ by one such card
        #: (:func:`_same_frame`); ``None``: they agree only alike
        self.on_stable: Callable[[list], bool] | None = None
        self._index = 0

    def read(self, frame_bgr, index: int | None = None, t: float | None = None) -> FrameReading:
        """Read one frame (``H×W×3 uint8 BGR``; gray, BGRA and float images are converted).

        ``index`` defaults to a running count, ``t`` to ``index``/30 s. Never raises for a
        bad frame: the reading carries a ``BAD_FRAME`` gap instead.
        """
        if index is None:
            index = self._index
        self._index = index + 1
        if t is None:
            t = index / 30.0
        self.seats_reused = self.frame_reused = False
        self.last_card_labels = 0  # counted only where the seats are read anew
        # another edition's codes: only where the markers are read anew (QA43b M1: a
        # reused still frame reported the last read frame's, so one misdecoded marker
        # counted once per picture toward the edition alarm while the table stayed still)
        self.marker_reader.last_foreign = ()
        try:
            img = as_bgr(frame_bgr)
        except BadFrameError as exc:
            return FrameReading(index, t, gaps=(Gap(GapKind.BAD_FRAME, str(exc)),))
        gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
        h, w = gray.shape
        still = self.still
        if still is not None:
            still.start_frame(gray)
        if still is not None and self.card_markers:
            # the marker passes are frame-global (ArUco, near model, near canvas ...): the
            # whole frame's reading is reused while no cell of the frame moved
            rows, cols = still.thumb.shape
            sightings, seats, gaps = still.get(
                "frame", lambda: self._read_all(img, gray, None),
                partial(_same_frame, on_stable=self.on_stable),
                [(0, 0, cols, rows)], cards=lambda r: r[0],
                prefer=partial(_richer, on_stable=self.on_stable), t=t)
            self.seats_reused = self.frame_reused = "frame" in still.reused
        else:
            sightings, seats, gaps = self._read_all(img, gray, still)
        return FrameReading(index, t, tuple(sightings), tuple(seats), tuple(gaps), (w, h))

    def _read_all(self, img: np.ndarray, gray: np.ndarray, still: "StillReuse | None"
                  ) -> tuple[list[Sighting], list, list[Gap]]:
        """Every reader on one frame (``img`` ``H×W×3 uint8 BGR``, ``gray`` its ``H×W``
        grey): ``(fused sightings, seat sightings, gaps)``. ``still``: a sticker-only
        deck's :class:`~vision.still_reuse.StillReuse`, started on this frame (its still
        parts are reused), else ``None``."""
        h, w = gray.shape
        seats_new = True  # the seats were read in this frame (not reused)
        gaps: list[Gap] = []
        markers: list[Sighting] = []
        seats = []
        qrs: list[Sighting] = []
        stickers: list[Sighting] = []
        if self.marker_reader is not None:
            try:
                # a sticker-only deck keeps plain gray: its seat markers' corners give each
                # zone's rectification, and faded colours cost it 0.7 points (59.0 → 58.3 %)
                if still is not None:
                    seats = still.get("seats", lambda: self._seats_only(gray),
                                      _same_seats, lambda found: [box_cells(
                                          np.asarray(s.polygon, np.float64),
                                          still.thumb.shape, SEAT_MARGIN_CELLS)
                                          for s in found], keep=True,
                                      shift=_seats_shift)
                    seats_new = "seats" not in still.kept
                    self.seats_reused = not seats_new
                else:
                    markers, seats = (self._read_markers(img, gray) if self.card_markers
                                      else self.marker_reader.read(gray))
                if not self.card_markers and still is None:
                    self.last_card_labels, markers = len(markers), []
            except Exception as exc:  # noqa: BLE001 - a reader failure is a gap, not a crash
                gaps.append(Gap(GapKind.READER_ERROR, f"marker reader failed: {exc}"))
        if self.qr_reader is not None:
            try:
                qrs = self.qr_reader.read(gray)
            except Exception as exc:  # noqa: BLE001
                gaps.append(Gap(GapKind.READER_ERROR, f"QR reader failed: {exc}"))
        if markers:
            self.deck_has_markers = True
        if self.sticker_reader is not None and (self.stickers == "always"
                                                or not self.deck_has_markers):
            try:
                ppm = self._nearest_scale(markers, seats, w)
                if ppm < MIN_STICKER_PX_PER_MM:
                    gaps.append(Gap(GapKind.TOO_SMALL, STICKERS_TOO_SMALL.format(ppm=ppm)))
                else:
                    stickers = self._stickers(gray, seats, still, seats_new)
            except Exception as exc:  # noqa: BLE001
                gaps.append(Gap(GapKind.READER_ERROR, f"sticker reader failed: {exc}"))
        return fuse(markers, qrs, stickers), seats, gaps

    def _read_markers(self, img: np.ndarray, gray: np.ndarray) -> tuple[list, list]:
        """The card-marker reader on the achromatic image of ``img`` (``H×W×3 uint8 BGR``,
        ``gray`` its grey): ``(sightings, seat sightings)``. The achromatic image and its
        downscale to the reader's detection size are computed together, band by band
        (:func:`vision.grey_planes.achromatic_planes`: the same pixels in less time)."""
        achro, small = achromatic_planes(img, gray, self.marker_reader.detection_size(gray.shape))
        return self.marker_reader.read(achro, gray, small=small)

    def _seats_only(self, gray: np.ndarray) -> list:
        """The seat markers of ``gray`` (``H×W uint8``) for a deck read without its card
        markers; the card markers read with them are only counted
        (:attr:`last_card_labels`)."""
        cards, seats = self.marker_reader.read(gray)
        self.last_card_labels = len(cards)
        return seats

    def _stickers(self, gray: np.ndarray, seats, still: "StillReuse | None" = None,
                  seats_new: bool = True) -> list[Sighting]:
        """Sticker sightings, card first (:class:`~vision.sticker_cards.CardFirstReader`):
        each seat zone known from seat markers (seen now or before) is rectified, the cards'
        printed name bands are found there, and the tactile code is read only where the kit
        puts it on each card. Outside every zone only the face-up set-aside card in the
        middle is read, from its cross (:mod:`vision.centre_cards`): other cards there have
        no known orientation, and a misread rank spoken aloud would mislead a blind
        player; with two seats, also the face-up row's cards that face a seat, with every
        code (seed 002 "Setup", 2-Player Only). The seat markers give each zone's scale. ``still``: the stream's
        :class:`~vision.still_reuse.StillReuse` (started on this frame); ``seats_new``:
        false when ``seats`` were reused from an earlier frame (the layout already has
        them)."""
        if seats_new:
            self.layout.update(seats, size=(gray.shape[1], gray.shape[0]))
        return self.sticker_reader.read(gray, self.layout, still)

    def _nearest_scale(self, markers: list[Sighting], seats, width: int) -> float:
        """The largest px per mm in view (the nearest zone of a tilted camera): card
        markers, else seat markers, else the assumed view width. Under
        :data:`MIN_STICKER_PX_PER_MM` no zone can be read (the median would also stop the
        near zones of a 40° tilt: tilted preset 34.5 → 27.2 % identified)."""
        vals = [m.px_per_mm for m in markers if m.px_per_mm]
        if not vals:
            for s in seats:
                p = np.asarray(s.polygon)
                side = float(np.mean(np.hypot(*(p - np.roll(p, 1, axis=0)).T)))
                vals.append(side / ad.SEAT_MARKER.marker_mm)
        if vals:
            return float(max(vals))
        return width / self.view_mm


#: A :class:`TableWatcher` searches each seat zone's card bands at least every this many
#: frames (:class:`~vision.band_cache.BandCache`; the sticker reader's time per frame,
#: measured in docs/benchmarks-history.md "Sticker-only deck").
WATCHER_BAND_EVERY = 2


class TableWatcher:
    """The whole camera side: reads each frame, lays the sightings out in seat zones and
    stabilizes them into :class:`CardAppeared` events.

    Args:
        edition: the deck on the table.
        reader, layout, stabilizer: ready-made stages (defaults built from ``edition``).
        min_hits, window: see :class:`~vision.stabilize.Stabilizer` (when no stabilizer given).
        reuse: reuse the readings of the table's still parts between frames
            (:class:`~vision.still_reuse.StillReuse`): for the marker deck the whole
            frame's reading while no cell of the frame changed (its marker passes are
            frame-global); for a deck without card markers the seat markers, each zone's
            cards and the middle's. ``False`` reads every part of every frame (a
            sticker-only deck's zone card bands are still reused every other frame).

    Attributes:
        last_reading: the latest :class:`FrameReading` (with seats assigned).
        gaps: how many frames in a row were unreadable; ``last_gap`` says why.
    """

    def __init__(self, edition: "str | Edition" = Edition.ARKHAM, *,
                 reader: CardReader | None = None, layout: TableLayout | None = None,
                 stabilizer: Stabilizer | None = None, min_hits: int = 4, window: int = 6,
                 reuse: bool = True) -> None:
        self.reader = reader or CardReader(edition)
        if self.reader.sticker_reader is not None:
            # one camera's stream: each zone's card bands are searched every other frame
            # while the zone and its picture stay (vision.band_cache); every frame is read
            self.reader.sticker_reader.band_cache = BandCache(WATCHER_BAND_EVERY)
        self.layout = layout or self.reader.layout
        self.stabilizer = stabilizer or Stabilizer(min_hits=min_hits, window=window)
        if reuse and (self.reader.card_markers or self.reader.sticker_reader is not None):
            # the still parts' readings reused (vision.still_reuse), cards once stable only:
            # the marker deck's whole frame, a sticker-only deck's seats, zones and middle
            self.reader.still = StillReuse()
            self.reader.still.settled = self.stabilizer.settled
            self.reader.on_stable = self.stabilizer.on_stable
        self.cover = PlaceCover()
        #: a deck without card markers: cards seen in a zone but not read
        #: (:class:`~vision.unread_cards.UnreadCards`); ``unread_new``: the seats (1-based)
        #: where one became stable in the last :meth:`update` (QA32 F2)
        self.unread = UnreadCards() if (self.reader.sticker_reader is not None
                                        and not self.reader.card_markers) else None
        self.unread_new: list[int] = []
        self.last_reading: FrameReading | None = None
        self.gaps = 0
        self.last_gap: Gap | None = None
        self._index = 0

    def update(self, frame_bgr, t: float | None = None) -> list[CardAppeared]:
        """Process one frame (``H×W×3 uint8 BGR`` or ``None`` for a missing frame) taken at
        ``t`` seconds; return the cards that just became stable (usually none)."""
        index = self._index
        self._index += 1
        if t is None:
            t = index / 30.0
        if frame_bgr is None:
            reading = FrameReading(index, t, gaps=(Gap(GapKind.NO_FRAME,
                                                        "no frame from the camera"),))
        else:
            reading = self.reader.read(frame_bgr, index=index, t=t)
        # seats reused from an earlier frame (vision.still_reuse) are in the layout already
        reading = self.layout.apply(reading, update=not (frame_bgr is not None
                                                        and self.reader.seats_reused))
        if reading.readable:
            self.gaps = 0
        else:
            self.gaps += 1
            self.last_gap = reading.gaps[0]
        events = self.stabilizer.update(reading, reused=frame_bgr is not None
                                        and self.reader.frame_reused)
        self.unread_new = []
        if self.unread is not None and frame_bgr is not None:
            read = reading.readable and not any(  # else the reader's last entries are old
                g.kind in (GapKind.TOO_SMALL, GapKind.READER_ERROR) for g in reading.gaps)
            self.unread_new = self.unread.update(
                off_middle(self.reader.sticker_reader.last, self.layout) if read else None,
                reading.t)
        if reading.readable:
            # what each stable card's place shows where it is not read (covered is not gone)
            reading = replace(reading, places=self.cover.update(
                as_bgr(frame_bgr), reading.t, self.stabilizer.stable_places(),
                reading.sightings))
        self.last_reading = reading
        return events

    def update_from(self, frame: "Frame") -> list[CardAppeared]:
        """:meth:`update` with a :class:`~vision.sources.Frame` from a frame source; when the
        source had no image, its spoken-ready status message becomes the gap.

        Typical loop::

            for frame in open_source(0):
                for event in watcher.update_from(frame):
                    app.observe(event)
                if not frame.ok:
                    app.say(frame.status.message)   # camera lost / frozen / ended
        """
        if frame.image is None:
            index = self._index
            self._index += 1
            kind = frame.status.kind or GapKind.NO_FRAME
            reading = FrameReading(index, frame.t, gaps=(Gap(kind, frame.status.message
                                                             or "no frame"),))
            self.last_reading = reading
            self.gaps += 1
            self.last_gap = reading.gaps[0]
            return self.stabilizer.update(reading)
        return self.update(frame.image, frame.t)

    def forget(self, seat: int | None, candidates, card_id: int | None = None) -> bool:
        """Forget the card last reported in ``seat`` (1-based) naming one of ``candidates``
        (``card_id``: that card only), so it is reported again when seen
        (:meth:`Stabilizer.forget <vision.stabilize.Stabilizer.forget>`): the app undid
        it. True when one was."""
        return self.stabilizer.forget(seat, candidates, card_id)

    def unseen_newest(self, after_s: float) -> list:
        """The cards said earlier that look taken back (:class:`~vision.records.CardUnseen`,
        seats 1-based): :meth:`Stabilizer.unseen_newest
        <vision.stabilize.Stabilizer.unseen_newest>` after ``after_s`` seconds unseen, but
        those whose place the last picture shows covered (:attr:`PlaceState.hides
        <vision.place_cover.PlaceState.hides>`: a hand resting on the card)."""
        hidden = {p.card_id for p in (self.last_reading.places if self.last_reading else ())
                  if p.hides}
        return [u for u in self.stabilizer.unseen_newest(after_s) if u.card_id not in hidden]

    def reset(self) -> None:
        """New round: forget the stable cards, the piles' places, the card bands found and
        the readings kept for reuse (the seat layout is kept)."""
        self.stabilizer.reset()
        self.cover.reset()
        if self.unread is not None:
            self.unread.clear()
        self.layout.forget_piles()
        if self.reader.sticker_reader is not None:
            self.reader.sticker_reader.band_cache.clear()
        if self.reader.still is not None:
            self.reader.still.clear()


# achromatic and SPREAD_FLOOR live in vision.grey_planes (session 46); named here too, as
# the callers and tests import them from the pipeline
__all__ = ["CardReader", "TableWatcher", "DEFAULT_VIEW_MM", "STICKER_MODES",
           "MIN_STICKER_PX_PER_MM", "achromatic", "SPREAD_FLOOR"]

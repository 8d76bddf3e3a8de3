"""The plain records that flow through the vision pipeline (supervision style).

One :class:`Sighting` per card seen in one frame, gathered in a per-frame
:class:`FrameReading`; the stabilizer turns consistent sightings into :class:`CardAppeared`
events, the one thing the app hands to the tracker. Every record is a frozen dataclass:
stages build new records (``dataclasses.replace``), they never change the caller's.

Units: image coordinates in pixels of the frame as given (x right, y down); table-plane
coordinates in millimetres; times in seconds.

>>> s = Sighting(candidates=("the_boxer",), rank=3, other_world=False,
...              polygon=((0.0, 0.0), (10.0, 0.0), (10.0, 5.0), (0.0, 5.0)),
...              confidence=0.9, source="aruco")
>>> s.identified, s.key, s.center
(True, 'the_boxer', (5.0, 2.5))
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Tuple

Point = Tuple[float, float]
Polygon = Tuple[Point, ...]

#: Where a sighting came from.
SOURCES = ("aruco", "qr", "sticker", "fused")


@dataclass(frozen=True)
class Sighting:
    """One card (or a part of one) seen in one frame.

    Attributes:
        candidates: card keys (``companion.cards``) this sighting may be; one key when the
            card is identified, several when ambiguous (a 0 with a cross is ``"rlyeh"`` or
            ``"stowaway_eggs"``), sorted. Never empty.
        rank: the card's rank 0..8 when known (all candidates share it), else ``None``.
        other_world: True/False when known (all candidates agree), else ``None``.
        polygon: the seen outline in image px, a tuple of ``(x, y)``: the marker's or
            sticker label's quadrilateral (not always the whole card: cascades hide most).
        confidence: 0..1, the reader's belief in ``candidates``.
        source: ``"aruco"``, ``"qr"``, ``"sticker"`` or ``"fused"`` (several readers agreed).
        seat: the seat whose discard zone holds it, once laid out; ``None`` before or when
            outside every zone.
        code: the card's marker code (``Card.code``) when read from a marker, else ``None``.
        up: unit vector (dx, dy) in image px along the card, toward one end, when known;
            ``None`` otherwise. Read from markers (``source == "aruco"``), toward the end
            of the marker listed first (a card's two markers are point-symmetric:
            vision.marker_reader): the card's axis, not which way round it lies; a still
            card read by both markers may turn it by 180° from one frame to the next
            (twin49: QA48b b41, a run of 4 such frames or more on 26 of 91 stable cards).
            A sticker or fused reading's points to its sticker block's end.
        px_per_mm: image scale at the card, px per mm, when known (markers and stickers
            have known sizes); the stabilizer measures distances with it.
        zone_mm: the sighting's place in its seat's frame (mm: +x the player's right, +y
            toward the table centre), set with ``seat`` by a marker-based layout; the
            stabilizer orders cards of one zone that appear together by it (older cards of
            a cascade lie nearer the centre).
        middle: set by the layout for a card in no zone: True when it lies in the middle of
            the table (:meth:`vision.layout.TableLayout.in_middle`), where face-up set-aside
            cards lie; a card elsewhere outside the zones (held in a hand) is never one.
        marks: the printed markers read for it (one or two: its top and bottom markers),
            each ``(x, y, ux, uy)``: its centre in image px and the unit vector toward the
            marker's own top edge. Exact where the outline is not (the outline is
            extrapolated from a marker stuck ±2 mm, ±10° off); the stabilizer tells a copy
            laid beside a card from the card itself by them.
        card_centre: the whole card's centre, image px, when the reader knows where the
            card lies beyond its outline (a sticker label's card homography); ``None``
            otherwise. :class:`~vision.place_cover.PlaceCover` rings it with table patches
            (around the label's centre, 36 mm off, a third of them lay on the card itself,
            and a card taken away was judged covered: QA35 stfr2).
    """

    candidates: tuple[str, ...]
    rank: int | None
    other_world: bool | None
    polygon: Polygon
    confidence: float
    source: str
    seat: int | None = None
    code: int | None = None
    up: Point | None = None
    px_per_mm: float | None = None
    zone_mm: Point | None = None
    middle: bool = False
    marks: tuple[tuple[float, float, float, float], ...] = ()
    card_centre: Point | None = None

    def __post_init__(self) -> None:
        if not self.candidates:
            raise ValueError("a Sighting needs at least one candidate card key")
        if self.source not in SOURCES:
            raise ValueError(f"unknown source {self.source!r}; expected one of {SOURCES}")
        if not 0.0 <= self.confidence <= 1.0:
            raise ValueError(f"confidence must be within 0..1, got {self.confidence}")

    @property
    def identified(self) -> bool:
        """True when exactly one card is possible."""
        return len(self.candidates) == 1

    @property
    def key(self) -> str | None:
        """The card key when identified, else ``None``."""
        return self.candidates[0] if len(self.candidates) == 1 else None

    @property
    def center(self) -> Point:
        """Mean of the polygon's vertices, image px."""
        n = len(self.polygon)
        return (sum(p[0] for p in self.polygon) / n, sum(p[1] for p in self.polygon) / n)


@dataclass(frozen=True)
class SeatSighting:
    """A seat marker seen in one frame.

    Attributes:
        seat: the seat number (1..6, ``vision.adaptation.seat_marker_id``).
        polygon: the marker's four corners in image px, in the marker's own order
            (top-left, top-right, bottom-right, bottom-left as printed).
    """

    seat: int
    polygon: Polygon


class GapKind(str, Enum):
    """Why a frame (or part of it) could not be read."""

    BAD_FRAME = "bad_frame"        # empty, truncated, wrong type or layout
    NO_FRAME = "no_frame"          # the source gave nothing (camera lost, video ended)
    FROZEN = "frozen"              # the same image again and again
    READER_ERROR = "reader_error"  # a reader failed on this frame (the others still ran)
    TOO_SMALL = "too_small"        # the cards are too small in the image for a reader


@dataclass(frozen=True)
class Gap:
    """A reported hole in the reading: what went wrong, said so the app can speak it."""

    kind: GapKind
    message: str


@dataclass(frozen=True)
class FrameReading:
    """Everything read from one frame.

    Attributes:
        index: frame number (0-based, as counted by the caller or the source).
        t: timestamp in seconds.
        sightings: the card sightings, one per card after fusion.
        seats: the seat markers seen.
        gaps: problems met; an unreadable frame has no sightings and one gap.
        size: ``(width, height)`` of the frame in px, ``(0, 0)`` when unreadable.
        places: what the place of each stable card not read in this frame shows
            (:class:`vision.place_cover.PlaceState`: the card unread, bare table, or
            covered by a hand, an arm, a mug), set by :class:`vision.pipeline.TableWatcher`;
            ``()`` from a reader alone.
    """

    index: int
    t: float
    sightings: tuple[Sighting, ...] = ()
    seats: tuple[SeatSighting, ...] = ()
    gaps: tuple[Gap, ...] = ()
    size: tuple[int, int] = (0, 0)
    places: tuple = ()

    @property
    def ok(self) -> bool:
        """True when the frame was read without a problem."""
        return not self.gaps

    @property
    def readable(self) -> bool:
        """False when the frame itself could not be used (bad, missing or frozen): such a
        reading has no sightings, and is no evidence of an empty table (QA12 F14: a frozen
        stream's retries were counted as pictures of a cleared table and dealt a round)."""
        return not any(g.kind in (GapKind.BAD_FRAME, GapKind.NO_FRAME, GapKind.FROZEN)
                       for g in self.gaps)


@dataclass(frozen=True)
class CardAppeared:
    """A card newly and stably seen in a seat's discard zone: the observation the app
    converts for the tracker. Emitted once per physical card.

    Attributes:
        seat: the seat whose discard zone holds the card, or ``None`` when the table has
            no layout or the card lies outside every zone.
        candidates: card keys, one when identified, several when ambiguous (the tracker
            decides from context, e.g. ``("rlyeh", "stowaway_eggs")``).
        index_in_zone: 0 for the first card of the zone, 1 for the next one, …
        frame_index: the frame at which the card became stable.
        t: that frame's timestamp, seconds.
        confidence: mean confidence of the sightings that made it stable, 0..1.
        from_stickers: True when only the tactile stickers identified it (no printed
            marker, no QR code in any frame that made it stable). Sticker readings can be
            wrong (docs/benchmarks-history.md, "Vision"): the app says such a card as one to check.
        middle: for a card in no zone (``seat`` ``None``): it lay in the middle of the table
            when it became stable (``Sighting.middle``), where the 2-player face-up cards lie
            (seed 002 "Setup"); False elsewhere (a card held in a hand, QA).
        covered_twin: the card keys of the zone's newest card before this one when, after
            it was said and every other zone's newest card too, and at least
            :data:`vision.card_tracks.TWIN_ALONE_S` and
            :data:`vision.card_tracks.TWIN_ALONE_PICTURES` pictures before this one was
            first seen, it was
            unread for a while (a hand over it) and read again moved or turned
            (:func:`vision.card_tracks.moved_after_cover`): a copy of it laid squarely on
            it would read so, taken for it and never said (known40); the app asks
            (:mod:`companion.app.twin_asked`). ``()`` otherwise.
        since_t: the frame time, s, the camera first read it lying where it lies (its
            track's :attr:`~vision.card_tracks.Track.still_t`: reset when it moves, never
            by a cover); ``None`` when not known (a record made by the app). A middle card
            read there since before the ended round's last play is that round's card read
            late, not the next round's face-up card (fresh QA51 run B2:
            :mod:`companion.app.middle_cards`).
        glimpsed: the card keys of other cards read in the same zone (seat not ``None``)
            in :data:`vision.stabilize.GLIMPSE_HITS` pictures or more, never stable, first
            read after the zone's previous card became stable and before this card (a card
            laid after it, pending, is none: review of busy55), read lying still in 2 of
            its readings in a row, of no name of this card, of the zone's newest other
            stable card, nor of an older stable card never read in a same picture as it or
            lying squarely under it (session 56, check56:
            :meth:`vision.stabilize.Stabilizer._glimpsed`):
            cards laid there that a hand or a mug kept from being read long enough
            (fresh QA55 HIGH-2, busy preset: a Sanity check's two cards read in 6 and 4
            pictures, then the player's play taken as the check's card); ``()`` otherwise.
        card_id: the stabilizer's number of the card (:attr:`CardUnseen.card_id`'s,
            :attr:`vision.hedge_votes.HedgeNarrowed.card_id`'s), ``None`` in a record made
            by the app; not compared (two records of one reading are equal whoever made
            them). The app keeps it with the hedge it asked about, so that the camera's
            later narrowing answers that card's question only (session 72, fixw72;
            rev-wr72 HIGH).
    """

    seat: int | None
    candidates: tuple[str, ...]
    index_in_zone: int
    frame_index: int
    t: float = 0.0
    confidence: float = 1.0
    from_stickers: bool = False
    middle: bool = False
    covered_twin: tuple[str, ...] = ()
    since_t: float | None = None
    glimpsed: tuple[tuple[str, ...], ...] = ()
    card_id: int | None = field(default=None, compare=False)

    @property
    def key(self) -> str | None:
        """The card key when identified, else ``None``."""
        return self.candidates[0] if len(self.candidates) == 1 else None


@dataclass(frozen=True)
class CardUnseen:
    """A card said earlier (a :class:`CardAppeared`) that the camera no longer sees while
    it sees the rest of its zone: perhaps taken back (see
    :meth:`vision.stabilize.Stabilizer.unseen_newest`).

    Attributes:
        seat: the seat whose discard zone held it (as in :class:`CardAppeared`).
        candidates: its card keys, as emitted.
        card_id: the stabilizer's number for that physical card.
        unseen_s: seconds of frame time since it was last seen.
        seen_t: the frame time it was last seen, s: ``(card_id, seen_t)`` names one time
            the card went missing (it stays unseen frame after frame: say it once; seen
            again and gone again is another time).
    """

    seat: int
    candidates: tuple[str, ...]
    card_id: int
    unseen_s: float
    seen_t: float = 0.0


@dataclass(frozen=True)
class SourceStatus:
    """What a frame source says about itself, in words the app can speak.

    Attributes:
        ok: True when the last frame came normally.
        kind: ``None`` when ok, else the :class:`GapKind` of the problem.
        message: plain sentence ("Camera 3 cannot be opened; check the cable. Retrying.").
        retrying: True when the source will try again by itself.
        ended: True when the source has no more frames (end of a file or folder).
        reason: the problem as a code (``"camera_unopenable"``, ``"video_ended"``, … see
            :mod:`vision.sources`) so the app can say it in the table's language
            (``app.source.<reason>`` in ``app.po``); ``None`` when ok.
        params: the values the sentence names, as ``(name, text)`` pairs (``target``,
            ``name``, ``retry`` seconds, …).
    """

    ok: bool
    kind: GapKind | None = None
    message: str = ""
    retrying: bool = False
    ended: bool = False
    reason: str | None = None
    params: tuple[tuple[str, str], ...] = ()


__all__ = ["Point", "Polygon", "SOURCES", "Sighting", "SeatSighting", "GapKind", "Gap",
           "FrameReading", "CardAppeared", "CardUnseen", "SourceStatus"]

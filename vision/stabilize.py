"""Temporal stabilization: per-frame sightings → cards that are really there, each said once.

A card becomes *stable* only after it has been seen consistently: at least ``min_hits`` of
the last ``window`` readable frames, at the same place (its centre moved less than
``still_scale`` × its size, so a card carried across the table is not taken), with one
identity agreed by most of those frames, and only once it has lain still at that place for
``min_dwell_s`` seconds of frame time (:data:`MIN_DWELL_S`: a hand card shown face up for a
moment is never said). Then one :class:`~vision.records.CardAppeared` is
emitted and never again for that card.

* A hand or a mug over a stable card for a while does not remove it: a stable card is kept
  while unseen, until ``forget_after_s`` seconds (``None``: until :meth:`reset`; the app
  calls ``reset()`` when a round ends and the cards are gathered).
* Glare or a misread for a frame or two does not create a card: a pending card that is not
  confirmed within ``window`` frames is dropped.
* Unreadable frames (``FrameReading.readable`` false) neither count as seen nor as unseen.
* Ambiguous readings stay ambiguous unless some frames settle them: the identity is the
  candidate set with the most support, a frame reading ``("rlyeh",)`` also supporting the
  set ``("rlyeh", "stowaway_eggs")``; exact beats ambiguous on a tie.

``index_in_zone`` counts the cards emitted for that seat since the last reset (0, 1, …):
cards of a cascade arrive one at a time, in play order; cards of one zone that become
stable in the same frame are emitted oldest first (nearest the table centre,
``Sighting.zone_mm``). Sightings without a seat form one
zone of their own (seat ``None``).

Style: ``update(reading) -> list[CardAppeared]`` and ``reset()``; bounded deques; the
caller's records are never changed.
"""
from __future__ import annotations

import itertools
import math
from collections import Counter, deque
from dataclasses import dataclass, field

import cv2
import numpy as np

from .place_cover import NEAR_MM, StablePlace
from .records import CardAppeared, CardUnseen, FrameReading, Point, Sighting


@dataclass
class _Hit:
    n: int              # readable-frame counter when seen
    center: Point
    candidates: tuple[str, ...]
    confidence: float
    sticker: bool = False  # read from tactile stickers only (no marker, no QR)


@dataclass
class _Track:
    id: int
    seat: int | None
    size: float
    center: Point
    hits: deque
    first_n: int
    last_n: int
    last_t: float
    identity: tuple[str, ...]
    stable: bool = False
    still_t: float = 0.0          # when it came to lie where it lies now, s (frame time)
    still_at: Point | None = None  # that place, image px
    zone_xy: Point | None = None  # its place in its seat's frame, mm (marker-based zones)
    middle: bool = False  # its last sighting lay in the middle of the table (Sighting.middle)
    votes: Counter = field(default_factory=Counter)
    up: Point | None = None       # unit vector to its exposed end, image px (markers)
    ppm: float | None = None      # px per mm at the card (markers and stickers)
    anchors: dict = field(default_factory=dict)  # seat -> seat marker centre px, last hit
    marks: tuple = ()             # its printed markers (x, y, ux, uy), image px, last read


#: The distance unit of a sighting whose scale is known: ``UNIT_MM`` × its px per mm.
UNIT_MM = 20.0
#: A card read this near (units) where a stable card lay lies on it or on its place (the
#: next card of its pile: a cascade step is 22-40 mm): that card did not move away from
#: there (:meth:`Stabilizer.moved_away`; ``vision.place_cover.NEAR_MM``).
NEAR_UNITS = NEAR_MM / UNIT_MM
#: A same-id marker this far (mm) beside a stable card's marker, across the card's own
#: axis, and at least :data:`SIDE_RATIO` times as far across as along it, is another copy
#: laid in a sideways cascade, not the card moved (:func:`beside`): a pile is pushed along
#: its own axis (toward the centre, up to 50 mm), while a copy laid beside it lies one side
#: step away (16–22 mm; the renderer re-centres a side pile, so its new copy lies only
#: 5–11 mm from where the old one lay: vision.render ``cascade="left"/"right"``). QA 2a:
#: the second Urchin of a side cascade was taken for the first one moved, never said, and
#: the game stalled. A still marker's centre wanders well under 1 mm.
SIDE_MM = 5.0
SIDE_RATIO = 1.5
#: A marker within this (mm) of where one of a card's markers lay is that marker: the card.
SAME_MM = 2.0
#: Seconds a card must lie still at one place before it is stable (said), measured by the
#: frames' timestamps from its first sighting there (QA13b N1: a hand card laid face up for
#: 8 frames, 0.27 s at 30 fps, then taken back, was said by name to the whole table, and on
#: the active player's own pile taken as their play). Chosen from what a table does: a card
#: is seen only once the hand that lays it has left, and then lies there all round; a hand
#: card shown by mistake is taken back within about a second (the tester's flashes: 0.1,
#: 0.17 and 0.27 s; 0.8 s of folder time was taken as a play); a hand or glare over a
#: laid card only delays it (a pending card unseen for ``window`` frames starts again).
#: Cost: every card is said this much later (demo latency, median 108 → 1009 ms,
#: docs/benchmarks.md "Minimum dwell"); 0.5 s would still say a card shown for half a
#: second. Sequences benchmark (frames 0.25 s apart): markers 98.24 → 97.92 %, 0 wrong.
MIN_DWELL_S = 1.0
#: A same-identity card seen within this many units (:func:`sighting_size`) of where a
#: stable card was last seen is that card moved, not taken away
#: (:meth:`Stabilizer.unseen_newest`): a pile is pushed up to 50 mm (2.5 units; QA15 pushed a
#: card 35–60 mm, out of its zone toward the middle).
MOVED_UNITS = 4.0
#: Two markers point the same way when their directions' cosine is above this (60°).
SAME_WAY_COS = 0.5
#: A seat marker that moved less than this (mm, image px / the card's px per mm) between
#: two frames shows the camera did not move between them (marker corners jitter well
#: under 1 px in the renderer's presets).
STILL_MM = 1.0
#: A pile slid toward the table centre moves along its own axis:
#: :meth:`Stabilizer._pile_shifts` and :meth:`Stabilizer._slid` take a move at least this
#: many times more toward the centre than sideways.
SLIDE_RATIO = 2.0


def sighting_size(s: Sighting) -> float:
    """A sighting's distance unit in px: 20 mm at its scale when known (markers and
    stickers give it), else :func:`polygon_size`. A cascade's cards lie 22 mm or more
    apart, so one unit separates neighbours."""
    if s.px_per_mm:
        return UNIT_MM * s.px_per_mm
    return polygon_size(s.polygon)


def _units_apart(track: "_Track", center: Point, zone_mm: Point | None, seat: int | None,
                 size: float) -> float:
    """How far a sighting (image ``center`` px, ``size`` its unit px; ``zone_mm`` its place
    in ``seat``'s frame) lies from ``track``, in units (:data:`UNIT_MM`): in the seat's frame
    when both are known there (the seat markers move with the table: a camera bumped or
    moved keeps every card where it was), else in the image."""
    if zone_mm is not None and track.zone_xy is not None and seat == track.seat:
        return math.hypot(zone_mm[0] - track.zone_xy[0], zone_mm[1] - track.zone_xy[1]) / UNIT_MM
    d = math.hypot(center[0] - track.center[0], center[1] - track.center[1])
    return d / max(size, track.size, 1e-9)


def beside(track: "_Track", s: "Sighting | _Track", anchors: dict[int, Point]) -> bool:
    """Whether sighting (or pending track) ``s`` is another copy laid beside stable
    ``track`` (a side cascade), judged by their printed markers (``marks``): none of its
    markers lies where one of the card's lay (within :data:`SAME_MM`: the card itself,
    read by the same marker), and one of its markers lies :data:`SIDE_MM` or more from the
    card's marker that points the same way, across the card's own axis, at least
    :data:`SIDE_RATIO` times more across than along it (a pile pushed along its own axis
    is the card moved). Marker centres, not outlines: an outline is extrapolated from a
    label stuck up to ±2 mm, ±10° off, so the same card read by its other marker seems to
    move by up to ~10 mm (TABLE-CONDITIONS.md). Judged in the image, so only while the
    camera is known to be still: some seat marker (``anchors``: seat -> image centre px
    now) lies where it lay at the track's last sighting, within :data:`STILL_MM`."""
    ppm = s.ppm if isinstance(s, _Track) else s.px_per_mm
    if track.up is None or track.ppm is None or not ppm or not track.marks or not s.marks:
        return False
    ppm = 0.5 * (track.ppm + ppm)
    if not any(math.hypot(c[0] - track.anchors[k][0], c[1] - track.anchors[k][1])
               <= STILL_MM * ppm for k, c in anchors.items() if k in track.anchors):
        return False
    ux, uy = track.up
    side = False
    for m in s.marks:
        for o in track.marks:
            dx, dy = m[0] - o[0], m[1] - o[1]
            if math.hypot(dx, dy) < SAME_MM * ppm:
                return False
            if m[2] * o[2] + m[3] * o[3] < SAME_WAY_COS:
                continue  # its other end's marker
            along = abs(dx * ux + dy * uy) / ppm
            across = abs(dx * uy - dy * ux) / ppm
            side = side or (across >= SIDE_MM and across >= SIDE_RATIO * along)
    return side


def _toward_centre(dx: float, dy: float) -> bool:
    """Whether a move (seat-frame mm) goes toward the table centre (+y) along the pile's
    axis: at least :data:`SLIDE_RATIO` times more than sideways, as a pile slides."""
    return dy > 0 and dy >= SLIDE_RATIO * abs(dx)


def polygon_size(polygon) -> float:
    """Square root of the polygon's area (px): a scale for distances."""
    n = len(polygon)
    if n < 3:
        return 1.0
    area = 0.0
    for i in range(n):
        x0, y0 = polygon[i]
        x1, y1 = polygon[(i + 1) % n]
        area += x0 * y1 - x1 * y0
    return max(math.sqrt(abs(area) / 2.0), 1.0)


def consensus(votes: Counter) -> tuple[tuple[str, ...], int]:
    """The agreed identity of a track and its support (number of frames agreeing).

    ``votes`` counts candidate tuples over frames. A card key's support is the number of
    frames whose candidates contain it; the best-supported keys win; among them, the one
    read exactly (alone) most often wins alone; otherwise the tie stays explicit.

    >>> consensus(Counter({("a", "b"): 3, ("a",): 2}))
    (('a',), 5)
    >>> consensus(Counter({("a", "b"): 3}))
    (('a', 'b'), 3)
    >>> consensus(Counter({("a",): 3, ("b",): 1}))
    (('a',), 3)
    """
    if not votes:
        return (), 0
    support: Counter = Counter()
    for cands, count in votes.items():
        for k in cands:
            support[k] += count
    top = max(support.values())
    tied = sorted(k for k, v in support.items() if v == top)
    exact = {k: votes.get((k,), 0) for k in tied}
    best_exact = max(exact.values())
    winners = [k for k in tied if exact[k] == best_exact]
    if best_exact > 0 and len(winners) == 1:
        return (winners[0],), top
    return tuple(tied), top


class Stabilizer:
    """Turns :class:`FrameReading` s into :class:`CardAppeared` events.

    Args:
        min_hits: frames a card must be seen in (within ``window``) to become stable.
        window: the readable frames considered (the deque length).
        match_scale: a sighting matches a track when its centre is within this many
            units (:func:`sighting_size`: 20 mm, or the polygon's size) of the track's centre.
        still_scale: the hits that make a card stable lie within this many units.
        forget_after_s: seconds after which an unseen stable card is forgotten (``None``,
            the default: only :meth:`reset` forgets; a card stays in its pile all round,
            so a mug left on a pile for a minute does not make it a new card when lifted).
        sticker_hits: a card read from tactile stickers only (every hit ``source ==
            "sticker"``) must be seen in this many (at least ``min_hits``) of the last ``max(window, sticker_hits)``
            readable frames, every one agreeing with its identity, and no other reading
            (another rank) may lie at its place in those frames; ``None`` treats it like a
            marker card. A sticker misread spoken aloud misleads a blind player, and most
            misreads come and go with noise, glare and hands (docs/benchmarks.md, "Vision").
        min_dwell_s: seconds (frame timestamps ``FrameReading.t``) a card must have lain
            still at its place, from its first sighting there to the frame that makes it
            stable (:data:`MIN_DWELL_S`; 0: the frame rule alone). Seconds, not frames:
            cameras run at 5–30 frames a second.
    """

    def __init__(self, *, min_hits: int = 4, window: int = 6, match_scale: float = 1.0,
                 still_scale: float = 0.35, forget_after_s: float | None = None,
                 sticker_hits: int | None = 6, min_dwell_s: float = MIN_DWELL_S) -> None:
        if not 1 <= min_hits <= window:
            raise ValueError(f"need 1 <= min_hits <= window, got {min_hits} and {window}")
        if not min_dwell_s >= 0:
            raise ValueError(f"need min_dwell_s >= 0 seconds, got {min_dwell_s}")
        self.min_dwell_s = min_dwell_s
        self.min_hits = min_hits
        self.sticker_hits = None if sticker_hits is None else max(sticker_hits, min_hits)
        self.window = window
        self.match_scale = match_scale
        self.still_scale = still_scale
        self.forget_after_s = forget_after_s
        self._ids = itertools.count()  # card numbers, never reused in a game (CardUnseen)
        self.reset()

    def reset(self) -> None:
        """Forget every card (new round) and the zone counts."""
        self._tracks: list[_Track] = []
        self._recent: deque = deque()  # (n, center, size, candidates) of sticker-only hits
        self._n = 0
        self._zone_counts: Counter = Counter()
        self._anchors: dict[int, Point] = {}
        self._t = 0.0  # the last readable frame's time, s

    def forget(self, seat: int | None, candidates) -> bool:
        """Forget the newest stable card in ``seat`` that names one of ``candidates``
        (the app undid it: QA, an undone card still on the table was never reported again
        and the game stalled); seen again, it is emitted again. Its place in the zone's
        count is given back; the same card pushed out of its zone and seen in none
        (:meth:`_moved_copy`) is forgotten with it. True when a card was forgotten."""
        wanted = set(candidates)
        for track in sorted(self._tracks, key=lambda t: -t.id):
            if track.stable and track.seat == seat and wanted & set(track.identity):
                moved = self._moved_copy(track)
                if moved is not None and moved.seat is None:
                    self._tracks.remove(moved)  # pushed out of its zone: it too (QA15)
                self._tracks.remove(track)
                self._zone_counts[seat] = max(0, self._zone_counts[seat] - 1)
                return True
        return False

    def unseen_newest(self, after_s: float) -> list[CardUnseen]:
        """The cards that look taken back: in each seat, the newest stable card when it has
        not been seen for ``after_s`` seconds of frame time or more while, in the last
        readable frame, its seat marker was in view and every older stable card of its zone
        was seen (a hand or a mug over the zone hides those too; a gathered table hides them
        all). A card covered by nothing but a hand resting on it alone is reported too: the
        app says it as a question ("if it was taken back, undo it"). Seats ``None`` (cards
        in no zone) are left out. Oldest seat first; ``[]`` before any readable frame."""
        newest: dict[int, _Track] = {}
        for track in self._tracks:
            if track.stable and track.seat is not None and (
                    track.seat not in newest or track.id > newest[track.seat].id):
                newest[track.seat] = track
        out = []
        for seat, track in sorted(newest.items()):
            unseen = self._t - track.last_t
            older_seen = all(o.last_n == self._n for o in self._tracks
                             if o.stable and o.seat == seat and o is not track)
            if unseen >= after_s and seat in self._anchors and older_seen \
                    and self._moved_copy(track) is None:
                out.append(CardUnseen(seat, track.identity, track.id, round(unseen, 3),
                                      track.last_t))
        return out

    def _moved_copy(self, track: _Track) -> "_Track | None":
        """A card of ``track``'s identity seen in the last readable frame within
        :data:`MOVED_UNITS` of where ``track`` was last seen, in its zone or in none: the card
        pushed (QA15: a pile slid 4 cm toward the centre left its zone, read there as a card
        in no zone, and was asked about as taken back), or ``None``."""
        for other in self._tracks:
            if other is track or other.last_n != self._n \
                    or other.seat not in (None, track.seat) \
                    or not set(other.identity) & set(track.identity):
                continue
            d = math.hypot(other.center[0] - track.center[0], other.center[1] - track.center[1])
            if d <= MOVED_UNITS * track.size:
                return other
        return None

    def zone_cards_in_view(self) -> list[tuple[int, tuple[str, ...]]]:
        """``(seat 1-based, candidates)`` of the stable cards of the zones that the last
        readable frame shows: read (in their zone, or pushed out of it: a sighting in no
        zone matches its card, :meth:`_match`) or read moved nearby (:meth:`_moved_copy`:
        in their zone or in none). QA24 N1: the only card of the table slid 4 cm toward the
        centre, out of its zone, was no card in view, and the app said "the table was
        cleared". Oldest first; ``[]`` before any readable frame."""
        return [(t.seat, t.identity) for t in sorted(self._tracks, key=lambda t: t.id)
                if t.stable and t.seat is not None
                and (t.last_n == self._n or self._moved_copy(t) is not None)]

    def moved_away(self, seat: int, candidates) -> list[int]:
        """The numbers (:attr:`CardUnseen.card_id <vision.records.CardUnseen.card_id>`) of
        the stable cards of ``seat`` (1-based) naming one of ``candidates`` that the last
        readable frame shows moved: not read at their place, their card read within
        :data:`MOVED_UNITS` of it (:meth:`_moved_copy`), the only card of that name read
        in their zone or in none, and no other card read within :data:`NEAR_UNITS` of
        where they lay (the cards of a pile laid over them). QA23 #7: an old card put down
        7 cm from its place was reported as a new card; #8: a play slid back 4 cm was
        taken for the old card that had lain there. Whether that place shows bare table
        (not a hand over the card) is the caller's to check
        (:class:`vision.place_cover.PlaceState`)."""
        wanted = set(candidates)
        out = []
        for track in self._tracks:
            if not track.stable or track.seat != seat or track.last_n == self._n \
                    or not wanted & set(track.identity):
                continue
            moved = self._moved_copy(track)
            if moved is None:
                continue
            seen = [o for o in self._tracks if o.last_n == self._n and o is not track
                    and o.seat in (None, seat)]
            same = [o for o in seen if set(o.identity) & set(track.identity)]
            near = [o for o in seen if o is not moved and math.hypot(
                o.center[0] - track.center[0], o.center[1] - track.center[1])
                <= NEAR_UNITS * track.size]
            if len(same) == 1 and not near:
                out.append(track.id)
        return out

    @property
    def stable_cards(self) -> tuple[tuple[int | None, tuple[str, ...]], ...]:
        """``(seat, candidates)`` of every stable card still remembered, in emission order."""
        return tuple((t.seat, t.identity) for t in sorted(
            (t for t in self._tracks if t.stable), key=lambda t: t.id))

    def stable_places(self) -> list:
        """Every stable card still remembered, as :class:`vision.place_cover.StablePlace`
        (its centre and where its marker was read, image px; read in the last readable
        frame or not), oldest first: what :class:`~vision.place_cover.PlaceCover` watches."""
        out = []
        for t in sorted((t for t in self._tracks if t.stable), key=lambda t: t.id):
            ppm = t.ppm or t.size / UNIT_MM
            place = (t.marks[0][0], t.marks[0][1]) if t.marks else t.center
            out.append(StablePlace(t.id, t.seat, t.identity, t.center, place, ppm,
                                   t.last_n == self._n, t.last_t))
        return out

    def settled(self, sightings, area=None) -> bool:
        """Whether every one of ``sightings`` (a reader's, image px, seats not needed) lies
        on a stable card: within ``match_scale`` units of it in the image
        (:func:`sighting_size`) and naming it (one candidate set holds the other), and no
        card still pending (seen, not yet stable) has its centre in ``area`` (N×2 image px
        polygon; ``None``: anywhere). A stream repeats a still part's reading only then
        (:class:`~vision.still_reuse.StillReuse`): whether a card becomes stable, and as
        what, is decided by fresh readings."""
        pending = [t for t in self._tracks if not t.stable]
        if area is not None:
            poly = np.asarray(area, np.float32).reshape(-1, 1, 2)
            pending = [t for t in pending if cv2.pointPolygonTest(
                poly, (float(t.center[0]), float(t.center[1])), False) >= 0]
        if pending:
            return False
        stable = [t for t in self._tracks if t.stable]
        for s in sightings:
            cand = set(s.candidates)
            size = sighting_size(s)
            if not any((cand <= set(t.identity) or set(t.identity) <= cand)
                       and math.hypot(s.center[0] - t.center[0], s.center[1] - t.center[1])
                       <= self.match_scale * max(size, t.size) for t in stable):
                return False
        return True

    # ------------------------------------------------------------------ update
    def update(self, reading: FrameReading) -> list[CardAppeared]:
        """Take one frame's reading; return the cards that became stable with it (usually
        none). An unreadable frame changes nothing."""
        if not reading.readable:
            return []
        self._n += 1
        n = self._n
        self._t = reading.t
        # where each seat marker lies now (image px): tells a still camera (:func:`beside`)
        self._anchors = {st.seat: (sum(p[0] for p in st.polygon) / len(st.polygon),
                                   sum(p[1] for p in st.polygon) / len(st.polygon))
                         for st in reading.seats}
        self._match(reading.sightings, n, reading.t)
        events: list[CardAppeared] = []
        ready = []
        for track in self._tracks:
            if not track.stable:
                identity, confidence = self._ready(track, n, reading.t)
                if identity:
                    ready.append((track, identity, confidence))
        # cards first seen together: older first; in a cascade older cards lie nearer the
        # table centre (larger seat-frame y), so a pile seen at once keeps its play order
        ready.sort(key=lambda r: (r[0].first_n, -(r[0].zone_xy[1] if r[0].zone_xy is not None
                                                   else 0.0), r[0].id))
        for track, identity, confidence in ready:
            track.identity = identity
            if self._duplicate_of_stable(track):
                self._tracks.remove(track)
                continue
            track.stable = True
            index = self._zone_counts[track.seat]
            self._zone_counts[track.seat] += 1
            events.append(CardAppeared(seat=track.seat, candidates=identity,
                                       index_in_zone=index, frame_index=reading.index,
                                       t=reading.t, confidence=round(confidence, 3),
                                       from_stickers=all(h.sticker for h in track.hits),
                                       middle=track.seat is None and track.middle))
        self._expire(n, reading.t)
        return events

    def _pile_shifts(self, sightings) -> dict:
        """Per seat, how far its pile slid toward the table centre since its stable cards
        were last placed (mm in the seat's frame), when the sightings agree on one slide
        more than on none: each same-id (sighting, stable card) pair votes for its offset,
        offsets within 6 mm count together; only offsets toward the centre (+y, at least
        :data:`SLIDE_RATIO` times more than sideways) and up to 2.5 units (50 mm) slide.
        QA 2b: a growing pile slides one step (36 mm: vision.render ``growing``). An older
        card read only now and then (the newest card covers all but its top band) left no
        pending track to follow; two slides later it lay 74 mm from its stable place and
        was said again ("Check: Investigators again?"). A pile holding two copies: the
        newer copy lay where the older lay and took its track, the older copy, 72 mm from
        the track left to it, was said again."""
        votes: dict = {}
        for s in sightings:
            for _track, dx, dy in self._zone_offsets(s):
                if math.hypot(dx, dy) <= 2.5 * UNIT_MM * self.match_scale:
                    votes.setdefault(s.seat, []).append((dx, dy))
        shifts = {}
        for seat, offs in votes.items():
            def support(o):
                return sum(1 for p in offs if math.hypot(p[0] - o[0], p[1] - o[1]) <= 6.0)
            best = max(offs, key=support)
            still = support((0.0, 0.0))
            if _toward_centre(*best) and math.hypot(*best) > 6.0 and support(best) > still:
                near = [p for p in offs if math.hypot(p[0] - best[0], p[1] - best[1]) <= 6.0]
                shifts[seat] = (sum(p[0] for p in near) / len(near),
                                sum(p[1] for p in near) / len(near))
        return shifts

    def _zone_offsets(self, s: Sighting):
        """``(track, dx, dy)`` for each stable card of ``s``'s seat that ``s`` may be (a
        shared identity, both placed in the seat's frame): ``s``'s offset from it, mm."""
        if s.zone_mm is None or s.seat is None:
            return
        for track in self._tracks:
            if track.stable and track.seat == s.seat and track.zone_xy is not None \
                    and set(s.candidates) & set(track.identity):
                yield track, s.zone_mm[0] - track.zone_xy[0], s.zone_mm[1] - track.zone_xy[1]

    def _match(self, sightings: tuple[Sighting, ...], n: int, t: float) -> None:
        pairs = []
        aside: Counter = Counter()  # stable track id -> same-id sightings beside it
        shifts = self._pile_shifts(sightings)
        for i, s in enumerate(sightings):
            cand = set(s.candidates)
            size = sighting_size(s)
            for track in self._tracks:
                if track.seat != s.seat and track.seat is not None and s.seat is not None:
                    continue
                if not cand & set(track.identity):
                    continue
                d = _units_apart(track, s.center, s.zone_mm, s.seat, size)
                shift = shifts.get(track.seat) if track.stable else None
                if shift is not None and s.zone_mm is not None and track.zone_xy is not None:
                    # its pile slid: measured from where the slide took it
                    d = math.hypot(s.zone_mm[0] - track.zone_xy[0] - shift[0],
                                   s.zone_mm[1] - track.zone_xy[1] - shift[1]) / UNIT_MM
                side = track.stable and beside(track, s, self._anchors)
                if side and d <= 2.5 * self.match_scale:
                    aside[track.id] += 1
                if d <= self.match_scale:
                    # prefer recent, stable, exact-identity tracks at equal distance
                    pairs.append((d, 0 if track.stable else 1, i, track, side))
        # a lone same-id sighting beside a stable card is another copy laid beside it, the
        # card under it hidden (side cascade, :data:`SIDE_MM`); two beside it are the card
        # itself, shifted, and a new copy: the nearer one stays the card
        pairs = [p[:4] for p in pairs if not p[4] or aside[p[3].id] >= 2]
        pairs.sort(key=lambda p: (p[0], p[1], p[3].id))
        used_s, used_t = set(), set()
        for _d, _st, i, track in pairs:
            if i in used_s or track.id in used_t:
                continue
            used_s.add(i)
            used_t.add(track.id)
            self._add_hit(track, sightings[i], n, t)
        for s in sightings:
            if s.source == "sticker":
                self._recent.append((n, s.center, sighting_size(s), s.candidates))
        while self._recent and self._recent[0][0] <= n - self._span:
            self._recent.popleft()
        for i, s in enumerate(sightings):
            if i not in used_s:
                slid = self._slid(s, used_t)
                if slid is not None:
                    used_s.add(i)
                    used_t.add(slid.id)
                    self._add_hit(slid, s, n, t)
                    continue
                track = _Track(id=next(self._ids), seat=s.seat, size=sighting_size(s),
                               center=s.center, hits=deque(maxlen=self._span), first_n=n,
                               last_n=n, last_t=t, identity=s.candidates,
                               zone_xy=s.zone_mm)
                self._add_hit(track, s, n, t)
                self._tracks.append(track)

    def _slid(self, s: Sighting, used_t: set) -> "_Track | None":
        """The stable card that ``s`` (a sighting no track took) is, left behind by its
        pile's slides, or ``None``: a stable same-id card of its seat not seen this frame,
        within 2.5 units (50 mm) in the seat's frame, ``s`` lying toward the centre from it
        (+y, at least :data:`SLIDE_RATIO` times more than sideways; a new copy of a ``down``
        cascade lies toward the player). QA 2b (slide.py, seat 3, seed 102): the oldest
        Investigators, read once between two slides while the rest of the pile had been
        followed (so :meth:`_pile_shifts` saw no slide), lay 74 mm from its stable place
        after the next one and was said again."""
        best, best_d = None, 2.5 * UNIT_MM * self.match_scale
        for track, dx, dy in self._zone_offsets(s):
            d = math.hypot(dx, dy)
            if track.id not in used_t and _toward_centre(dx, dy) and d <= best_d:
                best, best_d = track, d
        return best

    def _add_hit(self, track: _Track, s: Sighting, n: int, t: float) -> None:
        track.hits.append(_Hit(n, s.center, s.candidates, s.confidence, s.source == "sticker"))
        track.last_n, track.last_t = n, t
        track.center = s.center
        if track.still_at is None or math.hypot(
                s.center[0] - track.still_at[0], s.center[1] - track.still_at[1]) \
                > self.still_scale * track.size:
            track.still_at, track.still_t = s.center, t  # (re)started lying here
        track.middle = s.middle
        if s.up is not None and s.px_per_mm:
            track.up, track.ppm = s.up, s.px_per_mm
        track.anchors = self._anchors
        if s.marks:
            # both markers when both were read; a single one read again keeps the other
            known = [o for o in track.marks if all(o[2] * m[2] + o[3] * m[3] < SAME_WAY_COS
                                                   for m in s.marks)]
            track.marks = tuple(s.marks) + tuple(known[:2 - len(s.marks)])
        if s.zone_mm is not None and s.seat == track.seat:
            track.zone_xy = s.zone_mm
        if not track.stable:
            track.size = 0.7 * track.size + 0.3 * sighting_size(s)
            if track.seat is None:
                track.seat = s.seat
            votes = Counter(h.candidates for h in track.hits)
            track.identity = consensus(votes)[0]

    @property
    def _span(self) -> int:
        return max(self.window, self.sticker_hits or 0)

    def _ready(self, track: _Track, n: int, t: float
               ) -> tuple[tuple[str, ...] | None, float]:
        if t - track.still_t < self.min_dwell_s:
            return None, 0.0  # not lain there long enough (:data:`MIN_DWELL_S`)
        sticker = self.sticker_hits is not None and all(h.sticker for h in track.hits)
        need = self.sticker_hits if sticker else self.min_hits
        span = self._span if sticker else self.window
        recent = [h for h in track.hits if h.n > n - span]
        if len(recent) < need:
            return None, 0.0
        last = recent[-need:]
        xs = [h.center[0] for h in last]
        ys = [h.center[1] for h in last]
        if max(max(xs) - min(xs), max(ys) - min(ys)) > self.still_scale * track.size:
            return None, 0.0  # still moving (a card being carried)
        identity, support = consensus(Counter(h.candidates for h in recent))
        if support < need:
            return None, 0.0
        if sticker and (any(not set(identity) <= set(h.candidates) for h in recent)
                        or self._contested(track, identity, n - span)):
            return None, 0.0  # one frame read something else: not safe to speak
        agree = [h.confidence for h in recent if set(identity) <= set(h.candidates)
                 or set(h.candidates) <= set(identity)]
        return identity, sum(agree) / len(agree)

    def _contested(self, track: _Track, identity: tuple[str, ...], after: int) -> bool:
        """True when a sticker reading since frame ``after`` lay at ``track``'s place but
        named none of ``identity`` (the same block read as another rank in some frame)."""
        for m, c, size, cands in self._recent:
            if m <= after or set(cands) & set(identity):
                continue
            d = math.hypot(c[0] - track.center[0], c[1] - track.center[1])
            if d <= self.match_scale * max(size, track.size):
                return True
        return False

    def _duplicate_of_stable(self, track: _Track) -> bool:
        """A pending card that sits near a stable card of the same identity which is not
        seen now (within 2.5 units: 50 mm) is that card seen again (moved, or by another
        reader), not a new card; the stable card moves there."""
        for other in self._tracks:
            if not other.stable or other is track or other.last_n == track.last_n:
                continue
            if other.seat != track.seat or not set(other.identity) & set(track.identity):
                continue
            if beside(other, track, self._anchors):
                continue  # another copy laid beside it (side cascade)
            d = _units_apart(other, track.center, track.zone_xy, track.seat, track.size)
            if d <= 2.5 * self.match_scale:
                # the card was moved (a pile pushed up as a card joins it): follow it, so
                # the next push is measured from here, not from where it first lay
                other.last_n, other.last_t = track.last_n, track.last_t
                other.center, other.zone_xy = track.center, track.zone_xy or other.zone_xy
                return True
        return False

    def _expire(self, n: int, t: float) -> None:
        keep = []
        for track in self._tracks:
            if track.stable:
                if self.forget_after_s is None or t - track.last_t <= self.forget_after_s:
                    keep.append(track)
            elif n - track.last_n < self.window:
                keep.append(track)
        self._tracks = keep


__all__ = ["Stabilizer", "MIN_DWELL_S", "consensus", "polygon_size", "sighting_size", "UNIT_MM"]

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
* A card laid squarely on an older card of its zone, that older card unseen since, buries
  it (:meth:`Stabilizer._bury`): once a newer card covers it in turn, a card of the older
  one's name read there is another copy laid on the pile, said (a deck holds several
  copies of a card).
* Known limit (session 40's known40; QA48 HIGH-2, QA48b b41): a copy laid squarely on the
  newest card of its pile, a card of its name, is taken for that card and never said
  (tests/vision/test_stabilize_twin_copy.py, strict xfails). The copies differ only by where
  their labels are stuck, no more than a curled card flattening or a far blurred marker
  read again (twin48, twin48b), and a reading turned round is no sign (``Sighting.up``,
  twin49); the app's stall asks for the play it still waits for (docs/tracker.md, missed48).
  The helper guide asks for such a copy 1 cm to the side of its twin (said:
  ``vision.card_tracks.beside``), and the demo's renderer lays it so
  (``vision.render.scene.beside_twin``, session 50, aside50: such copies said but those
  that came with the pile slid 16-21 mm toward the centre at once, ``beside`` measuring the
  copy from where its twin lay before the slide: along, not across; since review
  rev-aside50 the renderer slides the pile with the next card instead; the counts, before
  that change, in docs/benchmarks-history.md).
  What the stabilizer gives instead is a sign to *ask* by (twin50,
  :attr:`~vision.records.CardAppeared.covered_twin`): the zone's newest card unread a
  picture or more (a hand laying a card over it; :data:`~vision.card_tracks.COVER_S`) and read
  again moved or turned (:func:`~vision.card_tracks.moved_after_cover`), that pose kept,
  read so alone a while (:data:`~vision.card_tracks.TWIN_ALONE_S` and
  :data:`~vision.card_tracks.TWIN_ALONE_PICTURES` pictures: a card nudged by the
  hand laying the next one is uncovered with it) before the next card of its zone; the
  app asks whether a second copy was laid
  (:mod:`companion.app.twin_asked`). Read moved in one picture with nothing over it (a
  copy laid in one picture, check54) counts so too when another card of its zone read
  then lay still and none moved with it (:meth:`Stabilizer._weigh_jumps`: a pile pushed
  or slid moves all its cards; twin55).
* Ambiguous readings stay ambiguous unless some frames settle them: the identity is the
  candidate set with the most support, a frame reading ``("rlyeh",)`` also supporting the
  set ``("rlyeh", "stowaway_eggs")``; exact beats ambiguous on a tie, but for sticker-only
  cards a hedge in most pictures stays and narrows later (:mod:`vision.hedge_votes`).

``index_in_zone`` counts the cards emitted for that seat since the last reset (0, 1, …):
cards of a cascade arrive one at a time, in play order; cards of one zone that become
stable in the same frame are emitted oldest first (nearest the table centre,
``Sighting.zone_mm``). Sightings without a seat form one
zone of their own (seat ``None``).

Style: ``update(reading) -> list[CardAppeared]`` and ``reset()``; bounded deques; the
caller's records are never changed.

Module map: this module matches each frame's sightings to tracks and decides when one is
stable (:class:`Stabilizer`); :mod:`vision.card_tracks` holds a track and how a sighting
is measured against it; :mod:`vision.stable_queries` answers the app's questions about the
stable cards (taken back, moved away, in view, settled). ``consensus``, ``polygon_size``,
``sighting_size`` and ``UNIT_MM`` stay importable from here.
"""
from __future__ import annotations

import itertools
import math
from collections import Counter, deque

from .hedge_votes import HedgeNarrowed, agrees, narrowed, sticker_identity
from .card_tracks import (ALONG_RATIO, MOVED_MM, SAME_WAY_COS, SQUARE_UNITS, STILL_MATE_MM,
                          TWIN_ALONE_PICTURES, TWIN_ALONE_S, UNIT_MM, Hit, Track, beside,
                          consensus, dist, jumped, moved_after_cover, moved_mm,
                          polygon_size, pose_moved, rest_pose, sighting_size,
                          toward_centre, units_apart)
from .records import CardAppeared, FrameReading, Point, Sighting
from .stable_queries import StableQueries

#: Seconds a card must lie still at one place before it is stable (said), measured by the
#: frames' timestamps from its first sighting there (QA13b N1: a hand card laid face up for
#: 8 frames, 0.27 s at 30 fps, then taken back, was said by name to the whole table, and on
#: the active player's own pile taken as their play). Chosen from what a table does: a card
#: is seen only once the hand that lays it has left, and then lies there all round; a hand
#: card shown by mistake is taken back within about a second (the tester's flashes: 0.1,
#: 0.17 and 0.27 s; 0.8 s of folder time was taken as a play); a hand or glare over a
#: laid card only delays it (a pending card unseen for ``window`` frames starts again).
#: Cost: every card is said this much later (demo latency, median 108 → 1009 ms,
#: docs/benchmarks-history.md "Minimum dwell"); 0.5 s would still say a card shown for half a
#: second. Sequences benchmark (frames 0.25 s apart): markers 98.24 → 97.92 %, 0 wrong.
MIN_DWELL_S = 1.0
#: Pictures a card never stable must have been read in to be told glimpsed
#: (:attr:`vision.records.CardAppeared.glimpsed`): one reading is a misread or a hand card
#: flashed far more often than a card laid (fresh QA55 HIGH-2: a Sanity check's cards,
#: under a hand and a mug 2 pictures in 3, read in 6 and 4 pictures).
GLIMPSE_HITS = 2
#: Cards never stable remembered per round (the oldest forgotten first).
GLIMPSES_KEPT = 64
#: Readable frames a card read from its tactile stickers only must be seen in (the
#: stabilizer's default ``sticker_hits``; :data:`vision.unread_cards.READ_RUN` too).
STICKER_HITS = 6


class Stabilizer(StableQueries):
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
            "sticker"``) must be seen in this many (at least ``min_hits``) of the last
            ``max(window, sticker_hits)`` readable frames, every one agreeing with its
            identity, and no other reading (another rank) may lie at its place in those
            frames; ``None`` treats it like a marker card. A sticker misread spoken aloud
            misleads a blind player, and most misreads come and go with noise, glare and
            hands (docs/benchmarks-history.md, "Vision").
        min_dwell_s: seconds (frame timestamps ``FrameReading.t``) a card must have lain
            still at its place, from its first sighting there to the frame that makes it
            stable (:data:`MIN_DWELL_S`; 0: the frame rule alone). Seconds, not frames:
            cameras run at 5–30 frames a second.
    """

    def __init__(self, *, min_hits: int = 4, window: int = 6, match_scale: float = 1.0,
                 still_scale: float = 0.35, forget_after_s: float | None = None,
                 sticker_hits: int | None = STICKER_HITS, min_dwell_s: float = MIN_DWELL_S) -> None:
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
        self._tracks: list[Track] = []
        self._recent: deque = deque()  # (n, center, size, candidates) of sticker-only hits
        self._n = 0
        self._k = 0  # fresh readable frames (not reused: update ``reused``)
        self._zone_counts: Counter = Counter()
        self._anchors: dict[int, Point] = {}
        self._t = 0.0  # the last readable frame's time, s
        self._said_n: dict = {}  # seat -> the readable frame its newest card became stable
        # pending cards dropped unconfirmed, read in GLIMPSE_HITS pictures or more
        self._dropped: deque = deque(maxlen=GLIMPSES_KEPT)
        self._narrowed: list[HedgeNarrowed] = []  # stable hedges narrowed (take_narrowed)

    # ------------------------------------------------------------------ update
    def update(self, reading: FrameReading, reused: bool = False) -> list[CardAppeared]:
        """Take one frame's reading; return the cards that became stable with it (usually
        none). An unreadable frame changes nothing.

        ``reused``: the reading is an earlier frame's handed out again (a stream's still
        picture, :class:`~vision.still_reuse.StillReuse`, the marker deck's whole frame
        while every pending card waits out its hold, :meth:`settled` ``t``): stable cards
        take it as a reading, as any; a pending card takes it as no frame at all (no hit,
        its windows of ``window`` frames counting fresh readings only) and becomes stable
        on a fresh reading only, so a copy never decides whether, as what or when a card
        is said (docs/benchmarks-history.md session 56, speed56: copies counted, a far
        card's jitter that had restarted its hold went unseen, said 5 frames early)."""
        if not reading.readable:
            return []
        self._n += 1
        n = self._n
        if not reused:
            self._k += 1
        self._t = reading.t
        # where each seat marker lies now (image px): tells a still camera (:func:`beside`)
        self._anchors = {st.seat: (sum(p[0] for p in st.polygon) / len(st.polygon),
                                   sum(p[1] for p in st.polygon) / len(st.polygon))
                         for st in reading.seats}
        self._match(reading.sightings, n, reading.t, reused)
        self._weigh_jumps(n)
        seen = [t for t in self._tracks if t.last_n == n]
        ids = {t.id for t in seen}
        for t in seen:
            t.seen_with |= ids  # read together: two cards (StableQueries._moved_copy)
        events: list[CardAppeared] = []
        ready = []
        for track in self._tracks:
            if not track.stable and not reused:
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
            self._bury(track)
            index = self._zone_counts[track.seat]
            self._zone_counts[track.seat] += 1
            glimpsed = self._glimpsed(track, self._said_n.get(track.seat, 0))
            self._said_n[track.seat] = n
            events.append(CardAppeared(seat=track.seat, candidates=identity,
                                       index_in_zone=index, frame_index=reading.index,
                                       t=reading.t, confidence=round(confidence, 3),
                                       from_stickers=all(h.sticker for h in track.hits),
                                       middle=track.seat is None and track.middle,
                                       covered_twin=self._covered_twin(track),
                                       since_t=track.still_t, glimpsed=glimpsed,
                                       card_id=track.id))
        if not reused:
            self._narrow(seen, n, reading)
        self._expire(reading.t)
        return events

    def _narrow(self, seen: list[Track], n: int, reading: FrameReading) -> None:
        """Stable sticker-only hedges read in picture ``n`` take the card their sticker
        window agrees on (:func:`vision.hedge_votes.narrowed`; :meth:`take_narrowed`)."""
        for track in seen:
            if track.stable and self.sticker_hits and all(h.sticker for h in track.hits):
                card = narrowed(track.identity, [h.candidates for h in track.hits
                                                 if h.k > self._k - self._span], self.sticker_hits)
                if card is not None and not self._contested(track, card, n - self._span):
                    self._narrowed.append(HedgeNarrowed(track.seat, card, track.identity,
                                                        track.id, reading.index, reading.t))
                    track.identity = card

    def take_narrowed(self) -> list[HedgeNarrowed]:
        """The hedges narrowed since the last call (:class:`vision.hedge_votes.HedgeNarrowed`,
        oldest first); emptied."""
        out, self._narrowed = self._narrowed, []
        return out

    def _pile_shifts(self, sightings) -> dict:
        """Per seat, how far its pile slid toward the table centre since its stable cards
        were last placed (mm in the seat's frame), when the sightings agree on one slide
        more than on none: each same-id (sighting, stable card) pair votes for its offset,
        offsets within 6 mm count together; only offsets toward the centre (+y, at least
        :data:`~vision.card_tracks.SLIDE_RATIO` times more than sideways) and up to 2.5
        units (50 mm) slide.
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
                return sum(1 for p in offs if dist(p, o) <= 6.0)
            best = max(offs, key=support)
            still = support((0.0, 0.0))
            if toward_centre(*best) and math.hypot(*best) > 6.0 and support(best) > still:
                near = [p for p in offs if dist(p, best) <= 6.0]
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
                    and set(s.candidates) & set(track.identity) and not self._buried(track):
                yield track, s.zone_mm[0] - track.zone_xy[0], s.zone_mm[1] - track.zone_xy[1]

    def _match(self, sightings: tuple[Sighting, ...], n: int, t: float,
               reused: bool = False) -> None:
        pairs = []
        aside: Counter = Counter()  # stable track id -> same-id sightings beside it
        shifts = self._pile_shifts(sightings)
        for i, s in enumerate(sightings):
            cand = set(s.candidates)
            size = sighting_size(s)
            for track in self._tracks:
                if track.seat != s.seat and track.seat is not None and s.seat is not None:
                    continue
                if not cand & set(track.identity) or self._buried(track):
                    continue  # another card, or one under newer cards (:meth:`_bury`)
                d = units_apart(track, s.center, s.zone_mm, s.seat, size)
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
        # card under it hidden (side cascade, card_tracks.SIDE_MM); two beside it are the card
        # itself, shifted, and a new copy: the nearer one stays the card
        pairs = [p[:4] for p in pairs if not p[4] or aside[p[3].id] >= 2]
        pairs.sort(key=lambda p: (p[0], p[1], p[3].id))
        used_s, used_t = set(), set()
        for _d, _st, i, track in pairs:
            if i in used_s or track.id in used_t:
                continue
            used_s.add(i)
            used_t.add(track.id)
            if track.stable or not reused:  # a copy is no reading of a pending card
                self._add_hit(track, sightings[i], n, t)
        for s in sightings:
            if s.source == "sticker" and not reused:
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
                track = Track(id=next(self._ids), seat=s.seat, size=sighting_size(s),
                               center=s.center, hits=deque(maxlen=self._span), first_n=n,
                               first_t=t, last_n=n, last_t=t, identity=s.candidates,
                               zone_xy=s.zone_mm)
                self._add_hit(track, s, n, t)
                self._tracks.append(track)

    def _slid(self, s: Sighting, used_t: set) -> "Track | None":
        """The stable card that ``s`` (a sighting no track took) is, left behind by its
        pile's slides, or ``None``: a stable same-id card of its seat not seen this frame,
        within 2.5 units (50 mm) in the seat's frame, ``s`` lying toward the centre from it
        (+y, at least :data:`~vision.card_tracks.SLIDE_RATIO` times more than sideways; a
        new copy of a ``down`` cascade lies toward the player). QA 2b (slide.py, seat 3,
        seed 102): the oldest Investigators, read once between two slides while the rest of
        the pile had been followed (so :meth:`_pile_shifts` saw no slide), lay 74 mm from
        its stable place after the next one and was said again."""
        best, best_d = None, 2.5 * UNIT_MM * self.match_scale
        for track, dx, dy in self._zone_offsets(s):
            d = math.hypot(dx, dy)
            if track.id not in used_t and toward_centre(dx, dy) and d <= best_d:
                best, best_d = track, d
        return best

    def _covered_twin(self, track: Track) -> tuple[str, ...]:
        """The identity of the newest other stable card of ``track``'s zone (not buried)
        when it was read again moved after a cover (``Track.moved_n``,
        :func:`~vision.card_tracks.moved_after_cover`) before ``track`` was first seen and
        after the newest card of every other zone became stable (a copy laid as a play
        comes after the card before it; a hand over a pile in another player's turn, or
        over the table at large, is no play there), read so alone
        :data:`~vision.card_tracks.TWIN_ALONE_S` and
        :data:`~vision.card_tracks.TWIN_ALONE_PICTURES` or more before ``track`` (a card nudged
        by the hand laying ``track`` is uncovered with it), and still lies so (its last reading
        against its pose before that cover, :func:`~vision.card_tracks.pose_moved`):
        perhaps a copy laid squarely on it, taken for it (known40); else ``()``."""
        if track.seat is None:
            return ()
        prev = max((o for o in self._tracks if o.stable and o is not track
                    and o.seat == track.seat and not self._buried(o)),
                   key=lambda o: o.id, default=None)
        others = max((m for seat, m in self._said_n.items()
                      if seat is not None and seat != track.seat), default=0)
        if prev is None or prev.moved_n is None or prev.moved_n >= track.first_n \
                or track.first_t - prev.moved_t < TWIN_ALONE_S \
                or track.first_n - prev.moved_n < TWIN_ALONE_PICTURES or prev.moved_n <= others \
                or not pose_moved(prev, prev.moved_from, (prev.zone_xy, prev.center, prev.up)):
            return ()  # none, before another player's card, read back where it lay, or
            # uncovered with the next card
        return prev.identity

    def _glimpsed(self, track: Track, since_n: int) -> tuple[tuple[str, ...], ...]:
        """The identities of the cards of ``track``'s zone read in :data:`GLIMPSE_HITS`
        pictures or more and never stable (pending, or dropped unconfirmed), first read
        after readable frame ``since_n`` (the zone's previous card became stable) and
        before ``track`` was (a card first read with it or after it was laid after it), that
        share no name with ``track``, nor with the zone's newest other stable card (the
        pile's top, read off its place as the hand lays a card on it or slides it; a copy
        laid on it is :attr:`~vision.records.CardAppeared.covered_twin`'s), nor with an
        older stable card of the zone never read in a same picture as it (that card read
        off its place) or lying within :data:`SQUARE_UNITS` of it (that card read twice);
        oldest first, each identity once (:attr:`vision.records.CardAppeared.glimpsed`).
        A glimpse named as an older card of the zone read with it elsewhere is told (review
        of busy55, HIGH: runD, Alice's zone held an Investigators one step under the pile's
        top, so her Sanity check's Investigators, on the top, was dropped as a name of the
        zone: a check of that one card, then her play taken as its card as plain fact)."""
        if track.seat is None:
            return ()
        stable = [o for o in self._tracks if o.stable and o.seat == track.seat and o is not track]
        top = set(max(stable, key=lambda o: o.id).identity) if stable else set()
        names = set(track.identity) | top
        out: list[tuple[str, ...]] = []
        for o in sorted([*self._dropped, *(p for p in self._tracks if not p.stable)],
                        key=lambda p: p.first_n):
            # first read before ``track``: a card laid after it, pending, is no glimpse
            # (review of busy55: a check's second card, laid a picture after the first)
            if o is not track and o.seat == track.seat and since_n < o.first_n < track.first_n \
                    and len(o.hits) >= GLIMPSE_HITS and self._lay_still(o) \
                    and not names & set(o.identity) \
                    and not any(set(s.identity) & set(o.identity) and (
                        s.id not in o.seen_with or dist(s.center, o.center)
                        <= SQUARE_UNITS * max(s.size, o.size)) for s in stable) \
                    and o.identity not in out:
                out.append(o.identity)
        return tuple(out)

    def _lay_still(self, track: Track) -> bool:
        """Whether :data:`GLIMPSE_HITS` readings of ``track`` in a row (of those it keeps)
        lie within ``still_scale`` × its size of each other, as the readings that make a
        card stable must (:meth:`_ready`): a card laid, read under a hand now and then; not
        a card carried across the zone, read while it moves (review of busy55, LOW: a hand
        card shown over the table was told glimpsed, and the Sanity check's next card said
        "Cards laid there before it were not read")."""
        hits, k = list(track.hits), GLIMPSE_HITS
        return any(self._hits_still(track, hits[i:i + k]) for i in range(len(hits) - k + 1))

    def _hits_still(self, track: Track, hits) -> bool:
        """Whether ``hits`` (readings of ``track``, image px) lie within ``still_scale`` ×
        its size of each other, along each image axis: a card lying still, not carried."""
        xs = [h.center[0] for h in hits]
        ys = [h.center[1] for h in hits]
        return max(max(xs) - min(xs), max(ys) - min(ys)) <= self.still_scale * track.size

    def _weigh_jumps(self, n: int) -> None:
        """Each stable card read moved in one picture (readable frame ``n``, ``Track.jump``:
        :func:`~vision.card_tracks.jumped`) counts as read again moved after a cover
        (``Track.moved_n``: perhaps a copy laid squarely on it, check54) when another card
        of its zone, not buried, read in that picture too, lay still (moved less than
        :data:`~vision.card_tracks.STILL_MATE_MM` and
        :data:`~vision.card_tracks.ALONG_RATIO` of its move) and none moved with it
        (:data:`~vision.card_tracks.ALONG_RATIO` of its move or more): a pile pushed,
        bumped or slid moves all its cards. With no other card of its zone read then, a
        card nudged cannot be told from a copy laid on it: no sign."""
        for track in self._tracks:
            if track.jump is None or track.jump[0] != n:
                continue
            _n, t, rest, mm = track.jump
            track.jump = None
            steps = [o.step[1] for o in self._tracks
                     if o is not track and o.stable and o.seat == track.seat
                     and o.step is not None and o.step[0] == n and not self._buried(o)]
            if steps and max(steps) < min(STILL_MATE_MM, ALONG_RATIO * mm):
                track.moved_n, track.moved_t, track.moved_from = n, t, rest

    def _add_hit(self, track: Track, s: Sighting, n: int, t: float) -> None:
        moved_from = moved_after_cover(track, s, n, t)
        if moved_from is not None:
            track.moved_n = n  # a copy laid squarely on it may be what is read (known40)
            track.moved_t = t
            track.moved_from = moved_from
        if track.stable and track.poses:
            # its move from its last reading, else from where it lay (one reading off)
            now = (s.zone_mm if s.seat == track.seat else None, s.center, s.up)
            step = moved_mm(track, track.poses[-1], now)
            if step >= STILL_MATE_MM:
                step = min(step, moved_mm(track, rest_pose(track), now))
            track.step = (n, step)
            jump = jumped(track, s, n) if step >= MOVED_MM else None
            if jump is not None:  # weighed once the picture is read (_weigh_jumps)
                track.jump = (n, t) + jump
        track.hits.append(Hit(s.center, s.candidates, s.confidence, s.source == "sticker",
                              self._k))
        track.last_n, track.last_t = n, t
        track.center, track.card_centre = s.center, s.card_centre
        if track.still_at is None or \
                dist(s.center, track.still_at) > self.still_scale * track.size:
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
        track.poses.append((track.zone_xy, track.center, track.up))
        if not track.stable:
            track.size = 0.7 * track.size + 0.3 * sighting_size(s)
            if track.seat is None:
                track.seat = s.seat
            votes = Counter(h.candidates for h in track.hits)
            track.identity = consensus(votes)[0]

    @property
    def _span(self) -> int:
        return max(self.window, self.sticker_hits or 0)

    def _ready(self, track: Track, n: int, t: float
               ) -> tuple[tuple[str, ...] | None, float]:
        if t - track.still_t < self.min_dwell_s:
            return None, 0.0  # not lain there long enough (:data:`MIN_DWELL_S`)
        sticker = self.sticker_hits is not None and all(h.sticker for h in track.hits)
        need = self.sticker_hits if sticker else self.min_hits
        span = self._span if sticker else self.window
        recent = [h for h in track.hits if h.k > self._k - span]  # fresh frames
        if len(recent) < need:
            return None, 0.0
        if not self._hits_still(track, recent[-need:]):
            return None, 0.0  # still moving (a card being carried)
        vote = sticker_identity if sticker else consensus  # a hedge in most pictures
        identity, support = vote(Counter(h.candidates for h in recent))  # stays (wr72)
        if support < need:
            return None, 0.0
        if sticker and (any(not agrees(identity, h.candidates) for h in recent)
                        or self._contested(track, identity, n - span)):
            return None, 0.0  # one frame read something else: not safe to speak
        agree = [h.confidence for h in recent if set(identity) <= set(h.candidates)
                 or set(h.candidates) <= set(identity)]
        return identity, sum(agree) / len(agree)

    def _contested(self, track: Track, identity: tuple[str, ...], after: int) -> bool:
        """True when a sticker reading since frame ``after`` lay at ``track``'s place but
        named none of ``identity`` (the same block read as another rank in some frame)."""
        for m, c, size, cands in self._recent:
            if m <= after or set(cands) & set(identity):
                continue
            d = dist(c, track.center)
            if d <= self.match_scale * max(size, track.size):
                return True
        return False

    def _duplicate_of_stable(self, track: Track) -> bool:
        """A pending card that sits near a stable card of the same identity which is not
        seen now (within 2.5 units: 50 mm) is that card seen again (moved, or by another
        reader), not a new card; the stable card moves there. Not a stable card ever read
        in a same picture as it (``Track.seen_with``): two cards of that name lay there at
        once, the pending one another copy (session 56, check56: runD, Alice's Sanity
        check's Investigators, laid on her pile's top 38 mm from the Investigators under
        it, read with it in 3 pictures, was taken for that card moved and never said)."""
        for other in self._tracks:
            if not other.stable or other is track or other.last_n == track.last_n \
                    or other.id in track.seen_with:
                continue
            if other.seat != track.seat or not set(other.identity) & set(track.identity):
                continue
            if self._buried(other):
                continue  # under newer cards: this is another copy laid on them (_bury)
            if beside(other, track, self._anchors):
                continue  # another copy laid beside it (side cascade)
            d = units_apart(other, track.center, track.zone_xy, track.seat, track.size)
            if d <= 2.5 * self.match_scale:
                # the card was moved (a pile pushed up as a card joins it): follow it, so
                # the next push is measured from here, not from where it first lay
                other.last_n, other.last_t = track.last_n, track.last_t
                other.center, other.zone_xy = track.center, track.zone_xy or other.zone_xy
                other.poses.clear()  # it lies here now (card_tracks.rest_pose)
                other.poses.append((other.zone_xy, other.center, other.up))
                return True
        return False

    def _bury(self, track: Track) -> None:
        """``track`` just became stable: each older stable card of its zone that it lies
        squarely on (centres within :data:`~vision.card_tracks.SQUARE_UNITS`, 10 mm) and
        that was not seen since ``track`` was first seen is buried under it
        (``Track.buried_by``): a card of that name read there from now on is another copy
        laid on the pile, not that card seen again (:meth:`_match`, :meth:`_slid`,
        :meth:`_duplicate_of_stable` pass it over) while ``track`` is remembered (an undone
        card, :meth:`forget`, uncovers it) and itself covered by a newer card (the top card
        taken back shows the card under it: ``StableQueries._buried``). The older card of
        a cascade shows a band or a strip and is read while the newer one settles: never
        buried. QA46 HIGH-1 (demo seed 11, 4 players, round 3): Carol's revealed Boxer laid
        on her pile, whose Sanity check Boxer lay under 4 newer cards, was taken for that
        Boxer and never said."""
        for other in self._tracks:
            if other.stable and other is not track and other.seat == track.seat \
                    and not self._buried(other) and other.last_n < track.first_n \
                    and units_apart(other, track.center, track.zone_xy, track.seat,
                                    track.size) <= SQUARE_UNITS:
                other.buried_by = track.id

    def _expire(self, t: float) -> None:
        keep = []
        for track in self._tracks:
            if track.stable:
                if self.forget_after_s is None or t - track.last_t <= self.forget_after_s:
                    keep.append(track)
            elif self._k - track.hits[-1].k < self.window:  # fresh frames since read
                keep.append(track)
            elif len(track.hits) >= GLIMPSE_HITS and track.seat is not None:
                self._dropped.append(track)  # glimpsed, never confirmed (_glimpsed)
        self._tracks = keep


__all__ = ["Stabilizer", "MIN_DWELL_S", "GLIMPSE_HITS", "consensus", "polygon_size", "sighting_size", "UNIT_MM"]

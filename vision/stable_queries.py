"""What the app asks a :class:`vision.stabilize.Stabilizer` about the stable cards it
remembers, between two frames (a mixin: the stabilizer's state is its tracks, the readable
frame count and time, and the seat markers of the last readable frame): forget one
(:meth:`StableQueries.forget`), those that look taken back (``unseen_newest``) or moved
away (``moved_away``), those in view (``zone_cards_in_view``), their places
(``stable_places``), whether a reading only repeats them or cards waiting out their
hold (``settled``, ``holding``); and when a card read now and then but never made stable
was first read in a zone (``first_unsaid``).
"""
from __future__ import annotations

import cv2
import numpy as np

from .card_tracks import MOVED_UNITS, NEAR_UNITS, UNIT_MM, Track, dist, sighting_size
from .place_cover import StablePlace
from .records import CardUnseen

#: A pending card waits out its hold while its fresh readings lie within this share of the
#: move that restarts the hold (``still_scale`` × its size, :meth:`StableQueries.holding`):
#: half, so that a frame left unread (its reading reused) would not have restarted it.
HOLD_STILL = 0.5


class StableQueries:
    """The questions about stable cards of :class:`vision.stabilize.Stabilizer` (see the
    module docstring)."""

    def forget(self, seat: int | None, candidates, card_id: int | None = None) -> bool:
        """Forget the newest stable card in ``seat`` that names one of ``candidates``
        (the app undid it: QA, an undone card still on the table was never reported again
        and the game stalled); seen again, it is emitted again. ``card_id``: that card
        only (:attr:`StablePlace.card_id <vision.place_cover.StablePlace.card_id>`; an
        old copy unseen while a newer one of that name is seen: session 39, en21). Its
        place in the zone's count is given back; the same card pushed out of its zone and
        seen in none (:meth:`_moved_copy`) is forgotten with it. True when a card was
        forgotten."""
        wanted = set(candidates)
        for track in sorted(self._tracks, key=lambda t: -t.id):
            if track.stable and track.seat == seat and wanted & set(track.identity) \
                    and (card_id is None or track.id == card_id):
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
        newest: dict[int, Track] = {}
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

    def _moved_copy(self, track: Track) -> "Track | None":
        """A card of ``track``'s identity seen in the last readable frame within
        :data:`MOVED_UNITS` of where ``track`` was last seen, in its zone or in none: the card
        pushed (QA15: a pile slid 4 cm toward the centre left its zone, read there as a card
        in no zone, and was asked about as taken back), or ``None``. A card read in a same
        picture as ``track`` (``Track.seen_with``) is another card, not ``track`` moved
        (fresh QA53 r3d, 4p arkham stickers-only seed 92: the face-up Stowaway Eggs set aside
        in the middle since frame 1 was taken for Carol's R'lyeh pushed 2.45 units, and the
        gathered table never read bare); one first seen before ``track`` was last seen but
        never with it may be it (review rev-moved53: nudged out, laid back, pushed out
        again, read by the nudge's track)."""
        for other in self._tracks:
            if other is track or other.last_n != self._n or other.id in track.seen_with \
                    or other.seat not in (None, track.seat) \
                    or not set(other.identity) & set(track.identity):
                continue
            d = dist(other.center, track.center)
            if d <= MOVED_UNITS * track.size:
                return other
        return None

    def zone_cards_in_view(self) -> list[tuple[int, tuple[str, ...]]]:
        """``(seat 1-based, candidates)`` of the stable cards of the zones that the last
        readable frame shows: read (in their zone, or pushed out of it: a sighting in no
        zone matches its card, the stabilizer's ``_match``) or read moved nearby
        (:meth:`_moved_copy`: in their zone or in none). QA24 N1: the only card of the
        table slid 4 cm toward the centre, out of its zone, was no card in view, and the app
        said "the table was cleared". Oldest first; ``[]`` before any readable frame."""
        return [(t.seat, t.identity) for t in self._stable_oldest_first()
                if t.seat is not None
                and (t.last_n == self._n or self._moved_copy(t) is not None)]

    def laying(self, seat: int) -> int:
        """How many cards of ``seat``'s zone (1-based) the last readable frame reads that
        are not stable yet (pending: laid just now, not yet seen in ``min_hits`` frames nor
        lain ``min_dwell_s`` seconds; or a glimpse read again). Review of g60: a second
        card laid within a second of the zone's last one (a Musician on oneself, then the
        hand discarded) is read there before it is stable, so the zone shows one card more
        than the tracker holds plus the new one; the app told a card already entered again
        ("I cannot read a card in Carol's zone") and, answered, entered it twice."""
        return sum(1 for t in self._tracks
                   if not t.stable and t.seat == seat and t.last_n == self._n)

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
                    or not wanted & set(track.identity) or self._buried(track):
                continue
            moved = self._moved_copy(track)
            if moved is None:
                continue
            seen = [o for o in self._tracks if o.last_n == self._n and o is not track
                    and o.seat in (None, seat)]
            same = [o for o in seen if set(o.identity) & set(track.identity)]
            near = [o for o in seen if o is not moved
                    and dist(o.center, track.center) <= NEAR_UNITS * track.size]
            if len(same) == 1 and not near:
                out.append(track.id)
        return out

    @property
    def stable_cards(self) -> tuple[tuple[int | None, tuple[str, ...]], ...]:
        """``(seat, candidates)`` of every stable card still remembered, in emission order."""
        return tuple((t.seat, t.identity) for t in self._stable_oldest_first())

    def stable_places(self) -> list:
        """Every stable card still remembered, as :class:`vision.place_cover.StablePlace`
        (its centre, the whole card's when known, and where its marker or label was read,
        image px; read in the last readable frame or not), oldest first: what
        :class:`~vision.place_cover.PlaceCover` watches."""
        out = []
        for t in self._stable_oldest_first():
            ppm = t.ppm or t.size / UNIT_MM
            place = (t.marks[0][0], t.marks[0][1]) if t.marks else t.center
            out.append(StablePlace(t.id, t.seat, t.identity, t.card_centre or t.center, place,
                                   ppm, t.last_n == self._n, t.last_t))
        return out

    def settled(self, sightings, area=None, t: float | None = None) -> bool:
        """Whether every one of ``sightings`` (a reader's, image px, seats not needed) lies
        on a stable card: within ``match_scale`` units of it in the image
        (:func:`sighting_size`) and naming it (one candidate set holds the other), and no
        card still pending (seen, not yet stable) has its centre in ``area`` (N×2 image px
        polygon; ``None``: anywhere). A stream repeats a still part's reading only then
        (:class:`~vision.still_reuse.StillReuse`): whether a card becomes stable, and as
        what, is decided by fresh readings.

        ``t`` (the time of the frame to be read, s; the marker deck's whole frame): a
        pending card that only waits out its hold (:meth:`holding`) counts as a stable one
        here; the frame at its hold's end is read anew, and a reused reading is no reading
        of it (:meth:`vision.stabilize.Stabilizer.update` ``reused``)."""
        waits, pending = [], []
        for p in self._tracks:
            if not p.stable:
                (waits if t is not None and self.holding(p, t) else pending).append(p)
        if area is not None:
            poly = np.asarray(area, np.float32).reshape(-1, 1, 2)
            pending = [p for p in pending if cv2.pointPolygonTest(
                poly, (float(p.center[0]), float(p.center[1])), False) >= 0]
        if pending:
            return False
        return self._lies_on(sightings, [p for p in self._tracks if p.stable] + waits)

    def pending_in(self, seat: int) -> bool:
        """Whether a card not yet stable (pending: not reported yet) lies in ``seat``'s
        zone (1-based), read in the last ``window`` readable frames: a card the camera
        reads there but has not said yet (fresh QA60 HIGH-4: the card told unread, read at
        its place one picture before it was reported)."""
        return any(not track.stable and track.seat == seat and track.hits
                   and track.hits[-1].k > self._k - self.window for track in self._tracks)

    def first_unsaid(self, seat: int, names) -> float | None:
        """The frame time (s) a card never stable in ``seat``'s zone (1-based), naming one
        of ``names`` (card keys), was first read, read in 2 pictures or more
        (:data:`vision.stabilize.GLIMPSE_HITS`; pending, or
        dropped unconfirmed since the last :meth:`reset`: ``_dropped``), the earliest;
        ``None`` when none. A card the camera read now and then under hands and mugs but
        never made stable lay there by then: a card entered by key for it was laid by then
        (fresh QA63 HIGH-2: Alice's Urchin read from 37.8 s, entered at 44.3 s; Bob's
        Investigators, stable at 44.2 s, laid after it, was said "It lay there before this
        turn"). As :meth:`vision.stabilize.Stabilizer._glimpsed` does, only a card lying
        still in 2 readings in a row (``_lay_still``: not a hand card carried across the
        zone) and first read after the zone's newest card became stable (``_said_n``: not
        a glimpse of an earlier turn) counts (review of hb63: a hand card shown over the
        zone before a card laid out of turn took that card's "It lay there before this
        turn" away). Asks only: nothing is made stable or said by it."""
        names, since_n = set(names), getattr(self, "_said_n", {}).get(seat, 0)
        still = getattr(self, "_lay_still", lambda track: True)
        times = [track.first_t for track in [*getattr(self, "_dropped", ()), *self._tracks]
                 if not track.stable and track.seat == seat and len(track.hits) >= 2
                 and track.first_n > since_n and names & set(track.identity) and still(track)]
        return min(times) if times else None

    def holding(self, track: Track, t: float) -> bool:
        """Whether pending ``track`` only waits out its hold at frame time ``t`` (s): its
        hold (``min_dwell_s`` from ``still_t``) not over at ``t``; read in the last fresh
        reading; lying where it was first read (its hold never restarted: on the fresh
        stream 1412100, dim, a far Urchin's reading jumped 9 px one frame in 3-7,
        restarting its hold at frames a reused stream left unread); its fresh readings of
        the last ``window`` frames at least ``min_hits``, every one naming its identity
        alike, none from stickers only, every one within
        :data:`HOLD_STILL` × ``still_scale`` × its size of where it came to lie (half the
        move that restarts its hold: a jittering far card, whose unread frames might have
        restarted it, is read in every frame). Its fresh readings then make it stable at
        the hold's end unless a later one differs.

        The last ``window`` frames before the hold's end are read anew (the frame interval
        taken from ``t`` and the last readable frame's time, s): what decides at the hold's
        end is then the last ``window`` frames, as with every frame read, not ``window``
        fresh readings spread over the hold (review of speed57, MEDIUM: a card read every
        other frame after 6 agreeing readings, each refresh falling on a frame that read
        it, or no longer read in the hold's last 4 frames, was said where reading every
        frame said nothing)."""
        ahead = self.window * max(t - self._t, 0.0)  # the last window frames: read anew
        if track.stable or not track.hits or t - track.still_t + ahead >= self.min_dwell_s \
                or track.still_t > track.first_t:
            return False  # stable, its hold over, or restarted since first read (it moved
            # or its reading jitters: an unread frame might have restarted it again)
        recent = [h for h in track.hits if h.k > self._k - self.window]
        if track.hits[-1].k != self._k or len(recent) < self.min_hits \
                or track.still_at is None:
            return False
        tol = HOLD_STILL * self.still_scale * track.size
        return all(not h.sticker and h.candidates == track.identity
                   and dist(h.center, track.still_at) <= tol for h in recent)

    def on_stable(self, sightings) -> bool:
        """Whether every one of ``sightings`` (image px) lies on a stable card: within
        ``match_scale`` units of it (the larger of their sizes, :func:`sighting_size`) and
        naming it (one candidate set holds the other). The marker deck's stream takes two
        whole-frame readings differing by one such card for agreeing
        (:func:`vision.pipeline._same_frame`)."""
        return self._lies_on(sightings, [p for p in self._tracks if p.stable])

    def _lies_on(self, sightings, tracks) -> bool:
        """Whether every one of ``sightings`` lies on one of ``tracks`` (:meth:`on_stable`)."""
        for s in sightings:
            cand = set(s.candidates)
            size = sighting_size(s)
            if not any((cand <= set(p.identity) or set(p.identity) <= cand)
                       and dist(s.center, p.center) <= self.match_scale * max(size, p.size)
                       for p in tracks):
                return False
        return True

    def _buried(self, track: Track) -> bool:
        """Whether ``track`` lies under a newer stable card laid squarely on it
        (``Track.buried_by``; :meth:`vision.stabilize.Stabilizer._bury`), that card still
        remembered and itself covered: a newer stable card of the zone was first seen after
        it was last seen. The top card of a pile may be taken back into the hand without
        undo (said, or laid out of turn and held): the card it lay on, seen again, is that
        card (review rev-buried47: said as a new copy, then taken as a play); a copy laid
        squarely on the top card that buries another copy is missed as before (entered by
        hand)."""
        if track.buried_by is None:
            return False
        cover = next((t for t in self._tracks if t.id == track.buried_by), None)
        return cover is not None and any(
            t.stable and t.seat == cover.seat and t.id > cover.id and t.first_n > cover.last_n
            for t in self._tracks)

    def _stable_oldest_first(self) -> list[Track]:
        """The stable cards still remembered, in emission order."""
        return sorted((t for t in self._tracks if t.stable), key=lambda t: t.id)


__all__ = ["StableQueries", "HOLD_STILL"]

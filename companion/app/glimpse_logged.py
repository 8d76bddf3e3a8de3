"""The glimpse hold (:mod:`companion.app.glimpse_asked`) kept in the session log and
restored by ``play --resume`` (session 58, lead58; review of lead57, HIGH and MEDIUM).

Live, a card read in the zone of a player whose Sanity check the table waits for, after
other cards were glimpsed there unread, is held and asked ("Waiting in Alice's zone: The
Musician; cards laid there before this card were not read. Press Enter, then the rank of
the next card of Alice's Sanity check, even if it is this card."). The hold is no
observation: quit and resumed, lead57 held and asked about any card the log did not hold
in that zone, and a log card misread as The Musician (or an old card) was then given as
her play once the check was entered, "Alice: The Musician." (false; main only said "take
it away, or plus 1").

The check's cards are turned over one by one onto the player's pile (seed 002 "Sanity
Checks"), her play laid on them: the held card lies on the log's cards of that zone.
Now each change of the hold is a line of the log (:meth:`GlimpseLogged._glimpse_log`,
after each key and each picture: :mod:`companion.session_log_held`, its zone, its cards'
readings, whether the question was said), and a resume holds only the cards matching the
last such line, in the zone and round it names, while the log's table still waits for that
player's Sanity check (:meth:`GlimpseLogged._glimpse_restored`): asked in full again, or,
the log's own question open at the quit (the check's first card being entered, "The
Investigators or the Cultists?"), held behind it and asked once it is answered (as
:attr:`~companion.app.glimpse_asked.GlimpseHold.unasked` live). None of its cards read by
the set-up pictures (a hand over them), it is still looked for among the cards read next
while that check waits (:attr:`GlimpseLogged.glimpse_awaited`; review of lead58). Any other
card the log does not hold is treated as main treats it (said as an old card, or taken as
the owed one: :meth:`~companion.app.live_setup.GuidedSetup._card_owed`); a log without
the line (before session 58) resumes as main.

Where it lay (session 58, lead58b; review of lead58, HIGH): the held card gone at the
resume (taken back, or under a hand) and the log's top card of that zone misread as it,
that log card was held, asked about and given as her play once the check was entered
("Alice: The Musician.", false): the set-up pictures cannot tell the two by the zone's
index (``index_in_zone`` counts the cards read). So the hold's line keeps the first held
card's place in its seat marker's frame (``place``, mm, :attr:`vision.records.Sighting.
zone_mm`), and a line with one restores only a card read within :data:`HELD_PLACE_MM` of
it (the log's top card lies a pile's step, 25 mm or more, nearer the table centre); any
other is said as main says a card the log does not hold. A line without it (no
marker-based layout, or written by lead58) restores as before. A held card laid squarely
on the log's top card (a pile that can slide no further: the demo's 5-card piles,
``vision.render.scene.growing_pile``) is not told from it by its place: the line keeps
where that top card was last read while the check waited (``under``,
:meth:`_note_check_top`) and no card within :data:`HELD_PLACE_MM` of it is held (said as
main: check56's "press plus and 1" for the held card itself, rather than a misread log
card given as her play). That top card never read while the check waited (the line
without ``under``), a card at ``place`` is held only when the picture reads that top card
elsewhere (review of lead58b, HIGH).

:class:`GlimpseLogged`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the
table's ``session``, ``glimpse``, ``quiet_question`` and the
:class:`~companion.app.glimpse_asked.GlimpseAsked` methods). No I/O of its own (the
session's :meth:`~companion.app.session_resume.SessionResume.keep_hold` writes).
"""
from __future__ import annotations

import math

from companion.app.card_place import SAME_PLACE_UNITS, places
from companion.app.glimpse_asked import GlimpseHold
from companion.app.live_cards import card_observation
from vision.stabilize import UNIT_MM

#: mm (seat frame) a card read at a resume may lie from the logged hold's ``place`` to be
#: the held card (15 mm: :data:`~companion.app.card_place.SAME_PLACE_UNITS`, more than the
#: ~10 mm the same untouched card seems to move read by its other marker, less than the
#: 25 mm at the least between a pile's card and the one laid on it, so the log's top card
#: of that zone, under the held card, is not at its place; review of lead58, HIGH)
HELD_PLACE_MM = SAME_PLACE_UNITS * UNIT_MM


class GlimpseLogged:
    """The glimpse hold logged and restored at a resume (module docstring)."""

    def _glimpse_record(self) -> "dict | None":
        """The standing glimpse hold (:meth:`~companion.app.glimpse_asked.GlimpseAsked.
        _glimpse_standing`) as its log line gives it (:mod:`companion.session_log_held`):
        ``{"seat": 0-based, "round": n, "cards": [candidates of each kept card, in the
        order laid], "asked": its question said}``; ``None`` when none stands."""
        glimpse = self._glimpse_standing()
        if glimpse is None:
            return None
        kept = self._glimpse_kept(glimpse)
        record = {"seat": glimpse.seat, "round": self.session.tracker.view().round,
                  "cards": [list(left.event.candidates) for left in kept],
                  "asked": not glimpse.unasked}
        if glimpse.placed is None or glimpse.placed[0] is not kept[0]:
            place, top = getattr(kept[0].place, "zone_mm", None), self.check_top
            under = top[3] if top is not None and top[:3] == (
                glimpse.seat, record["round"], len(self.session.tracker.view().seats[
                    glimpse.seat].zone)) else None
            glimpse.placed = (kept[0], _mm(place), _mm(under))
        if glimpse.placed[1] is not None:
            record["place"] = list(glimpse.placed[1])
            if glimpse.placed[2] is not None:
                record["under"] = list(glimpse.placed[2])
        return record

    #: the log's top card of the zone whose Sanity check the table waits for, where last
    #: read while no hold stood: ``(seat 0-based, round, zone length, (x, y) mm in its seat
    #: frame)`` (:meth:`_note_check_top`); the hold's line keeps it as ``under``: a held
    #: card laid squarely on it is not told from it by its place; ``None``: not read
    check_top: "tuple | None" = None

    def _note_check_top(self) -> None:
        """After a picture: where the tracker's top card of the zone whose Sanity check
        the table waits for was read in it (the newest of its name there, smallest seat
        frame y), kept as :attr:`check_top` while no glimpse hold stands."""
        tracker = self.session.tracker
        kind, seat, _ = tracker.waiting()
        if kind != "check" or seat is None or self.glimpse is not None:
            return
        view = tracker.view()
        zone = view.seats[seat].zone
        seen = _top_read_mm(getattr(self.watcher, "last_reading", None), seat + 1, zone)
        if seen:
            self.check_top = (seat, view.round, len(zone), min(seen, key=lambda z: z[1]))

    #: the resumed log's hold none of whose cards the set-up pictures read (a hand over
    #: the zone; review of lead58: released then, the Musician read next was taken as the
    #: check's card, "The Musician.", and the check's own as her play): still looked for
    #: (:meth:`_glimpse_found`) while the table waits for that player's Sanity check in
    #: that round, the log keeping it; ``None``: none
    glimpse_awaited: "dict | None" = None

    def _glimpse_log(self) -> None:
        """After a key or a picture: the glimpse hold written to the session log when it
        changed since the log's last hold line (begun, a card held behind it, asked after
        a question, released), so that a quit then resumes it exactly. Not while a
        resumed log's hold is still to be looked for (:attr:`~companion.app.
        session_resume.SessionResume.held_unrestored`: a key answered during the set-up
        pictures would write it released before :meth:`_glimpse_restored`; nor while it
        is awaited, :attr:`glimpse_awaited`; review of lead58)."""
        if not self.session.tracker.started:
            return
        self._note_check_top()
        if self.session.held_unrestored or self._glimpse_awaited_now() is not None:
            return
        held = self._glimpse_record()
        if held != self.session.held_logged:
            self.session.keep_hold(held)

    def _glimpse_awaited_now(self) -> "dict | None":
        """:attr:`glimpse_awaited` while no hold stands and the table still waits for that
        player's Sanity check in that round; else ``None`` (forgotten)."""
        hold = self.glimpse_awaited
        if hold is None:
            return None
        tracker = self.session.tracker
        kind, seat, _ = tracker.waiting()
        if self.glimpse is not None or kind != "check" or seat != hold["seat"] \
                or tracker.view().round != hold["round"]:
            self.glimpse_awaited = None
            return None
        return hold

    def _glimpse_found(self, obs, event) -> bool:
        """Whether the camera's card (``obs``, ``event``: a card read live in a zone) is
        the resumed log's hold unseen by the set-up pictures (:attr:`glimpse_awaited`: in
        its zone, its reading sharing a card with a held one's): then held and asked as
        :meth:`_glimpse_restored` does."""
        hold = self._glimpse_awaited_now()
        if hold is None or event.seat is None or event.seat - 1 != hold["seat"] \
                or not any(set(event.candidates) & set(r) for r in hold["cards"]) \
                or not self._at_held_place(hold, event):
            return False
        self.glimpse_awaited = None
        self._glimpse_again(event)
        self._glimpse_placed(hold)
        return True

    def _glimpse_placed(self, hold: dict) -> None:
        """The restored hold's first card given the logged hold's ``place`` (its line then
        written again only for a change of its cards or question, not of the reading's
        few mm)."""
        if "place" in hold and self.glimpse is not None and self.glimpse.cards:
            under = hold.get("under")
            self.glimpse.placed = (self.glimpse.cards[0], tuple(hold["place"]),
                                   None if under is None else tuple(under))

    def _glimpse_restored(self, laid: list, held: list) -> None:
        """After ``play --resume``: the cards of ``laid`` (set-up events the resumed log
        does not hold, none under a card the log holds) matching the log's glimpse hold
        (:attr:`~companion.app.session_resume.SessionResume.held_logged`: one card each
        whose camera candidates share one with that held card's, in the zone it names, the
        newest such cards, in the order laid) are held again and removed from ``held``
        (the cards said as old), while the log's table waits for that player's Sanity
        check in that round: the first asked in full (``app.check_glimpsed_asked``), or,
        the log's question open, held behind it (said waiting for the answer) and asked
        once it is closed; the others held behind it in silence. No hold line: nothing (as
        main: the review of lead57 heard a misread log card held so given as her play).
        None of its cards read: still looked for among the cards read next
        (:attr:`glimpse_awaited`; review of lead58). A hold restored in part is written
        again (its cards found), :meth:`_glimpse_log`."""
        self.session.held_unrestored = False  # looked for now: written as it stands
        hold = self.session.held_logged
        tracker = self.session.tracker
        kind, seat, _ = tracker.waiting()
        if hold is None or self.glimpse is not None or kind != "check" \
                or seat != hold["seat"] or tracker.view().round != hold["round"]:
            return
        # newest first: the held cards were laid on the log's cards of that zone, so a log
        # card misread as one of them lies under it (review of lead57's HIGH)
        zone = sorted((e for e in laid if e.seat == seat + 1), key=lambda e: -e.index_in_zone)
        matched, first = [], None
        for n, reading in reversed(list(enumerate(hold["cards"]))):
            event = next((e for e in zone if all(m is not e for m in matched)
                          and set(e.candidates) & set(reading)
                          and (n > 0 or self._at_held_place(hold, e))), None)
            if event is not None:
                matched.append(event)
                first = event if n == 0 else first
        if "place" in hold and first is None:
            matched = []  # its first card not at its place: none of it (review of lead58)
        if not matched:  # under a hand at the set-up: looked for as the cards come
            self.glimpse_awaited = hold
            return
        for event in reversed(matched):  # in the order laid
            held.remove(event)
            self._glimpse_again(event)
        self._glimpse_placed(hold)
        self._glimpse_log()  # a card of it gone, or a question now open: kept as it is

    def _at_held_place(self, hold: dict, event) -> bool:
        """Whether ``event`` (a camera card of the hold's zone) lies where the hold's
        first card lay (``hold["place"]``, seat frame mm): read in the last picture within
        :data:`HELD_PLACE_MM` of it and not within it of where the log's top card of that
        zone lay (``hold["under"]``) nor of where it is read now. True for a hold without
        a place (lead58's line, or no marker-based layout then: as before); False when the
        picture gives no seat-frame place for it, or neither ``under`` is logged nor that
        top card read now (a misread of it not told from the held card: said as main;
        review of lead58b, HIGH: ``under`` unknown when the check's cards were turned over
        onto her pile before the check was waited for, a late answer)."""
        if "place" not in hold:
            return True
        reading = self.watcher.last_reading
        zone = self.session.tracker.view().seats[event.seat - 1].zone
        unders = [hold["under"]] if "under" in hold else []
        unders += _top_read_mm(reading, event.seat, zone)  # the log's top card, read now
        if not unders:  # where it lies unknown: a misread of it not told (review of lead58b)
            return False
        return any(p.zone_mm is not None
                   and math.dist(p.zone_mm, hold["place"]) <= HELD_PLACE_MM
                   and all(math.dist(p.zone_mm, u) > HELD_PLACE_MM for u in unders)
                   for p in places(reading, event.seat, event.candidates))

    def _glimpse_again(self, event) -> None:
        """Hold ``event`` (a camera card of the resumed log's hold) again: behind the hold
        standing, in silence; behind the open question, asked once it is closed; else
        asked in full."""
        seat, tracker = event.seat - 1, self.session.tracker
        obs = card_observation(event.seat, event.candidates)
        if self.glimpse is not None:  # behind the first, in silence (_behind_glimpse)
            self._glimpse_hold(obs, event)
            self.glimpse.cards.append(self.left_cards[-1])
        elif tracker.question is not None:  # asked once the log's question is closed
            self._glimpse_hold(obs, event, quiet=True)
            if tracker.question is not self.quiet_question:  # (as live: glimpse_asked)
                self._held_by_question(seat)
            self.glimpse = GlimpseHold(seat, [self.left_cards[-1]], unasked=True)
        else:
            self._glimpse_tell("app.check_glimpsed_asked", seat, event)
            self._glimpse_hold(obs, event, quiet=True)
            self.glimpse = GlimpseHold(seat, [self.left_cards[-1]], self.session.zone(seat))


def _mm(place) -> "tuple[float, float] | None":
    """A seat-frame place (mm) as a hold's line keeps it: to 0.1 mm; ``None`` unknown."""
    return None if place is None else (round(float(place[0]), 1), round(float(place[1]), 1))


def _top_read_mm(reading, seat: int, zone: tuple) -> list:
    """The places (mm in ``seat``'s seat-marker frame, 1-based seat) where ``reading``
    (a :class:`~vision.pipeline.FrameReading`, or ``None``) read ``zone``'s newest card
    (the tracker's card keys, oldest first); ``[]`` if none."""
    return [p.zone_mm for p in places(reading, seat, zone[-1:]) if p.zone_mm is not None]


__all__ = ["HELD_PLACE_MM", "GlimpseLogged"]

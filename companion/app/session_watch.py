"""Has the table changed since a line was made? The ``stale()`` predicates of the session's
lines, read on the voice's thread (they read counters and :attr:`zones` set on the main
thread, never the tracker), and the bookkeeping that keeps those counters: turns and plays
announced (:meth:`SessionWatch._note_turn`), the zones after each input
(:meth:`SessionWatch._note_zones`).

A mixin of :class:`companion.app.session.TableSession` (it uses the session's ``tracker``,
``_live``, ``_turns``, ``_plays``, ``_taken``, ``turn_said``, ``zones``, ``zone_cuts`` and
``round_over``).
"""
from __future__ import annotations

from typing import Callable

from companion.tracker.events import TableEvent

#: Event kinds that end the turn before them (:meth:`TableSession._passed`).
_TURN_ENDS = ("turn_started", "round_ended", "game_won", "round_started")


class SessionWatch:
    """``stale()`` predicates and the counters they read (see the module docstring)."""

    def _note_turn(self, event: TableEvent, counted: bool = False
                   ) -> Callable[[], bool] | None:
        """Count ``event`` if it ends a turn or is a play, and note the turn it starts as
        said; returns the ``stale()`` of a turn's cue (:meth:`_passed`; ``counted``: the
        cue says the deck count), else ``None``."""
        if event.kind in _TURN_ENDS:
            self._turns += 1
        if event.kind == "card_played":
            self._plays += 1
        if event.kind != "turn_started":
            return None
        self.turn_said = event.seat
        return self._passed(counted)

    def _passed(self, counted: bool = False) -> Callable[[], bool]:
        """``stale()`` of the turn's cue being announced: true once the turn is over, i.e.
        the next turn's cue or the round's end was announced, or a play was announced
        after it (the play names the player: QA26 N2, "Bob." then "Bob: Investigators."
        with the voice 20 s behind). A cue that says the deck count (``counted``), which
        the play does not say, is dropped only once a later turn's cue or the round's end
        has begun to be said (:attr:`_turn_lines`; docs/voice.md), not once given to the
        voice behind it (fresh QA58 MEDIUM-2: "Carol's turn. 2 cards left." went unsaid,
        Eve's turn read before the voice came to it, while Carol's check lines after it
        were said). Called from the voice's thread: it reads numbers and the voice's own
        handles, not the tracker."""
        if counted:
            at = len(self._turn_lines)  # this cue's own line goes there, the later after
            return lambda: any(line is not None and line.begun()
                               for line in self._turn_lines[at + 1:])
        turns, played = self._turns, self.played_since()
        return lambda: self._turns != turns or played()

    def played_since(self) -> Callable[[], bool]:
        """A ``stale()`` true once a card play is announced after now: for a line the first
        play makes needless (a turn's cue, the seat markers seen). Reads one number: safe on
        the voice's thread."""
        plays = self._plays
        return lambda: self._plays != plays

    def taken_since(self) -> Callable[[], bool]:
        """A ``stale()`` true once the tracker takes an input after now (not refused, not
        an undo): for a refusal of a card laid before the awaited one. Reads one number:
        safe on the voice's thread."""
        taken = self._taken
        return lambda: self._taken != taken

    def zone(self, seat: int) -> "tuple[int, int] | None":
        """``(round, cards in the zone)`` of ``seat`` (0-based) after the last input applied
        (:attr:`zones`; ``None`` before the game starts): read on either thread."""
        zones = self.zones
        return zones[seat] if seat < len(zones) else None

    def zone_changed(self, seat: int) -> Callable[[], bool]:
        """A ``stale()`` true once ``seat``'s zone (0-based) holds another number of cards
        after an input applied (a card entered there or undone), or the round changed: for
        a line asking for a card there. Reads :attr:`zones`, set on the main thread: safe
        on the voice's thread (review of session 34: a trial of a card there, the tracker
        changed in place, made the zone look grown)."""
        now = self.zone(seat)
        return lambda: self.zone(seat) != now

    def zone_lost(self, seat: int) -> Callable[[], bool]:
        """A ``stale()`` true once ``seat``'s zone (0-based) held fewer cards than now after
        an input applied (a card there undone, even if another was laid there since), or
        the round changed; not once cards are laid on it: for a line about the zone's newest
        card (fresh QA59 MEDIUM-5: the count line of Enter's card, stale by
        :meth:`zone_changed` once the cards held behind it were taken, Dan's Musician
        laid on his Tommy Gun, was dropped unsaid by a voice a line behind). Reads
        :attr:`zones` and the append-only :attr:`zone_cuts`: safe on the voice's thread."""
        now, cuts = self.zone(seat), len(self.zone_cuts)

        def lost() -> bool:
            zone = self.zone(seat)
            if now is None or zone is None or zone[0] != now[0]:
                return True
            return any(s == seat and (r != now[0] or n < now[1])
                       for s, r, n in self.zone_cuts[cuts:])
        return lost

    def zones_unchanged(self, seats, zones) -> bool:
        """Whether each zone of ``seats`` (0-based) is still as ``zones`` (each as
        :meth:`zone` gave it then) noted it: no card taken there since, nor undone, the
        round the same (an Enter prompt's zones: not answered since)."""
        return all(self.zone(s) == z for s, z in zip(seats, zones))

    def _note_zones(self) -> None:
        """:attr:`zones`, :attr:`round_over` and :attr:`waited` from the tracker as it is
        now (main thread)."""
        if not self.tracker.started:
            self.zones, self.round_over, self.waited = (), False, (None, None)
            return
        view = self.tracker.view()
        zones = tuple((view.round, len(s.zone)) for s in view.seats)
        # each zone that lost cards (an undo, a new round), for :meth:`zone_lost`
        self.zone_cuts.extend((seat, *zone) for seat, (zone, old) in enumerate(
            zip(zones, self.zones)) if zone != old and (zone[0] != old[0] or zone[1] < old[1]))
        self.zones = zones
        self.round_over = bool(view.round_winners or view.game_winners)
        self.waited = self.tracker.waiting()[:2]

    def question_closed(self, question: TableEvent) -> Callable[[], bool]:
        """``stale()`` of ``question`` (or of a line about it): true once it is no longer
        the open question (answered by key, or settled by the cards read since): the live
        tracker's, even while a state key answers with the table as heard
        (:func:`~companion.app.as_heard.as_heard`; read on the voice's thread). A
        ``holder`` question another replaced while still open is not closed: it waits
        behind that one, asked again once it closes
        (:attr:`~companion.tracker.tracker.Tracker.holder_waiting`; review of qh63,
        MEDIUM: Bob's "who took the Stowaway Eggs?", not said yet when Cy's card asked
        about Ann's Fed, was dropped unsaid)."""
        def closed() -> bool:
            tracker = self._live or self.tracker
            return tracker.question is not question and tracker.holder_waiting is not question
        return closed

"""A card seen on an entered play as a hand lifts tells the entry's forced discard
(session 71, hold71; fresh QA69 M1).

Cards of other zones laid before a play entered by key, while the table waits for that
play's forced discard (:data:`~companion.app.laid_before.ENTRY_EFFECTS`), are each the
discard or a later play, the discard unread: they are asked ("Laid before Bob's play was
entered: the Tommy Gun (0) in Carol's zone. Is it the discarded card, or a later play?",
:meth:`~companion.app.laid_before.LaidBefore._ask_before_entry`). handC (the d491 demo with
a hand over Bob's zone), Enter 5 (The Musician, the right rank) for Bob's play under the
hand, Carol's Tommy Gun read before that entry; the hand lifted, one picture made Bob's
Musician (the entered card's report) and his Sailor right on it stable; after the true
plus 2 ("no, still in") the table asked the Tommy Gun so and held Carol's Necronomicon and
the Sailor behind it: round 1 waited for the player's Enter.

The lift tells the order (ord's rule, :meth:`~companion.app.zone_order.ZoneOrder.
_older_first`'s ``behind``): the card laid right on the entered play, in that picture, is
its player's next card, so the turns between were played after the entered play, whenever
the player pressed Enter. When the tracker takes, one after the other (:meth:`~companion.
tracker.trials.Trials.takes_in_turn`), the cards laid before the entry, then the round's
other cards of other zones held since, laid before the lifted card, then the lifted card,
the cards laid before the entry are given in that order, each as a refused card is
(:meth:`~companion.app.left_given.LeftGiven._give_left`, with its check: "Carol discards
the Tommy Gun. It lay there before this turn: check it."); the stall's kept cards follow in
their order. Not while a card told unread is owed in a zone (the discard may be it), nor
behind an open question. Tried once per lift: a card the table does not take then (its
order against its zone's cards not told in that picture: :mod:`companion.app.
taken_place`) is asked as before. Rules: seed 001 (turn order; The Musician's discard).

:class:`EntryLifted`, a mixin of :class:`~companion.app.differs_hold.DiffersHold` (the live
table's ``session``, ``left_cards``, ``stall``, ``_same_picture_zone``, ``_entry_held``,
``_give_left``, ``_unread_waits``); the stall's release asks it first (:meth:`~companion.
app.stall_release.StallRelease._stall_release`). No I/O.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

from companion.app.laid_before import ENTRY_EFFECTS
from companion.app.live_cards import card_observation
from companion.tracker.observations import ObservationError

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Lift:
    """A card made stable right on another card of its zone in one picture: ``round``;
    ``seat`` (0-based) of the zone; ``event``: the card on it (:class:`vision.records.
    CardAppeared`); ``under``: the key of the card under it, as the tracker holds it."""

    round: int
    seat: int
    event: object
    under: str


class EntryLifted:
    """The cards laid before an entered play given as the lift tells (module docstring)."""

    #: the last lift noted (:meth:`_note_lift`), else ``None``
    entry_lift: Lift | None = None

    def _note_lift(self, event) -> None:
        """The camera card ``event`` (seat 1-based), new in this picture: noted as a
        :class:`Lift` when the same picture made the card right under it in its zone
        stable (``index_in_zone`` one lower), read there as the card the tracker holds at
        that place (the entered play's report, or a card the tracker took from that
        picture: handB, Bob's Sailor on his Musician, both on his entered Entertainer)."""
        if event.seat is None or not self.session.tracker.started:
            return
        view, seat = self.session.tracker.view(), event.seat - 1
        if seat >= len(view.seats):
            return
        zone = view.seats[seat].zone
        under = next((zone[e.index_in_zone] for e in self._same_picture_zone(event)
                      if e.index_in_zone == event.index_in_zone - 1 < len(zone)
                      and zone[e.index_in_zone] in e.candidates), None)
        if under is not None:
            self.entry_lift = Lift(view.round, seat, event, under)

    def _lift_first(self) -> None:
        """Once per picture, before the stall's kept cards are given: the cards laid before
        the entered play whose forced discard the table waits for (:meth:`~companion.app.
        laid_before.LaidBefore._entry_held`) given in the order the noted lift tells
        (module docstring), when the tracker takes them so."""
        lift, tracker = self.entry_lift, self.session.tracker
        if lift is None:
            return
        view = tracker.view()
        if view.round != lift.round:
            self.entry_lift = None
            return
        kind, effect, play = tracker.waiting()
        if kind not in ENTRY_EFFECTS or effect != lift.seat or play != lift.under \
                or tracker.question is not None \
                or any(self._unread_waits(s) for s in range(len(view.seats))):
            return
        on = next((x for x in self.left_cards if x.event is lift.event and x.there), None)
        before = self._entry_held()
        if on is None or not before or any(x.entry_asked is not None for x in before):
            # asked already ("Laid before Bob's play was entered: … Press Enter, then the
            # discarded card's rank"): the player's Enter answers it, not a later wait
            # (rev-hold71 HIGH: given here, Enter 0 went to Carol's Sanity check, "R'lyeh.
            # Carol fails. 14 cards left." "Bob wins the round…", false)
            return
        between = sorted((x for x in self.left_cards if x.round == lift.round and x.there
                          and x.open and x.event.seat is not None
                          and x.event.seat - 1 != lift.seat and x.laid_t < on.laid_t
                          and all(x is not y for y in before)), key=lambda x: x.laid_t)
        try:
            told = tracker.takes_in_turn([card_observation(x.event.seat, x.event.candidates)
                                          for x in (*before, *between, on)])
        except ObservationError:
            told = False
        if not told:
            return
        # tried once: a card refused now (its order against its zone's cards not told in
        # this picture: taken_place) is asked as before; tried again later, a card laid
        # since went first (handB's real video, Carol's Sanity check Investigators said as
        # her play, her Necronomicon lost)
        self.entry_lift = None
        # the stall set aside meanwhile: its kept cards, laid after these, go after them
        # (given first by a card's own release, the Necronomicon was "Carol discards")
        stall, self.stall = self.stall, None
        try:
            for left in before:
                if all(left is not x for x in self.left_cards) \
                        or not self._give_left(left, tracker.view(), behind=True):
                    break
                log.info("camera: %s in seat %d given before %s, laid on the entered play",
                         left.event.candidates, left.event.seat, lift.event.candidates)
        finally:
            if self.stall is None:
                self.stall = stall


__all__ = ["EntryLifted", "Lift"]

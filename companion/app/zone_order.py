"""Cards given in the order laid when a key and a new card come together.

A card refused as laid before the awaited one ("The Urchin by Dan? Waiting for Alice's
play.") is left in its zone, watched (:class:`~companion.app.left_cards.LeftCard`) and
given once per picture, after the picture's new cards
(:meth:`~companion.app.left_cards.LeftCards._left_cards`), when the table waits for a card
in its zone. When a key moves the table to that zone (an answer, a card entered by Enter
and its rank) and the first picture after it makes a later card of the same zone stable,
the later card was given first: fresh QA56 HIGH-3 (6 players, arkham-classic, es, busy, demo
seed 209, round 4): Dan's Sanity check card, The Urchin, refused while the table waited
for Alice's play; Carol's question answered by plus 2; Dan's play, The Boxer, read in the
next picture, was said as the check's card ("El Boxeador. Dan supera la prueba. Quedan 9
cartas."), the Urchin then "not counted, laid before The Boxer" and later said as his
play. The zone's order was known (each left card's ``laid_t``).

So a new camera card is given only after the left cards of the round laid before it, still
seen at their place, that the table takes now, the way the picture's watch of the left
cards gives them (:meth:`~companion.app.left_cards.LeftCards._give_left`: awaited alone, or
fitting; its place in the round known). One the table does not take now stays left, as
before. Any zone's, not only the new card's: in the same run (HIGH-2), Bob's Dilettante and
Necronomicon were refused while Alice's first play was asked; after the late answer the
Dilettante was given, then Carol's Fed, laid after the Necronomicon, before it: no hand
followed the Dilettante, so it was said as Bob's knocked-out hand ("Bob queda fuera, con la
Diletante."; truth: his play, his hand the Necronomicon). Another zone's card laid before
the latest card the table took (or one entered by key) is given first only where the table
waits for its zone alone, never by a trial that fits it in some accounts (review of runc56:
laid out of turn, it is a later card; the new card's own zone's lies under it). Of the new
card's own zone, "laid before" is told by where the cards lie in its row, else by the order
first reported (:mod:`companion.app.row_order`; review of runc56 HIGH: Dan's check card read
late under glare, after the play laid beside it, refused, went first as the check's card).
Rules: seed 001 "Sanity check" (the check's cards are laid before the play); no new line is
said.

:class:`ZoneOrder`, a mixin of :class:`~companion.app.live.LiveTable`.
"""
from __future__ import annotations

import logging

from companion.app.card_place import (at_place, nearest, own_place, places, stable_place,
                                      stable_places)
from companion.app.live_cards import card_observation
from companion.app.row_order import laid_before, place_now, zones_in_order
from companion.tracker.observations import ObservationError

log = logging.getLogger(__name__)


class ZoneOrder:
    """The left cards laid before a new card given first (module docstring; a mixin: it
    uses the table's ``session``, ``watcher``, ``left_cards``, ``cleared_mid``,
    ``laid_taken``, ``entered_t``, and its ``_give_left``, ``_unread_waits``,
    ``_holds_all``, ``_laid_under``)."""

    def _older_first(self, event) -> None:
        """Before the new camera card ``event`` (:class:`vision.records.CardAppeared`, seat
        1-based, frame time ``t`` s) is given: give the left cards of the round laid before
        it and seen at their place in the last picture, that the table takes now, oldest
        first, each zone's in its row's order (:mod:`companion.app.row_order`;
        :meth:`~companion.app.left_cards.LeftCards._give_left`); one of another zone
        laid before the latest-laid card the table took, or a card entered by key, only
        while the table waits for a card in its zone alone, no question open (not by a
        trial fitting it in some accounts: review of runc56). Before a card made stable on
        a card of its zone in one picture (a hand lifted:
        :meth:`~companion.app.live_cards.CameraCards._read_on_under`), another zone's held
        card read before that picture is tried even behind an open question (``behind``,
        :meth:`~companion.app.left_cards.LeftCards._fits_now`; session 67, ord)."""
        reading = getattr(self.watcher, "last_reading", None)
        if event.seat is None or reading is None or not reading.readable \
                or self._holds_all():
            return
        tracker = self.session.tracker
        older = zones_in_order(self._older_left(event, reading), lambda x: x.event.seat,
                               lambda x: self._left_place(x, reading), lambda x: x.laid_t)
        for left in older:
            if all(x is not left for x in self.left_cards):
                continue  # given meanwhile, as the play the card before it was refused for
            alone = tracker.awaited_seats() == (left.event.seat - 1,) \
                and tracker.question is None and self.cleared_mid is None
            # (an entry of the pile under the new card bounds nothing: that card was laid
            # under the hand, before the entry; hc68, handC: Carol's Tommy Gun, read before
            # Bob's Musician was entered, is its discard)
            entered = float("-inf") if self._entry_under(event) else self.entered_t
            if not alone and left.event.seat != event.seat \
                    and left.laid_t < max(self.laid_taken, entered):
                # another zone's, laid before a card the table took (or entered) since: out
                # of turn, a later card; fitting some accounts (_fits_now), it would choose
                # them ahead of the new card (review of runc56: Carol's Boxer, laid before
                # Alice's Investigators, asked as Carol's hand ahead of Bob's play read with
                # it). The new card's own zone's is laid under it: its pile's order
                continue
            # on a card made stable with it (a hand lifted: _read_on_under), the new card
            # may have been laid after a card read before that picture: the held card goes
            # first even behind the question its pile's card opened (session 67, ord)
            behind = left.event.seat != event.seat and self._read_on_under(event) \
                and self._play_read_between(left, older, event)
            if self._give_left(left, tracker.view(), behind=behind):
                log.info("camera: %s in seat %d given before %s, laid after it",
                         left.event.candidates, event.seat, event.candidates)

    def _play_read_between(self, left, older: list, event) -> bool:
        """Whether the held card ``left`` (another zone's, read before the picture that made
        ``event`` stable on a card of its zone) may have been laid under ``event``'s pile:
        the table would take it, then the other zones' held cards after it in ``older``
        (:meth:`_older_first`'s, all read before that picture), then ``event``, each in
        turn (:meth:`~companion.tracker.tracker.Tracker.takes_in_turn`). ``event`` was laid
        before that picture: a play of its zone that must follow another player's play
        after ``left`` was laid after that play, so that play was read before the picture;
        none read, ``event`` lay there before ``left``, which is a later play (review
        rev-ord HIGH: Bob's Musician chose Bob, who discarded the Sailor under the hand;
        Carol's Tommy Gun, read before, was said as the Musician's discard, "Carol
        discards the Tommy Gun.", her Tommy Gun's Deep One as her play)."""
        after = older[next(i for i, x in enumerate(older) if x is left) + 1:]
        cards = [left, *(x for x in after if x.event.seat != event.seat
                         and any(x is y for y in self.left_cards))]
        try:
            return self.session.tracker.takes_in_turn(
                [*(card_observation(x.event.seat, x.event.candidates) for x in cards),
                 card_observation(event.seat, event.candidates)])
        except ObservationError:
            return False

    def _older_left(self, event, reading) -> list:
        """The left cards :meth:`_older_first` may give before ``event``: of the round in
        play, in a zone (none behind a card told unread there), laid before it (of its zone:
        by the row, :func:`~companion.app.row_order.laid_before`), still there
        and seen in ``reading`` (the last picture), waiting to be given (none of old, held,
        kept, counted, dealing, claimed, undone), and no card of their zone laid after them
        taken since (left out and said by the picture's watch:
        :mod:`companion.app.laid_before`)."""
        view = self.session.tracker.view()
        new = self._event_place(event, reading)
        # its name read at more places of its zone than the left cards and the tracker's
        # own cards there account for (a copy read a moment): the time first reported
        # would decide (low69): not first. An older copy the tracker holds is no such copy
        # (rev-low69, HIGH: Bob's Boxer by an older one, his refused check card not given
        # first: the Boxer taken as his check card, "Not counted: The Urchin …")
        zone = view.seats[event.seat - 1].zone \
            if event.seat is not None and event.seat <= len(view.seats) else ()
        held = sum(zone.count(k) for k in set(event.candidates))
        copies = new is None and len(self._event_places(event, reading)) > held + 1
        return [left for left in self.left_cards
                if left.event.seat is not None and left.round == view.round
                and left.event.seat <= len(view.seats)
                and not self._unread_waits(left.event.seat - 1)
                and left.there and left.open and not left.kept
                and self._seen_for_order(left, reading)  # (or in the hold's picture: hcfix68)
                and (not copies and laid_before(self._left_place(left, reading),
                                                left.laid_t, new, event.t)
                     if left.event.seat == event.seat else left.laid_t < event.t)
                and self._laid_under(left) is None]

    def _event_place(self, event, reading):
        """Where the new camera card ``event`` lies in ``reading`` (a
        :class:`~companion.app.card_place.Place`): the one place of its name(s) in its zone
        that is no left card's (:attr:`~companion.app.left_cards.LeftCard.place`); with
        copies read there, the one nearest the camera's newest stable card of its name in
        its zone, its own track (:func:`~companion.app.card_place.own_place`, as a left
        card's place is found: fresh QA65 HIGH-2); ``None`` when that does not tell which
        (not seen; copies with no stable card to tell, a stand-in camera). Rev-low69, HIGH:
        Bob's late Sanity check card, an Investigators, read beside his older
        Investigators: its place unknown, his refused play, The Boxer, laid after it, was
        "Not counted: … laid before the Investigators" by the time first reported. A card
        held as it was made stable (:attr:`held_places`) keeps the place it had then, the
        one nearest it now (rev-ord70 MEDIUM: Bob's check card, held by a lone minus, took
        the place of a copy made stable after it, the newest, and his Boxer, refused
        before it, was said as his check card)."""
        seen = self._event_places(event, reading)
        if len(seen) < 2:
            return seen[0] if seen else None
        noted = next((p for e, p in self.held_places if e is event), None)
        if noted is not None:  # held: its own place, noted as it was made stable
            return nearest(seen, noted)
        stable = stable_places(self.watcher)
        if stable_place(stable or (), event.seat, event.candidates) is None:
            return None
        return own_place(reading, stable, event.seat, event.candidates, [
            x.place for x in self.left_cards if x.event is not event
            and x.event.seat == event.seat and set(x.event.candidates) & set(event.candidates)])

    #: the cards held as they were made stable (:attr:`~companion.app.live.LiveTable.
    #: choice_held`) and their own places then: ``((CardAppeared, Place), …)``
    #: (:meth:`_note_held_places`)
    held_places: tuple = ()

    def _note_held_places(self, events) -> None:
        """Before ``events`` (:class:`vision.records.CardAppeared`, made stable by the last
        picture) are held (``choice_held``): each one's own place in that picture noted
        (:meth:`_event_place`: there, the camera's newest stable card of its name in its
        zone is itself), kept while it is held (:attr:`held_places`). Given later, copies
        made stable since do not take its place (rev-ord70 MEDIUM)."""
        reading = getattr(self.watcher, "last_reading", None)
        kept = [(e, p) for e, p in self.held_places
                if any(e is x for x in self.choice_held)]
        for event in events:
            place = self._event_place(event, reading) if event.seat is not None else None
            if place is not None:
                kept.append((event, place))
        self.held_places = tuple(kept)

    def _event_places(self, event, reading) -> list:
        """The places in ``reading`` of ``event``'s name(s) in its zone that are no other
        left card's (:meth:`_event_place`)."""
        return [p for p in places(reading, event.seat, event.candidates)
                if not any(x.event is not event and x.event.seat == event.seat
                           and set(x.event.candidates) & set(event.candidates)
                           and at_place([p], x.place) for x in self.left_cards)]

    @staticmethod
    def _left_place(left, reading):
        """Where ``left`` (a :class:`~companion.app.left_cards.LeftCard`) lies in
        ``reading`` (:func:`~companion.app.row_order.place_now`)."""
        return place_now(reading, left.event.seat, left.event.candidates, left.place)

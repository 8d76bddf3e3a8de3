"""A left card back: taken again, laid before a later one, a dealing card back, one come back
or moved here, and what is said of it. A part of
:class:`companion.app.left_cards.LeftCards` (:class:`LeftBack`), split from
:mod:`companion.app.left_cards` by job (rf69).
"""
from __future__ import annotations

import logging

from companion.app.card_place import at_place, nearest, places
from vision.records import CardAppeared

log = logging.getLogger(__name__)


class LeftBack:
    """The left cards back, in :class:`~companion.app.left_cards.LeftCards` (a
    mixin: it uses what :class:`~companion.app.left_cards.LeftCards` uses)."""

    def _taken_again(self) -> None:
        """After minus twice took back an answer a refused card contradicted
        (:meth:`~companion.app.undo_key.UndoKey._undo_blamed`): each card refused before
        and taken now (``session.taken_again``) counts as the camera's report of it, and
        the left card it was is no longer watched, nor kept by a stall (else, given again
        where its zone's card is awaited, or once the stall moves, it would be counted
        twice: :meth:`~companion.app.stall.Stalls._stall_kept` keeps only watched cards).
        Each card taken before and refused now (``session.refused_now``: the wrong answer
        had let it in early) is watched as any card refused as early
        (:meth:`~companion.app.live_cards.CameraCards._card_appeared`), no longer counted
        as reported (review 39: the camera does not report it again, and the game waited
        for it forever)."""
        awaited = False
        for obs in self.session.refused_now:
            if obs.kind != "card" or obs.seat is None:
                continue
            self.known.undone(obs.seat, obs.cards)
            _, check, _ = self.session.read_as.get(id(obs), (obs, False, False))
            event = CardAppeared(seat=obs.seat + 1, candidates=tuple(obs.cards),
                                 index_in_zone=0, frame_index=0, from_stickers=check)
            self.early = event
            self._leave(event)
            later = self._before_later(obs)
            if awaited or not any(e.kind == "inconsistency"
                                  for e in self.session.tracker.trial(obs)):
                # awaited now (the cards read again moved the table): given next, and the
                # cards refused after it wait behind it, no stall asking for it
                awaited = True
                continue
            self._stall_note(next(x for x in self.left_cards if x.event is event))
            for left in later:
                if not left.kept:  # kept behind it too: given after it, in order
                    self._stall_note(left)
        view = self.session.tracker.view()
        for obs in self.session.taken_again:
            if obs.kind != "card" or obs.seat is None:
                continue
            zone = list(view.seats[obs.seat].zone)
            key = next((k for k in obs.cards if k in zone), None)
            if key is not None:
                zone.remove(key)
                self.known.played(view, obs.seat, obs.cards, zone)
            left = next((x for x in self.left_cards if x.event.seat == obs.seat + 1
                         and tuple(x.event.candidates) == tuple(obs.cards)
                         and not (x.old or x.held or x.counted or x.undone)), None)
            if left is not None:
                self._unleave(left.event)
                if self.early is left.event:
                    self.early = None

    def _before_later(self, obs) -> list:
        """The left card just watched for ``obs`` (``session.refused_now``, the newest of
        :attr:`left_cards`) is put before the left cards of the inputs read after it and
        still refused (``session.still_refused``), returned: left cards are taken in their
        order, and it was laid first (fresh QA65 HIGH-1: after the entry undone, Carol's Tommy Gun
        was taken before her Investigators: "Carol's Tommy Gun: The Sailor, from the
        deck", false)."""
        session = self.session
        k = next(i for i, x in enumerate(session.refused_now) if x is obs)
        later = [x for x, before in session.still_refused if before > k]
        left = self.left_cards[-1]
        after = [x for x in self.left_cards[:-1] if x.round == left.round and any(
            x.event.seat == y.seat + 1 and tuple(x.event.candidates) == tuple(y.cards)
            for y in later)]
        if after:
            self.left_cards.insert(self.left_cards.index(after[0]), self.left_cards.pop())
        return after

    def _deals_back(self, event) -> bool:
        """Whether ``event`` is a card held for the next round, kept though taken away
        (:meth:`_deals_stays`), seen again at its own place: it is watched again as that
        card (its event), not held a second time."""
        reading = self.watcher.last_reading
        for left in self.left_cards:
            if left.deals and not left.there and left.event.seat == event.seat \
                    and set(left.event.candidates) & set(event.candidates) \
                    and at_place(places(reading, event.seat, event.candidates), left.place):
                left.event, left.gone_t, left.unseen, left.unseen_t = event, None, 0, None
                return True
        return False

    def _came_back(self, event) -> str | None:
        """Whether the card the camera reports (``event``) is an old card that counted as
        taken away less than :data:`RETURN_S` ago, seen again at its own place with its
        identity (a hand lifted from it: QA21 #1). ``"old"``: it is that card, watched
        again as before, held if its hold is still on (else left out,
        :attr:`LeftCard.old`); :meth:`_say_back` says it. It is, when no play of its zone
        is awaited, or when another such card is back too (one turn's play is one card: a
        hand lifted shows all it hid). ``"check"``: alone, where a play is awaited, it may
        be that play (another copy laid just there): taken, with "It lay there before this
        turn: check it." (no play is lost), unless it was taken away while still covered
        (:attr:`LeftCard.under`: it never showed bare table); an undone play
        (:attr:`LeftCard.undone`) there is a plain play (``None``). ``"moved"``: a card of its
        zone that the camera knows, moved (:meth:`_moved_here`). ``None``: no such card."""
        reading = self.watcher.last_reading
        if event.seat is None or reading is None:
            return None
        if self._moved_here(event, reading) or self._deals_back(event):
            return "moved"
        left = next((x for x in self.left_cards if not x.there and not x.kept and not x.deals
                     and x.event.seat == event.seat
                     and set(x.event.candidates) & set(event.candidates)
                     and at_place(places(reading, event.seat, event.candidates), x.place)),
                    None)
        if left is None:
            return None
        others = self.back or any(
            not x.there and not x.kept and x is not left and at_place(
                places(reading, x.event.seat, x.event.candidates), x.place)
            for x in self.left_cards)
        if not others and not left.under \
                and event.seat - 1 in self.session.tracker.awaited_seats():
            self.left_cards.remove(left)
            # an undone play laid again: this turn's play, nothing to check (QA23 #10)
            return None if left.undone else "check"
        left.event, left.gone_t, left.unseen, left.unseen_t = event, None, 0, None
        if left.held and self.held_at is None and self.held_said is None:
            back = self.hold_gone
            if back is not None and back[2] == self.session.applied:
                self.held_at, self.held_said = back[0], back[1]  # nothing played since
                self.held_entry = self._last_entry()
            else:
                left.held, left.old = False, True
        self.back.append(left)
        log.info("camera: %s in seat %d is the old card back", event.candidates, event.seat)
        return "old"

    def _moved_here(self, event, reading) -> bool:
        """Whether the card the camera reports (``event``, seat 1-based) is a card of its
        zone it reported before, moved: that card is not read where it lay, its place
        shows bare table (``reading.places``, not a hand over it), and the new report is
        the only card of its name near it (:meth:`vision.stabilize.Stabilizer.moved_away`).
        Then nothing is said: a left card (held, old, refused) is watched at its new place,
        a play stays the play. QA23 #7: an old card put down 7 cm away after a hand lifted
        was refused as out of turn, then taken as the next play; #8: a play slid back 4 cm
        to where an old card had lain was said "The old card is still there". Not a card
        gathered with a table seen cleared at the round's end: one laid since is new
        (:meth:`~companion.app.cleared_cards.ClearedTable._gathered_card`, QA46b HIGH); nor,
        after rounds lost (:attr:`~companion.app.live.LiveTable.lost_next`), once the table
        read gathered (:attr:`~companion.app.live_deal.Gathered.done`): the camera's cards
        are the lost rounds', all taken away (the r6b replay, session 54: round 4's first
        card, Carol's Boxer, read near her round-1 Boxer, was never dealt)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is None:
            return False
        bare = {p.card_id for p in getattr(reading, "places", ()) if p.state == "bare"}
        moved = [i for i in stabilizer.moved_away(event.seat, event.candidates) if i in bare]
        if not moved or self._gathered_card(moved) or self.lost_next and self.gathered.done:
            # none moved, or gathered with the table (or after rounds lost, the table read
            # gathered: every card the camera holds is theirs): a new card laid
            return False
        left = next((x for x in self.left_cards if x.there and x.event.seat == event.seat
                     and set(x.event.candidates) & set(event.candidates)), None)
        if left is not None:
            if self.early is left.event:
                self.early = event
            left.event, left.unseen, left.unseen_t = event, 0, None
            left.place = nearest(places(reading, event.seat, event.candidates), left.place)
        log.info("camera: %s in seat %d is a known card moved", event.candidates, event.seat)
        return True

    def _say_back(self) -> None:
        """Say the old cards :meth:`_came_back` found with one picture, zone by zone."""
        if self.back:
            events, self.back = [left.event for left in self.back], []
            self.session.tell("app.old_cards_back", count=len(events),
                              zones=self._zones(sorted(events, key=lambda e: e.seat)))

"""The cards the camera made stable in one picture taken in order (:meth:`CardsOrder._cards_appeared`:
a knocked-out hand before the next play, clockwise), an owed hand, the start's held cards,
a card refused as laid early given again once it fits, and the observation of a card read
(:func:`card_observation`). A part of :class:`companion.app.live_cards.CameraCards`
(:class:`CardsOrder`), split from :mod:`companion.app.live_cards` by job (rf69).
"""
from __future__ import annotations

import logging

from companion.app.unread_under import tell_unread_under, waited_first, waits_for_unread
from companion.tracker.observations import Observation, ObservationError

log = logging.getLogger(__name__)


def card_observation(seat_1based: int | None, candidates: tuple[str, ...]) -> Observation | None:
    """The tracker observation for a card the camera saw (``None`` outside every zone).

    Several candidates (an ambiguous read such as R'lyeh / Stowaway Eggs) are passed on:
    the tracker decides from context or asks.
    """
    if seat_1based is None or not candidates:
        return None
    return Observation("card", seat_1based - 1, tuple(candidates))


class CardsOrder:
    """The order of one picture's cards in :class:`~companion.app.live_cards.CameraCards`
    (a mixin: it uses what :class:`~companion.app.live_cards.CameraCards` uses)."""

    def _cards_appeared(self, events, wait: bool = True) -> None:
        """The cards one picture made stable, to the tracker one by one: those in a zone
        whose knocked-out hand the table may wait for come first (:meth:`Tracker.hand_seats
        <companion.tracker.tracker.Tracker.hand_seats>`), then the others; each group
        clockwise from the player of the card being resolved (else the active player), one
        zone's cards in the camera's order. A hand is laid at once, so a hand and the next
        play seen in one picture were laid in that order (QA F1: Carol's play went first and
        Alice's hand, after her lost Boxer compare, was taken as her own next play). An old
        card seen again at its place, back from under a hand, is not given, nor a card the
        camera knows, moved (:meth:`~companion.app.left_cards.LeftCards._came_back`, QA21
        #1, QA23 #7). While the session's own list waits for its answer
        (:meth:`~companion.app.live_keys.LiveKeys._choice_waits`), or the undo's question
        does (:meth:`~companion.app.live_keys.LiveKeys._undo_waits`), they wait, kept in
        :attr:`choice_held`, and come with the first picture after (QA30 #4: a card read
        closed the correction list the player was answering; session 30, QA31: the undo's
        question, closed by the next card, and minus twice undid that card); so too while
        one would be an effect's forced discard and another zone it may have chosen shows a
        card pending unread (:func:`~companion.app.unread_under.waits_for_unread`, review of
        runc54); not when ``wait`` is false (:meth:`_take_held`). A play read over a card
        glimpsed in its zone holds them all until that card is read or gone, then goes
        first in the order laid (:meth:`~companion.app.glimpse_play.GlimpsePlay.
        _glimpse_play`; fresh QA57 HIGH-2)."""
        self._differs_release()  # the cards held on a card read otherwise (differs_hold)
        self._note_in_play()  # before this picture's cards (MiddleCards.played_t)
        self._pile_answered()  # answer 2 refused: its card watched (review of q60e)
        if events or self.choice_held:
            if wait and (self._cards_wait()
                         or waits_for_unread(self, [*self.choice_held, *events])):
                self._note_held_places(events)  # their own places (zone_order)
                self.choice_held.extend(events)
                return
            events, self.choice_held = [*self.choice_held, *events], []
        # a told card an Enter for another settled, still unread there: told again
        self._tell_again(events)  # (told_again; fresh QA59 HIGH-3), the cards wait
        # a play read over a card glimpsed in its zone waits for it (glimpse_play)
        kept, events = self._glimpse_play(events, final=not wait)
        tracker = self.session.tracker
        batches = waited_first(self, events)  # before the wait ends (unread_under)
        self._log_table_back(events)  # a resumed log's table read back: no clear
        check = []  # old cards back alone where a play is awaited: plays to check
        if tracker.started:  # an old card back from under a hand is no play (QA21 #1)
            back = {id(e): self._came_back(e) for e in events}
            events = [e for e in events if back[id(e)] not in ("old", "moved")]
            check = [e for e in events if back[id(e)] == "check"]
            self._say_back()
            # a knock-out not stated over a card the camera cannot read (fresh QA53 r1)
            tell_unread_under(self, events)
        self.unread_under = None  # the cards given: no wait
        self.fresh = [*kept, *events]
        asked = tracker.question  # a question one of these cards raises is said once
        for event in kept:  # laid before the others, in its zone's order (glimpse_play)
            self._card_appeared(event, kept=True, laid_t=event.t)
        for batch in batches:
            self._take_cards([e for e in batch if any(e is x for x in events)], check, asked)
        self.quiet_question = None
        # more cards laid behind a missing one than its round had left (QA49 HIGH-1, r1),
        # or held behind a cleared table (fresh QA51 HIGH-5: hold_lost)
        self._stall_past_round() or self._hold_past_round()
        self._relaid_due()  # a card held after an undone deal (relaid_round)

    def _owed_hand(self, obs, first_read: bool = True) -> bool:
        """Whether the zone card ``obs`` (a ``card`` observation) is the knocked-out hand
        its seat owes past the round's end (:meth:`Tracker.takes_owed_hand
        <companion.tracker.tracker.Tracker.takes_owed_hand>`; the round ended at that
        knock-out, one player left: :func:`companion.tracker.flow.round_over_owed`), laid
        before the table was read gathered (:attr:`~companion.app.live_deal.Gathered.done`:
        then a card is the next round's, and the deal says "Bob's hand was not read.").
        Given to the tracker as that hand, not taken as the next deal's first card (fresh
        QA60 HIGH-1). Not a card ``first_read`` (first reported in this picture: neither
        kept from before, nor refused before and given again) when the table was seen
        cleared before the round's end (:attr:`~companion.app.live.LiveTable.cleared_mid`,
        then :attr:`~companion.app.live.LiveTable.cleared_end` once a key settled it): the
        hand, laid at the knock-out (seed 002 "Out of the Round"), was gathered with the
        table, so a card first read since was laid after the clear: held behind the cards
        held for the next deal, or dealing it (guide-helper §12; fresh QA63 HIGH-3: Bob's
        round-2 Investigators, read the picture after Enter gave his round-1 Cthulhu, was
        said "Bob's hand: the Investigators. Check it.", and round 2 went wrong). A card
        kept from before the clear (a play held behind the order asked: glimpse_play) may
        still be that hand; so may any once half the cards held at a clear not sure are read
        back at their places (a cloth, an arm: :meth:`~companion.app.cleared_cards.
        ClearedTable._cleared_back`; review of hc63)."""
        round_ = self.session.tracker.view().round
        return self._round_over() and not self.gathered.done \
            and not (first_read and round_ in (self.cleared_mid, self.cleared_end)
                     and not self._cleared_back(round_)) \
            and self.session.tracker.takes_owed_hand(obs)

    def _take_cards(self, pending: list, check: list, asked) -> None:
        """:meth:`_cards_appeared`'s cards ``pending`` to the tracker one by one (emptied),
        ``check`` those back alone where a play is awaited, ``asked`` the tracker's
        question before them."""
        tracker = self.session.tracker
        while pending:
            if tracker.question is not asked:
                self.quiet_question = tracker.question
            if len(pending) > 1 and tracker.started:  # again after each card taken
                pending.sort(key=self._taking_order())
            # one the table would refuse waits for the others (QA13b N4: the cards laid
            # while the camera was lost came back together, the first one refused aloud)
            # (not a card on an entered card's place before the card there: entered_under)
            first = [e for e in pending if not self._under_entered_first(e, pending)]
            event = next((e for e in first if len(pending) == 1 or self._fits(e)),
                         first[0])
            pending.remove(event)
            self._card_appeared(event, early=any(e is event for e in check))

    def _laid_since_resume(self, event) -> bool:
        """Whether ``event`` (a :class:`vision.records.CardAppeared`) was laid after the
        resume on a card its zone showed then (:meth:`ResumeLayout.laid_over
        <companion.app.resume_layout.ResumeLayout.laid_over>`): a new card, never one the
        resumed log holds (fresh QA53 r5)."""
        laid = self.resume_layout.laid_over(event, getattr(self.watcher, "last_reading", None),
                                            self.session.tracker.view().round)
        if laid:
            log.info("camera: %s in seat %d laid on the resumed table", event.candidates,
                     event.seat)
        return laid

    def _take_held(self) -> None:
        """The cards kept in :attr:`choice_held` (read while the session's list or the
        undo's question waited) go to the tracker now, waiting no more: the pictures have
        ended, or the session stops (``q``, ``--duration``), and no picture comes after
        to bring them (review of session 30: the card was lost, never logged, though the
        goodbye said the session saved; or said after the end line). Their news goes
        ahead of the end line and the goodbye. So do the cards held behind a play read
        over a glimpsed card (:mod:`companion.app.glimpse_play`). A lone minus that held
        them for its second (:meth:`~companion.app.key_waits.KeyWaits._cards_wait`) is
        cancelled first, and said so ("Cancelled.", as when its wait runs out: docs/keys.en.md):
        the pair can no longer act on what was heard when it began (fresh QA69 L7: the
        pictures ended 1.8 s after it, the Necronomicon held, and no "Cancelled." ever)."""
        if self.choice_held and self.reader.pending == "-":
            self.reader.pending = None
            self.session.tell("app.cancelled")
        if self.choice_held or self.play_glimpse is not None:
            self._cards_appeared([], wait=False)

    def _taking_order(self):
        """The sort key of :meth:`_cards_appeared` (and of the cards held for the next
        round laid in one picture, :meth:`~companion.app.live_deal.NextDeal._deal_held`)
        for the table as it is now: between rounds, clockwise from the next round's first
        player (``state.first``, the winner: RULINGS A11), not from the ended round's last
        play, still noted (QA46b HIGH: Carol's Musician, laid with Bob's Investigators,
        dealt round 4, Bob's turn, and was refused)."""
        tracker = self.session.tracker
        hands, state = set(tracker.hand_seats()), tracker.state
        # between rounds: from the next round's first player (QA13b N5)
        if self._round_over():
            first = state.first
        else:
            first = state.play.seat if state.play is not None else (
                state.active if state.active is not None else state.first)

        def order(e):
            if e.seat is None:
                return (2, 0)
            return (e.seat - 1 not in hands, (e.seat - 1 - first) % state.players)
        return order

    def _fits(self, event) -> bool:
        """Whether the tracker would take ``event``'s card now without refusing it as not
        awaited: cards laid while the camera was lost come back in one picture, and the
        first tried was refused aloud though the next made it right (QA13b N4)."""
        obs = card_observation(event.seat, event.candidates)
        tracker = self.session.tracker
        if obs is None or not tracker.started or obs.seat >= len(tracker.names) \
                or self._round_over():
            return True
        refused = self._not_awaited()
        try:
            return not any(e.kind == "inconsistency" and e.value in refused
                           for e in tracker.trial(obs))
        except ObservationError:  # the real attempt says what is wrong
            return True

    def _not_awaited(self) -> tuple[str, ...]:
        """The inconsistencies (``value``) that refuse a camera card as not awaited, a card
        laid behind a missing one (:mod:`companion.app.stall`): ``unexpected``; at a
        showdown also ``too_many_copies``, a next round's card laid on the table not
        gathered (QA46 HIGH-1: Carol's revealed hand never read, "Check Carol's zone: the
        Nightgaunt again?" for each of round 4's cards, nothing asked for her hand)."""
        if self.session.tracker.waiting()[0] == "showdown":
            return ("unexpected", "too_many_copies")
        return ("unexpected",)

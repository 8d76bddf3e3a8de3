"""The next round dealt by a card laid in a zone, after its deal was undone or
when it was never done (QA12 F8, QA13b N5): the card is taken as its first play
(:meth:`CardDeal._deal_on_card`). Once the round is over and no question about it open,
the cards held for the next round (laid while the deal waited for an answer, or after the
table was cleared in the middle of the round) are given in the order laid, the first
dealing it (:meth:`CardDeal._deal_held`). A part of :class:`companion.app.live_deal.NextDeal`
(:class:`CardDeal`), split from :mod:`companion.app.live_deal` by job (rf68b); the old
round's cards still on the table then: :mod:`companion.app.old_cards`.
"""
from __future__ import annotations

from companion.app.gathered_table import Gathered
from companion.app.live_cards import card_observation
from companion.app.undo_under import hint_answer_under
from companion.tracker import observations as o
from companion.tracker.observations import ObservationError


class CardDeal:
    """The deal by a card laid: a part of :class:`~companion.app.live_deal.NextDeal` (a mixin
    of :class:`companion.app.live.LiveTable` through it: it uses the table's attributes that
    class's docstring lists)."""

    def _deals_held(self) -> bool:
        """Whether cards of the round in progress are held for the next deal
        (:attr:`~companion.app.left_cards.LeftCard.deals`), the ones :meth:`_deal_held`
        gives: once the round is settled, a card first read before they are given was laid
        after them and waits its turn among them
        (:meth:`~companion.app.live_cards.CameraCards._card_appeared`; fresh QA54b HIGH B)."""
        round_ = self.session.tracker.view().round
        return any(left.deals and left.round == round_ for left in self.left_cards)

    def _starts_ahead_of_held(self, obs) -> bool:
        """Whether the zone card ``obs`` (a ``card`` observation, seat 0-based), first read
        once the round is settled while cards are held for the next deal
        (:meth:`_deals_held`), is the next round's first play while the first of them in
        the order laid is not (:meth:`Tracker.dealt_refuses
        <companion.tracker.tracker.Tracker.dealt_refuses>`; seed 002 "Starting the Next
        Round": the winner starts): the starter's first card, laid first and read late (a
        hand over it, a slow sticker), deals the round itself, as with no card held
        (review of held55: Carol's Urchin held behind Alice's Fed, "The Fed by Alice?
        Waiting for Carol's play." said); not while a card told unread is held
        (``unread_held``), which may be the starter's first."""
        tracker = self.session.tracker
        if self.unread_held:
            # a card told unread held too (unread_held): the starter's first may be it
            # (fresh QA51 run C: Carol's unread Investigators, her Sailor laid after the
            # held cards, then taken as her hand: "Carol is out, with The Sailor.")
            return False
        round_ = tracker.view().round
        held = _in_order_laid([left for left in self.left_cards
                               if left.deals and left.round == round_], self._taking_order())
        first = card_observation(held[0].event.seat, held[0].event.candidates) \
            if held else None
        try:
            return first is not None and not tracker.dealt_refuses(obs) \
                and tracker.dealt_refuses(first)
        except ObservationError:  # no deal to try (held as before)
            return False

    def _deal_held(self) -> None:
        """Once the round is over and no question about it open (:meth:`_deal_begun`), the
        cards held for the next round (:attr:`~companion.app.left_cards.LeftCard.deals`:
        laid while the deal waited for an answer, or after the table was cleared in the
        middle of the round), in the order laid, seen now or not (one lies under the next
        card laid on its pile, or under a hand): the first deals the next round and is its
        first play (:meth:`_deal_on_card`), the others are given after it while the table
        takes each (``_takes``), said as laid in their turn (plainly: QA48 MEDIUM-1, unless
        a card before it went otherwise), or while it holds every card
        (:meth:`~companion.app.stall.Stalls._holds_all`: the starter's first card told
        unread, held too, then told, as the deal is done): kept in the order laid, each
        given in its turn once that card is entered (fresh QA51 runs C and Cr: Dan's
        Boxer was held so, his hand, a second Boxer, and the next plays left; his hand
        was lost, "Dan is still in the game." said as fact); the first it would refuse,
        and those after it, stay left cards, taken in their turn (session 37, QA36 st7 by
        ear: Carol's Cultists, covered by her next card, was skipped; Alice's Deep One dealt
        round 2 and was refused, Carol's Sanity check's Musician taken as her play). The
        first deals before it is given: laid after the clear (or after the ended round's
        cards were checked), it is never one of that round's cards entered by key and first
        read now (:class:`~companion.app.known_cards.KnownCards`; fix38a: Carol's round-2
        Musician, named like R'lyeh's Musician entered in her zone, was dropped as that
        card and said left from the last round; round 2 lost). Those gathered with the
        table for a later deal are given too, in order
        (:meth:`~companion.app.left_cards.LeftCards._deals_stays`; QA46 HIGH-2): the round
        one deals ends when the tracker says so, and the next card then deals again. Held
        only for a question's answer that has the round go on instead
        (:meth:`~companion.app.left_cards.LeftCards._answer_goes_on`), they are the round's
        own, given in their turn, the first dealing none."""
        # taken away too: gathered with the table for the next deal (_deals_stays)
        held = [left for left in self.left_cards if left.deals]
        # none held: nothing to do (no deal tried on each picture while a question is open)
        goes_on = bool(held) and self._answer_goes_on(held)
        if not held or not goes_on and not self._deal_begun():
            return
        round_ = self.session.tracker.view().round
        held = _in_order_laid([left for left in held if left.round == round_],
                              self._taking_order())
        # gathered after they were laid, nothing held since (else _rounds_lost): the round
        # they deal was played and gathered while the companion waited (QA52b runC2)
        gathered = bool(self._played_gathers())
        if goes_on and gathered:
            # given back over a gathered table: a card laid after the gather is a later
            # round's (LostRounds._revived_gathered; int54: r6b54 with rev-revive54)
            self.revived_gather = (round_, self._played_gathers()[0])
        dealing, later = not goes_on, False  # the table as _deal_begun() just tried it
        gap = False  # a held card went otherwise (given early, or forgotten): doubt after it
        for i, left in enumerate(held):
            if all(x is not left for x in self.left_cards):
                gap = True
                continue  # taken meanwhile: given again after the card before it (early)
            if later:  # the table the card before it left
                dealing = self._deal_begun()
            later = True
            if not dealing and not self._takes(left.event) and not self._holds_all():
                for rest in held[i:]:
                    rest.deals = False  # a plain left card now: taken in its turn
                return
            if not dealing:  # a card told unread, held, laid before it (unread_held)
                self._unread_dealt(left.event.t)
            self._unleave(left.event)
            if self.early is left.event:
                self.early = None
            if dealing:  # laid after the round's cards: none of them (docstring)
                self._deal_on_card(left.event)
                if gathered and self.session.tracker.view().round == round_ + 1:
                    self.gathered_dealt, self.gathered_dealt_run = round_ + 1, None
            self._card_appeared(left.event, early=not dealing,
                                laid_t=None if gap else left.laid_t)
        self._unread_dealt()

    def _deal_on_card(self, event=None) -> None:
        """Deal the next round because a card was laid in a zone (with two players, also
        in the middle: the round's face-up cards) after its deal was undone (QA12 F8): the
        players dealt and began it, as at a real table; the card is then taken as its first
        play (or face-up card). Also when the round's deal was never done (QA13b N5). The
        dealing steps are said first, as on the cleared table (QA43 L1: a round dealt by
        its first card, the table never seen empty, began with no steps, said before the
        round before), but not again for a round whose undone deal is dealt again, nor for
        Enter's deal (``event`` ``None``: it says them itself); the camera is not reset:
        the old round's cards it no longer sees are forgotten (read again when laid again),
        those it still sees are said once and watched until taken away (module
        docstring). ``event``: the card that deals it (a held one is no old card)."""
        redeal = self.redeal_round is not None
        face_up, self.redeal_face_up = self.redeal_face_up if redeal else [], []
        if event is not None and event not in self.fresh:
            self.fresh = [*self.fresh, event]
        self.redeal_round = self.deal_held = None
        self.cleared = 0
        self.cleared_mid = None
        self.early = None
        self._forget_held_rounds()
        self._forget_cleared()  # before the old cards are looked for: none of them
        ended = self.session.tracker.view().round
        laid = [e for rnd, e in self.gathered_middle if rnd == ended and not redeal]
        self.gathered_middle = []
        if not redeal:
            self.fresh = [*self.fresh, *laid]  # no old cards: the new round's face-up cards
            self.gathered.note_deal(self._stable_places(), self.watcher.last_reading)
            old = self._old_cards()
        lying = not redeal and bool(old)  # the ended round's table, cards still seen
        gathered, self.gathered = self.gathered, Gathered()
        again: list = []
        if not redeal and not any(c[0] is not None for c in old) \
                and (laid or event is not None and event.middle):
            # a middle card gathered, read at its place, no pile read again (not arms over
            # the whole table: their cards back too), as the new round's face-up cards are
            # laid: a new face-up card, said with "Check it." (one left lying looks alike);
            # two or more back at their places were left lying (review of faceup52: "Face
            # up: The Fed." of round 1's face-up cards forgotten on the busy cloth)
            from vision.records import CardAppeared
            again = [c for c in old if gathered.middle_again(c)]
            again = again if len(again) == 1 else []
            old = [c for c in old if c not in again]
            again = [CardAppeared(seat=None, candidates=tuple(c[1]), index_in_zone=0,
                                  frame_index=0, middle=True) for c in again]
            laid += again
        steps = not redeal and event is not None
        said: list[bool] = []

        def guidance() -> None:
            said.append(True)
            self._deal_guidance()

        winners = self._winners_apart()
        # after the news of the round's end it tells (Tracker.card_deals), if any
        self.session.observe(o.new_round(), before_round=guidance if steps else None)
        if steps and not said and self.session.tracker.view().round == ended + 1:
            # dealt past the question that decides who won the round, the accounts kept
            # apart till the first card: no round start said, nor the steps with it
            # (review of deal45); the card's player one of the starters tells at once
            self._deal_guidance()
            starters = {h.active for h in self.session.tracker.hyps}
            if event.middle or event.seat is None or event.seat - 1 not in starters:
                self._first_card_tells(ended, winners)
        self._new_face_up(laid, doubt=again)
        if face_up and self.session.tracker.view().round == ended + 1:
            # the face-up cards undone with this deal, none said: taken back as the
            # camera read them, said now (review of u61)
            self.session._read_again(face_up)
        if not redeal and event is not None and not event.middle:
            old = self._laid_again(old, gathered, event)
        round_ = self.session.tracker.view().round
        for left in self.left_cards:  # laid in this round: the camera was not reset
            left.round = round_
            # the old round's own left cards (refused, not held for the deal) are old
            left.old = left.old or not (redeal or left.deals)
        if not redeal and old:
            self._say_old_cards(old, round_, event, gathered)
        if lying and event is not None and not gathered.done:
            # laid on the ended round's table, never gathered, right after an answer
            # ended it: that answer may be wrong (fresh QA64b MEDIUM-1)
            hint_answer_under(self.session)
        # a card told unread, held, laid before this one (companion.app.unread_held)
        self._unread_dealt(None if event is None else event.t)


def _in_order_laid(held: list, order) -> list:
    """The cards ``held`` for the next round (:class:`~companion.app.left_cards.LeftCard`)
    in the order laid: by the frame time each was first reported (s,
    :attr:`~companion.app.left_cards.LeftCard.laid_t`, not changed by a later report of
    it moved; a card the camera took for a gathered one, reported late, as laid when first
    read again: :attr:`~companion.app.cleared_cards.ClearedCards.back`), those the camera
    made stable in one picture (the same time) in turn order, sorted by ``order`` (the
    key of :meth:`~companion.app.live_cards.CameraCards._taking_order`, the next round's
    starter first). QA46b HIGH: Bob's Investigators
    and Carol's Musician, round 4's first plays, stable in one picture while round 3's
    showdown waited, were held Carol's first (the ended round's last player's turn on):
    her Musician dealt round 4 and was refused, "Waiting for Bob's play"."""
    return sorted(held, key=lambda left: (left.laid_t, order(left.event)))

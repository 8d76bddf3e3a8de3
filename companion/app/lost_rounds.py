"""Rounds the table played through while the companion waited (:class:`LostRounds`).

A round held up (the table cleared in its middle, a question about its end open) holds
the cards laid meanwhile for the next round (:attr:`~companion.app.left_cards.LeftCard.
deals`). A table that does not wait may play that next round to its end, gather it, and
go on: a gathered table after held cards (:meth:`LostRounds._note_held_gather`), then more
cards held, tells it. Once the held round settles, those held cards are no plays of the
round it deals: the first held after a gather belongs to a later round (QA49 HIGH-1, r3:
4 players, arkham, es, seed 53; round 1 settled three minutes late, round 2's held cards
had been gathered and partly forgotten, and round 3's Dilettante was said as round 2's
first play, "Alice is out." with it; r1: round 3's cards gave round 2 to Carol, won by
Dan). The companion then says plainly that it lost the rounds played meanwhile and that
the tokens on the table, not its own, are right (``app.rounds_lost``), gives none of the
held cards, and follows again from the next deal once the table is gathered
(:meth:`LostRounds._lost_until_gathered`): the round under way then had begun unseen.
When the answer resumes the held round instead (not over), its end was played and gathered
with the held cards unseen: it is ended unseen, no winner counted, and the companion
follows from the next deal alike (:meth:`LostRounds._revived_lost`, fresh QA53b r6b).
Once the table reads gathered, the cards the camera remembers unread are forgotten
(:meth:`LostRounds._forget_lost_tracks`): one laid again where one of its name lay is new.
The first card after the gather names the next round's starter, unless the previous
player's zone shows an old card, maybe his first play laid before: that round is lost too
(:meth:`LostRounds._starter_unsure`, next54).
"""
from __future__ import annotations

import logging
import math

from companion.app.card_place import at_place, places
from companion.app.live_deal import Gathered, run_on
from companion.app.lost_gather import gathered_after_loss
from companion.narration.narrate import token_words
from companion.tracker import observations as o

log = logging.getLogger(__name__)


class LostRounds:
    """The rounds lost while a round was held, in :class:`companion.app.live.LiveTable` (a
    mixin: it uses the table's ``session``, ``left_cards``, ``unread_held``, ``cleared_mid``,
    ``held_laid``, ``held_gathers``, ``held_gather_run``, ``lost_wait``, ``lost_next``,
    ``gathered_middle``, ``gathered`` and its ``_round_over``, ``_bare_picture``,
    ``_deal_begun``, ``_stable_places``, ``_unread_awaited``, ``_knocked_out_hand``,
    ``_hand_never_seen``, ``_round_played_past``, ``_leave``, ``_old_cards``,
    ``_card_names``, ``_watch_lost``)."""

    def _note_held_gather(self, reading) -> None:
        """Once a picture (``reading``, the watcher's last): readable pictures of a
        gathered table (:meth:`~companion.app.live_deal.NextDeal._bare_picture`) for
        :data:`~companion.app.live_deal.GATHER_RUN_S` of frame time and
        :data:`~companion.app.live_deal.GATHER_RUN_PICTURES` pictures, after a card was
        held for the next round (:attr:`held_laid`, since the last such gather), are a
        round played and gathered while the companion waited: its first picture's time
        (s) and the held cards it took away are noted in :attr:`held_gathers`. After one, a
        held card read again at its place has its time noted
        (:attr:`~companion.app.left_cards.LeftCard.back_t`)."""
        if self.cleared_mid is None and not any(left.deals for left in self.left_cards):
            self._forget_held_rounds(lost=False)  # nothing held: a later hold starts anew
        if self.held_gathers and reading is not None and reading.readable:
            for left in self.left_cards:  # a held card read again at its place: put back
                if left.deals and at_place(places(reading, left.event.seat,
                                                  left.event.candidates), left.place):
                    left.back_t = reading.t
        last = self.held_gathers[-1][0] if self.held_gathers else float("-inf")
        if reading is None or not reading.readable \
                or not any(t > last for t in self.held_laid):
            return
        if not self._bare_picture(reading):
            self.held_gather_run = None
            return
        self.held_gather_run, long_enough = run_on(self.held_gather_run, reading.t)
        first = self.held_gather_run[0]
        if long_enough and any(last < t < first for t in self.held_laid):
            self.held_gathers.append((first, tuple(
                left for left in self.left_cards if left.deals and last < left.laid_t < first)))
            self.held_gather_run = None
            log.info("camera: the held cards gathered (%d since the hold)",
                     len(self.held_gathers))

    def _lost_pending(self) -> bool:
        """Whether a card was held after a gather of held cards (:meth:`_played_gathers`):
        the table played the next round through and went on."""
        gathers = self._played_gathers()
        return bool(gathers) and any(t > gathers[0] for t in self.held_laid)

    def _played_gathers(self) -> list[float]:
        """The gathers of held cards (:attr:`held_gathers`: frame times s) that were no
        table put back: not every held card each one took away was read again at its place
        after it (:attr:`~companion.app.left_cards.LeftCard.back_t`). Second review of
        late49: round 2's held cards put back (or a lone one unread a moment), then Bob's
        play, said "I lost the round played and gathered meanwhile" and dropped round 2's
        cards. One card back among others gone (or forgotten: taken away alone) is a later
        round's named alike, laid at that place (QA49 r3: round 3's Investigators where
        Carol's round-2 Investigators had lain)."""
        return [g for g, took in self.held_gathers if not self._put_back(g, took)]

    def _put_back(self, gather: float, took: tuple) -> bool:
        """Whether the held cards ``took`` (:class:`~companion.app.left_cards.LeftCard`)
        a gather at frame time ``gather`` (s) took away came back: each read again at its
        place after it (:attr:`~companion.app.left_cards.LeftCard.back_t`) or held anew in
        its zone since, of its key (laid back a place aside: a new card to the camera), one
        new card for one taken, and, one card taken, that one at its place (a lone card
        named alike elsewhere in its zone is a later round's). Review of holdlost52,
        MEDIUM: an arm over the next round's held cards, Alice's Cultists laid back a place
        aside, then Bob's play, ended the knocked-out round at once, "the rounds played
        since" said while none was. Review of koround52, LOW: two or more taken, each laid
        back at another's place (pairs swapped), was a round played through too; a later
        round's first card held after the gather matches one of them at most, and ends it
        there (:meth:`_lost_pending`)."""
        if not took or len(took) == 1 and not any(
                left.back_t is not None and left.back_t > gather for left in took):
            return False
        anew = [left for left in self.left_cards if left.deals and left.laid_t > gather]
        for left in took:
            if left.back_t is not None and left.back_t > gather:
                continue
            same = next((x for x in anew if x is not left
                         and x.event.seat == left.event.seat
                         and set(x.event.candidates) & set(left.event.candidates)), None)
            if same is None:
                return False
            anew.remove(same)
        return True

    def _rounds_lost(self) -> bool:
        """Once the held round is over and no question about it open (or one the deal
        closes, every answer giving the same result), with :meth:`_lost_pending`: say that
        the rounds played meanwhile are lost and that the tokens on the table are the right
        ones (``app.rounds_lost``, key 4 saying the companion's own), drop every held card
        (watched until taken away, never a play: they are the lost rounds' and the one
        under way, whose start was unseen) and wait for the table gathered before the next
        deal (:attr:`lost_wait`). The held round resumed by a late answer instead: its end
        taken for unseen too (:meth:`_revived_lost`). Returns whether it did."""
        if self._revived_lost():
            return True
        tracker = self.session.tracker
        if not self._lost_pending() or not self._round_over() \
                or tracker.question is not None and (not tracker.deal_closes_question()
                                                     or tracker.round_end_held()):
            # a question whose answers give other winners waits for its answer: the deal
            # would take the next first card's player for the held round's winner, while
            # after rounds lost it is the last lost round's (second review of late49)
            return False
        view = tracker.view()
        lost = len(self._played_gathers())
        held = [left for left in self.left_cards if left.deals]
        for left in held:
            left.deals, left.old, left.kept = False, True, False
        self.left_cards = [left for left in self.left_cards if left.there or not left.old
                           or all(left is not x for x in held)]
        self.unread_held = []
        self.gathered_middle = []  # 2 players: the lost rounds' face-up cards
        # the held round's own gathered second (noted before the held cards) is no gather
        # of the round under way (review of late49: its next play dealt at once)
        log.info("camera: round %d settled after %d rounds gathered: %d held cards dropped",
                 view.round, lost, len(held))
        # numbered unless rounds were lost before (SessionSpeech.unnumbered)
        self._follow_from_next_deal("app.rounds_lost", view.round, count=lost)
        return True

    def _revived_lost(self) -> bool:
        """A round held by a question about its end (cards laid meanwhile held for the next
        deal: :meth:`~companion.app.live_deal.NextDeal._deal_begun` with ``question``; not
        a cleared-table hold, ``cleared_mid``: there the missing card entered late settles
        it, :class:`~companion.app.hold_lost.HoldLost`), then resumed, not over, by its
        answer given after the table played on (:meth:`_lost_pending`: held cards gathered,
        then more held): its end was played and gathered unseen with the held cards, so
        none of the later cards is its play. Fresh QA53b r6b HIGH: "which card in Carol's
        zone?" answered 65 s late, round 1 then waited for Bob's play (his Stowaway, held
        and gathered), and round 3's cards were given to it: "Carol is out, with The
        Musician." "Bob wins the round" (truth: Carol won round 1). Ends it unseen as a
        stall's round played past (:meth:`~companion.app.stall_lost.StallLost.
        _round_played_past`: the tracker's ``lost``, no winner nor token; every held card
        watched till taken away, never given; ``app.revived_round_lost``, the table's
        tokens right) and follows from the next deal; only the last knock-out's hand
        awaited, the winner is known: settled without the hand, the rounds since said lost
        (:meth:`~companion.app.hold_lost.HoldLost._hand_never_seen`). Returns whether it
        did."""
        tracker = self.session.tracker
        if not tracker.started or self.cleared_mid is not None or tracker.question is not None:
            return False
        view = tracker.view()
        revived = self._revived_over()
        held = [left for left in self.left_cards if left.deals]
        if view.round == 0 or view.game_winners or self._round_over() \
                or not self._lost_pending() and not (held and self._held_gone_now()) \
                and not (revived is not None and any(x.laid_t > revived for x in held)):
            # (the held cards gathered then forgotten, one held since: _note_held_gone; or
            # given back, one laid after their gather held since: _revived_gathered)
            return False
        self.revived_gather = None
        log.info("camera: round %d resumed by an answer after %d gathers of held cards: "
                 "played past", view.round, len(self._played_gathers()))
        self.unread_held = []
        self.gathered_middle = []  # 2 players: the lost rounds' face-up cards
        if not self._knocked_out_hand() or not self._hand_never_seen(view):
            self._round_played_past(view, "app.revived_round_lost")
        return True

    def _note_held_gone(self, left) -> None:
        """``left``, a held card (:attr:`~companion.app.left_cards.LeftCard.deals`) taken
        away alone and forgotten (:meth:`~companion.app.left_cards.LeftCards._deals_stays`:
        maybe back in a hand), was one a gather of held cards took (:attr:`held_gathers`):
        it went with the gathered table, noted in :attr:`held_gone` with the tracker's
        round, as the held rounds are forgotten with it (:meth:`_note_held_gather`, nothing
        held). Review of revive54, HIGH (the r6b replay, the answer at frame 295): Bob's
        lone held Stowaway, gathered with round 1, forgotten 3 s later; the answer then
        resumed round 1 and round 2's Shoggoth ended it: "Bob wins the round"."""
        if left.deals and any(left is x for _, took in self.held_gathers for x in took):
            self.held_gone = (self.session.tracker.view().round, self._held_gone_now()
                              + ((left.event.seat, left.event.candidates),))

    def _held_gone_now(self) -> tuple:
        """The held cards of the round in progress (the tracker's) that went with a gathered
        table and were forgotten (:attr:`held_gone`, :meth:`_note_held_gone`), as
        ``(seat 1-based, candidates)`` pairs; ``()`` if none."""
        gone = self.held_gone
        return gone[1] if gone is not None and gone[0] == self.session.tracker.view().round \
            else ()

    def _gone_with_table(self) -> bool:
        """Whether held cards of the round in progress (the tracker's) went with a gathered
        table: a gather of them no table put back (:meth:`_played_gathers`), or one whose
        held cards were then forgotten (:attr:`held_gone`, :meth:`_note_held_gone`)."""
        return bool(self._played_gathers() or self._held_gone_now())

    def _revived_over(self) -> float | None:
        """The frame time (s) of the gather before which the cards held for the answer of
        the round in progress (the tracker's) were laid, once the answer gave them back to
        it (:attr:`revived_gather`), else ``None``."""
        if self.revived_gather is None \
                or self.revived_gather[0] != self.session.tracker.view().round:
            return None
        return self.revived_gather[1]

    def _revived_gathered(self, event) -> bool:
        """Whether ``event``, a zone card the camera reports now, is to be held for the next
        deal (:meth:`~companion.app.left_cards.LeftCards._leave` with ``deals``), so that
        :meth:`_revived_lost` ends the round: the held round resumed by its answer (in
        progress, no question open, no cleared-table hold) after its held cards were
        gathered (:meth:`_played_gathers`), none laid since (else :meth:`_revived_lost` ended
        it already). Not a held card gathered laid back in its zone (the table put it back,
        :meth:`_put_back`: the round's own). Review of revive54, HIGH: the answer given on
        the gathered table (round 1 and Bob's held Stowaway taken away), round 2's first
        card a moment later, before the clear was said: the Stowaway was given as Bob's
        play, then "Carol is out, with the Shoggoth." "Bob wins the round" (truth: Carol
        won round 1). The cards held only for the answer, laid before the gather
        (:attr:`~companion.app.left_cards.LeftCard.for_answer`), are given back to the round
        first (:meth:`~companion.app.live_deal.NextDeal._deal_held`, r6b54: the Stowaway
        was Bob's hand); a card laid after that gather (:meth:`_revived_over`) is then
        held, a question about them open or not (int54: "was that Bob's hand?" open,
        round 2's Shoggoth was taken for Carol's discard by Bob's Stowaway)."""
        tracker = self.session.tracker
        if self.cleared_mid is not None or not tracker.started or self._round_over():
            return False
        revived = self._revived_over()
        if revived is not None:
            # the held cards given back over the gathered table: one laid after it is a
            # later round's, held even while a question about their last one is open
            return event.t > revived
        view = tracker.view()
        if tracker.question is not None or view.round == 0 or view.active is None \
                or view.game_winners or not self._gone_with_table():
            return False
        gone = self._held_gone_now()
        return not any(seat == event.seat and set(keys) & set(event.candidates)
                       for seat, keys in gone + tuple(
                           (left.event.seat, left.event.candidates)
                           for left in self.left_cards if left.deals))

    def _follow_from_next_deal(self, key: str, round_no: int, **args) -> None:
        """The rounds under way taken for lost, the table followed from its next deal
        (:meth:`_rounds_lost`, :meth:`~companion.app.stall_lost.StallLost._stall_past_round`):
        no gather seen yet, the held rounds forgotten, the next deal awaited after round
        ``round_no`` (the tracker's, :attr:`lost_wait`, :attr:`lost_next`); the line ``key``
        said with ``round=round_no``, ``args`` and the edition's token words; the next
        rounds said unnumbered (``session.rounds_lost``, key 4)."""
        self.gathered = Gathered()
        self._forget_held_rounds(lost=False)
        self.held_gone = None
        self.lost_wait, self.lost_next = round_no, True
        self.session.tell(key, round=round_no, **args,
                          **token_words(self.session.lang, self.session.tracker.edition))
        self.session.rounds_lost = True  # key 4, the next rounds' starts (session)

    def _lost_until_gathered(self) -> bool:
        """Whether the table still plays the round under way when the lost rounds were
        said (:meth:`_rounds_lost`): until it reads gathered
        (:func:`~companion.app.lost_gather.gathered_after_loss`: not a hand over a pile a
        moment, review of next54; or the next deal), a card laid is watched only, never a
        play nor a deal."""
        if self.lost_wait is None:
            return False
        view = self.session.tracker.view()
        reading = getattr(self.watcher, "last_reading", None)
        done = gathered_after_loss(self.gathered, self._stable_places(),
                                   math.inf if reading is None else reading.t)
        if done or view.round != self.lost_wait or view.active is not None:
            self.lost_wait = None
            if done:
                self._forget_lost_tracks()
            return False
        return True

    def _forget_lost_tracks(self) -> None:
        """The table read gathered after rounds lost (:meth:`_lost_until_gathered`): every
        card the camera still remembers but does not read now (the stabilizer's stable
        tracks, :meth:`vision.pipeline.TableWatcher.forget`) and every card watched as the
        lost rounds' (``old`` left cards) is forgotten: they were all taken away, so a card
        laid later where one of its name lay is reported as new, not taken for that one
        (:mod:`vision.stabilize`) nor for a known card moved
        (:meth:`~companion.app.left_cards.LeftCards._moved_here`). next54, the a295 replay:
        Bob's round-3 Investigators, laid where his Investigators had lain since round 1
        (no deal between: the rounds lost), was never reported, and Carol's, laid after
        it, dealt the round, "Carol starts." (truth: Bob); with the tracks forgotten,
        rounds 3 and 4 are the truth's."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is not None and hasattr(stabilizer, "stable_places"):
            # a place last judged hiding its card (a hand over the pile, the bare run's
            # cause) keeps it: lifted, it is the same card, not a new round's first play
            # (review of next54: "The next round. Alice starts." of her covered Sailor)
            gone = [p for p in stabilizer.stable_places()
                    if not p.seen and not self.gathered.hidden.get(p.card_id, False)]
            for place in gone:
                self.watcher.forget(place.seat, place.candidates, card_id=place.card_id)
            log.info("camera: the table gathered after rounds lost: %d cards forgotten",
                     len(gone))
        self.left_cards = [left for left in self.left_cards if not left.old]

    def _lost_starter(self, obs, event) -> bool:
        """After rounds lost (:attr:`lost_next`), the table gathered: the first card laid in
        a zone (``obs``, its ``card`` observation; ``event``, the camera's) deals the next
        round, and its player starts it: the winner of the last round the table played
        unseen (seed 002 "Starting the Next Round"), not the companion's (QA49 HIGH-1,
        review: "Round 2. Carol starts." then Bob's first play refused, the table stalled).
        That round and the later ones are said without their number
        (:attr:`~companion.app.session.TableSession.rounds_lost`, set with the loss: the
        companion's count misses the rounds lost). Not when the previous player's zone
        shows an old card that may be his first play (:meth:`_starter_doubt`): the round
        is not dealt, lost too (:meth:`_starter_unsure`). Returns True then (``event``
        watched only)."""
        if not self.lost_next or event.middle or not self._deal_begun():
            return False
        doubt = self._starter_doubt(obs.seat)
        if doubt is not None:
            self._starter_unsure(obs, event, doubt)
            return True
        self.lost_next = False
        self.session.observe(o.first_player(obs.seat), unsaid=("first_player",))
        return False

    def _starter_doubt(self, seat: int) -> "tuple | None":
        """The old card the camera still reads at its own place
        (:meth:`~companion.app.live_deal.NextDeal._old_cards`: ``(seat 1-based, candidates,
        stabilizer number)``, the newest) in the zone of the player before ``seat``
        (0-based; every player is in when a round begins), else ``None``. A card laid where
        one of its name lay is taken by the camera for that one (:mod:`vision.stabilize`):
        it may be that player's first play, laid before ``seat``'s card, so that player
        may have started (next54, the QA52 r6 video replayed with r6b's keys, the answer
        at frame 295: Bob's round-3 Investigators, laid where his round-2 one lay, never
        reported; Carol's dealt: "The next round. Carol starts." false, Bob started)."""
        before = (seat - 1) % len(self.session.tracker.names) + 1
        return next((c for c in reversed(self._old_cards()) if c[0] == before), None)

    def _starter_unsure(self, obs, event, doubt: tuple) -> None:
        """The first card after rounds lost (``obs``, ``event``) may not be the round's first
        (``doubt``: :meth:`_starter_doubt`'s old card): who starts is not said from it. The
        round under way is lost too, said (``app.lost_starter_unsure``): no winner nor
        token counted, its cards (this one and the old card included) watched until taken
        away, never a play, and the table followed from the next deal once it reads
        gathered (:meth:`_follow_from_next_deal`, :meth:`_lost_until_gathered`)."""
        from vision.records import CardAppeared
        seat, candidates, _card_id = doubt
        names = self.session.tracker.names
        log.info("camera: %s in seat %d may be the first play before %s in seat %d: the "
                 "starter unsure, the round lost", candidates, seat, event.candidates,
                 event.seat)
        self.gathered_middle = []  # 2 players: the round's face-up cards, lost with it
        self._follow_from_next_deal("app.lost_starter_unsure",
                                    self.session.tracker.view().round,
                                    card=self._card_names(candidates), player=names[seat - 1],
                                    dealer=names[obs.seat])
        self._watch_lost(event)
        self._leave(CardAppeared(seat=seat, candidates=tuple(candidates), index_in_zone=0,
                                 frame_index=0, t=event.t))
        self.left_cards[-1].old = True

    def _lost_enter(self) -> bool:
        """Enter and a rank after rounds lost (:attr:`lost_next`), before the next round's
        first card was read: its player starts, unknown to the companion (review of late49:
        Enter dealt "The next round. Carol starts.", the companion's starter, as fact, and
        gave her the card). The one zone the camera told unread ("I cannot read a card in
        Bob's zone": :meth:`~companion.app.live_cards.CameraCards._unread_awaited`) is the
        first card's: its player starts, and the rank deals there. Else nothing is dealt
        and the player is told to lay the card in view (``app.rounds_lost_enter``).
        Returns True when Enter was refused."""
        if not self.lost_next:
            return False
        seats = self._unread_awaited()
        if len(seats) != 1:
            self.session.tell("app.rounds_lost_enter")
            return True
        self.lost_next = False
        self.session.observe(o.first_player(seats[0]), unsaid=("first_player",))
        return False

    def _forget_held_rounds(self, lost: bool = True) -> None:
        """The next round dealt (or, ``lost`` false, no card held and no clear): no held
        card nor gather of them counts any more; with ``lost``, nor the wait for the
        table gathered (:meth:`_lost_until_gathered`), nor for the first card's starter."""
        self.held_laid, self.held_gathers, self.held_gather_run = [], [], None
        if lost:
            self.lost_wait, self.lost_next = None, False

"""The cards the camera made stable in one picture, given to the tracker: in which order
(a knocked-out hand before the next play, clockwise), which are not news (an old card back
from under a hand, a card the tracker already holds, a card entered by key read otherwise),
a card refused as laid early given again once it fits, and a 2-player round's face-up card.

:class:`CameraCards`, a mixin of :class:`~companion.app.live.LiveTable`; the camera's news
about the pictures themselves is :mod:`companion.app.camera_watch`'s, the cards left in a
zone :mod:`companion.app.left_cards`'s.

Its parts, split by job (rf69), each a mixin of :class:`CameraCards`: the cards of one
picture taken in order, :mod:`companion.app.cards_order`; a card told before the camera read
it, :mod:`companion.app.unread_cards`; the checks of a card read (under another, held by a
question, a pile gathered), :mod:`companion.app.read_checks`; a card read otherwise than
entered, :mod:`companion.app.entered_differs`.
"""
from __future__ import annotations

import logging

from companion.app.after_undone import marked_after_undone
from companion.app.card_place import stable_places
from companion.app.check_glimpsed import check_glimpsed
from companion.app.entry_seen import first_read
from companion.app.face_up_missed import tell_late
from companion.app.stall import reminds
from companion.tracker import observations as o
from companion.tracker.observations import Observation
from companion.app.cards_order import CardsOrder
from companion.app.unread_cards import UnreadCards
from companion.app.read_checks import ReadChecks
from companion.app.entered_differs import EnteredDiffers
from companion.app.cards_order import card_observation

log = logging.getLogger(__name__)


class CameraCards(CardsOrder, UnreadCards, ReadChecks, EnteredDiffers):
    """The camera's cards to the tracker in :class:`~companion.app.live.LiveTable` (a
    mixin: it uses the table's ``session``, ``options``, ``watcher``, ``known``,
    ``hedges_asked``, ``resume_layout``, ``early``,
    ``laid_taken``, ``fresh``, ``choice_held``, ``quiet_question``, ``waits_said``,
    ``waits_held``, ``over_when_resumed``, ``redeal_round``, ``cleared_mid``,
    ``cleared_held``, ``held_counts_told``, ``left_cards``, ``unread_zones``,
    ``unread_count``, ``reader``, ``enter_for``, and its ``_stall_holds``, ``_stall_note``,
    ``_stall_release``, the
    :class:`~companion.app.laid_before.LaidBefore` part's ``_later_turn_asked``,
    ``_unplaced``, ``_note_played_on``, ``_note_zone_taken``, the zone order's
    ``_older_first`` and ``_event_place`` (:class:`~companion.app.zone_order.ZoneOrder`),
    the glimpsed play's ``play_glimpse`` and ``_glimpse_play``
    (:class:`~companion.app.glimpse_play.GlimpsePlay`), ``_came_back``, ``_say_back``,
    ``_leave``, ``_unleave``, ``_undone_taken``,
    ``_card_names``, ``_extra_seat_card``, ``_held_decides``, ``_deal_begun``,
    ``_deals_held``, ``_starts_ahead_of_held``, ``_deal_on_card``, ``_cards_wait``,
    ``_round_over``, ``_set_for_two``,
    ``_log_table_back``, ``_unread_dealt``, ``_unread_next_round``, the middle's
    ``_note_in_play``, ``_lay_in_ended_round``, ``_face_up_dealt``:
    :class:`~companion.app.middle_cards.MiddleCards`; the cleared table's reminders'
    ``_cleared_said``, ``_held_reached``, ``_held_reminds``, ``_tell_reminder``:
    :class:`~companion.app.cleared_again.ClearedAgain`; the lost rounds' ``lost_next``,
    ``gathered_middle``, ``_lost_until_gathered``, ``_lost_starter``, ``_lost_pending``:
    :class:`~companion.app.lost_rounds.LostRounds`; the round played past a stall's
    ``_stall_refused``, ``_stall_past_round``: :class:`~companion.app.stall_lost.StallLost`;
    past a cleared-table hold, ``_hold_past_round``: :class:`~companion.app.hold_lost.
    HoldLost`; after an undone deal, ``_relaid_holds``, ``_relaid_due``:
    :class:`~companion.app.relaid_round.RelaidRound`)."""

    def _card_appeared(self, event, early: bool = False, kept: bool = False,
                       laid_t: float | None = None, before_entry: bool = False) -> None:
        """A card the camera made stable (:class:`vision.records.CardAppeared`): a new card
        in a zone goes to the tracker, unless the tracker already holds it there and the
        camera had not reported it (entered by key, or a resumed game's table:
        :class:`~companion.app.known_cards.KnownCards`); a card outside the zones may be a
        2-player face-up card.

        A play seen before a late knocked-out hand (Carol's card before Bob's hand) is the
        tracker's to take (:func:`companion.tracker.flow.hand_late`, QA F26), so a replayed
        log gives the same table. Any other card refused as not awaited (Carol's play seen
        before Bob's discard for The Musician) is kept: right after the next card taken, if
        the table now waits for a card in that zone only and the picture still shows it
        there, it is given again (``early``, a new log line), said with "Check it."; else it
        is left (:meth:`_leave`): a card laid out of turn and taken back into the hand is a
        hidden card, never said, but the camera forgets it, so that laid again in its turn
        it is read (QA12: it was never reported again, and the game waited for it).
        ``kept``: a card a stall kept, given now in the order laid
        (:meth:`~companion.app.stall.Stalls._stall_release`), even on a table seen cleared
        in the middle of the round (it was laid before the clear). ``laid_t`` (frame time,
        s, a held or refused card's :attr:`~companion.app.left_cards.LeftCard.laid_t`): it
        was laid in its turn, said plainly ("Check it." only when read from stickers; QA48
        MEDIUM-1: "It lay there before this turn: check it." on each card held behind a
        missed Tommy Gun), unless the tracker took a card laid after it
        (:attr:`laid_taken`: a slow player's play first read after the held card was made
        stable, the held card laid before it; or the awaited card told unread after it); a
        play that lay there, read now and then, before the held card was made stable, and
        read late, counts from its first reading (``since_t``): the held card, laid after
        it, is said plainly (fresh QA63 HIGH-2). Held behind a question, a stall, an
        unread card or a card kept before it that the table never took, it is no card to
        doubt (fresh QA49 MEDIUM-3: r3's four cards behind a misread kept card; r2u's
        Musician, laid after Alice's undone Urchin, entered again by key). ``None``: a card
        held at the start, or back alone from under a hand, lay there before this turn.
        ``before_entry`` (with ``early``): first seen before the last card entered by key
        (:attr:`entered_t`), given after it: told the tracker so (``card_seen(...,
        entered_before=True)``; the row's mark, :meth:`_marked_under`, wins over it), a
        knocked-out hand it alone tells is said hedged, its player only probably out
        (:mod:`companion.tracker.entry_hand`; fresh QA58 HIGH-2)."""
        tracker = self.session.tracker
        obs = card_observation(event.seat, event.candidates)
        if obs is not None and not (early or kept):  # a log card read back in its zone
            self.resume_differs.read(tracker.view().round, obs.seat, event.candidates)
        if obs is not None and not (early or kept) and self._pile_waits(event):
            return  # the same picture's next card, behind the pile question (q60e)
        if obs is None:
            if event.middle and self._lost_until_gathered():
                # the round under way's face-up cards, after rounds lost: watched only
                self._watch_lost(event)
                return
            if event.middle and len(self.options.names) == 2 and self._deal_begun() \
                    and (self.lost_next or self._deals_held()):
                # after rounds lost, the first zone card deals (its player starts); or the
                # first held card deals (NextDeal._deal_held): the face-up cards are taken
                # with it (lost_rounds)
                self.gathered_middle.append((tracker.view().round, event))
                return
            if event.middle and len(self.options.names) == 2 and self._deal_begun():
                if self._lay_in_ended_round(event):
                    return  # the ended round's card read late: no deal (fresh QA51 run B2)
                self._deal_on_card(event)  # the new round's face-up cards (QA12 F8)
            elif event.middle and len(self.options.names) == 2 \
                    and (self._piles_gathered() or self._next_deal_laying()) \
                    and not self._lay_in_round_played(event):
                # the next round's face-up card, taken when it is dealt (_new_face_up); not
                # one lying there while the round was played (fresh QA52 r3: a hand hid the
                # only zone card): that round's own, read late (_face_up_card); also one
                # read after the zone cards while the next deal's are laid on a cleared
                # table (review of hi2 (c): the 5th read after round 2's first plays)
                log.info("camera: %s in the middle, the piles gathered", event.candidates)
                self.gathered_middle.append((tracker.view().round, event))
                return
            self._set_for_two(event)
            obs = self._face_up_card(event)
            if obs is not None:
                self.session.observe(obs, check=event.from_stickers)
            return
        if not tracker.started:
            self.session.observe(obs, check=event.from_stickers)  # it says what is wrong
            return
        if obs.seat >= len(tracker.names):
            self._extra_seat_card(event)
            return
        if self.over_when_resumed and tracker.view().game_winners:
            # a finished game resumed (the start said who won): nothing the camera shows
            # counts, and it is not logged as refused (QA17 #13: each old card was said
            # "The game is over: ... does not count." and a later resume warned of them)
            log.info("camera: %s in seat %d after the resumed game's end", event.candidates,
                     event.seat)
            return
        # the last knock-out's hand, after the round's end
        owed = self._owed_hand(obs, first_read=not (early or kept))
        if not owed and self.redeal_round is None and self._round_over() \
                and not self._laid_since_resume(event) \
                and self.known.known(tracker.view(), obs.seat, event.candidates):
            # the ended round's card, entered by key or from a resumed log, first read now:
            # no new round's card (the deal would be taken from an old card)
            log.info("camera: %s in seat %d is the ended round's", event.candidates,
                     event.seat)
            return
        if self._relaid_holds(obs, event):  # the starter's old card, or his first (relaid)
            return
        if self._redeal_settles() and tracker.dealt_refuses(obs) \
                and self.known.known(tracker.view(), obs.seat, event.candidates):
            # the undone deal's round's own card read again in its zone, no first card of
            # the next round: the table is not gathered any more, the round goes on as the
            # undo said (review of undo2p54: round 1's cards laid back dealt round 2 on the
            # first, "Alice is out, with The Sailor." "Bob wins the round" said as fact)
            log.info("camera: %s in seat %d is the round's, its deal undone",
                     event.candidates, event.seat)
            self.redeal_round = None
            return
        if self._lost_until_gathered():
            # the round under way after rounds lost: its start unseen, none of its cards
            # is a play nor a deal until the table is gathered (lost_rounds, QA49 HIGH-1)
            self._watch_lost(event)
            return
        if self._revived_gathered(event):
            # a late answer resumed the held round after its held cards were gathered: a
            # card laid now is a later round's, held, and the round ends unseen
            # (lost_rounds._revived_lost, review of revive54); while a question about the
            # cards given back is open, the first held waits for its answer (int54)
            first = not any(left.deals for left in self.left_cards)
            self._leave(event, deals=True)
            if first and tracker.question is not None:
                self.session.deal_waits(again=False)
            return
        if self._lost_starter(obs, event):  # after rounds lost, its player starts
            return  # (lost_rounds) unless the one before may have: that round lost too
        if self.cleared_mid is None and self._starts_tied(obs, event.candidates):
            # a tied winner's card tells who starts: the answer, then the deal on it
            self.session.observe(o.first_player(obs.seat))
        if not owed and self._deal_begun() and self._deals_held() \
                and not self._starts_ahead_of_held(obs):
            # the round settled (a key's answer) while cards were held for its next deal:
            # one first stable now was laid after them, held too, given after them in the
            # order laid (NextDeal._deal_held, this picture); not the deal on itself, ahead
            # of every held card (fresh QA54b HIGH B: Bob's round-2 Shoggoth, read slowly,
            # refused as round 2's first play, then taken as his hand lost to a guess);
            # unless it is the next starter's first card and the first held is not
            self._leave(event, deals=True)
            return
        if not owed and self.cleared_mid is None and self._face_up_asked():
            self._face_up_cleared(event)  # the round's end asked again, the card held (cq64b)
        if not owed and self._kept_deal_holds(event):
            return  # laid on the ungathered round a kept entry ended: no deal (kept_deal)
        if not owed and (self._deal_begun() or self._face_up_dealt()
                         or self.redeal_round is None and not self._round_over()
                         and tracker.question is None and tracker.card_deals(obs)):
            # the next round's first play, refused by the accounts that have the round
            # going on: it tells the round ended (Tracker.card_deals; session 39 en21);
            # or laid after the next round's face-up cards (fresh QA50 run A)
            self._deal_on_card(event)
        elif not owed and (self._deal_begun(question=True) or self.cleared_mid is not None
                           and not kept and not self._reveal_after_clear(obs)):
            # the deal waits for the answer about the round, or the table was cleared
            # while the round is in progress (QA13b N2): say so, keep the card for it
            # (kept first: the count said is of the cards kept, this one included)
            # held only for the answer (the round over in an account): laid in the round
            # if the answer has it go on (LeftCards._answer_goes_on; fresh QA53b HIGH 3),
            # not once the table read gathered: the next round's (review of r6b54)
            self._leave(event, deals=True,
                        for_answer=self.cleared_mid is None and not self.gathered.done)
            if self.cleared_mid is not None:
                # the question was said with the clear; key 1 repeats it (QA14: the whole
                # question again for each held card, 6 times in 7 s); a zone's first card
                # held said, then the 4th, 8th, 16th … with what is missing (QA35
                # stfr1: rounds 2-5's cards, each)
                # (review of session 36: it came with the 5th, 9th, 17th, and not at all
                # when that card's zone had none held yet)
                held, new = self.cleared_held, obs.seat not in self.cleared_held
                held.append(obs.seat)
                reached = self._held_reached()
                if self._held_reminds(new, reached, event.t):
                    # what is missing and what to do, instead of the card's own line
                    # (QA47b MEDIUM-1: said once, missed, rounds 6-8 lost; cleared_again);
                    # over once the table takes an input (session 37, QA36 st7: said after
                    # the missing card entered and the round's end, "round 1 is not over")
                    with self.session.said_for.collecting() as said:
                        self._tell_reminder(self.cleared_mid)
                    self._cleared_said(self.cleared_mid, said, event.t)
                elif new or reached:
                    # over once the table takes an input (said after the win: last37), or
                    # once the count of held cards is told, said with what to do: with the
                    # voice behind, a 6-player table's held cards had a line each, 4 s,
                    # before the count (fresh QA58 MEDIUM-3, r5 09:21:57-09:22:10)
                    taken, counts = self.session.taken_since(), self.held_counts_told
                    self.session.tell("app.cleared_mid_held", card=self._card_names(
                        event.candidates), player=tracker.names[obs.seat],
                        stale=lambda: taken() or self.held_counts_told != counts)
            else:
                # said with the first card held, then the 4th, 8th, 16th … (QA of session
                # 40, fr5dim M2: with each report, every 7.4 s, 11 times in 75 s)
                round_ = tracker.view().round
                held = self.waits_held[1] + 1 if self.waits_held[0] == round_ else 1
                self.waits_held = (round_, held)
                if tracker.question is not None and (held == 1 or reminds(held)):
                    # no question left: an earlier card of the picture ended the held
                    # round after rounds lost (repro53b: the question-less ask raised)
                    self.session.deal_waits(again=False)
            return
        if self._settles_read(obs, event.candidates, event.from_stickers):
            return
        if not self._laid_since_resume(event) \
                and self.known.known(tracker.view(), obs.seat, event.candidates):
            log.info("camera: %s in seat %d is already on the table", event.candidates,
                     event.seat)
            return
        if not (early or kept) and self._differs_holds(event):
            return  # on an entered card read otherwise, or behind it (differs_hold)
        if not (early or kept):  # the left cards laid before it first (zone_order, QA56)
            self._older_first(event)
        # held behind a missing card before any other reading of it: it may be a later
        # turn's card (QA36 st7: round 2's Cultists said read otherwise than the Tommy Gun)
        if self._resume_holds() and self._differs_from_entered(
                obs, event.index_in_zone, self._cards_on(event)):
            return  # said as live, not held in silence behind the log's cards (QA70 L10)
        on = self._cards_on(event)
        # at an entered card's place with cards on it (a hand lifted): that card read
        # otherwise is said before a stall keeps it (entered_lift; fresh QA69 M4)
        lifted = self._lifted_on_entry(obs, event, on)
        if lifted and self._differs_from_entered(obs, event.index_in_zone, on) \
                or self._stall_holds(obs, event) \
                or not lifted and self._differs_from_entered(obs, event.index_in_zone, on) \
                or self._held_decides(obs, event) \
                or not early and self._behind_older(obs, event):
            return
        if self._resume_differs_holds(obs, event):  # the log's cards there unseen (QA61)
            return
        before = tracker.view().seats[obs.seat].zone
        refused = self._not_awaited()
        # it may have lain there before this turn
        doubt = early and (laid_t is None or laid_t < self.laid_taken
                           and not self._laid_after_told(event))
        if early and before_entry:
            # first seen before the play it follows was entered by key: the turns between
            # may be unread, so a knocked-out hand it alone tells is said hedged
            # (tracker.entry_hand; fresh QA58 HIGH-2)
            obs = o.card_seen(obs.seat, obs.cards, entered_before=True)
        if self.piles.read_with_under(event) and obs.value is None:
            # made stable in the picture that made the card under it so: a zone read late,
            # a knocked-out hand it alone tells asked (pile_asked), hedged if unanswered
            # (pile_read; fresh QA59 HIGH-1)
            obs = self._pile_told(o.card_seen(obs.seat, obs.cards, pile=True), event)
        glimpsed = check_glimpsed(tracker, obs, event)  # other cards seen there unread
        # or laid on the card read otherwise, the entered card kept (differs_hold)
        glimpsed = glimpsed or self._differs_doubt(event)
        obs = self._marked_under(obs, event)  # under its zone's newest card (QA58 H1)
        # laid where the undone card still lies: not it read again (fresh QA62b MEDIUM-2)
        obs = marked_after_undone(self.left_cards, obs, stable_places(self.watcher),
                                  self.bare_t)
        check = event.from_stickers or doubt or bool(glimpsed)
        if self._under_asks(obs, check):  # either order fits: asked, not stated (qh1b)
            return
        if self._pile_asks(obs, check, event):  # her hand, or a later card of hers (q60e)
            return
        given = len(tracker.history)
        events = self.session.observe(obs, check=check, already=doubt or glimpsed)
        self.hedges_asked.given(tracker, event, given)  # its narrowing answers it (fixw72)
        self.known.played(tracker.view(), obs.seat, event.candidates, before)
        self._undone_taken()  # the undone discard this card told (review of undo49)
        zone = tracker.view().seats[obs.seat].zone
        if any(e.kind == "under_card" for e in events):
            self._under_taken(obs.seat)  # taken under the zone's newest card (laid_before)
        elif len(zone) > len(before):
            laid = event.t if laid_t is None else laid_t
            # it lay there from its first reading at its place on, not from the picture
            # that made it stable (fresh QA63 HIGH-2: a play read late, the card held
            # behind it, laid in its turn after it, said "It lay there before this turn")
            first = first_read(event, laid)
            if not self._read_on_under(event):  # laid when, under a hand? (ord)
                self.laid_taken = max(self.laid_taken, first)
            self._note_told_laid(obs.seat, laid, first)
            self._note_zone_taken(obs.seat, laid, zone[-1],
                                  self._event_place(event, self.watcher.last_reading))
        if any(e.kind == "inconsistency" and e.value in refused for e in events):
            self.early = None if early else event
            if not early:  # watched: taken back and laid again, it is read (QA12 F1)
                self._leave(event)
                self._stall_note(self.left_cards[-1])  # the second asks for the missing one
            elif obs.value == o.LATER:  # told a later card of its player: watched till its
                self._leave(event)  # turn (PileAsked._pile_answered; review of q60e)
            return
        if len(tracker.view().seats[obs.seat].zone) == len(before):
            self._stall_refused(obs, events)  # laid since a stall began (stall_lost)
            self._note_played_on(obs, events, event.t)  # no card of the round (laid_before)
        if any(e.kind == "inconsistency" and e.value in ("seat_out", "seat_out_unconfirmed")
               for e in events):
            # face up in the zone of a player who is out, or only probably out (QA42 H1):
            # watched, so that key 3 counts it as seen while it lies there (QA42 L4), and
            # read again if laid again
            self._leave(event)
        if events:
            self._stall_release()  # the cards laid behind a missing card, in order
        if events and self.early is not None:
            laid, self.early = self.early, None
            left = next((x for x in self.left_cards if x.event is laid), None)
            if tracker.awaited_seats() == (laid.seat - 1,) and self._still_there(laid) \
                    and not self._later_turn_asked() \
                    and not (left is not None and self._unplaced(left)):
                # behind a question, not as a later turn's card; nor one whose place is
                # unknown (laid_before, fresh QA52b HIGH 4)
                # its doubt from the order laid (QA49 MEDIUM-3: laid after the card entered)
                self._unleave(laid)
                self._card_appeared(laid, early=True,
                                    laid_t=laid.t if left is None else left.laid_t)
        if not events and tracker.question is not None \
                and tracker.question is not self.quiet_question:
            self._held_by_question(obs.seat)

    def _face_up_card(self, event) -> Observation | None:
        """A card outside every zone at the start of a 2-player round, in the middle of the
        table (``event.middle``, :meth:`vision.layout.TableLayout.in_middle`): one of the
        five face-up set-aside cards (seed 002 "Setup"). Anything else is ignored: a card
        held in a hand is never said (QA: a hand card held beside the table was said as
        face up). A card the tracker already holds face up, reported again after a slide
        (the camera takes a card moved over 50 mm for a new one), is that card: it is new
        only when the camera now sees more copies of it in the middle than the tracker
        holds (QA: two Investigators slid 5 cm were said three times). One seen after
        the round's first play is not taken (a hand card held over the middle, R'lyeh's
        flipped card look alike): the table hears it once a round, the card not named
        (:func:`~companion.app.face_up_missed.tell_late`)."""
        tracker = self.session.tracker
        candidates = event.candidates
        if len(self.options.names) != 2 or len(candidates) != 1 or not tracker.started \
                or not event.middle:
            return None
        view = tracker.view()
        key = candidates[0]
        if len(view.face_up) >= 5 or key == view.aside:
            return None
        held = list(view.face_up).count(key)
        reading = self.watcher.last_reading
        if held and reading is not None:
            seen = sum(1 for s in reading.sightings if s.middle and s.key == key)
            if seen <= held:
                log.info("camera: face-up %s seen again (moved), already held", key)
                return None
        if any(seat.zone for seat in view.seats):  # after the round's first play: kept
            tell_late(self.session)  # out (a hand card over the middle looks alike)
            return None
        if self._lay_in_ended_round(event):  # the ended round's card read late (QA51 B2)
            return None
        return o.face_up(key)

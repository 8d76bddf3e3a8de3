"""The cards the camera made stable in one picture, given to the tracker: in which order
(a knocked-out hand before the next play, clockwise), which are not news (an old card back
from under a hand, a card the tracker already holds, a card entered by key read otherwise),
a card refused as laid early given again once it fits, and a 2-player round's face-up card.

:class:`CameraCards`, a mixin of :class:`~companion.app.live.LiveTable`; the camera's news
about the pictures themselves is :mod:`companion.app.camera_watch`'s, the cards left in a
zone :mod:`companion.app.left_cards`'s.
"""
from __future__ import annotations

import logging
from typing import Sequence

from companion.app.after_undone import marked_after_undone
from companion.app.card_place import places, stable_places
from companion.app.check_glimpsed import check_glimpsed
from companion.app.entry_seen import first_read
from companion.app.face_up_missed import tell_late
from companion.app.resume_differs import unseen_log_card
from companion.app.stall import reminds
from companion.app.told_again import unsettled
from companion.app.unread_under import (told_at, tell_unread_under, waited_first,
                                        waits_for_unread)
from companion.cards import card
from companion.narration.narrate import place_name
from companion.tracker import observations as o
from companion.tracker.observations import Observation, ObservationError
from vision.adaptation import card_sticker_elements

log = logging.getLogger(__name__)


def card_observation(seat_1based: int | None, candidates: tuple[str, ...]) -> Observation | None:
    """The tracker observation for a card the camera saw (``None`` outside every zone).

    Several candidates (an ambiguous read such as R'lyeh / Stowaway Eggs) are passed on:
    the tracker decides from context or asks.
    """
    if seat_1based is None or not candidates:
        return None
    return Observation("card", seat_1based - 1, tuple(candidates))


class CameraCards:
    """The camera's cards to the tracker in :class:`~companion.app.live.LiveTable` (a
    mixin: it uses the table's ``session``, ``options``, ``watcher``, ``known``,
    ``resume_layout``, ``early``,
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
            event = next((e for e in pending if len(pending) == 1 or self._fits(e)),
                         pending[0])
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
        over a glimpsed card (:mod:`companion.app.glimpse_play`)."""
        if self.choice_held or self.play_glimpse is not None:
            self._cards_appeared([], wait=False)

    def _unread_cards(self) -> None:
        """A card the camera sees in a zone but cannot read (a deck without markers: Tommy
        Gun has no sticker, :mod:`vision.unread_cards`), said once when it became stable,
        with how to enter it; never guessed (QA32 F2: the game stalled in silence). A
        card already entered by key there, not matched to an unread card told before this
        round, is that card: not told (QA34: Enter 0 pressed before the camera told the
        card; the prompt then asked for it again, and held every later card of its zone).
        Nor one of the round under way after rounds lost (review of late49: asked for,
        then Enter said "No turn in progress.")."""
        tracker = self.session.tracker
        self._unread_dealt()  # held for the next round (companion.app.unread_held)
        if self._lost_until_gathered():
            return  # the round under way after rounds lost: none of its cards (lost_rounds)
        for seat in getattr(self.watcher, "unread_new", ()):
            if tracker.started and 1 <= seat <= len(tracker.names) \
                    and not self._unread_next_round(seat - 1):
                self._unread_told(seat - 1, t=told_at(self, seat), since=getattr(
                    getattr(self.watcher, "unread", None), "told_since", {}).get(seat))

    def _unread_told(self, seat: int, t: float | None = None,
                     since: float | None = None) -> None:
        """A card told unread in ``seat``'s zone (0-based) in the round in progress
        (:meth:`_unread_cards`): counted, asked for, and awaited (:meth:`_unread_waits`),
        unless entered before the camera told it. When it was laid (:attr:`unread_at`:
        ``since``, else ``t``) counts in :attr:`laid_taken`: a card held, laid before it
        (one refused as laid before its turn), keeps the doubt once given (review of
        inturn48); one laid after it does not (review of stickR2: run C's round-2 cards,
        laid in turn after Carol's unread first card, each said "It lay there before this
        turn: check it."; fresh QA59 MEDIUM-4: so said of a card laid after it but before
        its tell); nor while its zone shows another card unsettled beside it
        (:func:`~companion.app.told_again.unsettled`: the awaited card may be that one).
        ``t``: its picture's frame time (s; when the camera told it earlier: held for the
        next round, :mod:`companion.app.unread_held`; else the last reading's);
        ``since``: frame time (s) of its first unread picture
        (:attr:`vision.unread_cards.UnreadCards.told_since`): told 2 s or more after it
        was laid (review of qaD57)."""
        tracker = self.session.tracker
        view = tracker.view()
        key = (view.round, seat)
        if not self._told_twice(seat, key):
            self.unread_count[key] = self.unread_count.get(key, 0) + 1
        if self.unread_count[key] <= len(self.known.entered(view, seat)):
            return  # entered before the camera told it
        reading = getattr(self.watcher, "last_reading", None)
        if t is None and reading is not None:
            t = reading.t
        known = [x for x in (t, since) if x is not None]  # laid by then (_entry_behind_held)
        if known and unsettled(self.watcher, seat + 1,
                               len(view.seats[seat].zone) + 1) is None:
            # a card held, laid before it (its first unread picture, not the tell 2 s or
            # more later: fresh QA59 MEDIUM-4, a card laid in turn in between was said "It
            # lay there before this turn"), was laid before its turn (review of
            # inturn48); not while the zone shows another card unsettled beside it: the
            # card awaited may be that one, laid first (fresh QA59 MEDIUM-4, runG:
            # Alice's Sanity check card and play, held behind Carol's glimpsed play)
            self.laid_taken = max(self.laid_taken, min(known))
        self.unread_zones[seat] = self.session.zone(seat)
        self.unread_at[seat] = min(known) if known else None
        self.session.tell("app.card_unread", player=tracker.names[seat],
                          stale=self._unread_answered(seat))
        self.session.note_asked_zones((seat,))  # its card read after all: EnterRaced

    def _told_twice(self, seat: int, key: tuple[int, int]) -> bool:
        """Whether the card just told unread in ``seat``'s zone (0-based; ``key``: ``(round,
        seat)``) is one told before, told again: no card entered there since the last one
        told (:attr:`unread_zones`), and the camera knows no more told places in that zone
        (:meth:`vision.unread_cards.UnreadCards.told_places`, the new one included) than
        cards told unread there since its last wait ended (:attr:`unread_settled`): the
        earlier place was forgotten (a hand over a lone Tommy Gun for about 2 s) and the
        same card told as new. Not counted, it is not owed again once entered
        (:meth:`_unread_owed`; review of late60: one Enter left a phantom owed card, every
        later card held)."""
        places = getattr(getattr(self.watcher, "unread", None), "told_places", None)
        if places is None or seat not in self.unread_zones \
                or self.unread_zones[seat] != self.session.zone(seat):
            return False
        told = self.unread_count.get(key, 0) - self.unread_settled.get(key, (0, 0))[0]
        return told > 0 and places(seat + 1) <= told

    def _unread_answered(self, seat: int):
        """``stale()`` of the prompt for a card told unread in ``seat``'s zone (0-based):
        true once a card was entered there (the zone grew, or the round changed:
        :meth:`TableSession.zone_changed
        <companion.app.session.TableSession.zone_changed>`), or while Enter waits for a
        rank that goes to that zone (:attr:`enter_for`, the zones the table waited for a
        card in as Enter was pressed; Enter for another zone's card is not its answer:
        review of session 34, the prompt was dropped for good). QA34 st4: cut by Enter's
        "Card played: which rank?", the answered prompt was said again whole after it,
        ahead of the question the rank opened. Read on the voice's thread: it reads no
        tracker (a trial changes it in place), only values the main thread sets."""
        reader, grown = self.reader, self.session.zone_changed(seat)
        return lambda: reader.pending == "\n" and seat in self.enter_for or grown()

    def _unread_waits(self, seat: int) -> bool:
        """Whether a card told unread in ``seat``'s zone (0-based) is not entered yet: the
        zone has not grown since, this round, and the camera has not read a card at its
        place since that may be that card, its sticker no longer washed out
        (:meth:`_told_read`); or it read one there it has not reported yet
        (:meth:`_read_unsaid`, x60); or the zone grew by key while another card told
        unread there is still owed (:meth:`_unread_owed`, late60: :attr:`unread_zones`
        moved to the new zone, :attr:`unread_again` set). When the wait ends it notes
        :attr:`unread_read` (the told card read after all) and :attr:`unread_settled`.
        While such a card is awaited, every camera card
        is held (:meth:`~companion.app.stall.Stalls._holds_all`); a card left in its zone is
        not given meanwhile (:meth:`~companion.app.left_cards.LeftCards._left_cards`)."""
        told = self.unread_zones.get(seat)
        if told is None:
            return False
        if told == self.session.zone(seat) and self._told_read(seat, entered=False) \
                and self._read_unsaid(seat):
            return True  # read at its place, not reported yet: it comes first
        if told != self.session.zone(seat) or self._told_read(seat, entered=False):
            if self._unread_owed(seat, told):  # one entered, another told still owed
                self.unread_zones[seat], self.unread_again = self.session.zone(seat), seat
                return True
            del self.unread_zones[seat]  # entered, read after all, or gathered
            if told == self.session.zone(seat) and self.unread_at.get(seat) is not None:
                self.unread_read[seat] = (told[0], self.unread_at[seat])
            view = self.session.tracker.view()
            self.unread_settled[(view.round, seat)] = (
                self.unread_count.get((view.round, seat), 0), len(self.known.entered(view, seat)))
            return False
        return True

    def _note_told_laid(self, seat: int, t: float, first: float | None = None) -> None:
        """The card just taken in ``seat``'s zone (0-based; made stable, or laid, at frame
        time ``t``, s; ``first``: as :attr:`laid_taken` counts it, its first reading there,
        ``t`` when ``None``): when it is the card told unread there and read after all
        (:attr:`unread_read`, this round), note :attr:`told_laid`, so the cards held behind
        it first read after it was told keep no "It lay there before this turn" doubt
        (:meth:`_laid_after_told`; fresh QA60 HIGH-4: Carol's discard, laid after Alice's
        unread play and read before it, was said with it), while one first read before it
        was told keeps it (review of x60: taken as laid when told, such a card, stable only
        after, lost it)."""
        read = self.unread_read.pop(seat, None)
        if read is not None and read[0] == self.session.tracker.view().round and read[1] < t:
            self.told_laid = (read[1], t if first is None else first)

    def _laid_after_told(self, event) -> bool:
        """Whether the held card ``event`` (a ``CardAppeared``) was first read where it
        lies (``since_t``, frame time s) after the card told unread that was taken last
        (:meth:`_note_told_laid`, :attr:`told_laid`: ``(told s, taken s)``) was told, that card
        being the newest taken (:attr:`laid_taken`): laid after it, so no "It lay there
        before this turn" doubt. Compared by first sighting, not by the time the held card
        became stable (review of x60: Dan's card first seen 0.1 s before Bob's play was
        told unread, stable after, lost its doubt and was said plainly)."""
        told = self.told_laid
        return told is not None and told[1] == self.laid_taken \
            and event.since_t is not None and event.since_t >= told[0]

    def _read_unsaid(self, seat: int) -> bool:
        """Whether the camera reads a card in ``seat``'s zone (0-based) it has not reported
        yet (:meth:`vision.stable_queries.StableQueries.pending_in`): the card told unread,
        read after all one picture or more before it is said. Until it is, the hold of
        :meth:`_unread_waits` stands (fresh QA60 HIGH-4, r3: Alice's Armitage, told unread,
        was read at 19.5 s, reported at 20.0 s; Carol's forced discard, reported at 19.5 s,
        was given first, the hold lapsed, and taken as her knocked-out hand by Fay's
        Investigators: "Carol is out, with the Great Race of Yith." as fact)."""
        pending = getattr(getattr(self.watcher, "stabilizer", None), "pending_in", None)
        return bool(pending is not None and pending(seat + 1))

    def _unread_owed(self, seat: int, told: tuple[int, int]) -> bool:
        """Whether ``seat``'s zone (0-based), grown since a card was told unread there
        (``told``: :attr:`unread_zones`' ``(round, cards)``), still owes a card told unread:
        in the same round, grown by key only (the camera read no card at a told place), and
        more cards told unread there this round (:attr:`unread_count`) than entered by key
        (:meth:`~companion.app.known_cards.KnownCards.entered`). Fresh QA60 HIGH-2 (demo
        seed 370, stickers only): Alice's Tommy Gun and the Nightgaunt it drew both told
        unread, Enter and 0 typed only after both: the Tommy Gun entered ended the wait,
        and the held Necronomicon and her Sanity check's Randall Tillinghast were taken as
        its two cards. Entered late or at once, the game is the same: the second card
        stays owed and every later card held. Only the cards told and entered since the
        zone's last wait ended count (:attr:`unread_settled`): a card told earlier in the
        round and read by the camera after all is not entered by key (review of late60:
        Alice's Urchin so, then her Tommy Gun entered; the cards it drew were held behind
        a phantom card)."""
        now = self.session.zone(seat)
        if now is None or now[0] != told[0] or now[1] <= told[1] \
                or self._told_read(seat, entered=False):
            return False
        view = self.session.tracker.view()
        told_before, entered_before = self.unread_settled.get((view.round, seat), (0, 0))
        return self.unread_count.get((view.round, seat), 0) - told_before \
            > max(0, len(self.known.entered(view, seat)) - entered_before)

    def _unread_awaited(self) -> tuple[int, ...]:
        """The seats (0-based, in seat order) whose card told unread is not entered yet
        (:meth:`_unread_waits`): the zones the camera's prompt named ("I cannot read a card
        in Alice's zone"), where Enter's rank goes without asking whose zone it is (QA43 M2:
        it asked, and unanswered, every later card was held)."""
        return tuple(s for s in sorted(self.unread_zones) if self._unread_waits(s))

    def _told_read(self, seat: int, entered: bool) -> bool:
        """Whether the camera read a card at a place it told unread in ``seat``'s zone
        (0-based) since its last card told there, that may be the told card read after
        all (:attr:`vision.unread_cards.UnreadCards.told_read`): not where the told band
        showed no sticker (:attr:`~vision.unread_cards.UnreadCards.told_blank`) while a
        card with none (Tommy Gun: ``vision.adaptation.card_sticker_elements`` empty) may
        be that card in the tracker's accounts: not face up yet, or once the told card was
        ``entered`` by key, a candidate of the card entered there: the zone's newest card
        the camera has not reported, as :meth:`_differs_from_entered` names it (review
        rv39b: a Tommy Gun entered earlier in that zone is not it). A read card has a
        sticker: it lies on the told one (session 39, en5: the Nightgaunt the Tommy Gun
        drew, laid squarely on it, taken for it; the hold lapsed, and the Tommy Gun's rank
        typed after Enter went to Bob). Else the blank band was a sticker not made out
        (``benchmarks.unread_prompts`` tilted seed 8: 5 cards with one refused so)."""
        unread = getattr(self.watcher, "unread", None)
        if seat + 1 not in getattr(unread, "told_read", ()):
            return False
        if seat + 1 not in getattr(unread, "told_blank", ()):
            return True
        tracker = self.session.tracker
        view = tracker.view()
        reads = tracker.zone_reads(seat)
        if entered:  # the card entered at the told place: the newest not reported
            places = self.known.entered_places(view, seat)
            keys = set(reads[places[-1]]) if places else set()
        else:
            keys = {k for k, n in tracker.unseen().items() if n > 0}
        return all(card_sticker_elements(k) for k in keys)

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

    def _reveal_after_clear(self, obs) -> bool:
        """Whether ``obs`` is the revealed hand the showdown's cleared line asked for
        ("still waiting for Carol's revealed hand", :meth:`NextDeal._hand_ends_round`): the
        first cards laid since, each in the zone of a player awaited (two with 5-6 players),
        taken with no inconsistency. Review of qa46h1 (HIGH): it was held as the next
        round's, then dealt as Carol's round 4 play."""
        tracker = self.session.tracker
        if self.cleared_held or tracker.waiting()[0] != "showdown" \
                or obs.seat not in tracker.awaited_seats():
            return False
        try:
            return not any(e.kind == "inconsistency" for e in tracker.trial(obs))
        except ObservationError:
            return False

    def _watch_lost(self, event) -> None:
        """``event``'s card (a zone's, or the middle's) belongs to the round under way after
        rounds lost (:mod:`companion.app.lost_rounds`): watched as an old card until taken
        away, never a play nor a deal."""
        log.info("camera: %s in seat %s, the round under way lost", event.candidates,
                 event.seat)
        self._leave(event)
        self.left_cards[-1].old = True

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
        if self._stall_holds(obs, event) \
                or self._differs_from_entered(obs, event.index_in_zone,
                                              self._cards_on(event)) \
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
        events = self.session.observe(obs, check=check, already=doubt or glimpsed)
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

    def _read_on_under(self, event) -> bool:
        """Whether ``event`` (a zone card, :class:`vision.records.CardAppeared`) became
        stable in the same picture as a card under it in its zone (this picture's cards,
        :attr:`fresh`, ``index_in_zone`` lower, same ``frame_index``; the one under it may
        be a card entered by key, already on the table): the zone seen at once, a hand
        lifted from it, so when it was laid is not known, only that it was after the card
        under it. Taken, it does not count as laid at its first reading
        (:attr:`laid_taken`): a card of another zone read before that picture, refused
        then, may have been laid after it and is still given before the cards laid on it
        when the table takes it (:meth:`~companion.app.zone_order.ZoneOrder._older_first`;
        session 67, QA65 MEDIUM-2: handB, Carol's Tommy Gun, read at frame 125 and held,
        discarded for Bob's Musician, read at 171 with his Sailor on it: "Bob discards The
        Sailor." was said, then "Carol: the Tommy Gun.")."""
        return id(event) in self.differs_lifted or any(  # held on it (differs_hold)
            e.index_in_zone < event.index_in_zone for e in self._same_picture_zone(event))

    def _same_picture_zone(self, event) -> list:
        """The other cards of ``event``'s zone made stable in the same picture as it (this
        picture's cards, :attr:`fresh`; none for a middle card)."""
        if event.seat is None:
            return []
        return [e for e in self.fresh if e is not event and e.seat == event.seat
                and e.frame_index == event.frame_index]

    def _held_by_question(self, seat: int) -> None:
        """A card read in ``seat``'s zone (0-based) waits for the open question's answer:
        say so, so the table knows why nothing is said (QA: cards were held back in
        silence), without the whole question again for each card (QA13b N7: it was said
        2-3 times in a row), and not named (a hand card shown over a zone for a moment
        must not be said). The question's first such card says it in full; a card in
        another zone then says only how many cards wait ("3 cards wait for the
        answer."), a newer count making the one not said yet needless (QA38: with 5
        players, 30 s of "A card in X's zone waits for the answer…", one a card); a card
        in a zone told already is counted in silence (QA14: two cards laid together said
        it twice at once). Said after the question while the voice has still to say it
        (its sayings brought first): fresh QA60 LOW, r1, a card held as Enter's rank
        asked "Which card in Alice's zone…?" was said, as that key's answer, 5 s ahead of
        the question it named. :attr:`waits_said`: ``(question, seats told, cards)``."""
        tracker = self.session.tracker
        question = tracker.question
        closed = self.session.question_closed(question)
        first = self.session.said_for.question_waits(question)  # the question first
        said = self.waits_said
        if said is None or said[0] is not question:
            self.waits_said = (question, {seat}, 1)
            self.session.tell("app.card_waits_answer", player=tracker.names[seat],
                              stale=closed, brings=first)
            return
        told, count = said[1], said[2] + 1
        self.waits_said = (question, told | {seat}, count)
        if seat in told:
            return
        self.session.tell("app.cards_wait_answer", count=count, stale=lambda: closed() or (
            self.waits_said is None or self.waits_said[2] != count), brings=first)

    def _starts_tied(self, obs: Observation, candidates: Sequence[str]) -> bool:
        """Whether the zone card ``obs`` (a ``card`` observation; ``candidates``: the
        camera's keys for it), laid after the round ended while "who starts?" is open, is a
        tied winner's: the starter is one of them and plays first (RULINGS A11), so the
        first card of one of theirs answers the question (QA of session 40, fr5dim M2:
        Carol's R'lyeh lay in her zone while "Who starts? 1 Bob, 2 Carol." was asked again
        every 7.4 s). A card that may be one of the ended round's cards of that seat (its
        zone, its shown hand: read late, or slid and reported again) answers nothing: it
        is held as before and the question stays (review rev40e); so is any card while
        the table played rounds meanwhile (:meth:`~companion.app.lost_rounds.LostRounds.
        _lost_pending`: a later round's card tells nothing of who started the next one;
        second review of late49: "Alice starts next." from a card of the round under way)."""
        q = self.session.tracker.question
        if not (obs.kind == "card" and q is not None and q.value == "first"
                and obs.seat in q.info and self._round_over()) or self._lost_pending():
            return False
        view = self.session.tracker.view()
        ended = set(view.seats[obs.seat].zone) | {k for s, k in view.showdown
                                                  if s == obs.seat and k}
        return not ended.intersection(candidates)

    def _settles_read(self, obs: Observation, candidates: Sequence[str],
                      stickers: bool = False) -> bool:
        """When the open question asks which card a read of ``obs``'s zone is ("Which card
        is it: The Fed or Nightgaunt?", a card entered by key) and the camera's report
        (``candidates``) names exactly one of its answers, and no other card of that zone
        the camera has not reported is that card: the camera's reading answers it (said
        settled by the cards, :func:`~companion.tracker.observations.was` ``seen``), and
        the report counts for that place. QA22 #1: the report was dropped as "already on
        the table", the question stayed open and the next player's card waited for it.
        A report naming none of the answers is left to :meth:`_differs_from_entered`.
        ``stickers``: read from tactile stickers only, so the sentence asks to check it.
        Returns True when the question was settled."""
        tracker = self.session.tracker
        q = tracker.question
        if q is None or q.value != "card" or q.seat != obs.seat:
            return False
        told = [key for key in candidates if key in q.info]
        if len(told) != 1:
            return False
        key = told[0]
        places = tracker.zone_reads(obs.seat)
        open_places = [p for p in places if len(p) > 1 and key in p]
        if len(open_places) != 1:
            return False
        certain = sum(1 for p in places if p == (key,))
        view = tracker.view()
        held = view.seats[obs.seat].zone[places.index(open_places[0])]
        if self.known.reported(view, obs.seat, key) < certain \
                or held not in self.known.entered(view, obs.seat):
            return False  # maybe an older copy of that card, or a read of the camera's
        self.session.observe(o.was(key, seen=True), check=stickers)
        if tracker.question is q:
            return False  # refused: the report goes the usual way
        view = tracker.view()
        self.known.claim(view, obs.seat, key)
        return True

    def _differs_from_entered(self, obs: Observation, index: int,
                              on: Sequence = ()) -> bool:
        """When the table refuses the camera's card at place ``index`` (0 = oldest) of a
        zone whose place is filled by a card entered by key the camera has not reported,
        it is that card read otherwise: say so, change nothing, and count the report as
        that card (QA12 F12: the camera's The Fed where Nightgaunt was entered was dropped
        in silence). After the game's end, the game-over sentence is said instead.
        Decided by place: where the camera told a card unread in that zone this round, the
        reading is that card only at the told place (:meth:`_read_elsewhere`), else a new
        card refused for its own reason (QA35 st11a: the Tommy Gun entered, the
        Investigators and The Entertainer it drew reported after it, then Bob's Cthulhu,
        read before Alice's play, was taken for the Tommy Gun read otherwise, never
        played: "The camera reads Cthulhu in Bob's zone where the Tommy Gun was entered");
        an entered card the camera never placed is that card even after newer cards were
        reported on its zone (review rv36b: the old card read at last, a sticker no longer
        washed out). ``on``: the cards of its zone made stable in the same picture as it
        and on it (:meth:`_cards_on`): its ``index`` is then its place, so at an entered
        card's place it is that card even when the table would take it (fresh QA65
        MEDIUM-2), unless the table would take it and all the cards on it in turn: the
        camera's ``index_in_zone`` counts the cards it emitted, so an entered card it never
        read shifts the cards laid on it down one place (review rev-slash: the Entertainer
        entered right, unread, Bob's Musician and Sailor seen at once, the Musician said
        read where the Entertainer was entered and lost). Returns True when said."""
        tracker = self.session.tracker
        view = tracker.view()
        zone = view.seats[obs.seat].zone
        places = self.known.entered_places(view, obs.seat)
        if not places or index >= len(zone) or view.game_winners:
            return False
        # seen at once with a card on it, at the place of a card entered by key (not a
        # resumed log's: resume_differs), it is that card even when the table would take
        # it (fresh QA65 MEDIUM-2: Bob's Entertainer, under a hand with his Musician and
        # Sailor, taken as his hand, the Musician then counted as the Boxer entered)
        placed = bool(on) and index in places and not self.known.from_log(view, obs.seat,
                                                                           index)
        if not any(e.kind == "inconsistency" for e in tracker.trial(obs)) and (
                not placed or self._taken_with(obs, on)):
            return False  # taken as a new card, with the cards on it (rev-slash)
        if self._read_elsewhere(obs.seat):
            return False  # not at the unread card's place: a newer card
        at = index if index in places else places[-1]
        self.known.claim(view, obs.seat, zone[at], obs.cards)
        # a place not confirmed yet is said with its candidates ("The Fed or Nightgaunt",
        # QA22 #1: "where The Fed was entered" while the question asked which it was); a
        # resumed log's card was not entered (QA32 L6): "where the log has" it
        logged = self.known.from_log(view, obs.seat, at)
        # the cards on it wait for the player's word while a question is open (hc68)
        held = placed and not logged and self._differs_hold_begins(
            obs.seat, tracker.zone_reads(obs.seat)[at], obs.cards, index)
        said = self.session.tell(
            "app.camera_differs_log" if logged else "app.camera_differs_held" if held
            else "app.camera_differs", player=self.session._player(obs.seat),
            read=card(obs.cards[0]).name(self.session.lang),
            entered=place_name(tracker.zone_reads(obs.seat)[at], self.session.lang,
                               note=False))
        # slash corrects that card next (fresh QA55 MEDIUM-2: it corrected the newest)
        self.session.note_differs(obs.seat, tracker.zone_reads(obs.seat)[at], said)
        if logged:  # the resumed table differs from the log (resume_differs, QA61 HIGH-2)
            self.resume_differs.note(view.round, obs.seat, at, zone[at])
        return True

    def _taken_with(self, obs: Observation, on: Sequence) -> bool:
        """Whether the table would take ``obs`` (a zone card) and then the cards ``on`` it
        (:meth:`_cards_on`, events), one after the other, each awaited
        (:meth:`Tracker.takes_in_turn`); ``False`` when one is no valid observation."""
        try:
            return self.session.tracker.takes_in_turn(
                [obs, *(card_observation(e.seat, e.candidates) for e in on)])
        except ObservationError:
            return False

    def _cards_on(self, event) -> list:
        """The cards that became stable in the same picture as ``event`` (a zone card) and
        on it in its zone (a higher ``index_in_zone`` of this picture's cards,
        :attr:`fresh`), oldest first: the zone seen at once, a hand lifted from it, so its
        place is the camera's place of that zone's card (fresh QA65 MEDIUM-2)."""
        return sorted((e for e in self._same_picture_zone(event)
                       if e.index_in_zone > event.index_in_zone),
                      key=lambda e: e.index_in_zone)

    def _resume_differs_holds(self, obs: Observation, event) -> bool:
        """Whether the card ``event`` (``obs``, a card the table would take unrefused) is
        held, not taken: the camera read the resumed round's table otherwise than the log,
        and a log card of its zone is unseen (:func:`~companion.app.resume_differs.
        unseen_log_card`; fresh QA61 HIGH-2: round 1's Deep One, the video restarted,
        taken as Alice's knocked-out hand in round 3, "Bob wins the round"). Said once
        ("The table does not match the log: …"), watched as a left card (:meth:`_leave`).
        A card the table refuses (:meth:`~companion.app.live_setup.GuidedSetup.
        _resume_takes`) goes the usual way (False)."""
        tracker = self.session.tracker
        view = tracker.view()
        at = unseen_log_card(view, self.known, self.resume_differs, obs.seat)
        if at is None or not self._resume_takes(event):  # refused: the usual way
            return False
        log.info("camera: %s in seat %d held, the log's cards there unseen", event.candidates,
                 event.seat)
        self._leave(event)
        if self.resume_differs.first_said(view.round, obs.seat, event.candidates):
            self.session.tell("app.resume_table_differs",
                              player=self.session._player(obs.seat),
                              read=card(obs.cards[0]).name(self.session.lang),
                              logged=place_name(tracker.zone_reads(obs.seat)[at],
                                                self.session.lang, note=False),
                              enter_zones=(obs.seat,))
        return True

    def _read_elsewhere(self, seat: int) -> bool:
        """Whether the camera told a card unread in ``seat``'s zone (0-based) this round
        (:meth:`_unread_cards`) and has read no card at a told place since
        (:meth:`_told_read`): a card it reads there now lies elsewhere, or on the entered
        card (one without a sticker), not at the entered card's place read otherwise."""
        told = self.unread_count.get((self.session.tracker.view().round, seat), 0)
        return told > 0 and not self._told_read(seat, entered=True)

    def _still_there(self, event) -> bool:
        """Whether the last picture shows ``event``'s card in its zone (QA: a card laid out
        of turn and taken back into the hand was given again, and said, as a play)."""
        return bool(places(self.watcher.last_reading, event.seat, event.candidates))

    def _piles_gathered(self) -> bool:
        """Whether the round is under way with cards in its zones (its first play made)
        and the last picture shows none of them: no card read in a zone, none the
        stabilizer still sees in one (a middle card laid then is the next round's face-up
        card, not a late one of this round: session 39, en21 busy). Unlike
        :meth:`~companion.app.live_deal.NextDeal._table_empty`, a zone place seen covered
        does not count: a busy cloth keeps a gathered pile's place "covered" up to 30 s."""
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if not tracker.started or reading is None or not reading.readable:
            return False
        view = tracker.view()
        return any(seat.zone for seat in view.seats) \
            and not any(s.seat is not None for s in reading.sightings) \
            and not (stabilizer is not None and stabilizer.zone_cards_in_view())

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

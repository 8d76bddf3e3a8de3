"""The stall released once the table takes an input (the missing card entered): its kept cards
given in the order laid, those of a round over dropped, a card still owed to an unread card
of its zone, whether the tracker takes a kept card now. A part of
:class:`companion.app.stall.Stalls` (:class:`StallRelease`), split from
:mod:`companion.app.stall` by job (rf70).
"""
from __future__ import annotations

from collections import Counter

from companion.app.card_place import places
from companion.app.row_order import zones_in_order
from companion.app.twin_asked import TwinQuestion


class StallRelease:
    """The stall's release, in :class:`~companion.app.stall.Stalls` (a mixin:
    it uses what :class:`~companion.app.stall.Stalls` uses)."""

    def _stall_release(self, named: TwinQuestion | None = None) -> None:
        """Once the stalled table took an input (the missing card entered) and no question
        or list waits for an answer: its kept cards are given in the order laid (each
        zone's in its row's order, :mod:`companion.app.row_order`: review of runc56 HIGH,
        a check card read late after the play laid beside it), taken away or not (QA35
        st5: Enter 5 for R'lyeh's Musician, and the held Necronomicon and Randall
        Tillinghast, taken away with the round's cards, were lost; round 1
        never ended). Each is tried first (:meth:`_kept_fits`; while a question is open,
        it may fit all its answers: QA34 st3's Tommy Gun cards went before the next play):
        the first the table takes is given, then the first again from the start, until it
        takes none; those it still refuses stay kept, a stall asked already (review of
        session 37: Alice's next card laid early, then Carol's; Bob's unread card entered,
        Carol's Musician, kept behind Alice's refused card, was never taken). A card given
        was laid in its turn, said plainly (QA48 MEDIUM-1), even with a card laid before
        it still kept (fresh QA49 MEDIUM-3, r3: a misread card kept first, never taken,
        and each card after it said "It lay there before this turn"), unless a card laid
        after it was taken first
        (:meth:`~companion.app.live_cards.CameraCards._card_appeared` ``laid_t``). None is
        given when the camera read, since the first was laid, a card no account of the
        round can take (a player out's zone, a copy too many): the table played on past the
        round, their places in it unknown; they are left out and said
        (:mod:`companion.app.laid_before`; fresh QA52b HIGH 4, r6). Cards
        still refused stay kept, with the stall's question whether a copy was laid on its
        twin when its held card is among them
        (:meth:`~companion.app.twin_asked.TwinAsked._twin_kept`; review of checktwin51:
        lost after an undo). ``named``: the
        :class:`~companion.app.twin_asked.TwinQuestion` whose held card Enter's rank just
        gave (:meth:`~companion.app.twin_asked.TwinAsked._twin_named`), for
        :meth:`_give_kept`."""
        self._lift_first()  # laid before an entered play a lift orders first (entry_lifted)
        stall, again, asking = self.stall, self.unread_again, self.session.tracker.question
        if asking is None:  # the rank's question open: asked for once it is answered
            self.unread_again = None
        if stall is None or self._lone_waits() or not stall.moved() or self._cards_wait():
            return
        if asking is None and self._unread_owes(again):
            return
        if not stall.asked:
            self._stall_drop()
            return
        if stall.showdown and self._round_over():
            # the hand entered ended the round: the cards are the next round's, held for
            # its deal in the order laid (``LeftCard.deals``: the first deals it; QA46
            # HIGH-1, the round's cards not gathered)
            kept, self.stall = self._stall_kept(), None
            old = [x for x in kept if stall.behind_hand and self._old_zone_seen(x, kept)]
            self._stall_past(old)
            for left in kept:
                if all(left is not x for x in old):
                    left.kept, left.deals = False, True
            return
        # each zone's cards in its row's order (row_order; review of runc56 HIGH: a check
        # card read late after the play laid on it, both kept, was given after it)
        reading = self.watcher.last_reading
        kept = zones_in_order(self._stall_kept(), lambda x: x.event.seat,
                              lambda x: self._left_place(x, reading))
        self.stall = None
        kept = self._stall_past(kept)
        if kept and self._played_on_since(min(x.laid_t for x in kept), kept[0].round):
            # the table played on past the round while it stood: none placed (laid_before)
            self._leave_unplaced(kept)
            kept = []
        if any(self.early is left.event for left in kept):
            self.early = None  # given here, in order, not again by the card before it
        while kept:
            if self._twin_stands(self._twin_kept(stall, kept), asking=True) is not None:
                # the kept question whether a copy lies under its twin stands again (an
                # undo of the play before it, entered again): its zone's and the later
                # cards wait for its answer, as when held (review of h4: Bob's Boxer,
                # given, said "Alice is out.", her held Investigators lost)
                break
            left = next((x for x in kept if self._kept_fits(x)), None)
            if left is None:
                break
            kept.remove(left)
            self._give_kept(left, named)
        self._stall_keep(kept, self._twin_kept(stall, kept))
        self._stall_ask_again(stall.waits or stall.again)
        # laid before the play entered, not its discard without a question (laid_before)
        self._ask_before_entry(self._entry_held())

    def _give_kept(self, left, named: TwinQuestion | None = None) -> None:
        """Give ``left``, a kept card the table takes now (:meth:`_stall_release`); one held
        as its player's after the stall asked for their play goes through
        :meth:`~companion.app.own_next.OwnNext._give_own` (taken as that play: said, unless
        ``named``, a twin question, named it: :meth:`_stall_release`); one given as the
        forced discard of a play entered after it was laid, with its check
        (:meth:`~companion.app.laid_before.LaidBefore._entry_doubt`)."""
        left.kept = False
        if left.after_missed is not None:
            self._give_own(left, named)
            return
        self._unleave(left.event)
        # given as the forced discard of a play entered after it was laid: only its likelier
        # story (LaidBefore._entry_held), said with its check, as a left card's
        # (review of musician54: "Bob discards The Boxer." as plain fact)
        self._card_appeared(left.event, early=True, kept=True,
                            laid_t=None if self._entry_doubt(left) else left.laid_t,
                            before_entry=self._laid_before_entry(left.laid_t))

    def _old_zone_seen(self, left, kept: list) -> bool:
        """Whether ``left``, a card held behind the round-ending unread hand (the hand
        entered now, :attr:`Stall.behind_hand`), lies in a zone the last picture still shows
        more of the ended round's cards in (named like its zone's cards in the tracker's
        view, the round not dealt yet) than ``kept`` holds there so named: that zone was
        not gathered, so ``left`` is the old round's card seen again (moved, read twice),
        not the next round's first (review of r3d53: Alice's Urchin read again at a new
        place while Dan's hand was unread dealt round 3 as "Alice: The Urchin.", a false
        play, and round 3's real cards were held as the last round's). A card in no zone
        (``seat`` ``None``: the 2-player face-up cards) is not."""
        seat, seats = left.event.seat, self.session.tracker.view().seats
        if seat is None or not 1 <= seat <= len(seats):  # a middle card: no zone
            return False
        zone = seats[seat - 1].zone
        if not zone:
            return False
        held = sum(1 for x in kept if x.event.seat == seat and set(x.event.candidates) & set(zone))
        return len(places(self.watcher.last_reading, seat, zone)) > held

    def _stall_past(self, kept: list) -> list:
        """``kept`` (a stall's cards, not begun at a showdown) less those of a round over:
        the round ended (or a later one was dealt) by the card entered, so a card laid
        in it before that card has no place left (seed 002 "Player Turn"): a plain left
        card again, never given in the next round (review of missed49: at 2 players, Alice's
        Dilettante held and entered as her play, Bob's Urchin and her Dilettante were
        given in round 2, "Alice is out." false)."""
        view = self.session.tracker.view()
        over = self._round_over()
        past = [left for left in kept if over or left.round != view.round]
        for left in past:
            left.kept = False
            if not left.there:
                self._unleave(left.event)
        return [left for left in kept if all(left is not x for x in past)]

    def _unread_owes(self, again: int | None) -> bool:
        """Whether the input that moved the stall entered a card in a zone (0-based seat)
        the table still waits for a card in, while another card told unread there stays
        owed (:meth:`~companion.app.live_cards.CameraCards._unread_owed`; ``again``: the
        seat :meth:`~companion.app.live_cards.CameraCards._unread_waits` found so since,
        :attr:`unread_again`): the stall keeps its cards, waits for the next input, and
        asks for that card again ("I still cannot read the card in Alice's zone: press
        Enter, then its rank. The 4 cards laid since wait for it."). Fresh QA60 HIGH-2:
        Alice's Tommy Gun entered late, after the Nightgaunt it drew was told unread too;
        the held cards were given as its draws and her Sanity check said wrong. A zone
        whose told card is only asked about (not owed) is left as it is: an undo may yet
        take the card entered back (review of stick43)."""
        tracker, stall = self.session.tracker, self.stall
        seats = tracker.awaited_seats()
        seat = again if again in seats else next(
            (s for s in seats if self.unread_zones.get(s) not in (None, self.session.zone(s))
             and self._unread_owed(s, self.unread_zones[s])), None)
        if seat is None or not self._unread_waits(seat):
            return False
        stall.moved, stall.held, stall.asked = self._stall_moved(), 0, True
        self._ask_unread(seat, len(self._stall_kept()))
        return True

    def _kept_fits(self, left) -> bool:
        """Whether the tracker takes ``left``'s card now: no inconsistency, not behind an
        unread card of its zone, nor while every card is held (:meth:`_holds_all`: a card
        told unread still awaited elsewhere), nor, held as its player's card after the
        stall asked for their play (:attr:`~companion.app.left_cards.LeftCard.after_missed`),
        while their zone is as it was then: the table moved by another input, the play not
        entered (QA48 HIGH-2: it would be taken as the play after all), nor while an old
        card asked as maybe this round's may be awaited
        (:meth:`~companion.app.asked_hold.AskedHold._asked_keeps`, fresh QA52 r4); nor, laid
        before the play whose forced discard the table waits for was entered, as that discard
        (:meth:`~companion.app.laid_before.LaidBefore._before_entry`: asked, fresh QA53
        HIGH, r3c), nor laid after such cards, held behind them
        (:meth:`~companion.app.laid_before.LaidBefore._behind_entry`; review of fmusic54:
        r5p2's Sailor, given at plus 1, was held again by its own give, a second stall the
        release then replaced: never given nor said). Held so, its card is taken too when it
        is the play entered in its zone, not reported yet (:meth:`_entered_unreported`: its
        report counts as that play, the tracker taking nothing; fresh QA66 LOW-3)."""
        seat = left.event.seat - 1
        if left.after_missed is not None and (left.after_missed == self.session.zone(seat)
                                              or self._asks_which(left)):
            return False
        return not self._unread_waits(seat) and not self._holds_all() \
            and not self._before_entry(left) and not self._asked_keeps() \
            and not self._behind_entry(left.event) and not self._glimpse_keeps(left) \
            and (self._takes(left.event) or self._entered_unreported(left))

    def _entered_unreported(self, left) -> bool:
        """Whether ``left``, held as its player's card after the stall asked for their
        play (:attr:`~companion.app.left_cards.LeftCard.after_missed`: "The Entertainer in
        Bob's zone waits too: Bob's play, or a later card? Press Enter, then the rank of
        Bob's play, even if it is this card."), is a card the tracker holds in that zone
        that the camera has not reported (the play entered by Enter, its rank and the
        answer "which card?"): given, its report counts as that play
        (:meth:`~companion.app.known_cards.KnownCards.known`). Fresh QA66 LOW-3 (a2d):
        the tracker refusing a second Entertainer, the held one was never given, and at
        the round's end was left out, "Not counted: The Entertainer in Bob's zone, laid
        before The Fed, counted there since." though entered and said ("Bob: The
        Entertainer.")."""
        if left.after_missed is None or left.round != self.session.tracker.view().round:
            return False
        view, seat = self.session.tracker.view(), left.event.seat - 1
        zone = Counter(view.seats[seat].zone)
        return any(self.known.reported(view, seat, k) < zone[k] for k in left.event.candidates)

"""The cards the camera reported in a zone that the game did not take, watched
(:class:`LeftCard`). The camera reports a card once (:class:`vision.stabilize.Stabilizer`),
so a left card is watched: taken away (not seen in its zone for :data:`GONE_FRAMES`
readable pictures and :data:`GONE_S` seconds; a picture where its place is covered, by a
hand, an arm or a mug, is not one: ``vision.place_cover``, QA23 #1-#3), the
camera forgets it and reads it again when it is laid again; a confirmed one still there
when the table waits for a card in its zone alone is taken then, with "Check it.". An old
card taken away (the start's, held or counted, or an old round's or undone card) and seen
again at its own place within :data:`RETURN_S` is the same old card, back from under a
hand, not a play (QA21 #1, :mod:`companion.app.card_place`).

Left this way: the start's old cards (:mod:`companion.app.held_cards`); a card laid out of
turn and refused (:meth:`~companion.app.live_cards.CameraCards._card_appeared`); a card laid while
the next deal waits for an answer after the deal was undone (QA12 F8,
:meth:`~companion.app.live_deal.NextDeal._deal_begun`): once answered, it deals the round and
is taken as its first play; a card in the zone of a seat marker beyond the players (QA12
F9), said with what to do; a card laid after the table was cleared in the middle of a round
(QA13b N2, held until the round is settled); an undone card still in its zone. An old
round's card still on the table after a deal begun by a new card (QA13b N5) is watched
only: never taken, forgotten when taken away (:mod:`companion.app.live_deal`).

Its parts, split by job (rf69): the left card itself and its times,
:mod:`companion.app.left_card` (:class:`LeftCard`); each a mixin of :class:`LeftCards`: an
undone card left, :mod:`companion.app.left_undone`; a left card given to the tracker once it
fits, :mod:`companion.app.left_given`; a left card taken away, :mod:`companion.app.left_gone`;
one back, moved or taken again, :mod:`companion.app.left_back`.
"""
from __future__ import annotations

import logging
from collections import Counter

from babel.lists import format_list

from companion.app.card_place import (bare_now, hidden, laid_on, nearest, own_place, places,
                                      stable_places)
from companion.cards import card
from companion.narration.catalog import message
from companion.app.left_undone import LeftUndone
from companion.app.left_given import LeftGiven
from companion.app.left_gone import LeftGone
from companion.app.left_back import LeftBack
from companion.app.left_card import GONE_FRAMES, GONE_S, LeftCard, RETURN_S

log = logging.getLogger(__name__)


class LeftCards(LeftUndone, LeftGiven, LeftGone, LeftBack):
    """The watch of the left cards in :class:`companion.app.live.LiveTable` (a mixin: it
    uses the table's ``session``, ``watcher``, ``known``, ``left_cards``, ``early``,
    ``entered_t``, ``entered_told``, ``back``,
    ``cleared_mid``, ``stall``, the hold's ``held_at``, ``held_said`` and ``hold_gone``, and
    its ``_stall_release``, ``_asked_holds_again``, ``_kept_stays``, ``_unread_waits``,
    ``_holds_all``, ``_card_appeared``, ``_deal_begun``, ``_gathered_card``,
    ``_held_over``, ``_say_held_again``, ``_held_gone``, ``_owed_step``, the lost
    rounds' ``held_laid``, ``lost_next``, ``gathered``, ``_note_held_gather`` and
    ``_rounds_lost``, and the laid-before part's ``_later_turn_asked``, ``_laid_under``,
    ``_unplaced`` and ``_entry_claims``: :class:`~companion.app.laid_before.LaidBefore`;
    ``waits_said`` and
    ``_held_by_question``: :class:`~companion.app.live_cards.CameraCards`)."""

    def _cleared_over(self, round_: int) -> bool:
        """Whether the cleared-table prompt of ``round_`` (``app.cleared_mid_round``) is
        stale: its alarm ended (:attr:`cleared_mid` no longer ``round_``: its cards back,
        the round undone to its deal), or the tracker has that round over, settled by the
        inputs since, before the live loop steps to end the alarm (session 38, recheck37
        en5 by ear: cut by Enter's card, it was said again after "Bob wins the round": the
        loop waited for the voice, ``_wait_for_voice``). Read on the voice's thread: no
        tracker (a trial changes it in place), only what the main thread noted after the
        last input (:attr:`~companion.app.session.TableSession.round_over`, ``zones``)."""
        zones = self.session.zones
        return self.cleared_mid != round_ or self.session.round_over \
            or bool(zones) and zones[0][0] != round_

    def _left_face_up(self, round_: int) -> Counter:
        """The cards the camera shows in the zones now that the tracker does not hold
        (:class:`LeftCard` still there, of round ``round_`` (1-based), read as one card),
        counted per key: face up, so not unseen (QA23 #23: an undone Urchin left out in
        Alice's zone was counted as unseen by key 3). ``round_``: the round key 3 tells,
        the next one while its deal is not heard yet (review of env44: the ended round's
        left card was taken off the dealt round's unseen cards). Not the cards held to be
        given later, which no line has told as this round's: those held for the next deal
        (:attr:`LeftCard.deals`, the next round's, or the round's own only if the answer
        says so; fresh QA65 MEDIUM-3, r20: round 1 held behind Dan's question, the table
        cleared, the next round's cards laid were taken off round 1's unseen cards, the
        list growing as they were), nor those held behind the open question, unnamed
        (:attr:`LeftCard.behind_older`: "A card in Bob's zone waits for the answer…")
        while they wait to be given (:attr:`LeftCard.open`): once asked and left out,
        named ("The Cultists in Carol's zone, laid before The Fed: …"), they are face up
        as the older card is (review of key3); nor any card held with no line naming it
        (:attr:`LeftCard.unsaid`: a stall's card held in silence behind "Still waiting for
        Bob's play", only counted, "The 6 cards laid since wait for it."; fresh QA66
        MEDIUM-1, MEDIUM-2: docs/keys.en.md, a card counts once a line naming it was
        heard), nor those the hold on an entered card the camera reads otherwise keeps
        waiting, unsaid (:meth:`~companion.app.differs_hold.DiffersHold._differs_waits`;
        fresh QA68 M3). After a resume whose log's round ``round_`` was seen cleared in its middle
        (:func:`~companion.app.cleared_logged.restore_cleared`), while it still is: the
        cards that log undid in that round and did not take again, said undone and left
        out ("take it away, or it stays left out"), lay on the table gathered, as the
        live table counts them (:attr:`~companion.app.known_cards.KnownCards.
        undone_logged`; fresh QA66 LOW-2, q1r: "5 of rank 1", 4 live)."""
        face_up = Counter(left.event.candidates[0] for left in self.left_cards
                          if left.there and left.round == round_
                          and left.event.seat is not None
                          and len(left.event.candidates) == 1 and left.claimed is None
                          and not left.deals and not left.unsaid
                          and not (left.behind_older and left.open)
                          and not self._differs_waits(left))
        if getattr(self, "cleared_from_log", None) == round_ == self.cleared_mid:
            face_up.update(cards[0] for logged, _, cards in self.known.undone_logged
                           if logged == round_ and len(cards) == 1)
        return face_up

    @staticmethod
    def _named(*lefts: LeftCard) -> None:
        """``lefts`` (:class:`LeftCard`) were just named by a line said (a question or
        prompt about them): no longer :attr:`LeftCard.unsaid`, key 3 counts them seen while
        they lie face up."""
        for left in lefts:
            left.unsaid = False

    def _card_names(self, candidates) -> str:
        """A camera reading's card name(s), in the table's language ("The Fed or
        Nightgaunt" when it could not tell them apart)."""
        names = [card(k).name(self.session.lang) for k in candidates]
        return format_list(names, style="or", locale=self.session.lang)

    def _zones(self, events) -> str:
        """``events``' cards (in seat order) said zone by zone: "The Urchin and The Fed in
        Ann's zone; The Boxer in Bob's zone" (``app.old_zone``)."""
        tracker, lang = self.session.tracker, self.session.lang
        by_seat: dict[int, list[str]] = {}
        for event in events:
            by_seat.setdefault(event.seat - 1, []).append(self._card_names(event.candidates))
        return message(lang, "app.list_sep").join(
            message(lang, "app.old_zone", player=tracker.names[seat],
                    cards=format_list(cards, locale=lang)) for seat, cards in by_seat.items())

    def _leave(self, event, deals: bool = False, for_answer: bool = False) -> None:
        """Watch a card the game did not take (module docstring; ``deals``, ``for_answer``:
        see :attr:`LeftCard.deals`, :attr:`LeftCard.for_answer`)."""
        left = LeftCard(event, self.session.tracker.view().round, deals=deals,
                        for_answer=for_answer)
        if deals:
            self.held_laid.append(left.laid_t)  # (companion.app.lost_rounds)
        if event.seat is not None:  # its own place, not an older copy's (fresh QA65 HIGH-2)
            left.place = own_place(
                self.watcher.last_reading, stable_places(self.watcher), event.seat,
                event.candidates, [x.place for x in self.left_cards if x.event is not event
                                   and x.event.seat == event.seat
                                   and set(x.event.candidates) & set(event.candidates)])
        self.left_cards.append(left)

    def _unleave(self, event) -> None:
        """Stop watching ``event``'s card: it is being taken."""
        self.left_cards = [left for left in self.left_cards if left.event is not event]

    def _left_cards(self) -> None:
        """Once per picture: a left card taken away is forgotten by the camera (read again
        when laid again); one still there when the table waits for a card in its zone alone
        is taken, with "Check it.", unless its place in the round is unknown (a card of its
        zone laid after it taken, or the table played on since it was laid: left out and
        said, :mod:`companion.app.laid_before`); those of a past round are dropped (the
        camera was reset for the deal); a stall's kept cards are given once the table moved
        (:meth:`~companion.app.stall.Stalls._stall_release`); the glimpse hold, changed by
        this picture, is written to the session log (:mod:`companion.app.glimpse_logged`),
        and so are the twin question (:mod:`companion.app.twin_logged`) and the round seen
        cleared (:func:`~companion.app.cleared_logged.log_cleared`)."""
        self._note_bare()
        if not self.session.tracker.started:
            return
        self._left_cards_step()
        self._glimpse_log()
        self._twin_log()  # the twin question too (twin_logged)
        self._cleared_log()  # and the round seen cleared (hqq)
        self._waits_log()  # and the cards waiting for the player's word (waits_logged)

    def _note_bare(self) -> None:
        """Note, by stable card (``card_id``), the frame time the last picture showed its
        place bare table with no card laid on it (:attr:`bare_t`, for
        :func:`~companion.app.card_place.under_pile`): a card so seen after it was last
        read was taken away, so a card laid later on its place does not cover it (review of
        g263: the Cultists lifted, Cthulhu laid there, then undone, was said left out).
        Only the camera's stable cards are kept."""
        stable = stable_places(self.watcher) or []
        reading = self.watcher.last_reading
        ids = {p.card_id for p in stable}
        self.bare_t = {k: t for k, t in self.bare_t.items() if k in ids}
        for card_id in bare_now(reading, stable):
            self.bare_t[card_id] = reading.t

    def _left_cards_step(self) -> None:
        """:meth:`_left_cards`'s work on the left cards, once the game has started."""
        self._undone_taken()  # an undone card an account kept (review of undo49)
        self._differs_release()  # the cards held on a card read otherwise (differs_hold)
        self._stall_release()
        self._asked_holds_again()  # kept cards now behind another asked card (asked_hold)
        self._note_held_gather(self.watcher.last_reading)  # held cards gathered (QA49)
        self._rounds_lost()  # the table played on past the held round: none given
        self._deal_held()  # the cards held for the next round, in the order laid
        self._held_over()
        self._say_held_again()
        self._owed_step()  # a resumed card taken as the owed one, taken away (owed_asked)
        if not self.left_cards:
            return
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        view = tracker.view()
        gone = []  # held cards taken away with this picture
        for left in list(self.left_cards):
            if all(x is not left for x in self.left_cards):
                # taken meanwhile: the card before it, taken, gave it again as the play
                # it had been refused for (``early``; QA34 st3: removed twice, a crash)
                continue
            if left.round != view.round:
                self.left_cards.remove(left)
                continue
            event = left.event
            if reading is None or not reading.readable:
                continue
            if not left.there:
                if self._give_gathered(left):  # refused, gathered: its turn (QA60 M1)
                    view = tracker.view()
                    continue
                if reading.t - left.gone_t > RETURN_S and not (left.kept or left.deals) \
                        or self._went_alone(left):
                    self.left_cards.remove(left)
                continue
            seen = places(reading, event.seat, event.candidates)
            if not seen and (left.deals or self._holds_all() or left.undone) \
                    and laid_on(reading, event.seat, event.candidates, left.place,
                                stable_places(self.watcher)):
                # held for the next round, or behind a card told unread, under the next
                # card laid on its pile: still there, given in the order laid
                # (NextDeal._deal_held; session 37, st7; tommy43: the Tommy Gun's first
                # card, covered by its second while the rank was awaited, was dropped);
                # or undone, left out under a card laid on it: still there, as its "take it
                # away" line says (fresh QA62b LOW-3)
                left.unseen, left.unseen_t = 0, None
                continue
            if not seen and self._kept_under(left):
                # a stall's card under a later one of its pile, held too (QA48 HIGH-2:
                # Alice's check card under her next play, forgotten, the play her check's)
                left.unseen, left.unseen_t = 0, None
                continue
            if not seen and hidden(reading, event.seat, event.candidates, left.place):
                # its place is covered (a hand feeling the pile, an arm, a mug): no picture
                # of its zone without it; the pictures without it start again (QA23 #1-#3)
                left.unseen, left.unseen_t = 0, None
                continue
            if not seen:
                if left.kept and not left.bare:
                    left.bare = not laid_on(reading, event.seat, event.candidates,
                                            left.place, stable_places(self.watcher))
                left.unseen += 1
                left.unseen_t = reading.t if left.unseen_t is None else left.unseen_t
                if left.unseen >= GONE_FRAMES and reading.t - left.unseen_t >= GONE_S:
                    # still covered after the long bound (vision.place_cover.COVER_MAX_S):
                    # seen again at its place, it is the old card, whatever is awaited
                    left.under = hidden(reading, event.seat, event.candidates, left.place,
                                        bound=False)
                    self._taken_away(left, reading.t)
                    gone += [left] if left.held else []
                continue
            left.place = nearest(seen, left.place)
            left.unseen, left.unseen_t, left.bare = 0, None, False
            if left.order_asked and self._order_seen(left):  # its order asked, seen now:
                view = tracker.view()  # given in its turn, or left out (taken_place)
            if left.old or left.held or left.kept or left.claimed is not None \
                    or event.seat is None \
                    or self._unread_waits(event.seat - 1) or self._holds_all() \
                    or self._differs_standing() is not None \
                    or left.deals and tracker.waiting()[0] == "showdown":
                # watched until taken away only; or behind an unread card (QA34 st1), or
                # while every card is held (session 37: it settled an open question); or
                # kept behind a missing card, given in order (Stalls._stall_release); or
                # the next round's, laid at a showdown, the round's end undone (review of
                # qa46h1: Carol's round-4 Musician given as her revealed hand)
                continue
            if not (left.counted or left.deals) and tracker.question is None \
                    and event.seat <= len(view.seats) and not view.seats[event.seat - 1].out \
                    and self._laid_under(left) is not None:
                self._unplaced(left)  # a card of its zone laid after it taken (laid_before)
                continue
            if self._give_left(left, view):
                view = tracker.view()
        if gone:
            self._held_gone(gone)
        self._ask_before_entry(self._entry_held())


__all__ = ["LeftCard", "LeftCards", "GONE_FRAMES", "GONE_S", "RETURN_S"]

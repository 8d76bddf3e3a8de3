"""The one record of a table seen cleared in a round's middle or at its end, a hand
awaited (:class:`ClearedCards`, :attr:`~companion.app.live.LiveTable.cleared_ids`, made by
:meth:`NextDeal._cleared_mid_round <companion.app.live_deal.NextDeal._cleared_mid_round>`),
and the steps that forget its cards (:class:`ClearedTable`). The cleared table is not
reset by the camera (it may be a false alarm: a cloth, a hand over the table); once the
clear is sure, a card laid at the place of a gathered card of its name, which the camera
takes for it, is the new card it is: reported as laid again while the round is open
(:meth:`ClearedTable._forget_cleared_round`), never that card moved
(:meth:`ClearedTable._gathered_card`), and the cards left are forgotten once the round is
over (:meth:`ClearedTable._forget_cleared`). QA46b HIGH and B, QA47 HIGH-1, the reviews of
showdown47 and integ47.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field

from companion.app.left_cards import GONE_S
from vision.records import CardAppeared

log = logging.getLogger(__name__)


@dataclass
class ClearedCards:
    """The zone cards the camera held when round ``round`` was seen cleared
    (:meth:`NextDeal._cleared_mid_round
    <companion.app.live_deal.NextDeal._cleared_mid_round>`), one record for both uses of them.

    Attributes:
        round: the round seen cleared.
        ids: the stabilizer's numbers of its stable zone cards then; each forgotten by the
            camera, or reported as a card laid again, is taken out
            (:meth:`ClearedTable._forget_cleared_round`).
        played_on: the clear is sure: seen at the round's end, a hand awaited
            (:meth:`NextDeal._hand_ends_round
            <companion.app.live_deal.NextDeal._hand_ends_round>`; QA46b HIGH, QA47
            HIGH-1), or new cards held since that are not the round's next plays (QA46b B,
            round 7; :meth:`NextDeal._played_on
            <companion.app.live_deal.NextDeal._played_on>`). Then a card laid near one of
            ``ids``, named like it, is new (:meth:`ClearedTable._gathered_card`), and
            those left are forgotten once the round is over
            (:meth:`ClearedTable._forget_cleared`). Before, the round's
            cards back, even moved, end the alarm: a cloth (review of showdown47).
        back: the frame time (s) each of ``ids`` was first read again at its own place
            since the clear (and since it was last unread there for more than
            :data:`~companion.app.left_cards.GONE_S`), ``{stabilizer number: t}``: a card
            laid there since, the camera taking it for the gathered one, was laid by then
            (:meth:`ClearedTable._forget_cleared_round`).
        from_log: seen cleared from a resumed log's cards unread since the resume
            (:meth:`KnownCards.logged_unread
            <companion.app.known_cards.KnownCards.logged_unread>`): those cards read back
            end the alarm (:mod:`companion.app.log_table_back`, review of resume48).
    """

    round: int
    ids: set[int]
    played_on: bool = False
    back: dict[int, float] = field(default_factory=dict)
    from_log: bool = False


class ClearedTable:
    """The cleared table's cards in :class:`companion.app.live.LiveTable` (a mixin: it uses
    the table's ``session``, ``watcher``, ``cleared_ids`` and its ``_round_over``,
    ``_stable_places`` and ``_card_appeared``)."""

    def _gathered_card(self, card_ids) -> bool:
        """Whether the stabilizer's cards ``card_ids`` (numbers, :meth:`Stabilizer.moved_away
        <vision.stable_queries.StableQueries.moved_away>`), all of them, were gathered with
        the table seen cleared in this round (:attr:`~companion.app.live.LiveTable.
        cleared_ids`), played on since or cleared at its end, a hand awaited
        (:attr:`ClearedCards.played_on`): a card laid since, named like one of them near
        its place, is a new card, held for the next round, never that card moved (QA46b
        HIGH: round 3's showdown gathered; round 4's Investigators of Bob and Musician of
        Carol, laid a little apart from where round 3's had lain, were dropped as those
        moved, then said "Still on the table from the last round")."""
        cleared, ids = self.cleared_ids, set(card_ids)
        return bool(ids) and cleared is not None and cleared.played_on \
            and self.session.tracker.started \
            and cleared.round == self.session.tracker.view().round and ids <= cleared.ids

    def _cleared_back(self, round_: int) -> bool:
        """Whether half or more of the zone cards the camera held when round ``round_``
        was seen cleared in its middle, the clear not sure (:attr:`ClearedCards.ids`, not
        :attr:`ClearedCards.played_on`; once the round is settled,
        :attr:`~companion.app.live.LiveTable.cleared_end_ids`), are read again at their
        places: the table was covered (a cloth, an arm), not gathered, and the hand of a
        player knocked out at the round's end may still be laid and read (seed 002 "Out
        of the Round"; review of hc63: the helper entered Bob's Cthulhu as the
        cleared-table prompt asked, the cloth lifted, and his hand, The Boxer, dealt round
        2: "Bob's hand was not read.")."""
        cleared = self.cleared_ids
        if self.cleared_end == round_:
            ids = self.cleared_end_ids
        elif cleared is not None and cleared.round == round_ and not cleared.played_on:
            ids = frozenset(cleared.ids)
        else:
            return False
        back = sum(1 for p in self._stable_places() if p.card_id in ids and p.seen)
        return bool(ids) and back * 2 >= len(ids)

    def _forget_cleared(self) -> None:
        """Once the round whose table was seen cleared is over (settled by a key, an answer
        or a card, whatever way it ended), the camera forgets the cards it held then
        (:attr:`~companion.app.live.LiveTable.cleared_ids`), if the clear was sure
        (:attr:`ClearedCards.played_on`): they were gathered. A card laid since at the
        place of one of the same name, which the camera took for it seen again, is then
        read as the new card it is, a next round's play, never said "Still on the table
        from the last round" (:meth:`~companion.app.live_deal.NextDeal._say_old_cards`;
        QA46b HIGH: round 4's Investigators of Bob and Musician of Carol, laid while round
        3's showdown waited, were said so once Enter 3 gave Carol's hand, and round 4 went
        wrong)."""
        cleared = self.cleared_ids
        if cleared is None or not self._round_over() \
                or cleared.round != self.session.tracker.view().round:
            return
        self.cleared_ids = None
        if not cleared.played_on:
            return
        for p in self._stable_places():
            if p.card_id in cleared.ids:
                log.info("camera: %s in seat %d gathered at the clear", p.candidates, p.seat)
                self.watcher.forget(p.seat, p.candidates, card_id=p.card_id)

    def _forget_cleared_round(self, reading, view) -> None:
        """The table seen cleared in round ``view.round`` (:attr:`cleared_mid`) and played
        on since (:meth:`~companion.app.live_deal.NextDeal._played_on`: new cards laid and
        held), ``reading`` not ending the alarm
        (:meth:`~companion.app.live_deal.NextDeal._cards_back`): the clear is sure
        (:attr:`ClearedCards.played_on`), and each of the round's zone cards the camera
        held as stable then (:attr:`~companion.app.live.LiveTable.cleared_ids`) that
        ``reading`` reads again in its zone is a new card laid where the gathered one lay,
        which the camera took for it: reported now (held and given in the order laid,
        :meth:`~companion.app.live_deal.NextDeal._deal_held`), as laid when first read
        again (:attr:`ClearedCards.back`). Forgotten and read anew by the camera a few
        pictures later, it came after cards laid after it (review of integ47: Bob's
        Investigators at round 3's place, then Carol's Nightgaunt held; Enter 3 settled
        round 3 and the Nightgaunt dealt round 4, "Waiting for Bob's play"). One whose name
        ``reading`` reads elsewhere in that zone is forgotten by the camera: a new card laid
        near it, read as the new card it is, not that card moved
        (:meth:`~companion.app.left_cards.LeftCards._moved_here`). Before any new card, the
        round's own cards laid back (one by one, or all at once) are still that round's
        (review of qa46h2). QA46b (B: 6 players,
        original, es, seed 12): round 7 cleared while Alice's Sanity check's card was
        missing; Fay's and Bob's round-8 first plays (the Investigators, the Hound of
        Tindalos), laid where their round-7 cards of those names had lain, were never
        reported, nor Eve's round-9 Henry Armitage ("a known card moved"): once Enter
        closed round 7, round 8's cards were given without Fay's, Alice's was refused
        ("The Investigators by Alice? Waiting for Eve's play."), and rounds 8-10 lost."""
        cleared = self.cleared_ids
        if cleared is None or cleared.round != view.round \
                or getattr(self.watcher, "stabilizer", None) is None:
            return
        cleared.played_on = True
        read = [s for s in reading.sightings if s.seat is not None]
        stable = self._stable_places()
        for p in stable:
            if p.card_id not in cleared.ids:
                continue
            if p.seen:
                # the camera took the card laid there for the gathered one (docstring)
                cleared.ids.discard(p.card_id)
                log.info("camera: %s in seat %d, gathered with round %d, laid again",
                         p.candidates, p.seat, view.round)
                self._card_appeared(CardAppeared(
                    seat=p.seat, candidates=tuple(p.candidates),
                    index_in_zone=sum(q.seat == p.seat for q in stable) - 1, frame_index=0,
                    t=cleared.back.get(p.card_id, reading.t)))
            elif any(s.seat == p.seat and set(s.candidates) & set(p.candidates) for s in read):
                cleared.ids.discard(p.card_id)
                self.watcher.forget(p.seat, p.candidates, card_id=p.card_id)
                log.info("camera: %s in seat %d, gathered with round %d, forgotten",
                         p.candidates, p.seat, view.round)

    def _note_back(self, reading) -> None:
        """Note in :attr:`ClearedCards.back` when each of the cleared round's zone cards
        is first read again at its own place (``reading`` a readable picture); unread
        there since for more than :data:`~companion.app.left_cards.GONE_S`, it was taken
        away, and a card read there later was laid then (review of cleared48: Carol's
        round-3 pile, shown a moment after the showdown's table read bare, then
        gathered; her round-4 Musician laid there after Bob's Investigators was given
        first, "The Musician by Carol? Waiting for Bob's play.")."""
        cleared = self.cleared_ids
        if cleared is None:
            return
        for p in self._stable_places():
            if p.card_id not in cleared.ids:
                continue
            if p.seen:
                cleared.back.setdefault(p.card_id, reading.t)
            elif reading.t - p.seen_t > GONE_S:
                cleared.back.pop(p.card_id, None)

"""``companion play``'s deal of the next round: when the table is cleared after a round,
or when the players begin the next round while its deal is held after an undo.

After a round ends the companion says to gather the cards, waits for :data:`CLEARED_FRAMES`
real pictures of a table with no card in any zone (a frozen or lost camera is no picture:
QA12 F14, an outage of 0.75 s dealt the next round over the old cards), then deals the
next round with the dealing steps said again (seed 002 "Setup"). A question about the
ended round still open holds the deal until it is answered. When the next round's deal was
undone, the cleared table is not dealt again at once; a card laid in a zone then deals the
round and is taken as its first play (QA12 F8), also while the question that undone deal
closed is open again (:meth:`NextDeal._redeal_settles`).

The table is not always seen empty between rounds (QA13b N5: the last old pile gathered as
the new round's first card is laid, an old card forgotten in a zone, a camera outage while
the cards were gathered): a *new* card laid in a zone once the round is over (with two
players, also a new card in the middle: the new round's face-up cards) deals the next round
and is its first play, as after an undone deal. The camera reports each card once, so an
old card still lying there is no new card; the old cards still seen then are said once
("still on the table from the last round: … take them away") and watched until taken away
(:class:`~companion.app.left_cards.LeftCard` ``old``), but one the camera saw leave, or
whose zone's pile it saw gathered around it, is asked, not said: the new round's card laid
where one of its name lay (:meth:`Gathered.moved`); those no longer seen are forgotten
by the camera, so that the same card laid again at the same place is read. With two
players, the cleared table also needs the middle cleared of the old face-up cards (QA13b
N11: they were read as the new round's five).

A table seen empty for :data:`CLEARED_FRAMES` pictures while one account of the table has
the round over and another has it going on (a Boxer or Deep One compare: the loser's hand
laid in the next player's zone looks like that player's play) tells the round is over:
the next round is dealt (:meth:`Tracker.deal_settles
<companion.tracker.tracker.Tracker.deal_settles>`), the ended round's news said first, then
the dealing steps (QA35 stfr2: round 3's cards were taken as round 2's, which never ended).

A table seen empty for :data:`GATHER_RUN_S` of frame time (or :data:`CLEARED_MID_FRAMES`
pictures), or a moment of it then a card new to the camera (:mod:`companion.app.mid_gather`:
review of late56, a gather a picture short of 30 said nothing), while a round is in progress
(QA13b N2: the players moved on while "is Carol out?" was open, or dealt again after a
misdeal) is said, with what to do; cards laid after it are held (left, said once) until
the round is settled: the open question answered (then the first of them deals the next
round, the others after it in the order laid, seen now or under a later card:
:meth:`NextDeal._deal_held`; a card first read once the round is settled, before they are
given, was laid after them and is held among them: fresh QA54b HIGH B, it dealt the round
on itself ahead of them), or the round undone to its deal (then each is taken in its
turn). Once new cards held so are not the round's next plays in turn
(:meth:`NextDeal._played_on`), a card of the round read again where it lay (or one of its
name in its zone) is a new card too, reported as laid when first read again or forgotten
by the camera and read as such (:mod:`companion.app.cleared_cards`; QA46b: the next
rounds' cards laid where the round's cards of those names had lain were never reported).
Held cards the round takes in turn, and every card of the round back, were a cloth lifted:
the alarm ends, the held cards given in turn (review of integ47).

A table that read no card in any zone for :data:`GATHER_RUN_S` after the round ended was
gathered, even when places were judged covered and so no deal came (QA40 six40: with 6
players the place cover found no bare table around the biggest piles): when the next round
is then dealt by a card, the old cards read again in the zones of the players before its
turn, from the starter on, are the round's first plays, laid where the old cards of the
same names lay, not cards left from the last round (:meth:`NextDeal._laid_again`); a card
first read after that bare second only if it names a card held then in its zone or no
pile under a place judged covered is read again (else it may be the ended round's, entered
by key or a resumed table's, read at last: :class:`Gathered`). A round going on again (its
end undone, or corrected away by a slash) forgets that second. A card whose place is judged
covered from the table around it alone (the place itself the table's look, not a hand's)
while every card laid on it in its pile shows bare table was gathered with that pile, for
the cleared table and the bare second alike
(:func:`~companion.app.card_place.under_taken_pile`, QA48 r3).

The card last taken in a zone that the camera no longer sees for :data:`TAKEN_BACK_S`,
while it sees the rest of its zone and the table (and no same card pushed nearby), is said
as a question, once each time it goes missing: taken back? then undo it (a card laid by
mistake and taken back into the hand after it was said).
"""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field, replace
from functools import partial

from babel.lists import format_list

from companion.app.card_place import at_place, places, under_taken_pile
from companion.app.cleared_cards import ClearedCards
from companion.app.cleared_logged import (cleared_quiet, cleared_restored, cleared_unsaid,
                                          recleared_from_log)
from companion.app.live_cards import card_observation
from companion.app.middle_cards import GATHERED_S
from companion.app.one_pile_covered import one_pile_covered_at_most
from companion.app.result_held import result_held
from companion.app.undo_under import hint_answer_under
from companion.app.undone_before_answer import undone_named as undone_named_now
from companion.cards import card
from companion.narration.catalog import message
from companion.rules import set_aside_face_up
from companion.tracker import observations as o
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation, ObservationError
from companion.tracker.round_result import ROUND_OVER

log = logging.getLogger(__name__)

#: Frames in a row with no card in any zone after a round ended: the table was cleared.
CLEARED_FRAMES = 15
#: Readable pictures in a row with seat markers and no card in any zone while a round is in
#: progress: the table was cleared in the middle of the round (QA13b N2: 90 and 150 such
#: pictures in the tester's runs). Twice :data:`CLEARED_FRAMES` (one second at 30 pictures
#: a second): a hand or a mug hides one pile, never every zone at once for that long. At
#: fewer pictures a second, :data:`GATHER_RUN_S` of frame time does it
#: (:mod:`companion.app.mid_gather`; review of late56: 30 pictures were 3 s at 10 a second).
CLEARED_MID_FRAMES = 2 * CLEARED_FRAMES
#: Seconds (frame time) the newest card said in a zone must stay unseen, while the rest of
#: the table is seen, before the companion asks whether it was taken back: a hand laying
#: the next card or passing over a pile hides it for well under that.
TAKEN_BACK_S = 3.0
#: Seconds (frame time) and pictures in a row reading no zone card after a round ended
#: after which its cards were gathered (``NextDeal._gathered_unread``), even if places were
#: judged covered: old cards read again before the dealing card's turn are the new round's
#: first plays. A hand hides one pile, not every
#: zone's cards; a bare-table moment at a real table lasts a few seconds (the demo: 3 s).
GATHER_RUN_S = 1.0
GATHER_RUN_PICTURES = 3
#: Seconds (frame time), and :data:`GATHER_RUN_PICTURES` pictures, that the round the held
#: cards dealt after they were seen gathered must still read gathered after its deal
#: (:meth:`NextDeal._gathered_dealt_bare`): a card read sooner was no gather (review of
#: runc53: an arm lifting off the held cards). QA52b runC2: 1.6 s (16 pictures) of bare
#: table before round 3's first card; under :data:`CLEARED_MID_FRAMES` pictures at 30 a
#: second, or the plain mid-round clear would say it first.
GATHERED_DEALT_S = 0.5
#: Seconds (frame time) of bare table (:meth:`NextDeal._bare_for_deal`'s run) a resumed
#: log's cards unread since the resume need to count for a table gathered while the
#: companion was off (:meth:`NextDeal._cleared_mid_round`), more than a live table's
#: :data:`GATHER_RUN_S`: a camera that reads nothing for a second or two as the resume
#: starts (a hand or an arm over the table, its exposure settling) is no gathered table
#: (review of resume48: 1.6 s unread said "The table was cleared, but round 5 is not
#: over" of a table never gathered). A gathered table stays bare till the hand is given.
FROM_LOG_BARE_S = 2.5


@dataclass
class Gathered:
    """The ended round's table reading no card in any zone (:meth:`NextDeal._gathered_unread`),
    forgotten when the next round is dealt or the round goes on again (its end undone or
    corrected away).

    Attributes:
        done: no zone card read for :data:`GATHER_RUN_S` and :data:`GATHER_RUN_PICTURES`:
            the round's cards were gathered.
        run: the current run of such pictures, ``(first frame time s, pictures)``, or
            ``None``.
        hidden: the last look at each stable zone card's unread place since the round
            ended, ``{stabilizer number: PlaceState.hides}``
            (:attr:`vision.place_cover.PlaceState.hides`): one still hidden was never
            gathered.
        held: the stable zone cards the camera held when the table first read bare that
            long, ``{stabilizer number: (seat 1-based, candidates)}``: those were
            gathered; a new track of one of their names in their zone is the card laid
            again a little apart; another first read after that is a card laid, unless the
            table was not all gathered (:meth:`gathered_whole`: then it may be the ended
            round's, entered by key or a resumed table's, unread till then).
        middle: the stable middle cards (2 players' face-up cards) unread for
            :data:`~companion.app.middle_cards.GATHERED_S` once the table read bare that
            long, ``{stabilizer number: candidates}``: gathered with the piles
            (:meth:`middle_again`; a busy cloth's places, judged bare and covered by
            turns, tell nothing: fresh QA52 r3).
        since: the frame time (s) of the first readable picture looked at after the round
            ended, ``None`` before.
        away: the stable zone cards read since the round ended, then unread for
            :data:`GATHER_RUN_S` or more, ``{stabilizer number: seat 1-based}``: gathered,
            or under a hand (:meth:`moved`).
        bared: the stable zone cards whose place, unread, was judged not hiding them
            (:attr:`hidden` false) in a picture since the round ended: they left it.
        gone: the stable zone cards unread at the deal for :data:`GATHER_RUN_S` or more,
            their places not judged hiding them then, or for :data:`TAKEN_BACK_S` or more,
            ``{stabilizer number: seat 1-based}`` (:meth:`note_deal`).
    """

    done: bool = False
    run: tuple[float, int] | None = None
    hidden: dict[int, bool] = field(default_factory=dict)
    held: dict[int, tuple[int, tuple[str, ...]]] = field(default_factory=dict)
    middle: dict[int, tuple[str, ...]] = field(default_factory=dict)
    since: float | None = None
    away: dict[int, int] = field(default_factory=dict)
    bared: set[int] = field(default_factory=set)
    gone: dict[int, int] = field(default_factory=dict)

    def note_away(self, places, t: float) -> None:
        """One readable picture at frame time ``t`` (s) after the round ended, ``places``
        the camera's stable cards then (:class:`vision.place_cover.StablePlace`): each zone
        card read since the round ended (:attr:`since`) and unread for
        :data:`GATHER_RUN_S` now goes in :attr:`away` (a card never read since, under a
        newer card of its pile, tells nothing)."""
        if self.since is None:
            self.since = t
        for p in places:
            if p.seat is not None and not p.seen and p.seen_t >= self.since \
                    and t - p.seen_t >= GATHER_RUN_S:
                self.away[p.card_id] = p.seat

    def note_deal(self, places, reading) -> None:
        """The deal's picture ``reading`` (:class:`vision.records.FrameReading`), ``places``
        the camera's stable cards then, before the old ones unread are forgotten
        (:class:`vision.place_cover.StablePlace`): each zone card unread for
        :data:`GATHER_RUN_S`, its place not judged hiding it now (no look: bare), or
        unread for :data:`TAKEN_BACK_S` or more whatever its look, goes in :attr:`gone`,
        read last before the round's end or after: a round whose end waited for cards or a
        question in the tracker was gathered before it ended there. A hand passing over a
        pile hides it for well under :data:`TAKEN_BACK_S`; a gathered cascade's places can
        stay judged covered (QA40 six40: its ring patches lay on its own cards) up to
        :data:`~vision.place_cover.COVER_MAX_S` (review of oldplay53: Alice's Urchin, laid
        where round 2's lay 5 s after her pile was gathered, said "Still on the table")."""
        if reading is None:
            return
        looks = {p.card_id: p.hides for p in _zone_places(reading)}
        for p in places:
            unread = reading.t - p.seen_t
            if p.seat is not None and not p.seen and unread >= GATHER_RUN_S \
                    and (unread >= TAKEN_BACK_S or not looks.get(p.card_id, False)):
                self.gone[p.card_id] = p.seat

    def all_covered(self) -> bool:
        """Whether every zone whose cards the camera held when the table first read
        gathered (:attr:`held`), two zones at least, has a place last judged hiding its
        card (:attr:`hidden`): no hand resting on a pile (a hand hides one pile, not
        every zone's at once: :data:`GATHER_RUN_S`), but a cloth whose gathered piles'
        places stay judged covered (their table patches lay on the piles' own cards, or
        the cloth's pattern changes little between card and table). Review of k61 (HIGH,
        2 players, busy cloth, demo seed 441 round 2: Bob's Musician and Alice's Tommy
        Gun, the piles' top cards, judged covered through 19 s of gathered table, the
        other places bare and covered by turns): the table was dealt only by round 3's
        first play, and round 3's face-up Sailor and Investigators were said "Still on
        the table from the last round". And every such zone has a place last judged
        bare (a card under the pile's top one, whose place shows table: the pile left it;
        while the pile lies there unread, a hand or an arm over it, that place is
        covered or still the card's look): an arm or a sighted helper's hands across
        every pile for a second judge every place covered, none bare (review of k62,
        HIGH: 2 and 3 players, the rendered table under hands on each pile, each preset:
        round 2 dealt under the hands, the old piles then read as its first plays, its
        real first card held; demo seed 441 round 2's gathered piles had their lower
        cards' places bare, its deal at the same 60.1 s)."""
        zones = {seat for seat, _candidates in self.held.values()}
        looks = [(self.held[card_id][0], hides) for card_id, hides in self.hidden.items()
                 if card_id in self.held]
        covered = {seat for seat, hides in looks if hides}
        bare = {seat for seat, hides in looks if not hides}
        return len(zones) >= 2 and covered == zones and bare == zones

    def moved(self, old, read: dict[int, int], dealer: int | None, seats: int) -> set:
        """The stabilizer numbers of the ended round's zone cards read at the deal
        (``old``: ``(seat 1-based, candidates, stabilizer number)``,
        :meth:`NextDeal._old_cards`) that may be the new round's plays, by what the camera
        saw since the round ended (:attr:`away`): the card itself went unread a while,
        its place judged bare meanwhile (:attr:`bared`), and is read again (it left), or
        a card of its zone read since is gone, its place not last judged hiding it
        (:attr:`hidden`), or unread a while at the deal (:attr:`gone`): its pile was
        gathered around it. The camera takes a card laid
        where a card of its name lay for that card (:mod:`vision.stabilize`), so the name
        and place are no proof that it never left. Fresh QA52b r6b (round 3): round 2's
        end waited ~80 s for an answer while the table gathered it and played round 3;
        Bob's Investigators and Alice's Urchin, laid where round 2's lay, were said "Still
        on the table from the last round: … Take them away". Not a card of ``dealer``'s zone
        (the seat, 1-based, whose own card dealt the round: no turn came before hers;
        review of stale52) unless every other of the ``seats`` players' zones has a card
        read now (``read``: ``{stabilizer number: seat 1-based}`` of the stable cards read
        in the deal's picture): each may have played since, the dealing card her second."""
        # a place last judged hiding its card (a hand on it) is no pile gathered, nor one
        # never judged bare a card that left: a hand lay on it (review of six40, rev40d);
        # with no look at all (a camera without place looks), unread is gone
        gone = {seat for card_id, seat in self.away.items()
                if card_id not in read and not self.hidden.get(card_id, False)}
        gone |= set(self.gone.values())
        left = {card_id for card_id in self.away
                if card_id in self.bared or card_id not in self.hidden}
        others = set(range(1, seats + 1)) - {dealer}
        turned = dealer is not None and others <= set(read.values())
        return {card_id for seat, _candidates, card_id in old
                if seat is not None and card_id is not None
                and (card_id in left or seat in gone)
                and (seat != dealer or turned)}

    def middle_again(self, old) -> bool:
        """Whether ``old`` (an ended round's card read at the deal, ``(seat 1-based or
        None, candidates, stabilizer number)``, :meth:`NextDeal._old_cards`), a middle
        card, was gathered: unread a while on the table read bare (:attr:`middle`): the
        card read there now is the new round's face-up card laid where the old one lay
        (seed 002 "Setup": the five lie in the middle each round; same name, same place,
        the stabilizer took it for the old one). As a round in play's middle cards are
        forgotten once its piles are gathered
        (:meth:`~companion.app.middle_cards.MiddleCards._forget_gathered_middle`). Fresh
        QA52 r3/r3b (busy cloth, seed 83): a round's face-up Investigators, laid where
        the round before had one, was said "Still on the table from the last round: The
        Investigators in the middle. Take it away" (the replay: round 4's). Taken so only
        as the new round's face-up cards are laid, and alone, said with "Check it."
        (:meth:`NextDeal._deal_on_card`): two or more back at their places, or one with no
        new middle card, were left lying (review of faceup52: round 1's forgotten Fed and
        Cthulhu, unread 2 s on a busy cloth, were said "Face up: The Fed." in round 2)."""
        seat, _candidates, card_id = old
        return self.done and seat is None and card_id in self.middle

    def laid_again(self, seat: int, candidates, card_id: int | None,
                   whole: bool = True) -> bool:
        """Whether the old card ``candidates`` read in ``seat``'s zone (1-based) as the
        stabilizer's card ``card_id`` (``None``: not known) was gathered and may have been
        laid again: the table read bare (:attr:`done`), its place was not last judged
        hiding it (:attr:`hidden`), and its track was held then (:attr:`held`), or names
        a card held then in that zone, or, first read after the bare second, the bare
        second gathered the ``whole`` table (:meth:`gathered_whole`: a card of the ended
        round's zone entered by key or from a resumed log, first read now, is a new copy
        laid; review of gath41: Alice's round-2 Investigators, named like the one entered
        in her zone in round 1, was said "Still on the table" and lost)."""
        if not self.done or self.hidden.get(card_id, False):
            return False
        if card_id is None or card_id in self.held:
            return True
        return whole or any(s == seat and set(c) & set(candidates)
                            for s, c in self.held.values())

    def gathered_whole(self, old) -> bool:
        """Whether the bare second gathered the whole table, judged from ``old`` (the ended
        round's cards read now, ``(seat, candidates, stabilizer number)``,
        :meth:`NextDeal._old_cards`): not when a card held then, its place last judged
        hiding it, is read again (that pile was there all along, and a card first read
        after the bare second may have lain there unread: rev40d, Alice's card entered by
        key beside Bob's covered pile)."""
        return not any(c[2] in self.held and self.hidden.get(c[2], False) for c in old)


def _zone_places(reading) -> list:
    """The camera's judged card places of ``reading`` (a :class:`vision.records.FrameReading`
    or a test's stand-in without them) that lie in a zone (their
    :attr:`~vision.place_cover.PlaceState.seat` set): the middle's face-up cards left out."""
    return [p for p in getattr(reading, "places", ()) if p.seat is not None]


class NextDeal:
    """The next-deal part of :class:`companion.app.live.LiveTable` (a mixin: it uses the
    table's ``session``, ``watcher``, ``cleared``, ``cleared_mid``, ``deal_held``,
    ``redeal_round``, ``round_over_said``, ``round_undone``, ``answer_awaited``,
    ``result_awaited``, ``early``, ``fresh``, ``left_cards``, ``unseen_said``, ``known``,
    ``stall``, ``cleared_held``, ``cleared_ids``, ``bare_run``,
    ``gathered`` (:class:`Gathered`) and ``_card_names``, ``_stall_kept``, ``_expected``,
    ``_unleave``, ``_takes``, ``_card_appeared``, ``_taking_order``, and the cleared
    table's ``_note_back``, ``_forget_cleared``, ``_forget_cleared_round``:
    :class:`~companion.app.cleared_cards.ClearedTable`; and the lost rounds' ``lost_next``,
    ``_lost_pending``, ``_lost_until_gathered``, ``_forget_held_rounds``:
    :class:`~companion.app.lost_rounds.LostRounds`)."""

    #: the starter's oldest card of two or more of her zone laid again after the table was
    #: gathered (``(seat 1-based, candidates, stabilizer number)``, :meth:`_laid_again`):
    #: asked as her first play by :meth:`_say_old_cards`, not the zone's newest; ``None``
    first_hint: tuple | None = None

    def _round_over_line(self, key: str) -> tuple[str, dict]:
        """``key``, a line telling the round over and to gather its cards (``app.new_round``,
        ``app.deal_next``), and its arguments; its ``_if_out`` form ("If Bob is out, gather
        all the cards …") when the round ended while players are only probably out
        (``Tracker.result_hinges_on``): said as fact right after "If Bob is out: Dan wins the
        round … If Bob is still in, press minus twice …", the cards to undo and lay again
        were gathered (review of hedge44)."""
        held = self.session.tracker.result_hinges_on()
        if not held:
            return key, {}
        return f"{key}_if_out", {"count": len(held), "players": self.session.names_of(held)}

    def _between_rounds(self) -> None:
        """After a round ends: say to gather the cards, wait for the table to be cleared,
        then deal the next round (with the dealing steps said again). "Gather all the
        cards" waits while the round's result waits for the open question's answer
        (:meth:`_result_waits`; QA43 H1), and while the accounts differ on the round's or
        the game's result (:meth:`TableQueries.result_waits
        <companion.tracker.table_queries.TableQueries.result_waits>`; fresh QA62 HIGH-1:
        "Gather all the cards" right after Cthulhu's "Sane or Insane effect?", whose Insane
        answer won Alice the game)."""
        tracker = self.session.tracker
        if not tracker.started or self._end_held_waits():
            return  # (the round's end a self-out told, held a moment for its hand: k61)
        view = tracker.view()
        if view.active is not None or view.game_winners or view.round == 0:
            if self.gathered != Gathered():
                # a round in progress again (its end undone, or corrected away by a slash):
                # a bare second before is no gathering of the end that comes later
                self.gathered = Gathered()
            # nor is a deal undone before it one to deal again, steps unsaid (review of
            # lows43: the round's end undone too, the next deal by a card had no steps),
            # unless the deal undone was taken past its question and still would be
            if not self._redeal_settles():
                self.redeal_round = None
            self._forget_gathered_middle(view)
            if self.cleared_end == view.round and self.cleared_mid is None:
                # its end undone (minus twice), the table still gathered: the round is
                # seen cleared again, not a fresh table whose next card may be the
                # re-entered knock-out's hand (review of hc63)
                self.cleared_mid = view.round
                recleared_from_log(self, view)  # a resumed log's clear: its cards (hqr)
            self.cleared_end = None  # (in progress: not settled yet)
            self._cleared_mid_round(view)
            self._taken_back(view)
            return
        if self.cleared_mid == view.round:  # settled after the clear (QA63 HIGH-3)
            self.cleared_end, cleared = view.round, self.cleared_ids
            self.cleared_end_ids = frozenset() if cleared is None or cleared.played_on \
                else frozenset(cleared.ids)
        self.cleared_mid = None
        self._forget_cleared()
        if self.unread_held and tracker.question is None:
            self._deal_unread()
            return
        if self.round_over_said != view.round \
                and (result_held(tracker) or tracker.end_held()):
            # its result waits for the open question's answer: so does "Gather all the
            # cards", never said before who won (QA43 H1); or a self-out's round end held
            # past a question (EndHeld._end_held_waits: review of k61); or the accounts
            # differ on the round's or the game's result, held differently (fresh QA62
            # HIGH-1: Alice's Cthulhu, its Sane account her hand owed before Dan wins the
            # round, its Insane one the game hers: no round_ended held in either)
            self._result_waits(view.round)
        elif self.round_over_said != view.round:
            self.round_over_said, self.cleared = view.round, 0
            # not said once the round's end is undone (QA28 #4: it was said between the
            # question asked again and its answer)
            self.round_undone = threading.Event()
            key, args = self._round_over_line("app.new_round")
            self.round_over_heard = self.session.tell(key, stale=self.round_undone.is_set,
                                                      **args)
            self.round_over_told = (view.round, self.timer())  # (entry_round.notice_obeyed)
        reading = self.watcher.last_reading
        empty = self._table_empty(reading, ended=True)
        self._gathered_unread(reading)
        bare = not empty and self._gathered_bare(reading)
        if not (empty or bare) and self.cleared_end == view.round and reading is not None:
            # gathered in its middle, its end settled since (the question the clear asked
            # again answered: cq64): a bare run deals it, piles judged covered or not, as
            # it would have before the answer (QA44 HIGH-1: _bare_for_deal)
            bare = self._bare_for_deal(reading)
        if self.deal_held is not None:
            if self.session.applied == self.deal_held and (empty or bare or reading is None):
                return
            self.deal_held = None
        self.cleared = max(self.cleared + 1, CLEARED_FRAMES) if bare \
            else self.cleared + 1 if empty else 0
        if self.cleared < CLEARED_FRAMES:
            return
        # the deal tried once past an open question (its events: whether it ends the round)
        # (not while rounds played meanwhile wait for the answer: the next first card
        # would tell the held round's winner, lost_rounds; second review of late49)
        dealt = None if tracker.question is None or self._lost_pending() \
            else tracker.deal_past_question()
        if tracker.question is not None and dealt is None:
            # a question about the round is still open (which card its last hand was, who
            # starts among tied winners): no deal before the answer, said once (QA Q1: the
            # question carried into the next round unsaid; QA10 F16: "Who starts?" made the
            # deal be tried again and again, each refused as "That answer does not fit.");
            # not one whose every answer deals the same table: the deal closes it (QA44
            # MEDIUM-5: a won round's "Sane or Insane?" held rounds 5+ for ever)
            self.cleared = 0
            if self.answer_awaited != view.round:
                self.answer_awaited = view.round
                self.session.deal_waits(again=False)  # not the question just said (bx64a)
            return
        if tracker.round_end_held():  # held for the open question: ``dealt`` was tried
            self._deal_held_result(view.round, dealt)
        elif self.lost_next:  # after rounds lost: the first card deals (lost_rounds)
            self.cleared = 0
        elif any(e.kind == "round_ended" for e in tracker.trial(o.new_round())):
            # the deal says the round's end (the accounts told it apart until the deal
            # made them one, or it was held for a self-out's hand: k61): first, then the
            # dealing steps, as a round ended by its deal (review of k60's busy cloth)
            self._deal(ended=True)
        else:
            self._deal_guidance()
            self._deal()

    def _deal_held_result(self, round_: int, dealt: list[TableEvent]) -> None:
        """Deal round ``round_ + 1`` past the open question that round ``round_``'s result
        waits for, its every answer dealing a table (:meth:`Tracker.deal_closes_question
        <companion.tracker.tracker.Tracker.deal_closes_question>`; ``dealt``: that deal's
        events as tried, :meth:`Tracker.deal_past_question
        <companion.tracker.tracker.Tracker.deal_past_question>`, never ``None`` here: a held
        result implies an open question the deal closes). When the deal makes
        the accounts one (the same winners, tokens and first player), that result is said
        first, then the dealing steps (QA44 t1: the steps came before "Carol wins the
        round"). Else the winner differs with the answer: the steps, the deal, then
        "Who won round 2, Alice or Bob, round 3's first card tells: the winner starts and
        takes the token." (seed 002 "Starting the Next Round": the previous round's
        winner is the first player); that card then says the result (the accounts it
        leaves), never said before as fact."""
        if any(e.kind == "round_ended" for e in dealt):
            self._deal(ended=True)
            return
        winners = self._winners_apart()
        self._deal_guidance()
        self._deal()
        self._first_card_tells(round_, winners)

    def _winners_apart(self) -> list[int]:
        """The round's winners over the accounts kept (seats, 0-based, in seat order), taken
        before a deal that may keep them apart (:meth:`_first_card_tells`)."""
        return sorted({s for h in self.session.tracker.hyps for s in h.round_winners})

    def _first_card_tells(self, round_: int, winners: list[int]) -> None:
        """After round ``round_ + 1`` is dealt past the question that decides who won round
        ``round_`` (``winners``: :meth:`_winners_apart`), the accounts kept each started by
        its winner: "Who won round 2, Alice or Bob, round 3's first card tells: …" (seed
        002 "Starting the Next Round"). Nothing when the deal made the accounts one."""
        tracker = self.session.tracker
        if tracker.view().round == round_ + 1 and len(tracker.hyps) > 1:
            self.session.tell("app.result_by_first_card", round=round_, next=round_ + 1,
                              players=self.session.names_of(winners, style="or"))

    def _result_waits(self, round_: int) -> None:
        """The round ``round_`` ended in some account, its result (who is out, who wins,
        the tokens) held for the open question's answer (:meth:`Tracker.round_end_held
        <companion.tracker.tracker.Tracker.round_end_held>`): "Gather all the cards" waits
        for it. When every account has the round over, the player is told so once, with
        the question ("The round is over; its result waits for the answer to the
        question."); when some account has it going on, nothing is said (the question is
        whether it is over). The question the last line said, the lead alone ("…; key 1
        repeats it.": fresh QA63 LOW-2, Bob's Cthulhu question said twice in a row). Rule
        source: seed 002 "End of a Round"; QA43 H1."""
        tracker = self.session.tracker
        if self.result_awaited == round_ \
                or any(h.wait[0] not in ROUND_OVER for h in tracker.hyps):
            return
        self.result_awaited = self.session.round_result_told = round_  # (undo: QA55 LOW-1)
        # not said (again, once cut) after its end is undone (review of medq56)
        self.session.ask("app.round_result_waits_answer", again=False,
                         stale=lambda: self.session.round_result_told != round_)

    def _deal(self, ended: bool = False) -> None:
        """Deal the next round on a table cleared for :data:`CLEARED_FRAMES` pictures, the
        camera reset; ``ended``: the deal itself ends the round (:meth:`_cleared_mid_round`),
        whose news is said first, then the dealing steps, then the new round's start."""
        self.cleared = 0
        self.bare_run = None
        self.cleared_mid = self.cleared_ids = self.gathered_dealt = None
        self.gathered_dealt_run = None
        self.early = None
        self.gathered = Gathered()
        self.unread_held = []  # laid after a clear, gathered since: gone
        self.redeal_face_up = []  # the table gathered: the undone deal's cards too
        self._forget_held_rounds()
        self.watcher.reset()
        self.known.camera_reset()  # the ended round's reports gone with it
        self.session.observe(o.new_round(), before_round=self._deal_guidance if ended else None)

    def _taken_back(self, view) -> None:
        """The card last taken in a zone, no longer seen for :data:`TAKEN_BACK_S` while the
        rest of its zone and other cards on the table are (``TableWatcher.unseen_newest``;
        not the card pushed: QA15), said as a question with the undo to give ("The camera
        no longer sees The Fed in Bob's discard zone. If it was taken back, press minus
        twice to undo it."), once each time it goes missing; only while that card is still
        the last thing the tracker took (else minus would undo another) and the round is
        under way (a whole table cleared is :meth:`_cleared_mid_round`'s), and not for a
        card refused as not awaited (only waiting, never counted), nor one taken but told
        nothing of (:meth:`~companion.app.said_for.SaidFor.said_nothing`: the player never
        heard of it; session 40, en21), nor while no zone card is read
        (:meth:`_zone_card_seen`; a place judged covered is none) nor for a card unseen since
        before a run of such pictures lasting :data:`GATHER_RUN_S` (:func:`run_on`,
        :attr:`~companion.app.live.LiveTable.zone_bare_t`; one picture is an arm passing
        over the table or a blur, review of gather50): it went
        with the whole table (QA50 A 11:17:23: the table gathered with "was that Bob's
        hand?" open; obeying would undo the round's end). Said, it is over
        (:meth:`_unseen_over`) once something else is taken or the round ends: not said
        again after "Alice wins the round". Nothing is changed by
        itself: a hand resting on the card hides it too."""
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        seen = self._zone_card_seen(reading)
        if reading is not None and reading.readable:
            # the whole table unread for a while (run_on): gathered; not an arm passing
            # over it nor a blurred picture (review of gather50: a card lifted to read it,
            # one picture reading none, was never asked about)
            self.zone_bare_run, gathered = (None, False) if seen \
                else run_on(self.zone_bare_run, reading.t)
            if gathered:
                self.zone_bare_t = reading.t
        last = tracker.history[-1][0] if tracker.history else None
        # a card refused as not awaited ("The Fed by Carol? Waiting for Bob's play.") was
        # never counted: gone, it needs no undo (QA34 F7: minus undid Bob's right play);
        # one taken but never said (the accounts differ on what it is) is no card the
        # player heard of: the advice would be about a card they never heard (session 40,
        # en21: "no longer sees Cthulhu … press minus twice", Bob's hand, gathered)
        if view.game_winners or last is None or last.kind != "card" or last.seat is None \
                or tracker.refused_last() or self.session.said_for.said_nothing(tracker.history) \
                or self.cleared_mid is not None or not seen:
            return
        bare_t = self.zone_bare_t
        for gone in self.watcher.unseen_newest(TAKEN_BACK_S):
            # gone with the whole table: a picture read no zone card since it was last seen
            # (QA50 A: the table gathered, then the next round's first play read)
            if bare_t is not None and bare_t >= gone.seen_t \
                    or (gone.card_id, gone.seen_t) in self.unseen_said \
                    or gone.seat != last.seat + 1 or not set(gone.candidates) & set(last.cards):
                continue
            # once each time it goes missing (QA15: a hand resting on it used the question
            # up, and a real take-back later was silent)
            self.unseen_said.add((gone.card_id, gone.seen_t))
            log.info("camera: %s in seat %d unseen for %.1f s", gone.candidates, gone.seat,
                     gone.unseen_s)
            self.session.tell("app.card_unseen", card=self._card_names(gone.candidates),
                              player=self.session.tracker.names[last.seat],
                              stale=lambda entry=tracker.history[-1]: self._unseen_over(entry))

    def _unseen_over(self, entry) -> bool:
        """Whether the taken-back advice given while ``entry`` (an item of the tracker's
        ``history``) was the last thing taken is out of date: something was taken since
        (an answer, a card: minus twice would undo that, not the card), the round is over,
        or the table has been seen cleared. Cut by a line that matters more, it is then not
        said again (QA50 A 11:17:23: "Again: The camera no longer sees the Deep One …"
        after "Alice wins the round": obeying it undoes the round's end)."""
        tracker = self.session.tracker
        if not tracker.history or tracker.history[-1] is not entry \
                or self.cleared_mid is not None:
            return True
        view = tracker.view()
        return view.active is None or bool(view.game_winners)

    def _zone_card_seen(self, reading) -> bool:
        """Whether ``reading`` (the last picture) reads some card in a zone, or shows one
        pushed out of it (:meth:`Stabilizer.zone_cards_in_view
        <vision.stabilize.Stabilizer.zone_cards_in_view>`): the rest of the table is seen,
        so a card unseen may have been taken back. A place judged covered is no card seen
        (QA50 A 11:17:23, 2 players, seed 61 busy: the table gathered with "was that Bob's
        hand?" open, Alice's bare place judged under a hand: "If it was taken back, press
        minus twice", and obeying it would undo the round's end). ``False`` for no
        readable picture."""
        if reading is None or not reading.readable:
            return False
        if any(s.seat is not None for s in reading.sightings):
            return True
        stabilizer = getattr(self.watcher, "stabilizer", None)
        return stabilizer is not None and bool(stabilizer.zone_cards_in_view())

    def _table_empty(self, reading, middle: bool = True, ended: bool = False) -> bool:
        """Whether ``reading`` (a real picture) shows no card in any zone, and with two
        players and ``middle`` none in the middle either but the card set aside face up
        (QA13b N11: the old round's five face-up cards, still there, were read as the new
        round's). A zone whose card's place is covered (``FrameReading.places``, a hand
        resting on the pile: :attr:`vision.place_cover.PlaceState.hides`) is no empty zone
        (QA23 #2: a hand over the old round's card dealt the next round; #4: a hand on the
        only pile said "the table was cleared"), unless the round ``ended`` and the pile
        laid on that card shows bare table (:func:`~companion.app.card_place.under_taken_pile`:
        gathered, QA48 r3, the cleared table never dealt; not during a round: a hand on
        Alice's only play, her refused card taken back beside it, said "The table was
        cleared", review of leftover48), nor is a table that still shows a zone's
        card pushed out of its zone (:meth:`vision.stabilize.Stabilizer.zone_cards_in_view`,
        QA24 N1: the only card slid 4 cm toward the centre said "the table was cleared"
        and held every later card)."""
        if reading is None or not reading.readable:
            return False
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is not None and stabilizer.zone_cards_in_view():
            return False
        aside = self.session.tracker.view().aside if self.session.tracker.started else None
        two = middle and len(self.options.names) == 2
        zone_places = _zone_places(reading)
        # the pile on it gathered: so is it (QA48 r3), between rounds only
        taken = under_taken_pile(zone_places) if ended else set()
        return not any(s.seat is not None or (two and s.middle and s.key != aside)
                       for s in reading.sightings) \
            and not any(p.hides and p.card_id not in taken for p in zone_places)

    def _gathered_bare(self, reading) -> bool:
        """Whether, the ended round's cards read gathered (:attr:`Gathered.done
        <Gathered>`: no zone card read for :data:`GATHER_RUN_S`, longer than
        :data:`CLEARED_FRAMES` pictures), ``reading`` shows a cleared table that
        :meth:`_table_empty` did not: no card in any zone, none a zone's in the
        stabilizer's view, with 2 players none in the middle but the card set aside face
        up, and no zone place hidden at its last look (:attr:`Gathered.hidden`: a hand
        may rest on a pile, QA23 #2) unless every zone's is, each with a place bare too
        (:meth:`Gathered.all_covered`: a busy cloth's gathered piles, no hand nor arm;
        k62 and its review). The table is dealt then, as a round gathered in its middle
        is (:class:`~companion.app.mid_gather.MidGather`: bare pictures, no covered
        place). Review of k60 (HIGH, 2 players, busy cloth): Bob's Cthulhu ended round 1
        at once; the table never read empty, round 2's face-up cards, laid where round
        1's lay, were said "Still on the table from the last round" at the first play's deal
        (main: the round going on, its mid-round gather dealt it)."""
        gathered = self.gathered
        covered = any(gathered.hidden.values()) and not gathered.all_covered()
        if not gathered.done or covered \
                or reading is None or not reading.readable:
            return False
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is not None and stabilizer.zone_cards_in_view():
            return False
        aside = self.session.tracker.view().aside
        two = len(self.options.names) == 2
        return not any(s.seat is not None or (two and s.middle and s.key != aside)
                       for s in reading.sightings)

    def _gathered_unread(self, reading) -> None:
        """After a round ends, note when readable pictures read no card in any zone for at
        least :data:`GATHER_RUN_S` of frame time and :data:`GATHER_RUN_PICTURES` pictures in
        a row (:attr:`gathered`): the ended round's cards were gathered, even if places
        were judged covered (so the table was not dealt as cleared). Frame time, not
        pictures: a slow machine reading a camera gets fewer pictures of a short clear
        (the camera's grabber keeps the newest, ``vision.grabber``). QA40 six40 (6
        players, seed 4): in the 3 s of bare table between rounds, the place cover found
        too few table patches around Bob's and Fay's piles (their ring patches lay on
        their cascades' cards) and judged their places covered, so the table was never
        "cleared"; the next round was dealt by a later card, and Fay's and Alice's first
        plays, read where round 1's cards of the same names had lain, were said "still on
        the table from the last round" (the same on an idle machine: a video's pictures
        are all read, ``companion.app.pace.RealTime``)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is None or reading is None or not reading.readable:
            return  # no picture: the run goes on (an outage is no reading of a card)
        gathered = self.gathered
        gathered.note_away(self._stable_places(), reading.t)
        zone_places = _zone_places(reading)
        taken = under_taken_pile(zone_places)
        for p in zone_places:
            # its place's last look: a hand over it (still there) or bare (taken away);
            # one never seen bare was not gathered (review of six40, rev40d), unless the
            # pile laid on it was (QA48 r3: card_place.under_taken_pile)
            gathered.hidden[p.card_id] = p.hides and p.card_id not in taken
            if not gathered.hidden[p.card_id]:
                gathered.bared.add(p.card_id)
        if any(s.seat is not None for s in reading.sightings) \
                or stabilizer.zone_cards_in_view():
            gathered.run = None
            return
        gathered.run, long_enough = run_on(gathered.run, reading.t)
        if long_enough and not gathered.done:
            gathered.done = True
            gathered.held = {p.card_id: (p.seat, tuple(p.candidates))
                             for p in self._stable_places() if p.seat is not None}
        if gathered.done:  # the middle cards gathered too (Gathered.middle_again)
            gathered.middle.update((p.card_id, tuple(p.candidates))
                                   for p in self._stable_places() if p.seat is None
                                   and not p.seen and reading.t - p.seen_t >= GATHERED_S)

    def _cleared_mid_round(self, view) -> None:
        """During a round with cards the camera reported in its zones, or cards a stall
        keeps (:mod:`companion.app.stall`, QA35 stfr1): every zone seen empty for
        :data:`CLEARED_MID_FRAMES` real pictures (seat markers seen), or for
        :data:`GATHER_RUN_S` of frame time, or for a moment before a card new to the camera
        (:meth:`_mid_look`, :class:`~companion.app.mid_gather.MidGather`: review of late56,
        a 2.9 s gather at 10 pictures a second said nothing, and the next round's Boxer was
        said as Dan's discard once the late answer came), is said, with what
        to do (again now and then: :mod:`companion.app.cleared_again`), and, when the table
        stalled behind a missing card, what is missing (``app.cleared_mid_stalled``); half
        the old cards seen again (a kept card at its own place only: a false alarm; not a
        card laid and held since the clear, named like one of the round's: QA46 HIGH-3) or
        the round undone to its deal ends it. A round the held cards dealt after they were
        seen gathered (:attr:`~companion.app.live.LiveTable.gathered_dealt`) is seen cleared
        once it reads gathered a moment (:meth:`_gathered_dealt_bare`): the table played it
        through and gathered it while the round before waited (fresh QA52b runC2: the
        answer came a frame after the gather, the bare table then lasted 16 pictures, and
        round 3's cards were given as round 2's: "Carol queda fuera.", "Bob gana la
        ronda"). While a hand that ends the round is awaited
        (:meth:`_hand_ends_round`), a resumed log's
        cards the camera has not read since the resume count too, once the table reads bare
        for :data:`FROM_LOG_BARE_S`: the table gathered while the companion was off (review
        of showdown47: round 6's cards were said "where the log has …", and round 6 was
        never dealt)."""
        reading = self.watcher.last_reading
        # only cards the camera reported count: one entered by key (a worn label, a card
        # the camera cannot read) is not seen, so its empty zone is no clear (QA15 #2: the
        # round's first card entered by key was said "table cleared", the next card held)
        seen = [len(seat.zone) - len(self.known.entered(view, s))
                for s, seat in enumerate(view.seats)]
        # a resumed log's (docstring), or its round seen cleared before the quit (hqr)
        from_log = not any(seen) and (self._hand_ends_round() or cleared_restored(self, view))
        if from_log:
            seen = [len(self.known.logged_unread(view, s)) for s in range(len(view.seats))]
        # and the cards kept behind a missing card (QA35 stfr1: none taken, all refused or
        # held behind Alice's unread Cthulhu; the cleared table was never said)
        kept = [left for left in self._stall_kept() if left.round == view.round]
        if not any(seen) and not kept or view.game_winners or view.round == 0:
            self.cleared_mid, self.cleared, self.cleared_ids = None, 0, None
            self.mid_gather.forget()
            return
        if reading is None or not reading.readable:
            return
        if self.cleared_mid == view.round:
            self._note_back(reading)
            back = self._cards_back(reading, view, kept)
            # and more than the cards laid and held since the clear: a table played on
            # since (QA46 HIGH-3: round 3's Investigators of Alice and Bob, at the places of
            # round 2's, the stabilizer took for those; Alice's Urchin, Bob's Randall
            # Tillinghast and Shoggoth held), not the round's cards uncovered
            laid = sum(1 for left in self.left_cards if left.deals and left.there)
            # the next deal's face-up cards laid since: the round ended, a zone card read
            # is the next round's, never the round's back (fresh QA64b HIGH-2)
            dealt = self._next_deal_laid()
            sure = dealt or self._played_on()  # the held cards tell it (once a picture)
            played_on = sure or self.cleared_ids is not None and self.cleared_ids.played_on
            total = sum(seen) + len(kept)
            if dealt:
                self._tell_next_deal_laid(view.round)
            # some but not all five laid yet: the count not known, no card is back for
            # sure (review of hi2 (c): the 5th face-up card read after the zone cards)
            laying = not dealt and self._next_deal_laying()
            if not dealt and not laying and back * 2 >= total \
                    and back >= min(2, total) \
                    and (back > laid or not played_on and back >= total):
                # at least half the round's cards are back: it was not cleared (a cloth, a
                # hand over the table); one new card named like an old one is not enough
                # (QA14 NEW-1: a new round's copy ended the alarm, and the later rounds'
                # cards were taken as the old round's plays), even when it is half of a
                # 2-card round's (review of hqq: QA65b's route, round 2's Investigators at
                # the place of Alice's round-1 one, then "Bob is out, with the Nightgaunt."
                # said of round 2's card, false); no more than those laid since
                # either (new cards the camera took for the old: QA46 HIGH-3), unless all
                # are back and those laid since may be the round's next plays, then given
                # in turn (review of integ47: Carol's Fed and Dan's Deep One)
                self.cleared_mid = self.cleared_ids = None
                log.info("camera: the round's cards are seen again")
            elif sure:  # an old card read again is a new one
                self._forget_cleared_round(reading, view)
            if self.cleared_mid == view.round and cleared_unsaid(self, view):
                # a resumed log's clear (hqr), never said since the resume: said once, then
                # again now and then, as live (review of hqr: silent until a card was held)
                said = []  # (an undo's: its question said again, the clear not twice)
                if not cleared_quiet(self, view):
                    with self.session.said_for.collecting() as said:
                        self._say_cleared(view, kept)
                self._cleared_said(view.round, said, reading.t)
            elif self.cleared_mid == view.round:  # still blocked: said again now and then
                self._cleared_due(view, reading.t)  # (QA47b MEDIUM-1, cleared_again)
            return
        # a round's face-up cards stay in the middle; a stray covered place is no pile under
        # a hand (_stray_covered)
        look = self._mid_look(reading)
        self.cleared = self.cleared + 1 if look == "bare" else 0
        # and in frame time: GATHER_RUN_S, or a moment then a new card (mid_gather)
        told = "" if from_log else self.mid_gather.see(
            look, reading.t, view.round, GATHER_RUN_S, GATHER_RUN_PICTURES)
        if told == "new" and len({s for s, n in enumerate(seen, 1) if n}
                                 | {left.event.seat for left in kept}) < 2:
            told = ""  # one zone's cards gone: taken back, not gathered (mid_gather)
        settles, asked = self._clear_settles()
        if told and settles:
            # an account has the round over: the bare run deals it, not a clear said as
            # "round N is not over" (review of gather57: a seatless picture in the gather
            # broke the bare run, not the frame-time one; QA44 HIGH-1's deal never came)
            told = ""
        run = self._bare_for_deal(reading)  # the bare run kept up in every picture
        bare = self.cleared >= CLEARED_FRAMES or run
        if from_log:  # the log's cards unread a moment after the resume: no clear yet
            bare = self.bare_run is not None and reading.t - self.bare_run[0] >= FROM_LOG_BARE_S
        # the round's table gathered before its held cards dealt it (gathered_dealt)
        gathered = self._gathered_dealt_bare(view, reading)
        bare = bare or gathered
        if bare and settles:
            # some account has the round over (a compare's loser's hand taken as the next
            # player's play is another): the cards gathered tell it was (QA35 stfr2: round
            # 3's cards were taken as round 2's, whose end was never said)
            log.info("camera: the table cleared ends round %d", view.round)
            self._deal(ended=True)
            return
        if self.cleared < CLEARED_MID_FRAMES and not told \
                and not (bare and (asked or self._hand_ends_round())) and not gathered:
            return
        if told:
            log.info("camera: the table read gathered %s", "and a new card laid"
                     if told == "new" else f"for {reading.t - self.mid_gather.first_t:.1f} s")
        self._mark_cleared(view, reading, kept, gathered, from_log)

    def _face_up_cleared(self, event) -> None:
        """Two players, the next round's face-up cards laid while the round's end is asked
        (:meth:`~companion.app.middle_cards.MiddleCards._face_up_asked`): the table was
        gathered and dealt though never seen bare. Taken as a table cleared in the round's
        middle (:meth:`_mark_cleared`): the clear said with the question again
        (``app.cleared_end_asked``), the cards laid since held until the answer; "yes" ends
        the round and the held cards deal the next one (cq64b). ``event``: the zone card
        laid now (a camera event), the next round's: not among the round's cards held at
        the clear (the stabilizer's newest card of its name in its zone)."""
        view = self.session.tracker.view()
        log.info("camera: round %d's next face-up cards laid, its end asked", view.round)
        kept = [left for left in self._stall_kept() if left.round == view.round]
        same = [p.card_id for p in self._stable_places()
                if p.seat == event.seat and tuple(p.candidates) == tuple(event.candidates)]
        self._mark_cleared(view, self.watcher.last_reading, kept, gathered=False,
                           from_log=False, played_on=True, new=max(same, default=None))

    def _mark_cleared(self, view, reading, kept: list, gathered: bool, from_log: bool,
                      played_on: bool = False, new: int | None = None) -> None:
        """Note round ``view.round`` cleared in its middle at ``reading`` (a readable
        picture) and say so (:meth:`_say_cleared`; again later: ``cleared_again``).
        ``kept``: the cards a stall keeps; ``gathered``: the table gathered before its held
        cards dealt it (none held now is the round's); ``played_on``: a card laid since is
        the next round's at once (:class:`ClearedCards`); ``new``: the stabilizer's number
        of a card laid since, not the round's."""
        self.mid_gather.forget(view.round)
        self.gathered_dealt = self.gathered_dealt_run = None
        self.cleared, self.cleared_mid, self.cleared_held = 0, view.round, []
        # the zone cards the camera held: gathered, or not (a cloth, a hand over the
        # table). At the round's end, a hand awaited, a card laid since is the next round's
        # at once; in its middle only once a new card was held since the clear (see
        # :class:`ClearedCards`)
        # (gathered before its deal: none of the cards held now is the round's)
        self.cleared_ids = ClearedCards(view.round, set() if gathered else {
            p.card_id for p in self._stable_places() if p.seat is not None
            and p.card_id != new},
            played_on=played_on or gathered or self._hand_ends_round(), from_log=from_log)
        with self.session.said_for.collecting() as said:
            self._say_cleared(view, kept)
        self._cleared_said(view.round, said, reading.t)  # said again later (cleared_again)

    def _mid_look(self, reading) -> str:
        """What ``reading`` (a readable picture of a round in progress) shows, as
        :meth:`MidGather.see <companion.app.mid_gather.MidGather.see>` takes it: ``"bare"``
        (seat markers seen, no zone card read, each zone's places bare or one stray covered
        one: :meth:`_table_empty`, :meth:`_stray_covered`), ``"quiet"`` (the same but no
        seat markers), ``"new"`` (the same but for zone cards the camera does not hold as
        stable: new ones, not yet laid still), ``"covered"`` (a place judged covered, a card
        pushed out of its zone) or ``"seen"`` (a stable zone card read: the table's cards
        are there; any zone card without a stabilizer)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        zone = [s for s in reading.sightings if s.seat is not None]
        if stabilizer is None and zone or stabilizer is not None \
                and stabilizer.zone_cards_in_view():
            return "seen"
        rest = replace(reading, sightings=tuple(s for s in reading.sightings
                                                if s.seat is None)) if zone else reading
        if not self._table_empty(rest, middle=False) \
                and not self._stray_covered(rest, unmarked=True):
            return "covered"
        return "new" if zone else "bare" if reading.seats else "quiet"

    def _gathered_dealt_bare(self, view, reading) -> bool:
        """Whether the round the held cards dealt after they were seen gathered
        (:attr:`~companion.app.live.LiveTable.gathered_dealt`, round ``view.round``) still
        reads gathered: no zone card read nor held in view (:meth:`_zone_card_seen`) in
        ``reading`` (a readable picture) and the pictures since the deal, for
        :data:`GATHERED_DEALT_S` of frame time and :data:`GATHER_RUN_PICTURES` pictures
        (:attr:`~companion.app.live.LiveTable.gathered_dealt_run`). A card read first: no
        gathered table (review of runc53: the key came while an arm still hid the held
        cards, read again a picture after the deal; "The table was cleared, but round 2 is
        not over" was said over them)."""
        if self.gathered_dealt != view.round:
            return False
        if self._zone_card_seen(reading):
            self.gathered_dealt = self.gathered_dealt_run = None
            return False
        first, count = self.gathered_dealt_run or (reading.t, 0)
        self.gathered_dealt_run = first, count + 1
        return count + 1 >= GATHER_RUN_PICTURES and reading.t - first >= GATHERED_DEALT_S

    def _stray_covered(self, reading, unmarked: bool = False) -> bool:
        """Whether ``reading`` (a readable picture) is one of a gathered table though a
        place is judged covered: :meth:`_bare_picture`, two zones or more with places and
        none counting as covered (:func:`_zones_covered`: its covered places outnumbered
        by its bare ones). Fresh QA52b runC2, round 3's gather (frames 916-947): one of
        Alice's ten places judged covered in every picture, every zone bare; no clear, and
        round 4's plays were taken as round 3's. A hand on a zone's only play beside a
        refused card taken back (one zone, review of leftover48) still is no clear, nor is
        it with a refused card taken back from another zone (review of runc53: two zones,
        none covered): the places of the round's plays (the tracker's zone cards) alone
        must not count as covered either (runC2's covered place was a held card's). One
        zone covered beside two bare zones or more, of all places and of the plays' alike,
        is a stray look, not a hand on the round's cards
        (:func:`~companion.app.one_pile_covered.one_pile_covered_at_most`; fresh QA55
        HIGH-3: Carol's only play judged covered through round 2's whole gather, the
        answer late, round 3's Mi-Go said as her round-2 play). ``unmarked``: no seat
        marker need be read (:meth:`_bare_picture`)."""
        zone_places = _zone_places(reading)
        zones = _zones_covered(zone_places)
        view = self.session.tracker.view()
        plays = _zones_covered([p for p in zone_places if 0 < p.seat <= len(view.seats)
                                and set(p.candidates) & set(view.seats[p.seat - 1].zone)])
        return len(zones) >= 2 and one_pile_covered_at_most(zones) \
            and one_pile_covered_at_most(plays) and self._bare_picture(reading, unmarked)

    def _cleared_question_key(self) -> str:
        """The catalog key of the line said before the open question when the table was
        cleared while the round is not settled: ``app.cleared_end_asked`` when the answer
        decides whether the round is over (:meth:`Tracker.end_asked
        <companion.tracker.table_queries.TableQueries.end_asked>`; cq64: "round 1 is not
        over" would say the "no" account as fact), else ``app.cleared_mid_round_question``."""
        return "app.cleared_end_asked" if self.session.tracker.end_asked() \
            else "app.cleared_mid_round_question"

    def _say_cleared(self, view, kept: list) -> None:
        """Say that the table was cleared while round ``view.round`` is not over
        (:meth:`_cleared_mid_round`; again: :mod:`companion.app.cleared_again`): with the
        open question, else with what is missing and the cards ``kept`` behind it when
        the table stalled (:class:`~companion.app.left_cards.LeftCard` objects), else with
        the card awaited and what to do."""
        if self.session.tracker.question is not None:
            self.session.ask(self._cleared_question_key(), round=view.round)
        elif kept and self.stall is not None and self.stall.asked:
            # what is missing and what to do, with the cards kept for after it
            self.session.tell("app.cleared_mid_stalled", count=len(kept), round=view.round,
                              expected=self._expected(), stale=self.session.taken_since())
            self.session.remind_blamed()  # the answer the kept cards contradict (QA39 H1)
        else:
            # with the turn the missed card is awaited for (session 40, stk3 by ear: "If it
            # ended, press Enter and the missed card's rank" named no card, no turn); over
            # once the round is settled or its cards are back (last37, QA37 en5: said
            # again after the win), not at an input: cut by Enter's card, it is said again
            # to ask for a Sanity check's next card (en5: the round ends so)
            # nor once the wait it names changed (fresh QA60 MEDIUM-1, r4: cut by plus's
            # "The cards have settled the question about Alice …: the lines to come say
            # how.", it was said again, "still waiting for Alice's play", her play taken)
            rnd, waited = view.round, self.session.waited
            key, args = self._cleared_mid_line(
                rnd, undone_named=self.session.kept_round_names_undone())
            self.session.tell(key, **args, stale=lambda: self._cleared_over(rnd)
                              or self.session.waited != waited)
            # a recent answer may be what keeps the round going (QA50 F720)
            self.session.blame_kept_round(rnd, over=lambda: self._cleared_over(rnd))

    def _stable_places(self) -> list:
        """The camera's stable cards (:meth:`Stabilizer.stable_places
        <vision.stabilize.Stabilizer.stable_places>`), or none when the watcher has no
        stabilizer (a test's fake camera)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        return list(getattr(stabilizer, "stable_places", list)())

    def _played_on(self) -> bool:
        """Whether the cards held since the table was seen cleared in a round's middle
        (:attr:`~companion.app.left_cards.LeftCard.deals`, still there) tell it was played
        on: some held, and not all of them, in the order laid (:func:`_in_order_laid`),
        the round's next plays (:meth:`Tracker.takes_in_turn
        <companion.tracker.tracker.Tracker.takes_in_turn>`: each in a zone then awaited,
        none refused). Held cards the round takes so may be its plays, the clear false (a
        hand over the table): the round's cards read again then are its own (integ47: Carol's Fed
        laid while a hand hid Alice's and Bob's cards; held47 forgot each as it came back,
        said it "held; this round is not settled yet", and round 1 stalled; review of
        integ47: so with Carol's Fed and Dan's Deep One, two plays in turn)."""
        held = [left for left in self.left_cards if left.deals and left.there]
        if not held:
            return False
        cards = [card_observation(left.event.seat, left.event.candidates)
                 for left in _in_order_laid(held, self._taking_order())]
        return None in cards or not self.session.tracker.takes_in_turn(cards)

    def _hand_ends_round(self) -> bool:
        """Whether every account waits for a hand whose reveal ends the round: hands
        revealed at the round's end (the tracker's ``waiting()`` kind ``showdown``; the
        deck is empty and every card laid), so a table gathered (:meth:`_bare_for_deal`:
        :data:`GATHER_RUN_S` of frame time, or :data:`CLEARED_FRAMES` bare pictures, as a
        deal needs) is the round's end, not
        an arm over it: said at once (:meth:`_cleared_mid_round`), with the hand awaited.
        QA46 HIGH-1 (A: 4 players, arkham, seed 11): Carol's revealed Boxer never read,
        the 3 s of gathered table were ~7 pictures at 0.4 s a picture, short of
        :data:`CLEARED_MID_FRAMES`; nothing asked for her card, and round 4's plays were
        refused as round 3's ("Check Carol's zone: the Nightgaunt again?"), then named
        leftovers, then wrong facts. So is a wait (kind ``hand``) for the last knock-out's
        hand, whose reveal ends the round (no account has a next turn,
        ``TableQueries.next_turns``): review of showdown47, QA47 HIGH-1 (3 players,
        original, demo seed 22, round 5): Bob out at his Sanity check, his hand never read,
        the table gathered ~3 s; his round-6 Great Race of Yith was taken as that hand,
        then "Still on the table from the last round"."""
        tracker = self.session.tracker
        if not tracker.waiting_agreed():
            return False
        kind = tracker.waiting()[0]
        return kind == "showdown" or kind == "hand" and not any(
            turn is not None for turn in tracker.next_turns())

    def _cards_back(self, reading, view, kept: list) -> int:
        """How many of the round's cards ``reading`` shows back on a table seen cleared in
        its middle (:meth:`_cleared_mid_round`), each sighting counted once: a kept card
        (``kept``, :meth:`~companion.app.stall.Stalls._stall_kept`) at its own place only
        (the next rounds' cards, named alike, are not it: QA35 stfr1, by ear, round 2's
        Investigators ended the alarm), else a card named like one of its zone's
        (``view``: the tracker's). Not a card laid and held since the clear
        (:attr:`~companion.app.left_cards.LeftCard.deals`): QA46 HIGH-3 (2 players,
        resumed), round 3's Investigators, laid where round 2's kept one had lain, counted
        twice, as that card at its place and as a name of Alice's zone: the alarm ended,
        and the cards kept behind Bob's missing play were given as round 2's. Nor a card
        the camera does not hold as stable (:func:`_stable_only`): round 3's Investigators
        of Alice and Bob, each read for a while before it was stable (and so held), ended
        it too."""
        new = [left for left in self.left_cards if left.deals and left.there]
        rest = []
        for s in reading.sightings:
            laid = next((x for x in new if x.event.seat == s.seat
                         and set(x.event.candidates) & set(s.candidates)), None)
            if laid is None:
                rest.append(s)
            else:
                new.remove(laid)
        stabilizer = getattr(self.watcher, "stabilizer", None)
        rest = _stable_only(rest, stabilizer.stable_places()
                            if hasattr(stabilizer, "stable_places") else None)
        back = 0
        for left in kept:
            event = left.event
            s = next((s for s in rest if s.seat == event.seat
                      and set(s.candidates) & set(event.candidates)), None)
            if s is not None and at_place(places(reading, event.seat, event.candidates),
                                          left.place):
                rest.remove(s)
                back += 1
        zones = [list(seat.zone) for seat in view.seats]
        for s in rest:
            zone = zones[s.seat - 1] if s.seat is not None and 0 < s.seat <= len(zones) else []
            key = next((k for k in s.candidates if k in zone), None)
            if key is not None:
                zone.remove(key)
                back += 1
        return back

    def _clear_settles(self) -> tuple[bool, bool]:
        """``(settles, asked)``: whether a table gathered in the round's middle ends it,
        dealt at once: some account has the round over and the next deal awaited, the
        others going on (:meth:`Tracker.deal_settles
        <companion.tracker.tracker.Tracker.deal_settles>`; QA35 stfr2, QA44 HIGH-1), unless
        the players were asked whose card it was that decides it (``asked``:
        :meth:`Tracker.end_asked <companion.tracker.table_queries.TableQueries.end_asked>`):
        the gathered table does not tell which card was the hand, as the round may have
        gone on unread; the clear is said then, on the same bare run that would have dealt
        it, with the question again, and its answer ends the round or not (fresh QA63b,
        cq64: "Bob is out, with The Fed." "No answer needed." as fact, the Fed his play and
        Alice's unread Deep One the card that put him out)."""
        tracker = self.session.tracker
        deals = tracker.deal_settles()
        asked = deals and tracker.end_asked()
        return deals and not asked, asked

    def _bare_for_deal(self, reading) -> bool:
        """Whether readable pictures with seat markers have read no card in any zone, and
        the camera holds none in view, for :data:`GATHER_RUN_S` of frame time and
        :data:`GATHER_RUN_PICTURES` pictures in a row (:attr:`bare_run`), places judged
        covered or not: while some account has the round over
        (:meth:`Tracker.deal_settles <companion.tracker.tracker.Tracker.deal_settles>`),
        such a table was gathered, as between rounds (:meth:`_gathered_unread`: a hand
        hides one pile, not every zone's cards). QA44 HIGH-1 (t3, 4 players): "was that
        Dan's hand, so Dan is out?" open, 3 s of bare table, Dan's old Urchin's place
        judged covered the whole time: no deal, and round 3's plays were refused as
        round 2's ("Check Bob's zone: the Cultists again?"). A picture counts only when
        no zone place still looks like its card (``PlaceState`` ``"card"``: a dim or harsh
        picture read none) and more zones show bare table than are judged covered (an arm
        across the table hides every pile; review of deal44), each zone counted once
        (:func:`_zones_covered`). QA45 HIGH-2 (t2: 5 players, original, harsh, fr, seed
        8): "was that Eve's hand?" open, 3 s of gathered table, 9 of its 17 places judged
        covered (Bob's six-card cascade 5 of 6, Eve's 3 of 3, Dan's 1 of 3; Alice's and
        Carol's all bare): no deal, and round 2's first card, Carol's Randolph Carter,
        settled the question the wrong way ("No answer needed: it was Eve's play.")."""
        if not self._bare_picture(reading):
            self.bare_run = None
            return False
        self.bare_run, long_enough = run_on(self.bare_run, reading.t)
        return long_enough

    def _bare_picture(self, reading, unmarked: bool = False) -> bool:
        """Whether ``reading`` (a readable picture) is one picture of a gathered table as
        :meth:`_bare_for_deal` counts them: seat markers seen (not needed when
        ``unmarked``: :meth:`_mid_look`'s picture that tells nothing), no zone card read
        nor held in view by the camera, no zone place still looking like its card, and
        fewer zones judged covered than bare."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        zone_places = _zone_places(reading)
        hidden = [p for p in zone_places if p.hides]
        zones = _zones_covered(zone_places)
        return not (not (reading.seats or unmarked)
                    or any(s.seat is not None for s in reading.sightings)
                    or any(p.state == "card" for p in hidden)
                    or sum(zones.values()) * 2 >= len(zones) > 0
                    or stabilizer is None or stabilizer.zone_cards_in_view())

    def _cleared_mid_line(self, round_: int, undone_named: bool = False
                          ) -> tuple[str, dict]:
        """The cleared-table line of ``round_`` (no question open, no stall): its
        catalog key and arguments. ``app.cleared_mid_round_undo_named`` when the line
        after it names (``undone_named``), or named, the card undone before the answer
        that keeps the round going (``app.cleared_by_undo``:
        :func:`~companion.app.undone_before_answer.undone_named`): Enter's rank and minus
        twice then give that card back, so no other way out is said (review of hi4, LOW:
        "If it ended, press Enter and the missed card's rank; to replay it, undo each card:
        minus twice."). ``app.cleared_mid_round_undone`` when the card last
        undone is the one the table waits for (:meth:`_undone_awaited`): its name (said
        already, face up: "Undone: …") and the rank to enter (session 40, QA en3 by ear:
        the round's last card undone, left out, gathered; every next card held, and
        "the missed card's rank" named none)."""
        args = {"round": round_, "expected": self._expected()}
        if undone_named or undone_named_now(self.session) is not None:
            return "app.cleared_mid_round_undo_named", args
        undone = self._undone_awaited()
        if undone is None:
            return "app.cleared_mid_round", args
        seat, key = undone
        undone_card = card(key)
        return "app.cleared_mid_round_undone", dict(
            args, card=undone_card.name(self.session.lang), rank=undone_card.rank,
            player=self.session.tracker.names[seat])

    def _undone_awaited(self) -> tuple[int, str] | None:
        """``(seat, card key)`` (seat 0-based) of the card last undone
        (:attr:`~companion.app.live.LiveTable.undone_card`, one card read) when it is
        still what the table waits for: nothing entered since the undo (the history as
        the undo left it: the same round too), and the tracker would take it now with no
        inconsistency (:meth:`Tracker.trial`); else ``None``."""
        undone, tracker = self.undone_card, self.session.tracker
        if undone is None or not tracker.started:
            return None
        seat, cards, length = undone
        if len(cards) != 1 or len(tracker.history) != length:
            return None
        try:
            events = tracker.trial(Observation("card", seat, cards))
        except ObservationError:
            return None
        if any(e.kind == "inconsistency" for e in events):
            return None
        return seat, cards[0]

    def _round_over(self) -> bool:
        """Whether a round is over and the next one not dealt (the game not won): won, or
        ended with no winner, every account awaiting the deal: a showdown tie that left
        nobody (RULINGS O3; review of stall50: its next round's first card was refused,
        "Waiting for the next deal."), a round ended unseen (``lost``, stall_lost), an
        undone deal (:attr:`redeal_round`)."""
        tracker = self.session.tracker
        if not tracker.started:
            return False
        view = tracker.view()
        return (view.active is None and view.round > 0 and not view.game_winners
                and (bool(view.round_winners) or view.round == self.redeal_round
                     or all(h.wait[0] == "deal" for h in tracker.hyps)))

    def _redeal_settles(self) -> bool:
        """Whether the round whose next deal was undone (:attr:`redeal_round`) is over in
        some account and going on in another, the deal taken now leaving one account and
        no question (:meth:`Tracker.deal_settles
        <companion.tracker.tracker.Tracker.deal_settles>`): the undone deal was taken so,
        the gathered table (or a new round's card) telling the round over, and undoing it
        opened that question again ("was that Alice's hand?"). The table is still
        gathered: a card laid now deals the round again and is its first play, as "To go
        on, lay the new round's first card" says (``app.deal_held``), closing the question
        as the deal did; an answer first still decides it (review of r6b54: Bob's round-2
        Fed was taken as his round-1 play, "No answer needed: that was Alice's play.").
        The round's own card read again in its zone, no first card of the next round, ends
        it: the round goes on (``CameraCards._card_appeared``; review of undo2p54)."""
        if self.redeal_round is None:
            return False
        tracker = self.session.tracker
        view = tracker.view()
        return view.round == self.redeal_round and not view.game_winners \
            and tracker.deal_settles()

    def _deal_begun(self, question: bool = False) -> bool:
        """Whether a card laid now in a zone begins the next round: the round is over and
        its next deal not done (:attr:`redeal_round` after an undone deal, QA12 F8; or not
        done yet, QA13b N5). The camera reports a card once, so a card it reports now is a
        new one. With ``question``, also while a question about the round is open (the
        deal then waits for the answer); without, also while one is open that the deal
        closes, its every answer dealing the same table (:meth:`Tracker.deal_closes_question
        <companion.tracker.tracker.Tracker.deal_closes_question>`, QA44 MEDIUM-5)."""
        tracker = self.session.tracker
        if self._lost_until_gathered() or not question and self._lost_pending():
            # rounds played meanwhile: no held card deals (lost_rounds); while the round's
            # question is open, cards are still held (second review of late49: each refused,
            # "The Dilettante by Alice? Waiting for who starts the next round.")
            return False
        if self._redeal_settles():  # the undone deal's question open again, the deal on
            return True
        return self._round_over() and (question or tracker.question is None
                                       or tracker.deal_closes_question())

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

    def _laid_again(self, old: list, gathered: Gathered, event) -> list:
        """The new round dealt by ``event`` (a card in a zone, seat 1-based), ``old`` the ended
        round's cards still seen (``(seat 1-based, candidates, stabilizer number)``,
        :meth:`_old_cards`): when the table read no zone card for a while after the round
        (``gathered.done``, :meth:`_gathered_unread`), those in the zones of the players
        whose turns come before ``event``'s, from the new round's starter on, are that
        round's first plays (the camera took them for the old cards that lay there: same
        name, same place, :mod:`vision.stabilize`), taken now in turn order, before
        ``event``; returns the rest, still old. A card under a hand while another zone's
        card is read is not gathered (a zone card read ends the run), and a first play comes
        before the dealing card's turn (QA40 six40: Fay's Shoggoth and Alice's
        Investigators, round 2's first plays, were said left from round 1, and the round
        went wrong from its first turn). A zone with two or more cards laid again gives
        none: which is the first play is unknown (the older, a knocked-out hand or forced
        discard laid on it; or the newer, laid on an old card left there); the older is
        noted in :attr:`first_hint`, asked as the starter's first play, the others asked as
        maybe laid in this round, and cards laid after them wait (QA59 HIGH-2, runB round 2:
        Carol's Boxer and her hand on it, the Musician, laid again; the Musician was taken
        as her play, "Carol: el Músico."). Only a card :meth:`Gathered.laid_again` says was
        gathered: not one whose place was last judged hiding it (a pile under a hand, glare
        or an arm over the whole table was never gathered, and its old card said as a play
        is a false play: review of six40, rev40d, Alice's old Investigators under her hand
        for a second was said "Alice: the Investigators." when Bob laid the first card), nor
        one the camera first read after the table read bare while a pile under a place
        judged covered is read again, unless it names a card held then in that zone (rev40d:
        Alice's card entered by key, the camera could not read it, first read after the bare
        second, was said as her round-2 play; qa-en6: Fay's Shoggoth, laid again, was read
        as a new track beside the place of round 1's, held then: her play; review of gath41:
        Alice's first play named like her keyed round-1 card, the table all gathered, is her
        play)."""
        view = self.session.tracker.view()
        n, seat = len(self.session.tracker.names), event.seat - 1
        if not gathered.done or view.active is None or not 0 <= seat < n:
            return old
        before, s = [], view.active
        while s != seat:
            before.append(s)
            s = (s + 1) % n
        again = {}
        for c in old:  # the newest in a zone: the last laid there
            if c[0] is not None and c[0] - 1 in before:
                again[c[0] - 1] = c
        whole = gathered.gathered_whole(old)
        again = {s: c for s, c in again.items() if gathered.laid_again(*c, whole=whole)}
        self.first_hint = None
        for s, c in list(again.items()):
            # two of the zone's cards laid again: the first play and a later card (her
            # knocked-out hand, a forced discard), which is which unknown: none taken; the
            # older is asked as the first play (_say_old_cards), the newer waits for it
            # (QA59 HIGH-2: Carol's Boxer laid where round 1's lay, her hand, the Musician,
            # on it, was taken as her play)
            both = [x for x in old if x[0] == s + 1 and gathered.laid_again(*x, whole=whole)]
            if len(both) > 1:
                del again[s]
                if s == view.active:
                    self.first_hint = both[0]
        from vision.records import CardAppeared
        for s in before:
            if s in again:
                log.info("camera: %s in seat %d gathered and laid again", again[s][1], s + 1)
                self._card_appeared(CardAppeared(seat=s + 1, candidates=tuple(again[s][1]),
                                                 index_in_zone=0, frame_index=0, t=event.t))
        return [c for c in old if c not in again.values()]

    def _old_cards(self) -> list:
        """The old round's cards the camera remembers: those it no longer sees are
        forgotten; returns those it still sees, as ``(seat 1-based or None, candidates,
        stabilizer number or None)``
        (left cards already watched excepted; outside the zones, only two players' face-up
        cards, not the card set aside face up each round)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        reading = self.watcher.last_reading
        if stabilizer is None or reading is None:
            return []
        watched = {(left.event.seat, left.event.candidates) for left in self.left_cards}
        fresh = [(e.seat, tuple(e.candidates)) for e in self.fresh]  # new: this picture's
        seen, kept = list(reading.sightings), []
        aside = set_aside_face_up(self.options.edition)
        two = len(self.options.names) == 2
        # still seen: read in this picture at its own place (the stabilizer's track), not
        # a new card of that name elsewhere (session 39, en21: round 2's Investigators laid
        # in the middle kept round 1's, gathered, as still on the table)
        stable = [(p.seat, p.candidates, p.seen, p.card_id)
                  for p in stabilizer.stable_places()] \
            if hasattr(stabilizer, "stable_places") else \
            [(seat, cands, None, None) for seat, cands in stabilizer.stable_cards]
        for seat, candidates, read, card_id in reversed(stable):
            if seat is None and (not two or aside in candidates):
                continue  # no face-up cards but with two players; the one set aside stays
            if (seat, tuple(candidates)) in fresh:
                fresh.remove((seat, tuple(candidates)))
                continue
            if (seat, tuple(candidates)) in watched:
                continue  # already watched: forgotten when taken away
            if read is not None:
                if read:
                    kept.append((seat, candidates, card_id))
                else:
                    self.watcher.forget(seat, candidates, card_id=card_id)
                continue
            match = next((s for s in seen if s.seat == seat
                          and set(s.candidates) & set(candidates)), None)
            if match is None:
                self.watcher.forget(seat, candidates)
            else:
                seen.remove(match)
                kept.append((seat, candidates, card_id))
        return kept[::-1]

    def _say_old_cards(self, old, round_, event=None, gathered: Gathered | None = None
                       ) -> None:
        """Say once the old round's cards still on the table, in zones and (two players)
        in the middle, and watch them until taken away; never taken as plays. The newest
        in the zone of the new round's starter, when ``event`` (the card that dealt it)
        lies in another zone, may be the starter's awaited first play, laid where the old
        card lay (the camera took it for that one): said as a question, with the key that
        enters it (Enter, then its rank), not as a card to take away (QA48 r3: Alice's
        round-8 Investigators said "Still on the table"; Bob's and Carol's plays then
        waited for hers). With ``bare`` (the table read no zone card for
        :data:`GATHER_RUN_S` since the round ended, :attr:`Gathered.done`), each other
        zone card is a doubt, asked with the key that enters it when its turn comes, not
        said as fact: the camera saw the piles gathered, and a card of the same name laid
        at the same place is taken for the old one (:mod:`vision.stabilize`), so the name
        and place are no proof that it never left; nor is it taken by itself, its place in
        the round unknown (fresh QA52 r4, 6 players, seed 84, round 4: Bob's Urchin,
        discarded to Eve's Musician where his round-3 Urchin had lain, seen gathered, was
        said "Still on the table from the last round" and never taken; taken as a left
        card, it was given to Fay's R'lyeh, the dealing card, as the deck card it draws).
        Never bare, a card the camera saw leave or its pile gathered around it
        (:meth:`Gathered.moved`) is asked so too. ``gathered``: the ended round's
        :class:`Gathered` (``None``: nothing seen)."""
        from companion.app.left_cards import LeftCard
        from vision.records import CardAppeared
        names = self.session.tracker.names
        starter = self.session.tracker.view().active
        own = [c for c in old if starter is not None and c[0] == starter + 1]
        hint = self.first_hint
        first = (hint if hint in own else own[-1]) if own and event is not None \
            and not event.middle and event.seat != starter + 1 else None
        self.first_hint = None
        parts, doubts = [], []
        # the starter's own card dealt it: no turn came before, so a card of her zone read
        # before it is the old round's (review of stale52)
        dealer = event.seat if event is not None and not event.middle and starter is not None \
            and event.seat == starter + 1 else None
        gathered = gathered or Gathered()
        reading = getattr(self.watcher, "last_reading", None)  # the asked cards lie there
        asked_t = event.t if event is not None else getattr(reading, "t", None)  # by then
        read = {p.card_id: p.seat for p in self._stable_places() if p.seen and p.seat}
        moved = gathered.moved(old, read, dealer, len(names))
        for seat, candidates, _card_id in old:
            zone = seat is not None and seat <= len(names)
            if (seat, candidates, _card_id) == first or zone and (
                    gathered.done and seat != dealer or _card_id in moved):
                self.left_cards.append(LeftCard(CardAppeared(
                    seat=seat, candidates=tuple(candidates), index_in_zone=0,
                    frame_index=0), round_, old=True, asked=True, asked_t=asked_t))
                if (seat, candidates, _card_id) != first:
                    doubts.append((seat, candidates))
                continue
            event = CardAppeared(seat=seat, candidates=tuple(candidates), index_in_zone=0,
                                 frame_index=0, middle=seat is None)
            self.left_cards.append(LeftCard(event, round_, old=True))
            where = (message(self.session.lang, "app.old_card_middle")
                     if seat is None or seat > len(names)
                     else message(self.session.lang, "app.old_card_zone",
                                  player=names[seat - 1]))
            parts.append(f"{self._card_names(candidates)} {where}")
        said = partial(self.session.tell, stale=self.session.deal_undone_stale())
        if first is not None:
            ranks = sorted({card(key).rank for key in first[1]})
            said("app.old_card_or_first_play", player=names[starter],
                 card=self._card_names(first[1]), rank=ranks[0])
        if len(doubts) == 1:
            seat, candidates = doubts[0]
            said("app.old_card_or_new", player=names[seat - 1],
                 card=self._card_names(candidates),
                 rank=min(card(key).rank for key in candidates))
        elif doubts:  # one line, zone by zone (review of stale52: 35 words a card)
            said("app.old_cards_or_new", zones=self._doubt_zones(doubts))
        if parts:
            said("app.old_cards_left", count=len(parts),
                 cards=format_list(parts, locale=self.session.lang))

    def _doubt_zones(self, doubts: list) -> str:
        """The old cards asked as maybe laid in this round (``doubts``: ``(seat 1-based,
        candidates)``), said zone by zone in seat order, each with the rank Enter takes:
        "the Investigators (1) and The Boxer (3) in Alice's zone; The Musician (5) in
        Bob's zone" (``app.old_zone``, ``app.card_with_rank``). Their catalog texts
        unrendered: the line's own rendering gives each name its article as placed there
        (:func:`~companion.narration.articles.in_sentence`; rendered alone, a zone's first
        name took a capital article: "The Investigators (1)")."""
        from companion.narration.catalog import catalog
        lang, names, texts = self.session.lang, self.session.tracker.names, catalog(
            self.session.lang)
        by_seat: dict[int, list[str]] = {}
        for seat, candidates in sorted(doubts, key=lambda d: d[0]):
            by_seat.setdefault(seat, []).append(texts["app.card_with_rank"].format(
                card=self._card_names(candidates),
                rank=min(card(key).rank for key in candidates)))
        return message(lang, "app.list_sep").join(
            texts["app.old_zone"].format(player=names[seat - 1],
                                         cards=format_list(cards, locale=lang))
            for seat, cards in by_seat.items())


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


def _stable_only(sightings: list, stable: list | None) -> list:
    """The ``sightings`` (a reading's, with a seat) that lie on a stable card read in this
    picture (``stable``: :meth:`Stabilizer.stable_places
    <vision.stabilize.Stabilizer.stable_places>`, each
    :class:`vision.place_cover.StablePlace` counted once, same seat, a candidate in
    common): a card the camera still tracks, not a new one not yet stable (QA46 HIGH-3).
    ``stable`` ``None`` (a stand-in camera without a stabilizer): all of them."""
    if stable is None:
        return list(sightings)
    left = [p for p in stable if p.seen and p.seat is not None]
    out = []
    for s in sightings:
        p = next((p for p in left if p.seat == s.seat
                  and set(p.candidates) & set(s.candidates)), None)
        if p is not None:
            left.remove(p)
            out.append(s)
    return out


def _zones_covered(zone_places) -> dict[int, bool]:
    """Each seat with a place in ``zone_places`` (``vision.place_cover.PlaceState`` with a
    ``seat``) -> whether its zone counts as covered: more of its places judged covered
    (``hides``) than bare. A long cascade's places overlap, their ring patches lying
    on each other's cards, so they are judged covered together: counted place by place,
    one gathered cascade outweighed the other gathered zones (QA45 HIGH-2, t2). Half a
    zone is not covered: a stray covered place (QA44 t3's Urchin) in a two-card zone
    would outvote a bare zone (review of hq1)."""
    counts: dict[int, list[int]] = {}
    for p in zone_places:
        counts.setdefault(p.seat, [0, 0])[bool(p.hides)] += 1
    return {seat: covered > bare for seat, (bare, covered) in counts.items()}


def run_on(run: "tuple[float, int] | None", t: float) -> "tuple[tuple[float, int], bool]":
    """A run of pictures (``(first picture's time s, pictures)``; ``None``: none yet)
    with the picture at ``t`` (s) added, and whether it now lasts :data:`GATHER_RUN_S` of
    frame time and :data:`GATHER_RUN_PICTURES` pictures (a gathered or bare table)."""
    first, count = (t, 0) if run is None else run
    return (first, count + 1), count + 1 >= GATHER_RUN_PICTURES and t - first >= GATHER_RUN_S

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

Its parts, split by job (rf68b), each a mixin of :class:`NextDeal`: the ended round's table
gathered, :mod:`companion.app.gathered_table` (:class:`~companion.app.gathered_table.Gathered`);
a table cleared in a round's middle, :mod:`companion.app.mid_cleared` and what is said of
it, :mod:`companion.app.mid_cleared_said`; the next round dealt by a card laid,
:mod:`companion.app.card_deal`; the old round's cards still on the table,
:mod:`companion.app.old_cards`; the card last taken asked as taken back,
:mod:`companion.app.taken_back`. Their counts and times: :mod:`companion.app.deal_times`.
"""
from __future__ import annotations

import logging
import threading

from companion.app.card_deal import CardDeal
from companion.app.cleared_logged import recleared_from_log
from companion.app.deal_times import CLEARED_FRAMES
from companion.app.gathered_table import Gathered, GatheredTable
from companion.app.kept_results import kept_standing
from companion.app.mid_cleared import MidCleared
from companion.app.mid_cleared_said import MidClearedSaid
from companion.app.old_cards import OldCards
from companion.app.result_held import result_held
from companion.app.taken_back import CardTakenBack
from companion.tracker import observations as o
from companion.tracker.events import TableEvent
from companion.tracker.round_result import ROUND_OVER

# Re-exported: the names this module held before the split (rf68b), for the code and
# tests that take them from here.
from companion.app.card_deal import _in_order_laid  # noqa: F401
from companion.app.deal_times import (CLEARED_MID_FRAMES, FROM_LOG_BARE_S,  # noqa: F401
                                      GATHER_RUN_PICTURES, GATHER_RUN_S, GATHERED_DEALT_S,
                                      TAKEN_BACK_S)
from companion.app.gathered_table import _zone_places, _zones_covered, run_on  # noqa: F401
from companion.app.mid_cleared import _stable_only  # noqa: F401


log = logging.getLogger(__name__)


class NextDeal(GatheredTable, CardTakenBack, MidCleared, MidClearedSaid, CardDeal, OldCards):
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
        if not held:  # on an entry kept against the camera: "If the card you kept is
            # right, gather …" (kept_results; rev-hold70 HIGH)
            return (f"{key}_kept" if kept_standing(self.session) else key), {}
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

    def _stable_places(self) -> list:
        """The camera's stable cards (:meth:`Stabilizer.stable_places
        <vision.stabilize.Stabilizer.stable_places>`), or none when the watcher has no
        stabilizer (a test's fake camera)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        return list(getattr(stabilizer, "stable_places", list)())

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

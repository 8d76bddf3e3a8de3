"""The undo key (minus twice): take back the last observation or answer and say what it
was, and what the undo changed (a player out or back in, what the table waits for, a
round's end taken back, whose turn it is when the turn went back, a question open again).

A mixin of :class:`companion.app.session.TableSession` (it uses the session's
``tracker``, ``lang``, ``choice``, ``from_log``, ``last_read``, ``observe``, ``news``,
``tell``, ``_answer_text``, ``announce``, ``said_for``, ``_turn_unless_out``,
``_tell_turn_unless`` and ``_player``); :meth:`TableSession.key` calls :meth:`UndoKey._key_undo`.

Its parts, split by job (rf69), each a mixin of :class:`UndoKey`: the answer blamed for a
refused input, :mod:`companion.app.undo_blame`; that answer or a fix under a deal undone,
:mod:`companion.app.undo_blamed`; what the undo says of a round's end, a player back or out,
the table's wait, :mod:`companion.app.undo_said`; the undo's confirm question,
:mod:`companion.app.undo_confirm`.
"""
from __future__ import annotations

import logging


from companion.app.entry_back import entry_hinted, undo_entry_under
from companion.app.entry_undone import entry_answered
from companion.app.redo_beneath import redos_kept
from companion.app.result_held import result_held
from companion.app.said_for import _deal_news
from companion.app.said_heard import _begun
from companion.app.session_resume import rounds_lost
from companion.app.undo_under import answer_hinted, answer_under_deal, undo_answer_under
from companion.cards import card
from companion.narration.narrate import place_name
from companion.tracker import observations as o
from companion.app.undo_blame import UndoBlame
from companion.app.undo_blamed import UndoBlamed
from companion.app.undo_said import UndoSaid
from companion.app.undo_confirm import UndoConfirm
from companion.app.undo_said import _game_won_undone

# Re-exported: the names this module held before the split (rf69), for the code and
# tests that take them from here.
from companion.app.undo_blamed import RECONSIDERED_KEPT  # noqa: F401
from companion.app.undo_confirm import _hands  # noqa: F401

log = logging.getLogger(__name__)


class UndoKey(UndoBlame, UndoBlamed, UndoSaid, UndoConfirm):
    """The undo key's answer (see the module docstring)."""

    #: the round (1-based) whose end was said with its result held for the open question
    #: ("The round is over; its result waits for the answer to the question.": set by the
    #: live table, :meth:`~companion.app.live_deal.NextDeal._result_waits`); 0: none. An
    #: undo of that end says it is not over any more, no token (fresh QA55 LOW-1)
    round_result_told: int = 0
    #: the live table's :meth:`~companion.app.differs_undo.DiffersUndo._differs_answer`
    #: (the answer that kept an entered card against the camera, minus twice taking it
    #: back under the camera's cards since), or ``None``
    differs_answer = None
    #: how many deals minus twice took back under the answer before them
    #: (:func:`~companion.app.undo_under.undo_answer_under`): the lines that deal said
    #: outside its input (the dealing steps of a cleared table, the old cards still lying)
    #: are stale once it grows
    deals_under_answer: int = 0
    #: the hint said at a deal by a card laid on the ended round's table right after an
    #: answer ended it (:func:`~companion.app.undo_under.hint_answer_under`): ``(that
    #: answer's history entry, what say returned for the hint, the newest input read
    #: before the hint was begun, the dealing card at least)``;
    #: ``None``: none
    deal_hinted: tuple | None = None
    #: that answer's history entry while the hint waits for the dealing card to be applied,
    #: said after its lines (:func:`~companion.app.undo_under.read_before_hint`); ``None``
    deal_hint_due: tuple | None = None
    #: the history entry a resumed session log ends with as the player's answer that
    #: ended the round, the deal and only cards after it
    #: (:func:`~companion.app.undo_under.hint_resumed`): taken as by key; ``None``: none
    answer_from_log: tuple | None = None
    #: the card given by key (``(seat, candidates)``) the last minus twice took back with
    #: the answer to its "which card?" (:meth:`_undo_blamed`; fresh QA65 HIGH-1), else
    #: ``None``: the live table counts the camera's reports there anew
    undid_entry: tuple | None = None
    #: the live table's answer to "does a card the camera read count as the card entered
    #: by key in this seat's zone (0-based)?" (a held card taken as the play just entered:
    #: :meth:`~companion.app.own_next.OwnNext._give_own`); without a live table, none does
    entry_read_there = staticmethod(lambda seat: False)
    #: the live table's: the round just given back under its next deal
    #: (:func:`~companion.app.undo_under.undo_answer_under`), before the cards read since
    #: that deal are read again in it, takes the cards a resume held that it holds
    #: (:meth:`~companion.app.held_cards.HeldCards._held_given_back`); without one, nothing
    round_back_held = staticmethod(lambda: None)

    def deal_undone_stale(self):
        """A ``stale()`` for a line the live table says for the deal being made outside
        that deal's input (its dealing steps, the old cards still lying): true once minus
        twice took a deal back under the answer before it (:attr:`deals_under_answer`;
        fresh QA63b MEDIUM-4: after "Undone: the last answer.", the dealing steps of the
        deal taken back were still said). Read on the voice's thread."""
        return lambda told=self.deals_under_answer: self.deals_under_answer != told

    def drop_unheard(self) -> None:
        """Before an undo: take back, unsaid, the refused lines of a resumed log that end
        the history (:attr:`from_log`; QA19 #5: the first undo said "Undone: Cthulhu,
        which was not counted.", a seat-8 line of the damaged log nobody had heard, not the
        last real card). Each is an ``undo`` line in the session log, as any undo. Not
        while minus twice takes back a :attr:`blamed` answer: the resumed hint named that
        card (review 39: dropped first, it was never read again)."""
        if self.blamed_index() is not None:
            return
        history = self.tracker.history
        while 1 < len(history) <= self.from_log and history[-1][0].kind != "start" \
                and self.tracker.refused_last():
            self.observe(o.undo())
            history = self.tracker.history
            self.from_log = min(self.from_log, len(history))

    def ask_reopened(self) -> None:
        """After an undo not given by the undo key (which asks the open question itself,
        after what it undid: :meth:`_undo_newest`): the question it opened again is said
        when the player heard none of its sayings whole (cut by the card that closed it,
        QA37 en21_u, or dropped unsaid, :meth:`~companion.app.said_question.SaidQuestion.
        never_whole`): open again, it is to be answered (review of flaky49: the player
        had heard only its start)."""
        question = self.tracker.question
        if question is not None and self.said_for.never_whole(question):
            self.announce(question)

    def _key_undo(self, _command) -> None:
        """Undo the last observation or answer, saying which; never the game's start; the
        refused lines a resumed log ends with go with it, unsaid (:meth:`drop_unheard`).
        The camera's reading that settled "Which card is it?" is one step too: undone, the
        question is asked again, said to be answered by key (the camera does not report
        that card again). What the voice has not said yet is not undone at once: it is
        named first, to be confirmed (:meth:`_confirm_first`). Once the player heard which
        answer a refused card contradicts (:meth:`blame_answer`), that answer is undone,
        under the cards read since (:meth:`_undo_blamed`; :attr:`undid_blamed` tells which
        undo it was)."""
        self.undid_blamed = False
        self.undid_entry = None
        self.drop_unheard()
        history = self.tracker.history
        if not history:
            self.tell("app.nothing_to_undo")
            return
        last = history[-1][0]
        if last.kind == "start":
            self.tell("app.cannot_undo_start")
            return
        blamed = self.blamed_index()
        if blamed is None and self.differs_answer is not None:
            blamed = self.differs_answer()  # the answer that kept an entry (differs_undo)
        if blamed is not None:
            self.undid_blamed = True
            self._undo_blamed(blamed)
            return
        if (entered := entry_hinted(self)) is not None:  # the hinted entry (entry_back)
            return undo_entry_under(self, entered)
        above = self.said_for.above_heard_fix(history, self._fix_taken)
        if above:
            self._undo_fix_under(above)
            return
        if under := deal_heard_under(self.said_for, history):
            self._undo_deal_under(under)
            return
        if answer := answer_under_deal(self.said_for, history) or answer_hinted(self):
            self.undid_blamed = True  # the live table: cards read again (_taken_again)
            undo_answer_under(self, answer)
            return
        if self._confirm_first(last):
            return
        if self._entry_with_answer(history):
            self.undid_blamed = True  # the live table: cards read again (_taken_again)
            self._undo_blamed(len(history) - 1)
            return
        self._undo_newest(last)

    def _entry_with_answer(self, history: list) -> bool:
        """Whether minus twice, the newest input being the answer to Enter's "Which card in
        Bob's zone: The Boxer or the Deep One?" (:func:`~companion.app.entry_undone.
        entry_answered`), takes back the card entered with it: the rank is as likely wrong
        as the choice (fresh QA65b H3: "Undone: the last answer." left the rank 3 nobody
        saw, Bob's Entertainer read later ended the round in one account, "The round is
        over; its result waits for the answer", and key 8 said "Bob is out", false). Not
        when a card the camera read in that zone counts as the card entered
        (:attr:`entry_read_there`: the held card the prompt asked to enter "even if it is
        this card"): the answer alone is taken back, the held card held again (review of
        missed49, :meth:`~companion.app.own_next.OwnNext._own_undone`)."""
        index = len(history) - 1
        if history[index][0].kind != "was" \
                or entry_answered(history, index, self.by_key_or_logged) is None:
            return False
        return not self.entry_read_there(history[index][1][5].seat)

    def read_before_blame(self) -> None:
        """A camera input just applied while the voice has not begun the line naming the
        :attr:`blamed` answer: read before the player heard it, its news said after it
        in order, it does not end the blame (:meth:`blamed_index`; QA38: Carol's Sanity
        check card read right after the refused Fed)."""
        if self.blamed is not None and not _begun(self.blamed[1]):
            self.blamed = (*self.blamed[:2], self.tracker.history[-1])

    def blamed_index(self) -> int | None:
        """The history index of the :attr:`blamed` answer when minus twice is to take it
        back: that answer still kept with only cards from the table after it (at most
        ``ANSWER_REACH``), and the line naming it begun, or the voice has begun no line of those
        cards yet (:meth:`~companion.app.said_for.SaidFor.unbegun_since`: the answer is
        the last input the player heard of; QA39 H1, rulesA2: minus twice 0.5 s after
        "Carol flips the deck.", the wrong plus 2's news, asked "Read but not said yet:
        The Musician in Carol's zone. Undo it?", then "Undo cancelled: a new card was
        read."); else ``None``."""
        index = self._blamed_kept()
        if index is None or not _begun(self.blamed[1]) \
                and not self.said_for.unbegun_since(self.tracker.history, index):
            return None
        return index

    def remind_blamed(self) -> bool:
        """While the table stalls behind cards refused after a :attr:`blamed` answer still
        kept (:meth:`_blamed_kept`): say again which answer they contradict and that minus
        twice takes it back (``app.answer_blamed``, or ``app.answer_blamed_missed`` asking
        first for a card the camera may have missed), the line minus twice then waits for;
        returns whether it was said. The live table says it where it would ask for a card
        the camera could not read (QA39 H1: after the wrong plus 2 to Carol's R'lyeh,
        "Still waiting for Alice's Sanity check: a card I could not read? Press Enter,
        then its rank.", and after the table was cleared, "round 1 is not over…", blamed
        the camera, not the answer)."""
        index = self._blamed_kept()
        if index is None:
            return False
        entry, told, read_before = self.blamed
        if self._undone_blamed(entry) is not None:  # the undo before it named (hi3)
            heard = self._tell_undone_blamed(entry, self.tracker.view().round)
        else:
            heard = self._tell_blame(self._asked_words(self.tracker.history[index][1][5]),
                                     self._blame_over(entry))
        # minus twice: the first heard
        self.blamed = (entry, told if _begun(told) else heard, read_before)
        return True

    def _undo_newest(self, last, ask: bool = True) -> None:
        """Undo ``last``, the newest input of the history, and say what it was and what
        the undo changed (:meth:`_key_undo`); ``ask`` false: the question it opens again
        is not asked here (the caller reads cards first:
        :func:`~companion.app.undo_under.undo_answer_under`)."""
        self.choice = ()
        keyed = self.said_for.by_key(self.tracker.history[-1])  # a card given by key
        refused = self.tracker.refused_last()  # it never counted (QA12 F15)
        fix = self.tracker.correction()
        known = self._known(last, refused)
        before = self.tracker.view()
        # its result (and token) never said (a result the accounts differ on: QA62 HIGH-1)
        held = result_held(self.tracker)
        unsaid = self.tracker.end_held()  # held for a self-out's hand, never said (k61)
        was_out = [seat.out for seat in before.seats]
        waited = self.tracker.waiting()
        with self.news():  # what the undo changed is kept in the history (QA21 #4)
            self.observe(o.undo())
            if fix is not None and fix.card is not None and fix.card.seat is not None:
                # QA12 F15: "Undone: the last answer." did not say a correction was undone
                self.tell("app.undone_correction", player=self._player(fix.card.seat))
                self._say_restored()
                self._say_back_out_or_in(was_out)
                self._say_round_end_back(before)
                self._say_new_wait(waited)
            elif refused and last.kind == "card" and last.cards:
                self.tell("app.undone_refused", card=place_name(last.cards, self.lang, note=False))
            elif last.kind == "card" and last.cards and len(known) != 1 and last.seat is not None:
                self.tell("app.undone_card_unsure", player=self._player(last.seat))
            elif last.kind == "card" and last.cards and last.seat is not None:
                self.tell("app.undone_card", card=card(known[0]).name(self.lang),
                          player=self._player(last.seat))
            elif last.kind == "new_round":
                self.tell("app.undone_round")
                self.said_for.deal_told()  # the round's start said again (fresh QA64 L2)
            elif last.kind == "lost":  # a round ended unseen past a stall (stall_lost)
                self.tell("app.undone_round_lost")
                self.rounds_lost = rounds_lost(self.tracker)  # unless lost before it
            elif last.kind == "hand_unseen":  # a knocked-out hand gathered unseen (hold_lost)
                self.tell("app.undone_hand_unseen", player=self._player(last.seat))
                self.rounds_lost = rounds_lost(self.tracker)  # unless lost before it
            elif last.kind == "face_up" and last.cards:
                self.tell("app.undone_face_up", card=card(last.cards[0]).name(self.lang))
            elif last.kind == "not_face_up":  # Enter's rank dropped it (face_up_outranked)
                self.tell("app.undone_not_face_up", card=card(last.cards[0]).name(self.lang))
            elif last.kind == "was" and last.value == "seen" and self.tracker.question:
                # the camera settled "Which card is it?": it does not report that card
                # again, so the question reopened is answered by key (said so)
                self.tell("app.undone_seen", player=self._player(self.tracker.question.seat))
            else:
                self.tell("app.undone_answer")
                if fix is not None:  # a face-up or deck card's correction (review 32b)
                    self._say_restored()
            self.say_insane_unheard(fix is None)  # after what was undone (fresh QA61 MEDIUM-1)
            self.from_log = min(self.from_log, len(self.tracker.history))
            history = self.tracker.history
            # the camera's card the undo took back, for Enter to give back (fresh QA48
            # HIGH-1); not one given by key: Enter then asks again (review of stick43)
            # the undone cards still at their place, for the one beneath (redo_beneath)
            self.redo_kept = redos_kept(self.redo_kept, self.redo, history)
            self.redo = (last, history[-1] if history else None, len(history)) \
                if last.kind == "card" and last.seat is not None and not refused \
                and fix is None and not keyed else None
            after = self.tracker.view()
            if before.round_winners and after.round == before.round and (
                    not after.round_winners or _end_reheld(self.tracker, held or unsaid)):
                self._say_round_end_undone(before, held or unsaid)
            elif _game_won_undone(before, after):
                self._say_game_won_undone()
            turned = fix is None and after.active is not None \
                and after.active != before.active and not after.round_winners
            if turned and self.tracker.active_settled() \
                    and self.tracker.waiting()[:2] == ("play", after.active):
                # QA23 #9: the turn went back in silence; the last name heard was the next
                # player's
                self.tell("app.whose_turn", player=self._player(after.active))
                self.said_for.turn_told()
            elif turned and self.tracker.question is None \
                    and (unless := self._turn_unless_out()) is not None:
                # QA31 N7: back to a turn one player's being out decides (after Bob's
                # Investigators, Carol's Fed undone): said as key 5 says it
                self._tell_turn_unless(*unless)
                self.said_for.turn_told()
            self.last_read = next((obs for obs, _ in reversed(self.tracker.history)
                                   if obs.kind == "card"), None)
            if ask and self.tracker.question is not None and not (
                    last.kind == "new_round" and self.tracker.deal_closes_question()):
                # an undone answer opens its question again: ask it (QA: after undoing the
                # answer to "Which card is it?", the game went silent); not one the undone
                # deal closed as changing nothing: the next deal closes it again (review
                # of deal44: it was asked again). One the player heard the undone input's
                # lines close is asked too: the table waits for its answer, or for the
                # cards to tell it again (fresh QA64b HIGH-1: Carol's Tommy Gun undone,
                # nothing said "was that Bob's hand?" was open again); the lines that
                # closed it no longer stand, said again when the cards close it again
                self.said_for.question_told(self.tracker.question)
                self.announce(self.tracker.question)


def deal_heard_under(said_for, history: list) -> int:
    """How many face-up cards lie in ``history`` (the tracker's) above its newest deal
    (``new_round``) when minus twice is for that deal: they are all the inputs since it
    (at least one), all from the table, the voice has begun none of their lines, and it
    has begun a line telling the deal's new round ("Round 3. Bob starts."; the ended
    round's news before it, :func:`~companion.app.said_for._deal_news`, is not the deal);
    else 0. ``said_for``: the session's :class:`~companion.app.said_for.SaidFor`. Fresh
    QA60 MEDIUM-6 (:meth:`UndoKey._undo_deal_under`)."""
    at = next((i for i in range(len(history) - 1, 0, -1)
               if history[i][0].kind != "face_up"), None)
    if at is None or at == len(history) - 1 or history[at][0].kind != "new_round" \
            or not said_for.unbegun_since(history, at):
        return 0
    record = said_for.record_of(history[at])
    if record is None or record.by_key:
        return 0
    tells = _deal_news(record) or record.lines
    return len(history) - 1 - at if any(_begun(h) for h in tells) else 0


def _end_reheld(tracker, held: bool) -> bool:
    """Whether an undo took back a round's end already said (``held``: it was not, its
    result held for the open question or for a self-out's hand) and the result now waits
    for the question it opened again (``tracker``: after the undo, a
    :class:`~companion.tracker.tracker.Tracker`; :func:`~companion.app.result_held.
    result_held`). The public view keeps the round's winners there (one account's end),
    so "the round's winners are gone" does not see it. Review of ct63: Alice's Cthulhu
    answered Sane, "Dan wins the round and has 1 Insane." said, minus twice said only
    "Undone: the last answer." and the question again, the win and token heard standing."""
    return not held and tracker.question is not None and result_held(tracker)

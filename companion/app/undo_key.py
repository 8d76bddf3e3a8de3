"""The undo key (minus twice): take back the last observation or answer and say what it
was, and what the undo changed (a player out or back in, what the table waits for, a
round's end taken back, whose turn it is when the turn went back, a question open again).

A mixin of :class:`companion.app.session.TableSession` (it uses the session's
``tracker``, ``lang``, ``choice``, ``from_log``, ``last_read``, ``observe``, ``news``,
``tell``, ``_answer_text``, ``announce``, ``said_for``, ``_turn_unless_out``,
``_tell_turn_unless`` and ``_player``); :meth:`TableSession.key` calls :meth:`UndoKey._key_undo`.
"""
from __future__ import annotations

import logging
from dataclasses import replace
from functools import partial
from itertools import takewhile

from babel.lists import format_list

from companion.app.entry_undone import entry_answered, read_plain
from companion.app.redo_beneath import redos_kept
from companion.app.result_held import result_held
from companion.app.said_for import _deal_news
from companion.app.said_heard import _begun
from companion.app.session_resume import rounds_lost
from companion.app.undo_under import answer_hinted, answer_under_deal, undo_answer_under
from companion.app.undone_before_answer import undone_before
from companion.cards import card
from companion.narration.catalog import message
from companion.narration.narrate import narrate, place_name, token_words, wait_phrase
from companion.tracker import observations as o
from companion.tracker.events import TableEvent
from companion.tracker.answer_trial import ANSWER_REACH, answer_keeps_round
from companion.tracker.missed_card import missed_seat

log = logging.getLogger(__name__)

#: The newest questions kept in :attr:`~companion.app.session.TableSession.reconsidered`
#: (those whose blamed answer minus twice took back; :meth:`UndoKey._undo_blamed`).
RECONSIDERED_KEPT = 8


class UndoKey:
    """The undo key's answer (see the module docstring)."""

    #: the round (1-based) whose end was said with its result held for the open question
    #: ("The round is over; its result waits for the answer to the question.": set by the
    #: live table, :meth:`~companion.app.live_deal.NextDeal._result_waits`); 0: none. An
    #: undo of that end says it is not over any more, no token (fresh QA55 LOW-1)
    round_result_told: int = 0
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
        if blamed is not None:
            self.undid_blamed = True
            self._undo_blamed(blamed)
            return
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
                or entry_answered(history, index, self.said_for.by_key) is None:
            return False
        return not self.entry_read_there(history[index][1][5].seat)

    def blame_answer(self, resumed: bool = False) -> None:
        """After a camera input refused (an ``inconsistency`` said): when it would fit
        without the newest answer to a question, given since with only cards from the
        table after it (:meth:`~companion.tracker.tracker.Tracker.answer_blamed`), say so,
        naming that question, and that minus twice takes that answer back
        (:attr:`blamed`; :meth:`_undo_blamed`). Said once per answer. QA38: a wrong plus 1
        to "was that Bob's hand?" was followed by "Not counted: The Fed in Bob's zone, as
        Bob is out. Check the zone, or undo.", and minus twice then undid the next good
        card, which the camera never reads again. ``resumed``: after ``play --resume``
        of a log ending with such a card (its "Not counted" line said before the crash, if
        at all): the line names that card ("The Fed in Bob's zone would fit without…").
        A newer refused card blaming the same answer is not said again while no line of a
        newer input was begun since the hint; the blame then reaches it too. A wrong "still
        in" is not blamed when that player's turn is passed by (QA39 M2): until the
        knocked-out hand is laid, a right one shows the same cards (rev40a)."""
        try:
            index = self.tracker.answer_blamed(ANSWER_REACH)
        except Exception:  # a tracker bug must not end the game: no hint then
            log.exception("answer_blamed failed")
            return
        if index is None:
            return
        history = self.tracker.history
        entry = history[index]
        if self.blamed is not None and self.blamed[0] is entry \
                and not self.said_for.begun_after(history, self.blamed[2]):
            self.blamed = (*self.blamed[:2], history[-1])
            return
        question = self._asked_words(entry[1][5])
        last = self.tracker.history[-1][0]
        self.blamed_undone = None  # a refused card blames the answer itself
        self.blamed, stale = (entry, None, history[-1]), self._blame_over(entry)
        if resumed and last.kind == "card" and len(last.cards) == 1 and last.seat is not None:
            heard = self.tell("app.answer_blamed_card", question=question, stale=stale,
                              card=card(last.cards[0]).name(self.lang),
                              player=self._player(last.seat))
        else:
            heard = self._tell_blame(question, stale)
        self.blamed = (entry, heard, history[-1])

    def _tell_blame(self, question: str, stale):
        """Say that the refused newest card would fit without the answer to ``question``
        (``app.answer_blamed``), or, when one card not read in a zone the table waits for
        would let it fit as well (:func:`~companion.tracker.missed_card.missed_seat`),
        ask for that card first and name the answer second (``app.answer_blamed_missed``:
        fresh QA45 MEDIUM-4, a right answer blamed for Bob's Cultists the camera missed;
        review of hq2: the very same cards follow a wrong answer, which must stay named).
        Returns the announcement told."""
        try:
            seat = missed_seat(self.tracker)
        except Exception:  # a tracker bug must not end the game: the plain line then
            log.exception("missed_seat failed")
            seat = None
        if seat is None:
            return self.tell("app.answer_blamed", question=question, stale=stale)
        heard = self.tell("app.answer_blamed_missed", question=question, stale=stale,
                          player=self._player(seat))
        # its card read by the camera meanwhile: an Enter obeying it enters nothing
        # (EnterRaced; fresh QA61 LOW-5: Bob's Sanity check card, read after all)
        self.note_asked_zones((seat,))
        return heard

    def read_before_blame(self) -> None:
        """A camera input just applied while the voice has not begun the line naming the
        :attr:`blamed` answer: read before the player heard it, its news said after it
        in order, it does not end the blame (:meth:`blamed_index`; QA38: Carol's Sanity
        check card read right after the refused Fed)."""
        if self.blamed is not None and not _begun(self.blamed[1]):
            self.blamed = (*self.blamed[:2], self.tracker.history[-1])

    def _asked_words(self, question) -> str:
        """The question event ``question`` as its line asked it, up to its question mark
        (without the numbers to answer with): "The Deep One in Bob's discard zone: was that
        Bob's hand, so Bob is out?"."""
        text = narrate(question, self.tracker.names, self.lang, "brief", self.tracker.edition)
        end = text.find("?")
        return text[:end + 1] if end >= 0 else text

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

    def _blamed_kept(self) -> int | None:
        """The history index of the :attr:`blamed` answer while it is kept with only cards
        from the table after it (at most ``ANSWER_REACH``); else ``None``."""
        if self.blamed is None:
            return None
        history = self.tracker.history
        index = next((i for i in range(len(history) - 1, 0, -1)
                      if history[i] is self.blamed[0]), None)
        # and with them the newest input read before that line was begun
        # (read_before_blame), no line of an input read since begun: only while that line
        # is the newest the player heard ("Carol: The Boxer.", "Check: the Tommy Gun
        # again?" heard since: minus twice is for that card; review 39)
        if index is None or len(history) - 1 - index > ANSWER_REACH \
                or any(entry[0].kind not in o.CAMERA_KINDS for entry in history[index + 1:]) \
                or not any(entry is self.blamed[2] for entry in history[index:]) \
                or self.said_for.begun_after(history, self.blamed[2]):
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

    def blame_kept_round(self, round_: int, over=None) -> bool:
        """On a table cleared while round ``round_`` goes on (no question open): when the
        newest answer, with only cards from the table after it, is what keeps the round
        going (:func:`~companion.tracker.answer_trial.answer_keeps_round`: without it, the
        round would be over), say so, naming its question, and that minus twice takes it
        back (``app.cleared_by_answer``; :attr:`blamed`, so minus twice then undoes that
        answer, the cards since read again: :meth:`_undo_blamed`). Returns whether it was
        said. Not for a question whose answer minus twice took back once (answered again:
        :attr:`reconsidered`). QA50 F720 11:57:19: a wrong plus 2 to "was that Alice's
        hand?", then the table cleared: "round 4 is not over … or undo each card", no word
        of the answer; 32 cards held, rounds 5-7 lost. ``over``: the cleared-table line's
        ``stale()``, this line's too (review of gather50: the cards back, a hand over the
        table, it was still said, its cleared-table line dropped)."""
        blame = self._kept_round_blame()
        if blame is None:
            return False
        history = self.tracker.history
        entry, undone = blame
        self.blamed = (entry, None, history[-1])
        self.blamed_undone = (entry, undone) if undone is not None else None
        if undone is not None:  # the card undone before it would end the round (hi3)
            heard = self._tell_undone_blamed(entry, round_, over)
            self.blamed = (entry, heard, history[-1])
            return True
        blame_over = self._blame_over(entry)
        heard = self.tell("app.cleared_by_answer", round=round_,
                          question=self._asked_words(entry[1][5]),
                          stale=blame_over if over is None
                          else lambda: blame_over() or over())
        self.blamed = (entry, heard, history[-1])
        return True

    def _kept_round_blame(self):
        """What :meth:`blame_kept_round` would name, without saying it: ``(history entry of
        the newest answer that keeps the round going, the camera's card undone right before
        it that would end the round or None)``, or ``None`` (no such answer, or one taken
        back once and answered again). Tries the tracker on copies only."""
        try:
            index = answer_keeps_round(self.tracker, ANSWER_REACH)
        except Exception:  # a tracker bug must not end the game: no hint then
            log.exception("answer_keeps_round failed")
            return None
        if index is None:
            return None
        entry = self.tracker.history[index]
        if any(q is entry[1][5] for q in self.reconsidered):
            return None  # taken back once and answered again: the player keeps it
        try:
            undone = undone_before(self.tracker, None if self.redo is self.redo_disowned
                                   else self.redo, index)  # taken away alone: disowned
        except Exception:  # a tracker bug must not end the game: the answer named then
            log.exception("undone_before failed")
            undone = None
        return entry, undone

    def kept_round_names_undone(self) -> bool:
        """Whether :meth:`blame_kept_round`, said now, would name the card undone before the
        answer (``app.cleared_by_undo``: minus twice, or Enter and its rank, give it back):
        the cleared-table line said before it then gives no other way out (review of hi4,
        LOW: "If it ended, press Enter and the missed card's rank; to replay it, undo each
        card: minus twice." while Enter and minus twice gave the undone card back)."""
        blame = self._kept_round_blame()
        return blame is not None and blame[1] is not None

    def _undone_blamed(self, entry) -> o.Observation | None:
        """The camera's card undone right before the answer of history entry ``entry``
        that minus twice gives back in that answer's place (:attr:`blamed_undone`, set by
        :meth:`blame_kept_round`: :func:`~companion.app.undone_before_answer.
        undone_before`), or ``None``."""
        undone = self.blamed_undone
        return undone[1] if undone is not None and undone[0] is entry else None

    def _tell_undone_blamed(self, entry, round_: int, over=None):
        """Say that the card undone right before the answer of history entry ``entry``
        (:meth:`_undone_blamed`) would end round ``round_``, and that minus twice gives
        it back in place of that answer (``app.cleared_by_undo``; review of hi2 (b),
        QA65b MEDIUM-1: the answer was named, and its way out said "Bob is out, with The
        Boxer." as fact, his hand the undone Investigators). ``over``: as
        :meth:`blame_kept_round`'s. Returns what ``tell`` returned."""
        undone = self._undone_blamed(entry)
        blame_over = self._blame_over(entry)
        return self.tell("app.cleared_by_undo", round=round_,
                         card=card(undone.cards[0]).name(self.lang),
                         player=self._player(undone.seat),
                         stale=blame_over if over is None
                         else lambda: blame_over() or over())

    def _blame_over(self, entry):
        """``stale()`` of a line naming the answer of history entry ``entry`` as the cause
        of refused cards: true once that answer is no longer :attr:`blamed` (taken back:
        by ear, the reminder queued as minus twice took it back was said after "Undone:
        your answer to: …"). Read on the voice's thread: it reads :attr:`blamed` only."""
        return lambda: self.blamed is None or self.blamed[0] is not entry

    def _undo_blamed(self, index: int, cards: tuple[str, ...] | None = None) -> None:
        """Minus twice once the player heard which answer a refused card contradicts
        (:meth:`blame_answer`): that answer (history entry ``index``) is undone and said
        so, naming its question, the cards read since taken back unsaid and read again in
        their order, as the camera gave them (:meth:`_read_again`): the refused card now
        fits, its news said as it now is; the question, when they leave it open, is asked
        again. The session log keeps it as undos and the cards again. ``cards``: Enter's
        rank's cards giving back the card undone before that answer, corrected
        (:func:`~companion.app.undone_before_answer.undone_entered`; hi4)."""
        history = self.tracker.history
        question = history[index][1][5]
        given = self._undone_blamed(history[index])  # given back in its place (hi3)
        if given is not None and cards is not None and tuple(cards) != given.cards:
            given = replace(given, cards=cards)  # as Enter's rank tells it (hi4)
        self.blamed_undone = None
        self.reconsidered = [*self.reconsidered[1 - RECONSIDERED_KEPT:], question]
        # the answer to Enter's "which card?": the card entered goes back with it, the
        # camera's inputs between them read again too (fresh QA65 HIGH-1)
        # ... unless the cleared table named the card undone before it, given back in the
        # answer's place (hi3): the player heard that minus twice does that
        entered = None if given is not None else entry_answered(
            history, index, self.said_for.by_key)
        first = index if entered is None else entered
        entry_cards = () if entered is None else tuple(history[entered][0].cards)
        kept = [(i, entry) for i, entry in enumerate(history[first + 1:], first + 1)
                if i != index]
        again = [read_plain(entry[0]) if entered is not None else entry[0]
                 for _, entry in kept]
        for obs, (_, entry) in zip(again, kept):
            if obs is not entry[0] and id(entry[0]) in self.read_as:
                self.read_as[id(obs)] = (obs, *self.read_as[id(entry[0])][1:])
        refused = {id(obs) for obs, (i, _) in zip(again, kept) if self.tracker.refused_at(i)}
        self.choice = ()
        self.blamed = None
        self.taken_again, self.refused_now, self.still_refused = [], [], []
        with self.news():
            for _ in range(len(history) - first):
                self.observe(o.undo())
            if given is not None:
                self.tell("app.undone_answer_given_back",
                          question=self._asked_words(question),
                          card=format_list([card(k).name(self.lang) for k in given.cards],
                                           style="or", locale=self.lang),
                          player=self._player(given.seat))
            elif entered is not None:
                self.undid_entry = (question.seat, entry_cards)
                heard = self.tell("app.undone_entry_answer", question=self._asked_words(
                    question), player=self._player(question.seat))
            else:
                heard = self.tell("app.undone_answer_to",
                                  question=self._asked_words(question))
            if given is None and entered is None:  # else its question is gone: the card
                # given back (hi3) or the card entered with it (QA65)
                self.said_for.reopened(question, heard)  # to the player, open again
            self.say_insane_unheard()
            self.from_log = min(self.from_log, len(self.tracker.history))
        if given is not None:
            # the undone card given back in the answer's place, as the camera read it
            # (undo then redo is the identity), its news said (review of hi2 (b))
            self.tracker.forget_undone()
            self.redo, self.redo_kept = None, ()
            self.redone = given  # the live table counts it as the camera's report
            self.observe(given)
        if self.reheld is not None:  # the cards the live table holds again (differs_hold)
            again = self.reheld(again)
        self._read_again(again, refused)
        if self.tracker.question is question:
            self.announce(question)

    def _read_again(self, again: list, refused: set | None = None) -> None:
        """Apply the camera's inputs ``again``, taken back by an undo under them, as the
        camera read them ("Check it." kept: :attr:`read_as`; rv38b), their news said in
        order, not as a key's answer. Given ``refused`` (``id`` of the observations
        refused before): those of them taken now are added to :attr:`taken_again` (the
        live table then stops watching them as left cards), the others refused now as not
        awaited (early) to :attr:`refused_now` (it watches them, as any card so refused:
        review 39)."""
        answering, self._answering = self._answering, 0
        try:
            for obs in again:
                _, check, already = self.read_as.get(id(obs), (obs, False, False))
                events = self.observe(obs, check=check, already=already)
                if refused is None:
                    continue
                was, now = id(obs) in refused, self.tracker.refused_last()
                if was and not now:
                    self.taken_again.append(obs)
                elif was:  # with how many cards refused now were read before it
                    self.still_refused.append((obs, len(self.refused_now)))
                elif now and not was and any(e.kind == "inconsistency"
                                             and e.value == "unexpected" for e in events):
                    self.refused_now.append(obs)
        finally:
            self._answering = answering

    def _fix_taken(self, index: int) -> bool:
        """Whether history entry ``index`` is a slash correction the table took."""
        fix = self.tracker.correction(index)
        return fix is not None and fix.taken

    def _undo_fix_under(self, above: int) -> None:
        """Minus twice while the player hears (or heard last) "Corrected: …", the ``above``
        newest inputs being cards the camera read since, the voice having begun none of
        their lines: the correction is undone, not a card the player never heard of
        (QA37 en21_k: "--" 0.8 s into "Corrected: The Fed, not the Nightgaunt." asked,
        5 s later, about Carol's Stowaway read since; the wrong correction stayed, and a
        false winner was said). Those cards are taken back unsaid, the correction undone
        as when it is the newest input, then the cards read again in their order, as the
        camera gave them (its ``check``/``already`` kept: :attr:`read_as`; rv38b): their
        news follows, as the card read back makes it. The session log keeps it as undos
        and the cards again."""
        history = self.tracker.history
        again = [entry[0] for entry in history[-above:]]
        with self.news():
            for _ in range(above):
                self.observe(o.undo())
        self._undo_newest(self.tracker.history[-1][0])
        self._read_again(again)

    def _undo_deal_under(self, above: int) -> None:
        """Minus twice once the player heard the new round's start ("Round 3. Bob
        starts."), the ``above`` newest inputs being that deal's face-up cards (2 players),
        none of them begun (:func:`deal_heard_under`): the deal is the step the player
        heard last, and those cards are its own, so the deal is undone at once with them,
        their lines dropped unsaid ("Undone: the new round's deal."). Fresh QA60 MEDIUM-6
        (r6b): minus, minus 0.6 s into "Round 3. Bob starts." asked "Undo the last step?
        Press minus twice to confirm." about a face-up card never heard, then "Undo
        cancelled: a new card was read." as the next face-up card settled; confirmed, it
        would have undone that face-up card, not the deal. The camera does not read those
        cards again: the live table holds the deal (``redeal_round``), keeps them
        (``redeal_face_up``) and takes them back when the next card laid deals the round
        again, a face-up card too (:meth:`~companion.app.live_deal.NextDeal._deal_on_card`;
        review of u61); without a live table, a face-up card read after the undo waits for
        the next deal (the tracker: "The Fed? Waiting for the next deal.")."""
        with self.news():
            for _ in range(above):
                self.observe(o.undo())
        self._undo_newest(self.tracker.history[-1][0])

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

    def _say_round_end_undone(self, before, held: bool) -> None:
        """The undo took back the round's end (``before``: the public view before it): say
        its win and token are taken back (QA18 N8: without a word), or, its result held for
        the open question (``held``: no winner nor token said), only that the round is not
        over any more, once its end was said (:attr:`round_result_told`), else nothing
        (fresh QA55 LOW-1: "its token is taken back", no token ever said). Once said, the
        lines of that end heard before are said again when it comes again
        (:meth:`~companion.app.said_again.SaidAgain.round_end_told`; fresh QA62 MEDIUM-2)."""
        if not held:
            self.tell("app.undone_round_end", count=1 + bool(before.game_winners),
                      **token_words(self.lang, self.tracker.edition))
        elif self.round_result_told == before.round:
            self.round_result_told = 0
            self.tell("app.undone_round_end_held")
        else:
            return
        # the end's lines heard no longer stand: said again when it comes again (QA62 M2)
        self.said_for.round_end_told()

    def _say_game_won_undone(self) -> None:
        """The undo (or a slash correction) took back a game won with no round won nor
        token taken (an Insane Cthulhu, RULINGS O14/A13: its player wins the game, nobody
        takes a token): say the game is not over any more (``app.undone_game_won``); the
        lines of that end heard no longer stand, said again when it comes again
        (:meth:`~companion.app.said_again.SaidAgain.round_end_told`). Fresh QA63 MEDIUM-1
        (r3): Bob's Cthulhu answered Insane ("Bob wins the game with Cthulhu!"), then minus
        twice said only "Undone: the last answer." and the question again; review of qh62:
        corrected to the Elder Sign by slash, nothing of the game no longer won."""
        self.tell("app.undone_game_won")
        self.said_for.round_end_told()

    def _say_round_end_back(self, before) -> None:
        """After an undone correction: say the round's end it restores (``before``: the
        public view before the undo, the round going on), its winner and token, when every
        account tells it (not held for a question). Review of k60 (a self-out that leaves
        one player in ends the round at once, :func:`companion.tracker.flow.round_over_owed`):
        Bob's Cthulhu ("Carol wins the round and has 1 Sane.") corrected to The Sailor, then
        the correction undone, said "Bob is out." and nothing of Carol's win and token,
        back in the tracker. A game won with Cthulhu (Insane: no round won,
        :func:`_game_won_undone`) that the undone correction restores is said again ("Alice
        wins the game with Cthulhu!"), "The game is not over any more." having been said of
        that correction (:meth:`_say_game_won_undone`; ct63)."""
        after = self.tracker.view()
        if _game_won_undone(after, before):  # the game won with Cthulhu, back (ct63)
            winner = after.game_winners[0]
            ended = TableEvent("game_won", info=after.game_winners, value=tuple(
                (seat.tokens.sane, seat.tokens.insane) for seat in after.seats),
                cards=after.seats[winner].zone[-1:])
            self._answer_text(narrate(ended, self.tracker.names, self.lang, "brief",
                                      self.tracker.edition))
            return
        if before.round_winners or not after.round_winners or after.round != before.round \
                or self.tracker.round_end_held() or self.tracker.end_held():
            return  # (held again for the self-out's hand: said with the next input, k61)
        if after.game_winners:
            return  # (said by the game's end the undo restores, if any)
        ended = TableEvent("round_ended", info=after.round_winners, value=tuple(
            (seat.tokens.sane, seat.tokens.insane) for seat in after.seats))
        self._answer_text(narrate(ended, self.tracker.names, self.lang, "brief",
                                  self.tracker.edition))

    def _say_round_end_corrected(self, before, held: bool, unsaid: bool = False) -> None:
        """After a taken slash correction (``before``: the public view before it, ``held``:
        its round's end held for a question then): say the round's end it took back, as
        an undo of it says it (:meth:`_say_round_end_undone`). Review of k60: Bob's Cthulhu
        ended the round at once ("Carol wins the round and has 1 Sane."); corrected to The
        Sailor, only "Bob is still in after all." was said, Carol's win and token left
        standing. ``unsaid``: that end was still held for the self-out's hand, its winner
        and token never said (``Tracker.end_held``, k61): taken back as a held result."""
        after = self.tracker.view()
        if before.round_winners and not after.round_winners and after.round == before.round:
            self._say_round_end_undone(before, held or unsaid)
        elif _game_won_undone(before, after):
            self._say_game_won_undone()

    def _known(self, last, refused: bool) -> tuple[str, ...]:
        """The undo's card as the table knows it: one name, or its candidates (QA19 #10: an
        unconfirmed "Tommy Gun or R'lyeh?" was undone as "Tommy Gun in Ann's zone."). A
        hand revealed is named as the accounts hold it (:meth:`_revealed`); any other card
        not laid in the zone (review of xfail50: a hand an Insane Shoggoth reveals, "The
        Musician or The Dilettante", was undone as "the Shoggoth in Alice's zone.", the
        zone's last card) keeps its candidates."""
        known, tracker, seat = last.cards, self.tracker, last.seat
        if len(known) > 1 and not refused and seat is not None:
            past = tracker.as_before(len(tracker.history) - 1)
            if revealed := self._revealed(seat, past):
                return revealed
            if len(tracker.state.zones[seat]) > len(past.state.zones[seat]):
                known = (tracker.zone_reads(seat) or ((),))[-1]
        return known

    def _revealed(self, seat: int, past) -> tuple[str, ...]:
        """The cards the accounts kept hold as the hand ``seat`` (0-based) revealed at the
        showdown when the newest input revealed it (:func:`_hands`: no reveal of that
        seat in ``past``, the tracker before that input), its keys in the accounts'
        order; else ``()``. Review of qa46h1: Carol's hand entered by key (Enter 3) and
        undone was said as her zone's last play, "Undone: R'lyeh in Carol's zone.";
        review of xfail50: so was a hand revealed while another was still awaited."""
        tracker = self.tracker
        if any(s == seat for h in past.hyps for s, _ in _hands(h)):
            return ()
        return tuple(dict.fromkeys(key for h in tracker.hyps for s, key in _hands(h)
                                   if s == seat and key))

    def _confirm_first(self, last) -> bool:
        """Minus twice while the voice has not yet said the table's input it would undo, or
        has still to say a key's refusal
        (:meth:`~companion.app.said_for.SaidFor.undo_question`): nothing is undone, what
        would be is named and minus twice asked again; said after the lines the voice has
        still to say, so once heard, the next minus twice undoes at once (QA28 #3: a minus
        meant for the answer just typed removed "Carol: The Urchin.", not said yet; a minus
        0.3 s after a refused plus 2 removed a card 20 s old). When a newer input came
        since the last such question, the question says so (QA31 N1). Undo stays a pop of
        the history's newest input. Returns whether it asked."""
        history = self.tracker.history
        prefix = self.said_for.undo_question(history)
        if prefix is None:
            return False
        with self.said_for.asking_undo(history[-1]):
            self._ask_undo(last, history[-1], prefix)
        return True

    def _ask_undo(self, last, top, prefix: str) -> None:
        """Say the undo's question naming ``last`` (``top``: its history entry):
        ``prefix`` ``"app.undo_confirm"`` ("Undo X?") or ``"app.undo_since"`` (X came
        since the last such question). Said at once, after the lines of that input the voice
        has still to say: the player hears the card before the question that names it
        (QA36 M2), and without waiting for the rest of the backlog (QA27 #5: 8 to 11 s
        late, and cut and begun again by each key's answer, 5 times). A card the voice
        has begun none of the lines of is named in the question, said at once, as not said
        yet (as another copy when a card of its name lies in a zone already: fresh QA49b
        MEDIUM-5, Carol's second Investigators "read but not said yet" right after "Carol:
        the Investigators." was taken for that one, confirmed, and the round lost); its
        lines keep their place among the news (QA28 of session 28: its own
        9.3 s question came first, and the undo's question 9.5 s after the minus). A line
        of it the voice has begun (being said, or cut by the first minus's cue) is not
        waited for: it goes on after the question, as a line a key cuts does (QA32 L5: the
        open question, cut 0.5 s in, was said again whole, 8 s, before the undo's). The
        2-player notice of face-up cards missed, said after the round's first play line, is
        no line of the card: neither it nor what follows it is waited for (fresh QA57
        MEDIUM-2, run B: the question came 13 s after the keys, behind that notice). A
        deal's question waits only for the lines before the deal's own (the ended round's
        news, told by the deal or the card that ended it: review of mw64), not its dealing
        steps and round start (fresh QA63b MEDIUM-4)."""
        # fresh QA57 MEDIUM-2: not behind the 2-player face-up notice (13 s), said for
        # that input after its play line: a camera prompt, no line of the card
        unsaid = tuple(takewhile(lambda h: h is not self.face_up_heard, (
            h for h in self.said_for.unsaid(self.tracker.history) if not h.begun())))
        ask = partial(self.tell, brings=unsaid)
        if last.kind == "card" and last.cards and last.seat is not None:
            refused = self.tracker.refused_last()
            known = self._known(last, refused)
            if len(known) == 1:
                never = self.said_for.never_begun(self.tracker.history)
                key = f"{prefix}_unsaid_card" if never else f"{prefix}_card"
                name = card(known[0]).name(self.lang)
                if never and self._copies(name) > (0 if refused else 1):
                    key += "_again"  # "another copy": not the one just heard (QA49b M5)
                (self.tell if never else ask)(key, card=name, player=self._player(last.seat))
            else:
                ask(f"{prefix}_card_unsure", player=self._player(last.seat))
        elif last.kind == "new_round":
            # only the ended round's news the deal tells first comes before it, not the
            # dealing steps and the round's start: they can wait, and go with the deal
            # if it is undone (fresh QA63b MEDIUM-4: minus twice right after "Alice wins
            # the round" was answered after the whole next deal's lines)
            # (review of mw64: nor the news of the card that ended it, unsaid before the
            # deal's own lines: "Alice wins the round" came after the question)
            record = self.said_for.record_of(top)
            deal = record.lines[record.round_at:] if record else []
            history = self.tracker.history
            ended = [h for h in (self.said_for.unsaid_of(history[-2]) if len(history) > 1
                                 and history[-1] is top else ()) if not h.begun()]
            self.tell(f"{prefix}_round", brings=(*ended, *takewhile(
                lambda h: not any(h is d for d in deal), unsaid)))
        elif self.said_for.by_key(top):
            ask(f"{prefix}_answer")
        else:
            ask(prefix)

    def _copies(self, name: str) -> int:
        """How many cards named ``name`` (in :attr:`lang`) lie in the discard zones of the
        view: plays, Sanity check cards, knocked-out hands. The undo's card is among them
        unless the table refused it (review of undoname49: a refused second Cultists,
        not laid, was named plainly right after "Alice: the Cultists."); by name, as the
        player hears it (a key of another edition, refused, bears the same name)."""
        return sum(card(key).name(self.lang) == name
                   for seat in self.tracker.view().seats for key in seat.zone)

    def say_insane_unheard(self, say: bool = True) -> None:
        """After an undo and its own line: the "now Insane" lines of the inputs it took
        back that the player did not hear, their fact standing (the tracker keeps such a
        line said once per card: :func:`companion.tracker.flow.insane_said_stays`), said
        now, once (:meth:`~companion.app.said_again.SaidAgain.insane_unheard`). Fresh
        QA61 MEDIUM-1 (g2/run2): minus twice right after the answer "la Mitraillette" cut
        "Carol sombre dans la folie." unsaid; the answer given again did not say it. Each
        is over (``stale()``) once its player is not Insane in every account (the card that
        made them so undone too, or the round over: review of qm61a, HIGH: minus twice twice
        more took back the Deep One, and "Ann is now Insane." was still to be said).
        ``say`` false (a correction undone: the restored table's own lines tell it, its
        Other World card's effect maybe still resolving): they are forgotten unsaid (review
        of qm61a: "Alice is now Insane." was said before the question her Cultists' effect
        waits on, tests/companion/app/test_keys38b.py)."""
        lines = self.said_for.insane_unheard(self.tracker)
        for line in lines if say else ():
            self._emit(replace(line, stale=lambda seat=line.fact[1]: not all(
                h.insane(seat) for h in self.tracker.hyps)))

    def _say_restored(self) -> None:
        """After an undone correction of an older card: the lines of the inputs after that
        card, which its replayed lines had replaced, said again, once, as said before
        (:meth:`~companion.app.said_for.SaidFor.restored`; session 32's review: "Carol
        passes.", "18 cards left." were never said though the table held them). A question
        is not among them: the undo asks the open question itself, and one closed since is
        over (QA38 #2, pU: "was that Bob's hand?" was said twice in a row)."""
        for record, sayings in self.said_for.restored(self.tracker.history):
            with self.said_for.restoring(record):
                for said, names in sayings:
                    if said.kind == "question":
                        continue
                    with self.said_for.naming(names):
                        self._emit(replace(said, brings=()))

    def _say_back_out_or_in(self, was_out: list[bool]) -> None:
        """After an undone correction: say each player the restored reading puts out or
        back in ("Bob is out." again; QA13b F7 leftover: the listener last heard the
        corrected "Bob: The Sailor." and had to press 5 to learn Bob was out again)."""
        owed = self.tracker.hand_seats()
        for s, seat in enumerate(self.tracker.view().seats):
            if s >= len(was_out) or seat.out == was_out[s]:
                continue
            player = self._player(s)
            if not seat.out:
                text = message(self.lang, "still_in.brief", player=player)
            elif s in owed or not seat.zone:
                text = message(self.lang, "player_out_nohand.brief", player=player)
            else:
                text = message(self.lang, "player_out.brief", player=player,
                               cards=card(seat.zone[-1]).name(self.lang))
            self._answer_text(text)

    def _say_new_wait(self, waited: tuple) -> None:
        """After an undone correction: say what the table waits for when it changed (QA17
        #2: undoing a correction that had made Alice Insane left "Alice: Sanity check, 1
        card." standing, and a card she revealed would have been read as her play)."""
        kind, seat, played = self.tracker.waiting()
        if (kind, seat, played) == waited or seat is None:
            return
        self._answer_text(message(self.lang, "app.waiting_for", expected=wait_phrase(
            self.lang, kind, self._player(seat), played)))


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


def _game_won_undone(before, after) -> bool:
    """Whether an undo or a correction took back a game won with no round won (``before``,
    ``after``: the public views before and after it; swapped, whether an undone
    correction restored one,
    :class:`~companion.engine.views.PublicView`): an Insane Cthulhu's win (RULINGS
    O14/A13), the round the same."""
    return bool(before.game_winners) and not before.round_winners \
        and not after.game_winners and after.round == before.round


def _hands(h) -> tuple:
    """The hands account ``h`` (a tracker's :class:`TableState`) holds revealed at this
    round's showdown, ``((seat, key or None), …)``: all of them once it is judged
    (``showdown``), those revealed so far while others are awaited (its wait's third
    item: :func:`~companion.tracker.inference._hand`)."""
    return h.showdown or (h.wait[2] if h.wait[0] == "showdown" else ())


"""The answer blamed for a refused input: told, a round kept going by it, the card undone
before it (its index, its reminder and the read before it stay in
:mod:`companion.app.undo_key`, with the voice's ``_begun`` the tests replace there). A part of :class:`companion.app.undo_key.UndoKey`
(:class:`UndoBlame`), split from :mod:`companion.app.undo_key` by job (rf69).
"""
from __future__ import annotations

import logging

from companion.app.undone_before_answer import undone_before
from companion.cards import card
from companion.narration.narrate import narrate
from companion.tracker import observations as o
from companion.tracker.answer_trial import ANSWER_REACH, answer_keeps_round
from companion.tracker.missed_card import missed_seat

log = logging.getLogger(__name__)


class UndoBlame:
    """The blamed answer of :class:`~companion.app.undo_key.UndoKey` (a mixin: it
    uses what :class:`~companion.app.undo_key.UndoKey` uses)."""

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

    def _asked_words(self, question) -> str:
        """The question event ``question`` as its line asked it, up to its question mark
        (without the numbers to answer with): "The Deep One in Bob's discard zone: was that
        Bob's hand, so Bob is out?"."""
        text = narrate(question, self.tracker.names, self.lang, "brief", self.tracker.edition)
        end = text.find("?")
        return text[:end + 1] if end >= 0 else text

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

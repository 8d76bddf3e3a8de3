"""A prefix key's wait ended by the table, or plus refused (session 34; one rule since
session 36): a mixin of :class:`~companion.app.live_keys.LiveKeys`, for every prefix (slash,
star, Enter, plus). The table cancels the wait and says why (slash: "Correction cancelled:
a new card was read.", QA25 F6), or plus with nothing to answer says "No question is
open." at once (QA34 L3, :mod:`companion.app.plus_key`); the one digit typed right after
it, meant for that wait, is then swallowed, with no second line (that line told why),
within the prefix's usual wait counted from the end of that line, and so is a minus, which
would have cancelled that wait (it arms no undo: fresh QA64 MEDIUM-1); any other key does
its own job. Run B1 (``--lang es``): the 3 typed after "Corrección cancelada…" acted as key 3
("Sin ver: 12 cartas…"). After plus refused, a prompt opened since is said again for that
digit instead (QA35 N1: a number is never taken for a prompt opened after its plus).
Enter pressed while the tracker's question is open, in a round under way, no undone card to
give back, is refused as it is pressed, with that question ("First answer the open question:
…"), not after its rank (fresh QA57 LOW-3, run D: a second Enter, obeying the prompt the
first one had answered, heard "Card played: which rank?", whose card?, before the refusal);
a digit typed after it once the cards closed that question is Enter's rank after all.
"""
from __future__ import annotations

from typing import Callable

from companion.app.keys import DIGITS
from companion.app.said_for import saying
from companion.tracker.questions import asks_discard

#: seconds after the end of the line saying why a prefix was ended at once within which a
#: minus is still that prefix's cancel (typed with it, before the line was heard); a minus
#: typed later, the refusal heard, starts an undo as ever (review of ls64: one typed 5 s
#: after "No question is open." was swallowed in silence)
MINUS_CANCEL_S = 1.5


class PrefixDrop:
    """Ends the waiting prefix and swallows the digit meant for it (uses the table's
    ``session``, ``reader`` and ``_plus_answers``; sets ``dropped_at``, ``dropped_said``,
    ``dropped_plus`` and ``dropped_enter``; ``timer()``: seconds of the keys' waits, the
    live table's)"""

    def _drop_prefix(self, say: Callable[[], None], plus: bool = False,
                     minus: bool = True) -> None:
        """End the wait of the prefix key waiting for its digit (``reader.pending``),
        ``say()`` saying why at once (a catalog line); the next key, if a digit, is
        swallowed (:meth:`_dropped_digit`). ``plus``: plus refused, nothing to answer.
        ``minus``: a minus typed right after is swallowed too, as that prefix's cancel
        (false for a wait the table ended on a card read, not at the press: a minus then
        starts the undo of that card, as on main; review of ls64)."""
        self.reader.pending = None
        with self.session.said_for.collecting() as said:
            say()
        self.dropped_said, self.dropped_at = said, self.timer()
        self.dropped_plus, self.dropped_enter = plus, False
        self.dropped_minus = minus

    def _enter_answers_nothing(self) -> bool:
        """Whether Enter's rank, whatever it is, would give nothing but "First answer the
        open question: …" (:meth:`~companion.app.question_keys.QuestionKeys._key_enter`):
        the tracker's question is open in a round under way (a turn active), and no card
        undone waits to be given back (``session.redo``: Enter's rank gives it back even
        while the question the undo opened waits). Also uses the table's
        ``_lost_until_gathered`` (after rounds lost, Enter says why it waits) and
        ``_deal_begun``: after the next deal undone, the round over in one account and
        going on in another, the question the undo opened again open, Enter and a rank
        deal the next round with that card, closing the question (review of medium58:
        "First answer the open question" refused it, test_rev_r6b54).
        Only for a question the player heard (:meth:`~companion.app.said_question.
        SaidQuestion.question_heard`): one still waiting behind the news may close before
        its refusal is said, which is then dropped unsaid, and the rank, swallowed, lost a
        card in silence (review of medium58: Enter for Carol's play as the camera told
        Bob's card); Enter then asks its rank as before, refused at the rank if still open."""
        session = self.session
        tracker = session.tracker
        return tracker.started and tracker.question is not None \
            and not asks_discard(tracker.question) \
            and session.redo is None and tracker.view().active is not None \
            and session.said_for.question_heard(tracker.question) \
            and not self._lost_until_gathered() and not self._deal_begun()

    def _drop_enter(self, opener: str) -> None:
        """Enter refused at once (:meth:`_enter_answers_nothing`): "Choice cancelled."
        when ``opener`` (Enter closed the session's list) and the open question, asked
        again as a refusal; the rank typed after it is swallowed."""
        session = self.session

        def say() -> None:
            with session.said_for.refusing():
                if opener:
                    session.tell("app.choice_dropped")
                session.ask("app.answer_first")
        self._drop_prefix(say)
        self.dropped_enter = True

    def _enter_stands(self, key: str, limit_s: float) -> bool:
        """Whether ``key``, a digit :meth:`_dropped_digit` would swallow as the rank of an
        Enter refused at once (:meth:`_drop_enter`), is that Enter's rank after all: the
        cards closed the question since (its refusal, stale, may have been dropped unsaid),
        so Enter's rank gives a card again, as it would have without the refusal (review of
        medium58: the digit swallowed lost a card in silence)."""
        return self.dropped_enter and self.dropped_at is not None \
            and self.reader.pending is None and key in DIGITS \
            and (saying(self.dropped_said) or self.timer() - self.dropped_at <= limit_s) \
            and not self._enter_answers_nothing()

    def _drop_heard(self, now: float) -> None:
        """Between pictures (``now``: :meth:`timer` seconds): while the voice has
        still to say the line saying why, the digit's wait counts from now (from the
        line's end, as a prefix's wait counts from its cue's: QA32 F3)."""
        if self.dropped_at is not None and saying(self.dropped_said):
            self.dropped_at = now

    def _dropped_digit(self, key: str, limit_s: float) -> bool:
        """Whether ``key``, the first key after a prefix whose wait was ended, is a digit
        (:data:`~companion.app.keys.DIGITS`, AZERTY's top row too) typed within
        ``limit_s`` seconds of the end of the line saying why (or while it is said): it was
        meant for that wait and does nothing, but for plus refused when a prompt opened
        since: that prompt is said again. So is a minus typed while that line is said or
        within :data:`MINUS_CANCEL_S` of its end, in silence, after a prefix ended at its
        press (``dropped_minus``): it is the minus that cancels a waiting prefix, typed with
        it, and so starts no undo; a second minus only arms one ("Undo: press minus
        again."), as after a prefix it cancelled (fresh QA64 MEDIUM-1: plus refused "No
        question is open.", then minus twice, undid the last card). A minus typed later,
        the line heard, starts an undo (review of ls64). Any key ends the rule (a later
        digit acts as itself), as does a prefix pressed since."""
        at, self.dropped_at = self.dropped_at, None
        if at is None or self.reader.pending is not None \
                or key not in DIGITS and key != "-":
            return False
        if key == "-":  # the minus that would have cancelled that wait: it arms no undo
            return self.dropped_minus and (saying(self.dropped_said)
                                           or self.timer() - at <= MINUS_CANCEL_S)
        if not (saying(self.dropped_said) or self.timer() - at <= limit_s):
            return False
        if self.dropped_plus and self._plus_answers():
            with self.session.pressed(query=False):
                self.session.say_prompt(again=True)
        return True


__all__ = ["MINUS_CANCEL_S", "PrefixDrop"]

"""What waits before a key is answered: the choice's time out, a list held or talked over, the
choice, the cards and the undo waiting for the voice. A part of
:class:`companion.app.live_keys.LiveKeys` (:class:`KeyWaits`), split from
:mod:`companion.app.live_keys` by job (rf69).
"""
from __future__ import annotations

from companion.app.said_for import saying
from companion.app.key_times import CHOICE_GRACE_S, PREFIX_TIMEOUT_S


class KeyWaits:
    """The waits of :class:`~companion.app.live_keys.LiveKeys` (a mixin: it uses
    the table's ``session``, ``voice`` and ``timer``)."""

    def _choice_timeout(self) -> None:
        """Close the session's own choice (slash's "which card?", Enter's "whose zone?")
        ``PREFIX_TIMEOUT_S`` after it was said with no key pressed for it, as a prefix key
        is (QA23 #5: a slash menu left open took the plus 1 meant for the open question
        much later). The wait starts once the voice has said it (not the news it is behind
        with: QA36 H3), and the news it had still to say when the list was given, said
        after it (:meth:`_list_talked_over`; QA33 M2: the Tommy Gun's lines took the 6 s
        after the list, and plus 1 pressed as the voice fell silent found it closed)."""
        choice, now = self.session.choice, self.timer()
        self._list_holds(choice)
        said = self.session.said_for.prompts_heard.get("choice", [])[-1:]
        if not choice or choice is not self.choice_seen or self.reader.pending is not None \
                or saying(heard for _, heard in said) or self._list_talked_over():
            self.choice_seen, self.choice_at = choice, now
        elif now - self.choice_at > PREFIX_TIMEOUT_S:
            self.session.drop_choice()
            self.choice_seen = ()

    def _list_holds(self, choice: tuple) -> None:
        """While slash's number list (``choice``, the session's: its options correct a
        card) is open, the voice holds the news it has still to say (the cards read after
        the card slash corrects): not said during the list's wait, and said once, after
        the answer (a correction replays them, as the right card makes them) or the close
        (list33: said during the wait, and again after the correction)."""
        listing = any(getattr(obs, "kind", None) == "was" for _, obs in choice)
        hold = getattr(self.speech, "hold", None)
        if listing != self.list_holding and hold is not None:
            self.list_holding = listing
            hold(listing)

    def _list_talked_over(self) -> bool:
        """Whether the voice has still to say lines given up to the session's list (the
        list, and the news it had still to say then, said after it: the cards read after
        the card slash corrects), or any line given since (a prompt said after the list:
        fresh QA50 MEDIUM, run U, the stall's 14-s "Still waiting for Bob's play: …" ran
        the list's 6 s out under it, and "Choice cancelled." came by itself as it ended);
        not the news the voice holds for the list (:meth:`_list_holds`), nor lines behind
        a catch-up (the backlog up to the voice's newest mark); false without a voice."""
        return self.speech is not None \
            and bool(self.speech.backlog(self.speech.mark()))

    def _choice_waits(self) -> bool:
        """Whether a card the camera reads now waits rather than closes the session's own
        list: while the list is open, it waits for the list's answer or close
        (:meth:`_choice_timeout`: :data:`PREFIX_TIMEOUT_S` once the voice has said it and
        the news before it, or while plus pressed for it waits for its number,
        :attr:`plus_for`). QA33 M2: a card read 3 s after the list (the old grace,
        :data:`CHOICE_GRACE_S`) closed it within its 6 s ("Correction cancelled: a new card
        was read."), and the player's plus 1 then changed nothing."""
        choice = self.session.choice
        if not choice:
            return False
        if choice is not self.choice_seen or self.reader.pending == "+" \
                and self.plus_for is not None and self.plus_for[1] is choice:
            return True  # just opened (being said), or its number awaited
        return self.timer() - self.choice_at <= PREFIX_TIMEOUT_S

    def _cards_wait(self) -> bool:
        """Whether a card the camera reads now waits, kept in ``choice_held``: the
        session's own list (:meth:`_choice_waits`) or the undo's question
        (:meth:`_undo_waits`) waits for its answer, or the first minus of an undo waits
        for its second: the pair acts on what the player had heard when it began (fresh
        QA60 MEDIUM-6, r6b: a face-up card of the new round read between two minuses 0.15
        s apart turned the undo into a question about that card)."""
        return self._choice_waits() or self._undo_waits() or self.reader.pending == "-"

    def _undo_waits(self) -> bool:
        """Whether a card the camera reads now waits rather than closes the undo's question
        ("Undo X? Press minus twice to confirm.", :meth:`SaidFor.undo_open
        <companion.app.said_for.SaidFor.undo_open>`), as the session's own list does
        (:meth:`_choice_waits`): the question is still to be said to its end, or was said
        less than :data:`CHOICE_GRACE_S` ago, or the first minus of the answer waits for
        the second (session 30, QA31: the next card, read while the question was said,
        closed it in silence, and minus twice 12 s later undid that card). Notes when the
        question was last seen still to be said (:attr:`undo_seen`,
        :attr:`undo_heard_at`)."""
        lines = self.session.said_for.undo_open(self.session.tracker.history)
        now = self.timer()
        if lines is None:
            self.undo_seen = None
            return False
        if lines is not self.undo_seen or saying(lines):
            self.undo_seen, self.undo_heard_at = lines, now
            return True
        return self.reader.pending == "-" or now - self.undo_heard_at < CHOICE_GRACE_S

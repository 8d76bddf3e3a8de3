"""Plus with nothing to answer (QA34 L3): a mixin of
:class:`~companion.app.live_keys.LiveKeys`. Plus said "Answer: which number?" and only after
the digit "No question is open."; it now says that at once
(:meth:`~companion.app.live_keys.LiveKeys._prefix_cue`, :attr:`plus_void`), its number then
changes nothing more, and another key acts as itself.
"""
from __future__ import annotations

from companion.app.keys import Command
from companion.app.said_for import saying


class PlusKey:
    """The plus key's refusal with no prompt open (uses the table's ``session``,
    ``reader``, ``plus_void``, ``held_at`` and ``held_out``)."""

    def _after_void_plus(self, key: str, command: Command | None
                         ) -> tuple[Command | None, str | None]:
        """The key after a plus that had nothing to answer (:attr:`plus_void`, "No
        question is open." said for it): ``(the command to carry out, or None, the prefix
        pending before it)``. Its number is done with (``None``, nothing pending), unless
        a prompt opened since (the number is then taken as usual: the prompt is said
        again, :meth:`_question_opened_after_plus`); any other key acts as itself, as
        after no prefix (not "Cancelled.": no prompt was left open)."""
        self.plus_void = False
        if command is not None and command.name == "answer":
            return (command if self._plus_answers() else None), "+"
        if command is not None and command.name in ("cancelled", "prefix_help"):
            self.reader.pending = None
            return self.reader.press(key), None
        return command, "+"

    def _plus_answers(self) -> bool:
        """Whether plus and a number may answer something now: the tracker's open
        question, the session's own list (or one a card closed while the voice has still
        to say so: its number is refused as that list's, QA29 H2), the live table's held
        cards (or the count just ended: "left out"), or the game not started yet (the
        number says so). Else plus says "No question is open." at once, instead of
        asking for the number (QA34 L3)."""
        session = self.session
        return session.tracker.question is not None or bool(session.choice) \
            or not session.tracker.started or self.held_at is not None \
            or self.held_out is not None and self.held_out[0] == session.applied \
            or saying((session.choice_closed,))


__all__ = ["PlusKey"]

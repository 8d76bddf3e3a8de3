"""Plus with nothing to answer (QA34 L3): a mixin of
:class:`~companion.app.live_keys.LiveKeys`. Plus said "Answer: which number?" and only after
the digit "No question is open."; it now says that at once
(:meth:`~companion.app.live_keys.LiveKeys._prefix_cue`), and its number is swallowed as the
digit after a prefix the table cancelled is (:class:`~companion.app.prefix_drop.PrefixDrop`,
one rule for both since session 36); another key acts as itself.
"""
from __future__ import annotations

from companion.app.question_keys import closed_by_deal
from companion.app.said_for import saying


class PlusKey:
    """Whether plus has something to answer (uses the table's ``session``, ``held_at`` and
    ``held_out``)."""

    def _plus_answers(self) -> bool:
        """Whether plus and a number may answer something now: the tracker's open
        question, the session's own list (or one a card closed while the voice has still
        to say so: its number is refused as that list's, QA29 H2), the live table's held
        cards (or the count just ended: "left out"), the game not started yet (the
        number says so), or the question the newest deal closed, which the next round's
        first card would tell (:func:`~companion.app.question_keys.closed_by_deal`; review
        of deal45: the table answers the question it heard). Else plus says "No question
        is open." at once, instead of asking for the number (QA34 L3)."""
        session = self.session
        return session.tracker.question is not None or bool(session.choice) \
            or not session.tracker.started or self.held_at is not None \
            or self.held_out is not None and self.held_out[0] == session.applied \
            or saying((session.choice_closed,)) or closed_by_deal(session.tracker) is not None


__all__ = ["PlusKey"]

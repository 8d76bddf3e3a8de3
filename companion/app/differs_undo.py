"""Minus twice after an answer that kept an entered card against the camera takes that
answer back, the hold coming back (session 70, hold70; review rev-hold69 MEDIUM).

The answer to the entered card's open question ends the camera-differs hold
(:mod:`companion.app.differs_hold`): the entered card kept, the cards laid on the camera's
card given with why to check them. Minus twice then took back the newest card only, one by
one ("The Sailor in Bob's zone: take it away, or it stays left out." of a real play), and
the fourth asked "was that Bob's hand?" again with no hold: the cards on the Musician left
out. While only the cards the hold kept waiting were taken since that answer (at most
:data:`~companion.tracker.answer_trial.ANSWER_REACH`), in its round, minus twice takes the
answer back under them (:meth:`~companion.app.undo_blamed.UndoBlamed._undo_blamed`), and
:meth:`~companion.app.differs_hold.DiffersHold._differs_again` holds them again, the hint
said again.

:class:`DiffersUndo`, a mixin of :class:`~companion.app.differs_hold.DiffersHold` (the live
table's ``session``, ``differs_ended``); the session asks it through
``session.differs_answer`` (:meth:`~companion.app.undo_key.UndoKey._key_undo`). No I/O.
"""
from __future__ import annotations

from companion.tracker.answer_trial import ANSWER_REACH
from companion.tracker.observations import ANSWER_KINDS


class DiffersUndo:
    """Which answer minus twice takes back after a kept entry (module docstring)."""

    def _differs_answer(self) -> int | None:
        """The history index of the answer that ended the last hold keeping the entered
        card (:attr:`~companion.app.differs_hold.DiffersHold.differs_ended`) when minus
        twice is to take it back: still kept, in the hold's round, only camera cards
        after it (``card`` inputs, at most :data:`ANSWER_REACH`), each a card the hold
        kept waiting (its held cards, the left cards that waited with it); else ``None``
        (the newest input goes, as any undo: a card laid since may be the misread one)."""
        from companion.app.differs_hold import _held_reads  # (it imports this module)
        ended = self.differs_ended
        if ended is None:
            return None
        tracker = self.session.tracker
        history, index = tracker.history, ended.held.size
        if not index < len(history) - 1 <= index + ANSWER_REACH \
                or tracker.view().round != ended.held.round \
                or history[index][0].kind not in ANSWER_KINDS:
            return None
        since = [obs for obs, _ in history[index + 1:]]
        waiting = [*((x.event, x) for x in ended.lefts),
                   *((e, None) for e in ended.held.events)]
        if any(obs.kind != "card" for obs in since) \
                or len(_held_reads(since, waiting)) < len(since):
            return None  # a card laid later, or a key's input: the newest goes
        return index


__all__ = ["DiffersUndo"]

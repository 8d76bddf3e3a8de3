"""Whether a recent answer is what keeps a round going (:func:`answer_keeps_round`): the
table cleared in a round's middle may be the round's end that a wrong answer hid (QA50
F720 11:57:19: a wrong plus 2 to "was that Alice's hand, so Alice is out?", then Bob out;
the table cleared said "round 4 is not over … Enter … or undo each card" with no word of
the answer, and rounds 5-7 were lost). Pure: the tracker is tried on a copy
(:meth:`Tracker.as_before <companion.tracker.tracker.Tracker.as_before>`), never changed.
"""
from __future__ import annotations

from companion.tracker.observations import ANSWER_KINDS, CAMERA_KINDS
from companion.tracker.round_result import ROUND_OVER

#: At most this many camera inputs after an answer still let a refused card blame it
#: (:meth:`Tracker.answer_blamed <companion.tracker.tracker.Tracker.answer_blamed>`), the
#: table cleared name it (:func:`answer_keeps_round`), and the app's minus twice take it
#: back (:class:`~companion.app.undo_key.UndoKey`).
ANSWER_REACH = 12


def newest_answer(tracker, reach: int = ANSWER_REACH, skip_last: bool = False) -> int | None:
    """The :attr:`~companion.tracker.tracker.Tracker.history` index of the newest answer
    to a question (an :data:`~.observations.ANSWER_KINDS` input given while a question was
    open, not a correction nor the camera's ``seen``) with only camera inputs after it, at
    most ``reach`` of them; ``None`` when there is none (another input came after it, or
    more than ``reach`` cards did). ``skip_last``: the newest input is left out (a
    refused one, :meth:`Tracker.answer_blamed
    <companion.tracker.tracker.Tracker.answer_blamed>`)."""
    history = tracker.history
    index = len(history) - (2 if skip_last else 1)
    while index > 0 and len(history) - 1 - index <= reach:
        obs, before = history[index]
        if obs.kind not in CAMERA_KINDS:
            break
        index -= 1
    else:  # index 0 reached, or more than reach cards: none
        return None
    obs, before = history[index]
    if obs.kind not in ANSWER_KINDS or before[5] is None \
            or before[-1] is not None or obs.value == "seen":
        return None
    return index


def answer_keeps_round(tracker, reach: int = ANSWER_REACH) -> int | None:
    """The history index of the newest answer (:func:`newest_answer`) without which the
    round would be over in some account: no account has it over now, and with that answer
    taken away, the camera's inputs after it taken as they come, some account does (its
    wait ``deal`` or ``over``, :data:`~.round_result.ROUND_OVER`). ``None`` otherwise.
    Rule source: seed 002 "End of a Round" (one player left in, or the deck empty)."""
    if not tracker.started or any(h.wait[0] in ROUND_OVER for h in tracker.hyps):
        return None
    index = newest_answer(tracker, reach)
    if index is None:
        return None
    past = tracker.as_before(index)
    for entry in tracker.history[index + 1:]:
        past.apply(entry[0])
    return index if any(h.wait[0] in ROUND_OVER for h in past.hyps) else None

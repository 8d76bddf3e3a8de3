"""The card undone just before an answer that keeps a round going: the undo, not the
answer, may be what hid the round's end (review of hi2 (b), QA65b MEDIUM-1).

Fresh QA64b HIGH-2's d493 (2 players, es): Bob's Boxer compared hands with Alice and he
lost: the camera read his hand, the Investigators, right ("Bob is out, with the
Investigators."). The player undid it (minus twice), which opened again "The Boxer in
Bob's discard zone: was that Bob's hand, so Bob is out?", and answered it right ("2 no,
Bob played it"). The table was gathered and round 2 dealt; the cleared table named that
answer as what kept round 1 going (``app.cleared_by_answer``), and its way out, the
answer taken back and "yes", said "Bob is out, with The Boxer." as fact: yes to that
question can only name the Boxer, and the wrong input was the undo before it.

When the blamed answer (:func:`~companion.tracker.answer_trial.answer_keeps_round`) sits
at the very place the camera's card the last undo took back stood (the session's
``redo``: that undo, then the answer, nothing between them), and that card given back
there ends the round in some account (seed 002 "End of the Round": one player left in),
the card is named instead, and minus twice takes the answer back and gives the card back
in its place, as the camera read it (undo then redo is the identity), its news said.
Pure: the tracker is tried on a copy (:meth:`Tracker.as_before
<companion.tracker.tracker.Tracker.as_before>`), never changed.
"""
from __future__ import annotations

from companion.tracker.observations import Observation
from companion.tracker.round_result import ROUND_OVER


def undone_before(tracker, redo: tuple | None, index: int) -> Observation | None:
    """The camera's card undone right before the answer at :attr:`~companion.tracker.
    tracker.Tracker.history` index ``index`` whose give-back there ends the round: ``redo``
    (the session's :attr:`~companion.app.session.TableSession.redo` shape: ``(observation,
    the history's newest entry before it, the history's length then)``) undone at
    ``index`` (that length, that entry before it: nothing came between the undo and the
    answer), one card read in a zone (its name sure: said as read), taken (not refused)
    by the tracker as it was before the answer, and leaving some account with the round
    over
    (:data:`~companion.tracker.round_result.ROUND_OVER`). ``None`` otherwise (no such
    undo, or the card would not end the round: the answer is what keeps it going)."""
    if redo is None or index <= 0 or index >= len(tracker.history):
        return None
    obs, entry, at = redo
    if at != index or tracker.history[index - 1] is not entry \
            or obs.kind != "card" or obs.seat is None or len(obs.cards) != 1:
        return None
    past = tracker.as_before(index)
    past.apply(obs)
    if past.refused_last():
        return None
    return obs if any(h.wait[0] in ROUND_OVER for h in past.hyps) else None


def taken_alone(redo: tuple | None, event, reading) -> bool:
    """Whether the undone card ``event`` (a :class:`vision.records.CardAppeared`, seat
    1-based) that counted as taken away now is the card of ``redo`` (the session's
    ``redo`` shape), taken away alone: ``reading`` (the last picture, a
    :class:`vision.records.FrameReading`, or ``None``) still reads a card in some zone, so
    the table was not gathered with it. The player disowned it as told ("take it away, or
    it stays left out": a stray, a misread), so it is not named as the card that would
    have ended the round (review of hi3, MEDIUM: Bob's undone Investigators, taken away
    while his Boxer and Alice's card still lay, then a wrong "no": hi3 named that card,
    its way out saying "Bob is out, with the Investigators." for a card gone). A card
    gathered with the table (the reading empty: fresh QA64b HIGH-2's d493) is not."""
    if redo is None or reading is None or event.seat is None:
        return False
    obs = redo[0]
    return obs.kind == "card" and obs.seat == event.seat - 1 \
        and bool(set(obs.cards) & set(event.candidates)) \
        and any(s.seat is not None for s in reading.sightings)


__all__ = ["taken_alone", "undone_before"]

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
Enter and that card's rank do the same (:func:`undone_entered`; review of hi2 (a)).
Pure: the tracker is tried on a copy (:meth:`Tracker.as_before
<companion.tracker.tracker.Tracker.as_before>`), never changed.
"""
from __future__ import annotations

from dataclasses import replace

from companion.cards import card, edition_cards
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


def taken_alone(redo: tuple | None, event, reading, beneath: bool = True) -> bool:
    """Whether the undone card ``event`` (a :class:`vision.records.CardAppeared`, seat
    1-based) that counted as taken away now is the card of ``redo`` (the session's
    ``redo`` shape), taken away alone: ``reading`` (the last picture, a
    :class:`vision.records.FrameReading`, or ``None``) still reads a card in some zone, so
    the table was not gathered with it. The player disowned it as told ("take it away, or
    it stays left out": a stray, a misread), so it is not named as the card that would
    have ended the round (review of hi3, MEDIUM: Bob's undone Investigators, taken away
    while his Boxer and Alice's card still lay, then a wrong "no": hi3 named that card,
    its way out saying "Bob is out, with the Investigators." for a card gone). A card
    gathered with the table (the reading empty: fresh QA64b HIGH-2's d493) is not.
    ``beneath``: whether cards lay in the undone card's zone under it (the tracker's zone
    for that seat): then only a card still read in that very zone tells it was taken
    alone (review of hi4, MEDIUM: a gather taking Bob's whole pile first, Alice's card
    over 3 s later, counted as Bob's Investigators taken alone; the cleared table named
    the answer, its way out saying "Bob is out, with The Boxer.", false); with none under
    it, a card in any zone does."""
    if redo is None or reading is None or event.seat is None:
        return False
    obs = redo[0]
    return obs.kind == "card" and obs.seat == event.seat - 1 \
        and bool(set(obs.cards) & set(event.candidates)) \
        and any(s.seat is not None and (not beneath or s.seat == event.seat)
                for s in reading.sightings)


def undone_named(session) -> tuple[int, Observation] | None:
    """``(history index, card)``: the answer minus twice would take back now to give back
    the card undone before it, which the cleared table named (``app.cleared_by_undo``:
    the session's :meth:`~companion.app.undo_key.UndoKey.blamed_index` with its
    :meth:`~companion.app.undo_key.UndoKey._undone_blamed` card), else ``None``."""
    index = session.blamed_index()
    if index is None:
        return None
    undone = session._undone_blamed(session.tracker.history[index])
    return None if undone is None else (index, undone)


def undone_entered(session, rank: int | None) -> tuple[int, tuple[str, ...]] | None:
    """Enter and ``rank`` while the cleared table names the card undone before an answer
    (:func:`undone_named`): ``(history index of that answer, the cards to give back)``,
    Enter then doing what minus twice does (the answer taken back, the card given back in
    its place). The card as the camera read it when ``rank`` is its rank; else the cards
    of ``rank`` (the reading corrected there, as Enter's give-back of an undone card still
    lying in its zone does: :meth:`~companion.app.question_keys.QuestionKeys.redo_fits`)
    when the tracker as it was before the answer takes them there, those with no copy left
    unseen then left out (review of hi4, LOW: "Given back: The Musician or the Stowaway"
    with both Musicians face up). ``None`` otherwise
    (Enter's rank goes where the table waits). Review of hi2 (a), d493: after the next
    deal's line, Enter and 1 (Bob's hand, the Investigators) went to Alice's play ("Card
    for Alice's play or Alice's hand"), an Investigators put in her round-1 zone: the
    live table forgets the redo once its card is gathered (LiveKeys._key_taken), and the
    round-goes-on accounts awaited her play. Reads only: the tracker is tried on a copy."""
    named = undone_named(session)
    if named is None:
        return None
    index, undone = named
    if any(card(k).rank == rank for k in undone.cards):
        return index, tuple(undone.cards)
    tracker = session.tracker
    ranked = tuple(c.key for c in edition_cards(tracker.edition) if c.rank == rank)
    if not ranked:
        return None
    past = tracker.as_before(index)
    left = past.unseen()  # a copy every one of which lies face up is not the card (the
    ranked = tuple(k for k in ranked if left[k]) or ranked  # review of hi4, LOW: "Given
    # back: The Musician or the Stowaway" said with both Musicians face up)
    past.apply(replace(undone, cards=ranked))
    return None if past.refused_last() else (index, ranked)


__all__ = ["taken_alone", "undone_before", "undone_entered", "undone_named"]

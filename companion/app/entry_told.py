"""A "which card?" question on a card entered by key is not told by cards laid on a card the
camera reads as neither candidate (session 72, trust72; rev-wrong71's third HIGH, QA70 M3's
kind).

handB (the d491 demo with a hand over Bob's zone from his first play on), Enter 6 at frame
75 (The Sailor or Randall Tillinghast; truth: The Entertainer): at the lift the camera saw
Bob's Entertainer, Musician and Sailor at once. The table would take them in turn, but only
by telling the open question from them: "The cards tell it: Randall Tillinghast in Bob's
zone. No answer needed." "Bob is now Insane." "Bob: Sanity check, 1 card." "The
Entertainer." "Bob passes. 18 cards left." "Bob: The Musician." "Bob discards The Sailor."
(all false): the Sailor, a later play, read as telling the entered card is the other
candidate, while the camera read the entered card's own place as a card of neither.

The rule (:func:`told_by_cards_on`): a camera card at an entered card's place, seen at once
with cards on it (:meth:`~companion.app.entered_differs.EnteredDiffers.
_differs_from_entered`), that the table would take with them in turn only by settling that
entry's own "which card?" question, while the camera's card is none of the question's
candidates, is not taken so: it is the entered card read otherwise ("The camera reads The
Entertainer in Bob's zone where The Sailor or Randall Tillinghast was entered …"), the
question left open. An entry the cards leave open, or whose candidates include the camera's
card (the right rank: rev-slash's guard), is taken as before. No I/O.
"""
from __future__ import annotations

from typing import Sequence

from companion.tracker.observations import ObservationError


def told_by_cards_on(tracker, obs, cards: Sequence) -> bool:
    """Whether ``tracker`` (a :class:`~companion.tracker.tracker.Tracker`), taking the
    camera's card ``obs`` (a ``card`` observation, seat 0-based) and then ``cards`` (the
    ``card`` observations of the cards on it, in turn), would settle its open "which card?"
    question (kind ``card``) of ``obs``'s seat, none of whose candidates ``obs`` holds:
    a ``question_settled`` event of that seat and kind. Tried on a copy (the tracker left as
    it was). ``False`` when no such question is open, or a card is no valid observation."""
    question = tracker.question
    if question is None or question.value != "card" or question.seat != obs.seat \
            or set(obs.cards) & set(question.info or question.cards or ()):
        return False
    trial = tracker._trial_copy()
    try:
        for each in (obs, *cards):
            if any(e.kind == "question_settled" and e.seat == obs.seat and e.value == "card"
                   for e in trial.apply(each)):
                return True
    except ObservationError:
        return False
    return False


__all__ = ["told_by_cards_on"]

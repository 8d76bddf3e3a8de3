"""How a table event is said by :class:`~companion.app.session.TableSession`: its speech
priority and earcon (:data:`EVENT_STYLE`), when a turn's cue says the deck's count
(:func:`count_matters`), and which lines a voice behind the table drops once over.
"""
from __future__ import annotations

from typing import Collection

from companion.tracker.tracker import Tracker

#: Speech priority and earcon name per table event kind (the voice layer's terms). A
#: game's events stay in their causal order ("normal": queued): a "now" game win was spoken
#: before the knock-out and round win that caused it, and in a fast demo during round 1
#: (QA); the earcon marks what is urgent. "now" is kept only for an answer to a key
#: (:meth:`TableSession.answering <companion.app.session.TableSession.answering>`);
#: anything else is said in the order it was made.
EVENT_STYLE = {
    "check_failed": ("normal", "check_failed"),
    "game_won": ("normal", "round_won"),
    "inconsistency": ("now", "error"),
    "round_ended": ("normal", "round_won"),
    "turn_started": ("normal", "your_turn"),
    "card_played": ("normal", "card_read"),
    "player_out": ("normal", "player_out"),
    "deck_count": ("low", None),
}


def count_matters(tracker: Tracker, count: int | None, back_in: Collection[int] = ()) -> bool:
    """Whether a turn's cue says the deck's ``count`` (cards in it as the turn starts,
    before its draw) even in brief: once the deck holds no more cards than players still in
    the round, each turn may be its player's last (the round ends when a player must draw
    from an empty deck: RULINGS A1, O2), which sighted players see on the deck and a blind
    player would have to ask (key 2). ``back_in``: seats (0-based) out now but still in
    as the turn started (their out said after its cue in the same input: QA44 t1, Carol's
    hand and Eve's failed check read with Eve's turn, "Eve's turn. 2 cards left." was
    said "Eve." as if only Dan were in)."""
    if count is None:
        return False
    return count <= sum(not seat.out or i in back_in
                        for i, seat in enumerate(tracker.view().seats))


#: Events whose line a voice behind the table drops once it is over (a turn's cue, a
#: question, its closing words): a deck count is not said at their end
#: (:meth:`TableSession.announce <companion.app.session.TableSession.announce>`).
DROPPED_WHEN_OVER = frozenset({"turn_started", "question", "question_settled"})
#: ``info`` of a ``question_settled`` whose words only close the question, what settled it
#: being said by the events around it ("No answer needed.", "No answer needed: that was
#: Bob's play.", "Fay: the Nightgaunt." / "No answer needed."): not said when the question
#: itself was not (QA33 N1)
CLOSES_ONLY = frozenset({"said", "play", "play_named", "check"})

__all__ = ["EVENT_STYLE", "count_matters", "DROPPED_WHEN_OVER", "CLOSES_ONLY"]

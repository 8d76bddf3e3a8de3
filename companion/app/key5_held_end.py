"""Key 5 while the round's end is held for a self-out's hand (keys72; rev-ord71 MEDIUM, on
main too): a player whose own card put them out (the Dilettante, Cthulhu Sane, …) with one
player left ends the round at once, and the tracker holds its end unsaid until that
player's hand, laid face up, is read (k61, :meth:`Tracker.end_held
<companion.tracker.tracker.Tracker.end_held>`; seed 002 "Out of the Round": the knocked-out
hand is laid face up; QA43 H1: the hand's line and who won come before "Gather all the
cards"). Key 5 then answered "No turn in progress. The round is over. Gather the cards: …"
(``app.deal_next``) before the hand was read and before who won: players told to gather
could sweep the hand the camera still waited for. It now says what the result waits for
(``app.end_held_hand``: "The round is over; its result waits for Bob's hand: leave the
cards on the table until it is read."), as its line for a result held by a question does
(``app.round_result_waits_answer``). The hand is laid face up: naming whose it is names no
hidden card. No I/O.
"""
from __future__ import annotations

from babel.lists import format_list

from companion.narration.narrate import wait_phrase

#: the line key 5 says after "No turn in progress." while the round's end is held for a
#: knocked-out hand (its ``{expected}``: "Bob's hand", catalog ``wait.hand``)
END_HELD_LINE = "app.end_held_hand"


def end_held_line(session) -> tuple[str, dict] | None:
    """Key 5's completing line (after "No turn in progress.") while the round's end is held
    for a knocked-out hand and no question is open (``session``: a
    :class:`~companion.app.session.TableSession`): ``(catalog key, arguments)``, the hands
    awaited named ("Bob's hand"; two: "Bob's hand and Carol's hand"); ``None`` otherwise
    (nothing held, or the question's answer comes first: :meth:`~companion.app.end_held.
    EndHeld._end_held_waits`). Raises nothing."""
    tracker = session.tracker
    if not tracker.started or tracker.question is not None or not tracker.end_held():
        return None
    seats = tracker.hand_seats()
    if not seats:
        return None
    names = tracker.names
    hands = [wait_phrase(session.lang, "hand", names[s]) for s in seats]
    return END_HELD_LINE, {"expected": format_list(hands, locale=session.lang)}

"""What can be said while the accounts differ on an open "was that X's hand?" question: the
events every account tells, beyond those they all tell first (QA42 M1).

The tracker says an event once every account agrees on it, in order
(:meth:`~companion.tracker.tracker.Tracker._commit`); an ``out`` question makes the
accounts differ from its card on (the card is the player's hand, or their play then a
turn), so every later play waited for the answer, which players seldom give: the cards
told it a whole table cycle later (5 players: Carol's card seen at 20 s, the plays of Dan,
Eve and Alice said from 46 s on). A later event that every account tells, equal in all its
fields, is true whatever the answer (the answer only keeps some of the accounts): "Dan:
the Investigators." is said at once. What depends on the answer stays held: the question's
card itself, whose turn it is and the deck's count as it starts (``turn_started``: one draw
more or less), a Sanity check of the player asked about, anything that differs. A round's
end is never said ahead (the next deal waits for the answer: ``app.deal_waits_answer``).

Rules: seed 001 "Out of the Round" (a knocked-out hand is laid face up), RULINGS A1 (the
deck's count); no I/O.
"""
from __future__ import annotations

from typing import Sequence

from companion.tracker.events import TableEvent

#: The question kinds while which the events every account tells are said ahead.
AHEAD_QUESTIONS = ("out", "was_hand")
#: The event kinds said ahead when every account tells them: public facts of one play
#: (never a turn's start, whose count and seat the answer may change, nor a round's end).
AHEAD_KINDS = frozenset({
    "card_played", "card_discarded", "card_revealed", "sanity_check", "check_passed",
    "check_failed", "now_insane", "player_out", "knock_out_prevented", "protected",
    "immune", "choice", "still_in", "deck_count", "aside_taken", "extra_turn",
})
#: Event kinds past which nothing is said ahead (a round's end, a showdown, a new round).
AHEAD_STOPS = frozenset({
    "showdown", "hand_revealed", "showdown_tie", "round_ended", "first_player",
    "game_won", "round_started", "game_started", "rlyeh_choice", "deck_flipped",
    "deck_visible", "face_up",
})


def said_ahead(pending: Sequence[list[TableEvent]]) -> tuple[list[TableEvent],
                                                            list[list[int]]]:
    """The events to say ahead of the accounts' agreement, and where each lies in each
    account.

    Args:
        pending: each account's events still to say (the events they all tell first
            already said), two or more lists.

    Returns:
        ``(events, places)``: the events of :data:`AHEAD_KINDS` that every list holds, in
        the first list's order and in that order in every list (each occurrence matched
        once), none past an :data:`AHEAD_STOPS` event of any list; ``places[i]`` the
        indices in ``pending[i]`` of those events. ``([], [[], ...])`` with fewer than two
        lists.

    >>> play = TableEvent("card_played", seat=3, cards=("mi_go",))
    >>> a = [TableEvent("player_out", seat=2, cards=("the_boxer",)),
    ...      TableEvent("turn_started", seat=3, count=16), play]
    >>> b = [TableEvent("card_played", seat=2, cards=("the_boxer",)),
    ...      TableEvent("turn_started", seat=3, count=15), play]
    >>> said_ahead([a, b])
    ([TableEvent(kind='card_played', seat=3, cards=('mi_go',))], [[2], [2]])
    """
    if len(pending) < 2:
        return [], [[] for _ in pending]
    ends = [next((i for i, e in enumerate(p) if e.kind in AHEAD_STOPS), len(p))
            for p in pending]
    at = [0] * len(pending)  # each list's next place to look from
    events: list[TableEvent] = []
    places: list[list[int]] = [[] for _ in pending]
    for e in pending[0][:ends[0]]:
        if e.kind not in AHEAD_KINDS:
            continue
        found = [next((j for j in range(at[i], ends[i]) if p[j] == e), None)
                 for i, p in enumerate(pending)]
        if None in found:
            continue
        events.append(e)
        for i, j in enumerate(found):
            places[i].append(j)
            at[i] = j + 1
    return events, places


def take_ahead(pending: list[TableEvent], places: Sequence[int]) -> list[TableEvent]:
    """``pending`` (one account's events still to say) without the events at ``places``
    (said ahead: :func:`said_ahead`), nor the start of a turn before one of them that is
    that turn's player's, only events said ahead between (its play said, the cue would
    come after it, heard as a second turn; review of quiet43: a resumed log's "Bob's hand:
    The Fed." between Carol's turn and her play left "Carol." said after "Carol: The
    Fed.").

    >>> turn = TableEvent("turn_started", seat=3, count=15)
    >>> play = TableEvent("card_played", seat=3, cards=("mi_go",))
    >>> take_ahead([TableEvent("now_insane", seat=2), turn, play], [2])
    [TableEvent(kind='now_insane', seat=2)]
    """
    gone = set(places)
    for j in places:
        k = j - 1
        while k >= 0 and k in places:
            k -= 1
        if k >= 0 and pending[k].kind == "turn_started" and pending[k].seat == pending[j].seat:
            gone.add(k)
    return [e for i, e in enumerate(pending) if i not in gone]


__all__ = ["said_ahead", "take_ahead", "AHEAD_QUESTIONS", "AHEAD_KINDS", "AHEAD_STOPS"]

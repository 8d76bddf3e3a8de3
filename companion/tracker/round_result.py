"""A round's result that every account tells while a question stays open (QA43 H1).

The tracker says an event once every account agrees on it, in order
(:meth:`~companion.tracker.tracker.Tracker._commit`): a question whose answer only changes
an early event held the whole end of the round behind it. QA43 H1 (original edition): Alice's
Liber Ivonis, "Sane or Insane effect?" unanswered; the Sane account tells "protected", the
Insane one "cannot be knocked out"; both then tell Bob's Sanity check, the Necronomicon,
Bob out, Alice wins the round (RULINGS O4: the Necronomicon from a Sanity check puts Bob out
whatever the answer). None of it was said, yet the live table said to gather the cards.

When every account has the round over (the next deal, or the game's end, awaited) and
their events still to say end alike from a line's start on, with the round's end among
them, and what differs before it is only the open play's own effect (:data:`HELD_EFFECT`),
that common end is true whatever the answer (the answer only keeps some of the accounts)
and is said at once; what differs stays held and is said with the answer. A
result that depends on the answer (another winner, other tokens, a question among it) is
not said: the round's end waits for the answer (:func:`result_held`; the live table then
holds its "Gather all the cards" too). The tracker's commit says it in its one said-ahead
step (:func:`~.ahead.say_ahead`), which keeps it said when the round's last card is undone
(:func:`~.ahead.said_early_stays`).

Rules: seed 002 "End of a Round"; RULINGS O4. No I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from companion.tracker.events import TableEvent

#: The account waits (``TableState.wait[0]``) of a round that is over.
ROUND_OVER = ("deal", "over")
#: Event kinds that begin a line of their own (no sentence before them is needed): a
#: common end is said from one of them on, never from the middle of a Sanity check
#: ("Bob fails. 4 cards left." without the check) or of a play.
LINE_STARTS = frozenset({"turn_started", "showdown", "player_out", "round_ended"})
#: Event kinds that may stay held for the answer while the common end is said: the open
#: play's own effect, which the answer tells after the round's result. Anything else (a
#: turn, a play, a Sanity check, a showdown, a player out, another question) would be said
#: after "… wins the round" that it leads to (review of QA43 H1: original 3 players, seed
#: 2, Carol's failed Sanity check was said after "Bob wins the round").
HELD_EFFECT = frozenset({"protected", "immune", "extra_turn", "now_insane",
                         "knock_out_prevented"})


def result_agreed(pending: Sequence[list[TableEvent]],
                  waits: Sequence[tuple]) -> int:
    """How many events at the end of every account's events still to say make up the
    round's result they all tell, to say now; ``0`` when there is none.

    Args:
        pending: each account's events still to say (those every account tells first
            already said), one list per account.
        waits: each account's ``wait`` (:attr:`~.table.TableState.wait`), in the same
            order.

    Returns:
        ``n``, such that the last ``n`` events of every list are equal, begin with a
        :data:`LINE_STARTS` event (or are all but :data:`HELD_EFFECT` events: their
        first line's start was said, e.g. with a result said ahead before the round's
        last card was undone and read again, ``ahead.said_early_stays``; review of
        gather44), hold a ``round_ended`` event and no ``question``, and
        what they leave in every list is only :data:`HELD_EFFECT` events; ``0``
        with fewer than two accounts, when any account's round is not over
        (:data:`ROUND_OVER`), or when no such common end exists.

    >>> out = TableEvent("player_out", seat=1, cards=("investigators_original",))
    >>> end = TableEvent("round_ended", info=(0,), value=((1, 2), (0, 1)))
    >>> sane = [TableEvent("protected", seat=0), out, end]
    >>> insane = [TableEvent("immune", seat=0), out, end]
    >>> result_agreed([sane, insane], [("deal",), ("deal",)])
    2
    >>> result_agreed([sane, insane[:-1]], [("deal",), ("deal",)])
    0
    >>> turn = TableEvent("turn_started", seat=1, count=4)  # a turn held: said after
    >>> result_agreed([sane, [turn] + insane], [("deal",), ("deal",)])
    0
    >>> hand = TableEvent("hand_revealed", seat=1, cards=("elder_sign",))  # the showdown
    >>> result_agreed([sane[:1] + [hand, end], insane[:1] + [hand, end]],  # its line said
    ...               [("deal",), ("deal",)])
    2
    """
    if len(pending) < 2 or any(w[0] not in ROUND_OVER for w in waits):
        return 0
    shortest = min(len(p) for p in pending)
    common = 0
    while common < shortest and all(p[-common - 1] == pending[0][-common - 1]
                                     for p in pending):
        common += 1
    tail = pending[0][len(pending[0]) - common:]
    start = 0 if all(e.kind in HELD_EFFECT for p in pending for e in p[:len(p) - common]) \
        else next((i for i, e in enumerate(tail) if e.kind in LINE_STARTS), len(tail))
    tail = tail[start:]
    if any(e.kind == "question" for e in tail) \
            or not any(e.kind == "round_ended" for e in tail) \
            or any(e.kind not in HELD_EFFECT for p in pending for e in p[:len(p) - len(tail)]):
        return 0
    return len(tail)


def result_held(question: TableEvent | None, pending: Sequence[list[TableEvent]]) -> bool:
    """Whether the round's end waits for the answer to ``question`` (the tracker's open
    question; ``None``: none): some account's events still to say (``pending``, one list
    per account) hold a ``round_ended`` (its result depends on the answer:
    :func:`result_agreed` found no common end). Its "Gather all the cards" waits with it.

    >>> q = TableEvent("question", seat=0, value="effect")
    >>> result_held(q, [[TableEvent("round_ended", info=(0,))], []])
    True
    >>> result_held(None, [[TableEvent("round_ended", info=(0,))]])
    False
    """
    return question is not None and any(e.kind == "round_ended" for p in pending for e in p)


def dealt_agreed(pending: Sequence[list[TableEvent]]) -> list[TableEvent]:
    """The events that every account's events still to say (``pending``, one list per
    account, the next deal's start at their end) tell alike, in the first list's order:
    what a deal that makes the accounts one says of the round it ends, when the open
    question's answer changes nothing now but the accounts still differ on its player
    (``Tracker.deal_closes_question``; QA44 t1: Eve out with The Musician, her Deep One
    lost, or still in revealing it, Carol the winner either way: the first account's "Eve
    goes insane." and "Eve reveals The Musician." were said as fact). A ``showdown`` event
    is told alike whoever reveals; its ``info`` keeps the seats every account has
    revealing. Seed 002 "End of the Round", "Starting the Next Round".

    Args:
        pending: one list per account, at least one.

    Returns:
        a new list, a subsequence of ``pending[0]``.

    >>> out = TableEvent("player_out", seat=2, cards=("the_musician",))
    >>> hand = TableEvent("hand_revealed", seat=2, cards=("the_musician",))
    >>> end = TableEvent("round_ended", info=(0,), value=((0, 1), (0, 0), (0, 0)))
    >>> first = [TableEvent("showdown", info=(0, 2)), hand, end]
    >>> other = [out, TableEvent("showdown", info=(0,)), end]
    >>> [(e.kind, e.info) for e in dealt_agreed([first, other])]
    [('showdown', (0,)), ('round_ended', (0,))]
    >>> dealt_agreed([first]) == first  # one account: all of it
    True
    """
    def alike(a: TableEvent, b: TableEvent) -> bool:
        return a == b or a.kind == b.kind == "showdown"

    at = [0] * len(pending)
    agreed = []
    for e in pending[0]:
        found = [next((j for j in range(at[k], len(p)) if alike(p[j], e)), None)
                 for k, p in enumerate(pending)]
        if None in found[1:]:
            continue
        at[1:] = [j + 1 for j in found[1:]]
        if e.kind == "showdown":
            seats = set(e.info).intersection(*(p[j].info
                                                 for p, j in zip(pending[1:], found[1:])))
            e = replace(e, info=tuple(s for s in e.info if s in seats))
        agreed.append(e)
    return agreed


__all__ = ["dealt_agreed", "result_agreed", "result_held", "ROUND_OVER", "LINE_STARTS",
           "HELD_EFFECT"]

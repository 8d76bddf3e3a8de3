"""The round's result every account tells, its end said or not yet (fresh QA62b LOW-1).

An open question may split accounts that all lead to one and the same result of the round.
Fresh QA62b (g1, 2 players, original edition): Alice's hand Nyarlathotep undone at the
game's end opened again "The Necronomicon in Alice's discard zone: was that Alice's hand?":
"yes" has Bob's Investigators put her out, the round and the game over; "no" has her
Sanity check put her out, the round's end waiting for her hand
(:func:`~.flow.hand_late`: a Sanity check's knock-out is ended by the hand, QA47 HIGH-1's
design). Alice is out either way and Bob, the one player left in, wins the round and the
game; key 5 said "Whose turn it is depends on the answer to the open question" and key 4
"The round's token depends on the answer", though no answer changes either.

The round ends when only 1 player is left in (seed 002 "End of the Round"), and a
knocked-out hand resolves no effect (seed 002 "Out of the Round", RULINGS A10): an account
waiting only for such a hand has its result told already. No I/O.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from companion.tracker import inference
from companion.tracker.flow import hand_late
from companion.tracker.table import TableState
from companion.tracker.table_queries import ROUND_OVER_WAITS


class Foreseen(NamedTuple):
    """A round's result every account tells.

    Attributes:
        winner: the seat (0-based) that wins the round.
        tokens: each seat's tokens once that round's is taken, ``(sane, insane)``
            counts, seat order.
        game_won: whether that token wins the game (the winner's).
    """
    winner: int
    tokens: tuple
    game_won: bool


def _ended(h: TableState) -> TableState | None:
    """``h`` with its round over: ``h`` itself when it is over (the next deal, the first
    player among tied winners, the game's end awaited), a copy with the knocked-out hand
    it waits for taken as down when only one player is left in (:func:`~.flow.hand_late`,
    the hand changes nothing), else ``None`` (the round goes on, or another wait)."""
    wait = inference.wait_of(h)
    if wait[0] in ROUND_OVER_WAITS:
        return h
    if h.wait[0] != "hand" or len(h.alive()) != 1:
        return None
    ended = hand_late(h, say_out=False)
    return ended if ended is not None \
        and inference.wait_of(ended)[0] in ROUND_OVER_WAITS else None


def result_either_way(hyps: Sequence[TableState]) -> Foreseen | None:
    """The round's result every account of ``hyps`` (the tracker's accounts, at least two)
    tells (:class:`Foreseen`), though some have not said it yet: each has the round over or
    waits only for a knocked-out hand with one player left in (:func:`_ended`), some the
    latter, and all end it with one winner, the same tokens and the same game's end.
    ``None`` when fewer than two accounts, when some account's round goes on, when every
    one has it over already (alike, the tracker said it:
    :func:`~.round_result.result_agreed`), or when they differ (the open question decides
    the result: ``TableQueries.result_waits``)."""
    if len(hyps) < 2:
        return None
    ended = [_ended(h) for h in hyps]
    if any(e is None for e in ended) or all(e is h for e, h in zip(ended, hyps)):
        return None  # (all over alike: the tracker said it, round_result.result_agreed)
    results = {(e.round_winners, tuple((t.sane, t.insane) for t in e.tokens),
                bool(e.game_winners)) for e in ended}
    if len(results) != 1:
        return None
    winners, tokens, won = next(iter(results))
    return Foreseen(winners[0], tokens, won) if len(winners) == 1 else None


__all__ = ["Foreseen", "result_either_way"]

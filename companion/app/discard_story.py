"""Which story a card laid before an entered play tells: that play's forced discard, or its
player's later play (:meth:`~companion.app.laid_before.LaidBefore._entry_held`). Pure
functions over seats (0-based) and counts; no I/O.

A forced discard (The Musician, the Stowaway's Sane effect, Prof. Henry Armitage, the
Mi-Go's Sane effect: seed 002 card 5, "Choose any player (including yourself)"; RULINGS
O13, A7) is laid at once, in the zone of the player its player chose, before the next
player's turn. When the camera missed the play (entered by key later), the cards it read
meanwhile, in the order laid, are told by one of two stories:

- the discard: the first card laid is the discard, the others the next turns' plays;
- later plays: the discard was missed too, every card is a turn's play.

Each story is weighed by what it needs that the table did not show (:func:`discard_first`):
each turn of a player still in that passed with no card read (a card the camera missed:
:func:`turns_missed`), the discard missed (the later-plays story), and, for the discard
story, the choice of that very player when the effect's player could choose more than one
other player (at 2 players, the other player is the only one: fresh QA53 r3c had 4
players, Alice chose Dan, whose Cthulhu was missed, and Bob's next play was read first;
QA53b runC2, 4 players, the same with the Stowaway). Choosing oneself, allowed but the
rarer choice, is such a choice too unless no other player may be chosen (all protected or
out: RULINGS A7). The first card is said as the discard (with "check it") only when its
story needs strictly less; else it is asked.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence


def turns_missed(seats: Iterable[int], after: int, count: int,
                 players: Sequence[int]) -> int | None:
    """The turns of players still in (``players``, 0-based seats) that pass with no card
    when each card laid (``seats``: their zones, in the order laid) is its player's next
    play, in seat order, the turn after ``after``'s (the effect's player); ``count``: the
    seats at the table. ``None`` when a card lies in the zone of a player not in
    ``players`` (out: no play of theirs can come). E.g. 4 players, after seat 0, cards in
    seats 1, 2, 0: Dan's turn passed (1)."""
    missed, turn = 0, after
    for seat in seats:
        if seat not in players:
            return None
        turn = (turn + 1) % count
        while turn != seat:
            missed += turn in players
            turn = (turn + 1) % count
    return missed


def discard_first(seats: Sequence[int], effect: int, count: int, players: Sequence[int],
                  choosable: Iterable[int], out_after: bool) -> bool:
    """Whether the first of the cards laid before the play was entered (``seats``: their
    zones, 0-based, in the order laid, at least one) is said as ``effect``'s player's
    forced discard: its story needs strictly less the table did not show than the later
    plays' (module docstring). ``count``: the seats at the table; ``players``: the seats
    still in; ``choosable``: the seats the discard may go to
    (:meth:`~companion.tracker.tracker.Tracker.awaited_seats`: the effect's targets, its
    own player included when allowed, only the one chosen once told); ``out_after``: the
    first card, as the discard, puts its player out (The Dilettante, Cthulhu, the
    Necronomicon: RULINGS A10, O14), no play of theirs after it. 2 players, the Boxer
    alone in Bob's zone after Alice's Musician: 0 against 1 (the discard missed): ``True``;
    4 players, the same card: 1 (Alice chose Bob of three) against 1: ``False``."""
    choosable = set(choosable)
    first = seats[0]
    if first not in choosable:
        return False
    chosen = 0 if choosable - {effect} == {first} - {effect} else 1  # no other choice
    left = [s for s in players if not (out_after and s == first)]
    discard = turns_missed(seats[1:], effect, count, left)
    later = turns_missed(seats, effect, count, players)
    if discard is None:
        return False
    return later is None or discard + chosen < later + 1


__all__ = ["discard_first", "turns_missed"]

"""An effect's forced discard undone while it still lies in its zone: the next card in
another player's zone is that player's discard (the effect's target) or that player's own
play, the undone card being the discard after all (fresh QA48 EARLY HIGH-1).

Minus twice on a right reading ("Bob discards the Golden Mead.", Bob's Mi-Go aimed at
himself) leaves the card in Bob's zone, left out ("Take it away, or it stays left out."):
the camera reports a card once, so it is not read again. The table goes on: Alice's next
play came at once, and every account left took it as the Mi-Go's discard, said as fact
("Alice discards the Investigators.": r6u, 2 players, original edition, seed 32; r6, 3
players, arkham, seed 35, the same with The Musician). Both accounts hold, so the tracker
keeps both (:func:`with_undone`): the events they differ on are held until the cards tell
(:meth:`~companion.tracker.tracker.Tracker._commit`), not said as fact. The account with
the undone card is the table the undo left with that card read again: undo then the same
card again is the identity (python-chess push/pop). A next card that only that account
explains (the other player protected: the discard could only be the undone card's
player's own) tells it. The undone card's discard, once told, is said as the reading the
table took back, to check (:func:`_hedged`; review of undo49, MEDIUM).

Rules: seed 002 cards 5 (Mi-Go, Sane: "choose a player, they discard their hand"), the
Musician, Henry Armitage: the discard goes to the chosen player's zone (RULINGS O14).
Pure functions of the accounts (:class:`~.table.TableState`); no I/O.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from companion.tracker import inference
from companion.tracker.early_card import step_any
from companion.tracker.observations import Observation
from companion.tracker.table import TableState


def undone_discard(hyps: Sequence[TableState], obs: Observation) -> bool:
    """Whether ``obs``, a card input just undone (``hyps``: the accounts it was applied
    to, restored), was one card in a zone where some account waits for an effect's
    forced discard (``wait`` ``"discard"``, that seat among the players it may go to)."""
    return obs.kind == "card" and obs.seat is not None and len(obs.cards) == 1 and any(
        h.wait[0] == "discard" and obs.seat in inference.awaited(h) for h in hyps)


def with_undone(hyps: Sequence[TableState], obs: Observation, undone: Observation,
                new: list[TableState]) -> list[TableState]:
    """``new``, the successors of ``hyps`` that explain ``obs``, with those of the accounts
    where ``undone`` (a forced discard just undone: :func:`undone_discard`) was laid first:
    ``obs``, a card in another seat's zone, is then that seat's own play. Only when
    ``obs`` is one card in another seat's zone; else ``new`` unchanged. With ``new``
    empty, the accounts with the undone discard are all that explain ``obs``, and are
    kept alone (review of undo48, HIGH: Alice protected, Bob's Mi-Go could only be on
    himself; her next play was refused, held, and Bob's Sanity check card laid after it
    was said as the Mi-Go's discard). ``hyps`` are not changed."""
    if obs.kind != "card" or obs.seat is None or obs.seat == undone.seat \
            or len(obs.cards) != 1:
        return new
    # an account holding a card read early steps it in its place (review of yith49)
    laid = [_hedged(x, undone, len(h.events)) for h in hyps
            for x in step_any(h, undone, inference.step)]
    # no more copies face up than the deck has: :func:`.inconsistencies.check_input`
    # counted ``obs`` against the accounts without the undone card (review of undo49,
    # HIGH: the one Golden Mead said discarded by Bob and played by Alice)
    return new + [n for x in laid for n in step_any(x, obs, inference.step)
                  if all(inference.copies_seen(n, k) <= inference.max_copies(n.edition, k)
                         for k in set(obs.cards) | set(undone.cards))]


def _hedged(h: TableState, undone: Observation, since: int) -> TableState:
    """``h``, an account with ``undone`` just laid (its events from index ``since`` on),
    its ``card_discarded`` of that card marked ``info="undone"``: the reading the table
    took back, most often a misread (review of undo48: the Cats of Ulthar read as the
    Golden Mead), is said as the camera's, to check ("Bob discards the Golden Mead, as
    read before the undo: check it."), not as fact (review of undo49, MEDIUM). The game
    goes on with it: the rules need the discard. ``h`` is changed in place."""
    h.events[since:] = [replace(e, info="undone") if e.kind == "card_discarded"
                        and e.seat == undone.seat and e.cards == undone.cards
                        else e for e in h.events[since:]]
    return h


__all__ = ["undone_discard", "with_undone"]

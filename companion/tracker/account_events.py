"""Events added to one account (:class:`~.table.TableState`), and the hands every player saw
kept up to date with them: :func:`_ev` appends a table event, :func:`track_held` follows
the set-aside card a chosen player took (seed 002 card 5, RULINGS O8) until a hand moves,
:func:`held_told` names its taker. Split from :mod:`.flow` by job.
"""
from __future__ import annotations

from companion.engine.effects import EFFECTS
from companion.tracker.events import TableEvent
from companion.tracker.table import TableState


def _ev(h: TableState, kind: str, **fields) -> None:
    event = TableEvent(kind, **fields)
    h.events.append(event)
    track_held(h, event)


#: the effects that move or replace a hand (seed 002 "Card Effects"): after one, no hand
#: seen earlier is known any more
_HAND_MOVES = frozenset({"trade", "take_all", "redraw", "steal"})


def track_held(h: TableState, event: TableEvent) -> None:
    """Keep :attr:`~.table.TableState.held` (the hands every player saw) up to date with
    ``event``: set when a chosen player takes the set-aside card (``aside_taken``; seed
    002 card 5, RULINGS O8; seat ``None`` till :func:`held_told` names the taker),
    dropped when that seat plays or discards it, all dropped at a round's start or a play
    whose effect moves a hand (:data:`_HAND_MOVES`, Sane or Insane: the effect told or
    not)."""
    kind, seat = event.kind, event.seat
    if kind == "round_started":
        h.held = ()
    elif kind == "aside_taken" and event.cards:  # taker unknown: ``None``, till told
        h.held = tuple(e for e in h.held if e[0] != seat) + ((seat, event.cards[0]),)
    elif kind == "card_played" and any(
            EFFECTS[(c, m)].behaviour in _HAND_MOVES
            for c in event.cards for m in ("sane", "insane") if (c, m) in EFFECTS):
        h.held = ()
    elif kind in ("card_played", "card_discarded"):
        h.held = tuple(e for e in h.held
                       if e[0] not in (seat, None) or e[1] not in event.cards)


def held_told(h: TableState, seat: int, card: str) -> None:
    """The holder question answered: ``seat`` took the set-aside ``card`` (seed 002 card
    5, RULINGS O8). Kept only while the record of the unnamed taker is (no hand moved nor
    that card played since: told late, after a trade, it names who took it, not who holds
    it)."""
    h.held = tuple((seat, c) if s is None and c == card else (s, c) for s, c in h.held)

"""What the accounts of the table a tracker keeps differ on (an open "Which card is it?"
read, an unanswered question): public facts that must not be said as fact (QA12 F6 for the
zones, QA13a F13 for the state of mind and the ``resume --json`` output). No I/O.
"""
from __future__ import annotations

from typing import Sequence

from companion.tracker.table import TableState

#: The per-seat facts of :class:`~companion.engine.views.SeatView` compared here (the zone
#: is compared place by place: ``Tracker.zone_reads``).
SEAT_FACTS = ("out", "insane", "protected", "immune", "tokens")


def unsure_facts(accounts: Sequence[TableState], seat: int) -> tuple[str, ...]:
    """The names in :data:`SEAT_FACTS` whose value for ``seat`` is not the same in every
    account of ``accounts`` (e.g. ``("insane",)`` when a card read as The Dilettante or
    Cthulhu is open: seed 002 "State of Mind"), in :data:`SEAT_FACTS` order; ``()`` with
    one account or none.

    Raises:
        IndexError: no such seat.
    """
    seats = [h.view().seats[seat] for h in accounts]
    return tuple(f for f in SEAT_FACTS
                 if len({getattr(s, f) for s in seats}) > 1)


def pending_step(tracker) -> tuple[str, int | None, str | None] | None:
    """What a resumed log's table waits for, as ``(kind, seat, card)`` for
    :func:`companion.narration.narrate.wait_phrase`, or ``None`` when it waits for the
    active player's play or a question is open (the question says it). When the accounts
    kept differ on it (a Boxer with no target told yet: whom it chose and who lost are
    unknown; QA32 F5/F7), ``("effect", the player of the card, its key)``: public only, the
    card was laid face up.

    Raises:
        RuntimeError: no game started.
    """
    if tracker.question is not None:
        return None
    play = tracker.state.play
    if len({repr(h.wait) for h in tracker.hyps}) > 1 and play is not None:
        return "effect", play.seat, play.card
    kind, seat, card = tracker.waiting()
    return None if kind in ("play", "over") else (kind, seat, card)


def unsure_header(accounts: Sequence[TableState]) -> tuple[str, ...]:
    """``"deck"`` and/or ``"active"`` when the accounts kept differ on the deck count or
    the active player (a Boxer with no target told: a tie draws for the next player, a
    knock-out waits for the loser's hand; QA32 F5), in that order; ``()`` otherwise."""
    views = [h.view() for h in accounts]
    return tuple(f for f, attr in (("deck", "deck_count"), ("active", "active"))
                 if len({getattr(v, attr) for v in views}) > 1)

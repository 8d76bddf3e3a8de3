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

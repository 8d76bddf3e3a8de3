"""When a card entered by key lay there at the latest, from the camera's readings of it: a
card of the entered rank read in the zone awaited, in 2 pictures or more, never made stable
(:meth:`vision.stable_queries.StableQueries.first_unsaid`), lay there from its first
reading on. A card refused as laid before the awaited one and made stable after that
reading was laid after it: in its turn, said plainly, not "It lay there before this turn:
check it." (fresh QA63 HIGH-2, r2: Alice's Urchin read now and then from 37.8 s under the
hands and mugs, entered with Enter 4 at 44.3 s; Bob's Investigators, stable at 44.2 s and
refused, was given with that doubt); a card the tracker takes counts from its first reading
at its place (:func:`first_read`). No I/O; the tracker is only read.
"""
from __future__ import annotations

from companion.cards import edition_cards


def first_read(event, laid_t: float) -> float:
    """The frame time (s) the card of ``event`` (a :class:`vision.records.CardAppeared`)
    was first read lying at its place (``since_t``), or ``laid_t`` (s: when it was made
    stable, or laid) when earlier or not known: when a card the tracker takes counts as
    laid in ``LiveTable.laid_taken`` (fresh QA63 HIGH-2: a play read late lay there
    before a card held behind it was made stable)."""
    since = getattr(event, "since_t", None)
    return laid_t if since is None else min(laid_t, since)


def entered_seen(table, rank: int | None) -> float | None:
    """The frame time (s) a card of ``rank`` (Enter's number) was first read, never
    stable, in the one zone the table awaits a card in (``table``: the
    :class:`~companion.app.live.LiveTable`, its ``session``, ``options`` and ``watcher``);
    ``None`` when not known: no rank, several zones awaited (the card entered may be
    another zone's), or no such reading (a watcher without a stabilizer too)."""
    tracker = table.session.tracker
    awaited = tracker.awaited_seats() if tracker.started else ()
    first = getattr(getattr(table.watcher, "stabilizer", None), "first_unsaid", None)
    if rank is None or len(awaited) != 1 or first is None:
        return None
    names = [c.key for c in edition_cards(table.options.edition) if c.rank == rank]
    return first(awaited[0] + 1, names) if names else None

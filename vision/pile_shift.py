"""How far a seat zone's pile moved between two readings, as its read cards show it
(:func:`pile_shift`): the unread-card watch (:class:`vision.unread_cards.UnreadCards`)
moves every place of that zone with it. Split from :mod:`vision.unread_cards` by job.
"""
from __future__ import annotations

import math

from .card_bands import S
from .unread_reasons import SAME_PLACE_MM


#: The farthest (mm) a pile is taken to move at once (:func:`pile_shift`): pushed one
#: cascade step (22–36 mm) as a card joins it, or by hand 35–60 mm (QA15,
#: :data:`vision.card_tracks.MOVED_UNITS`); a card of that rank read farther is another copy.
PUSH_MM = 60.0


def pile_shift(read, entries) -> dict:
    """Seat (1-based) -> ``(dx, dy)``, how far (rectified px) its pile moved, for each zone
    whose read cards show it: ``read`` holds ``(seat, corner, rank)`` of each place where a
    card was read (corner in rectified px), ``entries`` this reading's band entries (as
    :meth:`UnreadCards.update` takes them). Each card read now may have moved from each
    place of its zone where its rank was read, no farther than :data:`PUSH_MM` (about
    nothing: read at its own place). The zone moved by the move the most of its cards read
    now share (each by its own move nearest it, within :data:`SAME_PLACE_MM`; by their
    mean; of as many, the shortest) when more than half of them share it and it is farther
    than :data:`SAME_PLACE_MM`: a card pushed out of the window and one of its rank laid
    since, a second copy, a card misread are outvoted or leave the zone where it was. A
    card of a rank read at two places counts for the move the others make (session 38,
    st7: the pile slid one step, a card of rank 1 landed 13 px from the other's old place,
    taken as still, and the pile was not followed)."""
    tol, far = SAME_PLACE_MM * S, PUSH_MM * S
    moves: dict[int, list] = {}
    for seat, band, rd in entries:
        if seat is None or rd.value < 0:
            continue
        x, y = band.corner
        near = [d for s, (cx, cy), v in read if s == seat and v == rd.value
                for d in ((x - cx, y - cy),) if math.hypot(*d) <= far]
        if near:
            moves.setdefault(seat, []).append(near)
    out = {}
    for seat, cards in moves.items():
        best = max((_sharing(cards, a, tol) for ds in cards for a in ds),
                   key=lambda m: (len(m[0]), -math.hypot(*m[1])))
        (dx, dy) = best[1]
        if 2 * len(best[0]) > len(cards) and math.hypot(dx, dy) > tol:
            out[seat] = (float(dx), float(dy))
    return out


def _sharing(cards, a, tol: float):
    """Of ``cards`` (each a list of its possible moves ``(dx, dy)``, px), the moves within
    ``tol`` px of the move ``a``, each card's nearest it; and their mean ``(dx, dy)``."""
    mine = (min(ds, key=lambda d: math.hypot(d[0] - a[0], d[1] - a[1])) for ds in cards)
    share = [d for d in mine if math.hypot(d[0] - a[0], d[1] - a[1]) <= tol]
    n = len(share)
    return share, (sum(d[0] for d in share) / n, sum(d[1] for d in share) / n)

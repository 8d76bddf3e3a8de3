"""Which of two cards of one zone was laid first, told by where they lie in its row.

A zone's cards lie in a row: the pile grows from the table centre toward its player, each
newer card 3-4 cm nearer the player (25 mm at the least), the top band of the older ones
left showing (docs/adaptation.md, "Seat markers"; ../shared/TABLE-CONDITIONS.md,
"Cascades"; :func:`vision.render.scene.growing_pile`): the order laid is the order along
the pile's axis, the seat frame's y (:attr:`vision.records.Sighting.zone_mm`, mm, +y
toward the table centre), the older card nearer the centre. A Sanity check's cards and
then the play are laid so, in turn (seed 001, "Sanity check"). The order the camera first
reported them in (:attr:`~companion.app.left_cards.LeftCard.laid_t`) is not always that
one: a card under glare or a hand is read after the card laid on it (review of runc56,
HIGH: Dan's check card, The Urchin, read late; his play, The Boxer, laid beside it and
read first, was given as the check's card, "Dan passes", and the Urchin as his play, "Dan
is protected").

Where the places do not tell, the card first reported was laid first (the card seen later
lies on top): a place unknown (no marker-based layout, a card not seen), or two places
less than :data:`ROW_MM` apart along the row (a card laid squarely on the newest, as a pile
that can slide no further takes it; a copy laid 10 mm beside its twin), or a side step across
each other and not more than :data:`SIDE_ROW_MM` apart along it (a side cascade's cards lie
at each other's level: review of order57).
"""
from __future__ import annotations

from functools import cmp_to_key
from typing import Callable, Sequence

from companion.app.card_place import nearest, places
from vision.layout import SIDE_LEVEL_MM, SIDE_STEP_MM

#: mm along a pile's axis (seat frame y) two cards of a zone must lie apart for their
#: places to tell which was laid first: more than a still card's reading wanders (the
#: other marker read: ~10 mm, ``vision.stabilize.SIDE_MM``) and a hand's aim along the row
#: (the demo's ±3 mm, ``vision.render.scene.build_scene``), less than the 25 mm a pile
#: that can slide no further leaves at the least between a card and the one before it.
ROW_MM = 15.0
#: Two cards a side step across from each other (:data:`vision.layout.SIDE_STEP_MM`: 8 mm
#: or more across the seat frame's x) lie in a side cascade at each other's level, within
#: :data:`vision.layout.SIDE_LEVEL_MM` (20 mm) along the row: a careless hand's level
#: there tells nothing of the order laid, only a difference past it does (review of
#: order57, HIGH: Dan's play laid a side step across his check card, 17 mm nearer the
#: centre, read after it, went first as the check's card: "The Boxer. Dan passes", then
#: "Dan: The Urchin." "Dan is protected.").
SIDE_ROW_MM = SIDE_LEVEL_MM


def row_says(a, b) -> bool | None:
    """Whether place ``a`` lies before place ``b`` in their zone's row (both
    :class:`~companion.app.card_place.Place` of one zone, or ``None``): True when ``a``
    lies at least :data:`ROW_MM` nearer the table centre (larger seat-frame y; more than
    :data:`SIDE_ROW_MM` when they lie a side step across), False when ``b`` does, ``None``
    when they do not tell (a place or its ``zone_mm`` unknown, or level within those)."""
    if a is None or b is None or a.zone_mm is None or b.zone_mm is None:
        return None
    along = a.zone_mm[1] - b.zone_mm[1]
    side = abs(a.zone_mm[0] - b.zone_mm[0]) >= SIDE_STEP_MM[0]
    if abs(along) < ROW_MM or side and abs(along) <= SIDE_ROW_MM:
        return None
    return along > 0


def laid_before(a_place, a_t: float, b_place, b_t: float) -> bool:
    """Whether a card of a zone lying at ``a_place`` and first reported at ``a_t`` (frame
    time, s) was laid before the card of that zone at ``b_place`` reported at ``b_t``: by
    their places in the row (:func:`row_says`), else by the time first reported."""
    said = row_says(a_place, b_place)
    return a_t < b_t if said is None else said


def in_row_order(cards: Sequence, place: Callable, first_t: Callable | None = None) -> list:
    """``cards`` of one zone in the order laid (:func:`laid_before`), ``place(card)`` its
    place (or ``None``), ``first_t(card)`` its time first reported (frame time, s);
    ``first_t`` ``None``: the order given where the places do not tell."""
    def cmp(a, b) -> int:
        said = row_says(place(a), place(b))
        if said is not None:
            return -1 if said else 1
        if first_t is None:
            return 0
        return (first_t(a) > first_t(b)) - (first_t(a) < first_t(b))

    return sorted(cards, key=cmp_to_key(cmp))


def zones_in_order(cards: Sequence, zone: Callable, place: Callable,
                   first_t: Callable | None = None) -> list:
    """``cards`` of any zones (``zone(card)``: its seat) in the order first reported
    (``first_t``; ``None``: in the order given), each zone's own cards then put in their
    row's order among the places its cards take (:func:`in_row_order`): the places of two
    zones tell nothing of which was laid first."""
    out = list(cards) if first_t is None else sorted(cards, key=first_t)
    for seat in {zone(c) for c in out}:
        at = [i for i, c in enumerate(out) if zone(c) == seat]
        for i, c in zip(at, in_row_order([out[i] for i in at], place, first_t)):
            out[i] = c
    return out


def place_now(reading, seat: int | None, candidates: Sequence[str], last):
    """Where a card of ``seat``'s zone (1-based) that may be one of ``candidates``, last
    seen at ``last`` (a :class:`~companion.app.card_place.Place`, ``None``: never), lies in
    ``reading`` (a :class:`vision.records.FrameReading`, or ``None``): its name's place
    there nearest ``last`` (a pile pushed toward the centre moves every card), else
    ``last``."""
    if last is None:
        return None
    return nearest(places(reading, seat, candidates), last) or last


__all__ = ["ROW_MM", "SIDE_ROW_MM", "in_row_order", "laid_before", "place_now", "row_says",
           "zones_in_order"]

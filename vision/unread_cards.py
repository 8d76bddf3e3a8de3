"""Cards seen in a seat zone but not read, for a deck without printed markers (QA32 F2).

The card-first sticker reader (:mod:`vision.sticker_cards`) finds each card's name band,
then reads the tactile code on it. A band inside its printed frame that has nothing where
the code starts and no cross (:data:`UNREAD_REASON`) is a card without a sticker: Tommy
Gun has none (docs/adaptation.md), or a sticker that fell off. Such a card is never
guessed; :class:`UnreadCards` only tells, once, that a card lies there, so the players can
enter it by key. Only a whole band counts (:func:`whole`): a card just laid lies on top.
A place is told when it gave that refusal in every reading for
:data:`STABLE_S` seconds (at least :data:`STABLE_READS` readings), away from every card
read in that zone (a read card's band, now or before, within :data:`SAME_PLACE_MM`). A
place not seen for :data:`FORGET_READS` readings is forgotten (the cards gathered for the
next round).

Units: band corners in rectified zone px (:data:`vision.card_bands.S` px per mm), seats
1-based, times in seconds. No I/O.
"""
from __future__ import annotations

from dataclasses import dataclass

from .card_bands import S

#: The sticker reader's refusal for a framed band with nothing on it
#: (:func:`vision.sticker_read.read_card`).
UNREAD_REASON = "no row can start here, no cross"
#: Seconds a place must give that refusal before it is told.
STABLE_S = 2.0
#: ... and at least this many readings.
STABLE_READS = 4
#: Within this distance (mm) two band corners are the same card's place.
SAME_PLACE_MM = 10.0
#: Readings without a band at a place that do not break its run (a glint, a hand).
GAP_READS = 2
#: Readings without a band at a place before the place is forgotten.
FORGET_READS = 8


#: The narrowest name band (mm) counted: a card just laid lies on top, its band whole
#: (a band is 59 mm wide); a narrower one is a card partly covered, read when it was on
#: top, or a piece of another (seed 40000, 1080p: a 15.5 mm "band").
MIN_BAND_MM = 45.0
#: A band whose left corner is this near the zone window's left border (mm) is cut by it.
EDGE_MM = 2.0


def whole(band) -> bool:
    """Whether ``band`` (a :class:`~vision.card_bands.Band`) is a whole name band inside the
    zone window: not cut by its right border (``cut_right``) nor its left one, and at
    least :data:`MIN_BAND_MM` wide (seeds 50000 and 40000, 1080p: a neighbour's card at
    the border, a card half covered)."""
    return (not getattr(band, "cut_right", False) and band.corner[0] > EDGE_MM * S
            and getattr(band, "width_mm", MIN_BAND_MM) >= MIN_BAND_MM)


@dataclass
class _Place:
    seat: int
    corner: tuple[float, float]
    since: float          # first unread reading of the current run, seconds
    reads: int = 0        # unread readings in a row
    missed: int = 0       # readings in a row without a band here
    read: bool = False    # a card was read here: never told
    told: bool = False


class UnreadCards:
    """Places of unread cards, told once each when stable (see the module)."""

    def __init__(self) -> None:
        self._places: list[_Place] = []

    def update(self, entries, t: float) -> list[int]:
        """One reading's band entries (``(seat, band, reading)`` as
        :attr:`vision.sticker_cards.CardFirstReader.last` holds them: ``band.corner``
        rectified px, ``reading.value`` < 0 for a refusal with its ``reason``), taken at
        ``t`` seconds. Returns the seats (1-based) where an unread card just became stable,
        one entry per card, in seat order."""
        seen: set[int] = set()
        for seat, band, rd in entries:
            if seat is None:
                continue
            if rd.value >= 0:
                place = self._at(seat, band.corner, t)
                place.read, place.missed = True, 0
                seen.add(id(place))
            elif rd.reason == UNREAD_REASON and whole(band):
                place = self._at(seat, band.corner, t)
                if id(place) not in seen:
                    if place.reads == 0:
                        place.since = t
                    place.reads += 1
                    place.missed = 0
                    seen.add(id(place))
        told = []
        for place in list(self._places):
            if id(place) not in seen:
                place.missed += 1
                if place.missed > GAP_READS:
                    place.reads = 0  # the run of unread readings is broken
                if place.missed >= FORGET_READS:
                    self._places.remove(place)
                continue
            if (not place.read and not place.told and place.reads >= STABLE_READS
                    and t - place.since >= STABLE_S):
                place.told = True
                told.append(place.seat)
        return sorted(told)

    def _at(self, seat: int, corner, t: float) -> _Place:
        """The place of ``seat``'s zone at ``corner`` (rectified px), new if none."""
        x, y = corner
        for place in self._places:
            if place.seat == seat and ((place.corner[0] - x) ** 2 + (place.corner[1] - y) ** 2
                                       ) ** 0.5 <= SAME_PLACE_MM * S:
                return place
        place = _Place(seat, (float(x), float(y)), t)
        self._places.append(place)
        return place

    def clear(self) -> None:
        """Forget every place (a new table)."""
        self._places.clear()

"""Where a card lies in a picture, to know an old card again at its own place.

A hand resting on a zone hides its cards: the camera cannot tell that from an empty zone,
so a left card (:class:`~companion.app.left_cards.LeftCard`) unseen long enough counts as
taken away and the camera forgets it. When the hand lifts, the camera reports the card
again: seen again where it lay, with its identity, it is that old card, not a play (QA21
#1). A card never touched lies where it lay (a still marker's centre wanders well under
1 mm; the same card read by its other marker seems to move up to ~10 mm,
``vision.stabilize.SIDE_MM``), while a card laid by a hand lands a few centimetres from
wherever it is aimed.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Mapping, Sequence

from vision.stabilize import UNIT_MM, sighting_size

#: A card within this many units (:func:`vision.stabilize.sighting_size`: 20 mm when the
#: scale is known) of where an old card lay is at that card's place: 15 mm, more than the
#: ~10 mm the same untouched card seems to move when read by its other marker, less than
#: the 22 mm a cascade's cards lie apart (so the next card of a pile is never at the
#: place of the one under it).
SAME_PLACE_UNITS = 0.75

#: A covered stable card within this many units of a left card's place is that card
#: (:func:`hidden`): the two are the same reading's centre, one picture apart or more.
HIDDEN_UNITS = 1.5


@dataclass(frozen=True)
class Place:
    """One sighting's place: ``center`` (image px), ``size`` (its distance unit, px),
    ``zone_mm`` (its place in its seat's frame, mm, when a marker-based layout gave it)."""

    center: tuple[float, float]
    size: float
    zone_mm: tuple[float, float] | None = None


def places(reading, seat: int | None, candidates: Sequence[str]) -> list[Place]:
    """The places of the cards of ``reading`` (a :class:`vision.records.FrameReading`, or
    ``None``) in ``seat``'s zone (1-based; ``None``: outside every zone) that may be one of
    ``candidates``, in the reading's order; ``[]`` when none is seen."""
    if reading is None:
        return []
    wanted = set(candidates)
    return [sighting_place(s) for s in reading.sightings
            if s.seat == seat and wanted & set(s.candidates)]


def sighting_place(s) -> Place:
    """Where one sighting (a :class:`vision.records.Sighting`) lies: its polygon's centre
    (image px), its size and its ``zone_mm``."""
    xs, ys = zip(*s.polygon)
    return Place((sum(xs) / len(xs), sum(ys) / len(ys)), sighting_size(s),
                 tuple(s.zone_mm) if s.zone_mm is not None else None)


def hidden(reading, seat: int | None, candidates: Sequence[str],
           place: Place | None = None, bound: bool = True) -> bool:
    """Whether ``reading`` (a :class:`vision.records.FrameReading`, or ``None``) shows the
    place of a stable card of ``seat``'s zone that may be one of ``candidates`` (near
    ``place`` when given, within :data:`HIDDEN_UNITS`) covered, not bare
    (:attr:`vision.place_cover.PlaceState.hides`: a hand resting on it, an arm, a mug, for
    at most ``vision.place_cover.COVER_MAX_S``; ``bound`` False: however long): such a
    picture is no picture of the zone without that card (QA23 #1-#4)."""
    if reading is None:
        return False
    wanted = set(candidates)
    for p in getattr(reading, "places", ()):
        if p.seat != seat or not wanted & set(p.candidates) \
                or not (p.hides if bound else p.state != "bare"):
            continue
        if place is None or math.hypot(p.center[0] - place.center[0], p.center[1]
                                       - place.center[1]) <= HIDDEN_UNITS * place.size:
            return True
    return False


def under_taken_pile(zone_places: Sequence) -> set[int]:
    """The stabilizer's numbers of the zone cards whose place ``zone_places`` (one
    picture's :class:`vision.place_cover.PlaceState` list, ``FrameReading.places``: the
    stable cards' order, oldest first) judges covered from the table around them alone
    (``PlaceState.around``: the place itself looked like the table; a hand over the card
    shows there) while every card laid after them in their zone, one at least, shows bare
    table: the pile laid on them was taken away, and they with it (a player gathers the
    whole pile); the cover judged is the table around the place, changed by the cards
    gathered; not a hand resting on the pile's last card, left there when it lifts (review
    of leftover48: taken as the next round's first play) (QA48 r3: 4
    players, demo seed 33, between rounds 7 and 8: Alice's round-7 Investigators, her
    pile's oldest card, judged covered through 3 s of gathered table, her 4 newer cards'
    places bare; the cleared table never dealt, and her round-8 Investigators, laid at
    its place, said "Still on the table from the last round")."""
    taken = set()
    for i, p in enumerate(zone_places):
        newer = [q for q in zone_places[i + 1:] if q.seat == p.seat]
        if p.seat is not None and p.hides and p.around and newer \
                and all(q.state == "bare" for q in newer):
            taken.add(p.card_id)
    return taken


def laid_on(reading, seat: int | None, candidates: Sequence[str],
            place: Place | None, stable: Sequence | None = None) -> bool:
    """Whether ``reading`` shows, in ``seat``'s zone, a card that may be none of
    ``candidates`` within :data:`HIDDEN_UNITS` of ``place``: the next card of a pile laid
    on the card last seen there (a cascade's cards lie about 1.1 units apart), which lies
    under it, unseen (session 37, QA36 st7: Carol's Cultists under her next card counted
    as taken away). False when ``place`` is ``None``.

    ``stable``: the camera's stable cards, oldest first
    (:meth:`vision.stabilize.Stabilizer.stable_places`, :func:`stable_places`), or ``None``
    (unknown). A card read at the place of a stable card older than the one at ``place``
    was laid before it, so lies under it, never on it: no such card (review 37c #1: the
    Sailor held for the next round and taken back into Carol's hand, her Cultists still
    beside its place, was kept "under" it and said as her next round's play)."""
    if reading is None or place is None:
        return False
    wanted = set(candidates)
    older = _older(stable or (), seat, wanted, place)
    return any(units_apart(p, place) <= HIDDEN_UNITS
               and not any(set(o.candidates) & set(s.candidates) and units_apart(
                   p, _place_of(o)) <= SAME_PLACE_UNITS for o in older)
               for s in reading.sightings
               if s.seat == seat and not wanted & set(s.candidates)
               for p in places(reading, seat, s.candidates))


def stable_places(watcher) -> list | None:
    """``watcher``'s stable cards, oldest first (:class:`vision.place_cover.StablePlace`,
    from its ``stabilizer``), or ``None`` when it has none (a stand-in camera)."""
    stabilizer = getattr(watcher, "stabilizer", None)
    return None if stabilizer is None else stabilizer.stable_places()


def bared(reading, stable, cards: Sequence) -> bool:
    """Whether ``reading`` (a :class:`vision.records.FrameReading`) shows the place of
    ``stable`` (a :class:`vision.place_cover.StablePlace` it does not read) bare table
    (:attr:`vision.place_cover.PlaceState.state`), no other card of its zone laid on it
    (:func:`laid_on`; ``cards``: the camera's stable cards, oldest first): taken away, not
    hidden by a hand. False when the reading tells nothing of that place (a stand-in
    camera). Review of enter52: a card lifted, then undone within 3 s, was left out."""
    state = next((q for q in getattr(reading, "places", ()) or ()
                  if q.card_id == stable.card_id), None)
    return state is not None and state.state == "bare" and not laid_on(
        reading, stable.seat, stable.candidates, _place_of(stable), cards)


def under_pile(reading, stable: Sequence, seat: int | None, candidates: Sequence[str],
               bare_t: Mapping[int, float] | None = None) -> Place | None:
    """Where the newest of ``stable`` (the camera's stable cards, oldest first:
    :func:`stable_places`) of ``seat``'s zone (1-based) that may be one of ``candidates``
    lies when ``reading`` (a :class:`vision.records.FrameReading`) shows another card of
    its zone laid on it (:func:`laid_on`) and its place not bare (:func:`bared`): it lies
    under that card, unseen, still in its zone; ``None`` otherwise (also with no reading
    or no stable card). Fresh QA62b LOW-3 (g2/run2, 187.02): Carol's Sanity check card,
    the Cultists, under her hand Cthulhu laid on it, undone: no "take it away" was said.
    ``bare_t``: the frame time (s) each stable card's place was last seen bare table, no
    card on it (:func:`bare_now`), by ``card_id``: seen so after the card was last read, it
    was taken away before the later card was laid there, not covered by it (review of
    g263: the Cultists lifted, Cthulhu laid on its place, then undone, was said left
    out)."""
    own = _newest(stable, seat, candidates)
    if reading is None or own is None or bared(reading, own, stable) \
            or (bare_t or {}).get(own.card_id, -math.inf) > own.seen_t:
        return None
    place = _place_of(own)
    return place if laid_on(reading, seat, candidates, place, stable) else None


def bare_now(reading, stable: Sequence | None) -> list[int]:
    """The ``card_id`` of each of ``stable`` (the camera's stable cards, oldest first) not
    read in ``reading`` (a :class:`vision.records.FrameReading`, or ``None``) whose place it
    shows bare table (:attr:`vision.place_cover.PlaceState.state`) with no card of its zone
    read within :data:`HIDDEN_UNITS` of it, whatever its name: taken away by then, not covered by a
    card laid on it (:func:`under_pile`'s ``bare_t``; the state alone is also ``"bare"``
    with another card read there, even a copy of it laid on it: fresh QA62b g2, 130.8 s);
    ``[]`` with no reading or no stable card."""
    if reading is None or not stable:
        return []
    bare = {q.card_id for q in getattr(reading, "places", ()) or () if q.state == "bare"}
    if not bare:
        return []
    read: dict = {}  # the cards read, by zone
    for s in reading.sightings:
        read.setdefault(s.seat, []).append(sighting_place(s))
    return [p.card_id for p in stable if p.card_id in bare and not p.seen
            and not any(units_apart(q, _place_of(p)) <= HIDDEN_UNITS
                        for q in read.get(p.seat, ()))]


def own_place(reading, stable: Sequence | None, seat: int | None,
              candidates: Sequence[str], others: Sequence = ()) -> Place | None:
    """Where a card of ``seat``'s zone (1-based) that may be one of ``candidates``, just
    made stable, lies in ``reading`` (a :class:`vision.records.FrameReading`, or ``None``):
    of its name's places there (:func:`places`), those at none of ``others`` (the places
    of other cards of its name already watched there, :class:`Place` or ``None``), the one
    nearest where the newest of ``stable`` (the camera's stable cards, oldest first:
    :func:`stable_places`; ``None``: a stand-in camera) of its zone and name was read (its
    marker's or label's place, image px): that is this card's own track. With one place
    left, or no stable card to tell, the first. ``None`` when none is seen.

    Fresh QA65 HIGH-2: Carol's Sanity check card, a second Investigators, held while the
    table waited for Bob's forced discard, was given the place of her first Investigators,
    nearest the table centre: by its zone's row (:mod:`companion.app.row_order`) it went
    before her Tommy Gun and Necronomicon held with it, and was given as her play."""
    seen = places(reading, seat, candidates)
    free = [p for p in seen if not any(at_place([p], q) for q in others)] or seen
    own = _newest(stable, seat, candidates)
    if own is None or len(free) < 2:
        return nearest(free, None)
    return nearest(free, Place(tuple(own.place), own.px_per_mm * UNIT_MM))


def stable_place(stable: Sequence, seat: int | None, candidates: Sequence[str]
                 ) -> Place | None:
    """Where the newest of ``stable`` (the camera's stable cards, oldest first) of
    ``seat``'s zone (1-based) that may be one of ``candidates`` lies, in the image; ``None``
    when none may be."""
    own = _newest(stable, seat, candidates)
    return None if own is None else _place_of(own)


def stable_marks(stable: Sequence | None, seat: int | None, candidates: Sequence[str]
                 ) -> list[Place]:
    """Where the camera read each of ``stable`` (its stable cards, oldest first:
    :func:`stable_places`; ``None``: none known) of ``seat``'s zone (1-based) that may be one
    of ``candidates``: its marker's or label's place (image px), as a sighting of it lies
    (:func:`sighting_place`; :func:`own_place` finds a card's own track so), oldest first."""
    wanted = set(candidates)
    return [Place(tuple(p.place), p.px_per_mm * UNIT_MM) for p in stable or ()
            if p.seat == seat and wanted & set(p.candidates)]


def _newest(stable: Sequence, seat: int | None, candidates: Sequence[str]):
    """The newest of ``stable`` (oldest first) of ``seat``'s zone that may be one of
    ``candidates``, or ``None``."""
    wanted = set(candidates)
    return next((p for p in reversed(stable or ()) if p.seat == seat
                 and wanted & set(p.candidates)), None)


def _place_of(stable) -> Place:
    """A stable card's (:class:`vision.place_cover.StablePlace`) place, in the image."""
    return Place(tuple(stable.center), stable.px_per_mm * UNIT_MM)


def _older(stable: Sequence, seat: int | None, wanted: set, place: Place) -> list:
    """The cards of ``stable`` (oldest first) of ``seat``'s zone older than the one of
    them that may be one of ``wanted`` lying nearest ``place``; ``[]`` when none may be
    (forgotten: then any card counts as laid on it)."""
    own = [i for i, o in enumerate(stable) if o.seat == seat and wanted & set(o.candidates)]
    if not own:
        return []
    mine = min(own, key=lambda i: units_apart(_place_of(stable[i]), place))
    return [o for o in stable[:mine] if o.seat == seat]


def units_apart(a: Place, b: Place) -> float:
    """How far ``a`` lies from ``b``, in units of :data:`vision.stabilize.UNIT_MM` (in the
    seat's frame when both know it: a camera moved keeps every card where it was, else in
    the image, by the larger of their sizes)."""
    if a.zone_mm is not None and b.zone_mm is not None:
        return math.hypot(a.zone_mm[0] - b.zone_mm[0], a.zone_mm[1] - b.zone_mm[1]) / UNIT_MM
    d = math.hypot(a.center[0] - b.center[0], a.center[1] - b.center[1])
    return d / max(a.size, b.size, 1e-9)


def at_place(seen: Sequence[Place], place: Place | None) -> bool:
    """Whether one of ``seen`` lies at ``place`` (within :data:`SAME_PLACE_UNITS`);
    False when ``place`` is ``None`` (never seen)."""
    return place is not None and any(units_apart(p, place) <= SAME_PLACE_UNITS for p in seen)


def nearest(seen: Sequence[Place], place: Place | None) -> Place | None:
    """The one of ``seen`` nearest ``place`` (the first when ``place`` is ``None``);
    ``None`` when ``seen`` is empty."""
    if not seen:
        return None
    if place is None:
        return seen[0]
    return min(seen, key=lambda p: units_apart(p, place))


__all__ = ["Place", "SAME_PLACE_UNITS", "at_place", "bare_now", "hidden", "laid_on", "nearest",
           "own_place", "places", "sighting_place", "stable_marks", "stable_place", "stable_places",
           "under_pile", "under_taken_pile", "units_apart"]

"""A resumed game's table as the camera read it at the resume: a card laid later on one of
those cards is a new card, never one of the log's.

After ``play --resume`` the camera starts with no card known, and the log's cards it reads
are no plays (:meth:`KnownCards.known <companion.app.known_cards.KnownCards.known>`): a
report of a card that the log holds in that zone and the camera has not reported yet is
taken for it. A pile laid squarely (a zone with no room left: each card laid on the one
before, the demo's renderer does so, ``vision.render.scene.growing_pile``) hides every card
under its top one, so those log cards are never read, and a new copy of one of them laid on
the pile was taken for it, unsaid (fresh QA53 r5, 3 players arkham-classic seed 95, the
video cut after Alice's first Sanity check card The Boxer: her check's second card The
Investigators, laid on the Boxer after the resume, was taken for the Investigators she had
played under it; her play The Urchin was then taken as the check's card, and every later
line of the round was wrong).

A card read in the resume's set-up pictures (:data:`LAYOUT_PICTURES` of them at least,
not a card shown for a moment) at a place, no longer read anywhere in its zone, its place
under no hand, with another card first read at its place
(:data:`~companion.app.card_place.SAME_PLACE_UNITS`) after it (``since_t``): that card was
laid squarely on it after the resume (seed 002 "Played and Discarded Cards": a card is laid
on the pile, never under it), so it is no card the log holds (:meth:`ResumeLayout.laid_over`).
A log card read late (a hand over it at the resume) lies at its own place, a cascade's step
(1.1 units) or more from its neighbours: still the log's, even when a neighbour goes unread
as it shows (review of resume53: a hand slid from Alice's Urchin onto her Deep One, the
Urchin said as her Sanity check's card). Only the resumed round's (its zones are gathered at
its end). A card under a set-up's card lifted off its pile and laid back is taken for a card
laid on it (the camera cannot tell them apart as it first reads it).
"""
from __future__ import annotations

from dataclasses import dataclass

from companion.app.card_place import (SAME_PLACE_UNITS, Place, hidden, places,
                                      sighting_place, units_apart)

#: Pictures of the set-up (the resume's first pictures) that must read a card at a place
#: for it to count as lying there at the resume: the stabilizer's ``min_hits`` (a card
#: shown in a hand for a moment over a zone is no card of it).
LAYOUT_PICTURES = 4


@dataclass
class _Read:
    """One card of the resume's layout: ``seat`` (1-based), ``candidates``, ``place`` (where
    it was first read), ``first_t`` (frame time, s, of that first reading) and ``pictures``
    (how many set-up pictures read it there)."""

    seat: int
    candidates: tuple[str, ...]
    place: Place
    first_t: float
    pictures: int = 1


class ResumeLayout:
    """The cards the camera read in the players' zones in a resumed game's set-up pictures
    (:meth:`note`), and whether a card reported later was laid on one of them
    (:meth:`laid_over`; module docstring)."""

    def __init__(self) -> None:
        self._round: int | None = None  # the resumed round (the tracker's view.round)
        self._reads: list[_Read] = []

    def note(self, reading, round_: int) -> None:
        """Remember the zone cards of one set-up picture ``reading`` (a
        :class:`vision.records.FrameReading`, or ``None``) of the resumed round ``round_``:
        a card read again within :data:`~companion.app.card_place.SAME_PLACE_UNITS` of
        where it was first read counts one more picture there."""
        if reading is None:
            return
        self._round = round_
        for s in reading.sightings:
            if s.seat is None:
                continue
            place = sighting_place(s)
            known = next((r for r in self._reads if r.seat == s.seat
                          and r.candidates == tuple(s.candidates)
                          and units_apart(r.place, place) <= SAME_PLACE_UNITS), None)
            if known is None:
                self._reads.append(_Read(s.seat, tuple(s.candidates), place, reading.t))
            else:
                known.pictures += 1

    def laid_over(self, event, reading, round_: int) -> bool:
        """Whether ``event`` (a :class:`vision.records.CardAppeared` in a zone; ``reading``,
        the :class:`vision.records.FrameReading` of its picture) in the resumed round
        ``round_`` was laid after the resume on a card of its zone: one the set-up pictures
        read (:data:`LAYOUT_PICTURES` of them at least), first before the event's card was
        first read where it lies (``since_t``), at its place
        (:data:`~companion.app.card_place.SAME_PLACE_UNITS`), and read nowhere in that zone
        now, its place no hand's (:func:`~companion.app.card_place.hidden`: a card laid
        on it, not a hand moved from the event's card onto it). Such a card is new, not
        one the log holds. False when anything is
        unknown (no layout, no ``since_t``, the card not in ``reading``)."""
        if round_ != self._round or event.seat is None or event.since_t is None:
            return False
        mine = set(event.candidates)
        own = places(reading, event.seat, event.candidates)
        for r in self._reads:
            if r.seat != event.seat or mine & set(r.candidates) \
                    or r.pictures < LAYOUT_PICTURES or r.first_t >= event.since_t:
                continue
            if places(reading, r.seat, r.candidates) \
                    or hidden(reading, r.seat, r.candidates, r.place):
                continue  # still read (a cascade's older card shows a band), or a hand
                # over it (vision.place_cover): no card laid on it
            if any(units_apart(p, r.place) <= SAME_PLACE_UNITS for p in own):
                return True  # at its place: laid squarely on it (a cascade's next card,
                # 1.1 units off, is no card laid on it: review of resume53)
        return False


__all__ = ["LAYOUT_PICTURES", "ResumeLayout"]

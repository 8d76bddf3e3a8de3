"""The card at an entered card's place goes before the cards made stable on it in the same
picture (session 70, hold70; fresh QA69 HIGH-3).

A picture may make a zone's cards stable at once (a hand lifted). One picture's cards go
to the tracker the first that fits first (:meth:`~companion.app.cards_order.CardsOrder.
_take_cards`, QA13b N4). So a card on the entered card's place, read as the very card
entered there, was taken first as that card's report ("already on the table"), and the
card under it, the one at the entered card's place, became a later card: handC, Enter 6,
plus 1 (The Sailor) for Bob's play under the hand, "was that Bob's hand?" open; the hand
lifted, the camera made Bob's Musician (place 1) and Sailor (place 2) stable at once; the
Sailor counted as the one entered, the Musician "by Bob? Waiting for Carol's play", and
after the true answer "no, still in" the table built on the Sailor: "Carol's Tommy Gun:
the Necronomicon, from the deck into Carol's zone." "Carol discards the Shoggoth." "Carol
fails. 11 cards left." (false, stated as fact). At the entered card's place the camera
reads The Musician: that card read otherwise
(:meth:`~companion.app.entered_differs.EnteredDiffers._differs_from_entered`), the cards
on it held (:mod:`companion.app.differs_hold`).

:class:`EnteredUnder`, a mixin of :class:`~companion.app.differs_hold.DiffersHold` (the
live table's ``session``, ``known``). No I/O.
"""
from __future__ import annotations


class EnteredUnder:
    """One picture's card at an entered card's place first (module docstring)."""

    def _under_entered_first(self, event, pending: list) -> bool:
        """Whether the camera card ``event`` (:class:`vision.records.CardAppeared`, seat
        1-based) waits for a card of ``pending`` (the same picture's cards not given yet)
        in its zone at a lower place (``index_in_zone``) that is the place of a card
        entered by key the camera has not reported (:meth:`~companion.app.known_cards.
        KnownCards.entered_places`), read there as another card than the one entered: that
        card goes first, so the card on it is not taken as the entered card's report. (A
        card read there as the entered one changes no order: test_rev_xfailb55's round 1
        laid back under a hand.)"""
        if event.seat is None:
            return False
        view = self.session.tracker.view()
        seat = event.seat - 1
        if seat >= len(view.seats):
            return False
        places, zone = self.known.entered_places(view, seat), view.seats[seat].zone
        return any(e is not event and e.seat == event.seat
                   and e.index_in_zone < event.index_in_zone and e.index_in_zone in places
                   and zone[e.index_in_zone] not in e.candidates  # read otherwise there
                   for e in pending)


__all__ = ["EnteredUnder"]

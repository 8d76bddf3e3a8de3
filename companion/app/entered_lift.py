"""A card the camera reads at an entered card's place, made stable with cards on it in one
picture (a hand lifted), is tried as that card read otherwise before a stall keeps it
(session 71, wrong71; fresh QA69 M4).

handB (the d491 demo, a hand over Bob's zone from his first play on): Enter 5 for that play
(The Musician; truth: The Entertainer), "Bob: The Musician." — the table then waited for
the Musician's discard, a stall asked for it ("Laid before Bob's play was entered: the
Investigators (1) and the Tommy Gun (0)…"). The hand lifted, the camera made Bob's
Entertainer (place 0, the entered card's), Musician and Sailor stable at once; the stall
kept each card before the camera-differs check
(:meth:`~companion.app.live_cards.CameraCards._card_appeared`: ``_stall_holds`` first), so
"The camera reads The Entertainer in Bob's zone where The Musician was entered" was never
said, and the round stalled with no word of the camera's card. Such a card now goes to
:meth:`~companion.app.entered_differs.EnteredDiffers._differs_from_entered` first: the
hint says it, the slash then corrects the entry.

:class:`EnteredLift`, a mixin of :class:`~companion.app.live.LiveTable` (its ``session``,
``known``). No I/O.
"""
from __future__ import annotations


class EnteredLift:
    """An entered card's place read otherwise at a lift, tried before the stall (module
    docstring)."""

    def _lifted_on_entry(self, obs, event, on) -> bool:
        """Whether the camera card ``event`` (its observation ``obs``, seat 0-based) lies at
        the place (``index_in_zone``) of a card entered by key the camera has not reported
        in its zone (:meth:`~companion.app.known_cards.KnownCards.entered_places`), made
        stable with ``on`` (the cards of its zone on it in that picture, :meth:`~companion.
        app.live_cards.CameraCards._cards_on`), read as none of that card's names. Raises
        nothing."""
        if not on or obs.seat is None:
            return False
        view = self.session.tracker.view()
        if obs.seat >= len(view.seats):
            return False
        zone, index = view.seats[obs.seat].zone, event.index_in_zone
        return index < len(zone) and index in self.known.entered_places(view, obs.seat) \
            and zone[index] not in event.candidates


__all__ = ["EnteredLift"]

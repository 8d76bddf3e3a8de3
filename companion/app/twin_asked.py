"""A copy laid squarely on its twin (known40; fresh QA49 r1b HIGH-2): asked, not guessed.

The camera takes a card laid squarely on the newest card of its pile, a card of the same
name, for that card: never said (vision/stabilize.py, known40; no safe vision sign,
sessions 48-49). r1b round 7 (5 players, original, fr): Carol's Sanity check card was
Prof. Henry Armitage; her play, a second Armitage laid on it, was never read; her
discarded Cats of Ulthar was then taken as her play, Eve's revealed hand as Eve's check
card, and the game stuck.

The sign the camera has (:attr:`vision.records.CardAppeared.covered_twin`): the zone's
newest card was unread a while (a hand over it) and read again moved or turned
(:func:`vision.card_tracks.moved_after_cover`) after every other zone's newest card and
before the new card was first seen. When
such a card comes in the zone of the player whose play the table waits for, the zone's
newest card is of that name, a copy of it is still unseen (a hand, the deck: else no second
copy can be, and nothing is asked) and the table would take the card as the play, it is
held instead (:meth:`~companion.app.stall.Stalls._hold`, as a card held behind a missed
play: ``LeftCard.after_missed``) and the table asks, once: "A second copy of Prof. Henry
Armitage laid by Carol? Waiting in Carol's zone: the Cats of Ulthar. Press Enter, then the
rank of Carol's play: 5 for that second copy, 2 for this card." (``app.twin_asked``).
Enter and the copy's rank give that play, then the held card in its turn (Armitage's
discard); Enter and the held card's rank give it as the play (read then: the report counts
for the card entered, :class:`~companion.app.known_cards.KnownCards`). Unanswered, it stays
held like the stall's cards, the later cards held behind it (refused as not awaited), the
stall's reminders as before. Not asked when both ranks are the same (the rank entered
cannot tell them: the card is taken as before).

:class:`TwinAsked`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session``, ``stall``, ``known`` and its ``_fits``).
"""
from __future__ import annotations

from companion.cards import card


class TwinAsked:
    """Whether a camera card is held behind a copy perhaps laid on its twin (module
    docstring)."""

    def _twin_asks(self, obs, event) -> str | None:
        """The card key of the copy the table may have missed under ``event`` (a camera
        card, ``obs`` its observation), when it is held and asked about (module
        docstring), else ``None``: ``event.covered_twin`` names one card, the newest of the
        zone of the player whose play the table waits for, no question open, no stall
        asked; a copy of it unseen, and none there the camera did not report (a copy
        entered by key: the helper gave it already); ``event`` one card of another name and
        rank, which the table would take."""
        twin = getattr(event, "covered_twin", ())
        tracker = self.session.tracker
        if len(twin) != 1 or len(event.candidates) != 1 or twin[0] in event.candidates \
                or tracker.question is not None or tracker.waiting()[:2] != ("play", obs.seat):
            return None
        if self.stall is not None and self.stall.asked and not self.stall.moved():
            return None  # the stall asks already (its play missed, later cards held)
        view = tracker.view()
        zone = view.seats[obs.seat].zone
        key = twin[0]
        if not zone or zone[-1] != key or tracker.unseen()[key] <= 0 \
                or self.known.reported(view, obs.seat, key) < zone.count(key) \
                or card(key).rank == card(event.candidates[0]).rank \
                or not self._fits(event):
            return None
        return key


__all__ = ["TwinAsked"]

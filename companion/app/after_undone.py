"""A camera card laid where the card minus twice just took back still lies, left out
("The Investigators in Carol's zone: take it away, or it stays left out."): another card,
laid after it, not that card read again. The camera reports a card once, and the live
table watches the undone one without reporting it (:meth:`~companion.app.left_cards.
LeftCards._undone_left`), so a card of the same name read next in that zone is another
copy; the tracker then keeps the accounts where the undone card was right, laid first
(:func:`companion.tracker.undone_discard.with_undone`), as for a card of another name.
Not the undone card itself lifted and laid again (its place seen bare table since it was last
read, :func:`companion.app.card_place.bare_now`): that card read again, given back, as
before (review of g263: lifted and laid again within the 3 s the watch keeps it, it was taken
both ways, its news held). A copy laid on it, at its very place (g2 at 130.8 s: 0.5 unit
from it), and the undone card laid again there look alike but for that bare table.

Fresh QA62b MEDIUM-2 (g2, 4 players, arkham, fr, seed 456): Carol's Sanity check (the
Tommy Gun, the Investigators), its second card undone and left there; her play, another
Investigators, was taken as that card read again (undo then redo), the check said again
as new, and the round stalled for her play, 6 cards never placed.
"""
from __future__ import annotations

import math
from dataclasses import replace

from companion.tracker.observations import AFTER_UNDONE, Observation


def marked_after_undone(left_cards, obs: Observation, stable,
                        bare_t: dict[int, float]) -> Observation:
    """``obs``, a camera ``card`` observation (seat 0-based), marked
    :data:`~companion.tracker.observations.AFTER_UNDONE` when an undone card of its zone
    that may be one of its candidates is still there, left out (``left_cards``: the live
    table's :class:`~companion.app.left_cards.LeftCard` list: ``undone``, ``there``,
    ``event.seat`` 1-based, ``event.candidates``), unless that undone card was lifted:
    the stable card of its zone and name laid before ``obs``'s (``stable``: the camera's
    stable cards, oldest first, :func:`companion.app.card_place.stable_places`, ``obs``'s
    the newest; ``None``: unknown) had its place seen bare table since it was last read
    (``bare_t``: frame time (s) by ``card_id``, :meth:`~companion.app.left_cards.LeftCards.
    _note_bare`). Else ``obs`` as it is (also one with another ``value`` already: one value
    per observation)."""
    if obs.kind != "card" or obs.seat is None or obs.value is not None:
        return obs
    if not any(left.undone and left.there and left.event.seat == obs.seat + 1
               and set(left.event.candidates) & set(obs.cards) for left in left_cards):
        return obs
    own = [p for p in stable or () if p.seat == obs.seat + 1
           and set(p.candidates) & set(obs.cards)]
    if len(own) >= 2 and bare_t.get(own[-2].card_id, -math.inf) > own[-2].seen_t:
        return obs  # the undone card lifted and laid again: read again, given back
    return replace(obs, value=AFTER_UNDONE)


__all__ = ["marked_after_undone"]

"""The gathered table awaited after rounds lost (:meth:`LostRounds._lost_until_gathered
<companion.app.lost_rounds.LostRounds._lost_until_gathered>`): until it is read, the round
under way is watched only; once read, the next card laid deals the next round.

The ended round's bare second (:attr:`~companion.app.live_deal.Gathered.done`: no zone card
read for ``GATHER_RUN_S``) counts whatever the places' looks, as it must between rounds (QA40
six40: a gathered cascade's places stayed judged covered, the table never read cleared). But
a hand over the round under way's only pile reads the same (review of next54, MEDIUM: a
hand over Alice's lost-round Sailor for ``GATHER_RUN_S`` ended the wait; lifted, the Sailor
read again, Bob's next play in that round was taken for the next round's first card, "The
next round. Bob starts." said, or the unsure starter's line). So a bare second waits while a
stable zone card whose place was last judged hiding it
(:attr:`~companion.app.live_deal.Gathered.hidden`) has been unread less than
``TAKEN_BACK_S`` (a hand passing hides a pile for well under that: the same bound as the
deal's :meth:`~companion.app.live_deal.Gathered.note_deal`); such a card read again voids
it, and a new bare second is awaited. No I/O.
"""
from __future__ import annotations

from companion.app.live_deal import TAKEN_BACK_S


def gathered_after_loss(gathered, places, t: float) -> bool:
    """Whether the table reads gathered after rounds lost (module docstring): ``gathered``
    (the table's :class:`~companion.app.live_deal.Gathered`) read bare long enough, and no
    card of ``places`` (the camera's stable cards, :class:`vision.place_cover.StablePlace`:
    ``seat`` 1-based or ``None`` in the middle, ``seen``, ``seen_t`` s) in a zone, its place
    last judged hiding it, unread for less than :data:`TAKEN_BACK_S` at frame time ``t``
    (s). One of them held when the table read bare (``gathered.held``) and read now ends
    that bare second (``gathered.done`` and ``held`` reset, in place): the pile was under a
    hand, never gathered."""
    if not gathered.done:
        return False
    hid = [p for p in places if p.seat is not None and gathered.hidden.get(p.card_id, False)]
    if any(p.seen and p.card_id in gathered.held for p in hid):
        gathered.done, gathered.held = False, {}
        return False
    return not any(not p.seen and t - p.seen_t < TAKEN_BACK_S for p in hid)

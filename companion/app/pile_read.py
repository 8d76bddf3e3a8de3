"""Cards of one zone the camera first made stable in one picture: a zone read late
(fresh QA59 HIGH-1).

Stickers-only, busy table (QA59 run E, seed 332): Carol's zone went unread for three
turns; then one picture made her Deep One, the Entertainer on it and the Stowaway on that
stable at once (:class:`vision.records.CardAppeared` ``frame_index`` 279, ``index_in_zone``
0, 1, 2). Such a card tells nothing of the turns laid between it and the card under it:
it is given to the tracker as read in a pile (``card_seen(..., pile=True)``), so a
knocked-out hand it alone tells is asked first (:mod:`companion.app.pile_asked`) and said
hedged only when unanswered (:mod:`companion.tracker.entry_hand`).
Pure bookkeeping; no I/O.
"""
from __future__ import annotations


class PileReads:
    """The picture (``frame_index``) each zone card became stable in, by seat (the
    camera's seat numbers) and place in its zone (``index_in_zone``, 0 the bottom card).

    >>> from types import SimpleNamespace as E
    >>> p = PileReads()
    >>> p.read_with_under(E(seat=3, index_in_zone=0, frame_index=279))
    False
    >>> p.read_with_under(E(seat=3, index_in_zone=1, frame_index=279))
    True
    >>> p.read_with_under(E(seat=3, index_in_zone=2, frame_index=290))
    False
    """

    def __init__(self) -> None:
        self._frames: dict[tuple[int, int], int] = {}

    def read_with_under(self, event) -> bool:
        """Whether ``event`` (a :class:`vision.records.CardAppeared` in a zone: ``seat``
        not ``None``) became stable in the same picture as the card right under it in that
        zone (``index_in_zone`` one less). Noted each time (a new round's card in a place
        replaces the last round's); the same card given again
        (kept, refused then given, :meth:`~companion.app.live_cards.CameraCards.
        _card_appeared`) answers the same. Raises nothing."""
        if event.seat is None:
            return False
        frame = self._frames[(event.seat, event.index_in_zone)] = event.frame_index
        return event.index_in_zone > 0 \
            and self._frames.get((event.seat, event.index_in_zone - 1)) == frame

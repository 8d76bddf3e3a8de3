"""Cards of one zone the camera first made stable in one picture: a zone read late
(fresh QA59 HIGH-1).

Stickers-only, busy table (QA59 run E, seed 332): Carol's zone went unread for three
turns; then one picture made her Deep One, the Entertainer on it and the Stowaway on that
stable at once (:class:`vision.records.CardAppeared` ``frame_index`` 279, ``index_in_zone``
0, 1, 2). Such a card tells nothing of the turns laid between it and the card under it:
it is given to the tracker as read in a pile (``card_seen(..., pile=True)``), so a
knocked-out hand it alone tells is asked first (:mod:`companion.app.pile_asked`) and said
hedged only when unanswered (:mod:`companion.tracker.entry_hand`).

So is a card a resumed game's set-up pictures made stable in the same picture as the log's
newest card of its zone, right under it (:meth:`PileReads.on_log`; review of q60e, HIGH):
the turns since the log ended are unseen. One laid on it in view after the set-up's first
picture is read as live play reads it (review of q61, LOW: "Bob is out, with The Sailor."
was asked). Quit while the pile question stood (not logged: only its answer is), ``play
--resume`` had said "Bob is out, with The Sailor." as fact; now it asks again.
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
    >>> laid, later = E(seat=2, index_in_zone=1, frame_index=5), E(seat=4,
    ...                                                             index_in_zone=1, frame_index=9)
    >>> p.on_log([laid, later], [E(seat=2, index_in_zone=0, frame_index=5),
    ...                          E(seat=4, index_in_zone=0, frame_index=5)])
    >>> p.read_with_under(laid), p.read_with_under(later)  # later: laid in view
    (True, False)
    """

    def __init__(self) -> None:
        self._frames: dict[tuple[int, int], int] = {}
        self._on_log: tuple = ()

    def on_log(self, held, logged) -> None:
        """After ``play --resume``: note the cards of ``held`` (the set-up's zone cards the
        log does not hold, :class:`vision.records.CardAppeared`) made stable in the same
        picture as a card of ``logged`` (those it holds) right under it in their zone
        (``index_in_zone`` one less): each is then read as in a pile
        (:meth:`read_with_under`), the turns between the log's end and the set-up unseen
        (review of q60e, HIGH). One laid on it later, in view, is not (review of q61,
        LOW: "was that Bob's hand?" asked where main said "Bob is out, with The Sailor.",
        as live play does). Raises nothing."""
        self._on_log = tuple(h for h in held if any(
            x.seat == h.seat and x.index_in_zone == h.index_in_zone - 1
            and x.frame_index == h.frame_index for x in logged))

    def read_with_under(self, event) -> bool:
        """Whether ``event`` (a :class:`vision.records.CardAppeared` in a zone: ``seat``
        not ``None``) became stable in the same picture as the card right under it in that
        zone (``index_in_zone`` one less), or a resumed game's card so laid on the log's
        (:meth:`on_log`). Noted each time (a new round's card in a place
        replaces the last round's); the same card given again
        (kept, refused then given, :meth:`~companion.app.live_cards.CameraCards.
        _card_appeared`) answers the same. Raises nothing."""
        if event.seat is None:
            return False
        frame = self._frames[(event.seat, event.index_in_zone)] = event.frame_index
        if any(event is e for e in self._on_log):
            return True
        return event.index_in_zone > 0 \
            and self._frames.get((event.seat, event.index_in_zone - 1)) == frame

"""The cards refused behind a missing card before a stall could begin (:class:`StallEarlier`).

A card the table refuses as laid before the awaited one begins a stall
(:mod:`companion.app.stall`) only while no question is open: one laid while a question is
asked may fit once it is answered. When the answer leaves them refused, those earlier cards
were laid behind the same missing card as the refused cards after them, and lie in their
zones as plain left cards (:mod:`companion.app.left_cards`). Given apart from the stall's,
they lost their place in the order laid: fresh QA51 HIGH, run C round 1 (4 players, es,
stickers only): Carol's play was never read; Dan's Cultists, Alice's Dilettante (her play)
and her Urchin (her hand, knocked out) were refused while "was it Bob's hand?" was open,
Bob's Cthulhu and Boxer after its answer began the stall. Carol's play entered by key, the
Cultists went first, then the stall gave Bob's two cards, and the Dilettante came last:
Alice's turn seemed passed, so the Dilettante was taken as her knocked-out hand ("Alice is
out, with The Dilettante.", said as fact), her Urchin never given, and the deck count one
high. A stall that begins takes those earlier cards in first, in the order laid.

:class:`StallEarlier`, a mixin of :class:`~companion.app.live.LiveTable`.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


class StallEarlier:
    """The earlier refused cards a stall begins with (a mixin of
    :class:`~companion.app.live.LiveTable`: it uses the table's ``session``,
    ``left_cards``, and its ``_fits``)."""

    def _refused_before(self, new) -> list:
        """The :class:`~companion.app.left_cards.LeftCard` objects a stall beginning with
        ``new`` (a just-refused card's) takes in before it, in the order laid
        (:attr:`~companion.app.left_cards.LeftCard.laid_t`, frame time s): the round's
        plain left cards (none of held, counted, old, undone, dealing, kept) laid before
        it, still lying in their zones, that the table still refuses as not awaited
        (:meth:`~companion.app.live_cards.CameraCards._fits`: refused while a question was
        open, the answer changed nothing for them). Not a card refused otherwise (a
        knocked-out player's zone, a seat beyond the players): the tracker takes it then."""
        round_ = self.session.tracker.view().round
        earlier = [left for left in self.left_cards
                   if left is not new and left.there and left.round == round_
                   and left.event.seat is not None and left.laid_t <= new.laid_t
                   and not (left.held or left.counted or left.old or left.undone
                            or left.deals or left.kept or left.claimed is not None)
                   and not self._fits(left.event)]
        for left in earlier:
            log.info("camera: %s in seat %d, refused before, kept by the stall",
                     left.event.candidates, left.event.seat)
            left.kept = True
        return sorted(earlier, key=lambda left: left.laid_t)


__all__ = ["StallEarlier"]

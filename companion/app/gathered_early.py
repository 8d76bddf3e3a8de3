"""A card refused as laid before the awaited one, gathered with the table before that card
was told: given in its turn, not lost (session 61, q61; fresh QA60 MEDIUM-1, run r4).

QA60 r4 (3 players, arkham-classic, busy, Spanish): Alice's play was one of two cards in
her zone, order unknown ("which is Alice's play? Press Enter, then its rank."); Bob's
Dilettante was read and refused ("¿La Diletante de Bob? La mesa espera la jugada de
Alice."): watched, to be given again once Alice's play is taken
(:meth:`~companion.app.live_cards.CameraCards._card_appeared`, ``early``). The Enter came
late: the round was over in truth (Bob out by his own Dilettante, Carol the winner) and the
table was being gathered; Alice's play was taken one picture after the Dilettante was last
seen, so it was not given then (not in the picture), and once unseen 3 s it counted as taken
away and was forgotten, as a card taken back into its player's hand is (a hidden card, never
said). The table then waited for Bob's play all round: "4 cartas en espera: la ronda 1 no
ha terminado, la mesa aún espera la jugada de Bob." (replay of r4 with the Enter at frame
110: "4 cards I held could not be placed" at the end.)

A hand takes back one card; a gathered table takes them all. So the refused card that
counts as taken away while the table reads gathered (cleared in the middle of the round:
:attr:`~companion.app.cleared_cards.ClearedTable.cleared_mid`, or no zone card in view:
:meth:`~companion.app.live_cards.CameraCards._piles_gathered`) is kept
(:attr:`~companion.app.left_cards.LeftCard.gathered`), and given once the table waits for a
card in its zone alone, no question open, as a card kept from before the clear (``kept``),
said with "Check it." (it may have lain there before this turn): "Bob: The Dilettante. It
lay there before this turn: check it." Of another round, it is dropped with the round's
other left cards. :class:`GatheredEarly`, a mixin of :class:`~companion.app.live.
LiveTable`. No I/O.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


class GatheredEarly:
    """The refused card gathered with the table, kept and given in its turn (module
    docstring)."""

    def _early_gathered(self, left) -> bool:
        """Whether ``left`` (a :class:`~companion.app.left_cards.LeftCard` that counts as
        taken away now) is the card refused as laid before the awaited one
        (:attr:`~companion.app.live.LiveTable.early`) and the table reads gathered: then
        marked :attr:`~companion.app.left_cards.LeftCard.gathered`, to be kept (module
        docstring). Raises nothing."""
        if self.early is not left.event or left.event.seat is None \
                or not (self.cleared_mid is not None or self._piles_gathered()):
            return False
        left.gathered = True
        log.info("camera: %s refused in seat %d, gathered with the table: kept",
                 left.event.candidates, left.event.seat)
        return True

    def _give_gathered(self, left) -> bool:
        """Give ``left``, a gathered refused card (:meth:`_early_gathered`), once the
        table waits for a card in its zone alone and no question is open: as a card kept
        from before the clear, to check. Whether it was given (and so removed from the
        left cards)."""
        tracker = self.session.tracker
        if not left.gathered or tracker.question is not None \
                or tracker.awaited_seats() != (left.event.seat - 1,):
            return False
        self.left_cards.remove(left)
        if self.early is left.event:
            self.early = None
        self._card_appeared(left.event, early=True, kept=True, laid_t=None)
        return True


__all__ = ["GatheredEarly"]

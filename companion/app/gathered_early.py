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
other left cards.

An arm over the whole table for 3 s reads the same at that moment (review of q61, HIGH:
Carol's refused Urchin taken back under Bob's arm was given as her play). So the card is
given only once the clear is sure (:meth:`GatheredEarly._gather_sure`): every zone still
empty :data:`SURE_S` after the card counted as taken away, or a card read in a zone that
is none of the round's (the next deal's). One of the round's own cards read back in its
zone ends it: the table was not gathered, the card went alone (back in its player's hand,
a hidden card, never said), and it is dropped as :meth:`~companion.app.left_cards.
LeftCards._went_alone` drops a held card. :class:`GatheredEarly`, a mixin of :class:`~companion.app.live.
LiveTable`. No I/O.
"""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)

#: seconds every zone stays empty after the gathered card counted as taken away (its 3 s
#: unseen, :data:`~companion.app.left_cards.GONE_S`) before the clear is sure: an arm over
#: the table lifts sooner (review of q61, HIGH; the table-cleared check itself waits
#: :data:`~companion.app.live_deal.GATHER_RUN_S`, 1 s)
SURE_S = 1.0


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
        if not left.gathered:
            return False
        sure = self._gather_sure(left)
        if sure is None:  # the round's own cards back: the card went alone
            self.left_cards.remove(left)
            if self.early is left.event:
                self.early = None
            log.info("camera: %s of seat %d went alone (the round's cards back): dropped",
                     left.event.candidates, left.event.seat)
            return True
        if not sure or tracker.question is not None \
                or tracker.awaited_seats() != (left.event.seat - 1,):
            return False
        self.left_cards.remove(left)
        if self.early is left.event:
            self.early = None
        self._card_appeared(left.event, early=True, kept=True, laid_t=None)
        return True

    def _gather_sure(self, left) -> bool | None:
        """Whether the table ``left`` (a gathered refused card) was gathered with is
        surely cleared, by the last picture (a :class:`vision.records.FrameReading`, read
        once per picture, in order): True once a card is read in a zone that is none of
        the round's (the next deal's), or every zone stayed empty :data:`SURE_S` after the
        card counted as taken away; ``None`` when one of the round's own cards is read
        back in its zone (an arm lifted: the table was not gathered); False while unsure.
        Sure once, it stays so (:attr:`~companion.app.left_cards.LeftCard.gather_sure`).
        Raises nothing."""
        if left.gather_sure:
            return True
        reading = self.watcher.last_reading
        view = self.session.tracker.view()
        for s in reading.sightings:
            if s.seat is None or s.seat == left.event.seat \
                    and set(s.candidates) & set(left.event.candidates):
                continue  # outside the zones, or the card itself laid again
            if 0 < s.seat <= len(view.seats) \
                    and set(s.candidates) & set(view.seats[s.seat - 1].zone):
                return None
            left.gather_sure = True
        if reading.t - left.gone_t >= SURE_S:
            left.gather_sure = True
        return left.gather_sure


__all__ = ["GatheredEarly", "SURE_S"]

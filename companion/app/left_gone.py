"""A left card taken away: the zone beneath it, a dealing card that stays, a card that went
alone. A part of :class:`companion.app.left_cards.LeftCards` (:class:`LeftGone`), split
from :mod:`companion.app.left_cards` by job (rf69).
"""
from __future__ import annotations

import logging

from companion.app.undone_before_answer import taken_alone
from companion.app.left_card import GONE_S, LeftCard

log = logging.getLogger(__name__)


class LeftGone:
    """The left cards taken away, in :class:`~companion.app.left_cards.LeftCards`
    (a mixin: it uses what :class:`~companion.app.left_cards.LeftCards` uses)."""

    def _taken_away(self, left: LeftCard, t: float) -> None:
        """``left``'s card counts as taken away (unseen :data:`GONE_FRAMES` pictures and
        :data:`GONE_S` s; ``t``: the frame time now): the camera forgets it, so that it is
        read when laid again. A held, counted or old card is remembered
        (:attr:`LeftCard.gone_t`): seen again at its place it is that card
        (:meth:`_came_back`)."""
        event = left.event
        # remembered or not: a stall's card taken later is judged by it (_kept_stays)
        left.gone_t = t
        if left.undone and taken_alone(self.session.redo, event, self.watcher.last_reading,
                                       self._zone_beneath(event.seat - 1)):
            if self.session.redo_disowned is not self.session.redo:
                self.session.keep_disowned()  # and so resumed (review of hi4)
            self.session.redo_disowned = self.session.redo  # a stray: not named (rev-hi3)
        if not (left.held or left.counted or left.old or self._deals_stays(left, t)
                or self._kept_stays(left, t)  # a stall's card: a play to give (QA35 st5)
                or self._early_gathered(left)):  # gathered, not taken back (QA60 M1)
            self.left_cards.remove(left)
            self._note_held_gone(left)  # gathered with the table (lost_rounds)
        self.watcher.forget(event.seat, event.candidates)
        log.info("camera: %s left in seat %d was taken away", event.candidates, event.seat)

    def _zone_beneath(self, seat: int) -> bool:
        """Whether the tracker's zone of ``seat`` (0-based) holds cards (those under a card
        undone there: :func:`~companion.app.undone_before_answer.taken_alone`)."""
        try:
            return bool(self.session.tracker.view().seats[seat].zone)
        except (IndexError, AttributeError):
            return False

    def _deals_stays(self, left: LeftCard, t: float) -> bool:
        """Whether ``left``, a card held for the next round (:attr:`LeftCard.deals`) that
        counted as taken away now (frame time ``t``, s), is still held, to be given in the
        order laid once the round is settled (:meth:`~companion.app.live_deal.NextDeal.
        _deal_held`): another card held with it went too (taken away within
        :data:`GONE_S` s of ``t``, or going: unseen now), and none is still seen: the
        table was gathered for the next deal; or a later card of its zone is held (the
        card taken back into a hand is the last laid there; QA46b: Eve's round-8
        Investigators, taken away while her Cats of Ulthar, laid after it, still counted
        as there, was forgotten, and round 8 dealt from Fay's card, refused; that later card
        gone too: the zone gathered, as a hand takes back one card only). The last
        held card of its zone taken away alone, or while others
        stay, may be back in its player's hand, a hidden card: forgotten, never said (as a
        stall's card, :meth:`~companion.app.stall.Stalls._kept_stays`). QA46 HIGH-2: round
        7 waited for a Sanity check's card; rounds 8 and 9's cards, held, were gathered
        for the next deals and forgotten, and round 10's alone would have been given."""
        if not left.deals:
            return False
        at = next((i for i, x in enumerate(self.left_cards) if x is left), len(self.left_cards))
        if any(x.deals and x.round == left.round and x.event.seat == left.event.seat
               for x in self.left_cards[at + 1:]):
            left.gone_with = ()  # a later card of its zone held: no card taken back
            return True
        went, going = False, []
        for other in self.left_cards:
            if other is left or not other.deals or other.round != left.round:
                continue
            if not other.there:
                went = went or t - other.gone_t <= GONE_S
            elif other.unseen == 0:
                return False  # still seen: ``left`` went alone
            else:
                going.append(other)  # going with it, unless seen again (_went_alone)
        left.gone_with = () if went else tuple(going)
        return went or bool(going)

    def _went_alone(self, left: LeftCard) -> bool:
        """Whether ``left``, a held card kept though taken away because others held with
        it were going (:attr:`LeftCard.gone_with`), went alone after all: one of them is
        seen again before it went (only missed a moment: a hand over it, a misread), so
        ``left`` may be back in its player's hand, a hidden card, never given nor said
        (review of qa46h2: Alice's Urchin taken back while Carol's Fed was missed for 6
        pictures was said at the goodbye and given as Alice's play)."""
        if not left.gone_with:
            return False
        if any(x.there and x.unseen == 0 and any(x is y for y in self.left_cards)
               for x in left.gone_with):
            return True
        if any(not x.there for x in left.gone_with):
            left.gone_with = ()  # one went too: gathered with it
        return False

"""A stall's cards taken away: one under a card kept after it, one back at its own place, a
card still kept once taken away (the table cleared, or the others gone with it), the stall's
only card taken away remembered a few seconds (:data:`LONE_KEPT_S`) then forgotten. A part
of :class:`companion.app.stall.Stalls` (:class:`StallKept`), split from
:mod:`companion.app.stall` by job (rf70).
"""
from __future__ import annotations

import logging

from companion.app.card_place import HIDDEN_UNITS, at_place, places, units_apart

log = logging.getLogger(__name__)


#: Seconds (frame time) a stall's only card, taken away alone, is remembered after it
#: counted as taken away (:meth:`Stalls._lone_waits`): the round's cards may be gathered
#: pile by pile, its own first, and the table seen cleared only then (review 37c #2: 0.5 s
#: later the last pile, 1 s more of bare table); twice
#: :data:`~companion.app.left_cards.GONE_S`, so piles gathered up to ~5 s apart.
LONE_KEPT_S = 6.0


class StallKept:
    """The stall's cards taken away, in :class:`~companion.app.stall.Stalls`
    (a mixin: it uses what :class:`~companion.app.stall.Stalls` uses)."""

    def _kept_under(self, left) -> bool:
        """Whether ``left``, a card of a stall that asked, unseen in this picture, lies
        under a card of its zone the stall kept after it, seen within
        :data:`~companion.app.card_place.HIDDEN_UNITS` of its place: laid squarely on it,
        the pile played on (fresh QA48 r5: Alice's next Sanity check's Dilettante, held
        behind her missed play, covered by her play laid on it, counted as taken away and
        forgotten; the play was given as her check's card). Still there, kept (not
        taken back into a hand: the card on it is a later one of the same player's, held
        too). Not once a picture showed its place with nothing on it
        (:attr:`~companion.app.left_cards.LeftCard.bare`): taken back into its player's
        hand, a hidden card, and the later card laid where it lay (review of missed48)."""
        stall = self.stall
        if not left.kept or left.bare or stall is None or not stall.asked \
                or left.place is None:
            return False
        later = next((stall.cards[i + 1:] for i, x in enumerate(stall.cards) if x is left), [])
        return any(other.there and other.unseen == 0 and other.place is not None
                   and other.event.seat == left.event.seat
                   and units_apart(other.place, left.place) <= HIDDEN_UNITS
                   for other in later)

    def _kept_back(self, event) -> bool:
        """Whether ``event`` is a kept card taken away, seen again at its own place: it is
        watched again as that card."""
        reading = self.watcher.last_reading
        for left in self.stall.cards:
            if left.there or left.event.seat != event.seat \
                    or not set(left.event.candidates) & set(event.candidates) \
                    or all(x is not left for x in self.left_cards):
                continue
            if at_place(places(reading, event.seat, event.candidates), left.place):
                left.event, left.gone_t, left.unseen, left.unseen_t = event, None, 0, None
                left.bare = False
                return True
        return False

    def _kept_stays(self, left, t: float) -> bool:
        """Whether ``left``, a card of a stall that asked, counted as taken away now (frame
        time ``t``, s), is still kept (a play to give once the missing card is entered): the
        table was seen cleared (:attr:`cleared_mid`), or every other card of the stall went
        with it, at least one (taken away within :data:`~companion.app.left_cards.GONE_S` s
        of ``t``, or going: unseen now; the round's cards gathered). Taken after the others
        (one taken back alone before is forgotten: its ``gone_t`` is older), or while
        another is still seen, it may be back in its player's hand, a hidden card:
        forgotten, never said (review of session 36: "Randall Tillinghast. It lay there
        before this turn: check it."; the last of two taken back one after the other was
        said). The stall's only card is remembered a while, neither given nor said
        (:attr:`Stall.lone`): kept if the table is then seen cleared, else forgotten
        (:meth:`_lone_waits`; review of session 37: Carol's Musician laid behind Bob's
        unread card and taken back was said and played after Bob's card was entered, or
        given twice when laid again aside; review 37c #2: her Sailor, gathered first with
        the round's cards, was lost)."""
        from companion.app.left_cards import GONE_S  # (left_cards imports this module)
        stall = self.stall
        if not left.kept or stall is None or not stall.asked:
            return False
        if self.cleared_mid is not None:
            return True
        went = False  # another card of the stall went with it
        for other in stall.cards:
            if other is left:
                continue
            if not other.there:  # went: kept, or forgotten (taken alone)
                if t - other.gone_t > GONE_S:
                    return False
                went = True
            elif any(x is other for x in self.left_cards):
                if other.unseen == 0:
                    return False  # still seen: ``left`` went alone
                went = True  # going with it
        if not went:  # the stall's only card: the table gathered, or its player's hand
            stall.lone.append((left, self.session.taken_since()))
        return True

    def _lone_waits(self) -> bool:
        """Whether a stall's only card taken away (:attr:`Stall.lone`) is still remembered
        without being known kept: kept once the table is seen cleared (:attr:`cleared_mid`),
        forgotten (a hidden card, never said) once :data:`LONE_KEPT_S` s passed since it
        counted as taken away, the table took an input (the missing card entered), or a
        card was made stable in this picture (:attr:`fresh`; not it, seen again at its own
        place): the table is played on, not gathered. Meanwhile the stall gives nothing
        (:meth:`_stall_release`: the order laid)."""
        stall = self.stall
        if stall is None or not stall.lone:
            return False
        waiting = []
        for left, stale in stall.lone:
            if left.there or self.cleared_mid is not None \
                    or all(x is not left for x in self.left_cards):
                continue  # back at its place, kept (the table cleared), or dropped
            if self._lone_forgotten(left, stale):
                log.info("camera: %s in seat %d, taken away alone, forgotten",
                         left.event.candidates, left.event.seat)
                self.left_cards = [x for x in self.left_cards if x is not left]
            else:
                waiting.append((left, stale))
        stall.lone = waiting
        return bool(stall.lone)

    def _lone_forgotten(self, left, stale) -> bool:
        """Whether ``left``, a stall's only card taken away (:meth:`_lone_waits`), is
        forgotten now: ``stale()`` (the table took an input since), a card made stable in
        this picture but it back at its own place, or :data:`LONE_KEPT_S` s passed."""
        reading = self.watcher.last_reading
        if stale() or reading is not None and reading.t - left.gone_t > LONE_KEPT_S:
            return True
        return any(e.seat != left.event.seat or not set(e.candidates) & set(
            left.event.candidates) or not at_place(places(reading, e.seat, e.candidates),
                                                   left.place) for e in self.fresh)

"""Where the card the tracker took last in a zone lies, for the order laid
(:class:`TakenPlace`, a mixin of :class:`~companion.app.laid_before.LaidBefore`, split from
it by job, low69): a refused card laid before or after that card (by the zone's row,
:mod:`companion.app.row_order`), and whether that order cannot be told yet, more copies of
its name read in the zone than accounted for (runc56's risk: the time first reported would
decide), a copy read at no stable card's place of its name (one just laid, or read a
moment); for :data:`ORDER_WAIT_S` at the most, then the order is asked
(``app.left_order_unknown``; ord70), and the question withdrawn once the camera tells the
order (``app.left_order_seen``; ord71).
"""
from __future__ import annotations

import logging

from companion.app.card_place import at_place, nearest, places, stable_marks, stable_places
from companion.app.row_order import row_says
from companion.cards import card

log = logging.getLogger(__name__)

#: Frame time, s, the order of a refused card against the card taken last in its zone
#: waits at the most while copies of that card's name are unsettled
#: (:meth:`TakenPlace._order_waits`): three times the
#: :data:`vision.stabilize.MIN_DWELL_S` (1 s) a card laid still needs to become stable, so
#: a copy just laid, or read a moment, settles first; one read longer never stable (moving:
#: held in a hand over the zone) is no card laid there.
ORDER_WAIT_S = 3.0


class TakenPlace:
    """The place of the card noted in :attr:`~companion.app.live.LiveTable.zone_taken`
    (``(laid_t, key, index in the zone, place)``) in :class:`~companion.app.live.LiveTable`
    (a mixin: it uses the table's ``session``, ``left_cards``, ``zone_taken``, ``reader``,
    ``_order_picture``, ``_left_order_place`` and ``_card_names``)."""

    def _taken_place(self, seat: int, taken: tuple):
        """Where the card noted in :attr:`zone_taken` (``taken``, of ``seat``'s zone,
        0-based) lies in the last picture: its name's place there nearest the one noted (a
        pile pushed toward the centre moves every card), else the one noted (``None``:
        unknown). Not the place of another copy of its name the camera holds in that zone
        (a left card not counted as the tracker's, :meth:`_other_copies`), whatever lies
        nearer the place noted; ``None`` while more copies are read there than the tracker
        and those left cards account for (one just laid, not stable yet: which is the
        tracker's is unknown). Fresh QA67 L4, hC5: Carol's second Investigators, her
        Sanity check's, lay nearer the place noted for her first than the first, pushed
        toward the centre since: "Not counted: the Tommy Gun in Carol's zone, laid before
        the Investigators, counted there since.", the Tommy Gun laid after the one counted
        (and in truth the Musician's discard asked about). While the cards held on a card
        read otherwise are given back, the hint's picture
        (:meth:`~companion.app.differs_hold.DiffersHold._order_picture`; hcfix68)."""
        seen = self._taken_seen(seat, taken)
        if self._copies_unsettled(seat, taken, seen):
            return None  # a copy read there not accounted for yet: which is it, unknown
        if taken[3] is None:  # not told when taken (copies read then): the one read now
            return seen[0] if len(seen) == 1 else None
        return nearest(seen, taken[3]) or taken[3]

    def _taken_seen(self, seat: int, taken: tuple) -> list:
        """The places in the order picture of the cards of ``seat``'s zone (0-based) read
        as the card ``taken`` notes (:attr:`zone_taken`), but those of the other copies the
        camera holds there (:meth:`_other_copies`) while one is left."""
        seen = places(self._order_picture(), seat + 1, (taken[1],))
        for other in self._other_copies(seat, taken[1]):
            if len(seen) > 1:
                seen.remove(nearest(seen, other))
        return seen

    def _other_copies(self, seat: int, key: str) -> list:
        """The places of the cards of ``seat``'s zone (0-based) the camera holds that may be
        ``key`` and are not the tracker's card of it: left cards still lying there
        (refused, held, kept or old), not claimed as the report of a card the tracker holds
        (:attr:`~companion.app.left_cards.LeftCard.claimed`), one card read."""
        return [x.place for x in self.left_cards
                if x.there and x.event.seat == seat + 1 and x.place is not None
                and x.claimed is None and tuple(x.event.candidates) == (key,)]

    def _order_waits(self, left) -> bool:
        """Whether ``left``'s order against the card the tracker took last in its zone
        (:attr:`zone_taken`, still held there) cannot be told in this
        picture: more copies of that card's name are read there than accounted for
        (:meth:`_copies_unsettled`: one just laid, or misread, not stable yet). The
        time first reported would decide, and a card read before the one counted may have
        been laid after it (low69, runc56's risk: Dan's play read before his late check
        card, a copy of that card read a moment: "Not counted: The Boxer … laid before
        The Urchin", false, his play lost). Not given nor left out: a later picture tells.
        For :data:`ORDER_WAIT_S` of frame time at the most (:meth:`_order_unknown`)."""
        return self._order_unsettled(left) and not self._waited_out(left)

    def _order_unknown(self, left) -> bool:
        """Whether ``left``'s order against the card the tracker took last in its zone has
        not been told for more than :data:`ORDER_WAIT_S` of frame time (:meth:`_order_waits`
        in every picture since): a copy read there that the camera never makes stable (a
        card held in a hand over the zone, read as it moves). The wait ends; the order is
        asked (:meth:`_ask_unordered`), never stated nor waited for longer (ord70: Dan's
        refused play held for good, never said)."""
        return self._order_unsettled(left) and self._waited_out(left)

    def _order_unsettled(self, left) -> bool:
        """Whether copies of the name of the card the tracker took last in ``left``'s zone
        (:attr:`zone_taken`, still held there) are unsettled in this picture
        (:meth:`_copies_unsettled`); if not, ``left``'s wait (:attr:`~companion.app.
        left_card.LeftCard.order_wait_t`) ends."""
        seat = left.event.seat - 1
        taken = self.zone_taken.get((left.round, seat))
        zone = self.session.tracker.view().seats[seat].zone
        unsettled = taken is not None and _held_at(taken, zone) \
            and self._copies_unsettled(seat, taken, self._taken_seen(seat, taken))
        if not unsettled:
            left.order_wait_t = None
        return unsettled

    def _waited_out(self, left) -> bool:
        """Whether ``left``'s order has waited (:meth:`_order_waits`) more than
        :data:`ORDER_WAIT_S` of frame time, from the first picture of the wait (noted now
        when it begins) to the last one (False with no picture's time known)."""
        now = getattr(getattr(self.watcher, "last_reading", None), "t", None)
        if now is None:
            return False
        if left.order_wait_t is None:
            left.order_wait_t = now
        return now - left.order_wait_t > ORDER_WAIT_S

    def _ask_unordered(self, left) -> None:
        """Leave out ``left`` (a refused card whose order against the card taken last in
        its zone stayed untold: :meth:`_order_unknown`) and ask: "The Boxer in Dan's zone:
        laid before or after The Urchin? I read more copies of The Urchin there than I
        count. If it is the card I wait for, press Enter, then 3; if not, check the zone."
        (``app.left_order_unknown``). Enter and its rank enter it
        (:attr:`~companion.app.left_cards.LeftCard.asked`: then the camera's report). An
        Enter prompt naming its zone (:data:`~companion.app.enter_raced.ENTER_ASKS`, noted
        as asking a card there): once withdrawn and the card given (:meth:`_order_seen`),
        Enter and its rank typed as it asked enter nothing, said ("Nothing entered: the
        camera read The Boxer in Dan's zone meanwhile. …", :class:`~companion.app.
        enter_raced.EnterRaced`; review of ord71, HIGH: they entered a card for Alice)."""
        seat = left.event.seat - 1
        taken = self.zone_taken[(left.round, seat)]
        left.kept, left.old, left.asked, left.order_asked = False, True, True, True
        log.info("camera: %s in seat %d left out, its order against %s unknown",
                 left.event.candidates, left.event.seat, taken[1])
        if self.early is left.event:
            self.early = None
        self.session.tell("app.left_order_unknown", card=self._card_names(
            left.event.candidates), player=self.session.tracker.names[seat],
            later=card(taken[1]).name(self.session.lang),
            rank=card(left.event.candidates[0]).rank)
        # an Enter prompt (enter_raced.ENTER_ASKS) naming its zone: once the camera tells
        # the order and gives the card (_order_seen), Enter obeying it enters nothing
        self.session.note_asked_zones((seat,))
        self._named(left)

    def _order_seen(self, left) -> bool:
        """Whether the question of ``left``'s order (:meth:`_ask_unordered`; ``left``
        seen at its place in this picture) is withdrawn now: the copies of the name of the
        card taken last in its zone, still held there, settled (:meth:`_copies_unsettled`),
        its zone's row tells the order (:func:`~companion.app.row_order.row_says`), not
        entered meanwhile (:attr:`~companion.app.left_cards.LeftCard.claimed`) nor an Enter
        waiting for its rank (it takes the camera's card, as an asked card's entry does).
        Said: laid after that card, "I see the order now: The Boxer in Dan's zone lies
        after The Urchin. No need to enter it." (``app.left_order_seen.after``), the card
        then no longer left out, given in its turn (:meth:`~companion.app.left_given.
        LeftGiven._give_left`); laid before, "… lies before The Urchin, counted there
        since: not counted. Check the zone, or undo." (``app.left_order_seen.before``),
        left out for good, as :meth:`~companion.app.laid_before.LaidBefore._laid_under`
        leaves one. Rev-ord70 MEDIUM: the hand that held the moving copy lifted right after
        the question; 10 s later the Boxer was still left out, the table waiting for Dan's
        play until someone pressed Enter 3."""
        if not (left.old and left.asked) or left.claimed is not None:
            left.order_asked = False  # entered, or left out otherwise since
            return False
        seat = left.event.seat - 1
        taken = self.zone_taken.get((left.round, seat))
        view = self.session.tracker.view()
        if taken is None or not _held_at(taken, view.seats[seat].zone) \
                or self.reader.pending == "\n" \
                or self._copies_unsettled(seat, taken, self._taken_seen(seat, taken)):
            return False
        before = row_says(self._left_order_place(left), self._taken_place(seat, taken))
        if before is None:
            return False
        left.order_asked, left.asked = False, False  # no Enter takes it any more
        if not before:  # watched as a refused card again: given in its turn
            left.old, left.order_wait_t = False, None
        log.info("camera: %s in seat %d seen laid %s %s: its question withdrawn",
                 left.event.candidates, left.event.seat, "before" if before else "after",
                 taken[1])
        self.session.tell("app.left_order_seen." + ("before" if before else "after"),
                          card=self._card_names(left.event.candidates),
                          player=self.session.tracker.names[seat],
                          later=card(taken[1]).name(self.session.lang))
        return True

    def _copies_unsettled(self, seat: int, taken: tuple, seen: list) -> bool:
        """Whether ``seen`` (:meth:`_taken_seen`: the places of the card ``taken`` notes in
        ``seat``'s zone, 0-based) holds more copies of its name than the tracker holds
        there, one of them not yet known to the camera: at the place of no stable card of
        its name in its zone (:func:`~companion.app.card_place.stable_places`; a card just
        laid, or a copy read a moment: low69). Copies read each at a stable card's place are
        settled, whatever the tracker holds: a card the camera keeps reading as a copy
        (rev-low69, MEDIUM: Dan's Randall Tillinghast read as an Urchin, corrected by slash,
        held his refused play for good, never said). A copy read within
        :data:`~companion.app.card_place.SAME_PLACE_UNITS` of a stable card of its name
        counts as that card (a copy laid squarely on its twin, not stable yet, too). With no
        stable card known (a stand-in camera) every copy more is unsettled."""
        if len(seen) <= self.session.tracker.view().seats[seat].zone.count(taken[1]):
            return False
        stable = stable_places(self.watcher)
        if stable is None:
            return True
        own = stable_marks(stable, seat + 1, (taken[1],))
        return not all(at_place(own, p) for p in seen)


def _held_at(taken: tuple, zone: tuple, shift: int = 0) -> bool:
    """Whether the card ``taken`` noted (a :attr:`LaidBefore.zone_taken` value: its
    card key at 1, its index in the zone at 2) still lies in ``zone`` (the tracker's
    card keys, oldest first) at that index, or ``shift`` places further."""
    at = taken[2] + shift
    return at < len(zone) and zone[at] == taken[1]


__all__ = ["ORDER_WAIT_S", "TakenPlace"]

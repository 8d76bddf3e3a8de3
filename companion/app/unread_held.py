"""A card the camera cannot read (:mod:`vision.unread_cards`), told while the cards laid
wait for the last round to be settled: the table cleared in the middle of a round
(:attr:`~companion.app.live.LiveTable.cleared_mid`), or the round over and its deal waiting
for an answer. It is the next round's card, held as the read cards laid then are
(``app.cleared_mid_held``): said held (``app.card_unread_held``), not asked for, since Enter
then settles the last round (its missed card); once the next round is dealt and the cards
held before it given, it is asked for (``app.card_unread``) and holds the cards laid after
it (:meth:`~companion.app.stall.Stalls._holds_all`). Session 39, QA39 H2 (stk3 by ear):
Alice's round-2 Necronomicon, unread, was asked for while round 1 waited for her hand;
Enter gave round 1's card, the unread one was forgotten, and her Sanity check's card, read
later, was taken as her play: a turn of Alice's and one of Bob's skipped."""
from __future__ import annotations


class UnreadHeld:
    """The part of :class:`companion.app.live.LiveTable` for unread cards held for the next
    round (a mixin: it uses the table's ``session``, ``watcher``, ``cleared_mid``,
    ``unread_held`` and ``_deal``, ``_deal_begun``, ``_unread_told``)."""

    def _unread_next_round(self, seat: int) -> bool:
        """Whether the card just told unread in ``seat``'s zone (0-based) is held for the
        next round (module docstring): if so it is kept in :attr:`unread_held` as
        ``(seat, frame time s)`` and said held."""
        if self.cleared_mid is None and not (self._deal_begun(question=True)
                                             and not self._deal_begun()):
            return False
        tracker = self.session.tracker
        reading = getattr(self.watcher, "last_reading", None)
        t = reading.t if reading is not None else 0.0
        self.unread_held.append((seat, t))
        self.session.tell("app.card_unread_held", player=tracker.names[seat],
                          stale=self.session.taken_since())
        return True

    def _unread_dealt(self, before_t: float | None = None) -> None:
        """The cards :meth:`_unread_next_round` held, told unread now
        (:meth:`~companion.app.live_cards.CameraCards._unread_told`) once the cards laid
        no longer wait for the last round (the next round dealt, or the round's cards seen
        again: no clear), in the order laid: only those told before ``before_t`` (s, frame
        time of a held card about to be given; ``None``: all)."""
        if not self.unread_held or self.cleared_mid is not None \
                or self._deal_begun(question=True):
            return
        for item in list(self.unread_held):
            if before_t is None or item[1] < before_t:
                self.unread_held.remove(item)
                # told when the camera told it: the cards held, laid after it, are in turn
                self._unread_told(item[0], t=item[1])

    def _deal_unread(self) -> None:
        """The last round settled while cards :meth:`_unread_next_round` held lie on the
        table: they are the next round's, so it was dealt (a card unread is no sighting,
        the table would look empty: review 39c, the deal's steps said again, "Gather all
        the cards…", though Alice had played, and the held card forgotten): the next round
        dealt with no dealing steps, then the held cards asked for (:meth:`_unread_dealt`)."""
        held, self.unread_held = self.unread_held, []
        self._deal()
        self.unread_held = held
        self._unread_dealt()

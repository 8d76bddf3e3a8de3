"""The card last taken in a zone that the camera no longer sees for :data:`TAKEN_BACK_S`,
while it sees the rest of its zone and the table (and no same card pushed nearby), is said
as a question, once each time it goes missing: taken back? then undo it (a card laid by
mistake and taken back into the hand after it was said).

A part of :class:`companion.app.live_deal.NextDeal` (:class:`CardTakenBack`), split from
:mod:`companion.app.live_deal` by job (rf68b).
"""
from __future__ import annotations

import logging

from companion.app.deal_times import TAKEN_BACK_S
from companion.app.gathered_table import run_on


log = logging.getLogger(__name__)


class CardTakenBack:
    """The question whether the card last taken was taken back: a part of
    :class:`~companion.app.live_deal.NextDeal` (a mixin of
    :class:`companion.app.live.LiveTable` through it: it uses the table's attributes that
    class's docstring lists)."""

    def _taken_back(self, view) -> None:
        """The card last taken in a zone, no longer seen for :data:`TAKEN_BACK_S` while the
        rest of its zone and other cards on the table are (``TableWatcher.unseen_newest``;
        not the card pushed: QA15), said as a question with the undo to give ("The camera
        no longer sees The Fed in Bob's discard zone. If it was taken back, press minus
        twice to undo it."), once each time it goes missing; only while that card is still
        the last thing the tracker took (else minus would undo another) and the round is
        under way (a whole table cleared is :meth:`_cleared_mid_round`'s), and not for a
        card refused as not awaited (only waiting, never counted), nor one taken but told
        nothing of (:meth:`~companion.app.said_for.SaidFor.said_nothing`: the player never
        heard of it; session 40, en21), nor while no zone card is read
        (:meth:`_zone_card_seen`; a place judged covered is none) nor for a card unseen since
        before a run of such pictures lasting :data:`GATHER_RUN_S` (:func:`run_on`,
        :attr:`~companion.app.live.LiveTable.zone_bare_t`; one picture is an arm passing
        over the table or a blur, review of gather50): it went
        with the whole table (QA50 A 11:17:23: the table gathered with "was that Bob's
        hand?" open; obeying would undo the round's end). Said, it is over
        (:meth:`_unseen_over`) once something else is taken or the round ends: not said
        again after "Alice wins the round". Nothing is changed by
        itself: a hand resting on the card hides it too."""
        tracker = self.session.tracker
        reading = self.watcher.last_reading
        seen = self._zone_card_seen(reading)
        if reading is not None and reading.readable:
            # the whole table unread for a while (run_on): gathered; not an arm passing
            # over it nor a blurred picture (review of gather50: a card lifted to read it,
            # one picture reading none, was never asked about)
            self.zone_bare_run, gathered = (None, False) if seen \
                else run_on(self.zone_bare_run, reading.t)
            if gathered:
                self.zone_bare_t = reading.t
        last = tracker.history[-1][0] if tracker.history else None
        # a card refused as not awaited ("The Fed by Carol? Waiting for Bob's play.") was
        # never counted: gone, it needs no undo (QA34 F7: minus undid Bob's right play);
        # one taken but never said (the accounts differ on what it is) is no card the
        # player heard of: the advice would be about a card they never heard (session 40,
        # en21: "no longer sees Cthulhu … press minus twice", Bob's hand, gathered)
        if view.game_winners or last is None or last.kind != "card" or last.seat is None \
                or tracker.refused_last() or self.session.said_for.said_nothing(tracker.history) \
                or self.cleared_mid is not None or not seen:
            return
        bare_t = self.zone_bare_t
        for gone in self.watcher.unseen_newest(TAKEN_BACK_S):
            # gone with the whole table: a picture read no zone card since it was last seen
            # (QA50 A: the table gathered, then the next round's first play read)
            if bare_t is not None and bare_t >= gone.seen_t \
                    or (gone.card_id, gone.seen_t) in self.unseen_said \
                    or gone.seat != last.seat + 1 or not set(gone.candidates) & set(last.cards):
                continue
            # once each time it goes missing (QA15: a hand resting on it used the question
            # up, and a real take-back later was silent)
            self.unseen_said.add((gone.card_id, gone.seen_t))
            log.info("camera: %s in seat %d unseen for %.1f s", gone.candidates, gone.seat,
                     gone.unseen_s)
            self.session.tell("app.card_unseen", card=self._card_names(gone.candidates),
                              player=self.session.tracker.names[last.seat],
                              stale=lambda entry=tracker.history[-1]: self._unseen_over(entry))

    def _unseen_over(self, entry) -> bool:
        """Whether the taken-back advice given while ``entry`` (an item of the tracker's
        ``history``) was the last thing taken is out of date: something was taken since
        (an answer, a card: minus twice would undo that, not the card), the round is over,
        or the table has been seen cleared. Cut by a line that matters more, it is then not
        said again (QA50 A 11:17:23: "Again: The camera no longer sees the Deep One …"
        after "Alice wins the round": obeying it undoes the round's end)."""
        tracker = self.session.tracker
        if not tracker.history or tracker.history[-1] is not entry \
                or self.cleared_mid is not None:
            return True
        view = tracker.view()
        return view.active is None or bool(view.game_winners)

    def _zone_card_seen(self, reading) -> bool:
        """Whether ``reading`` (the last picture) reads some card in a zone, or shows one
        pushed out of it (:meth:`Stabilizer.zone_cards_in_view
        <vision.stabilize.Stabilizer.zone_cards_in_view>`): the rest of the table is seen,
        so a card unseen may have been taken back. A place judged covered is no card seen
        (QA50 A 11:17:23, 2 players, seed 61 busy: the table gathered with "was that Bob's
        hand?" open, Alice's bare place judged under a hand: "If it was taken back, press
        minus twice", and obeying it would undo the round's end). ``False`` for no
        readable picture."""
        if reading is None or not reading.readable:
            return False
        if any(s.seat is not None for s in reading.sightings):
            return True
        stabilizer = getattr(self.watcher, "stabilizer", None)
        return stabilizer is not None and bool(stabilizer.zone_cards_in_view())

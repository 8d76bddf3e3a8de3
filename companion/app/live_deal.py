"""``companion play``'s deal of the next round: when the table is cleared after a round,
or when the players begin the next round while its deal is held after an undo.

After a round ends the companion says to gather the cards, waits for :data:`CLEARED_FRAMES`
real pictures of a table with no card in any zone (a frozen or lost camera is no picture:
QA12 F14, an outage of 0.75 s dealt the next round over the old cards), then deals the
next round with the dealing steps said again (seed 002 "Setup"). A question about the
ended round still open holds the deal until it is answered. When the next round's deal was
undone, the cleared table is not dealt again at once; a card laid in a zone then deals the
round and is taken as its first play (QA12 F8).
"""
from __future__ import annotations

from companion.tracker import observations as o

#: Frames in a row with no card in any zone after a round ended: the table was cleared.
CLEARED_FRAMES = 15


class NextDeal:
    """The next-deal part of :class:`companion.app.live.LiveTable` (a mixin: it uses the
    table's ``session``, ``watcher``, ``cleared``, ``deal_held``, ``redeal_round``,
    ``round_over_said``, ``answer_awaited``, ``early`` and ``left_cards``)."""

    def _between_rounds(self) -> None:
        """After a round ends: say to gather the cards, wait for the table to be cleared,
        then deal the next round (with the dealing steps said again)."""
        tracker = self.session.tracker
        if not tracker.started:
            return
        view = tracker.view()
        if view.active is not None or view.game_winners or view.round == 0:
            self.cleared = 0
            return
        if self.round_over_said != view.round:
            self.round_over_said = view.round
            self.session.tell("app.new_round")
        reading = self.watcher.last_reading
        empty = reading is not None and reading.readable and not any(
            s.seat is not None for s in reading.sightings)
        if self.deal_held is not None:
            if self.session.applied == self.deal_held and (empty or reading is None):
                return
            self.deal_held = None
        self.cleared = self.cleared + 1 if empty else 0
        if self.cleared >= CLEARED_FRAMES and tracker.question is not None:
            # a question about the round is still open (which card its last hand was, who
            # starts among tied winners): no deal before the answer, said once (QA Q1: the
            # question carried into the next round unsaid; QA10 F16: "Who starts?" made the
            # deal be tried again and again, each refused as "That answer does not fit.")
            self.cleared = 0
            if self.answer_awaited != view.round:
                self.answer_awaited = view.round
                self.session.deal_waits()
            return
        if self.cleared >= CLEARED_FRAMES:
            self.cleared = 0
            self.early = None
            self.watcher.reset()
            self._deal_guidance()
            self.session.observe(o.new_round())

    def _deal_begun(self, question: bool = False) -> bool:
        """Whether the next round's deal was undone (:attr:`redeal_round`) and that round
        is over still, so that a card laid in a zone begins the next round. The camera was
        reset for the undone deal, so it reports only cards laid since. With ``question``,
        also while a question about the round is open (the deal then waits for the
        answer)."""
        tracker = self.session.tracker
        if self.redeal_round is None or not tracker.started:
            return False
        view = tracker.view()
        return (view.round == self.redeal_round and view.active is None
                and not view.game_winners and (question or tracker.question is None))

    def _deal_on_card(self) -> None:
        """Deal the next round because a card was laid in a zone (with two players, also
        in the middle: the round's face-up cards) after its deal was undone (QA12 F8): the
        players dealt and began it, as at a real table; the card is then taken as its first
        play (or face-up card). The dealing steps are not said again (the cards are dealt)
        and the camera is not reset (it holds only this round's cards)."""
        self.redeal_round = self.deal_held = None
        self.cleared = 0
        self.early = None
        self.session.observe(o.new_round())
        for left in self.left_cards:  # laid in this round: the camera was not reset
            left.round = self.session.tracker.view().round

"""A card entered by key goes to the round its Enter was pressed in (session 39, by ear,
es13 busy 2-player): a mixin of :class:`~companion.app.live_keys.LiveKeys`.

Enter then a rank between rounds deals the next round with that card as its first play
(QA34 F3, :meth:`~companion.app.live_keys.LiveKeys._enter_deals`). When Enter was pressed
for the round in progress (the face-up notice just heard) and the round ended before its
rank was typed, or had ended with the voice still behind, its end not heard, that rank
dealt the next round: the missed face-up card became Bob's first play of round 2, then
"Which card is in Bob's zone: the Boxer or the Deep One?" and 46 s of silence. Such an
entry is now refused, said why and what to do ("Not entered: round 1 ended before the
rank was typed. For a card of round 2, press Enter and its rank again."), and nothing is
applied.

The round a press is for: the tracker's round in progress; between rounds, the next one,
once "Gather all the cards for the next round." (:meth:`~companion.app.live_deal.NextDeal.
_between_rounds`) was begun by the voice (heard: :attr:`round_over_heard`).
"""
from __future__ import annotations

from companion.app.said_heard import _begun


class EntryRound:
    """Notes the round each Enter press is for and refuses its rank typed for another one
    (uses the table's ``session``, ``round_over_said``, ``round_over_heard`` and
    ``_deal_begun``; sets ``enter_round``)."""

    #: the round the last Enter press was for (:meth:`_entry_round`), until its rank is
    #: typed or another key is pressed; ``None``: no Enter press noted
    enter_round: int | None = None

    def _entry_round(self, heard: bool = False) -> int | None:
        """The round a card typed now would go to: the round in progress, or between
        rounds (:meth:`_deal_begun` with a question open, too) the next one. ``heard``:
        as the player was told of the table, between rounds the next one only once the
        round's end was heard (its "Gather all the cards" begun). ``None`` before the
        game starts."""
        tracker = self.session.tracker
        if not tracker.started:
            return None
        view = tracker.view()
        if not self._deal_begun(question=True):
            return view.round
        if heard and not (self.round_over_said == view.round
                          and _begun(self.round_over_heard)):
            return view.round  # its end not heard yet: the round the player is in
        return view.round + 1

    def _entry_refused(self) -> bool:
        """At Enter's rank: when the Enter press was for a round (:attr:`enter_round`)
        other than the one its card would go to now (:meth:`_entry_round`: the round
        ended, or the next one was dealt, before the rank was typed), say so and what to
        do, after what the voice has still to say of the table (the round's end), and
        return True: nothing is applied. The noted press is used up either way."""
        begun, self.enter_round = self.enter_round, None
        now = self._entry_round()
        if begun is None or now is None or begun == now:
            return False
        session = self.session
        with session.bringing(session.said_for.news_waiting(session.tracker.history)):
            session.tell("app.enter_round_over", round=begun, next=begun + 1)
        return True

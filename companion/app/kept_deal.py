"""A card laid on the ungathered table of a round that ended resting on an entered card
kept against the camera deals no next round as fact (session 72, hold72; review rev-hold71
HIGH).

The round's end said as resting on the kept card ("If the card you kept is right: Bob
wins the round…", :mod:`companion.app.kept_results`), the next card laid on its cards,
not gathered, dealt the next round as fact (:meth:`~companion.app.card_deal.CardDeal.
_deal_on_card`): handC (the d491 demo with a hand over Bob's zone), Enter 6, plus 1 (The
Sailor kept for Bob's Musician), the true plus 2: Carol's Musician, her true second Sanity
check card, laid on her Deep One, said "Set the Stowaway Eggs aside…" "Round 2. Bob
starts." "The Musician by Carol? Waiting for Bob's play."; round 2 then stalled to the
video's end (real run r13b: "The table was cleared, but round 2 is not over…", the
Nightgaunt held). If the kept card is wrong the round is not over, and that card is a
card of it.

So while the kept entry stands (:meth:`~companion.app.differs_kept.DiffersKept.
_kept_standing`) and its round is over, ended after the answer keeping it (the end said
as resting on it), the game not, its table not read gathered, a zone card laid on its
zone's cards (not one the camera's picture shows alone in a zone that held that round's
cards: that zone was gathered, a card of the old round left elsewhere; review rev-hold72
HIGH) deals nothing: it is watched as a left card of that round (given in its turn if
a correction has the round go on), and said once a round ("app.kept_round_laid": "In
Carol's zone, on this round's cards: The Musician. The round's end rests on the card you
kept: if it is right, gather the cards, and the next round is dealt."; no slash advised:
a slash this late, after later cards of the kept card's zone were taken, replays the round
wrongly, main too — the strict xfail in tests/companion/app/test_hold72_kept_answers.py). The table gathered, the next round is dealt as usual (the
cleared table, :mod:`companion.app.live_deal`). Rules: seed 002 (end of a round; starting
the next round).

:class:`KeptDeal`, a mixin of :class:`~companion.app.differs_hold.DiffersHold` (the live
table's ``session``, ``gathered``, ``left_cards``, ``differs_lifted``, ``_leave``,
``_kept_now``). No I/O.
"""
from __future__ import annotations

import logging

from companion.cards import card

log = logging.getLogger(__name__)


class KeptDeal:
    """No next round dealt on the ungathered kept round (module docstring)."""

    #: the round (1-based) whose kept end's line "app.kept_round_laid" was said, else 0
    kept_deal_said: int = 0

    def _kept_deal_holds(self, event) -> bool:
        """Whether the zone card ``event`` (:class:`vision.records.CardAppeared`, seat
        1-based), about to deal the next round, is held instead: laid on the ungathered
        table of a round over on a kept entry (module docstring). Held, it is a left card
        of that round (already one: left as it is), said once a round. Raises nothing."""
        if event.seat is None or getattr(event, "middle", False):
            return False
        kept = self._kept_now()
        tracker = self.session.tracker
        view = tracker.view()
        if kept is None or view.active is not None or view.game_winners \
                or not view.round_winners or self.gathered.done \
                or id(event) in self.differs_lifted or not _ended_since(tracker, kept):
            return False
        reading = getattr(self.watcher, "last_reading", None)  # its zone gathered: dealt
        if reading is not None and 0 < event.seat <= len(view.seats) \
                and view.seats[event.seat - 1].zone \
                and sum(s.seat == event.seat for s in reading.sightings) <= 1:
            return False  # alone in a zone its round's cards were taken from (rev-hold72)
        if not any(x.event is event for x in self.left_cards):
            self._leave(event)
        log.info("camera: %s in seat %d held: the round's end rests on a kept entry",
                 event.candidates, event.seat)
        if self.kept_deal_said != view.round:
            self.kept_deal_said = view.round
            session = self.session
            session.tell("app.kept_round_laid", card=card(event.candidates[0]).name(
                session.lang), player=session._player(event.seat - 1))
        return True


def _ended_since(tracker, kept) -> bool:
    """Whether the round ended after the answer keeping the entry ``kept`` (a
    :class:`~companion.app.differs_kept.KeptEntry`): the tracker (a
    :class:`~companion.tracker.tracker.Tracker`) right after that answer had it going on,
    its end said as resting on the kept card (not the answer's own news: a wrong "yes,
    Bob's hand" ending it is undone by minus twice, :mod:`companion.app.differs_undo`,
    and a card laid on that table is the deal's, :func:`~companion.app.undo_under.
    hint_answer_under`)."""
    if len(tracker.history) <= kept.size:
        return False
    after = tracker.as_before(kept.size).view()
    return after.active is not None and not after.round_winners


__all__ = ["KeptDeal"]

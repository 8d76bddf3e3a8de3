"""A round the table played past while the table was seen cleared in its middle
(:class:`HoldLost`): the cleared-table hold's side of
:mod:`companion.app.stall_lost`.

Once every zone reads empty while a round is in progress
(:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`), every new card is held
(``app.cleared_mid_held``, :attr:`~companion.app.left_cards.LeftCard.deals`; said "16
cards are held: round 3 is not over, …") until the missing card is entered; no stall
need stand, so the stall's rule (:meth:`~companion.app.stall_lost.StallLost.
_stall_past_round`, which counts only the stall's cards) never fired. Fresh QA51 HIGH-5
(``companion demo`` seed 72, 2 players, arkham, en, runs B and B2; run C: 4 players,
stickers only, es): "The table was cleared, but round 3 is not over: still waiting for
Bob's hand." (B2; B: round 1, Bob's play), then 4, 8, 15, 16 (B: up to 32; C: "32
cartas en espera") cards held to the video's end, three rounds and more played
meanwhile, the game's end lost.

Once more cards were held since the clear (and laid since the stall began, when one
stood: :meth:`~companion.app.stall_lost.StallLost._stall_laid`) than the round could
still bring (:func:`~companion.app.stall_lost.played_past_room`: its deck, a card per player
still in, :data:`~companion.app.stall_lost.ROOM_EXTRA`, and
:data:`~companion.app.stall_lost.DOUBLE_COUNTS` cards perhaps counted twice), they cannot
all be that round's: it is ended unseen as the stall's rule ends it (the tracker's ``lost``; none of
the held cards given, each watched until taken away; ``app.stall_round_lost``) and the
companion follows again from the next deal once the table is gathered
(:meth:`~companion.app.lost_rounds.LostRounds._follow_from_next_deal`).

While only the last knock-out's hand is awaited
(:meth:`~companion.app.live_deal.NextDeal._hand_ends_round`), the cards held are the next
round's, given as its plays once Enter and the hand's rank settle it (QA47 HIGH-1:
test_qa47_knockout_hand_unread); the room would be used up only ~22 cards later at 2
players (session 51's limit). There the held cards gathered (a round played through and
taken away: :meth:`~companion.app.lost_rounds.LostRounds._note_held_gather`, not a table
put back) and a card held after it (:meth:`~companion.app.lost_rounds.LostRounds.
_lost_pending`: a new deal's) tell the table played past it (:meth:`HoldLost.
_next_deal_past`; not at a showdown, whose hands tell the winner): its winner is known, the
one player left, so it is settled at once without that hand, never named (the tracker's
``hand_unseen``: :meth:`HoldLost._hand_never_seen`), and only the rounds played since are
said lost (``app.rounds_lost``; review of holdlost52, MEDIUM: it was ended as lost, "I lost
its end", no token counted). Until
then the room is at least a new round's (:meth:`HoldLost._hold_room`): the round's own,
late in its deck, ended it while the next round's held cards were still laid.

The count said with the held cards ("16 cards are held", the reminder, the video's end:
:meth:`HoldLost._held_count`) is the held cards still watched, each once: a pile lifted and
laid back, a card read aloud and laid again, no longer counts twice (review of lost51,
MEDIUM).
"""
from __future__ import annotations

import logging

from companion.app.stall_lost import DOUBLE_COUNTS, next_round_room, played_past_room
from companion.tracker import observations as o

log = logging.getLogger(__name__)


class HoldLost:
    """The round played past a cleared-table hold, in
    :class:`~companion.app.live.LiveTable` (a mixin: it uses the table's ``session``,
    ``stall``, ``left_cards``, ``unread_held``, ``cleared_mid``, ``cleared_held``,
    ``cleared_ids``, ``gathered_middle`` and its ``_expected``, ``_stall_laid``,
    ``_round_over``, ``_round_played_past``, ``_forget_cleared``, ``_hand_ends_round``,
    ``_lost_pending``, ``_rounds_lost``, ``_forget_held_rounds``; :meth:`_hand_never_seen`
    also sets ``early``, ``unread_zones``, ``round_over_said``)."""

    def _hold_laid(self) -> int:
        """The cards laid since the round's wait began, none taken: those held since the
        table was seen cleared (:attr:`~companion.app.left_cards.LeftCard.deals`, of the
        round in progress), still watched: there, or gathered with others for a later
        deal (:meth:`~companion.app.left_cards.LeftCards._deals_stays`), not one taken
        back alone and forgotten (a hidden card), laid again and held again as a new card,
        one card counted twice (as ``cleared_held``, the cards reported, does); and,
        when a stall that asked stood before the clear, the cards laid since it began
        (:meth:`~companion.app.stall_lost.StallLost._stall_laid`, its double counts
        ruled out there)."""
        stall = self.stall
        before = self._stall_laid() if stall is not None and stall.asked \
            and not stall.moved() else 0
        return self._held_count() + before

    def _held_count(self) -> int:
        """The cards held for the next deal in the round in progress (the tracker's) and
        still watched (:attr:`~companion.app.left_cards.LeftCard.deals`): each card once,
        one lifted and laid back (alone, or with its pile) no more than once (review of
        lost51, MEDIUM: ``cleared_held``, the cards reported, counted it again). The count
        said ("16 cards are held": :meth:`~companion.app.cleared_again.ClearedAgain.
        _tell_reminder`; the video's end, :meth:`~companion.app.live_end.PicturesEnd.
        _say_end_wait`)."""
        round_ = self.session.tracker.view().round
        return sum(left.deals and left.round == round_ for left in self.left_cards)

    def _hold_past_round(self) -> bool:
        """Once a picture's cards are given: while round ``cleared_mid`` (the tracker's
        round in progress) is held behind a cleared table, no question open, when more
        cards were laid since its wait began (:meth:`_hold_laid`) than it could still
        bring (:meth:`_hold_room`), or, only the last knock-out's hand awaited, when the
        held cards were gathered and a card held since (:meth:`_next_deal_past`), end it
        (there with its winner, :meth:`_hand_never_seen`; else unseen), say so and follow
        again from the next deal (module docstring). Returns whether it did. A play
        awaited, not on a gather of held cards then a card held
        (:meth:`~companion.app.lost_rounds.LostRounds._lost_pending`): the missing card
        entered late still settles the round, its winner counted, and the rounds played
        meanwhile are said lost then (QA49 HIGH-1, r3: test_late49_lost_rounds)."""
        tracker = self.session.tracker
        view = tracker.view()
        if self.cleared_mid is None or self.cleared_mid != view.round \
                or tracker.question is not None or self._round_over():
            return False
        past = self._next_deal_past()
        if not past and self._hold_laid() <= self._hold_room():
            return False
        expected = self._expected()  # before the hold is forgotten
        log.info("camera: round %d held behind a cleared table, %d cards laid since "
                 "(room %d%s): played past", view.round, self._hold_laid(),
                 self._hold_room(), ", the held cards gathered" if past else "")
        self.unread_held = []
        self.gathered_middle = []  # 2 players: the lost rounds' face-up cards
        self.cleared_mid, self.cleared_held = None, []
        if not past or not self._hand_never_seen(view):
            self._round_played_past(view, expected=expected)
        # the cleared round's cards the camera still holds were gathered: a card laid at
        # one's place is a new one (review of lost51: the next deal's Investigators, where
        # round 1's lay, "Still on the table from the last round", never a play; QA46b)
        self._forget_cleared()
        self.cleared_ids = None
        return True

    def _hand_never_seen(self, view) -> bool:
        """The next round played through behind the last knock-out's awaited hand
        (:meth:`_next_deal_past`): that hand was gathered unseen, but the round's end is
        known (one player left): the tracker's ``hand_unseen``
        (:func:`companion.tracker.flow.hand_unseen`, seed 002 "Out of the Round", "The
        round ends … when only 1 player is left") settles round ``view.round`` (the
        tracker's view) with its winner and token, the hand never named, and only the
        rounds played since are said lost (:meth:`~companion.app.lost_rounds.LostRounds.
        _rounds_lost`, ``app.rounds_lost``). Review of holdlost52, MEDIUM: the round was
        ended as lost, "I lost its end", its winner's token never counted and Enter with
        the hand then refused. When its token wins the game ("Alice wins the game!", said
        with the tracker's events), no round is lost to it: the held cards are dropped
        (watched till taken away) and nothing more is said (review of koround52, HIGH:
        "Round 2 is not settled, … I lost its end" came after the game's end). Returns True
        once the hand is applied (the rounds lost said now or later); False, nothing
        applied, when that would not end the round (``Tracker.trial``: a
        showdown follows, the deck empty, its hands unseen too; review of koround52,
        MEDIUM: "Reveal your hands." was said as a later round was dealt): it is then ended
        unseen (:meth:`~companion.app.stall_lost.StallLost._round_played_past`)."""
        session = self.session
        unseen = o.hand_unseen(session.tracker.waiting()[1])
        if not any(e.kind == "round_ended" for e in session.tracker.trial(unseen)):
            return False
        session.observe(unseen)
        won = bool(session.tracker.view().game_winners)
        log.info("camera: round %d settled, its knocked-out hand gathered unseen%s",
                 view.round, ", the game won" if won else "")
        self.stall, self.early = None, None
        self.unread_zones.clear()  # a card told unread there is the lost rounds'
        self.round_over_said = view.round  # no "Gather all the cards": the table went on
        if won:
            for left in self.left_cards:  # a later game's cards: watched till taken away
                left.kept, left.deals, left.old = False, False, True
            self._forget_held_rounds()
            return True
        # settled: True even when the rounds lost wait (a question open, say), said later
        self._rounds_lost()
        return True

    def _hold_room(self) -> int:
        """The most cards held before the round is taken for played past:
        :func:`~companion.app.stall_lost.played_past_room`; only hands awaited whose
        reveal ends the round (:meth:`~companion.app.live_deal.NextDeal._hand_ends_round`:
        the last knock-out's, QA47 HIGH-1, or a showdown's, QA46 HIGH-1; the held cards
        are the next round's, Enter and the hands' ranks still give them as its plays), at
        least a new round's room (:func:`~companion.app.stall_lost.next_round_room`), the
        hands awaited and :data:`~companion.app.stall_lost.DOUBLE_COUNTS`: lost51's room,
        the round's own, ended a knocked-out round late in its deck while the next round's
        held cards were still laid (32 of 180 games, holdlost52's sweep:
        docs/benchmarks-history.md), and every showdown's after 8 cards (its deck empty:
        review of holdlost52, test_rev_holdlost52)."""
        tracker = self.session.tracker
        room = played_past_room(tracker)
        if self._hand_ends_round():
            hands = max(1, len(tracker.awaited_seats()))
            room = max(room, next_round_room(tracker) + hands + DOUBLE_COUNTS)
        return room

    def _knocked_out_hand(self) -> bool:
        """Whether only the last knock-out's hand is awaited (the tracker's wait ``hand``,
        :meth:`~companion.app.live_deal.NextDeal._hand_ends_round`): the round is over, the
        cards held are the next round's."""
        return self._hand_ends_round() and self.session.tracker.waiting()[0] == "hand"

    def _next_deal_past(self) -> bool:
        """Whether only the last knock-out's hand is awaited (:meth:`_knocked_out_hand`:
        the cards held are the next round's) and that next round was played through: its
        held cards gathered and a
        card held since (:meth:`~companion.app.lost_rounds.LostRounds._lost_pending`, a
        later deal's). Session 51's limit (lost51): there the full room was used, the loss
        said ~22 cards late at 2 players. Not at a showdown: the hands entered late tell
        the round's winner, the rounds played meanwhile said lost then
        (:meth:`~companion.app.lost_rounds.LostRounds._rounds_lost`; second review of
        late49: test_a_card_of_the_round_under_way_does_not_answer_the_held_round_s_tie);
        a knocked-out hand does not change who won."""
        return self._knocked_out_hand() and self._lost_pending()


__all__ = ["HoldLost"]

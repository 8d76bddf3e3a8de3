"""The next round's deal tried on a copy of the tracker: whether it settles the ended round,
closes or passes its open question, whether a card laid deals it, takes an owed hand or is
refused. A part of :class:`companion.tracker.tracker.Tracker` (:class:`DealTrials`), split
from :mod:`companion.tracker.tracker` by job (rf69).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from companion.tracker import inference as flow
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation, new_round
from companion.tracker.trials import _refused

if TYPE_CHECKING:
    from companion.tracker.tracker import Tracker


class DealTrials:
    """The deal trials of :class:`~companion.tracker.tracker.Tracker` (a mixin: it
    uses the tracker's trials, :class:`~companion.tracker.trials.Trials`)."""

    def deal_settles(self) -> bool:
        """Whether a new round would be taken now, with no question left open, while some
        account still has the round in progress: some account has the round over and the
        next deal awaited (a Deep One or Boxer compare whose loser's hand and the next
        player's play look alike on the table; QA35 stfr2: Bob's Sailor, his hand, was
        taken as his play). The table cleared for the next deal then tells which account
        is right. ``False`` when every account or none has the round over (the usual deal,
        or a table cleared mid-round) or the accounts kept would still differ on what is
        asked (who won). The tracker is left as it was."""
        deal = [h.wait[0] == "deal" for h in self.hyps]
        if all(deal) or not any(deal):
            return False
        return self._dealt_trial() is not None

    def deal_closes_question(self) -> bool:
        """Whether the next deal may be taken past the open question: every account has
        the round over and the next deal awaited, and the new round taken now is not
        refused and leaves no question open, its accounts either one and the same table
        (same round result, tokens and players: the answer changes nothing now) or each
        started by another player (other winners: the previous round's winner starts, so
        the new round's first card tells which account is right; seed 002 "Starting the
        Next Round"). The deal (a cleared table, a new card laid) then closes it
        (``question_settled`` ``moot`` / ``moot_out`` for one table) instead of waiting
        for an answer (QA44 MEDIUM-5: "Alice: Sane or Insane effect?" of a Liber Ivonis,
        Alice already Insane and the round won, held the next deal for ever; QA44 t1:
        "was that Eve's hand?", rounds 3-10 lost). Accounts one first player would start
        (different tokens, the same winner) no card tells apart: their question is still
        asked, the deal waits (a Cthulhu won game has no deal awaited). ``False`` with
        no question open. The tracker is left as it was (tried on a copy:
        :meth:`deal_past_question`)."""
        return self.deal_past_question() is not None

    def deal_past_question(self) -> list[TableEvent] | None:
        """The events of the next deal taken now past the open question when
        :meth:`deal_closes_question`, else ``None``: the trial deal that tells it, its
        events kept, so that a caller that needs them (whether the deal ends the round:
        ``round_ended`` among them) tries the deal once. The tracker is left as it was
        (tried on a copy)."""
        if self.question is None or not self.hyps \
                or any(h.wait[0] != "deal" for h in self.hyps):
            return None
        dealt = self._dealt_trial()
        if dealt is None:
            return None
        trial, events = dealt
        starts = [h.active for h in trial.hyps]
        return events if len(set(starts)) == len(starts) else None

    def _dealt_trial(self) -> tuple[Tracker, list[TableEvent]] | None:
        """A copy of the tracker with a new round taken now (this tracker left as it
        was) and that deal's events, or ``None`` when that deal is refused or leaves a
        question open."""
        trial = self._trial_copy()
        events = trial.apply(new_round())
        refused = _refused(trial, events)
        return None if refused or trial.question is not None else (trial, events)

    def card_deals(self, obs: Observation) -> bool:
        """Whether the zone card ``obs`` (a ``card`` observation) tells that the next round
        was dealt: :meth:`deal_settles` (some account has the round over and awaits the
        deal, another has it going on), ``obs`` refused now as not awaited by every
        account, and taken once the next round is dealt. The players gathered the cards
        and began the next round while the table was never seen empty (session 39, en21
        busy: Bob's Cthulhu, his hand after Alice's Investigators guessed 8, was also Bob's
        own play owing his hand; round 2's Tommy Gun by Alice was refused, then its
        Randall Tillinghast taken as Bob's hand: "Bob is out, with Randall Tillinghast").
        The tracker is left as it was."""
        if obs.kind != "card" or not self.deal_settles():
            return False
        _, refused, _ = self._tried(obs)
        if not refused:
            return False
        trial = self._trial_copy()
        trial.apply(new_round())
        return not _refused(trial, trial.apply(obs))

    def takes_owed_hand(self, obs: Observation) -> bool:
        """Whether the zone card ``obs`` (a ``card`` observation) would be taken now as the
        knocked-out hand its seat owes past the round's end: some account owes that hand
        (the round over: :func:`~.flow.round_over_owed`; another may have had the hand
        down already: Bob's Cthulhu his hand after a guess, or his play), none waits for a
        card, and ``obs`` is not refused. Fresh QA60 HIGH-1: a card laid in that zone
        after the round's end is its hand, not the next round's first card, until the
        table is gathered. The tracker is left as it was."""
        if obs.kind != "card" or obs.seat is None or any(flow.awaited(h) for h in self.hyps) \
                or all(e[0] != obs.seat for h in self.hyps for e in h.late):
            return False
        return not self._tried(obs)[1]

    def dealt_refuses(self, obs: Observation) -> bool:
        """Whether the zone card ``obs`` (a ``card`` observation) would be refused as the
        next round's first card, that round dealt now (seed 002 "Starting the Next Round":
        the previous round's winner starts): a card in another player's zone is no first
        card of it (review of undo2p54: round 1's cards laid back after its deal was
        undone). The tracker is left as it was."""
        trial = self._trial_copy()
        trial.apply(new_round())
        return _refused(trial, trial.apply(obs))

"""An input tried on a copy of the tracker, the tracker left as it was: what it would do
(:meth:`Trials.trial`, whether it is taken in turn, puts a player out, is refused), the
role of a card laid asked (:func:`roles_open`), the pile question's need, the answer a
refused input contradicts (:meth:`Trials.answer_blamed`) and the tracker as before an
entry (:meth:`Trials.as_before`). A part of :class:`companion.tracker.tracker.Tracker`
(:class:`Trials`), split from :mod:`companion.tracker.tracker` by job (rf69).
"""
from __future__ import annotations

from typing import TYPE_CHECKING
import copy

from companion.tracker.answer_trial import ANSWER_REACH, newest_answer
from companion.tracker.corrected import late_marker
from companion.tracker.entry_hand import hedged_out
from companion.tracker.events import TableEvent
from companion.tracker.questions import hand_laid
from companion.tracker.observations import PILE, Observation
from companion.tracker.table import TableState

if TYPE_CHECKING:
    from companion.tracker.tracker import Tracker


def roles_open(hyps: list[TableState], seat: int) -> bool:
    """Whether the accounts ``hyps`` (those after a card laid in ``seat``'s zone) differ
    on that card's role: its seat's knocked-out hand in some
    (:func:`.questions.hand_laid`), not in others (their play, its hand owed): the
    pictures alone leave it open (fresh QA57 HIGH-3 and the review of qaE57b)."""
    return len({hand_laid(h, seat) for h in hyps}) == 2


def _role_question(trial: "Tracker", seat: int) -> bool:
    """Whether ``trial``, after a card laid in ``seat``'s zone (0-based), asks its own
    question about that card's role: "The Urchin in Bob's discard zone: was that Bob's
    hand …?" (``was_hand``) or "… is Bob out?" (``out``) for ``seat``. The tracker's
    question then stands, and the app's role question ("is it Bob's play, or Bob's hand,
    …?") is not asked too (review of ask58: 22 tests where main's own question was
    replaced). Only when the tracker would state one reading as fact is the app's asked
    (fresh QA57 HIGH-3)."""
    q = trial.question
    return q is not None and q.value in ("was_hand", "out") and q.seat == seat


def _refused(trial: "Tracker", events: list[TableEvent]) -> bool:
    """Whether ``trial``'s last input, whose events are ``events``, was refused (an
    ``inconsistency`` among them)."""
    return trial.refused_last() and any(e.kind == "inconsistency" for e in events)


class Trials:
    """The trials of :class:`~companion.tracker.tracker.Tracker` (a mixin: it uses the
    tracker's ``history``, ``question``, ``hyps``, :meth:`apply`, :meth:`refused_last`,
    :meth:`_restore`)."""

    def trial(self, obs: Observation) -> list[TableEvent]:
        """The events ``obs`` would cause now; the tracker is left as it was (state and
        history). E.g. whether the camera's card would be refused (QA12 F12).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        return self._tried(obs)[0]

    def takes_in_turn(self, cards: list[Observation]) -> bool:
        """Whether the ``card`` observations ``cards`` would be taken one after the
        other, now: each in a zone the table then awaits a card for (:meth:`awaited_seats`)
        and none answered by an ``inconsistency``. ``False`` for no cards. The tracker is
        left as it was (tried on a copy). E.g. whether the cards laid since a table seemed
        cleared in a round's middle are that round's next plays (integ47: Carol's Fed,
        then Dan's Deep One, laid while a hand hid the round's cards).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        trial = self._trial_copy()
        for obs in cards:
            if obs.kind != "card" or obs.seat not in trial.awaited_seats() \
                    or any(e.kind == "inconsistency" for e in trial.apply(obs)):
                return False
        return bool(cards)

    def puts_out(self, cards: list[Observation], seat: int) -> bool:
        """Whether the ``card`` observations ``cards``, taken one after the other now, would
        leave ``seat`` (0-based) out; the tracker is left as it was (tried on a copy). E.g.
        a card refused as laid before the awaited one, given again as its player's Sanity
        check card, that would make the check fail (fresh QA52b HIGH 4, r6: Carol's round-2
        Cultists): its place unknown, it is asked (companion.app.laid_before).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        trial = self._trial_copy()
        for obs in cards:
            trial.apply(obs)
        return trial.view().seats[seat].out

    def role_asked(self, obs: Observation) -> bool:
        """Whether the ``card`` observation ``obs`` (no ``value``), taken now, would be
        its seat's play in some accounts and its knocked-out hand in others
        (:func:`roles_open`) while the tracker asks nothing about it: both readings legal,
        one about to be stated as fact, the player is asked which
        (:func:`.observations.card_seen` ``play`` / ``hand``); ``False`` when one reading
        only fits (taken as it is, no question), the card is refused, or the tracker would
        ask its own question about that card ("… was that Bob's hand, so Bob is out?":
        :func:`_role_question`, main's question stands). Each candidate of ``obs.cards``
        is tried alone (as "Which card?" would settle it); ``True`` when any one would be
        stated. The tracker is left as it was (tried on copies). Fresh QA57 HIGH-3, review
        of qaE57b, review of ask58 (ask58c).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        if obs.kind != "card" or obs.seat is None:
            return False
        for c in obs.cards:  # each candidate as the card "Which card?" would settle
            trial = self._trial_copy()
            if not _refused(trial, trial.apply(Observation("card", obs.seat, (c,)))) \
                    and roles_open(trial.hyps, obs.seat) \
                    and not _role_question(trial, obs.seat):
                return True
        return False

    def refusal(self, obs: Observation) -> list[TableEvent]:
        """The events with which the tracker would refuse ``obs`` now (an ``inconsistency``
        that leaves the accounts and the open question as they are: :meth:`refused_last`),
        ``[]`` when it would take it; the tracker is left as it was (see :meth:`trial`).
        The live table gives an answer only once it fits, so that a refused answer is
        never logged as if it counted (QA25 F1: the refused answer was replayed and
        refused again at each resume).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        events, refused, _ = self._tried(obs)
        return events if refused else []

    def _tried(self, obs: Observation) -> tuple[list[TableEvent], bool, TableEvent | None]:
        """``obs``'s events, whether it was refused, and the question then open; the
        tracker left as it was (tried on :meth:`_trial_copy`)."""
        trial = self._trial_copy()
        events = trial.apply(obs)
        return events, obs.kind != "undo" and _refused(trial, events), trial.question

    def pile_asked(self, obs: Observation) -> bool:
        """Whether the camera's ``card`` observation ``obs`` (0-based seat), read in a pile
        (``value`` :data:`~.observations.PILE`: made stable in the same picture as the card
        right under it), is to be asked about, not given: every account would take it as
        its seat's knocked-out hand, said hedged (:func:`.entry_hand.hedged_entry_hand`),
        while the turns between it and the card under it may have gone unread (it may be
        a later card of hers). The player's answer is given instead: ``card_seen(...,
        hand=True)`` (yes: the out a fact) or ``card_seen(..., later=True)`` (no:
        :data:`~.observations.LATER`); :mod:`companion.app.pile_asked`. Tried on a copy:
        this tracker is left as it was. Session 60, q60e (fresh QA59 HIGH-1, run E; review
        of q59e, MEDIUM: a true self-loss read in one picture stayed hedged all round).

        Raises:
            ObservationError: as :meth:`apply`.
        """
        if obs.kind != "card" or obs.value != PILE or obs.seat is None:
            return False
        return hedged_out(self.trial(obs), obs.seat)

    def _trial_copy(self) -> Tracker:
        """A copy to try inputs on: it shares this tracker's accounts, which an input never
        changes in place (:meth:`as_before`), with a history of its own; this tracker, read
        meanwhile by the voice's thread (its :attr:`question`), is never rewound (review 39:
        a probe that applied to the live tracker and restored it made the open question
        read as answered for a moment, and its line was dropped unsaid)."""
        trial = copy.copy(self)
        trial.history = list(self.history)
        return trial

    def answer_blamed(self, reach: int = ANSWER_REACH) -> int | None:
        """The :attr:`history` index of the answer the refused newest input contradicts:
        the newest answer to a question (an :data:`~.observations.ANSWER_KINDS` input
        given while a question was open, not a correction nor the camera's ``seen``),
        with only camera inputs after it (at most ``reach`` of them), such that, that
        answer taken away, the inputs after it taken as they come would take the newest
        one. ``None`` when the newest input was not refused, or no such answer
        (QA38: a wrong plus 1 to "was that Bob's hand?" made "Not counted: The Fed in Bob's
        zone, as Bob is out." with no word of the answer). When one card not read in a
        zone the table waits for would let it be taken as well
        (:func:`~.missed_card.missed_seat`), the app asks for that card first and names
        the answer second (fresh QA45 MEDIUM-4: the right answer blamed 7 times; review
        of hq2: the same cards follow a wrong answer). The tracker is left as it was,
        and never changed on the way: tried on a copy (:meth:`as_before`), as the voice's
        thread reads :attr:`question` meanwhile (review 39: rewound here, the open
        question's line read as answered, and was dropped unsaid)."""
        if not self.refused_last():
            return None
        index = newest_answer(self, reach, skip_last=True)
        if index is None:
            return None
        past = self.as_before(index)
        for entry in self.history[index + 1:]:
            past.apply(entry[0])
        return None if past.refused_last() else index

    def as_before(self, index: int) -> Tracker:
        """A copy of the tracker as it was before :attr:`history` entry ``index`` was
        applied (its snapshot; :attr:`history` the entries before it, or for a late
        play's marker the history before the repair: :mod:`.late_play`); this tracker is
        left as it is, and the copy shares its accounts, never changed in place: an input
        applied to the copy changes neither them nor this tracker (its history is its own).
        E.g. the table as the player has heard it while the voice is behind.

        Raises:
            IndexError: no such entry.
        """
        past = copy.copy(self)
        past._restore(self.history[index][1])
        # a late play's marker: the table before the repair, with the history it had then
        # (the entries before the marker are the replayed ones; review of late44: key 8
        # said "Bob is out." as heard before the repair, no card closing the question)
        past.history = list(self.history[index][1][-1].history) \
            if late_marker(self.history[index]) else self.history[:index]
        return past

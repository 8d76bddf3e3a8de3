"""The table tracker: follows a real table's public state from observations and answers.

>>> from companion.tracker import observations as o
>>> t = Tracker()
>>> events = t.apply(o.start("arkham", ["Ann", "Bob", "Cy"]))
>>> [e.kind for e in events]
['game_started', 'round_started', 'turn_started']
>>> t.view().deck_count, t.view().active
(21, 0)
>>> [e.kind for e in t.apply(o.card_seen(0, "the_urchin"))]
['card_played', 'protected', 'turn_started']
>>> t.view().active, t.view().seats[0].protected
(1, True)

How it works. The tracker keeps a short list of *hypotheses* (:class:`~.table.TableState`),
every account of the table the rules allow given what was seen; usually one. A card whose
result the table does not show (a Boxer tie, a Fed look, an Investigators miss) makes
several; the next observation or an answer keeps only those that explain it ("an effect
with no visible result closes when the next player acts"). The view is the first, most
likely, hypothesis; events are announced only once every hypothesis agrees on them, so the
companion never says something it may have to take back. When hypotheses differ in a way no
later observation can settle, the tracker asks a question (a ``question`` event).

An observation that no hypothesis explains changes nothing: it becomes an
``inconsistency`` event with the reason and a suggested correction (``undo`` or ``was``).
"""
from __future__ import annotations

import copy
from dataclasses import replace
from typing import Iterable

from companion import rules
from companion.cards import LANGUAGES, Edition
from companion.engine.state import table_options
from companion.tracker import inference as flow
from companion.tracker.ahead import (AHEAD_QUESTIONS, played_past, said_before_card,
                                     said_early_stays, say_ahead)
from companion.tracker.answer_trial import ANSWER_REACH, newest_answer
from companion.tracker.asking import Asking, settled_in_order
from companion.tracker.card_reads import CardReads, agreed_reads
from companion.tracker.corrected import (ROUND_OPENERS, Correction, Corrections, late_marker,
                                         state_after)
from companion.tracker.inconsistencies import CARD_KINDS, check_input, explain, suggest
from companion.tracker.late_play import LatePlays
from companion.tracker.under_card import UnderCards
from companion.tracker.early_card import (discard_or_play, due, held_for_discard, read_early,
                                          step_any)
from companion.tracker.late_discard import late_discards
from companion.tracker.entry_hand import (HAND_UNCONFIRMED, entry_hedged, hedged_entry_hand,
                                          hedged_out)
from companion.tracker.events import TableEvent, inconsistency
from companion.tracker.flow import (
    SAID_OUT, UNCONFIRMED, end_said_stays, hand_late, insane_said_stays)
from companion.tracker.questions import hand_laid, late_or_held, surely_in
from companion.tracker.round_result import dealt_agreed, result_held
from companion.tracker.observations import (ANSWER_KINDS, LATER, PILE, Observation,
                                             new_round, observation_error, validate,
                                             worded)
from companion.tracker.table import TableState
from companion.tracker.table_queries import TableQueries
from companion.tracker.undone_discard import held_since, undone_discard, with_undone

#: At most this many hypotheses are kept (the least likely are dropped).
MAX_HYPOTHESES = 32


def within_copies(h: TableState, cards) -> bool:
    """Whether account ``h`` holds face up no more copies of each of ``cards`` (keys: an
    input just stepped) than the edition has (:func:`.account_queries.copies_seen`): an
    account that took the one Deep One twice (a card given back by Enter as its rank's
    two cards, the Deep One read again after it) is no table (undo53; check_input
    refuses a card only when every account has too many)."""
    return all(flow.copies_seen(h, k) <= flow.max_copies(h.edition, k) for k in set(cards))


def owes_hand(h: TableState, seat: int) -> bool:
    """Whether account ``h`` still waits for ``seat``'s knocked-out hand (now, or owed
    while the table went on: ``h.late``)."""
    return h.wait[:2] == ("hand", seat) or any(e[0] == seat for e in h.late)



def told_play(obs: Observation, new: list[TableState]) -> list[TableState]:
    """``new``, the accounts that explain ``obs``, less those the player's word on the
    card's role rules out, when ``obs`` is a card so told (``value``; Enter's rank for
    the seat's zone, then plus and the number of "The Dilettante in Bob's zone: is it Bob's
    play, or Bob's hand …?": :meth:`~companion.app.question_keys.QuestionKeys._key_enter`,
    :func:`.observations.card_seen`): ``"play"`` drops those where it is its seat's
    knocked-out hand (as ``not_hand`` would after it), ``"hand"`` keeps only those (as
    "yes" to "was that Bob's hand?" does); all of ``new`` when none is left (the table's
    cards outrank the word). ``"later"`` (answer 2 to the pile question,
    :mod:`companion.app.pile_asked`) drops those where it is its seat's hand, with no
    fall-back: none left, the card is refused. Fresh QA57 HIGH-3 (run E, seed 254): Bob's Dilettante,
    entered, stayed his hand in one account (Alice's Investigators, target and guess
    unseen, knocking him out), his play in the other; Carol's next card made the hand
    fact, "Bob is out, with The Dilettante.", his play never said; the review of qaE57b:
    the other truth (his hand) is as likely from the same pictures, hence asked. Seed 002
    "Out of the Round": a knocked-out player lays their hand."""
    if obs.kind == "card" and obs.value == LATER and obs.seat is not None:
        # told not its seat's hand, a later card of that seat (answer 2 to the pile
        # question, companion.app.pile_asked; session 60, q60e): no fall-back, as the
        # player's word is all that tells a pile card's turn (fresh QA59 HIGH-1, run E)
        return [n for n in new if not hand_laid(n, obs.seat)]
    if obs.kind != "card" or obs.value not in ("play", "hand") or obs.seat is None:
        return new
    hand = obs.value == "hand"
    return [n for n in new if hand_laid(n, obs.seat) == hand] or new


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

class Tracker(TableQueries, CardReads, Asking, Corrections, LatePlays, UnderCards):
    """The public state of one game at a real table, driven by :meth:`apply`.

    Here: the input and its undo, the accounts' step and merge, the events they agree on.
    The app's questions about the table are :class:`~.table_queries.TableQueries`; a card
    read as several candidates, :class:`~.card_reads.CardReads`; the questions asked and
    answered, :class:`~.asking.Asking`; slash corrections, :class:`~.corrected.Corrections`; a
    play read late, :class:`~.late_play.LatePlays`; a card read after the card laid on it,
    :class:`~.under_card.UnderCards`.

    Attributes:
        names: player names, one per seat (after ``start``).
        lang: the table's language (``"en"``, ``"fr"``, ``"es"``).
        hyps: the accounts of the table kept (:class:`~.table.TableState`), most likely
            first (:attr:`state`).
        question: the open question (a ``question`` :class:`TableEvent`), or ``None``.
        history: every applied input with the state before it (for undo), as
            ``(observation, snapshot)``; a slash correction's snapshot ends with its
            :class:`Correction` (:meth:`correction`), any other's with ``None``.
    """

    #: while an ``out`` or ``was_hand`` question is open, the events every account tells
    #: are said at once (:mod:`.ahead`, QA42 M1); ``False`` while a session log is replayed
    #: (:func:`companion.session_log.replay`): what waited for the answer is said with it
    says_ahead = True

    def __init__(self) -> None:
        self.names: tuple[str, ...] = ()
        self.lang = "en"
        self.edition: Edition | None = None
        self.hyps: list[TableState] = []
        self.history: list[tuple[Observation, tuple]] = []
        self._asked: frozenset = frozenset()
        self.question: TableEvent | None = None
        #: seats said out without their hand's card, the accounts differing only on which
        #: candidate of an open ``card`` question it was (QA Q1)
        self._unnamed: tuple = ()
        #: seats (0-based) whose zone the camera cannot read (their seat marker never
        #: seen; set by the live app): when the table goes on as if their knocked-out hand
        #: were down, they are not said out (QA43 M1: a 2-player video played with 3 names
        #: said "Carol is out." for a Carol who never sat, her hand never to be seen)
        self.unread_seats: frozenset[int] = frozenset()
        #: the last late-play search (:mod:`.late_play`), one slot shared with this
        #: tracker's copies (a trial's, as the session log's refusal probe), so the
        #: search is made once per card; emptied by an undo
        self._late_memo: list = [None]
        #: an effect's forced discard just undone, while nothing came since:
        #: ``(observation, history length, newest entry)`` (:mod:`.undone_discard`)
        self._undone: tuple | None = None
        #: a ``holder`` question ("who took the Stowaway Eggs?") another question replaced
        #: while still open, asked again once no other is (:meth:`~.asking.Asking._questions`;
        #: review of qh63, MEDIUM), or ``None``; kept in the snapshots, for undo
        self.holder_waiting: TableEvent | None = None

    # ------------------------------------------------------------------ queries
    @property
    def started(self) -> bool:
        """True once a game was started."""
        return bool(self.hyps)

    @property
    def state(self) -> TableState:
        """The most likely hypothesis.

        Raises:
            RuntimeError: no game started yet.
        """
        if not self.hyps:
            raise RuntimeError("no game yet: send a 'start' command first")
        return self.hyps[0]

    # ------------------------------------------------------------------ changes
    def apply(self, obs: Observation) -> list[TableEvent]:
        """Apply one observation or command; return the table events it causes.

        Never raises on a table mistake: an observation that cannot be right returns an
        ``inconsistency`` event and leaves the state as it was (but stays in
        :attr:`history`, so ``undo`` removes it).

        Raises:
            ObservationError: ``obs`` is not a well-formed record (see ``validate``).
        """
        validate(obs)
        if obs.kind == "undo":
            return self.undo()
        before = self._snapshot()
        self.history.append((obs, before))
        if obs.kind == "was" and (obs.back or not (
                self.hyps and self._read_question(obs.cards[0]))):
            return self._correct(obs)
        return self._apply(obs)

    def apply_all(self, observations: Iterable[Observation]) -> list[TableEvent]:
        """Apply several observations; return all their events."""
        events: list[TableEvent] = []
        for obs in observations:
            events.extend(self.apply(obs))
        return events

    def refused_last(self) -> bool:
        """Whether the last input kept in :attr:`history` was refused: it left the accounts
        and the open question as they were (an ``inconsistency`` was its answer, e.g. a
        card laid after the game's end). ``False`` with an empty history. Undo then removes
        an input that never counted (QA12 F15: it said "Undone: X in Bob's zone")."""
        return bool(self.history) and self.refused_at(len(self.history) - 1)

    def refused_at(self, index: int) -> bool:
        """Whether :attr:`history` entry ``index`` was refused (as :meth:`refused_last`:
        the accounts and the open question after it are those before it).

        Raises:
            IndexError: no such entry.
        """
        before = self.history[index][1]
        after = state_after(self.history, index, self._snapshot())
        return before[0] is after[0] and before[5] is after[5]

    def undo(self) -> list[TableEvent]:
        """Remove the last observation or command (the state returns to before it; an
        undone correction puts back the history it replaced: :class:`Correction`); a "now
        Insane" it said stays said (:func:`~.now_insane.insane_said_stays`), unless the answer
        undone made it true (QA59 M1); so does a self-out's round end it said
        (:func:`~.flow.end_said_stays`, review of k61). Returns one
        ``undone`` event, with the seat and card candidates of an undone card."""
        if not self.history:
            return [inconsistency("nothing_to_undo")]
        obs, before = self.history.pop()
        lang, undone = self.lang, self.hyps
        told = not self.round_end_held()  # (a round's end in its events was said: below)
        self._late_memo[0] = None  # the accounts restored may be changed in place below
        self._restore(before)
        # a result said ahead (review of QA43 H1), matched before a "now Insane" it said
        # is taken out of the held events (review of gather44)
        said_early_stays(self.hyps, undone)
        insane_said_stays(self.hyps, undone,  # said once per card (session 41)
                          answer=getattr(obs, "kind", None) in ANSWER_KINDS)
        if before[-1] is not None:
            self.history = list(before[-1].history)
        elif told:  # a self-out's round end the input undone said stays said (review of
            end_said_stays(self.hyps, undone)  # k61), not one a question held unsaid
        now = (len(self.history), self.history[-1] if self.history else None)
        if not held_since(self.history, self._undone, len(self.history)):
            self._undone = (obs, *now) if before[-1] is None \
                and undone_discard(self.hyps, obs) else None
        # else the card held two ways after the undone discard, undone in turn: that
        # discard stays the undone one (review of undo48: read again, it was said as fact);
        # so does an answer given since, undone (fresh QA64b HIGH-1)
        if not self.hyps:
            self.lang = lang  # the start line undone: keep speaking the session's language
        if obs.kind == "card" and obs.seat is not None:
            # the card undone is named (QA15 #8: replay said only "Undone."), a late play
            # repaired too (its marker: :mod:`.late_play`)
            return [TableEvent("undone", seat=obs.seat, cards=tuple(obs.cards))]
        return [TableEvent("undone")]

    def forget_undone(self) -> None:
        """The inputs just undone were taken back to be read again (Enter's give-back of an
        undone card under them), not undone by the player: the next input is no card after
        an undone one (:func:`.undone_discard.with_undone`)."""
        self._undone = None

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

    def round_end_held(self) -> bool:
        """Whether a round's end waits for the open question's answer: some account has
        ended the round, its result not said yet (it depends on the answer:
        :func:`.round_result.result_held`). A result every account tells was said at once
        (:func:`.round_result.result_agreed`, QA43 H1); the live table's "Gather all the
        cards" waits with a held one."""
        return result_held(self.question, [h.events for h in self.hyps])

    def end_held(self) -> bool:
        """Whether a round's end is held unsaid (:attr:`~.table.TableState.end_held`),
        the same in every account: a player's own card ended the round at once, that
        player's hand owed (:func:`~.flow.round_over_owed`), and no input came since. Its
        result is already the table's (:meth:`view`: the next card is the next deal's);
        the next input says it (after that hand's line when it is the hand), or
        :meth:`release_end`. ``False`` when the accounts hold different ends, or only some
        hold one (Bob's Cthulhu his play, or his hand a guess named): their next input says
        each its own, as any news they differ on."""
        return bool(self._end_held_alike())

    def _end_held_alike(self) -> tuple:
        """The round's end every account holds alike (:meth:`end_held`), ``()`` if none."""
        held = {h.end_held for h in self.hyps}
        return next(iter(held)) if len(held) == 1 else ()

    def release_end(self) -> list[TableEvent]:
        """Say the round's end held (:meth:`end_held`) now, with no input: its events
        (``[]`` when none), no longer held. The live table calls it when the owed hand
        did not come within ``companion.app.end_held.END_HELD_S`` (k61; fresh QA60
        HIGH-1: the hand was never read). Held events are what the table says, not what
        it holds: they are changed in place, so an undo of a later input does not say
        them again (as :attr:`~.table.TableState.said_out`)."""
        events = list(self._end_held_alike())
        if not events:
            return []
        for h in self.hyps:
            h.end_held = ()
        return self._results_hedged(events)

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

    # ------------------------------------------------------------------ internals
    def _snapshot(self, correction: Correction | None = None) -> tuple:
        """The state before an input; the last item is the input's :class:`Correction`
        (``None`` for any other input); :meth:`_restore` and the corrections take all
        the items before it."""
        return (self.hyps, self.names, self.lang, self.edition, self._asked, self.question,
                self._unnamed, self.holder_waiting, correction)

    def _restore(self, snap: tuple) -> None:
        (self.hyps, self.names, self.lang, self.edition, self._asked, self.question,
         self._unnamed, self.holder_waiting) = snap[:-1]

    def _apply(self, obs: Observation) -> list[TableEvent]:
        if obs.kind == "start":
            return self._start(obs)
        if not self.hyps:
            return [inconsistency("not_started")]
        if obs.kind == "card" and len(obs.cards) > 1:
            return self._candidates(obs)
        if obs.kind == "was" and self._read_question(obs.cards[0]):
            return self._choose_read(obs.cards[0], seen=obs.value == "seen")
        obs = self._asked_card(obs)
        bad = check_input(self.hyps, obs)
        if bad is not None:
            return [bad]
        new = self._undone_kept(obs, self.hyps, self._step(obs, self.hyps))
        if obs.kind in ("card", "revealed", "hand", "face_up"):  # a 2-player face-up card
            # too (review of undo53: read late, it left "which card: The Boxer or the Deep
            # One?" open, and "2" made a table with two Deep Ones)
            counted = [n for n in new if within_copies(n, obs.cards)]
            if new and not counted:  # the copy too many named (review of undo53: a
                # Tommy Gun's Boxer and Deep One, the Deep One in Ann's zone, named the Boxer)
                key = next((k for k in obs.cards if not within_copies(new[0], (k,))),
                           obs.cards[0])
                return [inconsistency("too_many_copies", obs.seat, (key,),
                                      copies=flow.max_copies(self.hyps[0].edition, key),
                                      suggest=suggest(self.hyps[0], key))]
            new = counted
        new = hedged_entry_hand(obs, self.hyps, new)  # laid before its play's entry (QA58)
        # or read with the cards under it (observations.PILE; fresh QA59 HIGH-1)
        if not new:
            refusal = self._probably_out(explain(self.hyps, obs))
            late = self._late_play(obs) if refusal.value == "seat_out_unconfirmed" \
                and "asked" in refusal.info else None  # QA42 H1: his play read late
            if late is None:  # read after the card laid on it (QA58 HIGH-1: under_card)
                late = self._under_card(obs)
            return late if late is not None else [refusal]
        q = self.question
        if obs.kind == "out" and q is not None and q.value == "out" and q.seat == obs.seat:
            # the question asks "was that Bob's hand?": yes keeps the accounts where the
            # card named is the hand, not those where it was a play lost with and the hand
            # is still owed (QA13b N3: key 5 then waited for a hand that lay there)
            laid = [h for h in new if not owes_hand(h, obs.seat)]
            new = laid or new
        if obs.kind == "in" and q is not None and q.value == "out" and q.seat == obs.seat:
            for h in new:  # said after the card asked about (fresh QA61 LOW-2)
                flow.still_in_after_card(h, obs.seat, q.cards)
        if obs.kind == "not_hand" and all(surely_in(h, obs.seat)
                                          # not a play held there, to be applied (QA60)
                                          and h.early[:1] != (obs.seat,) for h in new):
            for h in new:  # no play of his could knock him out: said as "2 still in" was
                flow.tell_still_in(h, obs.seat)
        elif obs.kind == "not_hand":
            # accounts kept where his play lost and his hand is owed: his next card in his
            # zone (his play, or that hand) is asked about again (rv38b: his Urchin taken
            # as that late hand unsaid, then a false "Player 1 wins the game!")
            self._asked = frozenset(k for k in self._asked if k[:2] != ("out", obs.seat))
        up = _face_up_told_now(obs, new)
        return up + self._commit(new)

    def _undone_kept(self, obs: Observation, hyps: list[TableState],
                     new: list[TableState]) -> list[TableState]:
        """``new``, the successors of ``hyps`` that explain ``obs``, and, when ``obs`` is
        the next input after an undone effect discard, those where that discard was laid
        first: its target's discard, or its own play after that discard (fresh QA48 EARLY
        HIGH-1; :func:`.undone_discard.with_undone`). Each candidate of a card given by
        its rank too (review of undo48)."""
        if not self._after_undone():
            return new
        return with_undone(hyps, obs, self._undone[0], new)

    def _after_undone(self) -> bool:
        """Whether the input being applied is the next one after an undone effect discard
        (:attr:`_undone`), nothing else come since but answers to questions, which lay no
        card (:meth:`_undone_kept`; :func:`.undone_discard.held_since`: fresh QA64b
        HIGH-1)."""
        return held_since(self.history, self._undone, len(self.history) - 1)

    def _probably_out(self, refusal: TableEvent) -> TableEvent:
        """``refusal``, a ``seat_out`` refusal ("Not counted: The Musician in Bob's zone,
        as Bob is out."), made ``seat_out_unconfirmed`` when that seat was said only
        probably out (:data:`UNCONFIRMED`: the cards alone closed an unanswered ``out`` /
        ``was_hand`` question, :meth:`_out_by_cards`) and their hand was not named since
        (:attr:`~.table.TableState.said_out`): said "Not counted: The Musician in Bob's
        zone: Bob was only probably out. …" with what to do if Bob is still in, ``info``
        ``asked`` the seat of the question the cards closed, to undo back to and answer
        ("the question on Carol's card"; QA42 H1: Bob's Musician, read 11 cards late, was
        refused as if his out were told); ``info`` ``again`` ``True`` when a card of that
        seat was already refused since, still in :attr:`history`: said short, without the
        how-to ("Not counted: the Stowaway in Bob's zone: Bob was only probably out."),
        as always for a seat held out while unread (no question to go back to; review of
        unify43). Any other refusal: unchanged."""
        seat = refusal.seat
        closed = None if refusal.value != "seat_out" or seat is None \
            else self._said_out_by_cards(seat)
        if closed is None and refusal.value == "seat_out" and self._unread_out(seat):
            # held out while the seat was unread (:attr:`~.table.TableState.unread_out`):
            # no question to go back to, so the short line (review of unify43)
            return replace(refusal, value="seat_out_unconfirmed",
                           info={**refusal.info, "again": True})
        if closed is None:
            return refusal
        # the how-to said once per such out: a card of that seat refused since the out
        # was told, still in the history, had it (review of probable43)
        again = any(obs.kind in CARD_KINDS and obs.seat == seat and self.refused_at(i)
                    for i, (obs, _) in enumerate(self.history[closed + 1:-1], closed + 1))
        return replace(refusal, value="seat_out_unconfirmed",
                       info={**refusal.info, "asked": self.history[closed][1][5].seat,
                             "again": again})

    def probably_out(self) -> tuple[int, ...]:
        """The seats (0-based) said only probably out this round (:data:`UNCONFIRMED`),
        their hand not named since (or named only hedged, :func:`hands_named`): the cards
        alone closed an unanswered ``out`` / ``was_hand`` question that put them out (QA42
        H1), or the next player's card held them out while their zone was unread
        (:attr:`~.table.TableState.unread_out`, even once their seat marker is seen; QA43
        M1). Key 8 says them "may be out (not confirmed)", not "out" as a fact (reviews of probable43 and seats43)."""
        if not self.hyps:
            return ()
        return tuple(s for s in range(self.hyps[0].players)
                     if self._unread_out(s) or self._said_out_by_cards(s) is not None)

    def result_hinges_on(self) -> tuple[int, ...]:
        """The seats only probably out (:meth:`probably_out`) on which the round's, or the
        game's, result hinges once won: if one of them is still in, nobody has won yet
        (review of probable43; said "If Bob is out: …"). ``()`` while no account has a
        round or the game won, or when every account has it won by a card whoever else is
        in: Cthulhu's Insane effect the game (RULINGS A13, O14), a 5 or more revealed by
        Shoggoth's or the Shining Trapezohedron's Insane effect the round (seed 002 card
        7 "immediately win the round"; RULINGS O12) (review of hedge44: said "If Bob is
        out", and "not confirmed" by ``companion resume``)."""
        held = self.probably_out()
        if not held or all(_won_by_card(h) for h in self.hyps):
            return ()
        return held

    def _unread_out(self, seat: int) -> bool:
        """Whether every account has ``seat`` said out, its hand not named, held out while
        its zone was unread (:attr:`~.table.TableState.unread_out`)."""
        return all(seat in h.said_out and seat in h.unread_out for h in self.hyps)

    def _said_out_by_cards(self, seat: int) -> int | None:
        """:meth:`_out_by_cards` for ``seat`` when every account has it said out, its hand
        not named (:attr:`~.table.TableState.said_out`); else ``None``."""
        if not all(seat in h.said_out for h in self.hyps):
            return None
        return self._out_by_cards(seat)

    def _out_by_cards(self, seat: int) -> int | None:
        """The :attr:`history` index, in this round, of the card input that closed an
        unanswered ``out`` / ``was_hand`` question and so put ``seat`` out (some account
        before it had ``seat`` in and another out, every account after it out; a card not
        in ``seat``'s own zone, as :func:`_told_by_cards`), the newest such; ``None`` when
        there is none (``seat`` was told out by an answer, or shown out by their hand;
        QA42 H1)."""
        for index in range(len(self.history) - 1, -1, -1):
            obs, before = self.history[index]
            if obs.kind in ROUND_OPENERS:
                return None
            # the state after it: the next entry's snapshot, or now for the newest input
            # (key 8 asked right after the card that closed it; review of probable43)
            after = self.history[index + 1][1] if index + 1 < len(self.history) \
                else self._snapshot()
            q = before[5]
            if obs.kind not in CARD_KINDS or before[-1] is not None or q is None \
                    or q.value not in ("out", "was_hand") or after[5] is q \
                    or obs.seat == seat:  # a card in his own zone shows it (RULINGS A10)
                continue
            if _torn(before[0], seat) and not _held_in(before[0], seat) \
                    and all(h.out[seat] for h in after[0]):
                return index
        return None

    def _asked_card(self, obs: Observation) -> Observation:
        """``obs``, an ``effect`` answer naming no card for the seat of the open "Sane or
        Insane effect?" question, with that question's card: a log written before QA25 F1
        kept such an answer, which went with the player's next play (an Insane Stowaway's
        second) and was refused at each resume. Any other input: ``obs`` itself."""
        q = self.question
        if obs.kind != "effect" or obs.cards or q is None or q.value != "effect" \
                or not q.cards or obs.seat != q.seat:
            return obs
        return replace(obs, cards=q.cards)

    def _step(self, obs: Observation, hyps: list[TableState]) -> list[TableState]:
        """Every successor of ``hyps`` that explains ``obs`` (:func:`.inference.step`),
        most likely first. A card in a seat where no account waits for a card (other
        than that seat's own knocked-out hand) may follow a knocked-out hand not laid yet:
        then each account waiting for another seat's hand also goes on with that hand owed
        (:func:`.flow.hand_late`; QA F26: Carol's play seen before Bob's hand was refused,
        or taken for Carol's own hand). Only then: a card another account expects there
        keeps that account alone, so a slow hand adds no doubt to every knock-out. The
        player of a seat the camera cannot read (:attr:`unread_seats`) is then said only
        probably out (:data:`UNCONFIRMED`): nothing but the next card tells it (QA43 M1;
        review of seats43: said nothing, then "out" as fact once the marker was seen),
        unless every account had that player out before the card (entered or answered
        out: said as a fact, review of unify43).
        A card that only an owed hand of its own seat explains may as well be that seat's
        play read before the play the other accounts wait for: those accounts hold it
        (:mod:`.early_card`; fresh QA47b HIGH-1: "Bob is out, with the Elder Sign." as fact).
        A new round drops the accounts whose owed hand never came, when others remain. A
        round ended unseen (``lost``: :mod:`companion.app.stall_lost`,
        :meth:`~companion.app.lost_rounds.LostRounds._revived_lost`) keeps the most likely
        account of each tokens and game result: what the others differ on in that round (a
        player out or in, a card's side) no longer decides anything, and was asked about
        with no round left to settle (fresh QA53b r6b: "The Fed in Bob's discard zone: was
        that Bob's hand, so Bob is out?" right after round 1 was said lost); the news of
        that round they did not agree on is dropped ("Bob.", his turn, was said then)."""
        if obs.kind == "new_round":
            hyps = [h for h in hyps if not h.late] or hyps
        if obs.kind in ("card", "revealed", "hand") and obs.seat is not None:
            # an account whose owed hand had to be the very next card ends at another card
            hyps = [h for h in hyps if h.late_next in (None, obs.seat)] or hyps
        camera = bool(self.history) and self.history[-1][0] is obs and obs.kind == "card"
        if camera and obs.seat is not None:
            # a card held as the next player's play, a forced discard awaited elsewhere
            # (QA60 HIGH-3), asked about: a camera card in another zone, unanswered, tells
            # the discard was the one read (the truth of a true read, QA44 t1: "Bob
            # discards Cthulhu." was hedged to the round's end); an answer, or a discard
            # entered by key, keeps it
            hyps = [h for h in hyps if not (held_for_discard(h) and h.early[0] != obs.seat)
                    ] or hyps
        steps = [(h, step_any(h, obs, flow.step)) for h in hyps]
        # a card only an owed late hand explains may be the next player's play read early
        # (fresh QA47b HIGH-1): the accounts that refused it hold it, in their place
        early = read_early(steps, obs)
        new = [n for h, got in steps for n in ([early[id(h)]] if id(h) in early else got)]
        # a forced discard read in the next player's zone may be that player's play, the
        # discard unread in another zone (fresh QA60 HIGH-3): held there too; not a card
        # one of its candidates was chosen for (Enter's rank and the app's "which card?",
        # as the discard the app asked for: test_qa53_discard_laid_before); nor right
        # after that discard was read and undone, still lying in its zone: the undone card
        # is the discard read, and that card the next player's own card after it is
        # :func:`.undone_discard.with_undone`'s (qa52b r6b: Carol's Musician on herself, her
        # Necronomicon undone; Alice's Cthulhu, her Sanity check card, held as her play
        # with the discard 'unread' left the accounts apart and the round unsaid)
        if camera and not self._after_undone():
            new += discard_or_play(steps, obs)
        if camera:  # a forced discard said unread, read late in a zone it may have
            # chosen (review of st61, HIGH: Cy's Entertainer said as her play)
            new += late_discards(hyps, obs)
        held, played = list(early.values()), False  # dropped if the card is a play below
        if obs.kind == "new_round" and len(new) > 1 and len({n.key() for n in new}) == 1:
            # one table dealt whatever the open question's answer: of the round it ends,
            # only what every account tells is said (QA44 t1: "Eve reveals The Musician."
            # said as fact, Eve perhaps out with it)
            agreed = dealt_agreed([n.events for n in new])
            for n in new:
                n.events = list(agreed)
        if obs.kind == "lost" and len(new) > 1:
            new = list({(tuple(n.tokens), n.game_winners): n for n in reversed(new)}.values())
            new.reverse()
            for n in new:  # its news the accounts did not agree on: never said
                n.events = [e for e in n.events if e.kind == "round_lost"]
        if obs.kind in ("card", "revealed", "hand"):
            for n in new:
                n.late_next = None
        if obs.kind == "card":
            expected = any(h.wait[0] != "hand" and obs.seat in flow.awaited(h) for h in hyps)
            other = any(h.wait[0] not in ("hand", "play") and obs.seat in flow.awaited(h)
                        for h in hyps)  # a card an effect puts there: no late hand
            nxt = {s for n in new if n not in held for s in flow.awaited(n)} \
                if expected else set()
            for h in hyps if not other else ():
                if h.wait[0] == "hand" and h.wait[1] != obs.seat and h.wait[1] not in nxt:
                    # another account takes the card as a play: the owed hand must come
                    # next (QA F1: Alice lost her own Boxer compare, Bob played first);
                    # an unread seat's player only probably out (QA43 M1, review seats43),
                    # unless every account had her out already: the table said it (an
                    # answer or the key for out), not the cards (review of unify43)
                    unread = h.wait[1] in self.unread_seats \
                        and not all(k.out[h.wait[1]] for k in hyps)
                    late = hand_late(h, say_out=not expected, unread=unread)
                    for n in (n for m in due(late) for n in step_any(m, obs, flow.step)):
                        n.late_next = h.wait[1] if expected else None
                        new.append(n)
                        played = True  # the card is a play here: not only a late hand
        return told_play(obs, [n for n in new if n not in held] if played else new)

    def _start(self, obs: Observation) -> list[TableEvent]:
        v = obs.value
        try:
            edition = Edition.parse(v.get("edition", "arkham"))
            names = tuple(str(n) for n in v["names"])
            rules.check_players(len(names))
            try:
                first = int(v.get("first", 0))
            except (TypeError, ValueError):
                first = v.get("first")
            if not isinstance(first, int) or not 0 <= first < len(names):
                raise ValueError(worded("app.obs_start_first", value=first,
                                        last=len(names) - 1))
            if not isinstance(v.get("options") or {}, dict):
                raise ValueError(worded("app.obs_start_options",
                                        example='{"liber_ivonis_duration": "round"}'))
            options = table_options(v.get("options"))  # QA13a F9: "forever" was taken
            lang = str(v.get("lang", "en"))
            if lang not in LANGUAGES:  # QA: a hand-edited log's "de" was a traceback later
                raise ValueError(worded("app.obs_start_language", value=repr(lang),
                                        choices=", ".join(LANGUAGES)))
        except (ValueError, TypeError, KeyError) as exc:
            self.history.pop()  # the problem as the catalog words it, else in English
            problem = exc.args[0] if exc.args and not isinstance(exc, KeyError) else str(exc)
            raise observation_error("app.obs_start", problem=problem) from None
        self.names, self.lang, self.edition = names, lang, edition
        h = TableState(edition, len(names), options, first)
        h.events.append(TableEvent("game_started", info=len(names)))
        flow.start_round(h)
        self._asked = frozenset()
        self.question = None
        self._unnamed = ()
        self.holder_waiting = None
        return self._commit([h])

    def _commit(self, new: list[TableState]) -> list[TableEvent]:
        told = self._read_told(new)
        seen: dict[tuple, TableState] = {}
        agreed = agreed_reads(new)
        for h in new:
            if h.reads:
                # a card read the accounts agree on by now is no longer open
                h.reads = tuple(r for r in h.reads if r not in agreed)
            if h.wait[0] == "over":
                k = ("over", h.view(), h.reads)  # nothing follows: the view is all
            else:
                k = (h.key(), h.play.guess_kind if h.play is not None else None, h.reads)
            if k in seen:
                first = seen[k]
                if first.play is not None and h.play is not None and first.play != h.play:
                    tgt = first.play.target if first.play.target == h.play.target else None
                    first.play = first.play.__class__(
                        first.play.seat, first.play.card, first.play.sides | h.play.sides,
                        tgt, tuple(sorted(set(first.play.valid) | set(h.play.valid))),
                        first.play.guess_kind if first.play.guess_kind == h.play.guess_kind
                        else None, first.play.guess, first.play.ko_rank)
                if first.earlier != h.earlier and len(first.earlier) == len(h.earlier):
                    # an earlier play told apart by nothing now: both its sides (QA19 #2)
                    first.earlier = tuple(x if x == y else replace(x, sides=x.sides | y.sides)
                                          for x, y in zip(first.earlier, h.earlier))
            else:
                seen[k] = h
        hyps = list(seen.values())[:MAX_HYPOTHESES]
        if len(hyps) == 1:
            hyps[0].reads = ()
            said = any(e[0] == hyps[0].late_next and e[1] == SAID_OUT
                       for e in hyps[0].late)  # said out when the card was played
            if hyps[0].late_next is not None and not said:  # the doubt is the table now:
                hyps[0].events.insert(0, TableEvent("player_out", seat=hyps[0].late_next))
                hyps[0].late_next = None
        # Announce only what every hypothesis agrees on; a player out whose hand is an open
        # card read is said out without the card (the round's end follows; QA Q1: it was
        # said only once the question was answered, in the next round).
        # A "now Insane" some accounts tell and others not yet (its card's effect may
        # still put its player out or end the round) holds back only itself (session 40:
        # :func:`~.now_insane.insane_after_effect` says it once the effect is over).
        at = [[i for i, e in enumerate(h.events) if e.kind != "now_insane"] for h in hyps]
        n = min(len(ix) for ix in at)
        common = 0
        first_events = hyps[0].events
        agreed = []
        while common < n:
            e = first_events[at[0][common]]
            if all(h.events[ix[common]] == e for h, ix in zip(hyps, at)):
                agreed.append(e)
            elif e.kind == "player_out" and all(h.reads for h in hyps) and all(
                    (x.events[ix[common]].kind, x.events[ix[common]].seat) == (e.kind, e.seat)
                    for x, ix in zip(hyps, at)):
                agreed.append(TableEvent("player_out", seat=e.seat))
                self._unnamed = self._unnamed + (e.seat,)
            else:
                break
            common += 1
        events = _with_insane_agreed(hyps, [ix[common] if common < len(ix) else
                                            len(h.events) for h, ix in zip(hyps, at)], agreed)
        if self.says_ahead:  # live only: a replayed or resumed log says it with the answer
            # what every account tells while a question stays open: plays (QA42 M1: each
            # waited a table cycle for "was that Carol's hand?") and the round's result
            # (QA43 H1: Bob out by the Necronomicon, Alice's win, held behind her Liber
            # Ivonis's "Sane or Insane?" whose answer changed neither)
            events += say_ahead(hyps, self.question, events, self.probably_out,
                                AHEAD_QUESTIONS)
        named = {e.seat for e in events if e.kind == "player_out" and e.cards}
        events = [e for e in events if e.kind != "player_out" or e.cards
                  or e.seat not in named or e.seat in self._unnamed]  # said with its card
        prior = hyps[0].said_out if hyps else ()
        # a hand held behind an open question (said_ahead: its player only probably out),
        # let through now, stays hedged, the player too (hedge44: "Bob's hand: The Fed."
        # ended his "probably", said as fact, while the Fed was his play read before his
        # late Musician: QA42 H1); and so does a hand laid later in his zone, a card by
        # itself at his turn's place (fresh QA58 HIGH-4: Alice's next Sanity check card,
        # Randall Tillinghast, was said "Alice's hand: …" as fact, her "probably out"
        # ended by it): had he been in, the same card would be his next turn's; laid at
        # another's turn, it is his hand (rev40a, QA39: "Bob's hand: The Boxer.")
        waited = {e.seat for h in self.hyps for e in h.events
                  if e.kind == "player_out" and e.cards}
        held = tuple(s for s in {e.seat for e in events if e.kind == "player_out"
                                 and e.cards and e.seat in prior}
                     if ((s in waited or self._turn_place(s))
                         and self._said_out_by_cards(s) is not None)
                     or (s in waited and entry_hedged(self.history, self.hyps, s)))  # (review of h2)
        events, said = hands_named(events, prior, held)
        for h in hyps:
            h.said_out = said
        self.hyps = hyps
        was = self.question
        for e in events:
            if e.kind == "question":
                self.question = e
        self._holder_replaced(was)  # by the rules' flow's question (R'lyeh's, ...)
        asked = self._questions(self.question if self.question is not was else None)
        if self.says_ahead and asked and asked[-1].value in AHEAD_QUESTIONS and \
                self.history and self.history[-1][0].kind not in CARD_KINDS:
            # opened by an answer, its card read before: the news before its card first
            # (review of order45, MEDIUM: a late answer opened Bob's question before "Alice
            # is now Insane.", her play before his card); opened by its card, the question
            # stays right after it (QA40: a Deep One's Insane after the out it may cause)
            events += said_before_card(hyps, asked[-1], events, self.probably_out)
        out = events + asked
        if len(hyps) == 1:
            self._asked = frozenset()
        if was is not None and self.question is not was:
            told_closed = self._worked_out(was, told)
            if any(e.info == "moot" for e in told_closed):
                out = _without_moot_marks(was, out)
            out = settled_in_order(told_closed, _told_by_cards(
                was, self.history[-1] if self.history else None, out))
        now = self.question
        for past in dict.fromkeys(k for h in hyps for k in h.said_past):
            # its card named by the question, later plays said since (QA44 HIGH-2); a
            # question closed whose card waits behind the next one is told later, when
            # that card comes (rev-order45: "Eve: The Entertainer." after Alice's play);
            # once told, a later play of the same card is its own (rev-order45: Alice's
            # second Cats of Ulthar was dropped)
            key = past[:2]
            q = was if was is not None and was.cards and (was.seat, was.cards[0]) == key \
                else TableEvent("question", seat=key[0], cards=key[1:])
            open_ = now is not None and bool(now.cards) and (now.seat, now.cards[0]) == key
            if q is not was and open_:
                continue
            shown = out if len(past) > 2 else played_past(q, out)
            done = shown is not out
            out = shown
            if open_ and not done:
                continue
            kept = (key + (True,),) if open_ else ()
            if done or len(past) > 2 or any(
                    e.kind in ("question_settled", "player_out") and e.seat == key[0]
                    or e.kind in ("round_started", "round_ended") for e in out):
                for h in hyps:
                    h.said_past = tuple(k for k in h.said_past if k != past) + (
                        kept if past in h.said_past else ())
        if any(e.kind in ("round_ended", "game_won") for e in out):
            out = self._results_hedged(out)
        return self._counts_hedged(out)

    def _turn_place(self, seat: int) -> bool:
        """Whether, before the input being committed (the accounts kept then,
        :attr:`hyps`), the most likely account waited for the turn (a play or a Sanity
        check) of the first player after ``seat`` (0-based) in play order, ``seat``
        counted in (:func:`companion.rules.next_seat`, clockwise): had ``seat`` been in,
        its turn came first, and a card in its zone now would be that turn's (its Sanity
        check's card, its play; fresh QA58 HIGH-4, review of h4)."""
        if not self.hyps:
            return False
        h = self.hyps[0]
        if h.wait[0] not in ("play", "check"):  # ("deal",), ("over",): one item
            return False
        out = [gone and s != seat for s, gone in enumerate(h.out)]
        return rules.next_seat(seat, out) == h.wait[1]

    def _counts_hedged(self, events: list[TableEvent]) -> list[TableEvent]:
        """``events``, each ``deck_count`` of one or more cards given
        :attr:`~.events.TableEvent.hedge` ``((seat, asked), ...)`` (as
        :meth:`_results_hedged`) while seats are only probably out now
        (:meth:`probably_out`): counted as if they are out, fewer are left if one of them
        is still in (their Sanity check's card, their turn's draw, missed). Said "11 cards
        left, or fewer if Alice is still in." (fresh QA58 HIGH-4: "Bob passes. 11 cards
        left." as fact, 9 left: Alice's check card, a second Urchin, and her play were
        never read, and Bob's card put her out). A count with an open question's counts
        (``info``) is left as it is: that answer tells. So is each ``turn_started``'s
        count (said verbose: "Carol's turn. 10 cards left, or fewer if Alice is still in
        (not confirmed)."; review of h4: "Carol's turn. 10 cards left." as fact, 8 left).
        A count before a seat's ``player_out`` in ``events`` is not hedged by that seat
        (a stall's cards given at once: the count came before her play)."""
        if not any(_counted(e) for e in events):
            return events
        held = self.probably_out()
        if not held:
            return events
        # a count said before a seat's out in these same events does not rest on it
        # ("13 cards left, or fewer if Alice is still in." before Alice had played)
        out_at = {e.seat: i for i, e in enumerate(events) if e.kind == "player_out"}
        asked = {s: self._question_seat(s) for s in held}
        hedged = []
        for i, e in enumerate(events):
            hedge = tuple((s, asked[s]) for s in held
                          if out_at.get(s, -1) < i) if _counted(e) else ()
            hedged.append(replace(e, hedge=hedge) if hedge else e)
        return hedged

    def _results_hedged(self, events: list[TableEvent]) -> list[TableEvent]:
        """``events``, each ``round_ended`` and each ``game_won`` won by tokens (no card)
        given :attr:`~.events.TableEvent.hedge` ``((seat, asked), ...)`` when seats are
        only probably out now (:meth:`probably_out`): the round ended because the cards
        alone put them out, and if one of them is still in, nobody won it yet (review of
        probable43: "Dan wins the round and has 1 Sane." was said as fact while Bob, only
        probably out, may still hold his card). Said "If Bob is out: Dan wins the round
        …" with how to go back to the question (``asked``, ``None`` for a seat held out
        while unread: no question). The token stays counted; the next round's deal
        (the players gathered the cards: the round was over) ends the hedge, as a round's
        start ends :meth:`probably_out` (seed 002 "End of the Round", "One Player Left";
        RULINGS A11). A round that ends the game leaves the way back to the game's end,
        said once (review of hedge44: "If Alice is still in, press minus twice …" was
        said after both)."""
        held = self.result_hinges_on()
        if not held:
            return events
        hedge = tuple((s, self._question_seat(s)) for s in held)
        game = any(e.kind == "game_won" and not e.cards for e in events)
        return [replace(e, hedge=tuple((s, None) for s, _ in hedge) if game else hedge)
                if e.kind == "round_ended" else replace(e, hedge=hedge)
                if e.kind == "game_won" and not e.cards else e for e in events]

    def _question_seat(self, seat: int) -> int | None:
        """The seat of the unanswered question whose closing by the cards put ``seat``
        only probably out (:meth:`_said_out_by_cards`), ``None`` when there is none."""
        closed = self._said_out_by_cards(seat)
        return None if closed is None else self.history[closed][1][5].seat


def _won_by_card(h: TableState) -> bool:
    """Whether account ``h`` has no round nor game won, or has it won by a card whoever
    else is in (:meth:`Tracker.result_hinges_on`): the game with no round won (Cthulhu,
    :func:`~.flow.end_game` with its card), or a round won with no showdown while others
    are still in (a revealed 5 or more: :func:`~.card_laid._hand`)."""
    if not h.round_winners:
        return True  # no round won, or the game won by Cthulhu
    return not h.showdown and len(h.alive()) > len(h.round_winners)


def _without_moot_marks(q: TableEvent, events: list[TableEvent]) -> list[TableEvent]:
    """``events`` without the marks (``protected``, ``immune``) of the player of the
    ``effect`` question ``q`` that the next deal closed as changing nothing
    (:meth:`Tracker.deal_closes_question`): the account kept told one side's mark, which
    the new round ends at once (seed 002 "End of a Round"; QA44 MEDIUM-5: "Protection
    for Alice." was said as round 5 began)."""
    start = next((i for i, e in enumerate(events) if e.kind == "round_started"), len(events))
    return [e for i, e in enumerate(events)
            if i >= start or e.kind not in ("protected", "immune") or e.seat != q.seat]


def _told_by_cards(q: TableEvent, last: tuple | None, events: list[TableEvent]
                   ) -> list[TableEvent]:
    """``events``, each ``player_out`` with no hand (value ``None``) of a seat some account
    before the last input ``last`` (its history entry) had in and another out marked
    :data:`UNCONFIRMED`, when that input is a card that closed the ``out`` / ``was_hand``
    question ``q`` nobody answered: the card alone decided it, from a turn it shows
    skipped, and a play read late tells it wrongly (QA42 H1: after Carol's Investigators,
    her hand, Dan's card came before Bob's Musician was read, which closed "was that
    Carol's hand?" as her play, and Bob, who lost Alice's Boxer compare in that account,
    his hand owed, was said out). Said "Bob is probably out: the cards tell it, not
    confirmed."; a card then refused in his zone says so (:meth:`Tracker._probably_out`).
    A hand laid in the player's own zone shows the knock-out, and an answer tells it:
    said as before, and so does a card laid in the player's own zone (a forced discard of
    The Dilettante / Cthulhu knocks its holder out, RULINGS A10: A's Stowaway, then her
    Dilettante, closed "was that A's hand?"; review of probable43), and so does a forced
    discard in the player's own zone held as their play in the other accounts
    (:func:`_held_in`). Any other input: ``events`` unchanged."""
    if last is None or q.value not in ("out", "was_hand") or last[0].kind not in CARD_KINDS:
        return events
    before = last[1][0]
    torn = {s for s in range(before[0].players) if _torn(before, s)
            and s != last[0].seat and not _held_in(before, s)}
    return [replace(e, value=UNCONFIRMED) if e.kind == "player_out" and e.seat in torn
            and e.value is None and not e.cards else e for e in events]


def _held_in(hyps, seat: int) -> bool:
    """Whether every account of ``hyps`` with ``seat`` in holds its card as that player's
    play before a forced discard awaited elsewhere (:func:`.early_card.held_for_discard`):
    the others took that card, in the player's own zone, as the discard that put them out
    (RULINGS A10), a fact when those are kept (fresh QA60 HIGH-3; QA44 t1's "Bob discards
    Cthulhu." was followed by "Bob is probably out" and every count hedged)."""
    return all(held_for_discard(h) and h.early[0] == seat for h in hyps if not h.out[seat]) \
        or late_or_held(hyps, seat)


def _torn(hyps, seat: int) -> bool:
    """Whether the accounts ``hyps`` differ on ``seat``'s being out (one has the player
    in, another out): what an ``out`` / ``was_hand`` question leaves open."""
    return len({h.out[seat] for h in hyps}) > 1


def _with_insane_agreed(hyps: list[TableState], cuts: list[int],
                        agreed: list[TableEvent]) -> list[TableEvent]:
    """The events to say now: ``agreed`` (the events other than ``now_insane`` every
    account in ``hyps`` tells first, in their order), with each ``now_insane`` that every
    account tells among its first ``cuts[i]`` events (``cuts``: one per account, where
    its first event not agreed begins), in its place in the first account's. Each
    account's events are left as what is still to say: its ``now_insane`` events not
    said, then its events from its cut on. A ``now_insane`` is only said once its play's
    effect is over (:func:`~.now_insane.insane_after_effect`), which the accounts may not agree
    on yet while the events after it they do agree on (session 40: "Bob: The Fed." and
    "Bob is still in." waited a card behind "Ann is now Insane.", the account where Ann
    lost her own Deep One compare, her hand late, still open)."""
    heads = [h.events[:cut] for h, cut in zip(hyps, cuts)]
    told = [{e.seat for e in head if e.kind == "now_insane"} for head in heads]
    said = set.intersection(*told) if told else set()
    out, rest = [], iter(agreed)
    for e in heads[0] if hyps else ():
        if e.kind != "now_insane":
            out.append(next(rest))
        elif e.seat in said:
            out.append(e)
    for h, head, cut in zip(hyps, heads, cuts):
        h.events[:] = [e for e in head if e.kind == "now_insane" and e.seat not in said] \
            + h.events[cut:]
    return out


def _face_up_told_now(obs: Observation, new: list[TableState]) -> list[TableEvent]:
    """A 2-player face-up card (``obs``, kind ``face_up``) is public and lies apart from
    the turns (seed 002 "Setup", 2-Player Only): its ``face_up`` event, the last of every
    account in ``new``, is taken out of them and returned, said at once rather than held
    behind the events the accounts do not agree on yet (session 39, en21 busy: entered by
    key after Alice's Investigators, whose guess was open, it was said 22 s later, once
    Bob's card settled them; the player heard nothing after "Answer: which number?").
    ``[]`` for any other input; ``new`` is changed in place."""
    if obs.kind != "face_up" or not new or not all(
            h.events and h.events[-1].kind == "face_up" and h.events[-1].cards == obs.cards
            for h in new):
        return []
    told = new[0].events[-1]
    for h in new:
        del h.events[-1]
    return [told]


def _counted(event: TableEvent) -> bool:
    """Whether ``event`` tells the deck's count as a fact, one card or more
    (``deck_count`` without an open question's counts, ``turn_started``): hedged by
    :meth:`Tracker._counts_hedged` while a player is only probably out."""
    return bool(event.count) and (event.kind == "turn_started"
                                  or event.kind == "deck_count" and not event.info)


def hands_named(events: list[TableEvent], said: tuple[int, ...], held: tuple[int, ...] = ()
                ) -> tuple[list[TableEvent], tuple[int, ...]]:
    """``events`` to announce, the knocked-out hand of a player said out before it was
    laid marked ``info="hand"`` (said "Bob's hand: The Fed.", not "Bob is out, with The
    Fed." right after "Bob is out.": QA26 N5), one said out again before its hand is named
    dropped (QA34 F3: "Alice is out." twice when her hand was entered as two cards of a
    rank), and the seats said out whose hand is still to be named. ``said``: those seats
    before ``events`` (a round's start clears them). ``held``: seats among them the cards
    alone put out (an unanswered ``out`` / ``was_hand`` question closed by another
    player's card: ``Tracker._said_out_by_cards``), whose hand, held behind an open
    question (:func:`~.ahead.said_ahead`) or laid later by itself at her turn's place
    (fresh QA58 HIGH-4: her next Sanity check's card, had she been in;
    ``Tracker._turn_place``), comes out now (a hand laid and named at once
    shows the out, as a seat held out while unread shows it by its hand: rev40a, review
    of seats43): their hand is marked ``info="hand_unconfirmed"`` ("Bob's hand, if Bob is
    out (not confirmed): The Fed."; the card lies face up in his zone, public either way: his hand if he is out,
    RULINGS A10, else his play) and they stay in the seats returned, still only probably
    out (hedge44: the hand named ended his "probably", as fact).

    >>> out = TableEvent("player_out", seat=1)
    >>> hand = TableEvent("player_out", seat=1, cards=("the_fed",))
    >>> events, said = hands_named([out], ())
    >>> said, hands_named([hand], said)[0][0].info
    ((1,), 'hand')
    >>> hands_named([hand], ())[0][0].info is None
    True
    >>> hands_named([out], said)[0]
    []
    """
    out = []
    for e in events:
        if e.kind in ("round_started", "game_started"):
            said = ()
        elif e.kind == "player_out" and not e.cards and e.seat in said and e.value is None:
            continue  # its hand laid, still to be named: not "Bob is out." again (QA34 F3)
        elif e.kind == "player_out" and (not e.cards or e.info == HAND_UNCONFIRMED):
            # out, hand still to come; or hedged when laid (laid before its play's entry or
            # read in a pile: entry_hand, fresh QA58 HIGH-2, QA59 HIGH-1), still held out
            said = said + (e.seat,) if e.seat not in said else said
        elif e.kind == "player_out" and e.seat in said and e.seat in held:
            e = replace(e, info=HAND_UNCONFIRMED)  # still said out, hand not confirmed
        elif e.kind == "player_out" and e.seat in said:
            said = tuple(s for s in said if s != e.seat)
            if e.value != "after_all":  # "Bob is out after all, with …" says the change
                e = replace(e, info="hand")
        out.append(e)
    return out, said


__all__ = ["Tracker", "MAX_HYPOTHESES", "owes_hand", "settled_in_order", "hands_named"]

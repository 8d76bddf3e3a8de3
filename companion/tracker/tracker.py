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

Its parts, split by job (rf69), each a mixin of :class:`Tracker`: an input tried on a copy
(:mod:`.trials`), the next round's deal tried (:mod:`.deal_trials`), the round's end held
(:mod:`.round_end_held`), players only probably out (:mod:`.probably_out`), one input stepped in
every account (:mod:`.step`), what the accounts kept agree to say
(:mod:`.agreed_events`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from companion import rules
from companion.cards import LANGUAGES, Edition
from companion.engine.state import table_options
from companion.tracker import inference as flow
from companion.tracker.ahead import (AHEAD_QUESTIONS, played_past, said_before_card,
                                     said_early_stays, say_ahead)
from companion.tracker.asking import Asking, settled_in_order
from companion.tracker.card_reads import CardReads, agreed_reads
from companion.tracker.corrected import Correction, Corrections, state_after
from companion.tracker.inconsistencies import CARD_KINDS, check_input, explain, suggest
from companion.tracker.late_play import LatePlays
from companion.tracker.under_card import UnderCards
from companion.tracker.entry_hand import entry_hedged, hedged_entry_hand
from companion.tracker.events import TableEvent, inconsistency
from companion.tracker.flow import SAID_OUT, UNCONFIRMED, end_said_stays, insane_said_stays
from companion.tracker.questions import surely_in
from companion.tracker.observations import (ANSWER_KINDS, Observation, observation_error, validate,
                                            worded)
from companion.tracker.table import TableState
from companion.tracker.table_queries import TableQueries
from companion.tracker.undone_discard import held_since, undone_discard
from companion.tracker.trials import Trials
from companion.tracker.deal_trials import DealTrials
from companion.tracker.round_end_held import EndHeld
from companion.tracker.probably_out import ProbablyOut
from companion.tracker.step import Steps
from companion.tracker.agreed_events import AgreedEvents
from companion.tracker.probably_out import _told_by_cards
from companion.tracker.agreed_events import _with_insane_agreed, _without_moot_marks, hands_named

# Re-exported: the names this module held before the split (rf69), for the code and
# tests that take them from here.
from companion.tracker.trials import _refused, _role_question, roles_open  # noqa: F401
from companion.tracker.probably_out import _counted, _held_in, _torn, _won_by_card  # noqa: F401
from companion.tracker.step import told_play  # noqa: F401

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


class Tracker(Trials, DealTrials, EndHeld, ProbablyOut, Steps, AgreedEvents, TableQueries,
              CardReads, Asking, Corrections, LatePlays, UnderCards):
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


__all__ = ["Tracker", "MAX_HYPOTHESES", "owes_hand", "settled_in_order", "hands_named"]

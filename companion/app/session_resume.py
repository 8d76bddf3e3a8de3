"""Going on with a game a session log rebuilt (``companion resume LOG``): the tracker, the
cards' check marks and the last cards read and played taken from the log's report.

A mixin of :class:`companion.app.session.TableSession` (it sets the session's ``tracker``,
``read_as``, ``keyed_as``, ``from_log``, ``last_read``, ``last_card``, ``cards_said``, ``rounds_lost``,
``held_logged`` and ``_owed_checks``, and calls ``_note_zones``); the glimpse hold and the
twin question kept in the log for a resume (:meth:`SessionResume.keep_hold`,
:meth:`SessionResume.keep_twin`), and the table seen cleared (:meth:`SessionResume.keep_cleared`).
"""
from __future__ import annotations

import logging

from companion.app.entry_undone import entry_logged
from companion.app.keyed_cards import keyed_from_log
from companion.app.resumed_heard import heard_before_undo
from companion.session_log import Resumed, damaged_before_refused

log = logging.getLogger(__name__)


class SessionResume:
    """The session's resume from a session log (see the module docstring)."""

    #: the glimpse hold the session log holds now: the resumed log's last hold line
    #: (:attr:`Resumed.held`), then each one written (:meth:`keep_hold`); ``None``: none
    held_logged: "dict | None" = None
    #: the resumed log's glimpse hold not yet looked for on the table (set by
    #: :meth:`resume`, cleared once the set-up pictures are read:
    #: :meth:`~companion.app.glimpse_logged.GlimpseLogged._glimpse_restored`); meanwhile
    #: nothing is written for it (review of lead58: a key answered during the resume's
    #: set-up pictures, 5 or the answer to the summary's question, wrote ``"held": null``
    #: and the hold was never restored, its card said "press plus and 1")
    held_unrestored: bool = False
    #: the twin question the session log holds now (:attr:`Resumed.twin`, then each one
    #: written: :meth:`keep_twin`); ``None``: none (:mod:`companion.app.twin_logged`)
    twin_logged: "dict | None" = None
    #: the resumed log's twin question not yet looked for on the table (as
    #: :attr:`held_unrestored`), or its held card not read by the set-up while it stands:
    #: nothing is written for it meanwhile (review of resume60)
    twin_unrestored: bool = False
    #: the round the resumed log's last input was taken with its table seen cleared
    #: before it was over (:attr:`Resumed.cleared`), ``None``: none; the live table sets
    #: its cleared state from it (:func:`~companion.app.cleared_logged.restore_cleared`)
    cleared_logged: "int | None" = None
    #: the round seen cleared as the session log holds it now (its last input's
    #: ``"cleared"`` mark or its last cleared table's line, :attr:`Resumed.cleared` at a
    #: resume), ``None``: none; a change of the table's is written
    #: (:meth:`keep_cleared`, :func:`~companion.app.cleared_logged.log_cleared`; hqq)
    cleared_written: "int | None" = None
    #: the resumed log's cleared round not yet restored on the table (set by
    #: :meth:`resume`, cleared by :func:`~companion.app.cleared_logged.restore_cleared`):
    #: nothing is written for it meanwhile (as :attr:`held_unrestored`)
    cleared_unrestored: bool = False
    #: the resumed log holds a deal hint's line after its last deal
    #: (:attr:`Resumed.hinted`): :func:`~companion.app.undo_under.hint_resumed` says the
    #: hint right after the summary, not only once the ended round's cards are seen
    hinted_logged: bool = False
    #: the resumed log writes each deal hint said (:attr:`Resumed.hints_logged`, its start
    #: line's format): without :attr:`hinted_logged`, the hint waits for the set-up
    #: pictures (review of low67); ``False`` (a log written before session 69): said
    #: after the summary as before (review of res68)
    hints_logged: bool = False
    #: the resumed log's camera-differs hold (:attr:`Resumed.differs`), restored by the
    #: resume (:mod:`companion.app.waits_logged`); until its set-up pictures are read
    #: (:attr:`waits_unrestored`) nothing is written for it (log70)
    differs_logged: "dict | None" = None
    waits_unrestored: bool = False
    #: ids of :attr:`keyed_as`'s inputs the resumed log marked ``"keyed"`` (not those
    #: entered since): :func:`~companion.app.keyed_cards.keyed_in_zone` names only them
    keyed_logged_ids: frozenset = frozenset()
    #: the resumed log's left cards waiting behind its open question (:attr:`Resumed.
    #: waiting`), restored by the set-up (:mod:`companion.app.waiting_logged`; res71)
    waiting_logged: "dict | None" = None
    #: the history entry of the card that hold says was entered by key
    #: (:func:`~companion.app.entry_undone.entry_logged`), ``None``: none; minus twice
    #: takes it back with its answer, as live (:meth:`~companion.app.undo_key.UndoKey.
    #: by_key_or_logged`; review rev-log70 HIGH)
    entry_from_log: "tuple | None" = None

    def resume(self, report: Resumed) -> None:
        """Go on with the game a session log rebuilt (``session_log.resume_report``). The
        refused lines the log ends with are undone unsaid only when a damaged line comes
        before them: the earlier session heard those lines counted, never refused. A sound
        log's refused line was said then ("The Sailor by Cy?"), so undo names it as in a
        live session (QA20 #10: one undo dropped it unsaid and also undid a real play)."""
        self.tracker = report.tracker
        for index, (check, already) in report.marks.items():  # review 38c
            if index < len(self.tracker.history):
                obs = self.tracker.history[index][0]
                self.read_as[id(obs)] = (obs, check, already)
        self._owed_checks = held_checks(self.tracker, report.marks)
        # the cards entered by key, which no clear counts (keyed_cards; rev-res69)
        self.keyed_as = keyed_from_log(self.tracker.history, getattr(report, "keyed", ()))
        self.keyed_logged_ids = frozenset(self.keyed_as)  # the log's own (rev-res70 LOW)
        # those entered unasked, a hand over their zone: still the player's word (entry_word)
        self.keyed_unseen = frozenset(keyed_from_log(
            self.tracker.history, getattr(report, "unasked", ())))
        self._note_zones()
        damaged = damaged_before_refused(report) is not None
        self.from_log = len(self.tracker.history) if damaged else 0
        self.rounds_lost = rounds_lost(self.tracker)
        self.held_logged = report.held
        self.held_unrestored = report.held is not None
        self.twin_logged = report.twin
        self.twin_unrestored = report.twin is not None
        self.cleared_logged = getattr(report, "cleared", None)  # (a stand-in may lack it)
        self.cleared_written = self.cleared_logged
        self.cleared_unrestored = self.cleared_logged is not None
        # the card the log's last undo took back, as the undo key left it (hi4, QA66 M3:
        # the cleared table names it, and minus twice or Enter gives it back)
        self.redo = getattr(report, "redo", None)
        # the log says the deal hint was said live: said again at once (review of low67)
        self.hinted_logged = bool(getattr(report, "hinted", False))
        # a log that writes each deal hint said (its start line's format, session 69 on):
        # without the line, none was said; an older log's hint is said after the summary
        # as before session 68 (review of res68, MEDIUM)
        self.hints_logged = bool(getattr(report, "hints_logged", False))
        # the camera-differs hold at the quit, restored by the set-up (waits_logged)
        self.differs_logged = getattr(report, "differs", None)
        self.waiting_logged = getattr(report, "waiting", None)  # (res71)
        self.waits_unrestored = self.differs_logged is not None or bool(self.waiting_logged)
        self.entry_from_log = entry_logged(self.tracker.history, self.differs_logged,
                                           self.keyed_logged_ids)  # (res71)
        # the log ends with the undo of a card: its news heard before the quit stands as
        # heard, as live (resumed_heard; rev-res69, QA67 L1)
        heard_before_undo(self)

    def keep_hold(self, held: "dict | None") -> None:
        """Write the glimpse hold as it stands (``held``, or ``None``: released) to the
        session log, when :attr:`record` is a :class:`~companion.session_log.SessionLog`'s
        (:meth:`~companion.session_log.SessionLog.record_hold`; another ``record``, or
        none: nothing kept). A failed write is said and the log given up, as an
        observation's (:meth:`observe`). :attr:`held_logged` becomes ``held``."""
        self.held_logged = held
        self._keep("record_hold", held)

    def keep_twin(self, twin: "dict | None") -> None:
        """Write the twin question as it stands (``twin``, or ``None``: none) to the
        session log, as :meth:`keep_hold` writes the glimpse hold
        (:meth:`~companion.session_log.SessionLog.record_twin`). :attr:`twin_logged`
        becomes ``twin``."""
        self.twin_logged = twin
        self._keep("record_twin", twin)

    def keep_cleared(self, round_: "int | None") -> None:
        """Write the round the table has seen cleared before it was over (``round_``, or
        ``None``: none any more) to the session log, as :meth:`keep_hold` writes the glimpse
        hold (:meth:`~companion.session_log.SessionLog.record_cleared`; hqq).
        :attr:`cleared_written` becomes ``round_``."""
        self.cleared_written = round_
        self._keep("record_cleared", round_)

    def keep_disowned(self) -> None:
        """Write to the session log that the card the last undo took back (``redo``) was
        taken away alone, disowned (:meth:`~companion.session_log.SessionLog.
        record_disowned`), as :meth:`keep_hold` writes the glimpse hold: a resume then
        leaves its redo out (:attr:`~companion.session_log.Resumed.redo`; review of hi4)."""
        self._keep("record_disowned")

    def keep_hinted(self) -> None:
        """Write to the session log that the deal hint was just said
        (:meth:`~companion.session_log.SessionLog.record_hinted`), as :meth:`keep_hold`
        writes the glimpse hold: a resume then says it again at once (review of low67)."""
        self._keep("record_hinted")

    def _keep(self, name: str, *value) -> None:
        """``value`` written by the session log's method ``name`` when :attr:`record` is
        a :class:`~companion.session_log.SessionLog`'s; a failed write said and the log
        given up."""
        writer = getattr(getattr(self.record, "__self__", None), name, None)
        if writer is None:
            return
        try:
            writer(*value)
        except OSError as exc:  # as observe: the game goes on, the table told
            log.error("session log: %s", exc)
            self.record = None
            self.log_failed = True
            self.tell("app.log_failed")

    def recall(self) -> None:
        """After a resume: remember the last card read and played, from the tracker's history."""
        cards = [obs for obs, _ in self.tracker.history if obs.kind == "card" and obs.cards]
        self.last_read = cards[-1] if cards else None
        self.last_card = cards[-1].cards[0] if cards else None
        # the resumed game's last card, as heard (its summary): key 6's until a play is said
        self.cards_said = [(self.last_card, None, None)] if self.last_card else []

    def _history_marks(self) -> dict:
        """``{index in tracker.history: (check, already)}`` of the inputs the camera read
        from their stickers only (:attr:`read_as`), as :attr:`Resumed.marks` gives them."""
        return {i: self.read_as[id(obs)][1:] for i, (obs, _) in enumerate(self.tracker.history)
                if id(obs) in self.read_as and self.read_as[id(obs)][1]}

    def resume_said(self, report: Resumed) -> None:
        """:meth:`resume`, then what went wrong in the log said: lines skipped, a second
        start, lines before the start, most lines refused (``companion play --resume``
        and its replay, ``companion replay --source --resume``: review of replay54, the
        replay said none of them). Uses the session's ``tell``."""
        self.resume(report)
        if report.errors:
            self.tell("app.log_problems", count=len(report.errors))
        if report.restarts:  # QA23 #16
            self.tell("app.log_restart", line=report.restarts[-1])
        if report.before_start:  # QA27 #10: a log in reverse order
            self.tell("app.log_before_start", count=len(report.before_start),
                      line=report.start_line)
        if report.mostly_refused:  # the cause as the terminal says it (QA19 #5); not
            # the game's own refusals, said as they were laid (QA42 M2)
            damaged = damaged_before_refused(report, report.refused_now)
            self.tell("app.log_refused" if damaged is None else "app.log_refused_damaged",
                      count=len(report.refused_now), total=report.observations,
                      line=damaged)


def rounds_lost(tracker) -> bool:
    """Whether the game a log rebuilt lost rounds the table played unseen
    (:mod:`companion.app.lost_rounds`): a ``first`` input taken with no "who starts?"
    question open, the next round's starter told by its first card (RULINGS A11 asks it
    only of tied winners), or a round ended unseen (``lost``: the table played past a
    stall, :mod:`companion.app.stall_lost`), or one settled with its knocked-out hand
    gathered unseen, the rounds played since lost (``hand_unseen``,
    :mod:`companion.app.hold_lost`). The resumed session then says rounds without
    their number and key 4's tokens as missing them (review of late49: "Round 2" again)."""
    return any((first_untied(obs, before) or obs.kind in UNSEEN_ENDS)
               and not tracker.refused_at(i) for i, (obs, before) in enumerate(tracker.history))


#: The tracker's inputs that end a round the table played past, the rounds since lost:
#: ``lost`` (:mod:`companion.app.stall_lost`), ``hand_unseen`` (its knocked-out hand
#: gathered unseen, :mod:`companion.app.hold_lost`).
UNSEEN_ENDS = ("lost", "hand_unseen")


def deal_undone(observations) -> bool:
    """Whether a session log's inputs (``observations`` as written, oldest first) end with
    a deal undone: the last undo took back a ``new_round`` and nothing was entered since
    (an undo right after the game's start is skipped, as the resume skips it). The live
    table then held the next deal (:attr:`~companion.app.live.LiveTable.redeal_round`,
    ``app.deal_held``: "To go on, lay the new round's first card"); a resumed game holds it
    too, else the card laid as told was taken as a play of the round the undo went back
    to (review of undo2p54: Bob's round-2 Fed after the resume, "No answer needed: that
    was Alice's play.")."""
    kept, undone = [], None
    for obs in observations:
        if obs.kind != "undo":
            kept.append(obs)
            undone = None
        elif kept and kept[-1].kind != "start":
            undone = kept.pop()
    return undone is not None and undone.kind == "new_round"


def round_lost(tracker) -> bool:
    """Whether the last round ended unseen (the tracker's ``lost`` input, not undone: the
    table played past a stall, :mod:`companion.app.stall_lost`; or ``hand_unseen``, the
    rounds since lost) and the next one is not dealt: its next starter is told by the next
    deal's first card (:attr:`~companion.app.live.LiveTable.lost_next`)."""
    return unseen_end(tracker) is not None


def unseen_end(tracker) -> "str | None":
    """How the last round ended unseen, the next one not dealt: ``"lost"`` (its end lost,
    no winner nor token counted: :mod:`companion.app.stall_lost`), ``"hand_unseen"`` (it
    was settled, its winner counted, the last knock-out's hand gathered unseen; only the
    rounds played since are lost: :mod:`companion.app.hold_lost`), else ``None`` (review
    of mq63: ``companion resume`` said a round settled so lost and not counted)."""
    history = tracker.history
    for i in range(len(history) - 1, -1, -1):
        kind = history[i][0].kind
        if kind in ("start", "new_round"):
            return None
        if kind in UNSEEN_ENDS and not tracker.refused_at(i):  # (a refused one: between rounds)
            return kind
    return None


def first_untied(obs, before) -> bool:
    """Whether ``obs``, a tracker input (``before``: the tracker's state before it, as its
    history keeps it), is a ``first`` taken with no "who starts?" question open: the
    starter the first card after rounds lost told (:mod:`companion.app.lost_rounds`)."""
    return obs.kind == "first" and getattr(before[5], "value", None) != "first"


def held_checks(tracker, marks: dict) -> tuple:
    """The cards to check that a resumed log holds behind its open question, as
    :meth:`~companion.app.session.TableSession._observe` owes them live: ``((cards,
    already, seat), …)`` (``seat``: the zone read, 0-based) for each card read from its
    stickers only (``marks``: :attr:`Resumed.marks`, ``{history index: (check,
    already)}``) and taken, not refused, from the input that opened the question on;
    with no question open but several accounts kept, from the input after which they
    stayed several, the cards whose news some account still holds (QA47 LOW-2, QA48 r4:
    Bob's check card, his hand in another account; review of low49: after an undo or a
    resume it was said "The Stowaway." alone); ``()`` with one account and no question.
    Their lines after the answer then ask to check them, as
    live (QA42 M4: the 8 cards the resume's answer let through were said without "Check
    it."), each on its own zone's news (merge43: Bob's Fed, held, not on Carol's Fed)."""
    history = tracker.history
    if tracker.question is None and not tracker.ambiguous or not history:
        return ()
    opened = len(history) - 1  # the input after which the question has stayed open
    pending = None  # with no question: the (seat, card) the accounts' news still names
    if tracker.question is not None:
        while opened > 0 and history[opened][1][5] is not None:
            opened -= 1
    else:
        while opened > 0 and len(history[opened][1][0]) > 1:
            opened -= 1
        pending = {(e.seat, card) for h in tracker.hyps for e in h.events
                   for card in e.cards or ()}
    return tuple((tuple(obs.cards), marks[i][1], obs.seat)
                 for i, (obs, _) in enumerate(history[opened:], opened)
                 if obs.kind == "card" and obs.cards and i in marks and marks[i][0]
                 and not tracker.refused_at(i)
                 and (pending is None or any((obs.seat, c) in pending for c in obs.cards)))

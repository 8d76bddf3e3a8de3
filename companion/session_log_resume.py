"""A session log replayed into a tracker: :func:`replay` (the observations, ``undo`` lines
undoing the previous input), :class:`Resumed` and :func:`resume_report` (the tracker and
all a resumed table needs from the log: the lines skipped and why, the holds, the deck mode,
the cleared round), :func:`resume` (the tracker and the errors), :func:`undone_card`. Split
from :mod:`companion.session_log` by job (rf70); its names are importable from there
too.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.session_log_held import (DECK, HINTED, TWIN, cleared_at_end, disowned_after,
                                        last_held)
from companion.session_log_waits import DIFFERS, WAITING, last_waits, waiting_on
from companion.session_log_marks import (LOG_FORMAT, _same_refusal, line_marks, log_format,
                                         refusal_values)
from companion.session_log_lines import LogError, read_entries, read_lines, refusal_reason
from companion.tracker.corrected import late_marker, placed_at
from companion.tracker.events import TableEvent
from companion.tracker.observations import ObservationError
from companion.tracker.tracker import Tracker


def replay(observations, tracker: Tracker | None = None) -> tuple[Tracker, list[TableEvent]]:
    """Apply ``observations`` to a new (or the given) tracker; return it and all events.

    A ``start`` that the tracker refuses is turned into an error event, not raised.
    """
    tracker = tracker or Tracker()
    events: list[TableEvent] = []
    # nothing said ahead of an open question: the plays it held are said with its answer,
    # not lost in a replay no one hears (QA42 M4: "Fay: The Sailor. Check it.")
    says_ahead, tracker.says_ahead = tracker.says_ahead, False
    try:
        for obs in observations:
            try:
                events.extend(tracker.apply(obs))
            except ObservationError as exc:
                events.append(TableEvent("inconsistency", value="bad_record",
                                         info={"error": str(exc)}))
            except Exception as exc:  # a tracker bug on one line must not lose the rest
                events.append(TableEvent("inconsistency", value="bad_record",
                                         info={"error": f"{type(exc).__name__}: {exc}"}))
    finally:
        tracker.says_ahead = says_ahead
    return tracker, events


@dataclass(frozen=True)
class Resumed:
    """What :func:`resume_report` rebuilt from a session log.

    Attributes:
        tracker: the rebuilt tracker.
        errors: the lines that could not be used, in line order (see :func:`resume`).
        refused: line numbers of the logged observations the tracker applied and refused
            (an ``inconsistency``, e.g. a card of another edition, a seat out of range),
            an input later undone not counted.
        observations: the logged observations the tracker kept (``start`` and refused
            ones included; undos and what they removed not): what ``refused`` counts in.
    """

    tracker: Tracker
    errors: list[LogError]
    refused: tuple[int, ...]
    observations: int
    last_line: int = 0
    #: line numbers of the ``start`` lines that began another game after one had begun:
    #: the lines before the last of them are not used, and that is said (QA23 #16: a
    #: second start, another edition and players, was taken without a word)
    restarts: tuple[int, ...] = ()
    #: line numbers of the observations before the game's ``start`` line (at
    #: ``start_line``), not used: said by :func:`before_start_note` (QA27 #10: a log in
    #: reverse order was "the rules refused 113 of its 114 observations")
    before_start: tuple[int, ...] = ()
    start_line: int = 0
    #: ``{index in tracker.history: (check, already)}``: the cards the camera read from
    #: their stickers only, as :meth:`SessionLog.record` kept them
    marks: dict = field(default_factory=dict)
    #: the line numbers in :attr:`refused` whose line says the live session refused it
    #: too, for the same reasons (``"refused": [...]``, :meth:`SessionLog.record`): the
    #: game's own refusals, said as they were laid, replayed as refused again (QA42 M2:
    #: play's own log, 28 of 39 refused behind an open question, was said to be "not this
    #: table")
    refused_live: tuple[int, ...] = ()
    #: the line numbers among the observations kept whose line carries a ``"refused"``
    #: mark, matched by the replay or not: the lines the live session refused (not
    #: taken), so that :attr:`mostly_refused` weighs against the lines it took
    refused_marked: tuple[int, ...] = ()
    #: the glimpse hold at the log's end (:func:`~companion.session_log_held.last_held`:
    #: ``seat``, ``round``, ``cards``, ``asked``), ``None``: none, or a log written before
    #: session 58
    held: "dict | None" = None
    #: the twin question standing at the log's end (:func:`~companion.session_log_held.
    #: last_held` of :data:`~companion.session_log_held.TWIN`: ``seat``, ``round``,
    #: ``zone``, ``copy``, ``held``), ``None``: none, or a log written before session 60
    twin: "dict | None" = None
    #: the deck mode of the log's last deck mode line since the game's start
    #: (:meth:`SessionLog.record_deck`: ``True`` stickers only, ``False`` labels read too),
    #: ``None``: no such line (the start line's mode holds: a log written before session
    #: 62, or never switched)
    deck: "bool | None" = None
    #: the round whose table was seen cleared before it was over at the log's end: its
    #: last cleared table's line (:meth:`SessionLog.record_cleared`) when it comes after
    #: the last input, else that input's ``"cleared"`` mark (:meth:`SessionLog.record`;
    #: :func:`~companion.session_log_held.cleared_at_end`); ``None``: not so (or a log
    #: written before session 65)
    cleared: "int | None" = None
    #: the camera's card the log's last undo took back, as the undo key leaves it for
    #: the session (:attr:`~companion.app.session.TableSession.redo`: ``(observation, the
    #: history's newest entry then, its length)``, entries of :attr:`tracker`), ``None``:
    #: the last undo took back no card read in a zone (or a refused or corrected one), or
    #: none (hi4, QA66 M3: resumed without it, the cleared table named the right answer
    #: and its way out said "Bob queda fuera, con el Boxeador.", false); ``None`` too when
    #: a disowned redo's line follows that undo (its card taken away alone:
    #: :func:`~companion.session_log_held.disowned_after`; review of hi4)
    redo: "tuple | None" = None
    #: a deal hint's line follows the log's last deal (:meth:`SessionLog.record_hinted`):
    #: the live table said "If round 1 is not over, your answer … was wrong" there (a deal
    #: on the ungathered table), so a resume whose log ends with that answer, the deal and
    #: only cards says it again at once (:func:`~companion.app.undo_under.hint_resumed`);
    #: ``False``: not so (then said once the set-up shows the ended round's cards still
    #: lying, low67; in a log older than :attr:`hints_logged`, after the summary: res68)
    hinted: bool = False
    #: the start line's ``"format"`` is 2 or more (:data:`~companion.session_log_marks.
    #: LOG_FORMAT`): each deal hint said is a line; ``False``: written before session 69
    hints_logged: bool = False
    #: the log's last undo took back a camera's card that was then disowned (a disowned
    #: redo's line follows it): :attr:`redo` is ``None`` for that, and a copy of the log
    #: (:meth:`SessionLog.record_resumed_holds`) writes that line again
    disowned: bool = False
    #: the camera-differs hold at the log's end (:func:`~companion.session_log_waits.
    #: last_waits`), ``None``: none, or a log written before session 70 (log70)
    differs: "dict | None" = None
    #: the indices in :attr:`tracker`'s history of the cards entered by key (Enter and
    #: its rank: the line's ``"keyed"`` mark, :meth:`SessionLog.record`), the camera not
    #: reading them, the inputs the rules refused left out; ``()`` for a log written
    #: before session 70 (every card then counts as the camera's for a resumed clear)
    keyed: tuple[int, ...] = ()
    #: the left cards waiting behind the open question at the log's end, no
    #: camera-differs hold standing (:func:`~companion.session_log_waits.last_waits` of
    #: :data:`~companion.session_log_waits.WAITING`: ``round``, ``size``, ``lefts``),
    #: ``None``: none, or a log written before session 71 (res71; QA69 HIGH-4)
    waiting: "dict | None" = None
    #: the indices of :attr:`keyed` whose line is also marked ``"unasked"`` (a play entered
    #: unasked while a hand hid its zone: :func:`~companion.app.entry_word.note_keyed`);
    #: ``()`` for a log written before session 72
    unasked: tuple[int, ...] = ()

    @property
    def refused_now(self) -> tuple[int, ...]:
        """The line numbers in :attr:`refused` that the live session did not refuse, or
        refused for other reasons (no ``"refused"`` mark, or another one): every refused
        line of a log written before the mark existed, and the lines that no longer fit
        an edited start line (a seat beyond its players, where live the card was out of
        turn)."""
        live = set(self.refused_live)
        return tuple(n for n in self.refused if n not in live)

    @property
    def damaged(self) -> tuple[int, ...]:
        """Lines not used that come before the last line used (``last_line``): their
        observations are missing from the middle of the game, so the state after the
        first of them may not be the game's (QA13a F4). A truncated last line, the usual
        crash, is not one."""
        return tuple(e.line for e in self.errors if e.line < self.last_line)

    @property
    def mostly_refused(self) -> bool:
        """True when the refusals not explained by a matching mark (:attr:`refused_now`)
        outnumber half of the observations the live session took (those kept without a
        ``"refused"`` mark, :attr:`refused_marked`): the log does not fit its own start
        line (another edition written in it, seats edited out of range: QA12 F5; another
        table of the same edition: a player too many, another first player, review of
        resume42), or the game had gone wrong live. The game's own refusals, marked as the
        live session wrote them, are not counted (QA42 M2: 0 of the 11 lines play's own
        log took, 28 of its 39 lines refused live); a log without the marks (written
        before session 43) is counted whole. Weighed against the lines taken live, not
        against all lines left unmatched: QA42 B's marked log with another first player
        or a player fewer has 6 to 10 refusals its marks do not explain (1 to 3 on lines
        taken live, the rest refused live awaiting another seat) against its 11 lines
        taken live, while most of its marks still match ("unexpected:2": Carol awaited in
        both): 6 of 16 was not warned (review of ownlog43).
        Figures: 0 of 114 refused for the demo's log, 2 of 116 for a finished game with
        cards laid after its end; 104 of 114 with the edition changed, 93 of 114 with
        seat 3 changed to 8."""
        return 2 * len(self.refused_now) > self.observations - len(self.refused_marked)


def resume_report(path: "str | os.PathLike") -> Resumed:
    """Rebuild the tracker of a session log and count what it refused (:class:`Resumed`).

    Raises:
        FileNotFoundError: no such file.
        ValueError: not a regular file, or not a session log (:func:`read_entries`).
    """
    entries, errors = read_entries(path)
    tracker = Tracker()
    tracker.says_ahead = False  # what waited for an open question is said with its answer
    lines = dict(read_lines(path))
    live = line_marks(lines)  # the marks play wrote on each line, parsed once
    kept: list[tuple[int, bool]] = []  # (line, refused) per input in tracker.history
    repaired: dict[int, list] = {}  # id of a late play's marker: ``kept`` before it
    reasons: dict[int, list[str]] = {}  # line: its refusal's inconsistency values
    restarts: list[int] = []
    early: list[int] = []  # before the game's start line
    start_line = 0
    redo = None  # the card the last undo took back (Resumed.redo)
    undo_line = 0  # the line of the last undo applied
    deal_line = 0  # the line of the last deal (new_round) applied
    for n, obs in entries:
        if not tracker.started and obs.kind != "start":
            early.append(n)
            continue
        if obs.kind == "undo" and tracker.history and tracker.history[-1][0].kind == "start":
            continue  # the game's start is kept, as the undo key keeps it (QA23 #16)
        if obs.kind == "start" and tracker.started:
            restarts.append(n)
        # the zones unread live when it came (a log without the mark: every zone read)
        tracker.unread_seats = frozenset(live.get(n, {}).get("unread", ()))
        top = tracker.history[-1] if tracker.history else None
        undone = obs.kind == "undo" and undone_card(tracker, kept)
        try:
            events = tracker.apply(obs)
        except ObservationError as exc:
            errors.append(LogError(n, lines.get(n, "").strip()[:80], refusal_reason(exc)))
            continue
        if obs.kind == "undo":  # as the undo key leaves the session's redo
            redo = (top[0], tracker.history[-1] if tracker.history else None,
                    len(tracker.history)) if undone else None
            undo_line = n
        elif obs.kind == "new_round":
            deal_line = n
        if tracker.started and not start_line:
            start_line = n
        if obs.kind == "undo" and id(top) in repaired:  # a late play's repair undone
            kept = repaired.pop(id(top))
        elif len(tracker.history) <= len(kept):  # an undo (or a refused first line)
            del kept[len(tracker.history):]
        else:
            refused = (any(e.kind == "inconsistency" for e in events)
                       and tracker.refused_last())
            if late_marker(tracker.history[-1]):
                # a late play repaired: the history replayed, its card in its place too
                # (:mod:`~companion.tracker.late_play`; review of late44: the inputs after
                # it were counted one place off, an undone refused card kept as refused)
                repaired[id(tracker.history[-1])] = list(kept)
                kept.insert(placed_at(tracker.history, len(tracker.history) - 1), (n, False))
            kept.append((n, refused))
            if refused:
                reasons[n] = refusal_values(events)
    errors.sort(key=lambda e: e.line)
    tracker.unread_seats = frozenset()  # the live set-up sees the markers again (QA41 L2)
    marks = {i: (True, bool(live[n].get("already"))) for i, (n, _) in enumerate(kept)
             if live.get(n, {}).get("check")}
    tracker.says_ahead = Tracker.says_ahead  # live again: said ahead (QA42 M1)
    refused = tuple(n for n, r in kept if r)
    last_start = max((start_line, *restarts))  # the holds logged since the last (re)start
    last_input = max((n for n, _ in entries if n >= last_start), default=0)
    disowned = redo is not None and disowned_after(lines, undo_line)
    if disowned:
        redo = None  # its card taken away alone before the quit (review of hi4)
    return Resumed(tracker, errors, refused, len(kept),
                   max((n for n, _ in entries), default=0), tuple(restarts),
                   tuple(early) if start_line else (), start_line, marks,
                   tuple(n for n in refused
                         if _same_refusal(live.get(n, {}).get("refused"), reasons[n])),
                   tuple(n for n, _ in kept if live.get(n, {}).get("refused")),
                   last_held(lines, last_start), last_held(lines, last_start, TWIN),
                   (last_held(lines, last_start, DECK) or {}).get("stickers_only"),
                   cleared_at_end(lines, last_start, last_input,
                                  live.get(last_input, {}).get("cleared")),
                   redo, bool(deal_line) and disowned_after(lines, deal_line, HINTED),
                   log_format(live, last_start) >= LOG_FORMAT, disowned,
                   last_waits(lines, last_start, DIFFERS),
                   tuple(i for i, (n, r) in enumerate(kept)
                         if not r and live.get(n, {}).get("keyed")),
                   waiting_on(last_waits(lines, last_start, WAITING), len(tracker.history)),
                   tuple(i for i, (n, r) in enumerate(kept)
                         if not r and live.get(n, {}).get("keyed")
                         and live.get(n, {}).get("unasked")))


def undone_card(tracker: Tracker, kept: list) -> bool:
    """Whether an undo applied now to ``tracker`` takes back a camera's card read in a
    zone that counted: a ``card`` input with a seat, neither refused (``kept``: resume's
    ``(line, refused)`` per input in the tracker's history) nor a slash correction, as the
    undo key's :attr:`~companion.app.session.TableSession.redo` requires
    (:meth:`~companion.app.undo_key.UndoKey._undo_newest`). A card entered by key is not
    told in the log: it counts as read (its give-back names the card undone)."""
    if len(tracker.history) < 2 or not kept:
        return False
    last = tracker.history[-1][0]
    return last.kind == "card" and last.seat is not None and bool(last.cards) \
        and not kept[-1][1] and tracker.correction() is None


def resume(path: "str | os.PathLike") -> tuple[Tracker, list[LogError]]:
    """Rebuild the tracker of a session log (after a crash or to continue a session).

    The errors are the lines that could not be used, in line order: lines that are not
    valid records, and records the tracker refused (e.g. a ``start`` with an unknown
    edition), each with its line number. :func:`resume_report` also counts the
    observations the rules refused.

    Raises:
        FileNotFoundError: no such file.
        ValueError: not a regular file, or not a session log (:func:`read_entries`).
    """
    report = resume_report(path)
    return report.tracker, report.errors

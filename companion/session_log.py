"""The session log: every observation and command, appended as it happens (JSON Lines).

One line per input, written and flushed (and ``fsync``-ed) before the tracker applies it,
so a crash loses nothing that was seen or said. ``companion resume LOG`` rebuilds the exact
state by replaying the lines; an ``undo`` line removes the previous input on replay, as it
did live. Format (see ``docs/tracker.md``)::

    {"seq": 1, "obs": {"kind": "start", "value": {"edition": "arkham", ...}}}
    {"seq": 2, "obs": {"kind": "card", "seat": 0, "cards": ["the_boxer"]}}

A malformed or truncated line (a crash in the middle of a write) is reported by line
number and skipped; every other line is still replayed. A glimpse hold's line
(``{"seq": 13, "held": {...}}``, no ``obs``: :meth:`SessionLog.record_hold`,
:mod:`companion.session_log_held`) is no observation: not replayed, its last one kept for
the resumed table (:attr:`Resumed.held`). A deck mode's line (``{"seq": 40, "deck":
{"stickers_only": false}}``: :meth:`SessionLog.record_deck`) is none either: the last one
is the mode the game goes on with (:attr:`Resumed.deck`); a cleared table's line
(``{"seq": 31, "cleared": {"round": 1}}``: :meth:`SessionLog.record_cleared`), the round
seen cleared at a resume (:attr:`Resumed.cleared`).

Here: writing the log (:class:`SessionLog`, one writer at a time) and replaying it into a
tracker (:func:`resume_report`, :func:`resume`, :func:`replay`). Reading its lines is
:mod:`companion.session_log_lines`, their marks :mod:`companion.session_log_marks`; what is
said about a log read back, :mod:`companion.session_log_notes`; their public names are
importable from here too.

>>> import tempfile, os
>>> from companion.tracker import observations as o
>>> path = os.path.join(tempfile.mkdtemp(), "s.jsonl")
>>> with SessionLog(path) as log:
...     _ = log.record(o.start("arkham", ["Ann", "Bob"]))
>>> tracker, errors = resume(path)
>>> tracker.view().round, errors
(1, [])
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from companion.narration.catalog import Sentence
from companion.session_log_held import (CLEARED, DECK, DISOWNED, HELD, HINTED, TWIN,
                                       cleared_at_end, disowned_after, last_held)
from companion.session_log_waits import DIFFERS, last_waits
from companion.session_log_marks import (LINE_MARKS, LOG_FORMAT, _same_refusal, last_picture_t,
                                         line_marks, log_format, logged_with_marks,
                                         refusal_values)
from companion.session_log_lines import (MAX_LINE, NOT_A_LOG_LINES, LogError, is_game_record,
                                         read_entries, read_lines, read_log, refusal_reason)
from companion.session_log_notes import (SHOWN_BAD_LINES, bad_line_notes, before_start_note,
                                         damage_note, damaged_before_refused, log_reason,
                                         log_reason_said, no_game_note, no_game_said,
                                         refused_note, restart_note, seq_disorder_note)
from companion.tracker.corrected import late_marker, placed_at
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation, ObservationError, to_dict
from companion.tracker.tracker import Tracker


class SessionLog:
    """An append-only JSON Lines file of observations and commands.

    ``record(obs)`` writes one line, flushes and fsyncs it. Opening an existing log
    appends to it (after a resume), continuing its numbering.

    Raises:
        OSError: the file cannot be opened or written, or another companion is writing it
            (the message names the path).
    """

    def __init__(self, path: "str | os.PathLike", sync: bool = True):
        self.path = Path(path)
        if self.path.exists() and not self.path.is_file():
            # said in the table's language (QA27 #7: English under --lang fr)
            raise OSError(Sentence("app.config.reason_not_file", path=str(self.path)))
        self.sync = sync
        #: the round seen cleared as the log holds it now, of the lines written here (the
        #: last input's ``"cleared"`` mark or :meth:`record_cleared`'s line)
        self.cleared: "int | None" = None
        self.seq = sum(1 for _ in read_lines(self.path)) if self.path.exists() else 0
        self._file = open(self.path, "a", encoding="utf-8")
        try:
            _lock(self._file)
        except OSError:
            self._file.close()
            raise LogInUse(f"{self.path} is being written by another companion: stop that "
                           "one first (q), then resume from this log") from None
        if self._file.tell() > 0:
            self._ensure_newline()

    def _ensure_newline(self) -> None:
        with open(self.path, "rb") as f:
            f.seek(-1, os.SEEK_END)
            last = f.read(1)
        if last != b"\n":  # a line truncated by a crash: start a fresh line
            self._file.write("\n")
            self._file.flush()

    def record(self, obs: Observation, *, check: bool = False, already: bool = False,
               refused: "tuple[str, ...] | list[str]" = (),
               unread: "tuple[int, ...] | list[int]" = (), t: "float | None" = None,
               cleared: "int | None" = None, format: "int | None" = None,
               keyed: bool = False) -> int:
        """Append ``obs`` durably; return its sequence number. ``check`` / ``already``: the
        camera read the card from its stickers only (and it lay in its zone before this
        turn): kept in the line (``"check": true``, ``"already": true``) so a resumed
        session reads it again as the camera did ("Check it.": :func:`line_marks`; review
        38c: an undo after ``play --resume`` lost it). ``refused``: the live tracker
        refuses ``obs`` (tried before it is applied: a card out of turn, by a player who is
        out), as :func:`refusal_values` gives it (``["unexpected:2"]``, ``["seat_out:1"]``),
        kept as ``"refused": [...]`` so that a resume tells the game's own refusals from a
        log that does not fit its start line (:attr:`Resumed.refused_live`; QA42 M2).
        ``unread``: the seats (0-based) whose zone the camera could not read when ``obs``
        came (``Tracker.unread_seats``: no seat marker seen), kept as ``"unread": [...]``
        so that a resume holds a player out while unread as live, only probably out
        (review of unify43: replayed with every zone read, Carol's out became a fact).
        ``t``: the video time (seconds from the file's start) of the last picture read
        when ``obs`` came, from a video file (``companion play --source VIDEO``), kept as
        ``"t": 12.3`` so that ``play --resume`` goes on from there in the same video
        (:func:`last_picture_t`; fresh QA60 LOW); a log without it is read as before.
        ``cleared``: the round whose table the camera had seen cleared before it was over
        when ``obs`` came (:attr:`~companion.app.live.LiveTable.cleared_mid`, then
        ``cleared_end`` once settled), kept as ``"cleared": 1`` so that a resume knows a
        card first read since is the next round's, never that round's knocked-out hand
        (:attr:`Resumed.cleared`; hq64); a log without it resumes as before. ``format``:
        a live game's start line's log format, ``"format": 2`` (:attr:`Resumed.hints_logged`,
        :data:`~companion.session_log_marks.LOG_FORMAT`; copied as the other marks).
        ``keyed``: a card entered by key (Enter and its rank), which the camera did not
        read, kept as ``"keyed": true`` so that a resumed table counts only the camera's
        cards for a clear, as live (:attr:`Resumed.keyed`; rev-res69: a round entered
        by key was said cleared after 2.5 s); a log without it resumes as before (every
        card counted).

        Raises:
            OSError: the line could not be written (a full disk, a size limit); the log is
                then given up (closed): every later ``record`` raises too, so the file
                never gets lines after a gap.
        """
        marks = {"check": True} if check else {}
        # (True only: a card glimpsed-after, check_glimpsed.GLIMPSED, is resumed as to check)
        marks.update({"already": True} if already is True else {})
        marks.update({"refused": list(refused)} if refused else {})
        marks.update({"unread": sorted(unread)} if unread else {})
        marks.update({"t": round(float(t), 3)} if t is not None else {})
        marks.update({"cleared": int(cleared)} if cleared is not None else {})
        marks.update({"format": int(format)} if format is not None else {})
        marks.update({"keyed": True} if keyed is True else {})
        seq = self._write({"obs": to_dict(obs), **marks})
        self.cleared = marks.get("cleared")
        return seq

    def record_cleared(self, round_: "int | None") -> int:
        """Append the round whose table the camera has seen cleared before it was over
        (``round_``, ≥ 1; ``None``: none any more) durably, as ``{"seq": n, "cleared":
        {"round": 1}}`` or ``{"seq": n, "cleared": null}`` (no ``"obs"``): the clear is no
        input, and a quit right after it, before any key, left no ``"cleared"`` mark (session
        66, hqq; fresh QA65b H2). Read back by :attr:`Resumed.cleared`.

        Raises:
            OSError: as :meth:`record` (the log is then given up).
        """
        seq = self._write({CLEARED: None if round_ is None else {"round": int(round_)}})
        self.cleared = round_
        return seq

    def record_disowned(self) -> int:
        """Append that the card the last undo took back was taken away alone, disowned
        (``{"seq": n, "disowned": true}``, no ``"obs"``): a resume then rebuilds no
        :attr:`Resumed.redo` from that undo (review of hi4: resumed, the card gone was
        named as the one that would have ended the round). Returns its sequence number.

        Raises:
            OSError: as :meth:`record` (the log is then given up).
        """
        return self._write({DISOWNED: True})

    def record_hinted(self) -> int:
        """Append that the live table just said the deal hint ("If round 1 is not over,
        your answer … was wrong": a deal on the ungathered table), ``{"seq": n, "hinted":
        true}`` (no ``"obs"``): a resume says it again at once (:attr:`Resumed.hinted`;
        review of low67). Returns its sequence number.

        Raises:
            OSError: as :meth:`record` (the log is then given up).
        """
        return self._write({HINTED: True})

    def record_hold(self, held: "dict | None") -> int:
        """Append the glimpse hold as it stands now (``held``: ``seat``, ``round``,
        ``cards``, ``asked``, :func:`~companion.session_log_held.held_value`; ``None``:
        none any more) durably, as ``{"seq": n, "held": {...}}`` (no ``"obs"``: no
        observation, the tracker never sees it); return its sequence number. The last such
        line is the hold a resume restores (:mod:`companion.session_log_held`).

        Raises:
            OSError: as :meth:`record` (the log is then given up).
        """
        return self._write({HELD: held})

    def record_twin(self, twin: "dict | None") -> int:
        """Append the twin question as it stands now (``twin``: ``seat``, ``round``,
        ``zone``, ``copy``, ``held``, :func:`~companion.session_log_held.twin_value`;
        ``None``: none any more) durably, as ``{"seq": n, "twin": {...}}`` (no ``"obs"``);
        return its sequence number. The last such line is the question a resume asks
        again (:mod:`companion.app.twin_logged`).

        Raises:
            OSError: as :meth:`record` (the log is then given up).
        """
        return self._write({TWIN: twin})

    def record_deck(self, stickers_only: bool) -> int:
        """Append the deck mode the game goes on with (``stickers_only``: ``True`` the
        tactile stickers only, ``False`` the code labels read too) durably, as ``{"seq": n,
        "deck": {"stickers_only": …}}`` (no ``"obs"``); return its sequence number. Written
        when a resume appending to its own log is played with another mode than the log
        keeps (``play --resume A --no-stickers-only``): a later resume of A reads it
        (:attr:`Resumed.deck`; review of sk61: the log's start line alone sent it back to
        stickers only).

        Raises:
            OSError: as :meth:`record` (the log is then given up).
        """
        return self._write({DECK: {"stickers_only": bool(stickers_only)}})

    def record_waits(self, key: str, value: "dict | None") -> int:
        """Append the live table's waiting cards of ``key`` (``"differs"``: the
        camera-differs hold) as they stand now (``value``; ``None``: none any more), as
        ``{"seq": n, key: value}`` (no ``"obs"``: :mod:`companion.session_log_waits`);
        return its sequence number.

        Raises:
            OSError: as :meth:`record` (the log is then given up).
        """
        return self._write({key: value})

    def record_resumed_holds(self, resumed) -> None:
        """Append what a resumed log's report (``resumed``: a
        :class:`Resumed`, or ``None``) still held at its end: the glimpse hold
        (:meth:`record_hold`, lead58) and the twin question (:meth:`record_twin`, review of
        resume60), each only when it stood, and its round seen cleared when the lines
        copied do not end with it (:meth:`record_cleared`, hqq), the last undo's card
        disowned and the deal hint said (:meth:`record_disowned`, :meth:`record_hinted`,
        session 68) when the log had them; ``play --resume A --log
        B`` and ``replay --resume --save-log`` copy them so a resume from B asks them again.

        Raises:
            OSError: as :meth:`record`.
        """
        if resumed is None:
            return
        if resumed.held is not None:
            self.record_hold(resumed.held)
        if resumed.twin is not None:
            self.record_twin(resumed.twin)
        if resumed.cleared != self.cleared:
            self.record_cleared(resumed.cleared)
        if getattr(resumed, "disowned", False):  # (a stand-in may lack them)
            self.record_disowned()  # the last undo's card taken away alone (res68)
        if getattr(resumed, "hinted", False):
            self.record_hinted()  # the deal hint said after the last deal (res68)
        if getattr(resumed, DIFFERS, None) is not None:  # the camera-differs hold (log70)
            self.record_waits(DIFFERS, resumed.differs)

    def _write(self, fields: dict) -> int:
        """Write ``fields`` as one line, after the next sequence number (``"seq"``),
        flushed and fsync-ed; return that number.

        Raises:
            OSError: the log was given up already, or the write failed (it is then given
                up)."""
        if self._file is None:
            raise OSError(f"{self.path} is not written any more: an earlier write failed")
        self.seq += 1
        line = json.dumps({"seq": self.seq, **fields}, ensure_ascii=False,
                          separators=(",", ":"))
        try:
            self._file.write(line + "\n")
            self._file.flush()
            if self.sync:
                os.fsync(self._file.fileno())
        except OSError:
            self._give_up()
            raise
        return self.seq

    #: :class:`~companion.app.session.TableSession` gives ``check``/``already``/``refused``
    #: to a ``record`` with this mark only (any other callable gets the observation alone)
    record.keeps_marks = True

    def _give_up(self) -> None:
        """Close the file after a failed write, dropping what could not be written (QA: the
        same write failed again at close and ended the program with a traceback)."""
        f, self._file = self._file, None
        try:
            f.close()
        except OSError:
            pass

    @property
    def failed(self) -> bool:
        """True once a write failed (the log was given up)."""
        return self._file is None

    def close(self) -> None:
        """Close the file (nothing to do after a failed write)."""
        if self._file is not None:
            self._file.close()

    def __enter__(self) -> "SessionLog":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class LogInUse(OSError):
    """The session log is locked by another companion (:func:`_lock`)."""


def in_use(path: "str | os.PathLike") -> bool:
    """Whether another companion is writing the session log ``path`` now (its lock is
    held); ``False`` when it cannot be checked (QA: a second companion resumed a running
    game's log into another log, and the two games went apart)."""
    if not Path(path).is_file():
        return False
    try:
        with open(path, "a", encoding="utf-8") as f:
            _lock(f)
    except BlockingIOError:
        return True
    except OSError:
        return False
    return False


def _lock(f) -> None:
    """Lock the open log ``f`` for this process alone, until it is closed (QA: a second
    companion resuming a running game's log interleaved its lines with the first's).
    Advisory (``flock``), where the system has it.

    Raises:
        OSError: another process holds the lock.
    """
    try:
        import fcntl
    except ImportError:  # not a POSIX system: no lock
        return
    fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


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
                         if not r and live.get(n, {}).get("keyed")))


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


__all__ = ["SessionLog", "LogInUse", "in_use", "replay", "Resumed", "resume_report", "resume",
           "line_marks", "LINE_MARKS", "LOG_FORMAT", "log_format", "last_picture_t",
           "logged_with_marks", "refusal_values",
           "LogError", "refusal_reason", "MAX_LINE", "read_lines", "is_game_record",
           "read_log", "read_entries", "NOT_A_LOG_LINES", "log_reason", "refused_note",
           "damaged_before_refused", "damage_note", "SHOWN_BAD_LINES", "bad_line_notes",
           "restart_note", "seq_disorder_note", "before_start_note", "no_game_note",
           "log_reason_said", "no_game_said"]

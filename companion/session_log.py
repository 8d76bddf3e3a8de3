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

Replaying a log into a tracker (:func:`replay`, :class:`Resumed`, :func:`resume_report`,
:func:`resume`, :func:`undone_card`) is :mod:`companion.session_log_resume` (split by job,
rf70); those names are importable from here too.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from companion.narration.catalog import Sentence
from companion.session_log_held import CLEARED, DECK, DISOWNED, HELD, HINTED, TWIN
from companion.session_log_waits import DIFFERS, WAITING
from companion.session_log_marks import (LINE_MARKS, LOG_FORMAT, last_picture_t, line_marks,
                                         log_format, logged_with_marks, refusal_values)
from companion.session_log_lines import (MAX_LINE, NOT_A_LOG_LINES, LogError, is_game_record,
                                         read_entries, read_lines, read_log, refusal_reason)
from companion.session_log_notes import (SHOWN_BAD_LINES, bad_line_notes, before_start_note,
                                         damage_note, damaged_before_refused, log_reason,
                                         log_reason_said, no_game_note, no_game_said,
                                         refused_note, restart_note, seq_disorder_note)
from companion.tracker.observations import Observation, to_dict

# Re-exported: the names this module held before the split (rf70), for the code and
# tests that take them from here.
from companion.session_log_resume import (Resumed, replay, resume, resume_report,  # noqa: F401
                                          undone_card)


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
               keyed: bool = False, unasked: bool = False) -> int:
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
        card counted). ``unasked``: such a card entered unasked while a hand hid its zone
        (:func:`~companion.app.entry_word.note_keyed`), kept as ``"unasked": true`` so that
        a resumed table says what it builds on it as the player's word, as live
        (:attr:`Resumed.unasked`; rev-trust72, fixt72).

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
        marks.update({"unasked": True} if unasked is True else {})
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
        camera-differs hold; ``"waiting"``: the left cards behind an open question) as
        they stand now (``value``; ``None``: none any more), as
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
        if getattr(resumed, WAITING, None) is not None:  # cards behind a question (res71)
            self.record_waits(WAITING, resumed.waiting)

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


__all__ = ["SessionLog", "LogInUse", "in_use", "replay", "Resumed", "resume_report", "resume",
           "line_marks", "LINE_MARKS", "LOG_FORMAT", "log_format", "last_picture_t",
           "logged_with_marks", "refusal_values",
           "LogError", "refusal_reason", "MAX_LINE", "read_lines", "is_game_record",
           "read_log", "read_entries", "NOT_A_LOG_LINES", "log_reason", "refused_note",
           "damaged_before_refused", "damage_note", "SHOWN_BAD_LINES", "bad_line_notes",
           "restart_note", "seq_disorder_note", "before_start_note", "no_game_note",
           "log_reason_said", "no_game_said"]

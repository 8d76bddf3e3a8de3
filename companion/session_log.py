"""The session log: every observation and command, appended as it happens (JSON Lines).

One line per input, written and flushed (and ``fsync``-ed) before the tracker applies it,
so a crash loses nothing that was seen or said. ``companion resume LOG`` rebuilds the exact
state by replaying the lines; an ``undo`` line removes the previous input on replay, as it
did live. Format (see ``docs/tracker.md``)::

    {"seq": 1, "obs": {"kind": "start", "value": {"edition": "arkham", ...}}}
    {"seq": 2, "obs": {"kind": "card", "seat": 0, "cards": ["the_boxer"]}}

A malformed or truncated line (a crash in the middle of a write) is reported by line
number and skipped; every other line is still replayed.

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
import re
from dataclasses import dataclass
from pathlib import Path

from companion.engine.record import HEADERS as RECORD_HEADERS
from companion.narration.catalog import Sentence, as_sentence, message
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation, ObservationError, from_dict, to_dict
from companion.tracker.tracker import Tracker


@dataclass(frozen=True)
class LogError:
    """A line of a session log that could not be used: ``line`` (1-based), ``text`` (the
    line, shortened), ``reason`` (English; a
    :class:`~companion.narration.catalog.Sentence` when the catalog words it, so
    :meth:`said` gives it in another language)."""

    line: int
    text: str
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason} ({self.text!r})"

    def said(self, lang: str = "en") -> str:
        """``"skipped line N: why ('text')"`` in ``lang`` (QA22 #3: English with --lang fr);
        a reason the catalog does not word stays in English."""
        reason = (self.reason.in_language(lang) if isinstance(self.reason, Sentence)
                  else self.reason)
        return message(lang, "app.log_skipped", line=self.line, reason=reason,
                       text=repr(self.text))


def refusal_reason(exc: ObservationError) -> str:
    """Why an observation was refused, as :attr:`LogError.reason`: its
    :class:`~companion.reason.Reason` worded by the catalog (a
    :class:`~companion.narration.catalog.Sentence`, said in the table's language), else the
    English message."""
    sentence = as_sentence(exc.args[0] if exc.args else None)
    return sentence if sentence is not None else str(exc)


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

    def record(self, obs: Observation) -> int:
        """Append ``obs`` durably; return its sequence number.

        Raises:
            OSError: the line could not be written (a full disk, a size limit); the log is
                then given up (closed): every later ``record`` raises too, so the file
                never gets lines after a gap.
        """
        if self._file is None:
            raise OSError(f"{self.path} is not written any more: an earlier write failed")
        self.seq += 1
        line = json.dumps({"seq": self.seq, "obs": to_dict(obs)}, ensure_ascii=False,
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


#: Characters of the longest line read (a record is a few hundred): a longer line is
#: reported, not read whole (QA: ``resume /dev/zero`` took 13 GB in 20 s).
MAX_LINE = 1 << 20


def read_lines(path: "str | os.PathLike"):
    """Yield ``(line_number, text)`` of each non-empty line of ``path``; ``text`` is
    ``None`` for a line over :data:`MAX_LINE` characters (skipped to its end). A UTF-8 byte
    order mark at the start (a Windows editor's) is dropped.

    Raises:
        ValueError: ``path`` is not a regular file (a device, a folder, a pipe).
    """
    if not Path(path).is_file():
        raise ValueError(Sentence("app.log_not_file", path=str(path)))
    with open(path, encoding="utf-8-sig", errors="replace") as f:
        n = 0
        while True:
            text = f.readline(MAX_LINE)
            if not text:
                return
            n += 1
            if len(text) == MAX_LINE and not text.endswith("\n"):
                while text and not text.endswith("\n"):
                    text = f.readline(MAX_LINE)
                yield n, None
            elif text.strip():
                yield n, text


def is_game_record(path: "str | os.PathLike") -> bool:
    """Whether ``path`` is an engine game record (:mod:`companion.engine.record`, written by
    ``companion simulate --record``): its first line is one of its headers
    (``[Edition "..."]``, ``[Seat "..."]``, …). ``False`` for a session log and for what cannot be read.

    Raises:
        ValueError: ``path`` is not a regular file (:func:`read_lines`).
    """
    for _, text in read_lines(path):
        # any record header first (QA18 N5: a record beginning with its Language header was
        # "not a session log")
        return text is not None and text.lstrip().startswith(
            tuple(f"[{name} " for name in RECORD_HEADERS))
    return False


def read_log(path: "str | os.PathLike") -> tuple[list[Observation], list[LogError]]:
    """Every valid observation of the log in order, and the lines that were not valid.

    Raises:
        FileNotFoundError: no such file (the message names it).
    """
    if not Path(path).exists():
        raise FileNotFoundError(Sentence("app.log_missing", path=str(path)))
    entries, errors = read_entries(path)
    return [obs for _, obs in entries], errors


def read_entries(path: "str | os.PathLike") -> tuple[list[tuple[int, Observation]],
                                                      list[LogError]]:
    """Like :func:`read_log`, with each observation's 1-based line number:
    ``([(line, observation), ...], errors)``.

    A line cut by a crash is reported as truncated even when a later session appended a
    newline after it (the JSON ends early: :func:`_cut_short`).

    Raises:
        FileNotFoundError: no such file (the message names it).
        ValueError: not a regular file (:func:`read_lines`), a game record, not a log.
        Their argument is a :class:`~companion.narration.catalog.Sentence`: said in the
        table's language by :func:`log_reason`.
    """
    if not Path(path).exists():
        raise FileNotFoundError(Sentence("app.log_missing", path=str(path)))
    entries: list[tuple[int, Observation]] = []
    errors: list[LogError] = []
    if is_game_record(path):  # QA: each of its lines was refused and echoed
        raise ValueError(Sentence("app.log_is_record", path=str(path)))
    _check_text(path)
    for n, text in read_lines(path):
        if not entries and len(errors) >= NOT_A_LOG_LINES:
            # QA12 F11: a text file that is no log (the demo's transcript) gave one
            # "skipped line" per line; QA13a F11 asked what a log is
            raise ValueError(Sentence("app.log_not_a_log", path=str(path),
                                      lines=NOT_A_LOG_LINES))
        if text is None:
            errors.append(LogError(n, "", Sentence("app.bad_line_long", chars=MAX_LINE)))
            continue
        short = text.strip()[:80]
        body = text.rstrip("\r\n")
        try:
            record = json.loads(body)
        except json.JSONDecodeError as exc:
            glued = _glued_records(body)
            if glued:  # QA13a F4: records run together on one line; each whole one is used
                for item in glued:
                    if isinstance(item, str):
                        errors.append(LogError(n, item.strip()[:80],
                                               Sentence("app.bad_line_cut_glued")))
                        continue
                    try:
                        entries.append((n, from_dict(item["obs"])))
                    except ObservationError as bad:
                        errors.append(LogError(n, short, refusal_reason(bad)))
                continue
            reason = (Sentence("app.bad_line_truncated")
                      if not text.endswith("\n") or _cut_short(body, exc)
                      else Sentence("app.bad_line_not_json"))
            errors.append(LogError(n, short, reason))
            continue
        except RecursionError:
            errors.append(LogError(n, short, Sentence("app.bad_line_nested")))
            continue
        if not isinstance(record, dict) or "obs" not in record:
            errors.append(LogError(n, short, Sentence("app.bad_line_no_obs")))
            continue
        try:
            entries.append((n, from_dict(record["obs"])))
        except ObservationError as exc:
            errors.append(LogError(n, short, refusal_reason(exc)))
    return entries, errors


#: Unreadable lines, with no record before them, after which a file is called "not a session
#: log" (QA12 F11: demo.wav gave 102,109 "skipped line" messages). A session writes whole
#: lines and a crash cuts only its last one, so a log's first line is a record: the first
#: line was one in each of the 43 session logs the QA12 tester wrote or edited (one
#: hand-edited first line still leaves the next four to read).
NOT_A_LOG_LINES = 5

#: Bytes looked at to tell a binary file (a NUL byte: a session log never holds one).
_SNIFF_BYTES = 4096


#: Where a record of a session log begins (:meth:`SessionLog.record` writes ``{"seq":``).
_RECORD_START = re.compile(r'\{\s*"seq"\s*:')


def _glued_records(body: str) -> list:
    """The records of a line on which several were written run together (a record cut by
    a crash, then the next session's first record on the same line; or two whole records):
    each whole record as a dict with an ``obs`` field, each unreadable piece as its text.
    Empty when the line holds no whole record (then it is one bad line). No observation is
    guessed: a piece cut short stays lost."""
    decoder = json.JSONDecoder()
    items: list = []
    pos = 0
    while pos < len(body):
        while pos < len(body) and body[pos].isspace():
            pos += 1
        if pos >= len(body):
            break
        try:
            item, end = decoder.raw_decode(body, pos)
        except (json.JSONDecodeError, RecursionError):
            item, end = None, pos
        if isinstance(item, dict) and "obs" in item:
            items.append(item)
            pos = end
            continue
        following = _RECORD_START.search(body, max(end, pos + 1))
        items.append(body[pos:following.start() if following else len(body)])
        if not following:
            break
        pos = following.start()
    return items if any(isinstance(i, dict) for i in items) else []


def _check_text(path: "str | os.PathLike") -> None:
    """Refuse a file that cannot be a session log from its first bytes: binary data (the
    demo's ``.wav`` or ``.mp4`` beside its ``.jsonl``) or UTF-16 text (saved again by an
    editor).

    Raises:
        ValueError: says what the file is and what to give instead.
    """
    with open(path, "rb") as f:
        head = f.read(_SNIFF_BYTES)
    if head.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ValueError(Sentence("app.log_utf16", path=str(path)))
    if b"\0" in head:
        raise ValueError(Sentence("app.log_binary", path=str(path)))


def _cut_short(body: str, exc: json.JSONDecodeError) -> bool:
    """True when ``body`` is the start of a JSON record that ends too early: the parser
    ran out of text (inside a string, or where a value, key, comma or brace should come)."""
    return body.lstrip().startswith("{") and (
        exc.pos >= len(body.rstrip()) or exc.msg.startswith("Unterminated string"))


def replay(observations, tracker: Tracker | None = None) -> tuple[Tracker, list[TableEvent]]:
    """Apply ``observations`` to a new (or the given) tracker; return it and all events.

    A ``start`` that the tracker refuses is turned into an error event, not raised.
    """
    tracker = tracker or Tracker()
    events: list[TableEvent] = []
    for obs in observations:
        try:
            events.extend(tracker.apply(obs))
        except ObservationError as exc:
            events.append(TableEvent("inconsistency", value="bad_record", info={"error": str(exc)}))
        except Exception as exc:  # a tracker bug on one line must not lose the rest of the log
            events.append(TableEvent("inconsistency", value="bad_record",
                                     info={"error": f"{type(exc).__name__}: {exc}"}))
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

    @property
    def damaged(self) -> tuple[int, ...]:
        """Lines not used that come before the last line used (``last_line``): their
        observations are missing from the middle of the game, so the state after the
        first of them may not be the game's (QA13a F4). A truncated last line, the usual
        crash, is not one."""
        return tuple(e.line for e in self.errors if e.line < self.last_line)

    @property
    def mostly_refused(self) -> bool:
        """True when the tracker refused more than half of the logged observations: the
        log does not fit its own start line (another edition written in it, seats edited
        out of range: QA12 F5), or the game had gone wrong live. Figures: 0 of 114 refused
        for the demo's log, 2 of 116 for a finished game with cards laid after its end;
        104 of 114 with the edition changed, 93 of 114 with seat 3 changed to 8."""
        return 2 * len(self.refused) > self.observations


def resume_report(path: "str | os.PathLike") -> Resumed:
    """Rebuild the tracker of a session log and count what it refused (:class:`Resumed`).

    Raises:
        FileNotFoundError: no such file.
        ValueError: not a regular file, or not a session log (:func:`read_entries`).
    """
    entries, errors = read_entries(path)
    tracker = Tracker()
    lines = dict(read_lines(path))
    kept: list[tuple[int, bool]] = []  # (line, refused) per input in tracker.history
    restarts: list[int] = []
    early: list[int] = []  # before the game's start line
    start_line = 0
    for n, obs in entries:
        if not tracker.started and obs.kind != "start":
            early.append(n)
            continue
        if obs.kind == "undo" and tracker.history and tracker.history[-1][0].kind == "start":
            continue  # the game's start is kept, as the undo key keeps it (QA23 #16)
        if obs.kind == "start" and tracker.started:
            restarts.append(n)
        try:
            events = tracker.apply(obs)
        except ObservationError as exc:
            errors.append(LogError(n, lines.get(n, "").strip()[:80], refusal_reason(exc)))
            continue
        if tracker.started and not start_line:
            start_line = n
        if len(tracker.history) <= len(kept):  # an undo (or a refused first line)
            del kept[len(tracker.history):]
        else:
            refused = (any(e.kind == "inconsistency" for e in events)
                       and tracker.refused_last())
            kept.append((n, refused))
    errors.sort(key=lambda e: e.line)
    return Resumed(tracker, errors, tuple(n for n, r in kept if r), len(kept),
                   max((n for n, _ in entries), default=0), tuple(restarts),
                   tuple(early) if start_line else (), start_line)


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


# --------------------------------------------------------------------------- notes
def log_reason(exc: Exception, lang: str, path: "str | os.PathLike") -> str:
    """Why the log ``path`` could not be read (an exception of :func:`read_entries` or
    :func:`resume_report`), in ``lang``: its :class:`~companion.narration.catalog.Sentence`
    (which names the path), else "cannot read PATH: " and the system's words
    (``strerror``) or its text (QA21 #8: English in French; QA22 #3: the path said
    twice)."""
    arg = exc.args[0] if exc.args else None
    if isinstance(arg, Sentence):
        return arg.in_language(lang)
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return message(lang, "app.log_cannot_read", path=str(path), reason=reason)


def refused_note(report, lang: str = "en") -> str:
    """One line on the logged observations the tracker refused, for stderr, in ``lang``
    (:class:`companion.session_log.Resumed`; QA12 F5; "line 2" for one, QA21 #8). After a
    damaged line the refusals are blamed on it, not on the start line (QA13a F4)."""
    lines = ", ".join(str(n) for n in report.refused[:5])
    lines += ", …" if len(report.refused) > 5 else ""
    note = message(lang, "app.note_refused", count=len(report.refused),
                   total=report.observations, lines=lines)
    damaged = damaged_before_refused(report)
    if damaged is not None:
        note += message(lang, "app.note_refused_after", line=damaged)
    elif report.mostly_refused:
        note += message(lang, "app.note_refused_mostly")
    return note + message(lang, "app.note_refused_why")


def damaged_before_refused(report) -> int | None:
    """The first damaged line (:attr:`Resumed.damaged`) before the first refused one: the
    refusals are then blamed on it, not on the start line (QA13a F4), in the terminal and
    by voice (QA19 #5); ``None`` when there is none."""
    if not report.refused:
        return None
    return next((n for n in report.damaged if n <= report.refused[0]), None)


def damage_note(report, lang: str = "en") -> str | None:
    """One line on a bad line in the middle of the log, for stderr, in ``lang``, or
    ``None``: what it costs and what to do (QA13a F4: ``--help`` said "nothing else is
    lost"; QA22 #3: English with --lang fr/es)."""
    if not report.damaged:
        return None
    first = report.damaged[0]
    return message(lang, "app.log_damaged", line=first, before=first - 1)


#: Bad lines printed one by one; the others are only counted (QA13a F8: a damaged
#: 200,000-line file printed 200,000 lines, all read out by a screen reader).
SHOWN_BAD_LINES = 10


def bad_line_notes(errors, lang: str = "en") -> list[str]:
    """``"skipped line N: why ('text')"`` (:meth:`LogError.said`) for the first
    :data:`SHOWN_BAD_LINES` bad lines, then one line counting the rest, in ``lang``."""
    notes = [err.said(lang) for err in errors[:SHOWN_BAD_LINES]]
    if len(errors) > SHOWN_BAD_LINES:
        notes.append(message(lang, "app.log_more_bad_lines",
                             count=len(errors) - SHOWN_BAD_LINES))
    return notes


def restart_note(report, lang: str = "en") -> str | None:
    """"Line 7 starts another game: the lines before it are not used." when the log
    holds a later ``start`` line (:attr:`Resumed.restarts`), else ``None``."""
    if not report.restarts:
        return None
    return message(lang, "app.log_restart", line=report.restarts[-1])


#: A session log line's sequence number, read without parsing the line (:meth:`SessionLog.record`).
_SEQ = re.compile(r'\A\s*\{\s*"seq"\s*:\s*(-?\d+)\s*,')


def seq_disorder_note(texts, lang: str = "en") -> str | None:
    """One line on the session log lines whose ``seq`` number is not above the one before
    (repeated or going back: an edited or joined log; QA28 #9 found them taken without a
    word), in ``lang``, or ``None`` when every number follows. ``texts``: ``{line number:
    text}`` (:func:`read_lines`); a line with no number is passed over.

    >>> print(seq_disorder_note({1: '{"seq": 1, "obs": {}}', 2: '{"seq": 2, "obs": {}}',
    ...                          3: '{"seq": 2, "obs": {}}'}))  # doctest: +ELLIPSIS
    line 3: its seq number does not follow the line before (repeated or going back): ...
    """
    last, bad = None, []
    for n in sorted(texts):
        m = _SEQ.match(texts[n] or "")
        if m is None:
            continue
        seq = int(m.group(1))
        if last is not None and seq <= last:
            bad.append(n)
        last = seq
    if not bad:
        return None
    return message(lang, "app.log_seq_disorder", count=len(bad), line=bad[0])


def before_start_note(lines, start: int, lang: str = "en") -> str | None:
    """One line on the observations ``lines`` (their line numbers) that come before the
    game's ``start`` line and are not used (QA27 #10: a log in reverse order was said
    "the rules refused 113 of its 114 observations", or nothing), in ``lang``; ``None``
    when there are none."""
    if not lines:
        return None
    return message(lang, "app.log_before_start", count=len(lines), line=start)


def no_game_note(path, errors, lang: str = "en") -> str:
    """Why a log gives no game to resume, in ``lang``: no valid ``start`` line (after the
    skipped lines said above) or none at all (QA22 #3: English with --lang fr/es)."""
    return message(lang, "app.log_no_start_bad" if errors else "app.log_no_start",
                   path=str(path))

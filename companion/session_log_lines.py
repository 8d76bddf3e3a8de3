"""Reading a session log (:mod:`companion.session_log`): its lines, each valid record as
an observation with its line number, each line that cannot be used as a :class:`LogError`
with the reason (English, or a catalog :class:`~companion.narration.catalog.Sentence`).

A line cut by a crash, records run together on one line, a line too long, too deeply
nested or not JSON are reported by line number and skipped; a file that is no session log
at all (binary, UTF-16, a game record, a text whose first lines are no records) is refused
as a whole. No tracker here: :func:`companion.session_log.resume` replays what is read.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from companion.engine.record import HEADERS as RECORD_HEADERS
from companion.narration.catalog import Sentence, as_sentence, message
from companion.session_log_held import is_held_record
from companion.tracker.observations import Observation, ObservationError, from_dict


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
        ValueError: as :func:`read_entries` (not a regular file, a game record, not a log).
    """
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
        table's language by :func:`~companion.session_log_notes.log_reason`.
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
                    if is_held_record(item):  # a glimpse hold's line: no observation
                        continue
                    _add(entries, errors, n, short, item["obs"])
                continue
            reason = (Sentence("app.bad_line_truncated")
                      if not text.endswith("\n") or _cut_short(body, exc)
                      else Sentence("app.bad_line_not_json"))
            errors.append(LogError(n, short, reason))
            continue
        except RecursionError:
            errors.append(LogError(n, short, Sentence("app.bad_line_nested")))
            continue
        if is_held_record(record):  # the glimpse hold: no observation (session_log_held)
            continue
        if not isinstance(record, dict) or "obs" not in record:
            errors.append(LogError(n, short, Sentence("app.bad_line_no_obs")))
            continue
        _add(entries, errors, n, short, record["obs"])
    return entries, errors


def _add(entries: list, errors: list, n: int, short: str, obs) -> None:
    """Line ``n``'s observation ``obs`` (a record's ``"obs"``, a dict) added to ``entries``
    as ``(n, Observation)``, or its refusal to ``errors`` (a :class:`LogError`; ``short``:
    the line as shown)."""
    try:
        entries.append((n, from_dict(obs)))
    except ObservationError as exc:
        errors.append(LogError(n, short, refusal_reason(exc)))


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
    each whole record as a dict with an ``obs`` field (or a glimpse hold's ``held``), each
    unreadable piece as its text. Empty when the line holds no whole record (then it is
    one bad line). No observation is guessed: a piece cut short stays lost."""
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
        if isinstance(item, dict) and ("obs" in item or is_held_record(item)):
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
    """True when ``body`` is the start of a record that :meth:`SessionLog.record` writes
    (``{"seq":``, or a piece of it) that ends too early: the parser ran out of text
    (inside a string, or where a value, key, comma or brace should come). Other text cut
    short was not written by a session, so no crash cut it (QA41 L3: ``{"garbage":``
    amid the log was called "the session stopped while writing it"): it is "not JSON"."""
    head = body.strip()
    if not (_RECORD_START.match(head) or '{"seq":'.startswith(re.sub(r"\s", "", head))):
        return False
    return exc.pos >= len(body.rstrip()) or exc.msg.startswith("Unterminated string")

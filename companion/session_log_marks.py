"""The marks a session log's observation lines carry (:meth:`companion.session_log.
SessionLog.record`: ``"check"``, ``"already"``, ``"refused"``, ``"unread"``, ``"t"``,
``"cleared"``, ``"keyed"``), read back: :func:`line_marks`, the video time a resume goes on at
(:func:`last_picture_t`), the log's observations with their marks, as a copy writes them
again (:func:`logged_with_marks`), and the ``"refused"`` mark's values
(:func:`refusal_values`, moved here in session 68), and the start line's log format
(``"format"``: :data:`LOG_FORMAT`, :func:`log_format`). Split from :mod:`companion.session_log` (session 66);
its names are importable from there too.
"""
from __future__ import annotations

import json
import math
import os

from companion.rules import MAX_PLAYERS
from companion.session_log_lines import read_entries, read_lines
from companion.tracker.observations import Observation


#: the marks :meth:`~companion.session_log.SessionLog.record` may add to a line: ``true``
#: when present, but ``refused``: a list of the refusal's ``inconsistency`` values;
#: ``unread``: a list of seats (0-based); ``t``: a video time, seconds
#: (:func:`last_picture_t`); ``cleared``: a round number
#: (:attr:`~companion.session_log.Resumed.cleared`); ``format``: the log's format, an
#: integer, on the start line only (:data:`LOG_FORMAT`); ``keyed``: ``true`` on a card
#: entered by key (session 70); ``unasked``: ``true`` on such a card entered unasked, its
#: zone unseen (session 72, :func:`~companion.app.entry_word.note_keyed`)
LINE_MARKS = ("check", "already", "refused", "unread", "t", "cleared", "format", "keyed",
              "unasked")

#: the log format a live game writes on its start line (``"format": 2``,
#: :meth:`~companion.session_log.SessionLog.record`'s ``format``), so a resume tells its
#: log from an older one: 2 (session 69 on): a deal hint said is a line of its own
#: (``{"hinted": true}``, :meth:`~companion.session_log.SessionLog.record_hinted`), so
#: its absence means the hint was not said; none (a log written before session 69: the
#: mark missing, read as 1): the log does not tell (review of res68, MEDIUM: an old log's
#: hint waited for the set-up pictures and minus twice undid Carol's Tommy Gun)
LOG_FORMAT = 2


def line_marks(lines: dict) -> dict:
    """``{line number: {mark: value, …}}`` of the lines (``{number: text}``) whose record
    has some of :data:`LINE_MARKS` (:meth:`~companion.session_log.SessionLog.record`),
    ready to give to ``record`` again (``True``; ``refused``: a non-empty list of
    strings; ``unread``: a non-empty list of seat numbers, 0-based; ``t``: seconds;
    ``cleared``: a round number, 1 or more; ``format``: an integer, 1 or more); a line
    that is no whole record, or a mark of another shape, is left out."""
    marks = {}
    for n, text in lines.items():
        if not text or not any(f'"{mark}"' in text for mark in LINE_MARKS):
            continue
        try:
            record = json.loads(text)
        except (ValueError, RecursionError):
            continue
        if isinstance(record, dict):
            found = {mark: True for mark in ("check", "already", "keyed", "unasked")
                     if record.get(mark) is True}
            refused = record.get("refused")
            if isinstance(refused, list) and refused and all(isinstance(v, str)
                                                             for v in refused):
                found["refused"] = refused
            unread = record.get("unread")
            if isinstance(unread, list) and unread and all(
                    type(v) is int and 0 <= v < MAX_PLAYERS for v in unread):
                found["unread"] = unread
            t = record.get("t")
            if type(t) in (int, float) and math.isfinite(t) and t >= 0:
                found["t"] = float(t)
            cleared = record.get("cleared")
            if type(cleared) is int and cleared >= 1:
                found["cleared"] = cleared
            fmt = record.get("format")
            if type(fmt) is int and fmt >= 1:
                found["format"] = fmt
            if found:
                marks[n] = found
    return marks


def log_format(marks: dict, start_line: int) -> int:
    """The log format of a log whose lines carry ``marks`` (:func:`line_marks`) and whose
    game starts at line ``start_line``: that line's ``"format"`` mark, 1 without it (a log
    written before session 69; :data:`LOG_FORMAT`)."""
    return marks.get(start_line, {}).get("format", 1)


def last_picture_t(path: "str | os.PathLike") -> "float | None":
    """The video time (seconds from the file's start) of the last picture the log's
    newest observation with one came at (its ``"t"`` mark,
    :meth:`~companion.session_log.SessionLog.record`): where ``companion play --resume``
    seeks the same video (fresh QA60 LOW); ``None`` for a log without it (written from a
    camera, or before session 61) or unreadable."""
    try:
        marks = line_marks(dict(read_lines(path)))
    except (OSError, ValueError):
        return None
    times = [m["t"] for _, m in sorted(marks.items()) if "t" in m]
    return times[-1] if times else None


def logged_with_marks(path: "str | os.PathLike") -> list[tuple[Observation, dict]]:
    """Every valid observation of the log in order, each with its line's marks
    (:func:`line_marks`, ``{}`` for none), as ``SessionLog.record(obs, **marks)`` writes
    it again (``play --resume A --log B`` copies the game so far to B).

    Raises:
        FileNotFoundError, ValueError: as :func:`read_entries`.
    """
    entries, _ = read_entries(path)
    marks = line_marks(dict(read_lines(path)))
    return [(obs, marks.get(n, {})) for n, obs in entries]


def refusal_values(events) -> list[str]:
    """What a refused input's ``events`` said, as a session log's ``"refused"`` mark keeps
    it (:meth:`SessionLog.record`): each ``inconsistency``'s value, in order, with the seat
    whose card the table awaited when it names one ("The Cthulhu by Dan? Waiting for
    Carol's play." is ``"unexpected:2"``; a Sailor too many, ``"too_many_copies"``). No
    card is kept (the awaited card may be a hand). A card in the zone of a player only
    probably out (``seat_out_unconfirmed``, QA42 H1) is kept as ``seat_out``, the same
    refusal worded otherwise: a log written before that wording resumes as the game's
    own refusals (review of probable43: QA42 B's marked log was warned another table)."""
    return [("seat_out" if e.value == "seat_out_unconfirmed" else str(e.value))
            + ("" if (seat := (e.info or {}).get("expected_seat")) is None else f":{seat}")
            for e in events if e.kind == "inconsistency"]


def _same_refusal(logged: "list[str] | None", now: list[str]) -> bool:
    """Whether a line's ``"refused"`` mark (``logged``; ``None``: none) is the refusal its
    replay gives (``now``; :func:`refusal_values`). A value kept with no seat matches the
    same value with one: the table waited for nothing in the first account (its game
    over), and a log written before session 49 kept that; since, the seat another account
    waits for is kept (``"unexpected"``, now ``"unexpected:0"``: review of undo49, an old
    log's own refusal was counted as one the rules make now)."""
    return logged is not None and len(logged) == len(now) and all(
        a == b or (":" not in a and b.split(":")[0] == a) for a, b in zip(logged, now))


__all__ = ["LINE_MARKS", "LOG_FORMAT", "line_marks", "log_format", "last_picture_t", "logged_with_marks", "refusal_values"]

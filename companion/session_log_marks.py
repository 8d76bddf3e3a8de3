"""The marks a session log's observation lines carry (:meth:`companion.session_log.
SessionLog.record`: ``"check"``, ``"already"``, ``"refused"``, ``"unread"``, ``"t"``,
``"cleared"``), read back: :func:`line_marks`, the video time a resume goes on at
(:func:`last_picture_t`) and the log's observations with their marks, as a copy writes them
again (:func:`logged_with_marks`). Split from :mod:`companion.session_log` (session 66);
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
#: (:attr:`~companion.session_log.Resumed.cleared`)
LINE_MARKS = ("check", "already", "refused", "unread", "t", "cleared")


def line_marks(lines: dict) -> dict:
    """``{line number: {mark: value, …}}`` of the lines (``{number: text}``) whose record
    has some of :data:`LINE_MARKS` (:meth:`~companion.session_log.SessionLog.record`),
    ready to give to ``record`` again (``True``; ``refused``: a non-empty list of
    strings; ``unread``: a non-empty list of seat numbers, 0-based; ``t``: seconds;
    ``cleared``: a round number, 1 or more); a line that is no whole record, or a mark of
    another shape, is left out."""
    marks = {}
    for n, text in lines.items():
        if not text or not any(f'"{mark}"' in text for mark in LINE_MARKS):
            continue
        try:
            record = json.loads(text)
        except (ValueError, RecursionError):
            continue
        if isinstance(record, dict):
            found = {mark: True for mark in ("check", "already") if record.get(mark) is True}
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
            if found:
                marks[n] = found
    return marks


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


__all__ = ["LINE_MARKS", "line_marks", "last_picture_t", "logged_with_marks"]

"""What is said about a session log read back (``companion resume``, ``replay``, ``play
--resume``): one line each, in the table's language, for stderr or the voice: why it could
not be read (:func:`log_reason`), the bad lines (:func:`bad_line_notes`), a bad line in the
middle (:func:`damage_note`), the observations the rules refused (:func:`refused_note`), a
second game's start (:func:`restart_note`), lines out of order (:func:`seq_disorder_note`)
or before the start (:func:`before_start_note`), no game at all (:func:`no_game_note`);
and what ``play --resume`` says aloud of the first and the last, without the path
(:func:`log_reason_said`, :func:`no_game_said`). ``report`` arguments are
:class:`companion.session_log.Resumed`. No file is read here.
"""
from __future__ import annotations

import os
import re

from companion.narration.catalog import Sentence, message, system_words


def log_reason(exc: Exception, lang: str, path: "str | os.PathLike") -> str:
    """Why the log ``path`` could not be read (an exception of :func:`read_entries` or
    :func:`resume_report`), in ``lang``: its :class:`~companion.narration.catalog.Sentence`
    (which names the path), else "cannot read PATH: " and the system's words
    (``strerror``) or its text (QA21 #8: English in French; QA22 #3: the path said
    twice)."""
    arg = exc.args[0] if exc.args else None
    if isinstance(arg, Sentence):
        return arg.in_language(lang)
    reason = system_words(exc, lang)
    return message(lang, "app.log_cannot_read", path=str(path), reason=reason)


def log_reason_said(exc: Exception, lang: str) -> str:
    """What ``play --resume`` says aloud, in ``lang``, when the log cannot be read
    (:func:`log_reason` is printed): a sentence that makes sense by ear, without the path
    (QA47 LOW-4: "no session log at /tmp/…: check the file name; …" was said, lower-case,
    the whole path read out). Not there: check its path on the screen; else: unusable,
    a sighted helper reads why."""
    arg = exc.args[0] if exc.args else None
    missing = isinstance(exc, FileNotFoundError) or getattr(arg, "key", None) == "app.log_missing"
    return message(lang, "app.play.resume_missing_said" if missing
                   else "app.play.resume_unusable_said")


def refused_note(report, lang: str = "en") -> str:
    """One line on the logged observations the tracker refused, for stderr, in ``lang``
    (:class:`companion.session_log.Resumed`; QA12 F5; "line 2" for one, QA21 #8). After a
    damaged line the refusals are blamed on it, not on the start line (QA13a F4). The
    game's own refusals (:attr:`Resumed.refused_live`: the live session refused them as
    they were laid) are only counted, plainly, after the others (QA42 M2: "this table is
    not the game's" for play's own log)."""
    now, live = report.refused_now, report.refused_live
    parts = []
    if now:
        note = message(lang, "app.note_refused", count=len(now), total=report.observations,
                       lines=_line_list(now))
        damaged = damaged_before_refused(report, now)
        if damaged is not None:
            note += message(lang, "app.note_refused_after", line=damaged)
        elif report.mostly_refused:
            note += message(lang, "app.note_refused_mostly")
        parts.append(note)
    if live:
        parts.append(message(lang, "app.note_refused_live", count=len(live),
                             total=report.observations, lines=_line_list(live)))
    return message(lang, "app.note_refused_and").join(parts) + message(
        lang, "app.note_refused_why")


def _line_list(lines) -> str:
    """The first 5 line numbers of ``lines``, then "…" when there are more."""
    return ", ".join(str(n) for n in lines[:5]) + (", …" if len(lines) > 5 else "")


def damaged_before_refused(report, refused=None) -> int | None:
    """The first damaged line (:attr:`Resumed.damaged`) before the first refused one
    (``refused``: line numbers, by default all of :attr:`Resumed.refused`): the refusals
    are then blamed on it, not on the start line (QA13a F4), in the terminal and by voice
    (QA19 #5); ``None`` when there is none."""
    refused = report.refused if refused is None else refused
    if not refused:
        return None
    return next((n for n in report.damaged if n <= refused[0]), None)


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


def no_game_said(errors, lang: str) -> str:
    """What ``play --resume`` says aloud, in ``lang``, of :func:`no_game_note` (printed):
    no path, and the skipped lines said to be on the screen, not "see the skipped lines
    above", which a listener cannot (QA47 LOW-4)."""
    return message(lang, "app.play.resume_no_game_bad_said" if errors
                   else "app.play.resume_no_game_said")

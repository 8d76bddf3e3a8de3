"""res69 (session 69): the session log's format mark on its start line.

A live game writes ``"format": 2`` on its start line (:data:`~companion.session_log_marks.
LOG_FORMAT`): its deal hints said are lines of their own (``{"hinted": true}``), so a
resume tells a log without that line (no hint said: wait for the set-up pictures, low67)
from a log written before session 69 (which may have said it unlogged: said after the
summary, as before session 68; review of res68, MEDIUM). A copy of the log keeps the mark
or its absence; a log without it still resumes."""
from companion.app.session import TableSession
from companion.session_log import (LOG_FORMAT, SessionLog, line_marks, logged_with_marks,
                                   read_lines, resume_report)
from companion.tracker import observations as o

from .test_rev_mwf_undone_round_counts import _HINTED_LOG, _OLD_LOG


def _live_log(path):
    """A live session's log: its start and Alice's Boxer, as ``play`` writes them."""
    with SessionLog(path, sync=False) as log:
        session = TableSession(say=lambda a: None, record=log.record, lang="en")
        session.observe(o.start("arkham", ["Alice", "Bob"], "en", 0, stickers_only=False))
        session.observe(o.card_seen(0, "the_boxer"))
    return path


def test_a_live_game_s_start_line_carries_the_log_format(tmp_path):
    path = _live_log(tmp_path / "play.jsonl")
    lines = path.read_text().splitlines()
    assert lines[0].endswith(',"format":%d}' % LOG_FORMAT), lines
    assert '"format"' not in lines[1], lines  # the start line only
    assert line_marks(dict(read_lines(path)))[1] == {"format": LOG_FORMAT}
    report = resume_report(path)
    assert report.hints_logged and not report.errors, report.errors
    assert report.tracker.view().seats[0].zone == ("the_boxer",)


def test_an_old_log_without_the_mark_still_resumes_as_one_that_does_not_tell(tmp_path):
    old, new = tmp_path / "old.jsonl", tmp_path / "new.jsonl"
    old.write_text(_OLD_LOG, encoding="utf-8")
    new.write_text(_HINTED_LOG, encoding="utf-8")
    a, b = resume_report(old), resume_report(new)
    assert not a.hints_logged and b.hints_logged
    assert not a.errors and not b.errors, (a.errors, b.errors)
    assert a.tracker.view() == b.tracker.view()


def test_a_copy_of_a_log_keeps_its_format_or_its_absence(tmp_path):
    """``play --resume A --log B`` / ``replay --resume A --save-log B`` copy the lines with
    their marks (:func:`logged_with_marks`): a marked start stays marked, an old log's
    stays unmarked (its hint said after the summary still)."""
    marked = _live_log(tmp_path / "a.jsonl")
    old = tmp_path / "old.jsonl"
    old.write_text(_OLD_LOG, encoding="utf-8")
    for path in (marked, old):
        copy = path.with_name("copy-" + path.name)
        with SessionLog(copy, sync=False) as log:
            for obs, marks in logged_with_marks(path):
                log.record(obs, **marks)
        assert resume_report(copy).hints_logged == resume_report(path).hints_logged, path

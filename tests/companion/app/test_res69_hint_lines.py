"""res69 (session 69, LOWs of the review of res68): every deal hint said is a line of the
session log, so a resume of a log that writes them (its start line's ``"format": 2``)
says it at once when it was said, and waits for the set-up pictures only when it was not.

- :func:`~companion.app.undo_under.remind_answer_under` saying the hint the first time
  (its dealing card held, the hint due never said) wrote no ``{"hinted": true}`` line: a
  resume after it waited for the set-up pictures, and said nothing on a table gathered
  since (minus twice then undid the round's card, not the answer).
- :func:`~companion.app.undo_under.hint_resumed` saying it at the set-up's look (the
  ended round's cards still lying) writes the line too, for the next resume."""
from companion.app.undo_under import _before_deal, remind_answer_under
from companion.session_log import SessionLog, read_log, resume_report

from .test_live_setup import _table as _setup_table
from .test_rev_mwf_undone_round_counts import _HINT, _HINTED_LOG, _LYING


def _resumed(tmp_path):
    """:data:`_HINTED_LOG` (a session-69 log without the hint's line) resumed, its session
    writing to it again: ``(table, said, path, log)``."""
    path = tmp_path / "play.jsonl"
    path.write_text(_HINTED_LOG, encoding="utf-8")
    table, said, _ = _setup_table()
    table.session.resume(resume_report(path))
    table.session.recall()
    log = SessionLog(path, sync=False)
    table.session.record = log.record
    return table, said, path, log


def test_the_hint_first_said_at_a_stall_is_a_line_of_the_log(tmp_path):
    table, said, path, log = _resumed(tmp_path)
    session = table.session
    history = session.tracker.history
    answer = _before_deal(history)
    assert answer, history
    # the hint due at the deal, its dealing card held (never said: read_before_hint)
    session.answer_from_log = session.deal_hint_due = history[answer]
    with log:
        assert remind_answer_under(session)
    assert any(a.brief.startswith(_HINT) for a in said), [a.brief for a in said]
    assert path.read_text().splitlines()[-1].endswith('"hinted":true}'), path.read_text()
    assert resume_report(path).hinted


def test_a_hint_said_again_at_a_stall_writes_no_second_line(tmp_path):
    table, said, path, log = _resumed(tmp_path)
    session = table.session
    with log:
        table.known.resumed(session.tracker.view(), read_log(path)[0])
        table._say_summary(session.tracker.view())
        for _ in range(6):
            table._setup_events += table.watcher.show(*_LYING)
        table._resumed_cards(None)  # said at the set-up's look: written (res69)
        lines = path.read_text().count('"hinted":true')
        assert lines == 1, path.read_text()
        assert remind_answer_under(session)  # the reminder at a stall
    assert path.read_text().count('"hinted":true') == 1, path.read_text()
    assert sum(a.brief.startswith(_HINT) for a in said) == 2, [a.brief for a in said]
    assert resume_report(path).hinted

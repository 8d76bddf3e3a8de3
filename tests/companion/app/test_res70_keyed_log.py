"""res70 (session 70): a card entered by key (Enter and its rank) is marked ``"keyed":
true`` in the session log, read back as :attr:`Resumed.keyed
<companion.session_log.Resumed.keyed>`, copied by a log's copy, and named by
:func:`~companion.app.keyed_cards.keyed_in_zone` for a resumed table's clear (rev-res69,
MEDIUM); the camera's cards and a log written before the mark are not marked."""
import json

from companion.app.keyed_cards import keyed_in_zone
from companion.app.session import TableSession
from companion.session_log import SessionLog, logged_with_marks, resume_report

from .test_hqr_cleared_resume_flags import _logged
from .test_live_deal import _frames, _table
from .test_qa50_enter_heard import _keys


def _log(tmp_path):
    """Alice's Investigators read by the camera, then Bob's Boxer entered by key (Enter
    3, "The Boxer or the Deep One?" +1), logged as ``play`` logs them: the log's path."""
    table, _, _ = _table(edition="arkham-classic")
    path = tmp_path / "play.jsonl"
    with _logged(table, path):
        _frames(table, 8, (1, "investigators"))
        _keys(table, "\n3+1")
        table.session.record = None
    return path


def _records(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_enter_s_card_alone_is_marked_keyed_and_resumed_so(tmp_path):
    path = _log(tmp_path)
    keyed = [r["obs"] for r in _records(path) if r.get("keyed")]
    assert keyed == [{"kind": "card", "seat": 1, "cards": ["the_boxer", "deep_one"]}], \
        _records(path)
    report = resume_report(path)
    assert [report.tracker.history[i][0].cards for i in report.keyed] == \
        [("the_boxer", "deep_one")]
    session = TableSession(say=lambda a: None)
    session.resume(report)
    assert keyed_in_zone(session, 1) == (("the_boxer", "deep_one"),)
    assert keyed_in_zone(session, 0) == ()  # the camera's Investigators


def test_a_copy_of_the_log_keeps_the_mark(tmp_path):
    path = _log(tmp_path)
    copy = tmp_path / "copy.jsonl"
    with SessionLog(copy, sync=False) as log:
        for obs, marks in logged_with_marks(path):
            log.record(obs, **marks)
    assert resume_report(copy).keyed == resume_report(path).keyed != ()


def test_a_log_without_the_mark_has_no_keyed_card(tmp_path):
    """A log written before session 70: every card counts for a resumed clear, as
    before."""
    path = _log(tmp_path)
    old = tmp_path / "old.jsonl"
    old.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "keyed"}) + "\n"
                           for r in _records(path)))
    report = resume_report(old)
    assert report.keyed == ()
    session = TableSession(say=lambda a: None)
    session.resume(report)
    assert keyed_in_zone(session, 1) == ()

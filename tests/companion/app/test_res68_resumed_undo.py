"""res68 (session 68): a resumed game's undo state, as the live game left it.

Fresh QA67 M1 (d493, 2 players, es): Bob's Investigators (his hand, read right) undone
('--' at 20.0 s), the table gathered ("whose card was it?" asked again), '+2' at 25.0 s
(true: the Boxer was his play); the cleared table then said "round 1 is not over …" and
named the card undone before that answer (``app.cleared_by_undo``: "Quizá sea la carta
que deshiciste…: los Investigadores… pulsa menos dos veces."). Quit there (``--stop-at
255``) and resumed, that line waited for the first readable picture of the set-up, 1.5 s
in; '--' pressed as it told, at 26.0 s, took back the answer alone ("Deshecho: la última
respuesta.") and '+1' then said "Bob queda fuera, con el Boxeador.", false. Now the
resumed clear is said at once when an answer keeps its round going
(:func:`~companion.app.cleared_logged.say_blamed_clear`), and minus twice gives the card
back, as live.

Review of hi4's MEDIUM (an undone card taken away alone, disowned, then a quit): the log
now keeps a line for it (``{"disowned": true}``), and the resume rebuilds no redo after it
(tests/companion/app/test_rev_hi4.py; here the log reader alone)."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from companion.session_log import SessionLog, read_log, resume_report
from companion.tracker import observations as o

from .test_hqq_cleared_line import _log, _qa65b_part
from .test_live_deal import _frames, _texts
from .test_live_setup import _table as _setup_table
from .test_qa50_enter_heard import _keys

_UNDONE = message("en", "app.cleared_by_undo", round=1, card="the Investigators",
                  player="Bob")


def _answered(table) -> None:
    """'+2' at 25.0 s (true), then a second of the bare table: the clear said with the
    card undone before that answer (the live run's last lines before the quit)."""
    table._key(Command("answer", 2))
    _frames(table, 30)


def _resumed_before_pictures(path):
    """The log ``path`` resumed as ``LiveTable.run`` resumes it, up to the set-up pictures
    (the summary said, then :meth:`_resumed_cards`, its pictures none yet: ``first``
    ``None``, no set-up event): ``(table, said, index of the first line after the
    summary)``."""
    table, said, _ = _setup_table(names=("Alice", "Bob"), markers=(1, 2))
    table.now = [500.0]
    table.timer = lambda: table.now[0]
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._say_summary(table.session.tracker.view())
    n = len(said)
    table._resumed_cards(None)
    return table, said, n


def test_resumed_after_the_answer_the_undone_card_is_named_before_the_set_up_pictures(
        tmp_path):
    """QA67 M1 (fails on main): resumed, the cleared table's line naming the undone card
    is said before any picture is read, and minus twice then, as it tells, gives the card
    back: "Bob is out, with the Investigators.", never "with The Boxer."."""
    live, live_said, path = _qa65b_part(tmp_path, _answered)
    assert _UNDONE in _texts(live_said), _texts(live_said)  # the live run's, before the quit
    table, said, n = _resumed_before_pictures(path)
    texts = _texts(said)[n:]
    assert _UNDONE in texts, texts  # main: said at the first readable picture only
    m = len(said)
    _keys(table, "--")  # 26.0 s, before the set-up's first readable picture
    _frames(table, 6)
    texts = _texts(said)[m:]
    assert "Bob is out, with The Boxer." not in texts, texts
    end = texts.index("Bob is out, with the Investigators.")
    assert texts[end + 1] == "Alice wins the round and has 1 Sane.", texts
    view = table.session.tracker.view()
    assert view.round_winners and view.seats[1].zone == ("the_boxer", "investigators"), view


def test_resumed_the_clear_said_at_once_is_not_said_again_at_the_first_picture(tmp_path):
    """The clear said before the set-up pictures counts as said (its "again now and then"
    goes on): the first readable picture does not say it a second time."""
    _, _, path = _qa65b_part(tmp_path, _answered)
    table, said, n = _resumed_before_pictures(path)
    _frames(table, 6)
    texts = _texts(said)[n:]
    assert texts.count(_UNDONE) == 1, texts


def test_resumed_with_the_question_open_the_clear_still_waits_for_a_picture(tmp_path):
    """A log ending with the clear, its question open (QA66 q1, no answer yet): nothing is
    blamed, so nothing is said before the set-up pictures (hqr's way, as before)."""
    _, _, path = _qa65b_part(tmp_path)
    table, said, n = _resumed_before_pictures(path)
    assert not any("cleared" in t for t in _texts(said)[n:]), _texts(said)[n:]


def test_a_disowned_line_after_the_last_undo_leaves_no_redo(tmp_path):
    """:attr:`Resumed.redo` is ``None`` when a disowned redo's line follows the log's last
    undo (its card taken away alone before the quit); a later undo rebuilds one again."""
    fed, boxer = o.card_seen(0, "the_fed"), o.card_seen(1, "the_boxer")
    path = _log(tmp_path / "a.jsonl", (fed, {}), (boxer, {}), (o.undo(), {}))
    with SessionLog(path, sync=False) as log:
        log.record_disowned()
    assert '{"seq":5,"disowned":true}' in path.read_text(), path.read_text()
    report = resume_report(path)
    assert report.redo is None and not report.errors, (report.redo, report.errors)
    assert [obs for obs, _ in report.tracker.history][1:] == [fed]
    with SessionLog(path, sync=False) as log:  # laid again, then undone again
        log.record(boxer)
        log.record(o.undo())
    report = resume_report(path)
    assert report.redo is not None and report.redo[0] == boxer, report.redo


def test_the_live_deal_hint_is_a_line_of_the_log(tmp_path):
    """Review of low67's mend: the hint said at a deal on the ungathered table (Bob's Fed
    laid on round 1's cards right after the wrong "yes") writes ``{"hinted": true}`` after
    the deal's line; :attr:`Resumed.hinted` reads it."""
    from .test_hqr_cleared_resume_flags import _logged
    from .test_qa63b_undo_round_end import _Live
    live = _Live(voice=False)
    path = tmp_path / "play.jsonl"
    with _logged(live.table, path):
        live.wrong_yes()
        live.show((2, "the_fed", 1))  # laid on the ungathered table: deals round 2
        live.session.record = None
    assert any(a.brief.startswith(_HINT) for a in live.said), [a.brief for a in live.said]
    lines = path.read_text().splitlines()
    assert lines[-1] == '{"seq":%d,"hinted":true}' % len(lines), lines
    assert '"new_round"' in lines[-3], lines  # the deal, its Fed, then the hint
    assert resume_report(path).hinted


def _hinted_log(tmp_path, hinted: bool, old: bool = False):
    """:data:`~.test_rev_mwf_undone_round_counts._HINTED_LOG` (d491 quit right after the
    hint), with its deal hint's line or without (a session-69 log: the hint not said);
    ``old``: its start line without the ``"format"`` mark (a log written before session
    69, which may have said the hint unlogged)."""
    from .test_rev_mwf_undone_round_counts import _HINTED_LOG, _OLD_LOG
    text = (_OLD_LOG if old else _HINTED_LOG) + ('{"seq":10,"hinted":true}\n' if hinted
                                                 else "")
    path = tmp_path / "play.jsonl"
    path.write_text(text, encoding="utf-8")
    return path


_HINT = "If round 1 is not over, your answer to this question was wrong:"


def test_a_logged_hint_is_said_after_the_summary_and_minus_twice_at_once_undoes_the_answer(
        tmp_path):
    """d491's route (t1e: '+1' at 11.0 s, '--' at 13.0 s) quit at 12.8 s: the log says the
    hint was said there, so the resume says it right after the summary, before the set-up
    pictures, and minus twice pressed during them undoes the answer under the deal, not
    Carol's Tommy Gun (review of low67's mend kept mwf's route)."""
    table, said, _ = _setup_table()
    table.session.resume(resume_report(_hinted_log(tmp_path, True)))
    table.session.recall()
    table._say_summary(table.session.tracker.view())
    texts = _texts(said)
    assert any(t.startswith(_HINT) for t in texts), texts
    _keys(table, "--")
    view = table.session.tracker.view()
    assert view.round == 1 and not view.round_winners, view
    assert view.seats[2].zone == ("investigators", "tommy_gun"), view


def test_an_unlogged_hint_waits_for_the_set_up_pictures(tmp_path):
    """The same log without the hint's line: nothing said after the summary (the table
    tells whether round 1's cards still lie: test_rev_mwf_undone_round_counts)."""
    table, said, _ = _setup_table()
    table.session.resume(resume_report(_hinted_log(tmp_path, False)))
    table.session.recall()
    table._say_summary(table.session.tracker.view())
    assert not any(t.startswith(_HINT) for t in _texts(said)), _texts(said)
    assert table.session.deal_hinted is None


def _resumed_on_markers(path, cards, set_up: int):
    """The log ``path`` resumed as ``LiveTable.run`` resumes it on a camera that sees the
    seat markers (:func:`.test_live_deal._table`: a gathered table reads bare, as a real
    one; test_live_setup's camera sees none, every bare picture "quiet"), the set-up
    reading ``set_up`` pictures of ``cards`` (1/30 s each: 0, gathered before the set-up
    made them stable): ``(table, said)``."""
    from .test_live_deal import _table
    table, said, _ = _table(edition="arkham-classic")
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    for _ in range(set_up):
        table._setup_events += table.watcher.show(*cards)
    table._resumed_cards(None)
    return table, said


@pytest.mark.parametrize("set_up", [0, 6], ids=["gathered_before_stable", "read_at_set_up"])
def test_resumed_on_the_round_s_cards_undone_then_gathered_the_clear_is_said(tmp_path,
                                                                            set_up):
    """res68, found at the cut points of QA67 M1's route (d493 --stop-at 199, 201 and 210,
    resumed with the route's keys after the cut: '--' at 20.0 s, '+2' at 25.0 s, '--' at
    26.0 s; the table gathered at ~20.5 s, during or before the resume's set-up pictures,
    its clear not yet said nor logged): a log ending with the round over (Bob out with
    the Investigators), resumed, '--' (the Investigators undone, the question open
    again), then the table gathered: live says 'The table was cleared: whether round 1 is
    over depends on the answer …' (cleared_mid); resumed, nothing was said when the
    set-up had not made the log's cards stable (none reported since the resume: res69
    counts the log's unread cards while the open question decides the round's end,
    ``MidCleared._log_end_asked``), so '+2' got no clear line nor hint and '--' took back
    the answer alone. Read at the set-up (known, reported), it was said already (res68's
    stand-in camera, which sees no seat marker, read no bare table)."""
    from .test_cq64_cleared_end_asked import ASKED_AGAIN, _cleared
    from .test_hqr_cleared_resume_flags import _logged
    from .test_live_deal import _table
    table, _, _ = _table(edition="arkham-classic")
    path = tmp_path / "part.jsonl"
    cards = []
    with _logged(table, path):
        for card_ in ((1, "investigators"), (2, "the_boxer"), (2, "investigators")):
            cards.append(card_)
            _frames(table, 6, *cards)
        table.session.record = None
    table, said = _resumed_on_markers(path, cards, set_up)
    n = len(said)
    _keys(table, "--")
    _cleared(table)
    texts = _texts(said)[n:]
    assert any(t.startswith(ASKED_AGAIN) for t in texts), texts
    m = len(said)
    _keys(table, "+2")  # true: the Boxer was his play; the undone card then blamed
    _frames(table, 30)
    assert _UNDONE in _texts(said)[m:], _texts(said)[m:]


def test_a_copy_of_a_resumed_log_keeps_its_disowned_and_hinted_lines(tmp_path):
    """``replay --resume A --save-log B`` / ``play --resume A --log B`` copy the game's
    lines, then :meth:`SessionLog.record_resumed_holds`: a disowned redo and a deal hint
    are written again, so a resume from B reads them as from A."""
    from companion.session_log import logged_with_marks
    fed, boxer = o.card_seen(0, "the_fed"), o.card_seen(1, "the_boxer")
    a = _log(tmp_path / "a.jsonl", (fed, {}), (boxer, {}), (o.undo(), {}))
    with SessionLog(a, sync=False) as log:
        log.record_disowned()
    hinted = _hinted_log(tmp_path, True)
    for path in (a, hinted):
        report = resume_report(path)
        copy = path.with_name("copy-" + path.name)
        with SessionLog(copy, sync=False) as log:
            for obs, marks in logged_with_marks(path):
                log.record(obs, **marks)
            log.record_resumed_holds(report)
        again = resume_report(copy)
        assert (again.redo, again.disowned, again.hinted) \
            == (report.redo, report.disowned, report.hinted), path.name
    assert resume_report(a).disowned and resume_report(hinted).hinted

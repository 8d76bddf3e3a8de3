"""Session 65 (hqr): the other live states that change what a card means at a table seen
cleared, checked against ``play --resume`` as hq64 checked
:attr:`~companion.app.live.LiveTable.cleared_end`. cq64's "whose card was it?" asked again
at a clear (:meth:`Tracker.end_asked
<companion.tracker.table_queries.TableQueries.end_asked>`) and a deal that settles the round
(:meth:`Tracker.deal_settles <companion.tracker.tracker.Tracker.deal_settles>`,
:meth:`~companion.app.live_deal.NextDeal._clear_settles`) are the tracker's own queries:
the log's replay rebuilds them. The answer taken after the clear is logged with the round
seen cleared (the ``"cleared"`` mark: :mod:`companion.app.cleared_logged`), and a resume
after "yes" deals the next round as live. The clear itself is no input: a quit right after
it, before any key, was not rebuilt (hqr's strict xfail); since session 66 (hqq) each change
of the round seen cleared is a line of the log of its own, and it is."""
from companion.app.keys import Command
from companion.session_log import SessionLog, read_log, resume_report

from .test_cq64_cleared_end_asked import ASKED_AGAIN, _bob_s_fed_asked, _cleared
from .test_live_deal import _frames, _texts
from .test_live_setup import _table as _setup_table


def _logged(table, path):
    """The session log ``path`` of ``table``'s inputs so far; its later inputs logged by
    the table itself, as ``play`` logs them (their marks)."""
    log = SessionLog(path, sync=False)
    for obs, _ in table.session.tracker.history:
        log.record(obs)
    table.session.record = log.record
    return log


def _resumed(path, *cards):
    """A live table resumed from the log ``path`` (``play --resume``), its camera showing
    ``cards`` at the set-up (none: a bare table): ``(table, its said list)``."""
    table, said, _ = _setup_table(names=("Alice", "Bob"), markers=(1, 2))
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    for _ in range(6):
        table._setup_events += table.watcher.show(*cards)
    table._resumed_cards(None)
    _frames(table, 1, *cards)
    return table, said


def _answered_at_the_clear(tmp_path, value):
    """Bob's Fed asked (his hand or his play), the table cleared and the question asked
    again, answered ``value`` (1 yes: Bob out, the round over; 2 no: his play), every
    input logged as ``play`` logs it, then the quit: ``(table, its said list, the log)``."""
    table, said, _ = _bob_s_fed_asked()
    path = tmp_path / "play.jsonl"
    with _logged(table, path):
        _cleared(table)
        table._key(Command("answer", value))
        table.session.record = None
    return table, said, path


def test_the_tracker_s_end_asked_and_deal_settles_are_rebuilt_by_a_resume(tmp_path):
    """Bob's Fed asked (his hand or his play), the accounts apart on the round's end: a
    resume's tracker asks the same and would settle the round by a deal the same, so the
    resumed table's clear asks it again (cq64), no mark needed."""
    table, _, _ = _bob_s_fed_asked()
    path = tmp_path / "play.jsonl"
    _logged(table, path).close()
    live = table.session.tracker
    tracker = resume_report(path).tracker
    assert (tracker.end_asked(), tracker.deal_settles()) == (True, True)
    assert (live.end_asked(), live.deal_settles()) == (True, True)


def test_quit_after_the_clear_that_asked_again_holds_the_next_card_resumed(tmp_path):
    """A quit right after a table seen cleared asked cq64's question again, before any key
    (hqr's strict xfail, mended by hqq): the clear is a line of the log
    (``{"cleared": {"round": 1}}``, :func:`~companion.app.cleared_logged.log_cleared`), so
    the resumed table says the clear again with its question, and the next round's first
    card, Alice's Sailor, is held until the answer, as live (main: nothing said, then "No
    answer needed: that was Bob's play." and the Sailor taken as round 1's play)."""
    table, said, _ = _bob_s_fed_asked()
    path = tmp_path / "play.jsonl"
    with _logged(table, path):
        _cleared(table)  # "whether round 1 is over depends on the answer …", no input
        live = table.session.tracker
        assert table.cleared_mid == 1 and live.end_asked()
    resumed, said = _resumed(path)
    assert any(t.startswith(ASKED_AGAIN) for t in _texts(said)), _texts(said)  # said again
    tracker = resumed.session.tracker
    # the tracker's own queries: rebuilt by the log's replay
    assert (tracker.end_asked(), tracker.deal_settles()) == (live.end_asked(),
                                                             live.deal_settles())
    _cleared(resumed)
    n = len(said)
    _frames(resumed, 8, (1, "the_sailor"))  # round 2's first play, Alice's
    texts = _texts(said)[n:]
    # branch: "No answer needed: that was Bob's play.", "Alice: The Sailor." (round 1)
    assert not any("No answer needed" in t for t in texts), texts
    assert tracker.question is not None and resumed.cleared_mid == 1, texts


def test_quit_after_yes_to_the_clear_s_question_deals_round_2_resumed(tmp_path):
    table, said, path = _answered_at_the_clear(tmp_path, 1)  # yes: Bob is out, the round over
    resumed, said = _resumed(path)
    assert (resumed.cleared_end, resumed.cleared_mid) == (1, None)
    n = len(said)
    _cleared(resumed)
    texts = _texts(said)[n:]
    assert "Round 2. Alice starts." in texts, texts
    assert resumed.session.tracker.view().round == 2


def test_quit_after_no_to_the_clear_s_question_holds_the_next_card_resumed(tmp_path):
    """"No" to the question the clear asked again: the round goes on, its table gathered
    (``cleared_mid``), the answer logged with ``"cleared": 1``. Live, the next card laid,
    Alice's Sailor, is held ("this round is not settled"); resumed on a bare table, the
    log's cards unread, the round is still seen cleared
    (:func:`~companion.app.cleared_logged.cleared_restored`) and the Sailor held too, not
    taken as round 1's play (main: "Alice: The Sailor.", the round's clear forgotten)."""
    table, said, path = _answered_at_the_clear(tmp_path, 2)  # no: Bob's play, the round goes on
    _cleared(table)
    assert table.cleared_mid == 1
    live = len(table.session.tracker.history)
    _frames(table, 8, (1, "the_sailor"))
    assert len(table.session.tracker.history) == live  # held
    resumed, said = _resumed(path)
    _cleared(resumed)
    assert (resumed.cleared_end, resumed.cleared_mid) == (None, 1)
    n, kept = len(said), len(resumed.session.tracker.history)
    _frames(resumed, 8, (1, "the_sailor"))
    texts = _texts(said)[n:]
    assert not any(t.startswith("Alice: The Sailor") for t in texts), texts
    assert len(resumed.session.tracker.history) == kept, texts

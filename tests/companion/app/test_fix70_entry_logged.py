"""fix70: the card a resumed log's camera-differs hold says was entered by key
(:func:`companion.app.entry_undone.entry_logged`), which minus twice takes back with its
answer as live (review rev-log70 HIGH; the table-level test is
tests/companion/app/test_rev_log70_waits_resumed.py::
test_rev_log70_high_minus_twice_during_a_resumed_hold_says_no_round_end)."""
from companion.app.entry_undone import entry_logged
from companion.session_log import resume_report
from tests.companion.app.test_qa68_hold_ways import _logged_hold


def test_fix70_the_differs_line_names_the_card_entered_by_key(tmp_path):
    """handC's hold (Enter 3, plus 1: The Boxer in Bob's zone): the entry found is Bob's
    card read as rank 3's cards, before the hint; none without a line, none when the
    line's entered card is in no such card of that seat."""
    path, _ = _logged_hold(tmp_path)
    report = resume_report(path)
    history, differs = report.tracker.history, report.differs
    assert differs is not None and not differs["ended"]
    entry = entry_logged(history, differs)
    assert entry is not None
    obs = entry[0]
    assert obs.kind == "card" and obs.seat == differs["seat"] == 1
    assert set(obs.cards) == {"the_boxer", "deep_one"}, obs.cards
    assert history.index(entry) < differs["size"]
    assert entry_logged(history, None) is None
    assert entry_logged(history, {**differs, "entered": ["the_sailor"]}) is None
    assert entry_logged(history, {**differs, "seat": 2}) is None
    assert entry_logged(history, {**differs, "size": history.index(entry)}) is None


def test_fix70_the_resumed_session_keeps_that_entry_for_minus_twice(tmp_path):
    """:meth:`~companion.app.session_resume.SessionResume.resume` keeps it
    (``entry_from_log``), and :meth:`~companion.app.undo_blamed.UndoBlamed.
    by_key_or_logged` counts it, as a key's, while an entry read by the camera is not."""
    from tests.companion.app.test_log70_differs_logged import _resumed
    path, cards = _logged_hold(tmp_path)
    table, _ = _resumed(path, cards)
    session = table.session
    entry = session.entry_from_log
    assert entry is not None and entry in session.tracker.history
    assert session.by_key_or_logged(entry)
    first_card = next(e for e in session.tracker.history if e[0].kind == "card")
    assert first_card is not entry and not session.by_key_or_logged(first_card)

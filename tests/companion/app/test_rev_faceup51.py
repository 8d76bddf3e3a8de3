"""Review of faceup51 (session 51): a middle card lying since a picture of the ended round
in play is not taken face up (MiddleCards._lay_in_ended_round), and Enter's rank drops a
face-up reading (``not_face_up``): a round the tracker held in play while its table was
gathered (a hand awaited by key) is no round in play for the middle's cards; the drop is
kept by a resumed log, and its undo too."""
from pathlib import Path

import pytest

from companion.tracker import observations as o

from .test_live_deal import _frames, _texts


def _b2_logged(tmp_path, keys):
    """Run B2's round 3 up to Bob's hand awaited, then ``keys``; its session log written
    as play writes it: ``(table, log path)``."""
    from companion.session_log import SessionLog

    from .test_qa51_face_up_outranked import _keys, _waiting_for_bob_s_hand
    table, said, logged = _waiting_for_bob_s_hand("en")
    path = tmp_path / "play.jsonl"
    log = SessionLog(path, sync=False)
    for obs, _ in table.session.tracker.history:
        log.record(obs)
    before = len(logged)
    for key in keys:
        if key.startswith("-"):
            table.undo_at = float("-inf")
        _keys(table, key)
    for obs in logged[before:]:
        log.record(obs)
    return table, path


def test_a_resumed_log_keeps_the_dropped_face_up_card_dropped(tmp_path):
    from companion.session_log import resume_report
    table, path = _b2_logged(tmp_path, ["\n6"])
    live = table.session.tracker.view()
    report = resume_report(path)
    assert not report.errors and not report.refused
    assert report.tracker.view() == live
    assert "the_sailor" not in report.tracker.view().face_up


def test_a_resumed_log_with_the_drop_undone_counts_it_face_up_again(tmp_path):
    from companion.session_log import resume_report
    table, path = _b2_logged(tmp_path, ["\n6", "--", "--"])
    live = table.session.tracker.view()
    assert "the_sailor" in live.face_up
    report = resume_report(path)
    assert not report.errors and report.tracker.view() == live


def _bob_s_hand_awaited():
    """Run B2's round 3 up to Bob's hand awaited (the camera never read it), the Sailor
    not taken face up (the reading the branch drops by key): ``(table, said, logged)``."""
    from companion.session_log import logged_with_marks

    from .test_live_deal import _table
    log = Path(__file__).parent.parent / "qa51_b2_round3.jsonl"
    table, said, logged = _table()
    for obs, _marks in list(logged_with_marks(log))[1:]:
        if obs != o.face_up("the_sailor"):
            table.session.observe(obs)
    assert table.session.tracker.waiting()[:2] == ("hand", 1)
    return table, said, logged


def test_a_face_up_card_first_read_while_a_hand_is_awaited_by_key_is_the_next_round_s():
    """Run B2's wait for Bob's hand (the camera never read it; the table gathered and
    dealt on): the next round's first face-up card lies in the middle, read twice (busy
    cloth) before Enter and 6 give Bob's hand and end the round, and made stable after:
    it is the new round's, not the ended round's card "still on the table"."""
    table, said, logged = _bob_s_hand_awaited()
    _frames(table, 2, (None, "the_fed", 0))
    for key in "\n6+1":  # Bob's zone (not "face up: The Sailor")
        table._one_key(key)
    assert table.session.tracker.view().active is None
    n = len(said)
    _frames(table, 8, (None, "the_fed", 0))
    _frames(table, 8, (None, "the_fed", 0), (None, "cthulhu", 1))
    texts = _texts(said)[n:]
    assert not any("Still on the table" in t for t in texts), texts
    view = table.session.tracker.view()
    assert "the_fed" in view.face_up, (view.round, view.face_up, texts)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_answer_to_which_face_up_reading_was_wrong_is_said(lang):
    """Two face-up cards of rank 6 (The Sailor, Randall Tillinghast), Enter and 6 asked
    which reading was wrong; plus 1 drops the Sailor's: said, as Enter's own drop says it
    (it was silent: the tracker tells no event for it, the last line heard "Answer: which
    number?")."""
    from companion.cards import card
    from companion.narration.catalog import message

    from .test_live_deal import _table
    table, said, logged = _table(lang=lang)
    for key in ("the_sailor", "randall_tillinghast"):
        table.session.observe(o.face_up(key))
    for key in "\n6":
        table._one_key(key)
    n = len(said)
    for key in "+1":
        table._one_key(key)
    assert logged[-1] == o.not_face_up("the_sailor")
    dropped = message(lang, "app.enter_face_up_dropped", card=card("the_sailor").name(lang))
    assert dropped in _texts(said)[n:], _texts(said)[n:]

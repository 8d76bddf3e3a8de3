"""Review of h4 (fresh QA58 HIGH-4: a Sanity check's twin question holds the later
players' cards, :meth:`companion.app.stall.Stalls._stall_holds`).

Minus twice while the question stands undoes the last card taken, Fay's Investigators,
before the held ones (Alice's Investigators, Bob's Boxer and Sailor). Taken away and laid
again as the table asks ("Take it away, or it stays left out."), then entered as Fay's play
as the next prompt asks, the stall's cards were given once its "which card?" was answered:
Alice's held Investigators stayed kept (her zone had not grown), Bob's Boxer was taken and
"Alice is out." was said as a fact, then "Bob passes. 11 cards left." (9 in truth), the
twin question never asked again: QA58 HIGH-4 back by another door. The question standing
again, the kept cards wait for its answer (:meth:`~companion.app.stall.Stalls.
_stall_release`), and it is asked again. Also: the turn's cue count, said even in brief
once the deck is low, hedged while Alice is only probably out; and a resume while the question
stands (:mod:`companion.app.twin_logged`)."""
from .test_qa58_high4_twin_check_holds import ASKED, LOG, _frames, _keys, _r5, _texts


def test_minus_twice_then_fays_play_entered_again_keeps_the_twin_question():
    table, said, n, show, laid = _r5()
    tracker = table.session.tracker
    _keys(table, "-", "-")
    assert "Undone: the Investigators in Fay's zone." in _texts(said)[n:], _texts(said)[n:]
    fay = [c for c in laid if c.seat == 6][-1]
    for _ in range(20):  # taken away
        _frames(table, 6, *[c for c in laid if c is not fay])
    for _ in range(4):  # laid again: "Fay's play, or a later card? Press Enter, then …"
        show()
    m = len(said)
    _keys(table, "\n", "1", "+", "1")  # Fay's play: the Investigators
    for _ in range(3):
        show()
    heard = _texts(said)[m:]
    assert "Fay: the Investigators." in heard, heard
    assert not any("Alice is out" in line or "11 cards left" in line for line in heard), heard
    assert heard[-1] == ASKED, heard
    assert tracker.waiting()[:2] == ("check", 0)
    assert tracker.view().seats[1].zone[-1] == "shoggoth"  # Bob's cards still held


def test_brief_turn_cue_with_a_low_deck_is_hedged_while_alice_is_probably_out():
    # the turn's cue says the count even in brief once the deck holds no more cards than
    # players in (event_style.count_matters): h4 said "Dan's turn. 2 cards left." as fact
    # (r5's round 2, after the lines of test_qa58_high4_probably_out_count)
    from .test_qa58_high4_probably_out_count import AFTER, r5_session
    _, said = r5_session(AFTER + ((1, "nightgaunt"), (1, "necronomicon"), (2, "the_boxer"),
                                  (2, "the_fed")))
    lines = [a.brief for a in said]
    assert "Dan's turn. 2 cards left, or fewer if Alice is still in (not confirmed)." \
        in lines, lines
    assert "Dan's turn. 2 cards left." not in lines, lines


def _quit_while_asked(tmp_path, *keys):
    """r5 played live as :func:`_r5`, its session log written from the question on
    (``LOG``'s lines first), ``keys`` typed then and a picture shown, quit there: the
    log's path."""
    from companion.session_log import SessionLog
    log = tmp_path / "live.jsonl"
    log.write_text(LOG.read_text(encoding="utf-8"), encoding="utf-8")
    table, _, _, show, _ = _r5()
    with SessionLog(log, sync=False) as writer:
        table.session.record = writer.record
        table.session.twin_logged = None  # the test's own recorder wrote no line
        show()  # the picture after the question: its line written
        if keys:
            _keys(table, *keys)
            show()
    return log


def table_at_quit(log):
    """The cards on the table at ``log``'s end (:func:`_quit_while_asked`): ``(shown,
    inv, bob)``, ``shown`` the log's cards (``(seat 1-based, card, place)``), ``inv``
    Alice's held Investigators, ``bob`` his Boxer and Sailor laid behind it."""
    from companion.session_log_lines import read_log
    from companion.tracker import Tracker
    t = Tracker()
    for obs in read_log(log)[0]:
        t.apply(obs)
    seats = t.view().seats
    shown = [(s + 1, key, i) for s, seat in enumerate(seats) for i, key in enumerate(seat.zone)]
    return shown, (1, "investigators", len(seats[0].zone)), [
        (2, "the_boxer", len(seats[1].zone)), (2, "the_sailor", len(seats[1].zone) + 1)]


def test_the_standing_twin_question_is_a_line_of_the_session_log(tmp_path):
    from companion.session_log import resume_report
    from companion.session_log_held import TWIN, last_held
    from companion.session_log_lines import read_lines
    log = _quit_while_asked(tmp_path)
    zone = len(resume_report(log).tracker.view().seats[0].zone)
    assert last_held(dict(read_lines(log)), 0, TWIN) == {
        "seat": 0, "round": 2, "zone": zone, "copy": "the_urchin", "held": "investigators"}
    assert resume_report(log).twin == last_held(dict(read_lines(log)), 0, TWIN)
    assert not resume_report(log).errors  # no observation, not a bad line


def test_resumed_while_the_twin_question_stands_does_not_take_the_held_card(tmp_path):
    # review of h4, HIGH (as on main till session 60): the question was not in the session
    # log, and the resumed table took Alice's held Investigators as the check card the log
    # waits for (GuidedSetup._card_owed, QA47): "Alice passes. 11 cards left." as fact
    # (9; the copy lies squarely on her Urchin). Now logged and asked again (twin_logged).
    from .test_live_setup import _frames as frames
    from .test_qa45_resume_hand import resumed_on
    log = _quit_while_asked(tmp_path)
    shown, inv, bob = table_at_quit(log)
    shown += [inv, *bob]
    (tmp_path / "r").mkdir()
    table, said = resumed_on(tmp_path / "r", log.read_text(encoding="utf-8"), shown,
                             names=("Alice", "Bob", "Carol", "Dan", "Eve", "Fay"))
    heard = _texts(said)
    assert not any(line.startswith("Alice passes") for line in heard), heard
    assert not any("does not hold" in line for line in heard), heard  # held behind it
    assert heard[-1] == ASKED, heard
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("check", 0)
    m = len(said)
    _keys(table, "\n", "4")  # the second Urchin, then her play, then Bob's cards: as live
    frames(table, 3, *shown)
    heard = _texts(said)[m:]
    for line in ("Alice passes. 11 cards left.", "Alice: the Investigators.",
                 "Bob passes. 9 cards left.", "Bob: The Sailor."):
        assert line in heard, heard


def test_the_twin_line_is_null_once_the_question_is_answered(tmp_path):
    from companion.session_log_held import TWIN, last_held
    from companion.session_log_lines import read_lines
    lines = dict(read_lines(_quit_while_asked(tmp_path, "\n", "4")))
    assert last_held(lines, 0, TWIN) is None
    assert [t for t in lines.values() if '"twin"' in t][-1].endswith('"twin":null}\n')

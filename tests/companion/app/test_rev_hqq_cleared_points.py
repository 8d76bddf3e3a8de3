"""Review of hqq (session 66): the round seen cleared, quit at each point of a cleared
round's life and resumed (``play --resume``), is the live table's: the clear, its answer,
the answer undone, the next deal, the deal undone (2 players), and a 3-player table
gathered while Carol's play is awaited (the clear said again, the next card held, Enter
asks the same). Each snapshot of the log is what a quit right then leaves (the clear
itself is no input: :func:`~companion.app.cleared_logged.log_cleared`)."""
import shutil

from companion.app.cleared_logged import cleared_round
from companion.app.keys import Command
from companion.app.live_deal import CLEARED_MID_FRAMES
from companion.session_log import SessionLog, read_log, resume_report

from .test_cq64_cleared_end_asked import ASKED_AGAIN, _bob_s_fed_asked, _cleared
from .test_hqr_cleared_resume_flags import _logged, _resumed
from .test_live_deal import _frames, _table, _texts
from .test_live_setup import _table as _setup_table
from .test_qa50_enter_heard import _keys


def _quit_here(table, path, tmp_path, name):
    """The log as a quit right now leaves it (a copy; the picture's step ends by writing
    the round seen cleared, as ``LiveTable._step``): its path."""
    getattr(table, "_cleared_log", lambda: None)()
    copy = tmp_path / f"{name}.jsonl"
    shutil.copy(path, copy)
    return copy


def test_each_quit_point_of_a_cleared_round_resumes_the_live_clear(tmp_path):
    """Bob's Fed asked (his hand or his play), the table gathered: the round the resumed
    table sees cleared is the live one's at each quit (main: none after the clear, before
    any key; the resumed table then took the next card as round 1's)."""
    table, _, _ = _bob_s_fed_asked()
    path = tmp_path / "play.jsonl"
    steps = (
        ("cleared", lambda: _cleared(table)),
        ("yes", lambda: (table._key(Command("answer", 1)), _frames(table, 3))),
        ("yes undone", lambda: (table._undo(Command("undo")), _frames(table, 3))),
        ("yes again", lambda: (table._key(Command("answer", 1)), _frames(table, 3))),
        ("dealt", lambda: _cleared(table)),
        ("deal undone", lambda: (table._undo(Command("undo")), _frames(table, 3))),
    )
    seen = []
    with _logged(table, path):
        for name, step in steps:
            step()
            table.undo_at = -10.0  # (minus's repeat guard: each undo a fresh press)
            copy = _quit_here(table, path, tmp_path, name)
            resumed, _ = _resumed(copy)
            view = table.session.tracker.view()
            seen.append((name, view.round, cleared_round(table), cleared_round(resumed)))
        table.session.record = None
    assert seen == [(name, r, live, live) for name, r, live, _ in seen], seen
    assert [s[2] for s in seen] == [1, 1, 1, 1, None, None], seen


def test_three_players_quit_while_carol_s_play_is_awaited_on_a_gathered_table(tmp_path):
    """3 players, Alice's and Bob's plays, the table gathered ("still waiting for Carol's
    play"), the quit: resumed on the bare table, the clear is said again and the next
    card, Alice's Fed, is held; Enter and 4 ask the same as live (main: no clear said, the
    Fed taken another way)."""
    names = ("Alice", "Bob", "Carol")
    table, said, _ = _table(names)
    path = tmp_path / "play.jsonl"
    log = SessionLog(path, sync=False)
    log.record(table.session.tracker.history[0][0])
    table.session.record = log.record
    plays = ((1, "the_sailor", 0), (2, "deep_one", 0))
    _frames(table, 6, *plays[:1])
    _frames(table, 6, *plays)
    _frames(table, CLEARED_MID_FRAMES + 40)
    waiting = _texts(said)[-1]
    # (low69: Bob's Deep One compares hands, its result unseen: not "Carol's play")
    assert waiting.startswith("The table was cleared, but round 1 is not over: still "
                              "waiting for the outcome of the Deep One, played by Bob."), \
        waiting
    copy = _quit_here(table, path, tmp_path, "quit")
    resumed, rsaid, _ = _setup_table(names=names, markers=(1, 2, 3))
    resumed.session.resume(resume_report(copy))
    resumed.session.recall()
    resumed.known.resumed(resumed.session.tracker.view(), read_log(copy)[0])
    for _ in range(6):
        resumed._setup_events += resumed.watcher.show()
    resumed._resumed_cards(None)
    _frames(resumed, 1)
    assert _texts(rsaid).count(waiting) == 1, _texts(rsaid)  # main: never said
    after = []
    for live, lines in ((table, said), (resumed, rsaid)):
        n = len(lines)
        _frames(live, 8, (1, "the_fed", 0))  # held: the round not settled
        _keys(live, "\n4")
        after.append(_texts(lines)[n:])
    assert after[0][0] == "The Fed in Alice's zone: held; this round is not settled yet."
    assert after[1] == after[0], after


def test_qa65b_route_without_the_quit_holds_round_2_s_cards(tmp_path):
    """The live table of QA65b's route, no quit: '+2' (the Boxer was Bob's play, true) on
    the gathered table, then round 2's cards (Alice's Investigators where her round-1 one
    lay, Bob's Nightgaunt): held, as the resumed table holds them
    (test_hqq_cleared_line.test_qa65b_quit_at_the_clear_then_no_holds_round_2_s_cards).
    Main and hqq (replay of d493 with 20.0 '--', 25.0 '+2', 38.7 s: "Bob queda fuera, con
    el Ángel descarnado." "Alice gana la ronda…", false): the stabilizer took round 2's
    Investigators for Alice's round-1 one, and one card back, half of the round's 2, ended
    the clear (NextDeal._cleared_mid_round); one card named like an old one never does
    now, unless it is the round's only one."""
    from .test_hqq_cleared_line import _qa65b_part
    table, said, _ = _qa65b_part(tmp_path, lambda t: t._key(Command("answer", 2)))
    n = len(said)
    _frames(table, 8)
    _frames(table, 8, (1, "investigators"))
    _frames(table, 8, (1, "investigators"), (2, "nightgaunt"))
    texts = _texts(said)[n:]
    # main and hqq: "Bob is out, with the Nightgaunt.", "Alice wins the round and has 1 Sane."
    assert not any("is out, with" in t or "wins the round" in t for t in texts), texts
    assert "The Nightgaunt in Bob's zone: held; this round is not settled yet." in texts

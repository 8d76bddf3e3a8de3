"""Review rev-res71 (session 71) of branch res71: the resume's new paths (the ``waiting``
line, the ended round's cards said old, the keyed places) tried where the author did not."""
from pathlib import Path

import pytest

from tests.companion.app.test_live_deal import _texts
from tests.companion.app.test_qa45_resume_hand import resumed_on

#: d491's round 1 to its end (Bob wins), quit after it (QA69 s2)
ROUND_OVER = Path(__file__).parent.parent / "qa69_s2_round_over.jsonl"


def _round_2_begun() -> str:
    """ROUND_OVER, the table gathered and round 2 begun with Bob's Nightgaunt (the log's
    ``new_round`` then Bob's card), as a live session writes it."""
    text = ROUND_OVER.read_text()
    seq = text.count("\n") + 1
    return text + (
        f'{{"seq":{seq},"obs":{{"kind":"new_round"}},"t":40.0}}\n'
        f'{{"seq":{seq + 1},"obs":{{"kind":"card","seat":1,"cards":["nightgaunt"]}},"t":40.0}}\n')


def test_rev_res71_round_2_plays_laid_while_off_are_read_as_plays_not_last_round_s(
        tmp_path):
    """Round 2 begun on a gathered table (Bob's Nightgaunt logged), then Carol's
    Investigators and Alice's Stowaway laid while the companion was off, both of round
    1's names in round 1's seats: the set-up reads them as round 2's plays, not as the
    last round's cards still lying (resumed_old_round takes only what no play explains)."""
    shown = [(2, "nightgaunt", 0), (3, "investigators", 0), (1, "stowaway", 0)]
    table, said = resumed_on(tmp_path, _round_2_begun(), shown)
    told = _texts(said)
    assert table.session.tracker.view().round == 2, told
    assert not any(t.startswith("Still on the table from the last round") for t in told), \
        told
    assert "Carol: the Investigators." in told, told


def _logged_before_the_necronomicon(tmp_path):
    """handC up to "was that Bob's hand?" with the Tommy Gun waiting behind it (refused
    before the question), the quit coming before Carol's Necronomicon is laid (the real
    replay's ``--stop-at 140``): ``(log path, the cards on the table then)``."""
    from tests.companion.app.test_hqr_cleared_resume_flags import _logged
    from tests.companion.app.test_live_deal import _table
    from tests.companion.app.test_log70_differs_logged import NAMES
    from tests.companion.app.test_qa67_entered_read_otherwise import _laid_under_the_hand
    from tests.companion.app.test_qa68_hold_ways import _typed
    table, said, _ = _table(NAMES)
    path = tmp_path / "part.jsonl"
    log = _logged(table, path)
    cards = _laid_under_the_hand(table)
    _typed(table, cards, "\n3", "+1")
    table.session.record = None
    log.close()
    return path, cards


def test_rev_res71_a_card_laid_behind_the_question_while_off_waits_as_live(tmp_path):
    from tests.companion.app.test_log70_differs_logged import PLAYS, _plays, _resumed
    from tests.companion.app.test_qa68_hold_ways import _typed
    path, cards = _logged_before_the_necronomicon(tmp_path)
    cards = [*cards, (3, "necronomicon", 2)]  # laid while the companion was off
    table, said = _resumed(path, cards)
    told = _texts(said)
    held_said = not any("the log does not hold" in t for t in told)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    from tests.companion.app.test_live_deal import _frames
    _frames(table, 12, *cards)
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert _plays(told) == list(PLAYS), told
    assert held_said, _texts(said)


def _logged_corrected_then_quit(tmp_path):
    """handC's hold (the Boxer entered, the camera's Musician read, the Sailor held on it,
    the Tommy Gun and the Necronomicon waiting), slash 5, plus 1 ("Corrected: The
    Musician …", "was that Bob's hand?" asked), the quit before the next picture (the
    real replay's ``--stop-at 172`` with the plus 1 at 172): ``(log path, cards)``."""
    from tests.companion.app.test_qa67_entered_read_otherwise import _keys
    from tests.companion.app.test_qa68_hold_ways import _hold_logging, _typed
    table, said, log, path, cards = _hold_logging(tmp_path)
    _typed(table, cards, "/5")
    _keys(table, "+1")
    assert any(t.startswith("Corrected: The Musician") for t in _texts(said)), _texts(said)
    table.session.record = None
    log.close()
    return path, cards


def test_rev_res71_a_quit_right_after_the_slash_correction_keeps_the_hold_s_cards(
        tmp_path):
    from tests.companion.app.test_log70_differs_logged import PLAYS, _plays, _resumed
    path, cards = _logged_corrected_then_quit(tmp_path)
    table, said = _resumed(path, cards)
    told = _texts(said)
    assert _plays(told) == list(PLAYS), told
    assert not any("the log does not hold" in t for t in told), told


#: res71's real handB log (``--keys 128 \n7 --stop-at 150``): "The Entertainer or the
#: Shoggoth?" open, the stall's Tommy Gun and the Necronomicon behind the question
HANDB = Path(__file__).parent.parent / "res71_handb_waiting.jsonl"


def _resumed_answered_first(tmp_path, text, shown, keys):
    """``text`` resumed as :func:`resumed_on` does it, ``keys`` typed after the summary
    and before the set-up's pictures (the player answers the question the resume has
    just said): ``(table, said)``."""
    from companion.session_log import read_log, resume_report
    from tests.companion.app.test_live_setup import _table
    from tests.companion.app.test_qa50_enter_heard import _keys
    log = tmp_path / "play.jsonl"
    log.write_text(text, encoding="utf-8")
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), markers=(1, 2, 3))
    table.session.resume(resume_report(log))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(log)[0])
    table._say_summary(table.session.tracker.view())
    table._differs_ended_restored()  # as live.py, before the keys of the set-up
    _keys(table, keys)
    for _ in range(6):
        table._setup_events += table.watcher.show(*shown)
    table._resumed_cards(None)
    return table, said


def test_rev_res71_an_answer_before_the_set_up_keeps_the_waiting_cards(tmp_path):
    from tests.companion.app.test_live_deal import _frames
    shown = [(1, "stowaway", 0), (1, "the_dilettante", 1), (3, "investigators", 0),
             (3, "tommy_gun", 1), (3, "necronomicon", 2)]
    table, said = _resumed_answered_first(tmp_path, HANDB.read_text(), shown, "+1")
    n = len(said)
    cards = shown + [(2, "the_entertainer", 0), (2, "the_musician", 1),
                     (2, "the_sailor", 2)]
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    plays = ("Bob: The Musician.", "Carol discards the Tommy Gun.",
             "Carol: the Necronomicon.", "Bob: The Sailor.")
    assert [t for t in told if t in plays] == list(plays), _texts(said)
    assert not any("the log does not hold" in t for t in _texts(said)), _texts(said)


#: real handB log (``replay --source handB.mp4 --keys 128 \n7, 170 +2 --stop-at 172
#: --save-log``, run hb172 of this review, written again by res72's code: run
#: /tmp/s72/res72/runs/G_hb172, the same lines but the ``waiting`` ones): "no, Bob played
#: it" answered, the stall keeping the Tommy Gun and the Sailor (Bob's Musician's discard
#: unread), no question open, the quit
HANDB_ANSWERED = Path(__file__).parent.parent / "res72_handb_answered.jsonl"
#: the same run's log written before session 72 (no ``waiting`` line once the question
#: was answered: ``"waiting": null``)
HANDB_ANSWERED_71 = Path(__file__).parent.parent / "rev_res71_handb_answered.jsonl"


def test_rev_res71_a_quit_while_the_stall_waits_without_a_question_keeps_its_cards(
        tmp_path):
    shown = [(1, "stowaway", 0), (1, "the_dilettante", 1), (2, "the_entertainer", 0),
             (2, "the_musician", 1), (2, "the_sailor", 2), (3, "investigators", 0),
             (3, "tommy_gun", 1), (3, "necronomicon", 2)]
    table, said = resumed_on(tmp_path, HANDB_ANSWERED.read_text(), shown)
    from tests.companion.app.test_live_deal import _frames
    _frames(table, 12, *shown)
    told = _texts(said)
    assert "Bob discards The Sailor." not in told, told
    assert not any("the log does not hold" in t for t in told), told


#: real handB log at ``--stop-at 100`` (run hb100): Bob's Entertainer hidden under the
#: hand, Carol's Investigators refused ("The Investigators by Carol? Waiting for Bob's
#: play."), no question open
HANDB_100 = "".join(x + "\n" for x in (
    '{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":["Alice","Bob",'
    '"Carol"],"lang":"en","first":0,"options":{},"stickers_only":false}},"t":1.5,'
    '"format":2}',
    '{"seq":2,"obs":{"kind":"card","seat":0,"cards":["stowaway"]},"t":3.5}',
    '{"seq":3,"obs":{"kind":"card","seat":0,"cards":["the_dilettante"]},"t":5.3}',
    '{"seq":4,"obs":{"kind":"card","seat":2,"cards":["investigators"]},'
    '"refused":["unexpected:1"],"t":8.9}',
    # written since res72 (run /tmp/s72/res72/runs/hb100: main's lines and this one)
    '{"seq":5,"waiting":{"round":1,"size":4,"lefts":[],"stall":[[3,["investigators"],8.9,'
    'false]]}}'))


def test_rev_res71_a_card_waiting_for_a_missing_play_is_kept_by_the_resume(tmp_path):
    from tests.companion.app.test_live_deal import _frames
    from tests.companion.app.test_qa50_enter_heard import _keys
    shown = [(1, "stowaway", 0), (1, "the_dilettante", 1), (3, "investigators", 0)]
    table, said = resumed_on(tmp_path, HANDB_100, shown)
    _frames(table, 6, *shown)
    _keys(table, "\n7")
    _frames(table, 12, *shown, (2, "the_entertainer", 0))
    told = _texts(said)
    # (rev-res72: the stall of one card restored not asked, as live, which gives it
    # "Carol: the Investigators. It lay there before this turn: check it.")
    assert "Bob: The Entertainer." in told, told
    assert any(t.startswith("Carol: the Investigators.") for t in told), told
    assert not any("the log does not hold" in t for t in told), told


def test_rev_res71_m4_route_no_false_word_on_the_check_card_and_round_1_s_cards(
        tmp_path):
    from tests.companion.app.test_log70_differs_logged import (PLAYS, _logged_wrong_yes,
                                                               _plays, _resumed)
    from tests.companion.app.test_qa68_hold_ways import _typed
    path, cards = _logged_wrong_yes(tmp_path, (3, "investigators", 3))
    table, said = _resumed(path, cards)
    _typed(table, cards, "--")
    _typed(table, cards, "/5", "+1")
    told = _texts(said)
    assert _plays(told) == list(PLAYS), told  # right today
    assert not any("the log does not hold" in t for t in told), told
    assert not any(t.startswith("The old cards are now left out") for t in told), told

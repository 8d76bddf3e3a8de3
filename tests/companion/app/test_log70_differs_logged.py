"""log70 (QA68 M2, QA69 HIGH-1): the camera-differs hold kept in the session log
(:mod:`companion.session_log_waits`, :mod:`companion.app.waits_logged`) and restored by a
resume, on the synthetic handC table (tests/companion/app/test_qa68_hold_ways.py's
``_logged_hold``: the d491 demo, a hand over Bob's zone, Enter 3, plus 1: The Boxer entered
for Bob's Musician, "was that Bob's hand?" open, the hand lifted, the hint said). The live
table with a real stabilizer, a stop (the log closed) and a resume, the keys as the player
presses them."""
import json

import pytest

from companion.session_log import read_log, resume_report
from companion.session_log_waits import DIFFERS, differs_value, last_waits
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_live_setup import _table as _setup_table
from tests.companion.app.test_qa67_entered_read_otherwise import NAMES
from tests.companion.app.test_qa68_hold_ways import HELD, _hold_logging, _logged_hold, _typed

#: lines built on the Boxer entered wrongly (false; "No answer needed: that was Bob's
#: play." is true once the Musician is taken)
FALSE = ("Bob: The Boxer", "Bob is out", "Carol wins")

#: round 1 after Bob's Musician as the d491 transcript has it: each line's start
PLAYS = ("Bob: The Musician.", "Carol discards the Tommy Gun.", "Carol: the Necronomicon.",
         "Bob: The Sailor.")


def _resumed(path, cards, summary=True):
    """A new live table resumed from ``path`` as ``play --resume`` does it, its set-up
    pictures showing ``cards``: ``(table, said)``."""
    table, said, _ = _setup_table(names=NAMES, markers=(1, 2, 3))
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._say_summary(table.session.tracker.view())
    table._differs_ended_restored()  # as live.py, before the keys of the set-up
    for _ in range(6):
        table._setup_events += table.watcher.show(*cards)
    table._resumed_cards(None)
    _frames(table, 12, *cards)
    return table, said


def _plays(told):
    """The lines of ``told`` that start as one of :data:`PLAYS`, as that play."""
    return [p for t in told for p in PLAYS if t.startswith(p)]


def test_log70_the_hold_is_a_log_line_read_back_by_the_resume(tmp_path):
    """The hint said, the log holds the hold: its seat, entered card, the camera's card,
    the Sailor held on it, the Tommy Gun and Necronomicon waiting; :attr:`Resumed.
    differs` reads it back."""
    path, _ = _logged_hold(tmp_path)
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    held = [x[DIFFERS] for x in lines if DIFFERS in x]
    assert held and held[-1] is not None, lines
    value = resume_report(path).differs
    assert value == differs_value(held[-1])
    assert (value["seat"], value["ended"], value["read"], value["entered"]) == (
        1, False, ["the_musician"], ["the_boxer"])
    assert [c[:2] for c in value["cards"]] == [[2, ["the_sailor"]]]
    assert [c[1] for c in value["lefts"]] == [["tommy_gun"], ["necronomicon"]]


def test_log70_a_line_of_another_shape_or_null_is_no_hold():
    """An edited line restores nothing; ``null`` ends the hold; a log without such lines
    (before session 70) has none."""
    good = {"round": 1, "seat": 1, "size": 8, "ended": False, "read": ["the_musician"],
            "index": 1, "entered": ["the_boxer"], "cards": [[2, ["the_sailor"], 1.5]],
            "lefts": [[3, ["tommy_gun"], 0.9, False]]}
    assert differs_value(good) == good
    for bad in ({**good, "seat": -1}, {**good, "cards": [[2, "the_sailor", 1.5]]},
                {**good, "lefts": [[3, ["tommy_gun"], 0.9]]}, {**good, "ended": 1}, None):
        assert differs_value(bad) is None, bad
    lines = {2: json.dumps({"seq": 2, DIFFERS: good}), 3: json.dumps({"seq": 3, DIFFERS: None})}
    assert last_waits(lines, 1, DIFFERS) is None
    assert last_waits({2: lines[2]}, 1, DIFFERS) == good
    assert last_waits({2: lines[2]}, 2, DIFFERS) is None  # another game's (before start)
    assert last_waits({2: '{"seq": 2, "obs": {"kind": "undo"}}'}, 1, DIFFERS) is None


def test_log70_m2_a_resume_during_the_hold_says_the_hint_and_holds_the_cards(tmp_path):
    """QA68 M2: resumed, "4 cards the log does not hold are on the table …" and the
    cards stayed unplaced. Now the hint is said again, the cards held, and slash 5 (The
    Musician) gives round 1 as the transcript has it."""
    path, cards = _logged_hold(tmp_path)
    table, said = _resumed(path, cards)
    told = _texts(said)
    assert HELD in told, told
    assert not any("the log does not hold" in t for t in told), told
    assert table.differs_held is not None
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert "Corrected: The Musician, not The Boxer or the Deep One." in told, told
    assert _plays(told) == list(PLAYS), told
    assert not any(t.startswith(FALSE) for t in told), told


def _hold_back_then_slash_5(table, said, cards):
    """Minus twice (the hold and its hint back), then slash 5 and plus 1, on a table
    whose hold stands behind a wrong answer: returns the lines said from the slash on,
    round 1's plays checked to be the transcript's (:data:`PLAYS`)."""
    n = len(said)
    _typed(table, cards, "--")
    assert HELD in _texts(said)[n:], _texts(said)[n:]
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert _plays(told) == list(PLAYS), told
    return told

def _logged_wrong_yes(tmp_path, *after, quit_at_once=False):
    """handC's hold, a wrong plus 1 ("yes, Bob's hand": Bob out with the Boxer), the cards
    ``after`` laid then (``(seat, key, place)``), the quit: ``(log path, the cards on the
    table)``. ``quit_at_once``: the quit before the picture after the plus 1 (``replay
    --stop-at 170`` with the key at 170; rev-log70)."""
    table, said, log, path, cards = _hold_logging(tmp_path)
    if quit_at_once:
        from tests.companion.app.test_qa50_enter_heard import _keys
        _keys(table, "+1")  # no picture after it
    else:
        _typed(table, cards, "+1")
    # said as resting on the Boxer kept (QA69 M5, trust72: "If the card you kept is right:")
    assert any(t.startswith(("Bob is out", "If the card you kept is right: Bob is out"))
               for t in _texts(said)), _texts(said)
    if after:
        cards += after
        _frames(table, 12, *cards)
    table.session.record = None
    log.close()
    return path, cards


def test_log70_high1_minus_twice_after_the_resume_brings_the_hold_back(tmp_path):
    """QA69 HIGH-1: a wrong plus 1, the quit, the resume, minus twice: "Bob: The Boxer."
    "Bob is out, with The Sailor. Check it." "Carol wins the round…" (false). Now, as
    live, the hold and its hint are back with the question, nothing built on the Boxer;
    slash 5 then gives round 1 as the transcript has it."""
    path, cards = _logged_wrong_yes(tmp_path)
    assert resume_report(path).differs["ended"] is True
    table, said = _resumed(path, cards)
    n = len(said)
    _typed(table, cards, "--")
    told = _texts(said)[n:]
    assert HELD in told, told
    assert not any(t.startswith(FALSE) for t in told), told
    view = table.session.tracker.view()
    assert view.round == 1 and not view.seats[1].out and not view.round_winners, told
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert _plays(told) == list(PLAYS), told
    assert not any(t.startswith(FALSE) for t in told), told


def test_log70_an_old_log_without_the_line_resumes_as_before(tmp_path):
    """A log written before session 70 (the hold's lines taken out): the resume says the
    cards the log does not hold, as before, and holds no camera-differs hold."""
    path, cards = _logged_hold(tmp_path)
    path.write_text("".join(x + "\n" for x in path.read_text().splitlines()
                            if f'"{DIFFERS}"' not in x))
    assert resume_report(path).differs is None
    table, said = _resumed(path, cards)
    told = _texts(said)
    assert HELD not in told and table.differs_held is None, told
    assert any("the log does not hold" in t for t in told), told


def _logged_behind_the_question(tmp_path):
    """handC up to the Necronomicon held behind "was that Bob's hand?" (the Tommy Gun
    refused before it), the hand still over Bob's zone, then the quit: ``(log path, the
    cards on the table then)``."""
    from tests.companion.app.test_hqr_cleared_resume_flags import _logged
    from tests.companion.app.test_live_deal import _table
    from tests.companion.app.test_qa67_entered_read_otherwise import _laid_under_the_hand
    table, said, _ = _table(NAMES)
    path = tmp_path / "part.jsonl"
    log = _logged(table, path)
    cards = _laid_under_the_hand(table)
    _typed(table, cards, "\n3", "+1")
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    assert "A card in Carol's zone waits for the answer to the question; key 1 repeats " \
        "it." in _texts(said), _texts(said)
    table.session.record = None
    log.close()
    return path, cards


def test_log70_high4_a_resume_behind_the_question_holds_its_cards_as_live(tmp_path):
    """QA69 HIGH-4 (mended by res71): the cards held behind the open question (the Tommy
    Gun refused, the Necronomicon held behind it) were "cards the log does not hold … You
    will be asked about them once the open question is answered.", and once the hand
    lifted the resumed Boxer was the log's card ("where the log has"), no hold. Now the
    log's ``"waiting"`` line restores them as the left cards they were and the ``"keyed"``
    Boxer is entered: the hint and the hold come as live, slash 5 gives round 1 as the
    transcript has it."""
    path, cards = _logged_behind_the_question(tmp_path)
    table, said = _resumed(path, cards)
    told = _texts(said)
    assert not any("the log does not hold" in t for t in told), told
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 12, *cards)
    told = _texts(said)
    assert HELD in told, told
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert _plays(told) == list(PLAYS), told
    assert not any(t.startswith(FALSE) for t in told), told


def test_log70_high1_minus_twice_during_the_set_up_pictures_brings_the_hold_back(tmp_path):
    """QA69 HIGH-1 as the replay typed it: minus twice 0.5 s after the resume, before the
    set-up pictures are read (``play`` answers keys then). The hold kept from the log
    comes back with its hint; the set-up then takes the cards it reads for it, and slash
    5 gives round 1 as the transcript has it."""
    path, cards = _logged_wrong_yes(tmp_path)
    table, said, _ = _setup_table(names=NAMES, markers=(1, 2, 3))
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._say_summary(table.session.tracker.view())
    table._differs_ended_restored()
    n = len(said)
    _typed(table, [], "--")
    told = _texts(said)[n:]
    assert HELD in told and not any(t.startswith(FALSE) for t in told), told
    for _ in range(6):
        table._setup_events += table.watcher.show(*cards)
    table._resumed_cards(None)
    _frames(table, 12, *cards)
    assert not any("the log does not hold" in t for t in _texts(said)[n:]), _texts(said)
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert _plays(told) == list(PLAYS), told
    assert not any(t.startswith(FALSE) for t in told), told


def test_log70_a_copy_of_the_resumed_log_writes_the_hold_again(tmp_path):
    """``play --resume A --log B`` and ``replay --resume --save-log B`` copy what A held
    at its end (:meth:`SessionLog.record_resumed_holds`): the hold's line too, so a resume
    from B restores it."""
    from companion.session_log import SessionLog
    path, _ = _logged_hold(tmp_path)
    report = resume_report(path)
    copy = tmp_path / "copy.jsonl"
    with SessionLog(copy) as log:
        log.record_resumed_holds(report)
    lines = [json.loads(x) for x in copy.read_text().splitlines()]
    assert [x[DIFFERS] for x in lines if DIFFERS in x] == [report.differs], lines


def test_log70_high1_the_check_card_laid_after_the_wrong_yes_is_held_with_the_hold(tmp_path):
    """QA69 HIGH-1 quit at 200 (s9d): Carol's Sanity check card, the Investigators, laid
    after the wrong yes, is a card neither log round holds at the resume. Minus twice
    after the set-up holds it with the hold, as live (rev-hold69 HIGH), so after slash 5
    it is her check card ("Carol passes."), not left out ("The Shoggoth." "Carol fails.",
    false, before log70's _differs_again)."""
    path, cards = _logged_wrong_yes(tmp_path, (3, "investigators", 3))
    table, said = _resumed(path, cards)
    n = len(said)
    _typed(table, cards, "--")
    told = _texts(said)[n:]
    assert HELD in told and not any(t.startswith(FALSE) for t in told), told
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert _plays(told) == list(PLAYS), told
    assert "Carol: Sanity check, 1 card." in told and "The Investigators." in told, told
    assert not any(t.startswith(("Carol fails", *FALSE)) for t in told), told

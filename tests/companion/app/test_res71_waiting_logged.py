"""res71 (session 71; QA69 HIGH-4, QA70 H3): the left cards waiting behind an open question
kept in the session log (a ``"waiting"`` line: :mod:`companion.session_log_waits`,
:mod:`companion.app.waiting_logged`) and restored by a resume, and the log's ``"keyed"``
card taken as entered, not as the log's (:func:`companion.app.keyed_cards.
logged_keyed_places`). handC's synthetic table (tests/companion/app/
test_log70_differs_logged.py's ``_logged_behind_the_question``) and the real handB log
(``replay --source handB.mp4 --keys 128 \\n7 --stop-at 150 --save-log``, run s13)."""
import json
from pathlib import Path

from companion.session_log import SessionLog, resume_report
from companion.session_log_waits import WAITING, waiting_value
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_log70_differs_logged import (_logged_behind_the_question,
                                                           _resumed)

#: the real handB log: Bob's unread play entered as rank 7 ("The Entertainer or the
#: Shoggoth?" open), Carol's Tommy Gun kept by the stall, her Necronomicon behind it
HANDB = Path(__file__).parent.parent / "res71_handb_waiting.jsonl"


def test_res71_the_cards_behind_the_question_are_a_log_line_read_back(tmp_path):
    """The Tommy Gun refused before the question and the Necronomicon held behind it:
    the log's last ``waiting`` line, in the order laid, the Necronomicon behind an older
    card; :attr:`Resumed.waiting` reads it back."""
    path, _ = _logged_behind_the_question(tmp_path)
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    waiting = [x[WAITING] for x in lines if WAITING in x]
    assert waiting and waiting[-1] is not None, lines
    value = resume_report(path).waiting
    assert value == waiting_value(waiting[-1])
    assert [(c[0], c[1], c[3]) for c in value["lefts"]] == [
        (3, ["tommy_gun"], False), (3, ["necronomicon"], True)], value
    assert value["size"] == len(resume_report(path).tracker.history)


def test_res71_a_waiting_line_of_another_shape_or_null_restores_nothing():
    good = {"round": 1, "size": 8, "lefts": [[3, ["tommy_gun"], 0.9, False]], "stall": []}
    assert waiting_value(good) == good
    assert waiting_value({k: v for k, v in good.items() if k != "stall"}) == good
    for bad in ({**good, "size": 0}, {**good, "round": 0}, {**good, "lefts": []},
                {**good, "lefts": [[3, ["nope"], 0.9, False]]},
                {**good, "stall": [[3, ["tommy_gun"], 0.9]]}, None, []):
        assert waiting_value(bad) is None, bad


def test_res71_the_resumed_keyed_boxer_is_entered_not_the_log_s(tmp_path):
    """The log marks Bob's Boxer ``"keyed"``: resumed, its place is not
    :meth:`KnownCards.from_log`'s (so the camera's Musician read there is "where The Boxer
    was entered", its cards held), the log's camera cards still are."""
    path, cards = _logged_behind_the_question(tmp_path)
    table, _ = _resumed(path, cards)
    view = table.session.tracker.view()
    assert view.seats[1].zone == ("the_entertainer", "the_boxer")
    assert table.known.keyed_logged == {(1, 1, 1)}
    assert not table.known.from_log(view, 1, 1) and table.known.from_log(view, 1, 0)


def test_res71_an_edited_size_restores_nothing_and_says_the_cards_as_before(tmp_path):
    """A ``waiting`` line written before the log's last input (another table: its size
    differs) restores nothing: the cards are said as the log does not hold them, as
    before."""
    path, cards = _logged_behind_the_question(tmp_path)
    out = []
    for text in path.read_text().splitlines():
        record = json.loads(text)
        if record.get(WAITING):
            record[WAITING]["size"] += 1
        out.append(json.dumps(record))
    path.write_text("".join(x + "\n" for x in out))
    table, said = _resumed(path, cards)
    assert any("the log does not hold" in t for t in _texts(said)), _texts(said)


def test_res71_a_copy_of_the_resumed_log_writes_the_waiting_line_again(tmp_path):
    path, _ = _logged_behind_the_question(tmp_path)
    report = resume_report(path)
    copy = tmp_path / "copy.jsonl"
    with SessionLog(copy) as log:
        log.record_resumed_holds(report)
    lines = [json.loads(x) for x in copy.read_text().splitlines()]
    assert [x[WAITING] for x in lines if WAITING in x] == [report.waiting], lines


def test_res71_qa70_h3_handb_resumed_behind_the_question_plays_round_1_true(tmp_path):
    """QA70 H3 (s13 -> s13b): resumed, the Tommy Gun was "a card the log does not hold
    … press plus and 1" (three times), the Necronomicon never given, round 1 stalled.
    Now the stall's Tommy Gun and the Necronomicon behind it are restored; the hand
    lifting shows Bob's Entertainer, Musician and Sailor: round 1 as the d491
    transcript has it."""
    from tests.companion.app.test_qa45_resume_hand import resumed_on
    shown = [(1, "stowaway", 0), (1, "the_dilettante", 1), (3, "investigators", 0),
             (3, "tommy_gun", 1), (3, "necronomicon", 2)]
    table, said = resumed_on(tmp_path, HANDB.read_text(), shown)
    assert resume_report(HANDB).waiting["stall"], HANDB.read_text()
    n = len(said)
    cards = shown + [(2, "the_entertainer", 0), (2, "the_musician", 1),
                     (2, "the_sailor", 2)]
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert not any("the log does not hold" in t for t in _texts(said)), _texts(said)
    plays = ("Bob: The Entertainer.", "Carol: the Investigators.", "Bob: The Musician.",
             "Carol discards the Tommy Gun.", "Carol: the Necronomicon.", "Bob: The Sailor.")
    assert [t for t in told if t in plays] == list(plays), told


def test_res71_qa70_m4_round_1_still_lying_at_a_resume_in_round_2_is_old(tmp_path):
    """QA70 M4 (s9d -> s9db): resumed in round 2 (dealt by the Sailor on round 1's
    table after the wrong "yes"), the set-up said "8 cards the log does not hold … if
    they were played while the companion was off, press plus and 1", round 1's plays
    the log holds among them (plus 1 would count them in round 2). Now round 1's cards
    still lying are said as the live deal says them, "Still on the table from the last
    round: …", and the cards that waited in round 1 are watched as old in silence;
    minus twice then brings the hold back and slash 5 plays round 1 true, Carol's check
    card (a second Investigators) read as hers."""
    from tests.companion.app.test_log70_differs_logged import (_hold_back_then_slash_5,
                                                                _logged_wrong_yes)
    path, cards = _logged_wrong_yes(tmp_path, (3, "investigators", 3))
    table, said = _resumed(path, cards)
    told = _texts(said)
    assert not any("the log does not hold" in t and "Stowaway" in t for t in told), told
    old = [t for t in told if t.startswith("Still on the table from the last round")]
    assert len(old) == 1 and all(name in old[0] for name in (
        "the Stowaway in Alice's zone", "The Dilettante in Alice's zone",
        "The Entertainer in Bob's zone", "the Investigators in Carol's zone")), told
    told = _hold_back_then_slash_5(table, said, cards)
    assert "Carol: Sanity check, 1 card." in told and "The Investigators." in told, told


def test_res71_the_hold_s_entry_is_the_log_s_keyed_card_not_a_camera_card(tmp_path):
    """fix70 found the hold's Enter as the newest card of its seat read as several
    candidates; res71 uses the log's ``"keyed"`` mark: the keyed Boxer is the entry, and
    a camera card read as several candidates holding the entered key (the same input, its
    mark taken off) is not, unless the log has no mark at all (fix70's rule then)."""
    from companion.app.entry_undone import entry_logged
    from companion.app.keyed_cards import keyed_from_log
    from tests.companion.app.test_qa68_hold_ways import _logged_hold
    path, _ = _logged_hold(tmp_path)
    report = resume_report(path)
    history, differs = report.tracker.history, report.differs
    keyed = frozenset(keyed_from_log(history, report.keyed))
    entry = entry_logged(history, differs, keyed)
    assert entry is not None and id(entry[0]) in keyed
    assert set(entry[0].cards) == {"the_boxer", "deep_one"}
    other = frozenset({id(history[1][0])})  # a mark on another card only
    assert entry_logged(history, differs, other) is None
    assert entry_logged(history, differs) is entry  # no mark: fix70's rule

"""hqq (session 66; fresh QA65b H2): a quit while the 2-player table is seen gathered with
"whose card was it?" asked again, before any key, then ``--resume``. The clear is no input,
so the log kept no ``"cleared"`` mark (hqr's strict xfail): resumed on the bare table, the
clear was forgotten, and after the answer "no" round 2's cards were taken as round 1's:
"Bob is out, with the Nightgaunt." "Alice wins the round and has 1 Sane." (false: Bob was
out with the Investigators, and round 2 has its own cards). Each change of the round seen
cleared is now a line of the log (``{"cleared": {"round": 1}}`` / ``null``:
:meth:`~companion.session_log.SessionLog.record_cleared`, written by
:func:`~companion.app.cleared_logged.log_cleared`), the later of it and the last input's
mark read by :attr:`~companion.session_log.Resumed.cleared`; the resumed table says the
clear again with its question and holds the next round's cards, as the live run did."""
import json

import pytest

from companion.app.keys import Command
from companion.cli import main
from companion.session_log import SessionLog, resume_report
from companion.tracker import observations as o

from .test_cq64_cleared_end_asked import ASKED_AGAIN, _cleared
from .test_hqr_cleared_resume_flags import _logged, _resumed
from .test_live_deal import _frames, _table, _texts

#: the resumed table's clear said again, with the question (the Boxer's, below)
BOXER_ASKED = (ASKED_AGAIN + " The Boxer in Bob's discard zone: was that Bob's hand, so Bob "
               "is out? 1 yes, 2 no, Bob played it. Answer with plus and the number.")


def _qa65b_part(tmp_path, more=lambda table: None):
    """QA65b q1's first run (demo seed 493, arkham-classic, 2 players), its cards as the
    replay read them, logged as ``play`` logs them: Alice's Investigators, Bob's Boxer
    asked (his hand or his play), his Investigators taken as his hand after the Boxer (the
    round over), minus twice (undone: the question again, the Investigators left out),
    then the table gathered, the question asked again, ``more`` (given the table), and the
    quit: ``(table, its said list, the log)``."""
    table, said, _ = _table(edition="arkham-classic")
    path = tmp_path / "part.jsonl"
    with _logged(table, path):
        cards = []
        for card_ in ((1, "investigators"), (2, "the_boxer"), (2, "investigators")):
            cards.append(card_)
            _frames(table, 6, *cards)
        table._undo(Command("undo"))
        table._undo(Command("undo"))  # '--' at 20.0 s
        _frames(table, 6, *cards)
        _cleared(table)  # 21.4 s: "Se ha recogido la mesa: si la ronda 1 ha terminado …"
        assert table.cleared_mid == 1 and table.session.tracker.question is not None
        more(table)
        table.session.record = None
    return table, said, path


def _records(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_qa65b_quit_at_the_clear_then_no_holds_round_2_s_cards(tmp_path):
    table, said, path = _qa65b_part(tmp_path)
    assert _texts(said)[-1] == BOXER_ASKED
    resumed, said = _resumed(path)
    resumed._key(Command("answer", 2))  # 25.0 s '+2': the Boxer was Bob's play, true
    n = len(said)
    _frames(resumed, 8)
    _frames(resumed, 8, (1, "investigators"))  # round 2's cards
    _frames(resumed, 8, (1, "investigators"), (2, "nightgaunt"))
    texts = _texts(said)[n:]
    # main: "Bob is out, with the Nightgaunt.", "Alice wins the round and has 1 Sane."
    assert not any("is out, with" in t or "wins the round" in t for t in texts), texts
    assert "The Nightgaunt in Bob's zone: held; this round is not settled yet." in texts
    tracker = resumed.session.tracker
    assert tracker.view().round == 1 and tracker.view().seats[1].zone == ("the_boxer",)
    assert resumed.cleared_mid == 1
    assert _texts(said).count(BOXER_ASKED) == 1, _texts(said)  # said again (main: never)
    assert _records(path)[-1] == {"seq": 6, "cleared": {"round": 1}}  # main: no such line


def _log(path, *lines):
    """A session log of Alice and Bob's game: ``lines`` after its start, each an
    observation (with its marks, ``(obs, marks)``) or a cleared table's round (an int, or
    ``None``: :meth:`SessionLog.record_cleared`)."""
    with SessionLog(path, sync=False) as log:
        log.record(o.start("arkham", ["Alice", "Bob"], "en", 0))
        for line in lines:
            if isinstance(line, tuple):
                log.record(line[0], **line[1])
            else:
                log.record_cleared(line)
    return path


def test_the_later_of_the_cleared_line_and_the_last_input_s_mark_holds(tmp_path):
    fed = o.card_seen(0, "the_fed")
    cases = {  # the lines after the start: Resumed.cleared
        "mark": ([(fed, {"cleared": 1})], 1),  # hqr's log, as before
        "line": ([(fed, {}), 1], 1),  # the clear after the last input (hqq)
        "line then input": ([(fed, {}), 1, (o.target(1), {})], None),  # (its mark: none)
        "line then marked input": ([1, (fed, {"cleared": 1})], 1),
        "null": ([(fed, {"cleared": 1}), None], None),  # the round's clear over
        "none": ([(fed, {})], None),
    }
    for name, (lines, cleared) in cases.items():
        path = _log(tmp_path / f"{name}.jsonl", *lines)
        report = resume_report(path)
        assert (report.cleared, report.errors) == (cleared, []), name
    # an edited line of another shape is passed over (the one before holds)
    path = tmp_path / "edited.jsonl"
    text = _log(path, (fed, {}), 1).read_text()
    path.write_text(text + '{"seq":4,"cleared":{"round":0}}\n{"seq":5,"cleared":7}\n')
    assert (resume_report(path).cleared, resume_report(path).errors) == (1, [])
    # a line of an earlier game (before a second start line) is not this one's
    path.write_text(text + json.dumps({"seq": 4, "obs": o.to_dict(
        o.start("arkham", ["Alice", "Bob"], "en", 0))}) + "\n")
    assert resume_report(path).cleared is None


def test_the_table_writes_each_change_once(tmp_path):
    """The clear asked again logged once (not at each picture), "yes" taken with its mark,
    and ``null`` once the next round is dealt: a resume then restores nothing."""
    def more(table):
        _frames(table, 20)
        table._key(Command("answer", 1))  # yes: Bob is out, the round over
        _cleared(table)  # the table still gathered: round 2 dealt
        assert table.session.tracker.view().round == 2
        _frames(table, 10)
    table, said, path = _qa65b_part(tmp_path, more)
    assert "Round 2. Alice starts." in _texts(said)
    records = _records(path)
    cleared = [r.get("cleared", "-") for r in records if "obs" not in r]
    assert cleared == [{"round": 1}, None], records[-6:]  # the clear; null after the deal
    assert records[-2]["obs"]["kind"] == "new_round" and records[-2]["cleared"] == 1
    assert resume_report(path).cleared is None


def test_companion_resume_and_replay_log_read_the_line_as_no_skipped_line(tmp_path, capsys):
    path = _log(tmp_path / "part.jsonl", (o.card_seen(0, "the_fed"), {}), 1)
    assert path.read_text().splitlines()[-1] == '{"seq":3,"cleared":{"round":1}}'
    for command in ("resume", "replay"):
        assert main([command, str(path)]) == 0
        out, err = capsys.readouterr()
        # an older companion: "line 3 skipped: expected an object with an 'obs' field"
        assert "skipped" not in err and "line 3" not in err + out, (command, err)


@pytest.mark.slow
@pytest.mark.parametrize("command", ["play", "replay"])
def test_play_and_replay_resume_say_the_clear_again_and_copy_it(tmp_path, capsys, command):
    """``play --resume A --log B`` and ``replay --resume A --save-log B`` on a rendered bare
    table (seat markers in view) say the clear again with its question, once, and copy the
    line to B, which alone resumes it."""
    from tests.companion.app.test_live import write_frames
    from tests.companion.settings_files import no_settings
    _, _, part = _qa65b_part(tmp_path)
    frames = write_frames(tmp_path / "frames", [{}], frames_each=20)  # 10 for the set-up
    copy = tmp_path / "b.jsonl"
    args = ["--log", str(copy), "--config", no_settings(tmp_path)] if command == "play" \
        else ["--save-log", str(copy)]
    assert main([command, "--source", str(frames), "--resume", str(part), *args]) == 0
    out = capsys.readouterr().out
    assert out.count(BOXER_ASKED) == 1, out  # main: never said
    assert _records(copy)[:5] == _records(part)[:5]
    assert resume_report(copy).cleared == 1 and resume_report(copy).errors == []

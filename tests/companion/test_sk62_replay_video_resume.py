"""sk62: ``companion replay --resume LOG --source VIDEO`` started the video at frame 0, while
``companion play --resume`` goes on at the log's last picture time since u61 ("The video
goes on at minute …", fresh QA60 LOW). Both go through
:func:`companion.app.video_resume.resumed_video` now: the same seek, the same line, each
picture's time kept in the new log, and the replay's clock starts there."""
import json

import pytest

from companion.cli import main
from companion.narration.catalog import message
from companion.session_log import SessionLog
from companion.tracker import observations as o
from tests.companion.test_qa60_video_resume import _video
from tests.companion.test_rev_u61_video_past_end import _log_at  # Alice's Fed read at t s


def _rows(out):
    return [line.split("\t", 2) for line in out.splitlines()]


def test_replay_resume_goes_on_where_the_log_ended_as_play_does(tmp_path, capsys):
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)  # frame 20 of 30
    keys, new = tmp_path / "keys.tsv", tmp_path / "new.jsonl"
    keys.write_text("22\t--\n")  # an undo at frame 22: a line of the new log
    assert main(["replay", "--source", str(video), "--resume", str(log), "--stop-at", "25",
                 "--keys", str(keys), "--save-log", str(new)]) == 0
    rows = _rows(capsys.readouterr().out)
    said = message("en", "app.video_resumed_at", minutes=0, seconds=2)
    assert [text for _, _, text in rows].count(said) == 1, rows  # main: not said
    assert min(int(f) for f, _, _ in rows if int(f) >= 0) == 20, rows  # main: frame 0
    lines = [json.loads(x) for x in new.read_text().splitlines()]
    assert lines[-1]["obs"]["kind"] == "undo" and lines[-1]["t"] == pytest.approx(2.2)


def test_the_replay_s_clock_starts_at_the_picture_sought(tmp_path):
    from companion.app.video_replay import ReplayOptions, replay
    from companion.session_log import resume_report
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)
    report = resume_report(log)
    result = replay(str(video), ReplayOptions(names=("Alice", "Bob"), last_frame=21), [],
                    resumed=report, logged=tuple(o for o, _ in report.tracker.history),
                    resume_log=str(log))
    assert result.table.started == pytest.approx(2.0)  # not 0.0: no 2 s gap on its clock


def test_replay_without_resume_or_times_starts_the_video_at_its_start(tmp_path, capsys):
    video = _video(tmp_path / "game.avi")
    old = tmp_path / "old.jsonl"
    with SessionLog(old) as log:  # a log with no picture time (a camera's)
        log.record(o.start("arkham", ["Alice", "Bob"], "en", 0))
        log.record(o.card_seen(0, "the_fed"))
    for extra in (["--players", "Alice,Bob"], ["--resume", str(old)]):
        assert main(["replay", "--source", str(video), "--stop-at", "3", *extra]) == 0
        rows = _rows(capsys.readouterr().out)
        assert min(int(f) for f, _, _ in rows if int(f) >= 0) == 0, rows
        assert not any("The video goes on" in text for _, _, text in rows), rows

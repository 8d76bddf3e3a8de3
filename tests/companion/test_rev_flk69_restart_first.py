"""rev-flk69 (review of flk69): a session log holding a second game start (the tracker
goes on with the later one: ``app.log_restart``, QA23 #16) whose player count is smaller
than the first start's first seat. ``play_args_said.resume_ignored`` took the log's first
player from the FIRST start line and indexed the later game's names with it: any
``--players``, ``--edition`` or ``--first`` given with ``--resume`` ended ``companion play``
and ``companion replay`` in a traceback (IndexError). ``companion play --resume`` of such a
log already ended in one on main (``ConfigError: first_player 4``, the settings given the
first start's seat), and ``companion replay --resume`` refused it with ``--first 4: choose
a seat from 1 to 2``, an option nobody typed. The game's first player is the newest start
line's (``play_args_said.logged_start``)."""
import pytest

from companion.cli import main
from companion.commands.play_args_said import resume_ignored
from companion.narration.catalog import message
from companion.session_log import SessionLog, resume
from companion.tracker import observations as o
from tests.companion.test_qa60_video_resume import _video


def _restarted(tmp_path):
    """A log: a 4-player game started with Dan first (seat 4), then a 2-player game
    (Ann first), Ann's Fed read at 2 s: its path."""
    path = tmp_path / "restarted.jsonl"
    with SessionLog(path) as log:
        log.record(o.start("arkham", ["Ann", "Bob", "Cy", "Dan"], "en", 3))
        log.record(o.start("arkham", ["Ann", "Bob"], "en", 0))
        log.record(o.card_seen(0, "the_fed"), t=2.0)
    return path


@pytest.mark.parametrize("players, edition, first", [
    ("X,Y", None, None), (None, "original", None), (None, None, 2)])
def test_the_not_used_line_names_the_later_game_s_first_player(tmp_path, players, edition,
                                                                first):
    tracker, errors = resume(_restarted(tmp_path))
    assert not errors and tracker.names == ("Ann", "Bob")
    said = resume_ignored("en", players, edition, tracker, first)
    assert said is not None and "first player Ann" in said, said


def test_the_later_game_s_own_first_player_is_not_said_not_used(tmp_path):
    tracker, _ = resume(_restarted(tmp_path))
    assert resume_ignored("en", None, None, tracker, 1) is None


def test_replay_resume_of_a_restarted_log_goes_on_with_its_later_game(tmp_path, capsys):
    """Main: refused "--first 4: choose a seat from 1 to 2" (never typed); flk69 with
    ``--players``: a traceback."""
    video = _video(tmp_path / "game.avi")
    assert main(["replay", "--source", str(video), "--resume", str(_restarted(tmp_path)),
                 "--players", "X,Y", "--stop-at", "22"]) == 0
    out, err = capsys.readouterr()
    said = message("en", "app.play.resume_ignored", options="--players X,Y",
                   players="Ann, Bob", edition="arkham", first="Ann")
    assert f"companion replay: {said}" in err, err
    assert "--first 4" not in err and out


@pytest.mark.parametrize("extra", [[], ["--players", "X,Y"]])
def test_play_resume_of_a_restarted_log_goes_on_with_its_later_game(tmp_path, capsys, extra):
    """Main: ``ConfigError: first_player 4: choose a seat from 1 to 2``, a traceback."""
    from tests.companion.app.test_live import write_frames
    from tests.companion.settings_files import no_settings
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(_restarted(tmp_path)),
                 "--config", no_settings(tmp_path), *extra]) == 0
    out = capsys.readouterr().out
    assert "Game resumed from the log" in out and "Bob's turn" in out, out

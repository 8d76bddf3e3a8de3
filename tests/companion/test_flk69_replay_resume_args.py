"""flk69 (review of low68, its LOWs): ``companion replay --resume LOG``'s refused
``--stop-at`` (before the log's picture) still wrote ``--save-log``'s file; the "not used"
line (``app.play.resume_ignored``) said ``--players`` without the spaces typed and counted a
trailing comma as other names; ``--first`` with ``--resume`` was dropped without a word.
``companion play --resume`` shares the line (``play_args_said.resume_ignored``)."""
import pytest

from companion.cli import main
from companion.commands.play_args_said import resume_ignored
from companion.narration.catalog import message
from companion.session_log import resume
from tests.companion.test_qa60_video_resume import _video
from tests.companion.test_rev_u61_video_past_end import _log_at  # Alice's Fed read at t s


def _resumed(tmp_path):
    """The tracker of :func:`_log_at`'s log: Alice and Bob, arkham, Alice first."""
    tracker, errors = resume(_log_at(tmp_path, 2.0))
    assert not errors
    return tracker


@pytest.mark.parametrize("made_before", [False, True])
def test_a_refused_stop_at_writes_no_saved_log(tmp_path, capsys, made_before):
    """The stop before the log's picture is refused (exit 1): ``--save-log``'s file is
    left as it was (not made; an empty one stays empty)."""
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)  # frame 20 of 30
    saved = tmp_path / "saved.jsonl"
    if made_before:
        saved.write_bytes(b"")
    assert main(["replay", "--source", str(video), "--resume", str(log), "--stop-at", "10",
                 "--save-log", str(saved)]) == 1
    err = capsys.readouterr().err
    assert message("en", "app.replay.stop_before_log", stop=10, first=20, path=str(log)) in err
    assert saved.exists() is made_before
    assert not made_before or saved.read_bytes() == b""


def test_a_stop_at_after_the_log_s_picture_still_saves_the_log(tmp_path):
    """The stop taken: the saved log holds the resumed game, as before."""
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)
    saved = tmp_path / "saved.jsonl"
    assert main(["replay", "--source", str(video), "--resume", str(log), "--stop-at", "22",
                 "--save-log", str(saved)]) == 0
    tracker, errors = resume(saved)
    assert not errors and tracker.names == ("Alice", "Bob")


def test_the_not_used_line_says_the_players_as_typed(tmp_path):
    """``--players "Alice, Bob, Carol"`` is said with its spaces (it was "Alice,Bob,Carol")."""
    said = resume_ignored("en", "Alice, Bob, Carol", None, _resumed(tmp_path))
    assert said == message("en", "app.play.resume_ignored", options="--players Alice, Bob, Carol",
                           players="Alice, Bob", edition="arkham", first="Alice")


@pytest.mark.parametrize("typed", ["Alice,Bob,", "Alice, Bob, ", " Alice ,Bob"])
def test_the_log_s_players_with_a_trailing_comma_or_spaces_are_not_said_different(
        tmp_path, typed):
    assert resume_ignored("en", typed, None, _resumed(tmp_path)) is None


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_replay_resume_says_first_is_not_used(tmp_path, capsys, lang):
    """``--first 2`` (Bob) with a log whose first player is Alice: said not used, the game
    goes on as logged."""
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)
    assert main(["replay", "--source", str(video), "--resume", str(log), "--lang", lang,
                 "--first", "2", "--stop-at", "22"]) == 0
    out, err = capsys.readouterr()
    said = message(lang, "app.play.resume_ignored", options="--first 2",
                   players="Alice, Bob", edition="arkham", first="Alice")
    assert f"companion replay: {said}" in err, err
    assert out  # the game went on


def test_the_log_s_own_first_player_is_not_said(tmp_path):
    assert resume_ignored("en", None, None, _resumed(tmp_path), 1) is None


def test_play_resume_says_first_is_not_used(tmp_path, capsys):
    """``companion play --resume`` with ``--first`` other than the log's says so too."""
    from tests.companion.app.test_live import write_frames
    from tests.companion.settings_files import no_settings
    log = _log_at(tmp_path, 2.0)
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(log), "--first", "2",
                 "--config", no_settings(tmp_path)]) == 0
    said = message("en", "app.play.resume_ignored", options="--first 2",
                   players="Alice, Bob", edition="arkham", first="Alice")
    assert f"companion play: {said}" in capsys.readouterr().err


@pytest.mark.parametrize("resumed", [False, True])
@pytest.mark.parametrize("made_before", [False, True])
def test_a_video_that_cannot_be_opened_writes_no_saved_log(tmp_path, capsys, resumed,
                                                           made_before):
    """Review of flk69 (LOW): a video that cannot be opened plays nothing, so
    ``--save-log``'s file is left as it was (the resumed log's copy was left written, and a
    second try with the same ``--save-log`` was refused as "not empty")."""
    video = tmp_path / "broken.mp4"
    video.write_bytes(b"not a video")
    saved = tmp_path / "saved.jsonl"
    if made_before:
        saved.write_bytes(b"")
    args = ["replay", "--source", str(video), "--save-log", str(saved)]
    args += ["--resume", str(_log_at(tmp_path, 2.0))] if resumed else ["--players", "A,B"]
    assert main(args) == 1
    assert "cannot be opened" in capsys.readouterr().out
    assert saved.exists() is made_before
    assert not made_before or saved.read_bytes() == b""

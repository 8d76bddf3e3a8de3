"""low68 (fresh QA67 L2, L3): ``companion replay --resume LOG`` with ``--players`` other
than the log's took the log's names without a word (``play --resume`` says
``app.play.resume_ignored``); with ``--stop-at`` before the picture where the log ends it
said, in Spanish, "el archivo de vídeo video file demo.mp4 terminó tras 200 imágenes" (the
description for the file's name, 200 where the stop was 100). Both are said in words now, as
the other bad arguments: the note printed, the stop refused (exit 1, nothing replayed)."""
import pytest

from companion.cli import main
from companion.narration.catalog import message
from tests.companion.test_qa60_video_resume import _video
from tests.companion.test_rev_u61_video_past_end import _log_at  # Alice's Fed read at t s


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_replay_resume_says_the_players_given_are_not_used(tmp_path, capsys, lang):
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)
    assert main(["replay", "--source", str(video), "--resume", str(log), "--lang", lang,
                 "--players", "Alice,Bob,Carol", "--stop-at", "22"]) == 0
    out, err = capsys.readouterr()
    said = message(lang, "app.play.resume_ignored", options="--players Alice,Bob,Carol",
                   players="Alice, Bob", edition="arkham", first="Alice")
    assert f"companion replay: {said}" in err, err  # main: nothing said of it
    assert out  # the game went on with the log's names


def test_replay_resume_with_the_log_s_players_says_nothing_of_them(tmp_path, capsys):
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)
    assert main(["replay", "--source", str(video), "--resume", str(log),
                 "--players", "Alice, Bob", "--stop-at", "22"]) == 0
    assert "--players" not in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_replay_resume_refuses_a_stop_before_the_log_s_picture(tmp_path, capsys, lang):
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)  # frame 20 of 30
    assert main(["replay", "--source", str(video), "--resume", str(log), "--lang", lang,
                 "--stop-at", "10"]) == 1
    out, err = capsys.readouterr()
    assert out == ""  # nothing replayed (main: "…video file video file game.avi ended
    # after 20 images. Check the --camera or --source setting.", 20 where the stop was 10)
    said = message(lang, "app.replay.stop_before_log", stop=10, first=20, path=str(log))
    assert err == f"companion replay: {said}\n", err
    assert "video file" not in err and "vídeo video" not in err


def test_the_replay_s_own_stop_names_the_file_once(tmp_path):
    from companion.app.video_replay import ReplaySource
    from vision.file_sources import VideoFileSource
    video = _video(tmp_path / "game.avi")
    source = ReplaySource(VideoFileSource(video), [], None, lambda *a: None, last_frame=3)
    frames = [source.read() for _ in range(5)]
    assert frames[-1].status.ended
    assert dict(frames[-1].status.params)["name"] == "game.avi"  # main: "video file game.avi"
    source.close()

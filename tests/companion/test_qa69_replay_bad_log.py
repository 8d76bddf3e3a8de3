"""Fresh QA69 L5, L6: ``companion replay --resume LOG`` with a log that holds no game (not
JSON, empty) said only "cannot go on from the log: LOG", and a log with a skipped line had
the voice say "the terminal lists it" while nothing was listed. The replay now prints the
skipped lines and why no game is left, as ``companion play --resume`` does
(:func:`companion.session_log.bad_line_notes`, :func:`~companion.session_log.no_game_note`)."""
import pytest

from companion.cli import main
from companion.narration.catalog import message
from tests.companion.test_qa60_video_resume import _video
from tests.companion.test_rev_u61_video_past_end import _log_at  # Alice's Fed read at t s


@pytest.mark.parametrize("text, why", [("not json\n", "app.log_no_start_bad"),
                                       ("", "app.log_no_start")], ids=["not_json", "empty"])
def test_a_log_with_no_game_is_refused_with_its_reason(tmp_path, capsys, text, why):
    video, log = _video(tmp_path / "game.avi"), tmp_path / "bad.jsonl"
    log.write_text(text)
    assert main(["replay", "--source", str(video), "--resume", str(log)]) == 1
    err = capsys.readouterr().err
    assert message("en", why, path=str(log)) in err, err
    assert ("skipped line 1" in err) is bool(text), err


def test_a_skipped_line_is_listed_on_the_terminal(tmp_path, capsys):
    """The voice's "1 line of the log could not be read and was skipped; the terminal lists
    it." has its line on standard error."""
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)
    with open(log, "a") as out:
        out.write("{broken\n")
    assert main(["replay", "--source", str(video), "--resume", str(log)]) == 0
    err = capsys.readouterr().err
    assert f"{log}: skipped line" in err and "{broken" in err, err

"""rev-flk69, LOW (review of flk69; its report's risk): ``companion play --resume LOG
--first N`` checked N against the settings' (or ``--players``') seats before the log was
read, and refused it ("--first 3: choose a seat from 1 to 2") for a 3-player log, though
with ``--resume`` ``--first`` is not used (flk69 says so: ``app.play.resume_ignored``). The
refusal names seats of a table that is not the game resumed. Checked only for a new game,
it is said not used like any other."""
from companion.cli import main
from companion.narration.catalog import message
from companion.session_log import SessionLog
from companion.tracker import observations as o


def _three(tmp_path):
    path = tmp_path / "three.jsonl"
    with SessionLog(path) as log:
        log.record(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
        log.record(o.card_seen(0, "the_fed"), t=2.0)
    return path


def test_play_resume_with_players_and_a_first_beyond_them_says_both_not_used(tmp_path,
                                                                           capsys):
    from tests.companion.app.test_live import write_frames
    from tests.companion.settings_files import no_settings
    frames = write_frames(tmp_path / "frames", [{1: ["the_fed"]}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(_three(tmp_path)),
                 "--players", "Ann,Bob", "--first", "3",
                 "--config", no_settings(tmp_path)]) == 0  # flk69: 2, refused
    said = message("en", "app.play.resume_ignored", options="--players Ann,Bob and --first 3",
                   players="Ann, Bob, Cy", edition="arkham", first="Ann")
    assert f"companion play: {said}" in capsys.readouterr().err

"""A game resumed between rounds says the round is over and how the next one begins, as
key 5 does live (fresh QA65b L2: "Game resumed from the log: round 1." "No turn in
progress." and nothing of the round's end)."""

from companion.cli import main
from companion.engine.bots import play_random_game
from companion.narration.catalog import message
from companion.session_log import SessionLog
from companion.tracker.from_engine import game_observations
from tests.companion.app.test_live import write_frames
from tests.companion.settings_files import no_settings


def test_a_game_resumed_between_rounds_says_the_round_is_over(tmp_path, capsys):
    game = play_random_game("arkham", 2, seed=3, names=("Ann", "Bob"))
    observations = list(game_observations(game))
    second_round = [i for i, obs in enumerate(observations) if obs.kind == "new_round"][0]
    log_path = tmp_path / "round1.jsonl"
    with SessionLog(log_path) as log:
        for obs in observations[:second_round]:  # round 1 played to its end, no deal yet
            log.record(obs)
    frames = write_frames(tmp_path / "frames", [{}], frames_each=3)
    assert main(["play", "--source", str(frames), "--resume", str(log_path),
                 "--config", no_settings(tmp_path)]) == 0
    lines = [line.split("\t")[-1] for line in capsys.readouterr().out.splitlines()]
    turn = lines.index(message("en", "app.no_turn"))
    assert lines[turn + 1] == message("en", "app.deal_next"), lines
    assert lines[turn - 2] == message("en", "app.resumed", round=1), lines

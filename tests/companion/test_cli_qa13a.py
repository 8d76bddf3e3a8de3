"""QA13a findings on the command-line commands (replay, simulate, resume, settings)."""
from companion.cli import main


def _record(tmp_path, capsys, players="2", seed="5"):
    path = tmp_path / "game.rec"
    assert main(["simulate", "--players", players, "--seed", seed, "--record", str(path)]) == 0
    capsys.readouterr()
    return path


def test_replay_of_a_record_with_an_illegal_action_tells_the_game_then_the_line_no_hand(
        tmp_path, capsys):
    # QA13a F5: the error listed Player 1's hand ("legal: play the_urchin sane, play
    # the_boxer sane target=1") and nothing of the (valid) first round was said
    path = _record(tmp_path, capsys)
    text = path.read_text()
    assert "play the_boxer sane target=1" in text
    path.write_text(text.replace("play the_boxer sane target=1", "play the_boxer sane target=0"))
    assert main(["replay", str(path)]) == 1
    said = capsys.readouterr()
    assert said.out.startswith("New game, 2 players.\nRound 1.")
    assert "line 14" in said.err
    assert "urchin" not in said.err.lower() and "boxer" not in said.err.lower()


def test_replay_of_a_record_with_headers_only_says_it_has_no_deal(tmp_path, capsys):
    path = _record(tmp_path, capsys)
    path.write_text("".join(path.read_text().splitlines(keepends=True)[:5]))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "no deal" in err and "'start'" not in err

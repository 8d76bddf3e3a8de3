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


def test_simulate_record_leaves_an_existing_file_that_is_not_a_record_alone(tmp_path, capsys):
    # QA13a F14: a real session log given as --record was replaced without a word
    log = tmp_path / "victim.jsonl"
    log.write_text('{"seq": 1, "obs": {"kind": "start"}}\n')
    assert main(["simulate", "--players", "2", "--seed", "3", "--record", str(log)]) == 2
    said = capsys.readouterr()
    assert said.out == "" and "left alone" in said.err
    assert log.read_text() == '{"seq": 1, "obs": {"kind": "start"}}\n'


def test_simulate_record_may_replace_an_earlier_record_or_an_empty_file(tmp_path, capsys):
    path = _record(tmp_path, capsys, seed="3")
    assert main(["simulate", "--players", "2", "--seed", "4", "--record", str(path)]) == 0
    empty = tmp_path / "empty.rec"
    empty.write_text("")
    assert main(["simulate", "--players", "2", "--seed", "4", "--record", str(empty)]) == 0
    assert path.read_text() == empty.read_text() != ""


def test_simulate_record_on_a_full_disk_says_so_in_one_line_and_leaves_no_file(
        tmp_path, capsys, monkeypatch):
    # QA13a F6: a traceback from `with record:` after the whole game was printed
    path = tmp_path / "r.rec"
    monkeypatch.setattr("companion.commands.simulate._write_text", _raise_enospc)
    assert main(["simulate", "--players", "2", "--seed", "1", "--record", str(path)]) == 2
    err = capsys.readouterr().err
    assert "No space left on device" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def _raise_enospc(handle, text):
    handle.write(text[:10])
    raise OSError(28, "No space left on device")


def test_default_player_names_follow_the_table_language():
    # QA13a F3: "4 joueurs, dans l'ordre des places : Player 1, ..." (guides: Joueur 1..4)
    from companion.app.config import TableSettings
    assert TableSettings(language="fr").players[0] == "Joueur 1"
    assert TableSettings().with_(language="es").players == tuple(
        f"Jugador {i}" for i in range(1, 5))
    assert TableSettings(language="fr").with_(language="en").players[3] == "Player 4"
    assert TableSettings(language="fr", players=("Ann", "Bob")).players == ("Ann", "Bob")


def test_default_player_names_in_a_french_settings_file(tmp_path):
    from companion.app.config import load
    path = tmp_path / "companion.toml"
    path.write_text('language = "fr"\n')
    settings, problems = load(path)
    assert problems == [] and settings.players[1] == "Joueur 2"

"""The ``companion`` command: every sub-command has help; simulate plays a whole game."""
import pytest

from companion.cli import build_parser, main
from companion.commands import COMMAND_MODULES


def subcommands():
    parser = build_parser()
    action = next(a for a in parser._actions if a.dest == "command")
    return action.choices


def test_every_command_module_is_registered_with_help():
    choices = subcommands()
    assert len(choices) == len(COMMAND_MODULES)
    for name, sub in choices.items():
        assert sub.description, f"{name} has no description"
        assert sub.format_help().strip()


@pytest.mark.parametrize("lang,word", [("en", "wins the game"), ("fr", "gagne la partie"),
                                       ("es", "gana la partida")])
def test_simulate_plays_a_whole_game_and_names_the_winner(capsys, lang, word):
    assert main(["simulate", "--edition", "arkham", "--players", "4", "--seed", "7",
                 "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert word in out.lower()
    last = out.strip().splitlines()[-2:]
    player_1 = {"en": "Player 1", "fr": "Joueur 1", "es": "Jugador 1"}[lang]
    assert any(player_1 in line and "2" in line for line in last)  # winner and tokens


def test_simulate_same_seed_same_game(capsys):
    main(["simulate", "--players", "3", "--seed", "11"])
    first = capsys.readouterr().out
    main(["simulate", "--players", "3", "--seed", "11"])
    assert capsys.readouterr().out == first


def test_simulate_writes_a_record_that_replays(tmp_path, capsys):
    from companion.engine.record import read_record
    path = tmp_path / "game.txt"
    assert main(["simulate", "--edition", "original", "--players", "2", "--seed", "3",
                 "--record", str(path)]) == 0
    assert read_record(path.read_text()).is_terminal()


def test_replay_narrates_a_game_record_and_resume_says_what_it_is(tmp_path, capsys):
    # QA: replay and resume refused every line of a simulate --record file, echoing them
    path = tmp_path / "game.txt"
    assert main(["simulate", "--players", "3", "--seed", "4", "--record", str(path)]) == 0
    played = capsys.readouterr().out
    assert main(["replay", str(path)]) == 0
    said = capsys.readouterr()
    assert said.out.startswith("New game, 3 players.\nRound 1. Player 1 starts.")
    assert said.err == "" and "deal" not in said.out
    winner = played.strip().splitlines()[-1].split(" wins the game")[0]
    assert f"{winner} wins the game" in said.out
    assert main(["resume", str(path)]) == 1
    err = capsys.readouterr().err
    assert "is a game record (companion simulate --record), not a session log" in err
    assert "deal" not in err


def test_a_game_record_replays_in_the_language_it_was_played_in(tmp_path, capsys):
    """QA17 #8: simulate --lang es --record, then replay, said "Round 1. Jugador 1
    starts.": the record had no language. --lang still chooses; an unknown one is said."""
    path = tmp_path / "game.txt"
    assert main(["simulate", "--players", "3", "--seed", "4", "--lang", "es",
                 "--record", str(path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.startswith("Nueva partida, 3 jugadores.\nRonda 1. Empieza "
                                              "Jugador 1.")
    assert main(["replay", str(path), "--lang", "fr"]) == 0
    assert capsys.readouterr().out.startswith("Nouvelle partie, 3 joueurs.")
    bad = tmp_path / "bad.txt"
    bad.write_text(path.read_text().replace('[Language "es"]', '[Language "xx"]'))
    assert main(["replay", str(bad)]) == 1         # told, and the bad header said
    said = capsys.readouterr()
    assert said.out.startswith("New game, 3 players.")
    assert "its Language header 'xx' is not one of en, fr, es" in said.err


def test_hand_edited_record_headers_are_said_plainly(tmp_path, capsys):
    """QA18 N5: '[Language fr]' (no quotes) said "the record has no deal"; a record whose
    first line is its Language header was "not a session log"; "FR" was refused."""
    path = tmp_path / "game.txt"
    assert main(["simulate", "--players", "2", "--seed", "4", "--record", str(path)]) == 0
    capsys.readouterr()
    lines = [line for line in path.read_text().splitlines() if not line.startswith("[Language")]
    unquoted = tmp_path / "unquoted.txt"
    unquoted.write_text("\n".join(lines[:1] + ["[Language fr]"] + lines[1:]) + "\n")
    assert main(["replay", str(unquoted)]) == 1
    err = capsys.readouterr().err
    assert 'line 2: a header is written [Name "value"]' in err and "no deal" not in err
    first = tmp_path / "first.txt"
    first.write_text("\n".join(['[Language "FR"]'] + lines) + "\n")
    assert main(["replay", str(first)]) == 0
    assert capsys.readouterr().out.startswith("Nouvelle partie, 2 joueurs.")


@pytest.mark.parametrize("argv", [["simulate", "--players", "7"],
                                  ["simulate", "--players", "1"]])
def test_simulate_bad_player_count_says_what_is_allowed(capsys, argv):
    assert main(argv) == 2
    assert "2 to 6 players" in capsys.readouterr().err


def test_simulate_unknown_edition_is_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--edition", "deluxe"])
    assert "arkham" in capsys.readouterr().err


def test_simulate_default_names_are_in_the_table_language(capsys):
    main(["simulate", "--players", "2", "--seed", "1", "--lang", "fr"])
    assert "Joueur 1" in capsys.readouterr().out


def test_simulate_empty_names_are_refused(capsys):
    assert main(["simulate", "--players", "2", "--names", ",,"]) == 2
    assert "player 1 has no name" in capsys.readouterr().err


def test_simulate_repeated_names_are_refused(capsys):
    assert main(["simulate", "--players", "3", "--names", "A,B,a"]) == 2
    assert "two players are called 'A' and 'a'" in capsys.readouterr().err


@pytest.mark.parametrize("lang, said", [
    ("en", "two players are called 'Zoé' and 'Zoe', which sound the same"),
    ("fr", "deux joueurs s'appellent 'Zoé' et 'Zoe', qui se disent pareil"),
    ("es", "dos jugadores se llaman 'Zoé' y 'Zoe', que suenan igual"),
])
def test_two_names_said_alike_are_both_named_as_typed_in_the_language(capsys, lang, said):
    # user test: "Zoé,Zoe" was refused as "two players are called 'Zoe'": which two?
    assert main(["simulate", "--players", "3", "--lang", lang, "--names", "Zoé,Ann,Zoe"]) == 2
    assert said in capsys.readouterr().err


@pytest.mark.parametrize("names, said", [
    ("Ann,The Boxer,Cy", "player 2 is called 'The Boxer', like a card"),   # QA: unchecked
    ("Ann,Bob\u200b\n,Cy", "line break or a control character"),
    ("Bob,Bób,Cy", "two players are called 'Bob' and 'Bób'"),  # QA: said the same by a voice
    ("Ann,2,Cy", "player 2 is called '2', a number"),  # QA: "2 starts"
])
def test_simulate_names_are_checked_as_the_settings_file_checks_them(capsys, names, said):
    assert main(["simulate", "--players", "3", "--names", names]) == 2
    assert said in capsys.readouterr().err


def test_a_log_from_before_the_new_name_rules_still_resumes_and_replays(tmp_path, capsys):
    # QA: a log whose names are now refused for a new game (said alike, a card's name)
    # could no longer be replayed or resumed; one refused outright says why once
    from companion.session_log import SessionLog
    from companion.tracker import observations as o
    log = tmp_path / "old.jsonl"
    with SessionLog(log) as f:
        for obs in (o.start("arkham", ["Bob", "Bób", "Cthulhu"], "en", 0),
                    o.card_seen(0, "the_fed")):
            f.record(obs)
    assert main(["replay", str(log)]) == 0
    assert "Bob: The Fed." in capsys.readouterr().out
    bad = tmp_path / "bad.jsonl"
    bad.write_text(log.read_text().replace('"Bób"', '"bob"'))
    assert main(["replay", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "two players are called 'Bob' and 'bob'" in err


def test_a_game_start_with_two_players_of_one_name_changes_nothing():
    from companion.tracker import observations as o
    from companion.tracker.tracker import Tracker
    tracker = Tracker()
    with pytest.raises(o.ObservationError, match="two players are called 'Ann'"):
        tracker.apply(o.start("arkham", ["Ann", "Bob", "Ann"], "en", 0))
    assert not tracker.started and tracker.history == []


def test_simulate_unwritable_record_fails_before_playing(capsys):
    assert main(["simulate", "--players", "2", "--record", "/nonexistent/dir/x.txt"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "cannot write" in captured.err


@pytest.mark.parametrize("lang, said", [("fr", "Arrêté."), ("es", "Detenido."), ("en", "Stopped.")])
def test_ctrl_c_is_said_in_the_commands_language(monkeypatch, capsys, lang, said):
    """QA17 #12: Ctrl-C printed English "Stopped." in a French or Spanish session."""
    import companion.engine.bots as bots

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(bots, "play_random_game", interrupted)
    assert main(["simulate", "--lang", lang]) == 130
    assert capsys.readouterr().err.strip() == said


def test_replay_in_another_language_says_the_default_names_in_it(tmp_path, capsys):
    # QA21 #8: a French `simulate --record` replayed with --lang es said "Turno de Joueur 1."
    record = tmp_path / "rec-fr.json"
    assert main(["simulate", "--players", "2", "--seed", "3", "--lang", "fr",
                 "--record", str(record)]) == 0
    capsys.readouterr()
    assert main(["replay", str(record), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "Jugador 1" in out and "Joueur" not in out
    from companion.app.config import names_in
    assert names_in(("Ann", "Joueur 2"), "es") == ("Ann", "Joueur 2")  # a name of the table

"""``companion replay --source VIDEO --players …`` refuses names a game cannot start with
before any line is said, as ``play`` does (fresh QA65 L1: seven names or an empty one said
the set-up lines, then a raw "start: 7 players: …", and exited 0); ``--save-log`` on a file
that holds a session names ``--save-log``, not play's ``--log``."""

import pytest

from companion.cli import main
from companion.narration.catalog import message
from tests.companion.app.test_live import write_frames


@pytest.mark.parametrize("players, said", [
    ("A,B,C,D,E,F,G", "7 players: Lovecraft Letter is played by 2 to 6 players"),
    ("A,,C", "player 2 has no name"),
    ("Ann,Ann", "two players are called 'Ann'"),
    ("Alice", "1 player: Lovecraft Letter is played by 2 to 6 players"),  # fresh QA66 L1
])
def test_replay_refuses_players_a_game_cannot_start_with(tmp_path, capsys, players, said):
    frames = write_frames(tmp_path / "frames", [{1: ["the_urchin"]}], frames_each=2)
    assert main(["replay", "--source", str(frames), "--players", players]) == 1
    out, err = capsys.readouterr()
    assert out == ""  # no set-up line said before the refusal
    assert err.startswith("companion replay: --players: ") and said in err, err


def test_replay_players_refused_in_the_table_language(tmp_path, capsys):
    frames = write_frames(tmp_path / "frames", [{1: ["the_urchin"]}], frames_each=2)
    assert main(["replay", "--source", str(frames), "--players", "A,B,C,D,E,F,G",
                 "--lang", "fr"]) == 1
    assert "se joue de 2 à 6 joueurs" in capsys.readouterr().err


def test_replay_save_log_on_a_session_names_save_log(tmp_path, capsys):
    frames = write_frames(tmp_path / "frames", [{1: ["the_urchin"]}], frames_each=2)
    kept = tmp_path / "kept.jsonl"
    kept.write_text('{"kind": "start"}\n')
    assert main(["replay", "--source", str(frames), "--players", "Ann,Bob",
                 "--save-log", str(kept)]) == 1
    err = capsys.readouterr().err
    assert message("en", "app.replay.log_exists", path=str(kept)) in err
    assert "--save-log" in err and "--log " not in err
    assert kept.read_text() == '{"kind": "start"}\n'  # left alone

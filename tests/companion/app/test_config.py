"""Table settings: defaults, round trip, and clear messages for a wrong file."""
import pytest

from companion.app.config import ConfigError, TableSettings, load, save


def test_missing_file_gives_defaults_and_no_problem(tmp_path):
    settings, problems = load(tmp_path / "none.toml")
    assert settings == TableSettings() and problems == []


def test_round_trip(tmp_path):
    path = save(TableSettings(edition="original", language="fr", players=("Ana", "Bo", "Cy"),
                              first_player=2, source="game.mp4"), tmp_path / "c.toml")
    settings, problems = load(path)
    assert problems == [] and settings.players == ("Ana", "Bo", "Cy")
    assert (settings.edition, settings.language, settings.first_player) == ("original", "fr", 2)


def test_file_with_errors_keeps_the_good_values_and_names_each_problem(tmp_path):
    path = tmp_path / "c.toml"
    path.write_text('edition = "deluxe"\nlanguage = "de"\nplayers = ["A", "B"]\n'
                    'first_player = 5\ncolour = "red"\n')
    settings, problems = load(path)
    assert settings.players == ("A", "B") and settings.edition == "arkham"
    text = " ".join(problems)
    for word in ("deluxe", "'de'", "first_player", "colour"):
        assert word in text
    assert len(problems) == 4


def test_unreadable_toml_gives_defaults_and_says_how_to_fix(tmp_path):
    path = tmp_path / "c.toml"
    path.write_text("edition = [unclosed")
    settings, problems = load(path)
    assert settings == TableSettings() and "cannot be read" in problems[0]


@pytest.mark.parametrize("players", [("Solo",), tuple("ABCDEFG")])
def test_player_count_outside_2_to_6_is_refused(players):
    with pytest.raises(ConfigError, match="2 to 6 players"):
        TableSettings(players=players)


@pytest.mark.parametrize("players", [5, {"a": "b"}, "Ann, Bob"])
def test_players_that_are_not_a_list_of_names_are_refused_clearly(players):
    with pytest.raises(ConfigError, match="list of names"):
        TableSettings(players=players)


@pytest.mark.parametrize("players, seat", [(("A", "A", ""), 3), (("Ann", "  ", "Bob"), 2)])
def test_an_empty_player_name_is_named_by_its_seat(players, seat):
    """QA: an empty name was refused as "players must be a list of names" (it is one)."""
    with pytest.raises(ConfigError, match=f"player {seat} has no name"):
        TableSettings(players=players)


@pytest.mark.parametrize("players", [("Ann", "Bob", "Ann"), ("Ann", " ann "),
                                     ("Ann B", "Ann  B"), ("Ann", "An\u200bn"),
                                     ("Ｂob", "Bob")])
def test_two_players_with_one_name_are_refused(players):
    """Names are said aloud: two players called Ann could not be told apart."""
    with pytest.raises(ConfigError, match="two players are called"):
        TableSettings(players=players)


def test_a_refused_player_list_is_named_as_such_and_said_without_python_brackets(tmp_path):
    path = tmp_path / "c.toml"
    path.write_text('players = ["Ann", "ann"]\n')
    settings, problems = load(path)
    [problem] = problems
    assert problem.key == "players" and "two players are called" in problem.reason
    assert "using Player 1, Player 2, Player 3, Player 4." in problem
    assert "(" not in problem.split("using")[-1]


@pytest.mark.parametrize("value", ["5", "[\"a\"]", "\"  \""])
def test_a_log_dir_that_is_not_a_folder_name_is_refused_clearly(tmp_path, value):
    """QA: ``log_dir = 5`` ended ``companion play`` in a TypeError traceback."""
    path = tmp_path / "c.toml"
    path.write_text(f"log_dir = {value}\n")
    settings, problems = load(path)
    assert settings.log_dir == TableSettings().log_dir
    assert len(problems) == 1 and "give a folder name in quotes" in problems[0]


def test_a_missing_file_named_by_the_environment_a_bom_and_a_device(tmp_path, monkeypatch):
    """QA: LLC_CONFIG naming a missing file started 4 default players in silence; a file
    saved with a byte order mark was refused; --config /dev/zero ate gigabytes."""
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "nope.toml"))
    settings, problems = load()
    assert len(problems) == 1 and "LLC_CONFIG" in problems[0] and problems[0].key == "*"
    bom = tmp_path / "bom.toml"
    bom.write_text('\ufeffplayers = ["Ann", "Bob"]\n', encoding="utf-8")
    assert load(bom) == (TableSettings(players=("Ann", "Bob")), [])
    settings, problems = load("/dev/zero")
    assert "not a regular file" in problems[0]


def test_first_player_is_checked_against_the_players_given_on_the_command_line(tmp_path):
    # QA: a bad players line in the file, --players A,B: "choose a seat from 1 to 4"
    path = tmp_path / "c.toml"
    path.write_text('players = "Alice"\nfirst_player = 9\n')
    settings, problems = load(path, players=("A", "B"))
    assert settings.players == ("A", "B")
    assert [p.key for p in problems] == ["first_player"]
    assert "choose a seat from 1 to 2" in problems[0]
    path.write_text('players = ["Al", "Bo", "Cy"]\nfirst_player = 3\n')
    settings, problems = load(path, players=("A", "B"))
    assert "choose a seat from 1 to 2" in problems[0]


def test_first_player_is_checked_against_the_refused_players_of_the_file(tmp_path):
    """QA34 (set_c1, set_c2): players ["Alice", "Bob", "Alice"] (refused: a name twice) and
    first_player = 7 were told "choose a seat from 1 to 4", the default players' range,
    though the file names 3; a players value that names no number of seats gives none."""
    path = tmp_path / "c.toml"
    path.write_text('players = ["Alice", "Bob", "Alice"]\nfirst_player = 7\n')
    _, problems = load(path)
    texts = {p.key: p for p in problems}
    assert "first_player 7: choose a seat from 1 to 3;" in texts["first_player"]
    assert "choisissez une place de 1 à 3 ;" in texts["first_player"].in_language("fr")
    path.write_text('players = "Alice,Bob,Carol"\nfirst_player = 0\n')
    _, problems = load(path)
    texts = {p.key: p for p in problems}
    assert "first_player 0: choose a seat from 1 to the number of players;" \
        in texts["first_player"]
    assert "choisissez une place de 1 au nombre de joueurs ;" \
        in texts["first_player"].in_language("fr")
    assert "elige un asiento del 1 al número de jugadores;" \
        in texts["first_player"].in_language("es")
    path.write_text('players = ["A", "B", "C", "D", "E", "A"]\nfirst_player = 5\n')
    settings, problems = load(path)  # a seat of the file's 6, not of the 4 defaults
    assert [p.key for p in problems] == ["players"] and settings.first_player == 1
    path.write_text('players = ["A", "B", "A"]\nfirst_player = 2\n')
    settings, problems = load(path)
    assert [p.key for p in problems] == ["players"] and settings.first_player == 2


@pytest.mark.parametrize("players, says", [
    (("A\nB", "C"), "line break"),
    (("Bob", "The Boxer"), "like a card"),
    (("Ana", "le boxeur"), "like a card"),
    (("Marin", "Bob"), "like a card"),  # QA13a F10: "Marin : Le Marin." (without the article)
    (("Ana", "Boxeador"), "like a card"),
])
def test_a_name_with_a_line_break_or_a_cards_name_is_refused(players, says):
    # QA: a newline split the transcript's lines; "The Boxer: The Boxer."
    with pytest.raises(ConfigError, match=says):
        TableSettings(players=players)


def test_a_problem_is_printed_in_the_table_language(tmp_path):
    """User test: the terminal details of settings problems were English only."""
    path = tmp_path / "c.toml"
    path.write_text('players = ["Ann", "Bob"]\nfirst_player = 3\ncolour = 1\n')
    _, problems = load(path)
    texts = {p.key: p for p in problems}
    assert texts["first_player"] == (f"Settings file {path}: first_player 3: choose a seat "
                                     "from 1 to 2; using 1.")
    assert texts["first_player"].in_language("es") == (
        f"Archivo de ajustes {path}: first_player 3: elige un asiento del 1 al 2; se usa 1.")
    assert texts["colour"].in_language("fr").startswith(
        f"Fichier de réglages {path} : réglage 'colour' inconnu, ignoré")


def test_a_refused_setting_names_its_problem_in_every_language():
    with pytest.raises(ConfigError) as info:
        TableSettings(players=("Ann",))
    assert str(info.value) == "1 player: Lovecraft Letter is played by 2 to 6 players"
    assert info.value.sentence.in_language("fr") == ("1 joueur : Lovecraft Letter se joue de "
                                                     "2 à 6 joueurs")


def test_a_failed_save_keeps_the_folder_clean(tmp_path):
    # the table settings are written whole or not at all (companion.part_file): a failed
    # rename left "companion.toml.tmp" behind
    path = tmp_path / "companion.toml"
    path.mkdir()  # the rename onto a folder fails
    with pytest.raises(OSError):
        save(TableSettings(), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["companion.toml"]


def test_a_first_player_in_quotes_is_told_to_be_a_number_without_quotes(tmp_path):
    """QA29 M5: first_player = "2" with 2 players was told "choose a seat from 1 to 2",
    though 2 is one: the quotes are the problem, and the message says so."""
    path = tmp_path / "c.toml"
    path.write_text('first_player = "2"\nplayers = ["A", "B"]\n')
    settings, problems = load(path)
    assert settings.first_player == 1 and [p.key for p in problems] == ["first_player"]
    assert problems[0] == (f"Settings file {path}: first_player '2': a seat is a number, "
                           "written without quotes: first_player = 2; using 1.")
    assert "sans guillemets : first_player = 2" in problems[0].in_language("fr")
    assert "sin comillas: first_player = 2" in problems[0].in_language("es")


@pytest.mark.parametrize("value", ["7", "²"])
def test_a_quoted_first_player_that_is_no_seat_gets_the_seat_range_not_a_fix_that_fails(
        tmp_path, value):
    """Session 28's review: first_player = "7" with 2 players was told to write
    first_player = 7 (refused next time), and "²" (a digit that int() refuses) raised out
    of load, which never raises."""
    path = tmp_path / "c.toml"
    path.write_text(f'first_player = "{value}"\nplayers = ["A", "B"]\n', encoding="utf-8")
    settings, problems = load(path)
    assert settings.first_player == 1 and [p.key for p in problems] == ["first_player"]
    assert "choose a seat from 1 to 2" in problems[0] and "without quotes" not in problems[0]


def test_a_settings_file_that_is_not_utf8_text_says_so_without_the_codec_s_words(tmp_path):
    """QA29: a binary settings file was shown as "cannot be read ('utf-8' codec can't
    decode byte 0xce in position 0: invalid continuation byte)"."""
    path = tmp_path / "c.toml"
    path.write_bytes(b"\xce\x00\xff\x01first_player = 2\n")
    settings, problems = load(path)
    assert settings == load(tmp_path / "none.toml")[0] and len(problems) == 1
    assert problems[0] == (f"Settings file {path} cannot be read (not text saved as UTF-8: "
                           "save it as UTF-8 text); using defaults. Fix the file or delete it.")
    for lang in ("fr", "es"):
        assert "UTF-8" in problems[0].in_language(lang)
        assert "codec" not in problems[0].in_language(lang)

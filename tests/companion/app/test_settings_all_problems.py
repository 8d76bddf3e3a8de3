"""Session 30, QA31 low #2: every problem of the settings file is reported, once, even when
the command line is used instead (the file's ``source`` beside ``--camera``/``--source``)
or when its players stop the game (the file's other problems were hidden behind them)."""
import pytest

from companion.app.config import ConfigError, TableSettings, load
from companion.cli import main
from companion.narration.catalog import message


@pytest.mark.parametrize("value, says", [
    ("-1", "camera index -1 is not valid"),
    ('""', "empty frame source"),
    ("5.5", "cannot open 5.5 as a frame source"),
])
def test_the_file_s_source_is_checked_when_the_command_line_gives_one(tmp_path, value, says):
    path = tmp_path / "c.toml"
    path.write_text(f'source = {value}\nfirst_player = 9\n')
    _, problems = load(path, source="clip.mp4")
    assert [p.key for p in problems] == ["source", "first_player"]
    assert problems[0].startswith(f"Settings file {path}: {says}")
    assert problems[0].endswith("; using 'clip.mp4'.")
    assert problems[0].in_language("fr").startswith(f"Fichier de réglages {path} : ")
    assert problems[0].in_language("es").startswith(f"Archivo de ajustes {path}: ")


@pytest.mark.parametrize("value", ["5", '"5"', '"clip.mp4"', '"rtsp://cam"'])
def test_a_usable_source_in_the_file_is_no_problem_beside_the_command_line_s(tmp_path, value):
    path = tmp_path / "c.toml"
    path.write_text(f"source = {value}\n")
    assert load(path, source="0")[1] == []


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_play_says_the_file_s_bad_source_though_the_camera_option_wins(
        tmp_path, capsys, lang):
    config = tmp_path / "c.toml"
    config.write_text(f'source = "-1"\nplayers = ["Ann", "Bob"]\nlanguage = "{lang}"\n')
    assert main(["play", "--camera", "9", "--duration", "0.3", "--no-log",
                 "--config", str(config)]) == 0
    out, err = capsys.readouterr()
    assert message(lang, "app.source_spec.camera_index", index=-1, most=99) in err
    assert message(lang, "app.settings_value_used", setting="source", value="'-1'",
                   used="9") in out


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_refused_players_do_not_hide_the_file_s_other_problems(
        tmp_path, capsys, monkeypatch, lang):
    from tests.companion.app.test_qa23_words import _spoken_at_refusal
    spoken = _spoken_at_refusal(monkeypatch)
    config = tmp_path / "c.toml"
    config.write_text(f'language = "{lang}"\nplayers = ["Ann", ""]\nedition = "arkam"\n'
                      'colour = 1\n')
    assert main(["play", "--camera", "9", "--duration", "0.3", "--no-log",
                 "--config", str(config)]) == 2
    err = capsys.readouterr().err
    _, problems = load(config)
    assert [p.key for p in problems] == ["players", "edition", "colour"]
    for problem in problems[1:]:           # printed, then said, before the refusal
        assert problem.in_language(lang) in err
    assert problems[0].refusal(lang) in err
    assert len(spoken) == 3 and "arkam" in spoken[0] and "colour" in spoken[0]
    assert spoken[-1] == problems[0].said_refusal.in_language(lang)


@pytest.mark.parametrize("value, shown", [("5.5", "5.5"), ("true", "true"), ("[0]", "[0]"),
                                          ("{ index = 0 }", "{'index': 0}")])
def test_a_source_of_a_wrong_type_is_a_settings_problem_not_a_file_name(
        tmp_path, value, shown):
    """tidy32: ``source = 5.5`` was taken as the file name "5.5" (and ``true`` as "True")."""
    path = tmp_path / "c.toml"
    path.write_text(f"source = {value}\n")
    settings, problems = load(path)
    assert settings.source == "0" and [p.key for p in problems] == ["source"]
    assert problems[0] == (f"Settings file {path}: cannot open {shown} as a frame source; "
                           "give a camera index (0, 1, …), a video file, a folder of images "
                           "or a stream URL; using '0'.")
    assert problems[0].in_language("fr").startswith(f"Fichier de réglages {path} : ")
    with pytest.raises(ConfigError) as refused:
        TableSettings().with_(source=True)
    assert refused.value.sentence.key == "app.source_spec.not_a_source"


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_play_refuses_a_source_of_a_wrong_type_in_the_settings_file(
        tmp_path, monkeypatch, capsys, lang):
    """Refused like ``source = ""`` (tests/companion/test_cli_errors_language.py), in the
    table's language, where it was opened as a video file named "5.5"."""
    settings = tmp_path / "s.toml"
    settings.write_text(f'language = "{lang}"\nsource = 5.5\nplayers = ["Ann", "Bob"]\n')
    monkeypatch.setenv("LLC_CONFIG", str(settings))
    from tests.companion.app.test_qa23_words import _spoken_at_refusal
    spoken = _spoken_at_refusal(monkeypatch)
    settings.write_text(settings.read_text() + "colour = 1\n")
    assert main(["play", "--duration", "0.3", "--log", str(tmp_path / "game.jsonl")]) == 2
    said = message(lang, "app.source_spec.not_a_source", value="5.5")
    refusal = message(lang, "app.source_spec_where", problem=said)
    err = capsys.readouterr().err
    assert err.strip().endswith("companion play: " + refusal)
    # said aloud too (a blind player typed no key), after the file's other problem, short:
    # not the printed list of every kind of source (QA33 L3: 10 s of it)
    assert len(spoken) == 2 and "colour" in spoken[0]
    assert spoken[-1] == message(lang, "app.config.refused_source_said")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("extra", ["", "colour = 1\n"])
def test_a_bad_source_in_the_file_is_said_replaced_by_the_command_line_s_not_the_default(
        tmp_path, capsys, lang, extra):
    """QA33 L3: with --source FOLDER, the voice said the default was used (the folder, a
    path, is not said) while the terminal said the folder was."""
    from companion.commands.play import settings_said
    config = tmp_path / "c.toml"
    config.write_text(f'source = 5.5\nlanguage = "{lang}"\n{extra}')
    _, problems = load(config, source=str(tmp_path))
    said = [message(lang, key, **values) for key, values in settings_said(problems, [], lang)]
    if extra:  # the file's summary names it in one part
        assert message(lang, "app.setting_item.command_line", setting="source") in said[0]
    else:
        assert said[0] == message(lang, "app.settings_source_command_line")
    assert message(lang, "app.setting_item.default", setting="source") not in said[0]


def test_the_settings_check_their_source_without_loading_opencv(tmp_path):
    """Every command reads the settings file (its language): checking its ``source``
    (vision.source_spec) must not load OpenCV (~0.25 s)."""
    import subprocess
    import sys
    path = tmp_path / "c.toml"
    path.write_text('source = "clip.mp4"\n')
    code = ("import sys; from companion.app.config import load; load(sys.argv[1]); "
            "print('cv2' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "False"

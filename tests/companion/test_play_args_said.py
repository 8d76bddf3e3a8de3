"""``companion play``'s refused arguments are said aloud, not only printed (QA38 #10)."""
import pytest

from companion.cli import main
from companion.narration.catalog import message
from tests.companion.app.test_live import said_aloud_before_start


@pytest.mark.parametrize("argv, lang, said", [
    (["--players", "Ann"], "en", "player"),
    (["--players", "A,B,C,D,E,F,G"], "fr", "joueur"),
    (["--players", "Ann,Ann,Bob"], "es", "Ann"),
    (["--players", "Ann,Bob", "--first", "9"], "en", "--first 9"),
])
def test_a_refused_play_argument_is_said_in_the_table_s_language(argv, lang, said, tmp_path,
                                                                 capsys, monkeypatch):
    """QA38 #10: ``--players Ann``, seven names, ``Ann,Ann,Bob`` and ``--first 9`` were
    printed only, while the settings file's refusals are said: the same sentence is said,
    once, in the language asked, and the voice made for it closed."""
    heard = said_aloud_before_start(monkeypatch)
    (tmp_path / "empty.toml").write_text("")
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "empty.toml"))
    assert main(["play", "--lang", lang, "--source", str(tmp_path), *argv]) == 2
    err = capsys.readouterr().err
    assert len(heard) == 1 and said in heard[0], heard
    assert f"companion play: {heard[0]}" in err, err
    assert heard.closed


def _no_settings(tmp_path, monkeypatch) -> None:
    """An empty settings file and voice settings file: the machine's own are not read."""
    (tmp_path / "empty.toml").write_text("")
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "empty.toml"))
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "empty.toml"))


@pytest.mark.parametrize("lang, said", [("en", "--log"), ("fr", "--log"), ("es", "--log")])
def test_a_log_file_that_holds_another_game_is_said(lang, said, tmp_path, capsys,
                                                    monkeypatch):
    """QA39 M3: ``--log`` naming a non-empty file stopped ``play`` with a printed line
    only (the by-ear log was empty): it is said too, short (no path), in the table's
    language, with what to do; the file is left alone and the exit status is 2."""
    heard = said_aloud_before_start(monkeypatch)
    _no_settings(tmp_path, monkeypatch)
    other = tmp_path / "other.jsonl"
    other.write_text("x\n")
    assert main(["play", "--lang", lang, "--source", str(tmp_path), "--players", "Ann,Bob",
                 "--log", str(other)]) == 2
    err = capsys.readouterr().err
    assert len(heard) == 1 and said in heard[0] and str(other) not in heard[0], heard
    assert f"companion play: {message(lang, 'app.play.log_exists', path=other)}" in err
    assert other.read_text() == "x\n" and heard.closed


@pytest.mark.parametrize("lang, option", [("en", "--resume"), ("fr", "--resume"),
                                          ("es", "--resume"), ("fr", "--log")])
def test_a_log_being_written_by_another_companion_is_said(lang, option, tmp_path, capsys,
                                                          monkeypatch):
    """QA39 M3: ``--resume LOG`` while another companion writes LOG was printed only; so
    was ``--log`` of the (still empty) log another companion writes, in English."""
    from companion.session_log import SessionLog
    heard = said_aloud_before_start(monkeypatch)
    _no_settings(tmp_path, monkeypatch)
    path = tmp_path / "game.jsonl"
    running = SessionLog(path)  # the other companion's, holding the log's lock
    try:
        assert main(["play", "--lang", lang, "--source", str(tmp_path), "--players",
                     "Ann,Bob", option, str(path)]) == 2
    finally:
        running.close()
    err = capsys.readouterr().err
    assert len(heard) == 1 and str(path) not in heard[0], heard
    assert message(lang, "app.play.resume_in_use", path=path) in err
    assert heard.closed


@pytest.mark.parametrize("content, said", [
    (None, "app.play.resume_missing_said"),
    ("garbage\n", "app.play.resume_no_game_bad_said"),
    ("", "app.play.resume_no_game_said"),
    (b"\x00\x01\xff" * 40, "app.play.resume_unusable_said")])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_log_that_cannot_be_resumed_is_said(content, said, lang, tmp_path, capsys,
                                              monkeypatch):
    """QA39 M3: ``--resume`` of a log that is not there, or holds no game, is said. QA47
    LOW-4: it was said as printed, "no session log at /tmp/…/nolog.jsonl: check the file
    name; …" (lower-case, the whole path read out), "… (see the skipped lines above) …":
    said now in the table's language, capitalised, without the path (printed only) and
    with the skipped lines on the screen, not "above"."""
    heard = said_aloud_before_start(monkeypatch)
    _no_settings(tmp_path, monkeypatch)
    path = tmp_path / "game.jsonl"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    assert main(["play", "--lang", lang, "--source", str(tmp_path), "--no-log",
                 "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert heard == [message(lang, said)], (heard, err)
    assert str(path) not in heard[0] and heard[0][0].isupper()
    assert "companion play: " in err and str(path) in err  # printed with the path


@pytest.mark.parametrize("argv, lang, said", [
    (["--camera", "abc"], "es", "'abc'"),
    (["--duration", "-5"], "en", "'-5'"),
    (["--players"], "es", "--players"),
])
def test_a_refused_option_of_play_is_said_in_the_table_s_language(argv, lang, said, tmp_path,
                                                                  capsys, monkeypatch):
    """QA39 M3: argparse's refusals of ``play``'s options ("invalid choice", a type's
    refusal, two options that exclude each other, an unknown option) were printed only:
    the error is said too, as printed (its language, without the usage lines), and the
    exit status is still 2. An unknown option is said in words: test_qa59_unknown_option_said
    (fresh QA59 LOW-3); two options that exclude each other too (fresh QA61 LOW-6, below)."""
    heard = said_aloud_before_start(monkeypatch)
    _no_settings(tmp_path, monkeypatch)
    with pytest.raises(SystemExit) as stop:
        main(["play", "--lang", lang, "--source", str(tmp_path), *argv])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(heard) == 1 and said in heard[0] and "usage" not in heard[0], heard
    assert heard[0] in err and heard.closed


def test_help_and_other_commands_refusals_are_not_said(tmp_path, capsys, monkeypatch):
    """Only ``play`` speaks: ``replay``'s refused option is printed, as before."""
    heard = said_aloud_before_start(monkeypatch)
    _no_settings(tmp_path, monkeypatch)
    with pytest.raises(SystemExit):
        main(["replay", "--lang", "de", "x.jsonl"])
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert heard == []


@pytest.mark.parametrize("lang, given, other", [("en", "--camera", "--source"),
                                                ("fr", "--camera", "--source"),
                                                ("es", "--no-log", "--log")])
def test_two_options_that_exclude_each_other_are_said_in_words(lang, given, other, tmp_path,
                                                               capsys, monkeypatch):
    """Fresh QA61 LOW-6: ``--camera 0 --source X`` said argparse's raw text aloud
    ("argument --camera: not allowed with argument --source"; fr "option --camera : pas
    permis avec l'option --source"): the line said names both options and which to drop,
    in the table's language (``app.arg.said_exclusive``); the printed line stays argparse's
    and the exit status 2."""
    heard = said_aloud_before_start(monkeypatch)
    _no_settings(tmp_path, monkeypatch)
    argv = (["--source", str(tmp_path), "--camera", "0"] if given == "--camera" else
            ["--source", str(tmp_path), "--log", str(tmp_path / "g.jsonl"), "--no-log"])
    with pytest.raises(SystemExit) as stop:
        main(["play", "--lang", lang, "--players", "Ann,Bob", *argv])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert heard == [message(lang, "app.arg.said_exclusive", given=given, other=other)], heard
    assert "argument" not in heard[0] and given in err and other in err
    assert heard.closed

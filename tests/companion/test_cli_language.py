"""The ``companion`` command's own words follow the table's language: argparse's usage,
--help and errors, and the options' refusals (QA27 #7: all English under --lang fr/es;
"--first 9" named the settings key "first_player")."""
import argparse

import pytest

from companion.cli import build_parser, main
from companion.cli_language import speaking, table_language
from companion.narration.catalog import catalog


def _parsers():
    parser = build_parser()
    found = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            found += list(dict.fromkeys(action.choices.values()))
    return parser, found


def _texts():
    """Every description, help text and command summary of the command line."""
    parser, parsers = _parsers()
    texts = set()
    for p in parsers:
        texts.add(p.description)
        for action in p._actions:
            if action.help and action.help is not argparse.SUPPRESS:
                texts.add(action.help)
            if isinstance(action, argparse._SubParsersAction):
                texts |= {a.help for a in action._choices_actions}
    return texts - {None}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_help_text_is_translated(lang):
    """A new option's help without its fr/es text fails here."""
    words = catalog(lang)
    missing = sorted(t for t in _texts() if t not in words or words[t] == t)
    assert not missing, missing


@pytest.mark.parametrize("argv, lang, said", [
    (["play", "--lang", "fr", "--duration", "-1"], "fr",
     "companion play : erreur : option --duration : '-1' n'est pas une durée : donnez un "
     "nombre de secondes au-dessus de 0, par ex. 600"),
    (["play", "--lang", "es", "--camera", "abc"], "es",
     "companion play: error: opción --camera: 'abc' no es un número de cámara"),
    (["play", "--lang=fr", "--edition", "bad"], "fr",
     "option --edition : choix invalide : 'bad' (choisissez parmi 'arkham', "
     "'arkham-classic', 'original')"),
    (["simulate", "--lang", "es", "--seed", "x"], "es",
     "opción --seed: 'x' no es un número de partida: da 0 o más, p. ej. 7"),
    (["simulate", "--lang", "fr", "--record", ""], "fr",
     "un nom de fichier vide : donnez un chemin, ou n'utilisez pas l'option"),
    (["replay", "--lang", "es", "--first", "x"], "es",
     "opción --first: 'x' no es un número de asiento"),
    (["play", "--lang", "fr", "--first", "abc"], "fr",
     "option --first : 'abc' n'est pas un numéro de place"),
])
def test_argparse_errors_are_in_the_language_asked(argv, lang, said, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert said in err
    assert err.startswith({"fr": "utilisation : ", "es": "uso: "}[lang])


def test_help_is_in_the_language_asked(capsys):
    with pytest.raises(SystemExit):
        main(["replay", "--help", "--lang", "fr"])
    out = capsys.readouterr().out
    assert out.startswith("utilisation : companion replay")
    assert "Rejouer un journal de partie" in out and "afficher cette aide et quitter" in out
    assert "show this help" not in out and "narrate" not in out


def test_the_settings_files_language_is_the_default(tmp_path, capsys, monkeypatch):
    settings = tmp_path / "companion.toml"
    settings.write_text('language = "es"\n')
    assert table_language(["play", "--config", str(settings)]) == "es"
    assert table_language(["play", "--config", str(settings), "--lang", "fr"]) == "fr"
    assert table_language(["play", "--lang", "xx", f"--config={settings}"]) == "es"
    with pytest.raises(SystemExit):
        main(["play", "--config", str(settings), "--duration", "0"])
    assert "no es una duración" in capsys.readouterr().err


def test_english_is_unchanged_and_argparse_is_restored(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--lang", "en", "--duration", "0"])
    assert "argument --duration: '0' is not a duration" in capsys.readouterr().err
    with speaking("fr"):
        pass
    assert argparse._("usage: ") == "usage: "


@pytest.mark.parametrize("lang, said", [
    ("fr", "companion play: --first 9 : choisissez une place de 1 à 2"),
    ("en", "companion play: --first 9: choose a seat from 1 to 2"),
])
def test_first_names_the_option_typed(lang, said, capsys):
    """QA27 #7: "first_player 9 : choisissez…" named the settings key."""
    assert main(["play", "--lang", lang, "--players", "A,B", "--first", "9",
                 "--source", "/nonexistent"]) == 2
    assert said in capsys.readouterr().err


def test_a_folder_given_as_the_log_is_said_in_the_language_asked(tmp_path, capsys):
    """QA27 #7: "cannot write the session log … is not a regular file …" in English."""
    (tmp_path / "log").mkdir()
    (tmp_path / "pictures").mkdir()
    assert main(["play", "--lang", "es", "--log", str(tmp_path / "log"), "--source",
                 str(tmp_path / "pictures")]) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path / 'log'} no es un archivo normal." in err
    assert "regular" not in err


@pytest.mark.parametrize("argv, lang", [
    (["print-kit", "--lang", "fr", "--paper", "b5"], "fr"),
    (["print-kit", "--lang=fr", "--paper", "b5"], "fr"),
    (["print-kit", "--paper", "b5", "--lang", "es"], "es"),
])
def test_print_kit_s_option_errors_follow_its_lang_however_it_is_written(argv, lang, capsys):
    """Session 30, QA31 low #3: ``print-kit`` option errors were English under ``--lang
    fr``; argparse took ``--lan fr`` for ``--lang fr``, which the language was not read
    from (no abbreviation is taken since fresh QA60 LOW: test_qa60_no_abbreviations)."""
    with pytest.raises(SystemExit):
        main(argv)
    said = {"fr": "option --paper : choix invalide : 'b5' (choisissez parmi 'a4', 'letter')",
            "es": "opción --paper: opción no válida: 'b5' (elige entre 'a4', 'letter')"}[lang]
    assert said in capsys.readouterr().err


def test_an_abbreviated_config_gives_no_language(tmp_path, monkeypatch):
    """No parser takes an abbreviation (fresh QA60 LOW): ``--con FILE``, refused, gives no
    settings file, the full option does."""
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "none.toml"))
    path = tmp_path / "s.toml"
    path.write_text('language = "es"\n')
    assert table_language(["play", "--config", str(path)]) == "es"
    assert table_language(["play", "--con", str(path)]) == "en"   # refused by play's parser
    assert table_language(["demo", "--con", str(path)]) == "en"   # demo's --conditions
    assert table_language(["play", "--config=" + str(path), "--lang=fr"]) == "fr"
    assert table_language(["play", "--config=" + str(path), "--lan=fr"]) == "es"


@pytest.mark.parametrize("command", ["play", "demo", "simulate", "resume", "replay",
                                     "print-kit"])
def test_the_language_is_read_from_what_the_command_s_parser_takes(
        command, tmp_path, monkeypatch, capsys):
    """tidy32: the abbreviations were a hard-coded list (``play --con FILE`` was taken as
    ``--config`` by argparse, not by the language): every prefix of ``--lang`` and
    ``--config`` is read as the command's own parser reads it (one it refuses, ambiguous
    as ``play --l`` or unknown as ``demo --config``, may be read either way: the refusal
    is all that follows)."""
    from companion.cli import build_parser
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "none.toml"))
    path = tmp_path / "s.toml"
    path.write_text('language = "es"\n')
    parser, taken = build_parser(), 0
    for option, value, lang in (("--lang", "fr", "fr"), ("--config", str(path), "es")):
        for end in range(3, len(option) + 1):
            argv = [command, option[:end], value]
            try:  # "x": the log of the commands that need one
                args, unknown = parser.parse_known_args([*argv, "x"])
            except SystemExit:
                continue
            if argv[1] in unknown:
                continue
            read = getattr(args, option[2:], None) == value
            taken += read
            assert table_language(argv) == (lang if read else "en"), argv
    assert taken >= 1  # --lang whole: no parser takes an abbreviation (fresh QA60 LOW)

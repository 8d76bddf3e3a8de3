"""The ``companion`` commands' own errors follow the table's language, the settings file's
when no ``--lang`` is given (QA31 N5: ``replay``/``resume`` of a missing log, ``simulate
--players 9`` and others stayed English with ``language = "fr"``)."""
import ast
import re
from pathlib import Path

import pytest

import companion.commands
from companion.cli import main

COMMANDS = Path(companion.commands.__file__).parent


def _cases(tmp: Path) -> "list[list[str]]":
    """Command lines that each end on one of the commands' own errors (exit 1 or 2)."""
    (tmp / "folder").mkdir(parents=True)
    (tmp / "notes.txt").write_text("not a record\n")
    (tmp / "notes.pdf").write_text("not a PDF\n")
    (tmp / "game.jsonl").write_text('{"kind": "start"}\n')
    return [["replay", str(tmp / "none.jsonl")],
            ["resume", str(tmp / "none.jsonl")],
            ["simulate", "--players", "9"],
            ["simulate", "--names", "Ann,Ann"],
            ["simulate", "--players", "2", "--record", str(tmp / "folder")],
            ["simulate", "--players", "2", "--record", str(tmp / "notes.txt")],
            ["simulate", "--players", "2", "--seed", "1", "--record",
             str(tmp / "none" / "r.txt")],
            ["print-kit", "-o", str(tmp / "kit.txt")],
            ["print-kit", "-o", str(tmp / ".pdf")],
            ["print-kit", "-o", str(tmp / "notes.pdf")],
            ["demo", "--players", "9"],
            ["demo", "--out", str(tmp / "notes.txt")],
            ["play", "--camera", "9", "--log", str(tmp / "game.jsonl")]]


def _errors(tmp_path, monkeypatch, capsys, lang):
    settings = tmp_path / f"{lang}.toml"
    settings.write_text(f'language = "{lang}"\n')
    monkeypatch.setenv("LLC_CONFIG", str(settings))
    said = []
    for argv in _cases(tmp_path / lang):
        assert main(argv) in (1, 2), argv
        out = capsys.readouterr()
        assert out.out == "" or argv[0] == "simulate", argv  # nothing of a game is printed
        said.append((argv[0], out.err.strip()))
    return said


@pytest.mark.parametrize("lang, expected", [
    ("fr", ["journal de la partie introuvable", "journal de la partie introuvable",
            "9 joueurs : Lovecraft Letter se joue de 2 à 6 joueurs"]),
    ("es", ["no hay registro de la partida", "no hay registro de la partida",
            "9 jugadores: Lovecraft Letter se juega con 2 a 6 jugadores"]),
])
def test_every_command_error_is_in_the_settings_files_language(lang, expected, tmp_path,
                                                                 monkeypatch, capsys):
    english = _errors(tmp_path, monkeypatch, capsys, "en")
    said = _errors(tmp_path, monkeypatch, capsys, lang)
    for (_, text), wanted in zip(said, expected):
        assert wanted in text
    for (command, text), (_, en) in zip(said, english):
        assert text and en, command
        # the same error, worded in the language: not the English words again
        assert text.replace(f"/{lang}/", "/") != en.replace("/en/", "/"), text


def _stderr_texts():
    """(file, line, the words) of every print(..., file=sys.stderr) in the commands whose
    fixed text holds three English words in a row: words not from the catalog."""
    found = []
    for path in sorted(COMMANDS.glob("*.py")) + [COMMANDS.parent / "cli.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "print"
                    and any(k.arg == "file" for k in node.keywords)):
                continue
            for part in ast.walk(node):
                if isinstance(part, ast.Constant) and isinstance(part.value, str):
                    text = re.sub(r"^companion [a-z-]+: ?", "", part.value)
                    if re.search(r"[A-Za-z]+ [a-z]+ [a-z]+", text):
                        found.append((path.name, node.lineno, part.value))
    return found


def test_no_command_prints_an_error_in_english_only():
    """A new error written in English in a command fails here: put it in the catalog
    (app.po, en/fr/es) and print ``message(lang, key, ...)``. No exception is left (the
    refusals of a source, vision's English words, are now the catalog's too)."""
    assert _stderr_texts() == []


@pytest.mark.parametrize("lang, source, says", [
    ("en", "", "companion play: empty frame source; give a camera index (0, 1, …), a video "
               "file, a folder of images or a stream URL (--camera or --source, or source in "
               "the settings file)"),
    ("fr", "", "companion play: source d'images vide ; donnez un numéro de caméra (0, 1, …), "
               "un fichier vidéo, un dossier d'images ou l'adresse d'un flux (--camera ou "
               "--source, ou source dans le fichier de réglages)"),
    ("es", "-1", "companion play: el número de cámara -1 no es válido; da 0 para la primera "
                 "webcam, 1 para la segunda, … (como mucho 99) (--camera o --source, o source "
                 "en el archivo de ajustes)"),
    ("fr", "x" * 300, "companion play: impossible d'utiliser 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
                      "xxxxxxxx'… comme fichier vidéo ou dossier : "),
])
def test_an_unusable_source_in_the_settings_file_is_said_in_its_language(
        lang, source, says, tmp_path, monkeypatch, capsys):
    """vision.sources.source_kind refuses the settings file's ``source`` with a code and
    values (SourceSpecError); ``play`` words it from the catalog in the table's language
    (it was vision's English whatever the language, the one exception left above)."""
    settings = tmp_path / "s.toml"
    settings.write_text(f'language = "{lang}"\nsource = "{source}"\n')
    monkeypatch.setenv("LLC_CONFIG", str(settings))
    assert main(["play", "--log", str(tmp_path / "game.jsonl")]) == 2
    assert capsys.readouterr().err.strip().startswith(says)

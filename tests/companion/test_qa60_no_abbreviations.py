"""Fresh QA60 LOW: ``companion play --sourc VIDEO`` was taken as ``--source`` (argparse
takes any unambiguous prefix of an option), so a typo could pick an option silently. No
parser of the command takes an abbreviation (``allow_abbrev=False``, the sub-commands'
too): the typo is refused, printed and said as any unknown option (fresh QA59 LOW-3)."""
import argparse

import pytest

from companion.cli import build_parser
from companion.cli_language import table_language
from companion.narration.catalog import message
from tests.companion.test_low49_choice_said import _refused
from tests.companion.test_play_args_said import _no_settings


def test_no_parser_takes_an_abbreviation():
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert not parser.allow_abbrev
    assert commands.choices and not any(p.allow_abbrev for p in commands.choices.values())


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_play_sourc_is_refused_and_said_not_taken_for_source(lang, tmp_path, capsys,
                                                            monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    video = str(tmp_path / "game.mp4")
    heard, err = _refused(["play", "--lang", lang, "--sourc", video], monkeypatch, capsys)
    assert heard == [message(lang, "app.arg.said_unknown", args=f"--sourc {video}")], heard
    assert "--sourc" in err


@pytest.mark.parametrize("command", ["play", "demo", "simulate", "resume", "replay",
                                     "print-kit"])
def test_an_abbreviated_lang_is_no_language(command, tmp_path, monkeypatch):
    """The language is read as the parser reads the line (cli_language._option): an
    abbreviation, refused, gives none (the settings file's, here none: English)."""
    monkeypatch.setenv("LLC_CONFIG", str(tmp_path / "none.toml"))
    assert table_language([command, "--lan", "fr"]) == "en"
    assert table_language([command, "--lang", "fr"]) == "fr"

"""The ``companion`` console script's entry: Ctrl+C while the library loads ends quietly
(QA31 #5: a KeyboardInterrupt traceback 0.3 s after start)."""
import signal
import sys
import tomllib
from pathlib import Path

import pytest

from companion import launch


class _CtrlC:
    """A meta-path finder: Ctrl+C pressed while ``companion.cli`` is imported."""

    def find_spec(self, name, path=None, target=None):
        if name == "companion.cli":
            raise KeyboardInterrupt
        return None


@pytest.mark.parametrize("lang,line", [("en", "Stopped."), ("fr", "Arrêté."),
                                       ("es", "Detenido.")])
def test_ctrl_c_while_loading_says_one_line_and_exits_130(monkeypatch, capsys, lang, line):
    monkeypatch.delitem(sys.modules, "companion.cli", raising=False)
    monkeypatch.setattr(sys, "meta_path", [_CtrlC(), *sys.meta_path])
    handler = signal.getsignal(signal.SIGINT)
    try:
        assert launch.main(["play", "--lang", lang]) == 130
    finally:
        signal.signal(signal.SIGINT, handler)
    captured = capsys.readouterr()
    assert captured.err == line + "\n" and captured.out == ""


def test_the_console_script_is_the_guarded_entry():
    pyproject = Path(__file__).parents[2] / "pyproject.toml"
    scripts = tomllib.loads(pyproject.read_text())["project"]["scripts"]
    assert scripts["companion"] == "companion.launch:main"


def test_the_guarded_entry_runs_the_command(capsys):
    assert launch.main(["simulate", "--players", "3", "--seed", "11"]) == 0
    assert capsys.readouterr().out


def test_ctrl_c_while_the_commands_options_load_ends_quietly(monkeypatch, capsys):
    """The same 1 s in: Ctrl+C while ``companion.cli`` builds its parser (the demo
    command's options import NumPy) printed a traceback too."""
    import companion.cli

    def interrupted():
        raise KeyboardInterrupt
    monkeypatch.setattr(companion.cli, "build_parser", interrupted)
    handler = signal.getsignal(signal.SIGINT)
    try:
        assert launch.main(["play", "--lang", "es"]) == 130
    finally:
        signal.signal(signal.SIGINT, handler)
    assert capsys.readouterr().err == "Detenido.\n"

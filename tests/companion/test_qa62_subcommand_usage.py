"""Fresh QA62 LOW-6 (runBad): ``companion play --edtion x`` (an option ``play`` does not
know) printed the top-level usage, "usage: companion [-h] [--version] COMMAND …", which
says nothing of play's options; argparse lets a sub-command's unknown words through to the
top parser. The sub-command's parser now refuses them, with its own usage
(:func:`companion.cli.parse`); the spoken sentence and the exit status 2 stay (play's case:
``test_qa59_unknown_option_said``, which checks its usage too)."""
import pytest

from companion.cli import main
from tests.companion.test_play_args_said import _no_settings


def _exit(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    return capsys.readouterr().err


def test_another_command_s_unknown_option_prints_its_usage(tmp_path, capsys, monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    err = _exit(["resume", str(tmp_path / "x.jsonl"), "--bogus"], capsys)
    assert err.startswith("usage: companion resume "), err
    assert "companion resume: error: unrecognized arguments: --bogus" in err, err


def test_an_unknown_option_before_the_command_stays_the_top_parser_s(tmp_path, capsys,
                                                                    monkeypatch):
    _no_settings(tmp_path, monkeypatch)
    err = _exit(["--bogus", "resume", str(tmp_path / "x.jsonl")], capsys)
    assert err.startswith("usage: companion [-h] [--version] COMMAND"), err
    assert "companion: error: unrecognized arguments: --bogus" in err, err

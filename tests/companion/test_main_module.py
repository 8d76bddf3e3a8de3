"""``python -m companion`` runs the ``companion`` command (fresh QA51c: it had no
``__main__``)."""
import runpy
import sys

import pytest


def test_python_m_companion_runs_the_command(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["companion", "--help"])
    with pytest.raises(SystemExit) as stop:
        runpy.run_module("companion", run_name="__main__", alter_sys=True)
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: companion") and "print-kit" in out

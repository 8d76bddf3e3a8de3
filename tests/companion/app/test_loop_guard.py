"""The live loop's guard (:mod:`companion.app.loop_guard`): a bug in one step of the loop
is said, printed and skipped, and the game goes on (QA34 st3: a ``ValueError`` in the left
cards' watch ended the program with the voice silent); the tests see the exception."""
import logging

import pytest

from companion.app.left_cards import LeftCards
from tests.companion.app.test_live import live, write_frames


def _fails_once(monkeypatch):
    """``LeftCards._left_cards`` raises a ``ValueError`` at its first call only."""
    calls = []
    real = LeftCards._left_cards

    def broken(self):
        calls.append(1)
        if len(calls) == 1:
            raise ValueError("list.remove(x): x not in list")
        return real(self)
    monkeypatch.setattr(LeftCards, "_left_cards", broken)
    return calls


def test_a_step_that_fails_is_said_and_the_game_goes_on(tmp_path, monkeypatch, caplog):
    monkeypatch.delenv("COMPANION_STRICT")
    calls = _fails_once(monkeypatch)
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]},
                                                {1: ["the_fed"], 2: ["the_urchin"]}])
    table, said = live(folder, keys="*1")
    with caplog.at_level(logging.ERROR, logger="companion.app.loop_guard"):
        assert table.run() == 0
    briefs = [a.brief for a in said]
    assert briefs.count("Something went wrong reading the table; the game goes on.") == 1
    assert len(calls) > 1  # the loop went on
    played = [a.brief for a in said if a.kind == "card_played"]
    assert [p.split(":")[0] for p in played] == ["Ann", "Bob"]  # the game as before
    assert briefs[-1] == "Goodbye."
    assert "ValueError: list.remove(x): x not in list" in caplog.text  # the traceback


def test_the_tests_see_a_failing_step(tmp_path, monkeypatch):
    # the suite sets COMPANION_STRICT (tests/conftest.py): the guard hides no bug there
    _fails_once(monkeypatch)
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]}])
    table, _ = live(folder)
    with pytest.raises(ValueError):
        table.run()

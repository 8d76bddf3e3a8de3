"""The live loop's guard (:mod:`companion.app.loop_guard`): a bug in one step of the loop
is said, printed and skipped, and the game goes on (QA34 st3: a ``ValueError`` in the left
cards' watch ended the program with the voice silent); the tests see the exception."""
import json
import logging
import threading

import pytest

from companion.app import loop_guard
from companion.app.left_cards import LeftCards
from companion.app.live_keys import LiveKeys
from companion.app.loop_guard import LoopGuard, where
from tests.companion.app.test_live import live, write_frames

ERROR = ("Something went wrong; the game goes on. If a card was not said, press Enter, then "
         "its rank.")


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
    assert briefs.count(ERROR) == 1  # a lost card is entered with Enter (session 34 review)
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


def test_a_step_that_fails_again_and_again_stops_the_game_with_the_goodbye(tmp_path,
                                                                          monkeypatch):
    """Session 34's review: a failure before the keys are read, in every step, left q
    unheard and no picture read (6,588 failed steps in 5 s, said once, then silence). After
    STUCK_STEPS failed steps in a row the loop says so and ends, with the goodbye."""
    monkeypatch.delenv("COMPANION_STRICT")
    monkeypatch.setattr("companion.app.live.IDLE_S", 0.0)
    steps = []

    def broken(self):
        if self.frames >= 1:
            steps.append(1)
            raise ValueError("choice")
    monkeypatch.setattr(LiveKeys, "_choice_timeout", broken)
    table, said = live(write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]}]))
    result = []
    runner = threading.Thread(target=lambda: result.append(table.run()), daemon=True)
    runner.start()
    runner.join(60)
    if runner.is_alive():  # the code before: a loop with no end (q unheard)
        table.quit = True
        runner.join(5)
    assert result == [1], f"{len(steps)} failed steps"
    assert len(steps) == loop_guard.STUCK_STEPS
    briefs = [a.brief for a in said]
    assert briefs[-2] == "The companion keeps failing and stops.", briefs[-3:]
    assert briefs[-1].endswith("Goodbye.")
    assert briefs.count(ERROR) == 1


def _failure(line_of_code):
    """An exception raised by ``line_of_code`` (run here, in the tests: the project's code)."""
    try:
        line_of_code()
    except Exception as exc:  # noqa: BLE001 (any: the test's own)
        return exc
    raise AssertionError("no failure")


def test_the_same_failure_is_said_again_after_a_quiet_minute(monkeypatch):
    """Session 34's review: a failure said once per game was never said again in a later
    round, where it may lose another card. Said again after SAY_AGAIN_S without it."""
    monkeypatch.delenv("COMPANION_STRICT")
    told, now = [], [0.0]

    class Session:
        def tell(self, key, **_):
            told.append(key)
    guard = LoopGuard(Session(), clock=lambda: now[0])
    exc = _failure(lambda: [].remove(1))
    for t in (0.0, 1.0, 30.0, 95.0, 96.0):
        now[0] = t
        assert not guard.failed(exc)
        guard.ok()
    assert told == ["app.loop_error", "app.loop_error"]  # at 0 s and at 95 s (65 s quiet)


def test_a_failure_is_named_by_the_project_s_own_code_not_the_library_s():
    """Two bugs of the app that fail inside the same library line are two failures."""
    first = _failure(lambda: json.loads("{"))
    second = _failure(lambda: json.loads("["))
    assert where(first)[1] == where(second)[1] == __file__
    assert where(first)[2] != where(second)[2]

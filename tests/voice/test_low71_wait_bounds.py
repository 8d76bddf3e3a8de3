"""low71 (flk70's risks): ``Speaker.wait_idle`` honours its timeout for the whole wait (it
gave the printer the whole timeout again after the voice's wait: up to twice it), and a
test on a still clock stops an engine that never ends (the chain then never gives up on
it: its thread polled on after the test)."""

from __future__ import annotations

import io
import threading

from tests.voice.conftest import TIMEOUT, ScriptedBackend
from voice import Speaker, TextBackend, VoiceSettings
import voice.speaker as speaker_mod


class _NeverDrained:
    """A printer whose lines are never all written; notes each wait's timeout (seconds)."""

    def __init__(self) -> None:
        self.waits: list[float | None] = []

    def drain(self, timeout=None) -> bool:
        self.waits.append(timeout)
        return False

    def close(self, timeout=None) -> None:
        pass


class _Spent:
    """A bound already spent: the voice's wait stands for one that took all of it."""

    def is_set(self) -> bool:
        return True

    def cancel(self) -> None:
        pass


def test_wait_idle_gives_the_printer_no_second_timeout_once_the_bound_is_spent(monkeypatch):
    speaker = Speaker(VoiceSettings(), [ScriptedBackend("engine"), TextBackend(io.StringIO())])
    real_printer = speaker.printer
    try:
        assert speaker.wait_idle(TIMEOUT)  # nothing said: idle
        printer = _NeverDrained()
        speaker.printer = printer
        monkeypatch.setattr(speaker_mod, "_budget", lambda seconds: _Spent(), raising=False)
        assert speaker.wait_idle(5.0) is False
        # the printer is looked at, never waited on for the 5 s again (it was: 5.0)
        assert sum(t for t in printer.waits if t is not None) <= 0.01
        assert None not in printer.waits
    finally:
        speaker.printer = real_printer
        speaker.close()


def test_wait_idle_waits_for_the_printer_within_its_bound_and_leaves_no_timer():
    stream = io.StringIO()
    engine = ScriptedBackend("engine", "gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(stream)], clock=lambda: 0.0,
                      watchdog_base=10 * TIMEOUT, start_timeout=10 * TIMEOUT)
    try:
        speaker.say("Alice is Insane.")
        assert engine.begun.wait(TIMEOUT)
        assert speaker.wait_idle(0.05) is False  # the line waits at the gate
        engine.gate.set()
        assert speaker.wait_idle(TIMEOUT)
        assert engine.spoken == ["Alice is Insane."]
        bounds = [t for t in threading.enumerate() if t.name == "voice-wait-bound"]
        for t in bounds:
            t.join(TIMEOUT)
        assert not any(t.is_alive() for t in bounds)  # each wait's timer ended with it
    finally:
        speaker.close()


def test_a_never_ending_engine_on_a_still_clock_ends_once_the_test_releases_it():
    """A ``"hang"`` engine on a still clock: closing the speaker cuts it, but it ignores
    the cut and no watchdog fires; the engine's thread ends once released (the shared
    fixture releases every scripted engine after each test and checks its thread ended)."""
    engine = ScriptedBackend("stuck", "hang")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())], clock=lambda: 0.0,
                      watchdog_base=10 * TIMEOUT, start_timeout=10 * TIMEOUT)
    speaker.say("Goodbye.")
    assert engine.begun.wait(TIMEOUT)
    speaker.close(timeout=0.05)
    stuck = [t for t in threading.enumerate() if t.name == "voice-stuck"]
    assert stuck and all(t.is_alive() for t in stuck)  # still waiting: nothing gives up
    engine.release.set()
    for t in stuck:
        t.join(TIMEOUT)
    assert not any(t.is_alive() for t in stuck)

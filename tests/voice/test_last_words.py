"""The program's last words (an error, the goodbye) are said to their end before it exits,
within a bound (QA36 H4: "Picture problem: image a.png cannot be read; skipped." was cut at
4.0 of its 4.19 s, and the error after it, "… Check the --camera or --source setting.",
never said). Time is a fake clock, the speaker's (``Speaker(clock=)``), frozen and moved
by the test (flk70: it was :func:`time.monotonic` patched)."""

from __future__ import annotations

import io
import threading

from tests.voice.conftest import TIMEOUT, ScriptedBackend
from voice import Speaker, TextBackend, VoiceSettings
from voice.backends.base import SpeechRequest

PROBLEM = "Picture problem: image a.png cannot be read; skipped."
ERROR = ("No image from the camera or video: no more images in junk after 0 images. "
         "Check the --camera or --source setting.")


def _finish_at(monkeypatch, past_expected: float):
    """Say :data:`PROBLEM` and :data:`ERROR` through a gated engine, freeze the clock
    ``past_expected`` times :data:`PROBLEM`'s rough length after its begin, and run
    :meth:`Speaker.finish` in a thread; returns the engine, the thread and its result box,
    once ``finish`` has looked at the pace several times (or ended)."""
    now = [1000.0]
    polls = threading.Event()
    calls = {"n": 0}
    finisher: list[threading.Thread] = []

    def clock() -> float:
        if finisher and threading.current_thread() is finisher[0]:
            calls["n"] += 1
            if calls["n"] >= 12:
                polls.set()
        return now[0]

    engine = ScriptedBackend("engine", "gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())], clock=clock)
    speaker.say(PROBLEM)
    speaker.say(ERROR)
    assert engine.begun.wait(TIMEOUT)
    now[0] += past_expected * SpeechRequest(PROBLEM).expected_seconds()
    box: dict = {}
    thread = threading.Thread(target=lambda: box.setdefault("said", speaker.finish()),
                              daemon=True)
    finisher.append(thread)
    thread.start()
    while thread.is_alive() and not polls.wait(0.01):
        pass
    return speaker, engine, thread, box


def test_the_last_words_said_at_the_voice_s_real_pace_are_not_cut(monkeypatch):
    """espeak-ng says a line in ~1.35 times its rough length: at the exit it is said to its
    end, and the line after it too."""
    speaker, engine, thread, box = _finish_at(monkeypatch, 1.35)
    engine.mode = "ok"  # the first line ends now; the second is said at once
    engine.gate.set()
    thread.join(TIMEOUT)
    speaker.close()
    assert box.get("said") is True
    assert engine.spoken == [PROBLEM, ERROR] and engine.cancelled == []


def test_a_hung_voice_is_still_not_waited_for_at_the_exit(monkeypatch):
    """The slack is bounded: a line still running at twice its rough length and 2 s more
    is taken as hung, and cut (QA12 F13)."""
    speaker, engine, thread, box = _finish_at(monkeypatch, 2.0 + 2.0 / SpeechRequest(
        PROBLEM).expected_seconds())
    thread.join(TIMEOUT)
    speaker.close()
    assert box.get("said") is False and engine.cancelled == [PROBLEM]

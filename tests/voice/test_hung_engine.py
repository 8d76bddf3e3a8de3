"""A hung speech engine (QA12 F13): found soon after its utterance should have ended, and
never waited for when the program quits."""

from __future__ import annotations

import io
import os
import threading

import pytest

from tests.voice.conftest import TIMEOUT, ScriptedBackend, TickClock, wait_for
from tests.voice.test_espeak_real import no_earcons
from voice import Speaker, Status, TextBackend, VoiceSettings
from voice.backends.base import BackendError, SpeechRequest
from voice.backends.espeak import EspeakBackend
from voice.chain import REVIVE_AFTER_S, BackendChain


class _Probed(ScriptedBackend):
    """An engine in ``mode`` whose :meth:`responsive` says ``alive``."""

    def __init__(self, name, mode, alive):
        super().__init__(name, mode)
        self.alive, self.probed = alive, 0

    def responsive(self, timeout):
        self.probed += 1
        return self.alive


def _speak_in_thread(chain, request):
    box = {}
    thread = threading.Thread(target=lambda: box.setdefault(
        "status", chain.speak(request, threading.Event())), daemon=True)
    thread.start()
    return thread, box


def test_an_engine_still_speaking_past_its_expected_end_that_no_longer_answers_is_dropped():
    """QA12 F13: a hung engine was found only by the finish watchdog (3 s + 3 × the expected
    length: 11 s of silence for the first set-up line). Past its expected end it is asked
    whether it still answers; one that does not is dropped then, and the line goes on."""
    report = []
    hung = _Probed("hung", "block", alive=False)
    nxt = ScriptedBackend("next")
    chain = BackendChain([hung, nxt], report.append, overdue=0.05,
                         watchdog_base=10 * TIMEOUT)  # the watchdog cannot be what ends it
    thread, box = _speak_in_thread(chain, SpeechRequest("Hi.", rate=450))
    thread.join(TIMEOUT)
    assert not thread.is_alive() and box["status"] is Status.SPOKEN
    assert hung.probed == 1 and nxt.spoken == ["Hi."]
    assert report == ["Speech engine hung failed (it never finished); switching to next."]


def test_an_engine_slower_than_expected_that_still_answers_is_waited_for():
    slow = _Probed("slow", "gate", alive=True)
    chain = BackendChain([slow], lambda _m: None, overdue=0.05,
                         clock=TickClock(step=0.01))  # flk70: not the machine's clock
    thread, box = _speak_in_thread(chain, SpeechRequest("Hi.", rate=450))
    for _ in range(int(TIMEOUT / 0.01)):  # the probe comes 0.18 s (clock) after the start
        if slow.probed:
            break
        threading.Event().wait(0.01)
    slow.gate.set()
    thread.join(TIMEOUT)
    assert box["status"] is Status.SPOKEN and slow.spoken == ["Hi."]
    assert slow.probed == 1 and chain.active.name == "slow"  # asked once, kept


def test_quitting_does_not_wait_for_a_hung_engine():
    """QA12 F13: q said "Session saved. Goodbye." and the program then waited 10 s for the
    hung voice. ``finish`` waits while speech keeps pace, and stops a line that runs past its
    expected end; the engine is not probed nor reported at the exit."""
    stream = io.StringIO()
    hung = _Probed("hung", "block", alive=True)  # e.g. its sound output hangs
    speaker = Speaker(VoiceSettings(rate=450), [hung, TextBackend(stream)],
                      watchdog_base=10 * TIMEOUT)
    entry = speaker.say("Alice.")
    speaker.say("Session saved. Goodbye.")
    assert hung.begun.wait(TIMEOUT)
    assert speaker.finish(TIMEOUT, overdue=0.05) is False  # 0.05 s past the expected end
    speaker.close()
    assert entry.status is Status.INTERRUPTED and hung.cancelled == ["Alice."]
    assert "failed" not in stream.getvalue()


def test_quitting_waits_for_speech_that_keeps_pace():
    engine = ScriptedBackend("engine", "gate")
    clock = TickClock(step=0.01)  # flk70: the line ends 0.1 s after its start on this clock
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())], clock=clock)
    speaker.say("Session saved. Goodbye.")
    assert engine.begun.wait(TIMEOUT)
    clock.at(clock.t + 0.1, engine.gate.set)
    assert speaker.finish(TIMEOUT) is True
    speaker.close()
    assert engine.spoken == ["Session saved. Goodbye."]


def _hung_engine(tmp_path, *lines):
    """A fake ``espeak-ng`` that writes its pid, runs ``lines`` and sleeps 30 s; with the
    backend for it and the pid file."""
    pid_file = tmp_path / "pid"
    engine = tmp_path / "espeak-ng"
    engine.write_text("#!/bin/sh\n" + "".join(f"{line}\n" for line in lines)
                      + f"echo $$ > {pid_file}\nexec sleep 30\n")
    engine.chmod(0o755)
    return EspeakBackend(command=str(engine), earcons=no_earcons()), pid_file


def _started(pid_file) -> int:
    """The fake engine's pid, once it has started (within TIMEOUT)."""
    for _ in range(int(TIMEOUT / 0.01)):
        if pid_file.exists() and pid_file.read_text().strip():
            break
        threading.Event().wait(0.01)
    return int(pid_file.read_text())


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_closing_the_espeak_backend_kills_a_check_still_running(tmp_path):
    """QA12 F13: the engine check (``espeak-ng -q a``) of a hung engine, still running when the
    program ended, was left behind (a ``sleep`` of the fake engine outlived the game)."""
    backend, pid_file = _hung_engine(tmp_path)
    box = {}
    thread = threading.Thread(target=lambda: box.setdefault("answer", backend.responsive(TIMEOUT)))
    thread.start()
    pid = _started(pid_file)
    backend.close()
    thread.join(TIMEOUT)
    assert box == {"answer": False}
    assert not _alive(pid)


def test_closing_the_espeak_backend_kills_an_utterance_that_ignores_sigterm(tmp_path):
    """QA12 F13: once quitting no longer waited for a hung engine, an utterance process that
    ignores SIGTERM outlived the program (speak's own kill sends SIGKILL only 1 s later)."""
    backend, pid_file = _hung_engine(tmp_path, "trap '' TERM")
    cancel = threading.Event()
    thread = threading.Thread(target=lambda: _quietly(backend.speak, SpeechRequest("Hi."),
                                                        cancel, lambda: None))
    thread.start()
    pid = _started(pid_file)
    backend.close()
    died = _dies(pid)
    cancel.set()
    thread.join(TIMEOUT)
    assert died


def _dies(pid: int) -> bool:
    """``pid`` has ended within TIMEOUT (polling every 10 ms)."""
    for _ in range(int(TIMEOUT / 0.01)):
        if not _alive(pid):
            return True
        threading.Event().wait(0.01)
    return False


def test_an_utterance_started_while_the_backend_closes_is_killed(tmp_path):
    """The race behind a flaky run of the test above (a loaded machine): ``close()`` came
    between the utterance's start and its tracking, found nothing to kill, and the engine
    (ignoring SIGTERM) lived on. A process started once the backend is closed is killed at
    once: here ``speak`` returns instead of waiting 30 s for the hung engine."""
    backend, _pid_file = _hung_engine(tmp_path, "trap '' TERM")
    backend.close()
    thread = threading.Thread(target=lambda: _quietly(backend.speak, SpeechRequest("Hi."),
                                                        threading.Event(), lambda: None))
    thread.start()
    thread.join(TIMEOUT)
    assert not thread.is_alive()  # speak waits for its engine: it ended


def _quietly(call, *args) -> None:
    try:
        call(*args)
    except Exception:  # noqa: BLE001 - killed: the engine's exit is an error
        pass


class _DiesWhileSpeaking(ScriptedBackend):
    """An engine saying a line past its expected end ("block") that has just died (once
    ``died()``, at once by default): its check fails at once (``espeak-ng -q a`` exits 1)
    and so does each new line."""

    def __init__(self, died=lambda: True):
        super().__init__("espeak-ng", "block")
        self.died, self.probed = died, 0

    def responsive(self, timeout):
        self.probed += 1
        if not self.died():
            return True
        self.mode = "raise"
        raise BackendError("espeak-ng failed: audio device error")


def test_an_engine_that_fails_at_once_while_speaking_is_a_failure_not_a_hang():
    """QA29 H3: an engine that died in the middle of a line answered the check with an
    error at once, was taken as hung ("it never finished") and tried again only 60 s later:
    a minute of silence, keys' answers unheard. It is a failure: the line is cut, tried
    once more, printed, and the engine is tried again 10 s later like one dead from the
    start; every line is printed meanwhile."""
    clock = TickClock(100.0, step=0.001)  # flk70: the probe comes on this clock
    stream = io.StringIO()
    engine = _DiesWhileSpeaking()
    speaker = Speaker(VoiceSettings(rate=450), [engine, TextBackend(stream)], clock=clock,
                      watchdog_base=10 * TIMEOUT)  # the watchdog cannot be what ends it
    speaker.chain.retry_pause, speaker.chain.overdue = 0, 0.0
    try:
        speaker.say("Carol: Sanity check, 1 card.")
        assert speaker.wait_idle(TIMEOUT)
        assert engine.probed == 1 and engine.cancelled == ["Carol: Sanity check, 1 card."]
        assert engine.started == ["Carol: Sanity check, 1 card."] * 2  # cut, tried once more
        assert "it never finished" not in stream.getvalue()
        assert "Speech engine espeak-ng failed (espeak-ng is broken); switching to text." \
            in stream.getvalue()  # the error of the second try
        clock.move(9.9)
        speaker.say("Alice: The Urchin.")  # not due yet: printed, the engine is not tried
        assert speaker.wait_idle(TIMEOUT) and len(engine.started) == 2
        engine.mode = "ok"
        clock.move(0.1)  # REVIVE_AFTER_S after its death (a hang waits 6 times longer)
        speaker.say("Bob: The Fed.")
        assert speaker.wait_idle(TIMEOUT)
        assert engine.spoken == ["The voice is back after a fault. Press 7 to hear what was "
                                 "missed.", "Bob: The Fed."]
        printed = stream.getvalue()
        assert "Carol: Sanity check, 1 card." in printed and "Alice: The Urchin." in printed
    finally:
        speaker.close()


def test_an_engine_cut_past_its_end_whose_check_fails_at_once_is_not_taken_as_hung():
    """QA29 H3: a line cut by a key past its expected end, and a check that fails at once:
    not a hang (which would keep the engine out 60 s); the next line tries the engine, and
    its errors make it dead for REVIVE_AFTER_S only."""
    report, clock = [], TickClock(step=0.01)  # flk70: the probe comes on this clock
    cut = threading.Event()
    engine = _DiesWhileSpeaking(died=cut.is_set)  # answers while it speaks, not once cut
    text = ScriptedBackend("text")
    text.fallible = False
    chain = BackendChain([engine, text], report.append, overdue=0.0, retry_pause=0,
                         watchdog_base=10 * TIMEOUT, clock=clock)
    # cut by a key once asked while it runs (a check asked after the cut is not heeded)
    assert chain.speak(SpeechRequest("Hi.", rate=450), cut,
                       lambda _name: wait_then(lambda: engine.probed, cut)) is Status.INTERRUPTED
    assert report == [] and chain.dead == {}
    assert chain.speak(SpeechRequest("Two."), threading.Event()) is Status.SPOKEN
    assert text.spoken == ["Two."] and "espeak-ng" in chain.dead
    assert report == ["Speech engine espeak-ng failed (espeak-ng is broken); switching to text."]
    engine.mode = "ok"
    clock.move(REVIVE_AFTER_S)
    assert chain.speak(SpeechRequest("Three."), threading.Event()) is Status.SPOKEN
    assert engine.spoken[-1] == "Three." and chain.dead == {}


def wait_then(predicate, event):
    """On a thread of its own: once ``predicate()`` is true, set ``event``."""
    threading.Thread(target=lambda: (wait_for(predicate), event.set()), daemon=True).start()


def test_an_espeak_that_exits_with_an_error_fails_its_check_at_once(tmp_path):
    """QA29 H3: the check (``espeak-ng -q a``) of an engine that exits 1 said only False,
    as a hung one does."""
    engine = tmp_path / "espeak-ng"
    engine.write_text("#!/bin/sh\necho 'espeak-ng: audio device error' >&2\nexit 1\n")
    engine.chmod(0o755)
    with pytest.raises(BackendError, match="espeak-ng: audio device error"):
        EspeakBackend(command=str(engine), earcons=no_earcons()).responsive(TIMEOUT)
    with pytest.raises(BackendError, match="not installed") as missing:
        EspeakBackend(command=str(tmp_path / "gone"), earcons=no_earcons()).responsive(TIMEOUT)
    assert missing.value.key == "reason_not_installed"

"""Regression tests for QA's findings on the speaker, the chain and the text channel:
the worker never dies, stale() runs outside the speaker's lock, a quick start-of-speech
watchdog, voice problems are settings problems, nothing is printed on the caller's
thread, odd priorities / earcons / topics, translated engine-failure reasons."""

from __future__ import annotations

import io
import sys
import threading

import pytest

from tests.voice.conftest import TIMEOUT, ScriptedBackend, gate_until_idle
from voice import Earcon, Priority, Speaker, Status, TextBackend, VoiceSettings
from voice.backends.base import BackendError, SpeechRequest, VoiceNotFoundError
from voice.chain import BackendChain
from voice.textprep import clean


def run_in_thread(fn):
    """Run ``fn`` in a thread; returns the thread once it ended, or still alive after TIMEOUT."""
    thread = threading.Thread(target=fn, daemon=True)
    thread.start()
    thread.join(TIMEOUT)
    return thread


class BlockingStream(io.StringIO):
    """A terminal that does not take output until ``release`` is set."""

    def __init__(self):
        super().__init__()
        self.release = threading.Event()

    def write(self, text):
        self.release.wait(3 * TIMEOUT)  # longer than run_in_thread waits
        return super().write(text)


# -- 1. the worker never dies ---------------------------------------------------------
def test_unknown_earcon_is_reported_and_the_text_still_spoken():
    stream = io.StringIO()
    backend = ScriptedBackend()
    with Speaker(VoiceSettings(), [backend, TextBackend(stream)]) as speaker:
        entry = speaker.say("Bob plays the Boxer.", earcon="boom")
        named = speaker.say("Your turn.", earcon="your_turn")
        later = speaker.say("Carol draws.")
        assert speaker.wait_idle(TIMEOUT)
    assert entry.earcon is None and named.earcon is Earcon.YOUR_TURN
    assert backend.spoken == ["Bob plays the Boxer.", "Your turn.", "Carol draws."]
    assert entry.status is later.status is Status.SPOKEN
    assert stream.getvalue().count("[voice]") == 1 and "Unknown earcon 'boom'" in stream.getvalue()


def test_an_internal_error_is_reported_the_text_printed_and_the_worker_goes_on():
    stream = io.StringIO()
    backend = ScriptedBackend()
    speaker = Speaker(VoiceSettings(), [backend, TextBackend(stream)])
    real_speak = speaker.chain.speak
    calls = []

    def broken_once(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("bug in the chain")
        return real_speak(*args, **kwargs)

    speaker.chain.speak = broken_once
    try:
        first = speaker.say("Alice is out.")
        second = speaker.say("Bob wins the round.")
        assert speaker.wait_idle(TIMEOUT)
    finally:
        speaker.close()
    out = stream.getvalue()
    assert "Internal error" in out and "bug in the chain" in out and "Alice is out." in out
    assert first.status is Status.SPOKEN and second.status is Status.SPOKEN
    assert backend.spoken == ["Bob wins the round."]


# -- 2. stale() outside the speaker's lock --------------------------------------------
def test_say_does_not_wait_for_a_slow_stale_check():
    backend = ScriptedBackend()
    entered, leave = threading.Event(), threading.Event()

    def slow_stale():
        entered.set()
        leave.wait(TIMEOUT)
        return False

    with Speaker(VoiceSettings(), [backend, TextBackend(io.StringIO())]) as speaker:
        speaker.say("One.", stale=slow_stale)
        assert entered.wait(TIMEOUT)
        caller = run_in_thread(lambda: speaker.say("Two."))
        assert not caller.is_alive()  # say() came back while stale() was still running
        leave.set()
        assert speaker.wait_idle(TIMEOUT)
    assert backend.spoken == ["One.", "Two."]


def test_game_lock_held_around_say_and_taken_by_stale_does_not_deadlock():
    game_lock = threading.Lock()
    entered = threading.Event()

    def stale():
        entered.set()
        with game_lock:
            return False

    backend = ScriptedBackend()
    with Speaker(VoiceSettings(), [backend, TextBackend(io.StringIO())]) as speaker:
        with game_lock:
            speaker.say("Event.", stale=stale)
            assert entered.wait(TIMEOUT)  # the worker now waits for game_lock
            caller = run_in_thread(lambda: speaker.say("Detail."))
            assert not caller.is_alive()
        assert speaker.wait_idle(TIMEOUT)
    assert backend.spoken == ["Event.", "Detail."]


def test_stop_during_the_stale_check_stops_the_item():
    entered, leave = threading.Event(), threading.Event()

    def slow_stale():
        entered.set()
        leave.wait(TIMEOUT)
        return False

    backend = ScriptedBackend()
    with Speaker(VoiceSettings(), [backend, TextBackend(io.StringIO())]) as speaker:
        entry = speaker.say("Old news.", stale=slow_stale)
        assert entered.wait(TIMEOUT)
        speaker.stop()
        leave.set()
        assert speaker.wait_idle(TIMEOUT)
    assert entry.status is Status.STOPPED and backend.spoken == []


# -- 3. a quick start-of-speech watchdog ------------------------------------------------
def test_engine_that_never_begins_is_dropped_by_the_start_timeout():
    stream = io.StringIO()
    mute = ScriptedBackend("mute", "mute")
    # the finish watchdog is far longer than the test's patience: only the start one can act
    speaker = Speaker(VoiceSettings(), [mute, TextBackend(stream)], watchdog_base=10 * TIMEOUT, start_timeout=0.1)
    with speaker:
        entry = speaker.say("Your turn.")
        assert speaker.wait_idle(TIMEOUT)
    assert entry.status is Status.SPOKEN and "Your turn." in stream.getvalue()
    assert "mute failed (it did not start speaking)" in stream.getvalue()


def test_start_timeout_allows_for_the_earcon_and_synthesis():
    class Synth(ScriptedBackend):
        def begin_allowance(self, request):
            return 2.0

    chain = BackendChain([Synth()], lambda _m: None, start_timeout=1.5)
    request = SpeechRequest("Hi.", earcon=Earcon.CHECK_FAILED)
    assert chain.start_timeout_for(chain.backends[0], request) == pytest.approx(3.5 + 0.46)
    assert chain.start_timeout_for(chain.backends[0], SpeechRequest("Hi.", earcon="boom")) == 3.5


# -- 4. voice problems are settings problems ------------------------------------------
class NoSuchVoice(ScriptedBackend):
    """Knows only the default voice."""

    def speak(self, request, cancel, on_begin):
        if request.voice is not None:
            self.started.append(request.text)
            raise VoiceNotFoundError(f"{self.name} has no voice {request.voice!r}")
        return super().speak(request, cancel, on_begin)


def test_unknown_voice_at_speech_time_retries_the_same_engine_with_the_default_voice():
    stream = io.StringIO()
    engine = NoSuchVoice("engine")
    with Speaker(VoiceSettings(), [engine, TextBackend(stream)]) as speaker:
        speaker.settings = speaker.settings.with_(voice="xx-known-to-espeak-only")
        first = speaker.say("One.")
        second = speaker.say("Two.")
        assert speaker.wait_idle(TIMEOUT)
        assert speaker.chain.dead == {} and speaker.settings.voice is None
    assert engine.spoken == ["One.", "Two."] and first.status is second.status is Status.SPOKEN
    out = stream.getvalue()
    assert out.count("[voice]") == 1 and "has no voice 'xx-known-to-espeak-only'; using the default voice" in out


def test_changing_voice_or_language_revives_dropped_engines():
    stream = io.StringIO()
    flaky = ScriptedBackend("flaky", "raise")
    with Speaker(VoiceSettings(), [flaky, TextBackend(stream)]) as speaker:
        speaker.say("One.")
        assert speaker.wait_idle(TIMEOUT)
        assert "flaky" in speaker.chain.dead
        flaky.mode = "ok"
        assert speaker.set_language("fr")
        assert speaker.chain.dead == {}
        speaker.say("Deux.")
        assert speaker.wait_idle(TIMEOUT)
    assert flaky.spoken == ["Deux."]


def test_lone_surrogates_are_replaced_before_any_backend():
    assert clean("Bob plays \ud83d the card.") == "Bob plays ? the card."
    seen = []

    class Strict(ScriptedBackend):
        def speak(self, request, cancel, on_begin):
            request.text.encode("utf-8")  # a real engine's pipe: raises on a surrogate
            seen.append(request.text)
            return super().speak(request, cancel, on_begin)

    with Speaker(VoiceSettings(), [Strict(), TextBackend(io.StringIO())]) as speaker:
        entry = speaker.say("Bob plays the card \ud83d.")
        assert speaker.wait_idle(TIMEOUT)
        assert speaker.chain.dead == {}
    assert entry.status is Status.SPOKEN and seen == ["Bob plays the card ?."]


# -- 5. the text channel never loses a line silently -----------------------------------
def test_text_channel_replaces_what_the_stream_cannot_encode():
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    with Speaker(VoiceSettings(language="fr"), [TextBackend(stream)]) as speaker:
        failed = speaker.say("Alice échoue !", earcon=Earcon.CHECK_FAILED)
        plain = speaker.say("Plain line.")
        assert speaker.wait_idle(TIMEOUT)
    stream.flush()
    written = raw.getvalue().decode("ascii")
    assert "(? check failed) Alice ?choue !" in written and "Plain line." in written
    assert failed.status is plain.status is Status.SPOKEN


def test_closed_stream_falls_back_to_stderr_and_failed_only_when_nothing_took_it(monkeypatch):
    spare = io.StringIO()
    monkeypatch.setattr(sys, "__stderr__", spare)
    stream = io.StringIO()
    stream.close()
    with Speaker(VoiceSettings(), [TextBackend(stream)]) as speaker:
        saved = speaker.say("Alice is out of the round.")
        assert speaker.wait_idle(TIMEOUT)
        assert saved.status is Status.SPOKEN and "Alice is out of the round." in spare.getvalue()
        spare.close()
        lost = speaker.say("Nobody can read this.")
        assert speaker.wait_idle(TIMEOUT)
        assert lost.status is Status.FAILED
        monkeypatch.setattr(sys, "__stderr__", io.StringIO())
        again = speaker.say("The channel is back.")
        assert speaker.wait_idle(TIMEOUT)
        assert again.status is Status.SPOKEN  # the text channel is never dropped


# -- 6. nothing printed on the caller's thread ------------------------------------------
@pytest.mark.parametrize("call", ["echo", "bad input", "huge"])
def test_say_returns_while_the_terminal_is_blocked(call):
    stream = BlockingStream()
    speaker = Speaker(VoiceSettings(), [ScriptedBackend(), TextBackend(stream)], echo=call == "echo")
    try:
        text = {"echo": "Seen and heard.", "bad input": "", "huge": "word " * 3000}[call]
        caller = run_in_thread(lambda: speaker.say(text))
        assert not caller.is_alive()
        stream.release.set()
        assert speaker.wait_idle(TIMEOUT)
    finally:
        stream.release.set()
        speaker.close()
    assert stream.getvalue()  # and it was printed in the end


# -- 7. unhashable topics ------------------------------------------------------------
def test_unhashable_topic_is_reported_and_treated_as_no_topic():
    stream = io.StringIO()
    backend = ScriptedBackend()
    with Speaker(VoiceSettings(), [backend, TextBackend(stream)]) as speaker:
        entry = speaker.say("Turn text.", topic=[1])
        assert speaker.expire([1]) == 0
        assert speaker.wait_idle(TIMEOUT)
    assert entry.topic is None and entry.status is Status.SPOKEN and backend.spoken == ["Turn text."]
    assert stream.getvalue().count("[voice]") == 2


# -- 9. priorities as words ------------------------------------------------------------
@pytest.mark.parametrize(("given", "expected"), [("now", Priority.NOW), ("NOW", Priority.NOW),
                                                 (" Normal ", Priority.NORMAL), ("low", Priority.LOW),
                                                 (2, Priority.NOW)])
def test_priority_names_are_accepted_in_any_case(given, expected):
    stream = io.StringIO()
    with Speaker(VoiceSettings(), [ScriptedBackend(), TextBackend(stream)]) as speaker:
        assert speaker.say("Alice fails her Sanity check!", given).priority is expected
        assert speaker.wait_idle(TIMEOUT)
    assert "[voice]" not in stream.getvalue()


def test_a_now_spelled_as_a_word_cuts_the_queue():
    backend = ScriptedBackend(mode="gate")
    with Speaker(VoiceSettings(), [backend, TextBackend(io.StringIO())],
                 clock=lambda: 0.0) as speaker:  # still: the cut line is said again whole
        speaker.say("Long rules text.")  # (not "Again: …" after a loaded machine's 1 s: flk68)
        speaker.say("Queued.")
        assert backend.begun.wait(TIMEOUT)
        speaker.say("Alice fails her Sanity check!", "now")
        for _ in range(int(TIMEOUT / 0.01)):
            if backend.cancelled:
                break
            threading.Event().wait(0.01)  # polling for the cut (a NORMAL would not cut)
        gate_until_idle(speaker, backend)
    assert backend.cancelled == ["Long rules text."]
    assert backend.spoken == ["Alice fails her Sanity check!", "Long rules text.", "Queued."]


# -- 13. translated reasons ------------------------------------------------------------
def test_engine_failure_reasons_are_translated():
    reports = []
    hung = ScriptedBackend("hung", "mute")
    chain = BackendChain([hung, ScriptedBackend("next")], reports.append, start_timeout=0.05)
    chain.speak(SpeechRequest("Bonjour.", "fr"), threading.Event())

    class NoDevice(ScriptedBackend):
        def speak(self, request, cancel, on_begin):
            raise BackendError("aplay failed: no audio device (ALSA lib …)", "reason_no_audio_device")

    chain2 = BackendChain([NoDevice("aplay"), ScriptedBackend("next")], reports.append)
    chain2.speak(SpeechRequest("Hola.", "es"), threading.Event())
    assert reports == [
        "Le moteur vocal hung a échoué (il n'a pas commencé à parler) ; passage à next.",
        "El motor de voz aplay falló (ningún dispositivo de audio); se usa next.",
    ]
    assert "ALSA" in chain2.dead["aplay"]  # the English detail is kept for debugging


def test_a_sentence_cut_by_stop_is_not_said_again_after_the_next_urgent_one():
    """QA25 F7: at "q" the voice was stopped and "Goodbye." said at once, while the slow
    engine had not yet returned from the cut question: the question was taken as
    interrupted by "Goodbye." and said again after it."""

    class Slow(ScriptedBackend):
        """Speaks until cancelled, then returns only once ``release`` is set (an engine
        process that takes a moment to end); a later utterance is said at once."""

        def speak(self, request, cancel, on_begin):
            self.started.append(request.text)
            on_begin()
            if len(self.started) > 1:
                return True
            self.begun.set()
            cancel.wait(TIMEOUT)
            self.release.wait(TIMEOUT)
            return False

    backend = Slow()
    with Speaker(VoiceSettings(), [backend, TextBackend(io.StringIO())]) as speaker:
        question = speaker.say("Was that Cy's hand? Answer with plus and the number.")
        assert backend.begun.wait(TIMEOUT)
        speaker.stop()
        goodbye = speaker.say("Goodbye.", Priority.NOW)
        backend.release.set()
        assert speaker.wait_idle(TIMEOUT)
    assert backend.started == ["Was that Cy's hand? Answer with plus and the number.",
                               "Goodbye."]
    assert question.status is Status.INTERRUPTED and goodbye.status is Status.SPOKEN

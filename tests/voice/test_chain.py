"""Fallback chain: a backend that fails, hangs or cannot be interrupted is replaced by
the next, the message it was saying is not lost, and the text channel says why."""

from __future__ import annotations

import io
import threading

from tests.voice.conftest import TIMEOUT, ScriptedBackend, TickClock
from voice import Speaker, Status, TextBackend, VoiceSettings
from voice.backends.base import SpeechRequest
from voice.chain import BackendChain


def test_failing_backend_falls_through_without_losing_the_message():
    stream = io.StringIO()
    broken, good = ScriptedBackend("broken", "raise"), ScriptedBackend("good")
    with Speaker(VoiceSettings(), [broken, good, TextBackend(stream)]) as speaker:
        first = speaker.say("Bob plays the Boxer.")
        speaker.say("Carol is out.")
        assert speaker.wait_idle(TIMEOUT)
    assert broken.started == ["Bob plays the Boxer."] * 2  # tried twice in a row, then dead
    assert good.spoken == ["Bob plays the Boxer.", "Carol is out."]
    assert first.status is Status.SPOKEN
    assert "Speech engine broken failed (broken is broken); switching to good." in stream.getvalue()


def test_hanging_backend_is_replaced_by_the_watchdog():
    stream = io.StringIO()
    hung = ScriptedBackend("hung", "hang")
    speaker = Speaker(VoiceSettings(), [hung, TextBackend(stream)], watchdog_base=0.2, watchdog_factor=0.0)
    try:
        entry = speaker.say("Alice is Insane.")
        assert speaker.wait_idle(TIMEOUT)
        assert entry.status is Status.SPOKEN
        assert "Alice is Insane." in stream.getvalue()
        assert "hung failed (it never finished)" in stream.getvalue()
        assert speaker.chain.active.name == "text"
    finally:
        hung.release.set()
        speaker.close()


def test_backend_that_ignores_cancel_is_dropped_and_later_speech_goes_on():
    stream = io.StringIO()
    stubborn = ScriptedBackend("stubborn", "hang")
    speaker = Speaker(VoiceSettings(), [stubborn, TextBackend(stream)])
    speaker.chain.cancel_grace = 0.1
    try:
        first = speaker.say("Long speech.")
        assert stubborn.begun.wait(TIMEOUT)
        speaker.stop()
        assert speaker.wait_idle(TIMEOUT)
        assert first.status is Status.INTERRUPTED
        assert "could not be interrupted" in stream.getvalue()
        speaker.say("Next turn.")
        assert speaker.wait_idle(TIMEOUT)
        assert stream.getvalue().rstrip().endswith("Next turn.")
    finally:
        stubborn.release.set()
        speaker.close()


def test_every_backend_failing_still_prints_the_text():
    stream = io.StringIO()
    text = TextBackend(stream)
    speaker = Speaker(VoiceSettings(), [ScriptedBackend("a", "raise"), text])
    speaker.chain.backends.remove(text)  # no text backend in the chain at all
    try:
        entry = speaker.say("Nothing is lost.")
        assert speaker.wait_idle(TIMEOUT)
        assert entry.status is Status.FAILED and "Nothing is lost." in stream.getvalue()
    finally:
        speaker.close()


def test_unavailable_backends_are_skipped_silently():
    class Absent(ScriptedBackend):
        def available(self):
            return False

    report = []
    chain = BackendChain([Absent("absent"), ScriptedBackend("present")], report.append)
    status = chain.speak(SpeechRequest("Hello."), threading.Event())
    assert status is Status.SPOKEN and report == [] and chain.active.name == "present"


def test_no_engine_installed_is_said_once_in_the_table_language():
    """QA17 #7: with espeak-ng missing (no engine at all) the game ran in silence and
    nothing said why; an engine that fails is said by engine_failed instead."""
    class Absent(ScriptedBackend):
        def available(self):
            return False

    report = []
    stream = io.StringIO()
    chain = BackendChain([Absent("espeak-ng"), Absent("pyttsx3"), TextBackend(stream)],
                         report.append)
    for text in ("Bonjour.", "Alice commence."):
        assert chain.speak(SpeechRequest(text, language="fr"), threading.Event()) is Status.SPOKEN
    assert report == ["Aucun moteur vocal trouvé (espeak-ng, pyttsx3) : les annonces sont "
                      "seulement écrites. Installez espeak-ng (sudo apt-get install "
                      "espeak-ng) pour les entendre."]
    assert "Alice commence." in stream.getvalue()
    only_text = []
    BackendChain([TextBackend(io.StringIO())], only_text.append).speak(
        SpeechRequest("Hello."), threading.Event())
    assert only_text == []                       # text chosen on purpose: nothing to say


class FailsOnce(ScriptedBackend):
    """Raises on its ``fail_at``-th call (0-based) only, like QA34's espeak-ng whose audio
    device failed once."""

    def __init__(self, name, fail_at):
        super().__init__(name)
        self.fail_at, self.calls = fail_at, 0

    def speak(self, request, cancel, on_begin):
        self.calls += 1
        self.mode = "raise" if self.calls - 1 == self.fail_at else "ok"
        return super().speak(request, cancel, on_begin)


def test_one_engine_error_says_the_sentence_again_and_keeps_the_engine():
    """QA34 F1: one failed espeak-ng call silenced the voice for the rest of the game."""
    report, bells = [], []
    engine = FailsOnce("espeak-ng", fail_at=1)
    text = ScriptedBackend("text")
    text.fallible = False
    chain = BackendChain([engine, text], report.append, alert=lambda: bells.append(1), retry_pause=0)
    for line in ("Alice: The Urchin.", "Bob: The Fed.", "Carol is now Insane."):
        assert chain.speak(SpeechRequest(line), threading.Event()) is Status.SPOKEN
    assert engine.spoken == ["Alice: The Urchin.", "Bob: The Fed.", "Carol is now Insane."]
    assert text.spoken == [] and report == [] and bells == [] and chain.dead == {}


def test_dead_engine_rings_the_bell_and_comes_back_saying_so():
    """QA34 F1: an engine that keeps failing is dead; each written line then rings the
    bell; it is tried again after ``revive_after`` seconds and, when it works, says that
    the voice is back (in the table's language) before the sentence."""
    now = [100.0]
    report, bells = [], []
    engine = ScriptedBackend("espeak-ng", "raise")
    text = ScriptedBackend("text")
    text.fallible = False
    chain = BackendChain([engine, text], report.append, alert=lambda: bells.append(1),
                         retry_pause=0, revive_after=10.0, clock=lambda: now[0])
    fr = SpeechRequest("Alice : la Gamine.", language="fr")
    chain.speak(fr, threading.Event())
    assert engine.started == ["Alice : la Gamine."] * 2 and "espeak-ng" in chain.dead
    assert text.spoken == ["Alice : la Gamine."] and bells == [1] and len(report) == 1
    now[0] += 9.0
    chain.speak(SpeechRequest("Bob : l'Agent fédéral.", language="fr"), threading.Event())
    assert len(engine.started) == 2 and bells == [1, 1]   # not yet due: not tried
    now[0] += 1.0
    chain.speak(SpeechRequest("Carol est folle.", language="fr"), threading.Event())
    assert len(engine.started) == 3 and "espeak-ng" in chain.dead  # failed comeback
    assert text.spoken[-1] == "Carol est folle." and len(report) == 1  # no new report
    engine.mode = "ok"
    now[0] += 5.0
    chain.speak(SpeechRequest("Alice passe.", language="fr"), threading.Event())
    assert engine.spoken == []                            # 5 s since the failed comeback
    now[0] += 5.0
    chain.speak(SpeechRequest("Bob passe.", language="fr"), threading.Event())
    assert engine.spoken == ["La voix est revenue après une panne. Appuyez sur 7 pour "
                             "entendre ce qui a été manqué.", "Bob passe."]
    assert chain.dead == {} and bells == [1, 1, 1, 1]
    for lang, back in (("en", "The voice is back after a fault. Press 7 to hear what was missed."),
                       ("es", "La voz ha vuelto tras un fallo. Pulsa 7 para oír lo que se perdió.")):
        engine.mode = "raise"
        chain.speak(SpeechRequest("One.", language=lang), threading.Event())
        engine.mode = "ok"
        now[0] += 10.0
        chain.speak(SpeechRequest("Two.", language=lang), threading.Event())
        assert engine.spoken[-2:] == [back, "Two."]


def test_text_backend_bell_writes_bel():
    stream = io.StringIO()
    TextBackend(stream).bell()
    assert stream.getvalue() == "\a"


def test_reset_revives_dead_backends():
    report = []
    flaky = ScriptedBackend("flaky", "raise")
    chain = BackendChain([flaky, ScriptedBackend("text")], report.append)
    chain.speak(SpeechRequest("One."), threading.Event())
    assert "flaky" in chain.dead
    flaky.mode = "ok"
    chain.reset()
    assert chain.speak(SpeechRequest("Two."), threading.Event()) is Status.SPOKEN
    assert flaky.spoken == ["Two."]


def test_on_begin_names_the_backend():
    began = []
    chain = BackendChain([ScriptedBackend("x")], lambda _m: None)
    chain.speak(SpeechRequest("Hi."), threading.Event(), began.append)
    assert began == ["x"]


def test_watchdog_time_grows_with_text_length():
    chain = BackendChain([ScriptedBackend()], lambda _m: None)
    assert chain.timeout_for(SpeechRequest("word " * 100)) > chain.timeout_for(SpeechRequest("Hi."))


class _Answers(ScriptedBackend):
    """A "block" engine (speaks until cut) whose :meth:`responsive` says ``alive`` (or
    ``alive()``)."""

    def __init__(self, name, alive):
        super().__init__(name, "block")
        self.alive, self.probed = alive, 0

    def responsive(self, timeout):
        self.probed += 1
        return self.alive() if callable(self.alive) else self.alive


def _cut_after(chain, seconds, cancel=None):
    """Say a short line (0.13 s expected at 450 wpm) and cut it ``seconds`` after the engine
    began it, on the chain's clock (a :class:`TickClock`: flk70, on the real clock a loaded
    machine, or one whose clock jumps, moved the probe and the cut)."""
    cancel = cancel or threading.Event()
    clock = chain.clock
    return chain.speak(SpeechRequest("Hi.", rate=450), cancel,
                       lambda _name: clock.at(clock.t + seconds, cancel.set))


def test_an_engine_cut_past_its_expected_end_that_no_longer_answers_is_dropped():
    # QA F21: a blind player pressing keys because nothing was heard cut each utterance of
    # a hung engine before its finish watchdog, so the dead engine was kept
    # (it answers while it speaks, so that the probe made then, QA12 F13, keeps it)
    report = []
    cut = threading.Event()
    hung = _Answers("hung", alive=lambda: not cut.is_set())
    chain = BackendChain([hung, ScriptedBackend("next")], report.append, overdue=0.05,
                         clock=TickClock(step=0.01))
    assert _cut_after(chain, 0.3, cut) is Status.INTERRUPTED  # the cut line is not said again
    assert hung.probed >= 1 and "hung" in chain.dead and chain.active.name == "next"
    assert report == ["Speech engine hung failed (it never finished); switching to next."]


def test_an_engine_cut_while_speaking_normally_is_kept():
    working = _Answers("working", alive=True)
    chain = BackendChain([working], lambda _m: None, overdue=0.05, clock=TickClock(step=0.01))
    assert _cut_after(chain, 0.3) is Status.INTERRUPTED
    assert working.probed >= 1 and chain.active.name == "working"  # asked, answered (while
    # it spoke past its expected end, QA12 F13, and once cut)
    early = _Answers("early", alive=False)
    chain = BackendChain([early], lambda _m: None, overdue=1.0, clock=TickClock(step=0.01))
    assert _cut_after(chain, 0.05) is Status.INTERRUPTED  # a key during normal speech
    assert early.probed == 0 and chain.active.name == "early"


def test_a_hung_engine_comes_back_later_and_none_at_quit():
    """A try of a hung engine holds the text channel up to its start or finish watchdog:
    after a hang the comeback waits HANG_REVIVE_FACTOR times longer; and none is tried
    while the speaker quits ("press 7" would be of no use)."""
    from voice.chain import HANG_REVIVE_FACTOR
    clock = TickClock(step=0.001)  # the start watchdog fires after ~50 of its readings
    mute = ScriptedBackend("espeak-ng", "mute")          # never begins: reason_no_start
    text = ScriptedBackend("text")
    text.fallible = False
    chain = BackendChain([mute, text], lambda _m: None, start_timeout=0.05, cancel_grace=0.05,
                         revive_after=10.0, clock=clock)
    chain.speak(SpeechRequest("One."), threading.Event())
    assert mute.started == ["One."] and "espeak-ng" in chain.dead   # a hang: no second try
    clock.move(10.0)
    chain.speak(SpeechRequest("Two."), threading.Event())
    assert len(mute.started) == 1                                    # not due yet
    clock.move(10.0 * (HANG_REVIVE_FACTOR - 1))
    chain.closing = True
    chain.speak(SpeechRequest("Goodbye."), threading.Event())
    assert len(mute.started) == 1 and text.spoken == ["One.", "Two.", "Goodbye."]
    chain.closing = False
    mute.mode = "ok"
    chain.speak(SpeechRequest("Three."), threading.Event())
    assert mute.spoken[-1] == "Three." and chain.dead == {}


def test_after_the_voice_comes_back_key_7_says_what_was_missed_in_one_go():
    """QA35 (after QA34 F1): "The voice is back after a fault. Press 7 to hear what was
    missed." but 7 stepped back one line a press, newest first. Right after the comeback,
    7 says every line only written while the voice was dead, in order, in one go; then
    it steps back as before."""
    now = [100.0]
    engine = ScriptedBackend("espeak-ng", "raise")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())])
    speaker.chain.clock, speaker.chain.retry_pause = (lambda: now[0]), 0
    try:
        for line in ("Alice: The Urchin.", "Bob: The Fed.", "Carol is now Insane."):
            speaker.say(line)
        assert speaker.wait_idle(TIMEOUT) and "espeak-ng" in speaker.chain.dead
        engine.mode = "ok"
        now[0] += 10.0
        speaker.say("Alice passes.")
        assert speaker.wait_idle(TIMEOUT)
        assert engine.spoken == ["The voice is back after a fault. Press 7 to hear what was "
                                 "missed.", "Alice passes."]
        speaker.back()
        assert speaker.wait_idle(TIMEOUT)
        assert engine.spoken[2:] == ["Alice: The Urchin.", "Bob: The Fed.",
                                     "Carol is now Insane."]
        assert speaker.back().text == "Carol is now Insane."  # then one line a press
        assert speaker.wait_idle(TIMEOUT) and engine.spoken[-1] == "Carol is now Insane."
    finally:
        speaker.close()

"""The gated test engine's :meth:`ScriptedBackend.say_until` (tests/voice/conftest.py): a
sentence cut while it waited at the gate does not leave the gate open for the next one
(session 37, flaky37: "Choice cancelled. Card played: which rank?" went through unseen
under load, and say_until waited 20 s for it)."""
from __future__ import annotations

import threading

from voice.backends.base import SpeechRequest

from tests.voice.conftest import ScriptedBackend, wait_for

GATE_SEEN_S = 0.5  # how long the next sentence waits to begin for a gate opened wrongly


def _speak(engine, text: str, cancel: threading.Event, on_begin=lambda: None):
    thread = threading.Thread(target=engine.speak, args=(SpeechRequest(text), cancel,
                                                         on_begin), daemon=True)
    thread.start()
    return thread


def test_say_until_holds_the_sentence_after_one_cut_at_the_gate():
    """"Which card?" waits at the gate (say_until returned on it) and is cut; say_until
    for "Choice cancelled." then opens the gate for no sentence: the next one begins
    (at once if the gate was opened, else after GATE_SEEN_S) and is held there, not said,
    when say_until returns. Before: the stale ``begun`` and ``started[-1]`` (the cut
    sentence) opened the gate, and the next sentence went through unseen."""
    engine = ScriptedBackend("engine", mode="gate")
    cut = threading.Event()
    first = _speak(engine, "Which card?", cut)
    engine.say_until("Which card?")
    cut.set()
    first.join()
    _speak(engine, "Choice cancelled. Card played: which rank?", threading.Event(),
           on_begin=lambda: engine.gate.wait(GATE_SEEN_S))
    engine.say_until("Choice cancelled.")
    assert engine.spoken == [], engine.spoken
    engine.gate.set()
    wait_for(lambda: engine.spoken == ["Choice cancelled. Card played: which rank?"])


def test_a_sentence_cut_before_its_gate_opens_is_never_said_whole():
    """Review of heard54 (the race its report named: a cut line said whole, then again): a
    sentence at the gate, cut and then let through (a key's answer cut it, the test opens
    the gate next), is cut, however soon the gate opens after the cut. Before: the engine
    looked at the gate first, and a gate opened within its 10 ms poll let the cut sentence
    through whole (then the speaker said it again). Here both happen before the engine's
    first look, while it tells the speaker it began."""
    engine = ScriptedBackend("engine", mode="gate")
    cut = threading.Event()

    def cut_then_open():
        cut.set()
        engine.gate.set()
    _speak(engine, "Alice's R'lyeh: The Dilettante.", cut, on_begin=cut_then_open).join()
    assert (engine.spoken, engine.cancelled) == ([], ["Alice's R'lyeh: The Dilettante."])


def test_gate_until_idle_leaves_the_gate_closed_after_the_last_line():
    """flk67: the loop opened the gate once more after the last line went through, while
    the voice was not idle yet (its end being noted), and left it open: the test's next
    line went through unseen (test_lw64_refusal_each_press: the refusal meant to be cut by
    the second press was said whole, then said again). Here the voice notes the last
    line's end only once the loop has opened the gate again (no line at it)."""
    from tests.voice.conftest import gate_until_idle, gated_speaker
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    try:
        # the line's end is noted once the gate is open again, with no line at it
        speaker.on_end = lambda entry: engine.gate.wait(20.0)
        speaker.say("Round 1. Alice starts.")
        gate_until_idle(speaker, engine)
        assert engine.spoken == ["Round 1. Alice starts."]
        assert not engine.gate.is_set()  # the next line waits for the test
    finally:
        speaker.close()

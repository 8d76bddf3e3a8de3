"""flake60 (a trial merge, about 1 run in 12 of test_rev_heard54's key 2 cases: "Alice's
R'lyeh: the Necronomicon, …" said whole, then again after key 2's answer): key 2's answer
cut the line waiting at the gated engine's gate, and the test opened the gate right
after (``say_all``); the chain relayed the cut to the engine only at its next poll
(:data:`voice.chain.POLL_S`), so the engine, not told yet, said the line to its end, and
the chain, seeing the cut, had it said again after the answer: heard twice. The engine
sees the cut at once (:class:`voice.cut_event.CutEvent`)."""
import threading

from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import TIMEOUT, ScriptedBackend, gated_speaker, wait_for
from voice import chain
from voice.cut_event import CutEvent

LINE = "Alice's R'lyeh: the Necronomicon, from the deck into Alice's zone. 16 cards left."
ANSWER = "17 cards left in the deck."


def test_a_line_cut_at_the_gate_is_not_said_whole_when_the_gate_opens_at_once(monkeypatch):
    monkeypatch.setattr(chain, "POLL_S", TIMEOUT / 4)  # the chain's next poll: far off
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    try:
        speaker.say(LINE)
        wait_for(lambda: engine.gated_at is not None)  # being said
        speaker.say(ANSWER, hurry=True, press=1, news=False)  # a key's answer cuts it
        engine.gate.set()  # at once (say_all's first step)
        spoken = say_all(speaker, engine)
    finally:
        speaker.close()
    assert spoken == [ANSWER, LINE]  # was: [LINE, ANSWER, LINE]
    assert engine.cancelled == [LINE]


def test_the_engine_s_cut_is_set_by_the_chain_or_by_the_speaker_s_cut():
    outer = threading.Event()
    cut = CutEvent(outer)
    assert not cut.is_set() and not cut.wait(0)
    cut.set()  # the chain's own (a hang)
    assert cut.is_set() and not outer.is_set()
    outer = threading.Event()
    cut = CutEvent(outer)
    threading.Thread(target=outer.set).start()  # the speaker's, from another thread
    assert cut.wait(TIMEOUT) and cut.is_set()

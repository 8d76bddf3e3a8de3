"""Fresh QA64 L4 (r1: plus 1, plus 9, plus 1, plus 1 over 6 s, no question open): "No
question is open." printed 4 times, heard once, while docs/keys.en.md said a refusal is
always said. A press with no sound leaves a blind player guessing whether the key was
taken. The same refusal for a newer press is said so that each press is heard: while that
refusal is being said, it starts again from its start (the press cuts it audibly); while
it still waits unsaid, that one line answers both presses (said once: four times the same
line behind the news would only delay the game)."""
import pytest

from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_qa32_low import _say_all
from tests.companion.app.test_session import press
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for


@pytest.fixture
def voiced():
    """A session over a voice whose engine says each sentence when the test opens its
    gate, the game started and its lines said: ``(session, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    voice = VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                     clock=lambda: 0.0)  # still: no line heard by time at the gate (flk67b)
    s = TableSession(say=voice, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    _say_all(voice, engine)
    engine.spoken.clear()
    yield s, voice, engine
    speaker.close()


def test_plus_again_while_its_refusal_is_said_says_it_again_from_its_start(voiced):
    s, voice, engine = voiced
    refused = message("en", "app.no_question")
    press(s, "+1")
    wait_for(lambda: engine.started and engine.started[-1] == refused)
    press(s, "+9")
    _say_all(voice, engine)
    # main: the second press said nothing (the line being said stood for it)
    assert engine.cancelled == [refused], (engine.cancelled, engine.spoken)
    assert engine.spoken == [refused], engine.spoken


def test_two_quick_presses_hear_the_refusal_whole_once_not_twice_in_a_row(voiced):
    """As before (passes on main too): the second press, its refusal still waiting or just
    begun, does not add a second whole line."""
    s, voice, engine = voiced
    refused = message("en", "app.no_question")
    s.tell("app.deal_held")  # a line being said when the keys come
    wait_for(lambda: engine.started)
    press(s, "+1")
    press(s, "+1")
    _say_all(voice, engine)
    assert engine.spoken.count(refused) == 1, engine.spoken

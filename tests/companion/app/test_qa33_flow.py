"""QA33 L5 and L7 (session 34): lines that named what the player could not make sense of
("Bob is out: The Fed ignored.", u1: Bob put out by the player's answer, then his Fed read,
did not say that the card was read in Bob's zone, nor what to do), and a resume's turn line
said twice in a row (rk1)."""

import pytest

from companion.app.session import TableSession
from companion.tracker import observations as o
from companion.app.voiceout import VoiceOut
from tests.companion.app.test_qa32_low import _resume, _say_all
from tests.companion.app.test_state_as_heard import DEMO_ROUND
from tests.voice.conftest import ScriptedBackend, gated_speaker


@pytest.mark.parametrize("lang, said", [
    ("en", "Not counted: The Fed in Bob's zone, as Bob is out. Check the zone, or undo."),
    ("fr", "Carte non comptée : l'Agent fédéral dans la zone de Bob, qui a quitté la "
           "manche. Vérifiez la zone, ou annulez."),
    ("es", "No se cuenta: el Federal en la zona de Bob, que está fuera. Revisa la zona, o "
           "deshaz."),
])
def test_a_card_read_in_the_zone_of_a_player_out_is_said_with_its_zone_and_what_to_do(
        lang, said):
    s = TableSession(say=lambda a: None)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], lang, 0))
    for obs in (*DEMO_ROUND, o.card_seen(0, "cultists"), o.card_seen(1, "deep_one")):
        s.observe(obs)
    s.observe(o.seat_out(1))  # the player's answer: the Deep One was Bob's hand
    told = len(s.transcript)
    s.observe(o.card_seen(1, "the_fed"))
    # then the answer it contradicts (QA38 of session 39: test_qa38_answer_blamed)
    assert [a.brief for a in s.transcript[told:]][:1] == [said]




@pytest.fixture
def live_voice():
    """A live table's voice over a speaker whose engine says each sentence when the test
    opens its gate (as test_qa32_low's): ``(voice, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    yield VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                   clock=lambda: 0.0), engine  # still: no line heard by time at the gate (flk67b)
    speaker.close()

def test_key_5_pressed_during_a_resume_is_answered_by_the_summary_s_own_line(live_voice):
    """QA33 L7 (rk1, ``2:5``): key 5 pressed during a resume's set-up said the summary's
    "It is Bob's turn, unless Bob is out: then Carol plays." again, right after the
    summary had said it. While the summary's own answer (``key(at_once=False)``) waits,
    none of it begun, and the table is the same, key 5 says nothing more: that line
    answers it."""
    voice, engine = live_voice
    _resume(voice, "5")
    _say_all(voice, engine)
    turn = [line for line in engine.spoken if line.startswith("Whose turn it is")]
    assert len(turn) == 1, engine.spoken


def test_key_5_after_the_resume_s_summary_was_said_says_it_again(live_voice):
    voice, engine = live_voice
    table, _ = _resume(voice, "")
    _say_all(voice, engine)
    table.keys.put("5")
    table._keys()
    _say_all(voice, engine)
    turn = [line for line in engine.spoken if line.startswith("Whose turn it is")]
    assert len(turn) == 2, engine.spoken

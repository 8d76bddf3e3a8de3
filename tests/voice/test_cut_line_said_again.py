"""QA44 LOW-7 (t3): a line cut by a key's answer 0.3-0.5 s into it was said again whole
right after ("Dan's hand: The Urchin." 36.77 and 37.09): to a blind player, two cards. Said
again from its start once its first words were heard, it begins with "Again:"; cut before
its audio went on a syllable, it is said as it was. The clock is the test's."""
import io

import pytest

from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, wait_for
from voice import Speaker, TextBackend, VoiceSettings
from voice.speaker_worker import RESUME_MARGIN_S

LINE = "Dan's hand: The Urchin."


def _cut_after(seconds, lang="en", line=LINE):
    """Say ``line``, cut it by a key's answer ``seconds`` after its audio began; returns
    what the engine said to the end, in order."""
    now = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = Speaker(VoiceSettings(language=lang), [engine, TextBackend(io.StringIO())],
                      clock=lambda: now[0])
    try:
        speaker.say(line)
        wait_for(lambda: len(engine.started) == 1)
        now[0] += seconds
        speaker.say("Answer.", hurry=True, press=1, news=False)
        wait_for(lambda: len(engine.started) == 2)
        engine.gate.set()  # the answer ends
        return say_all(speaker, engine)
    finally:
        speaker.close()


@pytest.mark.parametrize("lang, again", [("en", "Again:"), ("fr", "Je répète :"),
                                         ("es", "Repito:")])
def test_LOW7_a_line_cut_once_heard_begun_is_said_again_after_again(lang, again):
    assert _cut_after(0.5, lang) == ["Answer.", f"{again} {LINE}"]


def test_LOW7_a_line_cut_before_a_syllable_was_heard_is_said_as_it_was():
    assert _cut_after(0.1) == ["Answer.", LINE]  # under AGAIN_AFTER_S


def test_LOW7_a_line_resumed_from_a_later_clause_has_no_again():
    long = ("Alice: Sanity check, 2 cards. The Shoggoth, the Stowaway, and the Deep One "
            "are in her zone now, and she fails.")
    spoken = _cut_after(RESUME_MARGIN_S + 3.0, line=long)
    assert spoken[0] == "Answer." and long.endswith(spoken[1]) and spoken[1] != long, spoken

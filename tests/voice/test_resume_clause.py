"""A line cut by a key's answer is said again from the clause the voice was in, not from
its start (QA27: a 14 s settings warning was begun again from its start after each of 4
keys' answers). The clock is the test's: nothing waits on real time."""
import io

from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import TIMEOUT, ScriptedBackend, wait_for
from voice import Speaker, TextBackend, VoiceSettings
from voice.backends.base import spoken_seconds
from voice.speaker import RESUME_MARGIN_S, RESUME_PACE
from voice.speaker_worker import resume_at

WARNING = ("Voice settings, 4 problems: rate 9999: value used 175; volume 'loud': value "
           "used 1.0; verbosity 'chatty': value used 'normal'; backend 'nope': automatic "
           "choice. A sighted person can read how to fix them in the terminal window.")


def _cut_after(seconds, cuts=1):
    """Say :data:`WARNING`, cut it ``cuts`` times by a key's answer, each ``seconds`` after
    its audio began; returns what the engine said to the end, in order."""
    now = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: now[0])
    speaker.say(WARNING)
    for press in range(1, cuts + 1):
        wait_for(lambda: len(engine.started) == 2 * press - 1)
        now[0] += seconds
        speaker.say(f"Answer {press}.", hurry=True, press=press, news=False)
        wait_for(lambda: len(engine.started) == 2 * press)  # the answer, at once
        assert engine.started[-1] == f"Answer {press}." and len(engine.cancelled) == press
        engine.gate.set()  # the answer ends
    return say_all(speaker, engine)


def test_a_line_cut_late_is_said_again_from_the_clause_it_was_in():
    heard = int((6.0 - RESUME_MARGIN_S) * RESUME_PACE / spoken_seconds(1, VoiceSettings().rate))
    assert WARNING.index("volume") <= heard < WARNING.index("verbosity")
    assert resume_at(WARNING, 6.0, VoiceSettings().rate) == WARNING.index("volume")
    # from the clause after "175;", not after the label "volume 'loud':"
    assert _cut_after(6.0) == ["Answer 1.", WARNING[WARNING.index("volume"):]]


def test_a_line_cut_early_is_said_again_from_its_start():
    # its first words were heard: "Again:" tells it is no new line (QA44 LOW-7)
    assert _cut_after(RESUME_MARGIN_S) == ["Answer 1.", f"Again: {WARNING}"]


def test_a_line_cut_again_and_again_goes_on_and_ends():
    """Cut 4 times, 6 s after each start: each time it goes on a clause or more further."""
    spoken = _cut_after(6.0, cuts=4)
    assert spoken[:-1] == ["Answer 1.", "Answer 2.", "Answer 3.", "Answer 4."], spoken
    assert WARNING.endswith(spoken[-1]) and len(spoken[-1]) < len(WARNING) // 2, spoken


ANSWER = "Table. Alice, Bob, and Carol may be out (not confirmed)."


def test_a_key_s_answer_cut_by_a_speech_key_is_said_again_whole():
    """QA33 L7 (rs2, ``25:0 26:7 27:9``): key 8's answer, cut by 0 in its second sentence,
    came back after "End of history." as a bare fragment, "Alice, Bob, and Carol may be out
    (not confirmed).", with no "Table." to tell what it answers. A key's answer said again
    is said whole, from its start; the news goes on from the clause it was in (above)."""
    now = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: now[0])
    speaker.say("Carol is now Insane.")
    wait_for(lambda: len(engine.started) == 1)
    now[0] += 2.0
    engine.gate.set()
    assert speaker.wait_idle(TIMEOUT)
    speaker.say(ANSWER, hurry=True, press=1, news=False, keep=False)
    wait_for(lambda: len(engine.started) == 2)
    now[0] += 2.5  # "Table." said, the voice in its second sentence
    speaker.repeat()  # 0: the game's last line, then the answer again
    # the voice's thread cuts the answer: opening the gate first let it end (a flaky race)
    wait_for(lambda: engine.cancelled == [ANSWER])
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [ANSWER]
    assert spoken[-2:] == ["Carol is now Insane.", ANSWER], spoken

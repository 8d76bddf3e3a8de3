"""The voice adapter of ``companion play``: speech keys answered in text, ``backend = "text"``."""
from __future__ import annotations

from companion.app.keys import Command
from companion.app.session import Announcement
from companion.app.voiceout import HEARD_AFTER_S, TranscriptBackend, VoiceOut, transcript_speaker
from tests.voice.conftest import gate_until_idle, gated_speaker
from voice import VoiceSettings
from voice.messages import message


def _announcement(text: str) -> Announcement:
    return Announcement(brief=text, verbose=text)


def test_repeat_back_and_forward_are_printed_when_speech_is_text(tmp_path, monkeypatch):
    """QA: with no sound device (text fallback) keys 0, 7 and 9 printed nothing."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    lines: list[str] = []
    with transcript_speaker(VoiceSettings(backend="text")) as speaker:
        out = VoiceOut(speaker, echo=lines.append)
        assert out.control(Command("repeat"))          # nothing said yet
        out(_announcement("Alice: The Fed."))
        out(_announcement("Bob: Deep One."))
        assert speaker.wait_idle(5)  # the keys say what the voice has said (QA36 H1)
        for key in ("repeat", "back", "forward"):
            assert out.control(Command(key))
        assert not out.control(Command("help"))
    assert lines == [message("nothing_to_repeat", "en"),
                     "Bob: Deep One.", "Alice: The Fed.", "Bob: Deep One."]


def test_backend_text_in_the_settings_uses_no_speech_engine():
    """QA: ``backend = "text"`` in voice.toml still tried espeak-ng first (and would speak)."""
    with transcript_speaker(VoiceSettings(backend="text")) as speaker:
        assert [type(b) for b in speaker.chain.backends] == [TranscriptBackend]
    with transcript_speaker(VoiceSettings()) as speaker:
        assert len(speaker.chain.backends) > 1


def test_a_line_counts_as_heard_once_said_for_1_5_s_or_to_its_end():
    """QA26 N1: plus 2, 0.4 s after the question was heard, went to the prompt whose first
    words had just begun. What the voice returns tells when a line is heard: said to its
    end, or said for :data:`HEARD_AFTER_S` seconds (a clock the test sets)."""
    from tests.voice.conftest import ScriptedBackend, wait_for
    from voice import Status

    now = [10.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    try:
        voice = VoiceOut(speaker, catch_up=True, clock=lambda: now[0])
        question = voice(_announcement("Was that Carol's hand? Answer with plus and the number."))
        prompt = voice(_announcement("A card the log does not hold is on the table."))
        wait_for(engine.begun.is_set)
        now[0] += 5.0
        assert question.heard() and not prompt.heard()  # being said for 5 s; not begun
        engine.begun.clear()
        engine.gate.set()
        wait_for(engine.begun.is_set)  # the prompt's first words
        assert question.entry.status is Status.SPOKEN and question.heard()
        now[0] += HEARD_AFTER_S - 0.1
        assert not prompt.heard()  # its first words only
        now[0] += 0.2
        assert prompt.heard()
    finally:
        speaker.close()


def _cut_twice(setup: bool, stale=lambda: False) -> list[str]:
    """A line of the app (its ``stale``) begun, cut by a key's answer, begun again, cut
    again by a second answer; what the voice began, in order, once it has said
    everything."""
    from tests.voice.conftest import ScriptedBackend, wait_for

    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    try:
        voice = VoiceOut(speaker, echo=lambda text: None, catch_up=True)
        line = "I see the seat markers 1, 2, 3."
        voice(Announcement(line, line, stale=stale, setup=setup))
        for press, answer in enumerate(("It is Alice's turn.", "Table. All are in."), 1):
            engine.say_until(line)
            engine.begun.clear()
            voice(Announcement(answer, answer, answer=True, press=press))
            engine.say_until(answer)
        gate_until_idle(speaker, engine)
        wait_for(lambda: speaker.wait_idle(0.02))
    finally:
        speaker.close()
    return engine.started


def test_a_set_up_step_cut_twice_by_answers_is_not_said_a_third_time():
    """QA32 F10: "I see the seat markers 1, 2, 3." was cut by the end-of-pictures line, then
    by key 5's answer, and said again in full after each: three times between the answers
    the player asked for. A set-up step is begun at most twice; other lines are said to
    their end as before."""
    seat, turn, table = "I see the seat markers 1, 2, 3.", "It is Alice's turn.", "Table. All are in."
    assert _cut_twice(setup=True) == [seat, turn, seat, table]
    assert _cut_twice(setup=False) == [seat, turn, seat, table, seat]
    # a set-up step never stale by itself (the dealing steps) too: they were given a
    # stale() that is never true only to be dropped so
    assert _cut_twice(setup=True, stale=None) == [seat, turn, seat, table]

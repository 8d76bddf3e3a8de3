"""Speaker.hold (list33, session 34): while a list answered by number is open, the game's
news waits unsaid in its place; keys' answers are still said; released, the news is said
in order; stop() ends the hold. Speaker.giving (cue53): no line is begun while one game
input is given, so a line's stale() is read once the input gave all its lines. Gated
engine."""

from __future__ import annotations

import pytest

from voice.priority import Status

from tests.voice.test_speaker import finish_all, wait_started
from tests.voice.conftest import ScriptedBackend, gate_until_idle


def _quiet(speaker, engine):
    gate_until_idle(speaker, engine)


def test_quiet_fails_instead_of_hanging_when_the_voice_never_goes_idle():
    # review of session 34: _quiet looped on wait_idle with no deadline
    class Busy:
        def wait_idle(self, timeout):
            return False
    engine = ScriptedBackend("engine", mode="gate")
    with pytest.raises(AssertionError):
        gate_until_idle(Busy(), engine, timeout=0.1)


def test_held_news_waits_answers_go_and_release_says_it_in_order(gated):
    speaker, engine = gated
    speaker.say("Bob: the Investigators.")
    wait_started(engine, 1)
    speaker.hold(True)
    carol = speaker.say("Carol: Sanity check, 1 card.")
    speaker.say("Carol passes.")
    speaker.say("Which card? 1: The Urchin.", hurry=True, news=False, press=1, cuts=False)
    _quiet(speaker, engine)
    assert engine.spoken == ["Bob: the Investigators.", "Which card? 1: The Urchin."]
    mark = speaker.mark()
    assert speaker.backlog(mark) == 0 and speaker.backlog() == 2  # (the list's wait)
    speaker.hold(False)
    finish_all(speaker, engine)
    assert engine.spoken[2:] == [carol.text, "Carol passes."]


def test_stop_ends_the_hold(gated):
    speaker, engine = gated
    speaker.hold(True)
    speaker.say("Carol passes.")
    speaker.stop()
    speaker.say("Goodbye.")
    finish_all(speaker, engine)
    assert engine.spoken == ["Goodbye."]


def test_no_line_is_begun_while_an_input_is_given_nested_and_stale_is_read_after(gated):
    # cue53: "Alice." (a turn's cue, stale once the play is given) was taken by the voice
    # before the same input gave "Alice: The Musician."
    speaker, engine = gated
    played = []
    with speaker.giving():
        with speaker.giving():
            cue = speaker.say("Alice.", stale=lambda: bool(played))
        assert not speaker.wait_idle(0) and engine.started == []
        speaker.say("Alice: The Musician.")
        played.append(True)
    finish_all(speaker, engine)
    assert engine.spoken == ["Alice: The Musician."]
    assert cue.status is Status.DROPPED_STALE

"""Speaker.hold (list33, session 34): while a list answered by number is open, the game's
news waits unsaid in its place; keys' answers are still said; released, the news is said
in order; stop() ends the hold. Gated engine."""

from __future__ import annotations

import io

import pytest

from tests.voice.test_speaker import finish_all, wait_started
from tests.voice.conftest import ScriptedBackend
from voice import Speaker, TextBackend, VoiceSettings


@pytest.fixture
def gated():
    engine = ScriptedBackend("engine", mode="gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())])
    yield speaker, engine
    speaker.close()


def _quiet(speaker, engine):
    while not speaker.wait_idle(0.02):
        engine.gate.set()


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

"""Review of low49: ``Speaker.say(refresh=)``, the text as it stands when the voice comes
to a line (QA48 r4: "17 or 18 cards left: the answer tells." said after the answer told
18). The refresh is the game's code run on the voice's thread: an error in it (a tracker
bug) is reported and the line said as made, the worker going on; a line cut and said
again keeps the text it began with; the history (keys 0, 7, 9) holds what was said."""
from __future__ import annotations

import io

from tests.voice.conftest import (TIMEOUT, ScriptedBackend, gate_until_idle, gated_speaker,
                                  wait_for)
from voice import Status


def _rig():
    stream = io.StringIO()
    engine = ScriptedBackend("engine", mode="gate")
    return gated_speaker(engine, text=stream), engine, stream  # clock still (clock54)


def _finish(speaker, engine):
    gate_until_idle(speaker, engine)
    assert speaker.wait_idle(TIMEOUT)


def test_a_refresh_that_raises_is_reported_and_the_line_said_as_made():
    speaker, engine, stream = _rig()
    try:
        def broken():
            raise RuntimeError("tracker bug")
        first = speaker.say("Bob fails. 17 or 18 cards left: the answer tells.",
                            refresh=broken)
        second = speaker.say("Carol.")
        _finish(speaker, engine)
        assert engine.spoken == ["Bob fails. 17 or 18 cards left: the answer tells.",
                                 "Carol."]
        assert first.status is second.status is Status.SPOKEN
        assert "Refreshing a line failed" in stream.getvalue()
    finally:
        speaker.close()


def test_a_refresh_is_asked_when_the_line_s_turn_comes_not_when_queued():
    speaker, engine, _ = _rig()
    try:
        told = {"count": "17 or 18 cards left: the answer tells."}
        speaker.say("Alice: the Fed.")
        wait_for(lambda: engine.gated_at is not None)
        entry = speaker.say("x", refresh=lambda: {"brief": f"Bob fails. {told['count']}",
                                                  "normal": f"Bob fails. {told['count']}",
                                                  "verbose": f"Bob fails. {told['count']}"})
        told["count"] = "18 cards left."  # the answer, before the voice comes to the line
        _finish(speaker, engine)
        assert engine.spoken == ["Alice: the Fed.", "Bob fails. 18 cards left."]
        assert entry.text == "Bob fails. 18 cards left."
        assert [e.text for e in speaker.history][-1] == "Bob fails. 18 cards left."
    finally:
        speaker.close()


def test_a_refresh_that_gives_nothing_keeps_the_line():
    speaker, engine, _ = _rig()
    try:
        speaker.say("Bob fails. 17 or 18 cards left: the answer tells.", refresh=lambda: None)
        speaker.say("Empty.", refresh=lambda: "   ")
        _finish(speaker, engine)
        assert engine.spoken == ["Bob fails. 17 or 18 cards left: the answer tells.",
                                 "Empty."]
    finally:
        speaker.close()

"""A prompt said first (``Speaker.say(first=True)``, session 35, voice36): a prefix key's
cue goes ahead of the answers of older presses still to say, which follow it (QA35 kn_en:
"Card played: which rank?" waited behind "2 updates not said yet." and was dropped by the
rank typed 1 s after Enter). Gated engine."""

from __future__ import annotations

import pytest

from tests.voice.conftest import ScriptedBackend, gated_speaker
from tests.voice.test_catch_up_yields import saying, settle

UNSEEN = "Unseen: 22 cards; by rank: 2 each of ranks 8, 7, 6, and 0."
UPDATES = "2 updates not said yet."
CUE = "Card played: which rank?"


@pytest.mark.parametrize("first", [True, False])
def test_a_prompt_said_first_goes_ahead_of_an_older_press_s_answers(first):
    """Key 3's answer being said, its last line queued; Enter's cue (a newer press that
    acts: it leaves older answers queued). Said first, the cue comes before that line,
    which still follows; without ``first`` answers keep their order, as before."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)  # never nearly said: the cue cuts UNSEEN (clock54)
    speaker.say("Alice: The Musician.")
    saying(engine, "Alice: The Musician.")
    speaker.say(UNSEEN, hurry=True, press=1, news=False)
    speaker.say(UPDATES, hurry=True, press=1, news=False)
    saying(engine, UNSEEN)
    speaker.say(CUE, hurry=True, press=2, news=False, replaces=False, first=first)
    settle(speaker, engine)
    speaker.close()
    spoken = engine.spoken
    assert UPDATES in spoken and CUE in spoken, spoken
    assert (spoken.index(CUE) < spoken.index(UPDATES)) is first, spoken

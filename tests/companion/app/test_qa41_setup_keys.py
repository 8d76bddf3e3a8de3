"""QA41 L6: keys pressed during the set-up (before the first round) wait for the end of
the set-up line being said (QA33 L2), so a newer key could not cut their answer audibly:
it dropped it unsaid. "There is no seat 9…" (star 9) was printed but never said when
Escape followed right after, and two slashes (no card read yet) gave one refusal said.
During the set-up, each press's answer is said, in the order pressed. Gated-engine tests
(no sleep)."""
from __future__ import annotations

import pytest

from tests.companion.app import test_qa33_voice
from tests.companion.app.test_qa32_low import _say_all
from tests.companion.app.test_qa33_voice import _set_up
from tests.voice.conftest import wait_for

live_voice = test_qa33_voice.live_voice  # the fixture: a live table's gated voice

NO_SEAT = "There is no seat 9; seats go from 1 to 3."
NO_CARD = "No card has been read yet, so there is nothing to correct."


def _answers(live_voice, keys: str) -> list[str]:
    """What the voice says after the set-up's first line, ``keys`` pressed while it is
    said (each as a key of its own, after the keys were sifted)."""
    voice, engine = live_voice
    table, _ = _set_up(voice, "en", "")
    wait_for(lambda: engine.started)  # the set-up's first line is being said
    table._sift_early_keys()
    for key in keys:
        table.keys.put(key)
        table._keys()
    _say_all(voice, engine)
    return engine.spoken


def test_qa41_l6_star_9_then_escape_during_the_set_up_says_both_answers(live_voice):
    spoken = _answers(live_voice, "*9\x1b")
    assert NO_SEAT in spoken, spoken
    assert spoken.index(NO_SEAT) < spoken.index("Key escape does nothing. Press H for help."), spoken


@pytest.mark.parametrize("keys", ["//", "*9*9"])
def test_qa41_l6_a_key_pressed_twice_during_the_set_up_is_answered_twice(live_voice, keys):
    spoken = _answers(live_voice, keys)
    line = NO_CARD if keys == "//" else NO_SEAT
    assert spoken.count(line) == 2, spoken

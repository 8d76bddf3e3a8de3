"""Review of QA41 L6 (session 42): during the set-up each press's answer is said, in
press order. A key held down repeats (~30 presses a second): each repeat's answer was
queued too, and the set-up waited behind tens of identical answers. Gated-engine tests
(no sleep)."""
from __future__ import annotations

import pytest

from tests.companion.app import test_qa33_voice
from tests.companion.app.test_qa41_setup_keys import _answers

live_voice = test_qa33_voice.live_voice  # the fixture: a live table's gated voice


@pytest.mark.parametrize("key", ["5", "/"])
def test_a_key_held_down_during_the_set_up_is_not_answered_once_per_repeat(live_voice, key):
    spoken = _answers(live_voice, key * 12)
    counts = {t: spoken.count(t) for t in spoken}
    assert max(counts.values()) <= 2, counts

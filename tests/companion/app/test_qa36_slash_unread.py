"""QA36 es13_k (session 36, MEDIUM): slash typed while the set-up was still said and no
card read said nothing, no "Cancelled." either; it stayed armed and, a card read since,
a minus 10 s later printed "Correct Bob's card…" then "Slash cancelled.". Slash with no
card read says "No card has been read yet, so there is nothing to correct." (after the
set-up's line being said, as star's help is) and waits for nothing."""
from __future__ import annotations

import pytest

from companion.narration.catalog import message
from tests.companion.app import test_key_edges
from tests.companion.app.test_key_edges import _say_all, _set_up
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_speech_order import say_all

voice = test_key_edges.voice  # the fixture: a gated voice


def test_slash_during_the_set_up_with_no_card_read_says_so_and_waits_for_nothing(voice):
    """Slash then 3 while the voice says the set-up: the refusal is said (after the set-up,
    its lines all said first), slash is not left waiting, and its 3 is swallowed (meant
    for the slash), not taken as key 3."""
    voice, engine = voice
    table, session, said = _set_up(voice)
    for key in "/3":  # while the voice says the set-up
        table.keys.put(key)
    table._keys()
    assert table.reader.pending is None
    assert table.early_keys.reader.pending is None
    _say_all(voice, engine)
    briefs = [a.brief for a in said]
    assert briefs[-1] == message("en", "app.nothing_to_correct"), briefs
    assert not any(b.startswith("Unseen") for b in briefs), briefs


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_slash_after_the_set_up_with_no_card_read_says_so_at_once(lang):
    """Slash with no card read, the set-up said: the refusal at once, not the bare cue
    "Correct: which rank?" and 6 s of waiting."""
    table, s, speaker, engine = _live_behind(lang, ("Alice", "Bob", "Carol"))
    s.last_read = None
    _keys(table, "/")
    spoken = say_all(speaker, engine)
    assert table.reader.pending is None
    assert message(lang, "app.nothing_to_correct") in spoken, spoken
    assert message(lang, "app.prefix_correct") not in spoken, spoken

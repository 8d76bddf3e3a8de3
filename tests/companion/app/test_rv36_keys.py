"""Session 36's review of the key changes (mendkeys): a prefix typed during the set-up is
carried as the set-up is said, its cue said and its wait counted from then, not at the
next key however late (HIGH); "Choice cancelled." is said when the key after a prefix
that closed the list comes before their joint line was begun (LOW)."""
from __future__ import annotations

import pytest

from tests.companion.app import test_key_edges
from tests.companion.app.test_key_edges import _say_all, _set_up
from tests.companion.app.test_qa33_voice import _press, _slash_list_open
from tests.companion.app.test_speech_order import say_all

voice = test_key_edges.voice  # the fixture: a gated voice

CUES = {"*": "Zone: which seat?", "\n": "Card played: which rank?"}
CHOICE_DROPPED = "Choice cancelled."


def _a_minute_later(table, key: str) -> None:
    """``key`` typed a minute from now, read by the live loop: the table's keys' timer
    (still in :func:`_set_up`) moved on 60 s, its clock only (review 36b: the voice's
    thread keeps its own; flk68: a timer the test moves, not the real one, which a loaded
    machine moved on between the prefix and its cue)."""
    now = table.timer()
    table.timer = lambda: now + 60.0
    table.keys.put(key)
    table._keys()


@pytest.mark.parametrize("prefix", ["*", "\n"])
def test_a_prefix_typed_in_the_set_up_times_out_and_does_not_take_a_key_a_minute_later(
        voice, prefix):
    """Review 36 (HIGH): star typed while the set-up was said, key 3 a minute later: "Zone:
    which seat?" then "Carol's discard zone is empty."; Enter, then key 5 a minute later:
    a card entered in Alice's zone. The prefix is carried as the set-up is said, no key
    waiting: its cue is said then, it waits 6 s as usual and is cancelled; the key a
    minute later acts as itself (key 3: the unseen cards; key 5: whose turn)."""
    voice, engine = voice
    table, session, said = _set_up(voice)
    table.keys.put(prefix)  # while the voice says the set-up
    table._keys()
    _say_all(voice, engine)
    for _ in range(3):  # pictures go by, no key
        table._keys()
    _say_all(voice, engine)  # the voice says the cue
    assert [a.brief for a in said][-1] == CUES[prefix]
    _a_minute_later(table, "3" if prefix == "*" else "5")
    briefs = [a.brief for a in said]
    assert briefs[-3:-1] == [CUES[prefix], "Cancelled."], briefs
    assert not session.tracker.view().seats[0].zone
    if prefix == "*":
        assert briefs[-1].startswith("Unseen: "), briefs


@pytest.mark.parametrize("prefix, digit, answer", [
    ("\n", "7", "The Entertainer"), ("*", "2", "Bob's discard zone")])
def test_the_key_after_a_prefix_closing_the_list_before_its_line_is_begun(prefix, digit,
                                                                          answer):
    """Review 36 (LOW): Enter (or star) with slash's list open says "Choice cancelled."
    in its cue's line; the rank typed before the voice began that line dropped it whole,
    and the player who heard the list never heard it closed. "Choice cancelled." is then
    said apart, before the key's answer; the cue is not said (its digit came)."""
    table, s, speaker, engine = _slash_list_open()
    told = len(engine.spoken)
    _press(table, prefix)  # the list being said: the cue's line waits behind it
    assert not s.choice
    _press(table, digit)
    spoken = say_all(speaker, engine)[told:]
    assert CHOICE_DROPPED in spoken, spoken
    assert not any(CUES[prefix] in line for line in spoken), spoken
    at = [i for i, line in enumerate(spoken) if answer in line]
    assert at and spoken.index(CHOICE_DROPPED) < at[0], spoken


def test_the_joint_line_begun_is_not_said_again_apart(voice):
    """The cue's line begun before the digit came: "Choice cancelled." is not said again."""
    table, s, speaker, engine = _slash_list_open()
    _press(table, "\n")
    engine.say_until(CHOICE_DROPPED)
    told = len(engine.started)
    _press(table, "7")
    say_all(speaker, engine)
    assert CHOICE_DROPPED not in engine.started[told:], engine.started

"""Review of lw64 (session 64). QA64 L6's key 5 during the set-up: "The game has not
started yet." until "Round 1. Alice starts." is heard. A key pressed during the set-up is
answered at the end of the set-up line being said (QA33 L2): pressed while "Round 1. Alice
starts." itself is being said, its answer comes after that line, so it says whose turn it
is, as main did (lw64 said "The game has not started yet." right after the round began).
"""
import pytest

from companion.narration.catalog import message
from tests.companion.app.test_qa32_low import _say_all
from tests.companion.app.test_qa33_voice import _set_up, live_voice  # noqa: F401 (fixture)
from tests.voice.conftest import wait_for


def _key_5_during(voice, engine, lang, line_start):
    """The set-up of a 3-player game said until a line beginning with ``line_start`` is
    being said, then key 5 pressed at the live table: the lines said from that line on."""
    table, _ = _set_up(voice, lang, "")
    wait_for(lambda: engine.started)
    table._sift_early_keys()
    engine.say_until(line_start)
    at = len(engine.started) - 1
    table.keys.put("5")
    table._keys()
    _say_all(voice, engine)
    return engine.spoken[at:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_key_5_while_the_round_s_start_is_said_says_whose_turn_after_it(  # noqa: F811
        live_voice, lang):
    voice, engine = live_voice
    start = message(lang, "round_started.brief", round=1, player="Alice", count=0)
    said = _key_5_during(voice, engine, lang, start[:8])
    # lw64: [start, "The game has not started yet."], said right after the round began
    assert said == [start, message(lang, "app.whose_turn", player="Alice")], said


def test_key_5_while_a_dealing_step_is_said_says_the_game_has_not_started(live_voice):  # noqa: F811
    voice, engine = live_voice
    said = _key_5_during(voice, engine, "en", "Shuffle")
    assert said[1:] == [message("en", "app.not_started"), "Round 1. Alice starts."], said

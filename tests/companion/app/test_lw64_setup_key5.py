"""Fresh QA64 L6 (r1: ``play --source d491``, key 5 pressed 1 s into the set-up's first line,
"3 players, in seat order: Alice, Bob, Carol."): it was answered "It is Alice's turn." right
after that line, before "Round 1. Alice starts." was heard. Keys 5, 8 and 2 tell the table as
heard (docs/keys.en.md), and before the game starts key 5 says "The game has not started
yet.": the round's start is still to be said, so key 5 says so; keys 8 and 2 still tell the
table the set-up tells (QA33 L2)."""
import pytest

from companion.narration.catalog import message
from tests.companion.app.test_qa32_low import _say_all
from tests.companion.app.test_qa33_voice import _set_up, live_voice  # noqa: F401 (fixture)
from tests.voice.conftest import wait_for


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_key_5_during_the_set_up_says_the_game_has_not_started(live_voice, lang):  # noqa: F811
    voice, engine = live_voice
    table, _ = _set_up(voice, lang, "5")
    wait_for(lambda: engine.started)  # the set-up's first line is being said
    table._sift_early_keys()
    _say_all(voice, engine)
    spoken = engine.spoken
    start = message(lang, "round_started.brief", round=1, player="Alice", count=0)
    assert start in spoken, spoken
    whose = message(lang, "app.whose_turn", player="Alice")
    # main: "It is Alice's turn." said right after the first line, before the round's start
    assert whose not in spoken[:spoken.index(start)], spoken
    assert spoken[1] == message(lang, "app.not_started"), spoken

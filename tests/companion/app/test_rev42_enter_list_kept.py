"""Review of QA41 M2 (session 42): Enter's zone list ("whose discard zone is it in?")
now waits behind the news the voice has still to say. A query key pressed during that
wait (key 5, 2, 0…) must not drop the list unheard: the list is the prompt the player
must answer, it stays open, and a card read meanwhile waits for it. Gated-engine tests at
a live table (no sleep)."""
import pytest

from tests.companion.app.test_qa41_enter_zone_list import WHOSE, _tommy_gun_behind
from tests.companion.app.test_qa30m import _keys
from tests.companion.app.test_speech_order import say_all


@pytest.mark.parametrize("key", ["5", "2", "3"])
def test_enter_s_zone_list_waiting_behind_news_is_said_after_a_query_key(key):
    table, s, speaker, engine = _tommy_gun_behind()
    _keys(table, "\n2")
    assert s.choice, "no zone list opened"
    _keys(table, key)  # pressed while the list waits behind the Tommy Gun's lines
    spoken = say_all(speaker, engine)
    assert s.choice, "the list was closed"
    assert any(t.startswith(WHOSE) for t in spoken), spoken


def test_enter_s_zone_list_being_said_is_still_closed_by_a_query_key():
    """Once begun, the list is closed by a query key as before (any key but plus, 1 and
    the speech keys)."""
    table, s, speaker, engine = _tommy_gun_behind()
    _keys(table, "\n2")
    engine.say_until(WHOSE)
    _keys(table, "5")
    spoken = say_all(speaker, engine)
    assert not s.choice
    assert "Choice cancelled." in spoken, spoken

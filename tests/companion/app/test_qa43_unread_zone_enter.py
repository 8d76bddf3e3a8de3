"""QA43 M2 (stickers-only deck): the camera said "I cannot read a card in Alice's zone:
press Enter, then its rank."; Enter and the rank then asked "Enter: whose discard zone is
it in?" with every zone awaited, and unanswered, every later card was held. The zone the
prompt named is the card's zone (docs/keys.en.md, Enter): not asked; a rank of two cards
asks only which card."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys, _live_behind

WHOSE = {"en": "whose discard zone", "fr": "zone de défausse de qui",
         "es": "zona de descarte de quién"}


def _tommy_gun_told_unread(lang, *told):
    """Three players, Alice's Tommy Gun, its chosen player not told (several zones
    awaited), and the camera's prompts told an unread card in seats ``told`` (0-based)."""
    table, s, speaker, engine = _live_behind(lang, ("Alice", "Bob", "Carol"))
    s.observe(o.card_seen(0, "tommy_gun"))
    assert {1, 2} <= set(s.tracker.awaited_seats())
    for seat in told:  # as _unread_told records the prompt
        table.unread_zones[seat] = s.zone(seat)
    return table, s


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_m2_enter_after_the_unread_prompt_goes_to_the_zone_it_named(lang):
    table, s = _tommy_gun_told_unread(lang, 2)
    _keys(table, "\n")
    _keys(table, "2")
    assert not s.choice, [a.brief for a in s.transcript[-3:]]
    assert all(WHOSE[lang] not in a.brief for a in s.transcript)
    question = s.tracker.question
    assert question is not None and question.seat == 2  # The Fed or Nightgaunt: only that


def test_qa43_m2_enter_asks_whose_zone_when_two_unread_prompts_wait():
    table, s = _tommy_gun_told_unread("en", 1, 2)
    _keys(table, "\n")
    _keys(table, "2")
    assert s.choice and any(WHOSE["en"] in a.brief for a in s.transcript)


def test_enter_asks_whose_zone_once_the_card_it_gave_the_told_zone_was_undone():
    """Review of stick43: the prompt named Carol's zone, the player meant another zone
    awaited (a phantom unread card in Carol's, the Tommy Gun's card in Bob's): Enter's
    card went to Carol's, minus twice took it back, and Enter again gave it to Carol's
    zone again, with no way to reach Bob's while the prompt waited. Once undone, the next
    Enter asks whose zone."""
    table, s = _tommy_gun_told_unread("en", 2)
    _keys(table, "\n2")
    assert s.tracker.question is not None and s.tracker.question.seat == 2
    _keys(table, "--")
    assert s.tracker.question is None and table._unread_awaited() == (2,)
    _keys(table, "\n2")
    assert s.choice and [label for label, _ in s.choice][:2] == ["Alice", "Bob"], s.choice

"""Fresh QA50 HIGH (run C2: 4 players, arkham stickers-only, es; no key but the tester's):
round 1 held Alice's play (never read) and Carol's hand, owed as the cards said her out
("Carol probably is out", unconfirmed). The camera said "I cannot read a card in Carol's
zone: press Enter, then its rank."; later the table was cleared: "… still waiting for
Alice's play. Press Enter, then its rank". Enter and 3, typed for Alice's play, went
silently to Carol's zone, the older prompt's, said "Carol's hand: the Deep One." (the
Boxer meant, both Boxers counted, one a misread): round 1 garbled. Enter's rank goes to
the zone of the prompt the player heard last, its cue naming it when several zones wait
(:mod:`companion.app.enter_heard`); a rank the tracker took as its other card, the one
meant counted in full already, says so, not as fact. The log is run C2's, up to that
Enter (tests/companion/qa50_c2_round1.jsonl; its two refused lines left out)."""
from pathlib import Path

import pytest

from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks

from .test_live_deal import _frames, _table, _texts

NAMES = ("Alice", "Bob", "Carol", "Dan")
LOG = Path(__file__).parent.parent / "qa50_c2_round1.jsonl"


def _keys(table, keys):
    for key in keys:
        table._one_key(key)


def _keys_seen(table, cards, *keys):
    """Each string of ``keys`` typed, then 6 pictures of ``cards`` (``(seat 1-based, key,
    place)``, as :func:`~.test_live_deal._frames` takes them) after it."""
    for each in keys:
        _keys(table, each)
        _frames(table, 6, *cards)


def _switch(lang, cue, other):
    """Enter's cue ``cue`` (``(message key, arguments)``) offering the prompt heard before
    it, ``other`` (a phrase): "… For Alice's play, press Enter again." (fresh QA51b M1)."""
    return message(lang, "app.prefix_enter_switch", cue=message(lang, cue[0], **cue[1]),
                   other=other)


def _stalled(lang, *prompts):
    """Run C2's round 1 up to the Enter: Alice's play and Carol's owed hand awaited, the
    camera's unread card told in Carol's zone (as ``_unread_told`` records it); then the
    ``prompts`` said, in order: ``"carol"`` (app.card_unread), ``"alice"`` (the cleared
    table's app.cleared_mid_stalled)."""
    table, said, logged = _table(names=NAMES, lang=lang)
    s = table.session
    for obs, marks in list(logged_with_marks(LOG))[1:]:
        if not marks.get("refused"):
            s.observe(obs)
    assert s.tracker.awaited_seats() == (0, 2) and s.tracker.waiting()[:2] == ("play", 0)
    table.unread_zones[2] = s.zone(2)
    for prompt in prompts:
        if prompt == "carol":
            s.tell("app.card_unread", player="Carol")
        else:
            s.tell("app.cleared_mid_stalled", count=8, round=1, expected=table._expected())
    return table, said, logged


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_obeys_the_prompt_heard_last_alice_s_play_not_carol_s_zone(lang):
    table, said, logged = _stalled(lang, "carol", "alice")
    before, n = len(logged), len(said)
    _keys(table, "\n")  # and the prompt heard before, Carol's card, offered (QA51b M1)
    expected = message(lang, "wait.play", player="Alice")
    assert _texts(said)[-1] == _switch(lang, ("app.prefix_enter_wait", {"expected": expected}),
                                       message(lang, "app.enter_other_zone", player="Carol"))
    _keys(table, "3")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 0)]
    # nothing said of Carol's zone but the cue's offer (QA51b M1)
    assert not any("Carol" in line for line in _texts(said)[n + 1:]), _texts(said)[n:]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_after_the_unread_prompt_heard_last_names_carol_s_zone_in_its_cue(lang):
    table, said, logged = _stalled(lang, "alice", "carol")
    _enter_3_goes_to_carol(lang, table, said, logged)


def _enter_3_goes_to_carol(lang, table, said, logged):
    """Enter then 3 with Carol's unread prompt heard last: the cue names Carol's zone and
    offers the prompt heard before, Alice's play (QA51b M1); the rank goes to Carol (seat 2)."""
    before = len(logged)
    _keys(table, "\n")
    assert _texts(said)[-1] == _switch(lang, ("app.prefix_enter_zone", {"player": "Carol"}),
                                       message(lang, "wait.play", player="Alice"))
    _keys(table, "3")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 2)]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_hand_taken_as_the_rank_s_other_card_by_the_count_is_said_not_as_fact(lang):
    """Both Boxers counted (one Alice's play read as her check's card): Enter and 3 given
    to Carol's zone, her owed hand, is taken as the Deep One, and that it was so taken is
    said after it; Enter and 3 for Alice's play says no such line (a play's rank)."""
    table, said, logged = _stalled(lang, "alice", "carol")
    _keys(table, "\n3")
    counted = message(lang, "app.enter_rank_counted", rank=3, card=card("deep_one").name(lang),
                      counted=card("the_boxer").name(lang))
    assert _texts(said)[-1] == counted, _texts(said)[-3:]
    table, said, logged = _stalled(lang, "carol", "alice")
    _keys(table, "\n3")
    assert counted not in _texts(said)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_again_takes_the_prompt_heard_before_the_last_one(lang):
    """Fresh QA51b M1 (run C2, es, 15:08:34-46): "… still waiting for Alice's play … Press
    Enter", then "I cannot read a card in Carol's zone: press Enter, then its rank."; Enter
    1.5 s into the second, meant for the first, went to Carol's zone ("Carta de la zona de
    Carol: ¿qué rango?"), and Enter again only cancelled: Alice's play could not be given
    while Carol's card waited. The cue offers the other prompt; Enter again takes it, once
    more takes back the first."""
    table, said, logged = _stalled(lang, "alice", "carol")
    before = len(logged)
    _keys(table, "\n\n")
    alice = message(lang, "wait.play", player="Alice")
    assert _texts(said)[-1] == _switch(lang, ("app.prefix_enter_wait", {"expected": alice}),
                                       message(lang, "app.enter_other_zone", player="Carol"))
    _keys(table, "3")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 0)]
    table, said, logged = _stalled(lang, "alice", "carol")
    before = len(logged)
    _keys(table, "\n\n\n3")  # back to Carol's zone
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 2)]


def test_enter_twice_with_one_prompt_heard_still_cancels():
    table, said, logged = _stalled("en", "carol")
    _keys(table, "\n\n")
    assert _texts(said)[-1] == message("en", "app.cancelled")

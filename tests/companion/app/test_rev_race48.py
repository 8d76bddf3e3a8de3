"""Review rev-race48 of :mod:`companion.app.enter_raced` (fresh QA48 MEDIUM-2: Enter and a
rank obeying a prompt the camera settled since went to the next zone awaited)."""
import pytest

from companion.narration.catalog import message

from .test_early_cards import _appeared, _table as _camera_table, told_unread_then_read
from .test_live_deal import _frames, _texts
from .test_qa48_enter_raced import ALICE_LATE, MEANWHILE, _asked, _keys, _zones


def _meanwhile(lang, card, player):
    return message(lang, "app.enter_read_meanwhile", card=card, player=player)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_obeying_the_unread_prompt_the_camera_read_after_all_enters_nothing(lang):
    """The camera's own prompt, "I cannot read a card in Carol's zone: press Enter, then
    its rank.", then her card read after all ("Carol: The Fed."): Enter and 2, obeying the
    prompt, gave a Fed to Alice's zone ("Which card in Alice's zone: The Fed or the
    Nightgaunt?"), the same race as the stall's prompt (review rev-race48, MEDIUM)."""
    table, said = _camera_table()
    table.session.lang = lang
    told_unread_then_read(table)
    assert _texts(said)[-1] == message(lang, "app.card_unread", player="Carol")
    table._card_appeared(_appeared(3, "the_fed", 2))     # read after all: her play
    zones = _zones(table)
    assert zones[2][-1] == "the_fed"
    _keys(table, "\n2")
    assert _zones(table) == zones                        # not a second Fed, in Alice's zone
    assert _texts(said)[-1] == _meanwhile(lang, {"en": "The Fed", "fr": "l'Agent fédéral",
                                                 "es": "el Federal"}[lang], "Carol")
    _keys(table, "\n2")                                  # again: a card of Alice's
    assert _zones(table)[0] == ("the_musician", "the_fed")  # as ever: the second Enter


def test_an_enter_once_the_asked_zone_took_a_later_card_is_given():
    """Brief: the player enters a different card on purpose a turn later (Bob's play, not
    read, after Dan's and Alice's next plays were): no longer an Enter racing the old
    prompt, given as ever, not refused with "the camera read The Fed in Alice's zone
    meanwhile", a card a whole turn old (review rev-race48, LOW)."""
    table, said, logged = _asked()
    _frames(table, 6, *ALICE_LATE)
    _frames(table, 6, *ALICE_LATE, (4, "the_sailor", 1))
    _frames(table, 6, *ALICE_LATE, (4, "the_sailor", 1), (1, "the_boxer", 2))
    assert _zones(table)[0] == ("the_fed", "the_boxer")
    before, n = len(logged), len(said)
    _keys(table, "\n1")                                  # Bob's Investigators
    assert MEANWHILE["en"] not in _texts(said)[n:]
    assert _texts(said)[-1].startswith("Enter: whose discard zone is it in?")
    _keys(table, "+2")                                   # Bob's
    assert len(logged) == before + 1 and logged[-1].seat == 1


@pytest.mark.parametrize("names", [("Alice", "Bob", "Carol", "Dan", "Eve", "Finn")])
def test_six_players_the_raced_enter_enters_nothing(names):
    """QA48's own table had 6 players (the entry went to Dan's zone)."""
    from .test_live_deal import _table
    from .test_stall import _lay
    table, said, logged = _table(names=names)
    _lay(table, (2, "the_urchin", 1), (3, "the_entertainer", 1))
    _frames(table, 6, *ALICE_LATE)
    before = len(logged)
    _keys(table, "\n2")
    assert len(logged) == before and _texts(said)[-1] == MEANWHILE["en"]
    _keys(table, "-")                                    # undo after the refusal: asks
    assert len(logged) == before

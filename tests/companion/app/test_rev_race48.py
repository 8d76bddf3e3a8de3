"""Review rev-race48 of :mod:`companion.app.enter_raced` (fresh QA48 MEDIUM-2: Enter and a
rank obeying a prompt the camera settled since went to the next zone awaited)."""
import pytest

from companion.narration.catalog import message

from .test_early_cards import _appeared, _table as _camera_table, told_unread_then_read
from .test_live_deal import _frames, _texts
from .test_qa48_enter_raced import ALICE_LATE, MEANWHILE, _keys, _zones


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
    """Brief: the player enters a card on purpose a turn later (Carol's Sanity check's card,
    not read, after Alice's and Bob's next plays and Carol's discard were taken): no longer
    an Enter racing the old prompt, given as ever, not refused with "the camera read The
    Fed in Carol's zone meanwhile", a card a whole turn old (review rev-race48, LOW; moved
    to the camera's own prompt at the merge with missed48, which holds a card read after
    the stall's prompt)."""
    table, said = _camera_table()
    told_unread_then_read(table)
    table._card_appeared(_appeared(3, "the_fed", 2))     # read after all: her play
    table._card_appeared(_appeared(1, "the_sailor", 1))
    table._card_appeared(_appeared(2, "the_musician", 1))
    table._card_appeared(_appeared(3, "the_entertainer", 3))  # discarded: the Musician's
    assert _zones(table)[2] == ("stowaway", "investigators", "the_fed", "the_entertainer")
    n = len(said)
    _keys(table, "\n7")                                  # her check's card: the Shoggoth
    assert _meanwhile("en", "The Fed", "Carol") not in _texts(said)[n:]
    assert _zones(table)[2][-1] == "shoggoth"


@pytest.mark.parametrize("names", [("Alice", "Bob", "Carol", "Dan", "Eve", "Finn")])
def test_six_players_the_enter_obeying_the_stall_gives_alices_play_once(names):
    """QA48's own table had 6 players (the entry went to Dan's zone, a second Fed). Merged
    with missed48: her Fed read after the ask is held; Enter and 2 give her play, then the
    held cards, each once, nothing refused."""
    from .test_live_deal import _table
    from .test_stall import _lay
    table, said, logged = _table(names=names)
    _lay(table, (2, "the_urchin", 1), (3, "the_entertainer", 1))
    _frames(table, 6, *ALICE_LATE)
    n = len(said)
    _keys(table, "\n2+1")
    _frames(table, 6, *ALICE_LATE)
    assert MEANWHILE["en"] not in _texts(said)[n:]
    assert _zones(table) == [("the_fed",), ("the_urchin",), ("the_entertainer",), (), (), ()]

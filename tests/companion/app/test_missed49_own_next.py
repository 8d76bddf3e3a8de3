"""The awaited player's card held behind her missed play (:mod:`companion.app.own_next`;
review of missed48's two HIGH): the held card answers no "which card?" of the rank entered
for her play (it may be her next card), and at 2 players her next card, read after Bob's
one card, is not taken as her missed play when that would knock her out as a fact."""
import pytest

from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay

#: Bob's and Carol's cards, laid while Alice's play is awaited, then her Fed (rank 2, as
#: the Nightgaunt; 2 copies of the Fed)
FED = ((2, "the_urchin", 1), (3, "the_entertainer", 1), (1, "the_fed", 1))
#: at 2 players: Bob's card read while Alice's play is awaited, then her Dilettante
TWO = ((2, "the_urchin", 1), (1, "the_dilettante", 1))


def _keys(table, *keys):
    for key in keys:
        table._one_key(key)


def _fed_held(lang="en", laid=FED):
    """3 players; Bob and Carol lay their cards (the stall asks for Alice's play), then
    Alice's card is read and held; Enter 2 (The Fed or the Nightgaunt?)."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
    _lay(table, *laid[:2])
    _frames(table, 6, *laid)
    _keys(table, "\n", laid[2][1] == "the_fed" and "2" or "6")
    _frames(table, 6, *laid)
    return table, said


def _zones(table):
    return [s.zone for s in table.session.tracker.view().seats]


def test_answered_with_the_other_card_her_held_card_is_her_next_card():
    table, said = _fed_held()
    assert table.session.tracker.question.info == ("the_fed", "nightgaunt")  # still open
    n = len(said)
    _keys(table, "+", "2")  # her play was the Nightgaunt
    _frames(table, 6, *FED)
    heard = _texts(said)[n:]
    at = [heard.index(line) for line in (
        "Alice: the Nightgaunt.", "Bob: The Urchin.", "Carol: The Entertainer.",
        "Alice: Sanity check, 1 card.", "The Fed.")]  # her next turn's check's card
    assert at == sorted(at), heard
    assert _zones(table) == [("nightgaunt", "the_fed"), ("the_urchin",), ("the_entertainer",)]


def test_answered_with_its_own_card_it_is_the_play_said_so_and_enter_gives_her_next_copy():
    table, said = _fed_held()
    n = len(said)
    _keys(table, "+", "1")  # her play was a Fed: this one, read late, or the other copy
    _frames(table, 6, *FED)
    heard = _texts(said)[n:]
    assert heard[-1] == ("The Fed in Alice's zone: this card is taken as Alice's play just "
                         "entered. If it is a later card, press Enter, then 2."), heard
    assert heard.count("Alice: The Fed.") == 1
    assert _zones(table) == [("the_fed",), ("the_urchin",), ("the_entertainer",)]
    _keys(table, "\n", "2", "+", "1")  # it was her next card: the other Fed
    _frames(table, 6, *FED)
    assert _zones(table)[0] == ("the_fed", "the_fed")


def test_a_card_with_no_copy_left_is_the_play_in_silence():
    laid = (*FED[:2], (1, "randall_tillinghast", 1))  # one copy: it is her play
    table, said = _fed_held(laid=laid)
    n = len(said)
    _keys(table, "+", "2")  # The Sailor or Randall Tillinghast? Randall
    _frames(table, 6, *laid)
    heard = _texts(said)[n:]
    assert not any("just entered" in line for line in heard), heard
    assert _zones(table)[0] == ("randall_tillinghast",)


@pytest.mark.parametrize("lang, line", [
    ("fr", "L'Agent fédéral dans la zone d'Alice : cette carte compte comme le jeu d'Alice "
           "qui vient d'être entré. Si c'est une carte posée après, appuyez sur Entrée, puis "
           "sur 2."),
    ("es", "El Federal en la zona de Alice: esta carta se toma como la jugada de Alice recién "
           "introducida. Si es una carta posterior, pulsa Intro y luego 2.")])
def test_the_line_in_french_and_spanish(lang, line):
    table, said = _fed_held(lang)
    _keys(table, "+", "1")
    _frames(table, 6, *FED)
    assert _texts(said)[-1] == line


def _two_players():
    table, said, _ = _table(names=("Alice", "Bob"))
    n = len(said)
    _lay(table, *TWO)
    return table, said, _texts(said)[n:]


def test_two_players_her_card_after_bobs_is_held_and_named():
    table, said, heard = _two_players()
    assert heard == ["The Urchin by Bob? Waiting for Alice's play.",
                     "The Dilettante in Alice's zone waits too: Alice's play, or a later "
                     "card? Press Enter, then the rank of Alice's play, even if it is this "
                     "card."]
    assert table.session.tracker.waiting()[:2] == ("play", 0)


def test_two_players_her_play_entered_gives_bobs_card_then_her_next_card():
    table, said, _ = _two_players()
    n = len(said)
    _keys(table, "\n", "6", "+", "1")  # her missed play: the Sailor
    _frames(table, 6, *TWO)
    heard = _texts(said)[n:]
    at = [heard.index(line) for line in (
        "Alice: The Sailor.", "Bob: The Urchin.", "Alice: The Dilettante.", "Alice is out.")]
    assert at == sorted(at), heard  # out by her next play, laid in her next turn
    assert _zones(table) == [("the_sailor", "the_dilettante"), ("the_urchin",)]


def test_two_players_her_play_read_after_bobs_card_is_still_taken_when_it_ends_nothing():
    # the camera read Bob's card first (its order is not the table's): her Fed ends no
    # round, Bob's card fits after it; taken as before, nothing asked
    table, said, _ = _table(names=("Alice", "Bob"))
    n = len(said)
    _lay(table, (2, "the_urchin", 1), (1, "the_fed", 1))
    heard = _texts(said)[n:]
    assert not any("waits too" in line for line in heard), heard
    bob = next(i for i, line in enumerate(heard) if line.startswith("Bob: The Urchin."))
    assert heard.index("Alice: The Fed.") < bob, heard

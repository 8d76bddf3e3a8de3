"""Review of inturn48 (session 48): cards held behind a missing card are said plainly only
when laid in their turn; one laid before its turn keeps "It lay there before this turn:
check it." In-process: the camera's readings given by hand to a real stabilizer."""
import pytest

from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay
from .test_stall_holds import _unread, _zones

DOUBT = " It lay there before this turn: check it."
ENTERED = "\n4+1"  # Alice's unread card: rank 4, the first of two, the Urchin


SIX = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")


def _entered(table, said, cards):
    n = len(said)
    for key in ENTERED:
        table._one_key(key)
    _frames(table, 2, *cards)
    assert _zones(table)[:3] == [("the_urchin",), ("the_entertainer",), ("shoggoth",)]
    return _texts(said)[n:]


@pytest.mark.parametrize("names", [SIX[:3], SIX])
def test_a_card_laid_before_its_turn_behind_an_unread_card_keeps_the_doubt(names):
    # Alice's card unread; Carol lays hers before Bob's: taken after Bob's, laid before it
    table, said, _ = _table(names=names)
    _unread(table, 1)
    cards = ((3, "shoggoth", 0), (2, "the_entertainer", 0))
    _lay(table, *cards)
    assert "Carol: the Shoggoth." + DOUBT in _entered(table, said, cards)


@pytest.mark.parametrize("names", [SIX[:3], SIX])
@pytest.mark.parametrize("moved", [False, True])
def test_cards_held_in_turn_are_said_plainly_even_moved_or_in_one_picture(moved, names):
    # Bob's then Carol's card behind Alice's unread one; Bob's card moved meanwhile (its
    # first report's time counts), or both seen first in one picture
    table, said, _ = _table(names=names)
    _unread(table, 1)
    cards = ((2, "the_entertainer", 0), (3, "shoggoth", 0))
    if moved:
        _lay(table, *cards)
        cards = ((2, "the_entertainer", 1), cards[1])
        _frames(table, 40, *cards)
    else:
        _frames(table, 6, *cards)
    texts = _entered(table, said, cards)
    assert "Bob: The Entertainer." in texts and "Carol: the Shoggoth." in texts, texts


# review of inturn48 (MEDIUM, the builder's open point): Bob's card refused as laid before
# Alice's play ("The Entertainer by Bob? Waiting for Alice's play."), Alice's card seen unread
# only after it: given after Enter, it was said plainly as laid in its turn (main: the doubt)
def test_a_card_refused_as_early_before_the_unread_card_was_seen_keeps_the_doubt():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    cards = ((2, "the_entertainer", 0), (3, "shoggoth", 0))
    _lay(table, *cards)
    assert "The Entertainer by Bob? Waiting for Alice's play." in _texts(said)
    _unread(table, 1)
    _frames(table, 6, *cards)
    assert "Bob: The Entertainer." + DOUBT in _entered(table, said, cards)


def test_two_players_alice_s_next_card_laid_before_bob_s_keeps_the_doubt():
    # Alice's card unread; her next card laid before Bob's play (out of turn), then Bob's
    table, said, _ = _table(names=("Alice", "Bob"))
    _unread(table, 1)
    cards = ((1, "shoggoth", 1), (2, "the_entertainer", 0))
    _lay(table, *cards)
    n = len(said)
    for key in ENTERED:
        table._one_key(key)
    _frames(table, 2, *cards)
    assert _zones(table) == [("the_urchin", "shoggoth"), ("the_entertainer",)]
    assert "Alice: the Shoggoth." + DOUBT in _texts(said)[n:], _texts(said)[n:]

"""Review of stickR1 (a stall that begins takes in the cards refused before it while a
question was open: :mod:`companion.app.stall_earlier`).

A card refused while "Was that Bob's hand?" was open, laid out of turn order (in Alice's
zone before Dan's play, Dan's turn coming first once Carol's play is in), is a stray: a
card dropped face up, one the camera first saw when a hand lifted. On main it stays a
plain left card and Alice's own card, laid after Dan's, is given as her play once Carol's
missing play is entered. The stall now begins with the stray, and its release (the first
card the table takes, then again from the start) gives Dan's play, then the stray as
Alice's card before hers. Not mended: the same shape is Dan's play read late (covered by
his hand until after the answer) behind Alice's cards laid in turn; a bound on the turn
order (an earlier card's player no later than the new card's) gave main's fault back there
("Alice is out, with The Dilettante."): the second test keeps the branch's behaviour. The
camera's readings given by hand to a real stabilizer."""
import pytest

from .test_live_deal import _frames, _table, _texts
from .test_stickr1_refused_before_stall import ALICE, BOB, _keys, _laid

#: in Alice's zone while the question is open: not her play (hers comes after Dan's)
STRAY = (1, "the_sailor", 2)
#: after the answer, Carol's play never read: Dan's play, then Alice's
AFTER_ANSWER = ((4, "cultists", 0), (1, "the_entertainer", 1))


@pytest.mark.xfail(strict=True, reason="review of stickR1 (HIGH, rare): a stray refused "
                   "while a question was open, laid out of turn order, is given as Alice's "
                   "card before her own play (stall_earlier takes it into the stall)")
def test_a_stray_refused_during_the_question_does_not_take_her_plays_place():
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"))
    shown = _laid(table, (), (ALICE, BOB))
    shown = _laid(table, shown, (STRAY,))
    _keys(table, "+", "2")  # Bob is still in
    shown = _laid(table, shown, AFTER_ANSWER)
    _keys(table, "\n", "2", "+", "2")  # Carol's Nightgaunt, never read
    _frames(table, 6, *shown)
    heard = _texts(said)
    assert table.session.tracker.view().seats[0].zone == ("investigators", "the_entertainer")
    assert not any("The Sailor in Alice's" in line for line in heard), heard


def test_the_first_card_read_late_still_takes_in_the_later_players_cards():
    # run C's round 1 with Dan's Cultists covered until after the answer: refused then, it
    # begins the stall, and Alice's Dilettante and Urchin, refused during the question,
    # are still hers in turn (fails on main: "Alice is out." as fact, "Alice's hand: The
    # Dilettante.", "Bob fails. 16 cards left.")
    table, said, _ = _table(names=("Alice", "Bob", "Carol", "Dan"))
    shown = _laid(table, (), (ALICE, BOB))
    shown = _laid(table, shown, ((1, "the_dilettante", 1), (1, "the_urchin", 2)))
    _keys(table, "+", "2")
    shown = _laid(table, shown, ((4, "cultists", 0), (2, "cthulhu", 1), (2, "the_boxer", 2)))
    _keys(table, "\n", "2", "+", "2")  # Carol's Nightgaunt, never read
    _frames(table, 6, *shown)
    heard = _texts(said)
    assert not any("with The Dilettante" in line for line in heard), heard
    assert "Bob fails. 15 cards left." in heard
    assert table.session.tracker.view().seats[0].zone == (
        "investigators", "the_dilettante", "the_urchin")

"""An undo that moves the turn back says whose turn it is now (QA23 #9: "Alice: The
Urchin. / Alice is protected. / Bob." then undo said only "Undone: The Urchin in Alice's
zone.", and a blind player last heard "Bob.")."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_session import press, session


@pytest.mark.parametrize("lang, says", [
    ("en", ["Undone: The Urchin in Ann's zone.", "It is Ann's turn."]),
    ("fr", ["C'est annulé : la Gamine dans la zone d'Ann.", "C'est au tour d'Ann."]),
    ("es", ["Deshecho: el Pilluelo en la zona de Ann.", "Es el turno de Ann."]),
])
def test_an_undo_that_moves_the_turn_back_says_whose_turn_it_is(lang, says):
    s, said = session(lang)
    s.observe(o.card_seen(0, "the_urchin"))
    assert s.tracker.view().active == 1
    press(s, "--")
    assert s.tracker.view().active == 0
    assert [a.brief for a in said[-2:]] == says


def test_an_undo_that_leaves_the_turn_says_no_turn():
    s, said = session()
    s.observe(o.card_seen(0, "the_boxer"))
    s.observe(o.target(1))  # an answer: undone, the turn does not move
    n = len(said)
    press(s, "--")
    assert not any("turn" in a.brief for a in said[n:])


@pytest.mark.parametrize("lang, turn", [
    ("en", "It is Cy's turn, unless Cy is out: then Ann plays."),
    ("fr", "C'est au tour de Cy, sauf si Cy a quitté la manche : alors Ann joue."),
    ("es", "Le toca a Cy, salvo que Cy esté fuera: entonces juega Ann."),
])
def test_an_undo_back_to_a_turn_one_player_s_being_out_decides_says_it(lang, turn):
    """QA31 N7 (d_ucut2): after Bob's Investigators, Carol's Fed asked whether she was out;
    undoing the Fed moved the turn back to Carol with no word (a turn that hangs on Carol
    being out: said as key 5 says it)."""
    s, said = session(lang)
    for seat, key in ((0, "the_urchin"), (1, "investigators"), (2, "the_fed")):
        s.observe(o.card_seen(seat, key))
    press(s, "--")
    assert s.tracker.view().active == 2 and s.tracker.question is None
    assert said[-1].brief == turn
    n = len(said)
    press(s, "5")
    assert [a.brief for a in said[n:]] == [turn]

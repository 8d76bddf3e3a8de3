"""Review of hq64 (session 64): the ``holder`` question ("who took the Stowaway Eggs?")
another question replaced waits (:attr:`companion.tracker.tracker.Tracker.holder_waiting`)
and is asked again once no other is open (:meth:`companion.tracker.asking.Asking.
_holder_again`). Set-up: tests/companion/tracker/test_holder_again.py (Bob's Stowaway,
Insane: "take the chosen player's hand; they take the set-aside card", companion.engine.
effects ``steal``, RULINGS O8's Mi-Go twin; Bob's Investigators then on Ann).

MEDIUM (mended in session 65, rxf): the question asked again after a knock-out that showed
the out player's hand still offered that player ("1 Ann, 2 Cy." after "Ann is out, with The
Fed."), and plus 1 said "Ann now holds the Stowaway Eggs.", a state no table can have: the
taker's hand is the Eggs until played or knocked out, so a player knocked out with another
card did not take them (:func:`companion.tracker.aside_taker.hand_not_taker`,
:func:`companion.tracker.questions.holder_asked`)."""
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker
from tests.companion.tracker.test_holder_again import _replaced, _replaced4, _said
from tests.companion.tracker.test_stowaway_insane import insane_stowaway


def test_the_holder_question_asked_again_offers_no_player_whose_out_hand_showed():
    """Plus 1 to "was that Ann's hand, so Ann is out?": Ann is out with the Fed, her hand
    (Bob's Investigators); had she been chosen, her hand would have been the Eggs: Cy took
    them."""
    t, holder = _replaced()
    said = _said(t, t.answer_observation(1))
    assert said[0] == "Ann is out, with The Fed.", said
    q = t.question
    assert q is None or q.value != "holder" or 0 not in q.info, said
    assert q is not None or "Cy now holds the Stowaway Eggs." in said, said


def test_the_other_account_s_late_hand_tells_the_taker_too():
    """Plus 2, Ann still in: the Investigators were on Cy, whose hand laid late was the
    Musician, not the Eggs: Ann took them."""
    t, _ = _replaced()
    said = _said(t, t.answer_observation(2))
    assert said[-2:] == ["Cy is out, with The Musician.", "Ann now holds the Stowaway Eggs."], \
        said
    assert t.question is None and t.holder_waiting is None


def test_four_players_the_waiting_question_is_asked_with_the_seats_left():
    """Plus 1, Ann out with the Urchin: "who took the Stowaway Eggs?" asked again without
    her; plus 1 is then Bob."""
    t, holder = _replaced4()
    said = _said(t, t.answer_observation(1), NAMES)
    assert said[0] == "Ann is out, with The Urchin.", said
    assert said[-1] == "Di: who took the Stowaway Eggs? 1 Bob, 2 Cy.", said
    assert t.question.info == (1, 2) and t.holder_waiting is None
    assert _said(t, t.answer_observation(1), NAMES) == ["Bob now holds the Stowaway Eggs."]
    assert t.question is None


def test_an_open_holder_question_is_asked_again_once_a_knock_out_narrows_it():
    """4 players, Bob's Stowaway told Insane by Ann's Fed, the holder question opened in
    the same input as Ann's knock-out by his Investigators (her hand the Fed): asked again
    without Ann, her number never meaning her."""
    t = tracker(4)
    feed(t, *(o.card_seen(s, c) for s, c in (
        (0, "the_urchin"), (1, "shoggoth"), (2, "the_entertainer"), (3, "nightgaunt"),
        (0, "the_fed"), (1, "investigators"), (1, "stowaway"), (1, "investigators"))))
    said = _said(t, o.card_seen(0, "the_fed"), NAMES)
    assert said.index("Ann is out, with The Fed.") < len(said) - 1, said
    assert said[-1] == "Bob: who took the Stowaway Eggs? 1 Cy, 2 Di.", said
    assert t.question.info == (2, 3)
    assert t.answer_observation(3) is None


def test_the_mi_go_braincase_s_taker_is_told_likewise():
    """RULINGS O8, O9: the original edition's Mi-Go, the same play as Bob's Stowaway;
    Ann out with the Cats of Ulthar, not the Braincase: Cy took it."""
    t, _ = insane_stowaway("original", "mi_go")
    for seat, card in ((1, "investigators_original"), (0, "cats_of_ulthar"),
                       (2, "henry_armitage")):
        _said(t, o.card_seen(seat, card))
    assert t.question.value == "out"
    assert _said(t, t.answer_observation(1))[:2] == [
        "Ann is out, with the Cats of Ulthar.", "Cy now holds the Mi-Go Braincase."]
    assert t.question is None and t.holder_waiting is None

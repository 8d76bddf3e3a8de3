"""Session 64 (sc64), fresh QA63b MEDIUM-3: a Sanity check card asked as "was that Dan's
hand?". An Insane player's turn begins with her Sanity check (seed 002 "State of Mind",
RULINGS O15); a play whose result nobody told (Ann's Investigators on Bob, the guess
unsaid) may have put her out, so her next card is her knocked-out hand in one account and
her check's card in the other: the question names both
(:func:`~companion.tracker.questions.out_no` ``"hand_check"``). Original edition, 4 players
(``builders``)."""
import pytest

from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker

ASKED = ("The Great Race of Yith in Bob's discard zone: Bob's hand, so Bob is out, or Bob's "
         "Sanity check card? 1 the hand, 2 the Sanity check card.")


def _said(t, *observations, lang="en"):
    return [narrate(e, NAMES, lang) for e in feed(t, *observations)]


def _asked(lang="en"):
    """Bob Insane (his Golden Mead), Ann's Investigators on Bob (her guess not told), then
    his Great Race of Yith: his hand (the guess right) or his check's card."""
    t = tracker(4, "original")
    feed(t, o.card_seen(0, "elder_sign"), o.card_seen(1, "golden_mead"), o.target(2),
         o.card_seen(2, "elder_sign"), o.card_seen(3, "randolph_carter"),
         o.card_seen(0, "investigators_original"), o.target(1))
    return t, _said(t, o.card_seen(1, "great_race_of_yith"), lang=lang)


def test_a_check_card_that_may_be_the_hand_is_asked_with_both_named():
    """Main asked "was that Bob's hand, so Bob is out? 1 yes, 2 no, still in.": the card
    in the other account, his Sanity check's, unnamed."""
    t, said = _asked()
    assert said == [ASKED], said
    assert len(t.hyps) == 2


@pytest.mark.parametrize("lang, line", [
    ("fr", "La Grande Race de Yith dans la zone de défausse de Bob : la main de Bob, qui "
           "quitte donc la manche, ou la carte du test de Santé mentale de Bob ? 1 la main, "
           "2 la carte du test."),
    ("es", "La Gran Raza de Yith en la zona de descarte de Bob: ¿la mano de Bob, que queda "
           "fuera, o la carta de la prueba de cordura de Bob? 1 la mano, 2 la carta de la "
           "prueba."),
])
def test_the_hand_or_check_question_in_french_and_spanish(lang, line):
    assert _asked(lang)[1] == [line]


@pytest.mark.parametrize("answer, expected", [
    (o.seat_out(1), ["Bob is out, with the Great Race of Yith.", "Cy."]),
    (o.not_hand(1), ["Bob is still in.", "Bob.", "Bob: Sanity check, 1 card.",
                     "The Great Race of Yith.", "Bob passes.", "13 cards left."]),
])
def test_its_answers_keep_the_hand_or_the_check(answer, expected):
    t, _ = _asked()
    assert _said(t, answer) == expected
    assert len(t.hyps) == 1


def test_his_play_closes_it_as_his_check_card():
    t, _ = _asked()
    said = _said(t, o.card_seen(1, "cats_of_ulthar"))
    assert said[:6] == ["Bob.", "Bob: Sanity check, 1 card.", "The Great Race of Yith.",
                        "Bob passes.", "13 cards left.",
                        "No answer needed: Bob's Sanity check showed the Great Race of Yith."], \
        said

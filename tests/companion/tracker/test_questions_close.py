"""An answered question closes even when the accounts still differ on something else
(QA F4: "is Bob out?" stayed open after "still in" while R'lyeh's effect was unknown)."""
import pytest

from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker
from tests.companion.tracker.test_camera_reads import FACE_UP, _eggs_taken


def test_an_answered_out_question_closes_while_the_accounts_differ_on_an_effect():
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"), o.card_seen(1, "the_fed"))
    assert t.question is not None and (t.question.value, t.question.seat) == ("out", 1)
    feed(t, o.card_seen(2, "the_urchin"), o.card_seen(0, "the_boxer"), o.card_seen(0, "rlyeh"))
    assert t.question is not None  # still open: nothing answered it yet
    feed(t, o.still_in(1))
    assert t.ambiguous  # R'lyeh Sane (Tommy Gun) or Insane (the deck flipped)
    # the stale "is Bob out?" is closed; what is open now is R'lyeh's effect (QA17 #5)
    assert (t.question.value, t.question.seat) == ("effect", 0)
    feed(t, t.answer_observation(2))  # 2: Insane, not "Bob is in"
    assert not t.ambiguous and t.state.flipped and t.question is None


def _bob_may_be_out():
    """2 players, Bob first: Bob's Boxer, Ann's Investigators, Bob's Urchin: "was that
    Bob's hand, so Bob is out?" (Ann's Investigators may have guessed it)."""
    t = tracker(2, first=1)
    feed(t, o.card_seen(1, "the_boxer"), o.card_seen(0, "investigators"),
         o.card_seen(1, "the_urchin"))
    assert (t.question.value, t.question.seat) == ("out", 1)
    return t


@pytest.mark.parametrize("lang, says", [
    ("en", "The cards tell it: Bob is still in. No answer needed."),
    ("fr", "Les cartes le disent : Bob reste en jeu. Pas besoin de répondre."),
    ("es", "Las cartas lo dicen: Bob sigue en juego. No hace falta responder."),
])
def test_an_out_question_the_cards_settle_is_said_closed_first(lang, says):
    # the effect question was said closed ("The cards tell it: …"), "is Bob out?" closed in
    # silence when Ann's next card showed Bob's Urchin was his play
    t = _bob_may_be_out()
    events = feed(t, o.card_seen(0, "the_fed"))
    assert t.question is None
    assert (events[0].kind, events[0].value, events[0].info) == ("question_settled", "out",
                                                                 "in")
    assert narrate(events[0], ["Ann", "Bob"], lang) == says
    assert [e for e in events if e.kind == "question_settled"] == [events[0]]


def test_an_answered_out_question_is_not_said_settled():
    t = _bob_may_be_out()
    events = feed(t, t.answer_observation(2))  # 2: still in
    assert t.question is None and "question_settled" not in [e.kind for e in events]


def test_a_was_hand_question_the_cards_settle_is_said_closed():
    # Bob won round 1; Ann's Urchin after Bob's Boxer: her hand (the game over) or her play
    t = tracker(2)
    feed(t, *(o.face_up(c) for c in FACE_UP))
    feed(t, o.card_seen(0, "the_dilettante"), o.card_seen(0, "the_boxer"))
    feed(t, o.new_round(), *(o.face_up(c) for c in FACE_UP))
    feed(t, o.card_seen(1, "the_boxer"), o.card_seen(0, "the_urchin"))
    assert t.question.value == "was_hand"
    events = feed(t, o.card_seen(1, "the_sailor"))  # Bob plays on: the game is not over
    assert narrate(events[0], ["Ann", "Bob"], "en") == (
        "The cards tell it: Ann is still in. No answer needed.")


@pytest.mark.parametrize("lang, says", [
    ("en", "The cards tell it: R'lyeh in Bob's zone. No answer needed."),
    ("fr", "Les cartes le disent : R'lyeh dans la zone de Bob. Pas besoin de répondre."),
    ("es", "Las cartas lo dicen: R'lyeh en la zona de Bob. No hace falta responder."),
])
def test_a_which_card_question_the_cards_settle_is_said_closed(lang, says):
    t = _eggs_taken()
    t.apply(o.card_seen(1, ["rlyeh", "stowaway_eggs"]))  # "Which card is it?"
    events = feed(t, o.card_seen(2, "the_urchin"))  # only R'lyeh's Sane effect explains it
    assert t.question is None
    assert (events[0].kind, events[0].cards) == ("question_settled", ("rlyeh",))
    assert narrate(events[0], ["Ann", "Bob", "Cy"], lang) == says


def test_a_which_card_question_the_camera_reads_is_said_settled_and_a_key_answer_is_not():
    """QA22 #1: ``was`` with value ``"seen"`` (the camera's clear reading) settles "Which
    card is it?" and says so first; the same answer by key is not said settled."""
    for seen, settled in ((True, True), (False, False)):
        t = tracker(3)
        feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, ["the_fed", "nightgaunt"]))
        assert t.question.info == ("the_fed", "nightgaunt")
        events = feed(t, o.was("nightgaunt", seen=seen))
        assert t.question is None and t.zone_reads(1) == (("nightgaunt",),)
        assert (events[0].kind == "question_settled") is settled
        if settled:
            assert narrate(events[0], ["Ann", "Bob", "Cy"], "en") == (
                "The cards tell it: Nightgaunt in Bob's zone. No answer needed.")


def test_a_was_value_other_than_seen_is_refused():
    o.validate(o.from_json(o.to_json(o.was("the_fed", seen=True))))
    with pytest.raises(o.ObservationError, match="was: value"):
        o.validate(o.Observation("was", None, ("the_fed",), "maybe"))

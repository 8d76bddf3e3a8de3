"""An answered question closes even when the accounts still differ on something else
(QA F4: "is Bob out?" stayed open after "still in" while R'lyeh's effect was unknown)."""
import pytest

from companion.narration import narrate
from companion.tracker import observations as o
from companion.tracker.events import TableEvent
from companion.tracker.tracker import settled_in_order
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
    ("en", "No answer needed: that was Bob's play."),
    ("fr", "Pas besoin de répondre : c'était le jeu de Bob."),
    ("es", "No hace falta responder: era la jugada de Bob."),
])
def test_an_out_question_the_cards_settle_is_said_closed_after_the_play(lang, says):
    # "is Bob out?" closed in silence when Ann's next card showed Bob's Urchin was his
    # play (QA19 #2); it is said closed right after that play, as the play (QA28 #2)
    t = _bob_may_be_out()
    events = feed(t, o.card_seen(0, "the_fed"))
    assert t.question is None
    kinds = [(e.kind, e.seat, e.info) for e in events]
    i = kinds.index(("card_played", 1, None))
    assert kinds[i + 1] == ("question_settled", 1, "play")
    assert [e for e in events if e.kind == "question_settled"] == [events[i + 1]]
    assert narrate(events[i + 1], ["Ann", "Bob"], lang) == says


@pytest.mark.parametrize("lang, says", [
    ("en", ["Bob: the Deep One.", "No answer needed: that was Bob's play.",
            "Bob is out, with The Fed."]),
    ("fr", ["Bob : le Profond.", "Pas besoin de répondre : c'était le jeu de Bob.",
            "Bob quitte la manche ; sa main : l'Agent fédéral."]),
    ("es", ["Bob: el Profundo.", "No hace falta responder: era la jugada de Bob.",
            "Bob queda fuera, con el Federal."]),
])
def test_a_settled_out_question_is_said_after_the_play_and_out_once(lang, says):
    # QA28 #2: Alice's Cultists, Deep One in Bob's zone ("was that Bob's hand, so Bob is
    # out?"), then Bob's Fed beside it: he played Deep One and lost. It was heard "The
    # cards tell it: Bob is out." / "Bob: Deep One." / "Bob is out, with The Fed.": the
    # answer before the play that gave it, read as "yes, his hand", and "out" twice
    names = ["Alice", "Bob", "Carol"]
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"), o.card_seen(1, "deep_one"))
    assert (t.question.value, t.question.seat) == ("out", 1)
    events = feed(t, o.card_seen(1, "the_fed"))
    assert t.question is None
    said = [narrate(e, names, lang) for e in events
            if e.kind in ("card_played", "question_settled", "player_out")]
    assert said == says


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
    said = [narrate(e, ["Ann", "Bob"], "en") for e in events]
    i = said.index("Ann: The Urchin.")
    assert said[i + 1] == "No answer needed: that was Ann's play."
    assert sum("answer needed" in line for line in said) == 1


@pytest.mark.parametrize("lang, says", [
    ("en", "The cards tell it: R'lyeh in Bob's zone. No answer needed."),
    ("fr", "Les cartes le disent : R'lyeh dans la zone de Bob. Pas besoin de répondre."),
    ("es", "Las cartas lo dicen: R'lyeh en la zona de Bob. No hace falta responder."),
])
def test_a_which_card_question_the_cards_settle_is_said_closed(lang, says):
    t = _eggs_taken()
    t.apply(o.card_seen(1, ["rlyeh", "stowaway_eggs"]))  # "Which card is it?"
    events = feed(t, o.card_seen(2, "the_urchin"))  # only R'lyeh's Sane effect explains it
    # who took the Eggs, replaced by "Which card?", is asked again (session 64, hq64)
    assert t.question is events[-1] and t.question.value == "holder"
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
                "The cards tell it: the Nightgaunt in Bob's zone. No answer needed.")


def test_a_was_value_other_than_seen_is_refused():
    o.validate(o.from_json(o.to_json(o.was("the_fed", seen=True))))
    with pytest.raises(o.ObservationError, match="was: value"):
        o.validate(o.Observation("was", None, ("the_fed",), "maybe"))


@pytest.mark.parametrize("lang, says", [
    ("en", ["Bob is out, with The Fed.", "No answer needed."]),
    ("fr", ["Bob quitte la manche ; sa main : l'Agent fédéral.", "Pas besoin de répondre."]),
    ("es", ["Bob queda fuera, con el Federal.", "No hace falta responder."]),
])
def test_a_settled_out_question_is_said_after_the_out_line_not_before(lang, says):
    # the events say the player out (not the play of the card asked about): the question
    # is said closed after that line, and "out" once (QA28 #2)
    q = TableEvent("question_settled", seat=1, cards=("deep_one",), value="out", info="out")
    turn = TableEvent("turn_started", seat=0)
    out = TableEvent("player_out", seat=1, cards=("the_fed",))
    events = settled_in_order([q], [out, turn])
    assert [(e.kind, e.info) for e in events] == [
        ("player_out", None), ("question_settled", "said"), ("turn_started", None)]
    assert [narrate(e, ["Ann", "Bob"], lang) for e in events[:2]] == says


def test_a_settled_question_with_nothing_said_of_it_still_comes_first():
    effect = TableEvent("question_settled", seat=0, cards=("rlyeh",), value="effect",
                        info="insane")
    still_in = TableEvent("question_settled", seat=1, cards=("deep_one",), value="out",
                          info="in")
    later = [TableEvent("turn_started", seat=1),
             TableEvent("card_played", seat=1, cards=("the_fed",), value=False)]
    assert settled_in_order([effect], later) == [effect] + later
    assert settled_in_order([still_in], later) == [still_in] + later
    assert settled_in_order([], later) == later

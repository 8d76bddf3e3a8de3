"""R'lyeh played Insane (QA17 #5): its Insane side flips the deck, which no camera sees,
and its Sane side reveals 2 cards into any zone, so the next player's card could be either.
The table is asked "Sane or Insane effect?" at once, and an answer told after the next
player's card still goes with R'lyeh (seed 002 card 0; RULINGS A3, A16)."""
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, kinds, tracker


def insane_rlyeh():
    """Ann (Insane: Cultists in her zone) plays R'lyeh after her Sanity check (The Fed);
    3 players, all still in."""
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"), o.still_in(1), o.card_seen(1, "the_entertainer"),
         o.card_seen(2, "the_urchin"), o.card_seen(0, "the_fed"))
    assert t.state.insane(0) and not t.ambiguous
    events = feed(t, o.card_seen(0, "rlyeh"))
    return t, events


def test_the_effect_of_an_insane_rlyeh_is_asked_at_once():
    t, events = insane_rlyeh()
    assert kinds(events)[-1] == "question"
    assert (events[-1].value, events[-1].seat, events[-1].info) == ("effect", 0,
                                                                    ("sane", "insane"))
    assert t.question == events[-1]


def test_a_sane_rlyeh_asks_nothing():
    t = tracker(3)
    events = feed(t, o.card_seen(0, "rlyeh"))
    assert "question" not in kinds(events) and t.question is None


def test_insane_told_after_the_next_play_goes_with_rlyeh():
    t, _ = insane_rlyeh()
    feed(t, o.card_seen(1, "the_sailor"))  # Bob's play, or R'lyeh's first card (Sane)
    assert t.ambiguous
    events = feed(t, t.answer_observation(2))  # 2: Insane
    assert not t.ambiguous and t.state.flipped and t.question is None
    said = [(e.kind, e.seat) for e in events]
    assert said[:4] == [("choice", 0), ("deck_flipped", 0), ("turn_started", 1),
                        ("card_played", 1)]


def test_sane_told_after_the_next_card_makes_it_rlyehs_card():
    t, _ = insane_rlyeh()
    feed(t, o.card_seen(1, "the_sailor"))
    events = feed(t, t.answer_observation(1))  # 1: Sane
    assert not t.ambiguous and not t.state.flipped
    assert [(e.kind, e.seat) for e in events][:2] == [("choice", 0), ("card_revealed", 1)]
    assert t.state.wait == ("gun", (0, 1), 1, 1)  # its second card goes there too


def test_a_late_answer_closes_the_question_when_the_next_play_leaves_doubts():
    """QA19 #1: Bob's Boxer (no target told) leaves several accounts after the late
    answer; the question stayed open for good (keys 5/8/1, status line, resume), a second
    answer repeated the effect."""
    t, _ = insane_rlyeh()
    feed(t, o.card_seen(1, "the_boxer"))
    events = feed(t, t.answer_observation(2))  # 2: Insane
    assert t.ambiguous  # the Boxer's compare is still unknown
    assert [(e.kind, e.seat) for e in events][:2] == [("choice", 0), ("deck_flipped", 0)]
    assert t.question is None and t.answer_observation(2) is None


def test_a_late_necronomicon_answer_closes_its_question():
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"), o.still_in(1), o.card_seen(1, "the_entertainer"),
         o.card_seen(2, "the_urchin"), o.card_seen(0, "the_fed"))
    events = feed(t, o.card_seen(0, "necronomicon"))
    assert (events[-1].kind, events[-1].value) == ("question", "effect")
    feed(t, o.card_seen(1, "the_boxer"))
    feed(t, t.answer_observation(2))
    assert t.ambiguous and t.question is None and t.answer_observation(1) is None


def test_the_question_the_cards_settle_is_said_closed_before_the_next_one():
    """QA19 #2: unanswered, R'lyeh's question was silently replaced by "was that Cy's
    hand?" once Cy's card showed the Insane effect; a late R'lyeh "+1" then put Cy out."""
    from companion.narration import narrate
    t = tracker(3)  # QA19's rlyeh5.py: Ann Insane by Nightgaunt, her check passed
    feed(t, o.card_seen(0, "nightgaunt"), o.card_seen(1, "the_sailor"),
         o.card_seen(2, "the_fed"), o.card_seen(0, "the_musician"), o.card_seen(0, "rlyeh"),
         o.card_seen(1, "the_boxer"))
    events = feed(t, o.card_seen(2, "the_urchin"))  # Sane R'lyeh cannot explain it
    said = [(e.kind, e.value) for e in events]
    # said first, then what follows from it, then the next question
    assert said[:2] == [("question_settled", "effect"), ("deck_flipped", None)]
    assert said[-1] == ("question", "out")
    e = events[0]
    assert (e.seat, e.cards, e.info) == (0, ("rlyeh",), "insane")
    assert narrate(e, ["Ann", "Bob", "Cy"], "en") == (
        "The cards tell it: Ann's R'lyeh, Insane effect. No answer needed.")
    assert t.question == events[-1]


def test_rlyehs_revealed_card_is_said_with_whose_effect_and_whose_zone():
    """QA19 #8: a late Sane answer said "Ann: Sane effect. The Boxer.": nobody was told
    that Bob's card is now R'lyeh's revealed card, not Bob's play."""
    from companion.narration import narrate
    t, _ = insane_rlyeh()
    feed(t, o.card_seen(1, "the_sailor"))
    revealed = feed(t, t.answer_observation(1))[1]  # 1: Sane
    assert (revealed.kind, revealed.seat, revealed.info) == ("card_revealed", 1, (0, "rlyeh"))
    said = {lang: narrate(revealed, ["Ann", "Bob", "Cy"], lang) for lang in ("en", "fr", "es")}
    assert said == {"en": "Ann's R'lyeh: The Sailor, from the deck into Bob's zone.",
                    "fr": "R'lyeh d'Ann : le Marin, de la pioche dans la zone de Bob.",
                    "es": "R'lyeh de Ann: el Marinero, del mazo a la zona de Bob."}


def test_an_open_effect_question_is_not_replaced_by_another_before_it_is_answered():
    """QA19 #2: Bob's Boxer, then a Sailor in Bob's zone (his knocked-out hand if Insane,
    R'lyeh's second card if Sane). "is Bob out?" took the R'lyeh question's place, and the
    late R'lyeh "+2" (Insane) answered it "still in": the Sane account, the opposite."""
    t, _ = insane_rlyeh()
    feed(t, o.card_seen(1, "the_boxer"), o.card_seen(1, "the_sailor"))
    assert (t.question.value, t.question.seat) == ("effect", 0)
    events = feed(t, t.answer_observation(2))  # 2: Insane
    assert [(e.kind, e.seat) for e in events][:5] == [
        ("choice", 0), ("deck_flipped", 0), ("turn_started", 1), ("card_played", 1),
        ("player_out", 1)]
    assert t.state.flipped and t.question is None

"""An answered question closes even when the accounts still differ on something else
(QA F4: "is Bob out?" stayed open after "still in" while R'lyeh's effect was unknown)."""
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker


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

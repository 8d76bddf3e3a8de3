"""rv38b: after "2 no, Bob played it" the accounts where Bob lost his Boxer compare (hand
owed) stay; Bob's next play is taken there for that late hand, and the "out" question about
Bob is not asked again (asked once a round): Bob's play, Cy's Deep One and Cy's knocked-out
hand are all said nothing, no question open (round 1)."""
from companion.narration import narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob", "Cy"]


def test_bob_s_next_play_is_said_or_asked_about():
    t = tracker(3, edition="arkham-classic")
    feed(t, o.card_seen(0, "investigators"))
    feed(t, o.card_seen(1, "the_boxer"))
    assert t.question is not None and t.question.info == ("out", "played")
    t.answer(2)  # true: Bob played it (he won the compare)
    feed(t, o.card_seen(2, "the_urchin"))
    if t.question is not None:
        t.answer(2)  # "2 no, still in": true
    feed(t, o.card_seen(0, "investigators"))
    said = []
    for seat, key in ((1, "the_urchin"), (2, "deep_one"), (2, "the_fed")):
        said += narrate_events(feed(t, o.card_seen(seat, key)), NAMES, "en")
    assert said or t.question is not None, (
        f"3 cards said nothing, no question open ({len(t.hyps)} accounts kept)")

"""rv38b: "was that Cy's hand? 2 no, still in" when Cy's play may make him discard his own
hand (Musician / Stowaway / Mi-Go Sane on himself): the discarded hand may knock him out
(Cthulhu), so "still in" is not every account's truth (QA38 #1's class)."""
from companion.narration import narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob", "Cy"]


def _table():
    t = tracker(3, first=1)
    feed(t, o.card_seen(1, "investigators"))  # Bob's guess, unseen: Cy's hand, or a miss
    return t, feed(t, o.card_seen(2, "the_musician"))


def test_still_in_not_offered_while_his_own_discard_may_knock_him_out():
    t, events = _table()
    q = t.question
    assert q is not None and q.value == "out" and q.seat == 2
    assert q.info[-1] != "in", (
        "answer 2 offered as 'still in' though Cy's Musician may make him discard "
        "his own hand (Cthulhu: out): " + str(narrate_events(events, NAMES, "en")))


def test_answer_2_never_says_still_in_before_he_goes_out():
    t, _ = _table()
    said = narrate_events(t.answer(2), NAMES, "en")
    said += narrate_events(feed(t, o.card_seen(2, "cthulhu")), NAMES, "en")
    assert t.view().seats[2].out
    assert "Cy is still in." not in said, f"'still in' then out, all heard: {said}"

"""``Tracker.takes_in_turn``: whether cards would be taken one after the other now (the
cards laid since a table seemed cleared in a round's middle, tried as the round's next
plays: review of integ47). The tracker is left as it was."""
from companion.tracker import observations as o
from tests.companion.tracker.builders import tracker


def test_plays_in_turn_are_taken_and_the_tracker_is_left_as_it_was():
    t = tracker(4)
    history, view = list(t.history), t.view()
    assert t.takes_in_turn([o.card_seen(0, "the_urchin"), o.card_seen(1, "the_fed")])
    assert t.history == history and t.view() == view


def test_a_card_out_of_turn_or_none_is_not():
    t = tracker(4)
    # Bob's card before Ann's play, Ann's second card in Bob's turn, no card at all
    assert not t.takes_in_turn([o.card_seen(1, "the_fed")])
    assert not t.takes_in_turn([o.card_seen(0, "the_urchin"), o.card_seen(0, "the_fed")])
    assert not t.takes_in_turn([])


def test_a_card_its_zone_awaits_but_refused_is_not():
    t = tracker(4)
    # a second Sailor: one copy only (too_many_copies), though Bob's play is awaited
    assert not t.takes_in_turn([o.card_seen(0, "the_sailor"), o.card_seen(1, "the_sailor")])

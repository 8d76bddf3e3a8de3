"""Review of undo53 (commit 2, ``within_copies``): cards revealed together (a Tommy Gun's
two) where the second is a copy too many were refused naming the first: "Check Bob's
zone: The Boxer again?" (the edition has two Boxers; the Deep One, its one, lay in Ann's
zone). main took them, a table with two Deep Ones."""
from companion.narration import narrate_events
from companion.tracker import observations as o

from .builders import feed, tracker


def test_cards_revealed_together_name_the_copy_too_many():
    t = tracker(3)
    feed(t, o.card_seen(0, "deep_one"), o.card_seen(1, "tommy_gun"))
    events = t.apply(o.revealed(1, ["the_boxer", "deep_one"]))
    assert [(e.kind, e.value, e.cards) for e in events] == [
        ("inconsistency", "too_many_copies", ("deep_one",))]
    assert narrate_events(events, ["Ann", "Bob", "Cy"]) == [
        "Check Bob's zone: the Deep One again?"]
    assert [s.zone for s in t.view().seats] == [("deep_one",), ("tommy_gun",), ()]

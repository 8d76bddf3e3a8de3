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


def test_a_face_up_one_copy_card_read_late_tells_the_card_asked_about():
    """2 players: Bob's card given as The Boxer or the Deep One (Enter and 3), the round's
    third face-up card, the Deep One (the edition's one), read after it: that tells Bob's
    card (within_copies took zone cards only: the question stayed open, and its answer
    2, "Bob: the Deep One. Bob is now Insane.", made a table with two Deep Ones)."""
    t = tracker(2)
    feed(t, o.face_up("the_fed"), o.face_up("the_sailor"), o.card_seen(0, "the_urchin"),
         o.card_seen(1, ["the_boxer", "deep_one"]))
    assert t.question is not None and t.question.value == "card"
    said = narrate_events(feed(t, o.face_up("deep_one")), ["Ann", "Bob"])
    assert "The cards tell it: The Boxer in Bob's zone. No answer needed." in said, said
    assert t.question is None
    assert [s.zone for s in t.view().seats] == [("the_urchin",), ("the_boxer",)]

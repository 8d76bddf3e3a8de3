"""Fresh QA59 HIGH-1 (run E: seed 332, 4 players, arkham, stickers-only, busy preset, es):
Carol's zone was read late, three cards in one picture: her Deep One, the Entertainer on
it, the Stowaway on that. The Deep One's target unread, only the account where Carol lost
her own compare took the Entertainer next, and "Carol is out, with The Entertainer." was
said as fact (truth: Carol chose Dan, "Dan is out.", his hand the Urchin laid unread; the
Entertainer was Carol's Sanity check card two unread turns later).

The inputs are the replay's session log (`companion replay --source demo.mp4 --players
Alice,Bob,Carol,Dan --lang es --stickers-only --keys keys2.tsv`, Bob's play entered by
key before the camera read Carol's zone), in its order; a card first read in the same
picture as the card under it is given ``card_seen(..., pile=True)``
(:mod:`companion.tracker.entry_hand`)."""
from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

NAMES = ["Alice", "Bob", "Carol", "Dan"]
FACT = "Carol is out, with The Entertainer."
HEDGED = "Carol's hand, if Carol is out (not confirmed): The Entertainer."


def _carol_read_late(pile: bool) -> tuple[Tracker, list[str]]:
    t = Tracker()
    said = []
    for obs in (o.start("arkham", NAMES), o.card_seen(0, "the_musician"),
                o.card_seen(0, "investigators"),
                o.card_seen(1, ["the_fed", "nightgaunt"]),  # Bob's play, entered by key
                o.was("the_fed"),
                o.card_seen(2, "deep_one"),  # Carol's zone read late: three cards at once
                o.card_seen(2, "the_entertainer", pile=pile)):
        said.extend(narrate_events(t.apply(obs), NAMES))
    return t, said


def test_a_hand_told_only_by_a_card_read_in_a_pile_is_hedged():
    t, said = _carol_read_late(pile=True)
    assert FACT not in said, said
    assert HEDGED in said, said
    assert t.probably_out() == (2,)  # key 8: "Carol may be out (not confirmed)"
    assert t.view().seats[2].zone[-1] == "the_entertainer"  # the cards still count


def test_her_next_card_in_the_pile_is_refused_as_only_probably_out():
    t, _ = _carol_read_late(pile=True)
    events = t.apply(o.card_seen(2, "stowaway", pile=True))
    assert [e.value for e in events if e.kind == "inconsistency"] \
        == ["seat_out_unconfirmed"], events


def test_a_card_read_in_its_own_picture_still_tells_the_hand_as_fact():
    # the same cards, each read in a picture of its own: Carol's hand laid at once
    t, said = _carol_read_late(pile=False)
    assert FACT in said, said
    assert t.probably_out() == ()


def test_an_out_told_before_stays_a_fact():
    # "Carol is out" entered (key 5) before her hand came: the pile card names it as fact
    t = Tracker()
    for obs in (o.start("arkham", NAMES), o.card_seen(0, "the_musician"),
                o.card_seen(0, "investigators"), o.card_seen(1, "the_fed"),
                o.card_seen(2, "deep_one"), o.seat_out(2)):
        t.apply(obs)
    said = narrate_events(t.apply(o.card_seen(2, "the_entertainer", pile=True)), NAMES)
    assert t.probably_out() == ()
    assert not any("not confirmed" in s for s in said), said


def test_the_value_goes_through_the_session_log():
    obs = o.card_seen(2, "the_entertainer", pile=True)
    assert obs.value == "pile"
    assert o.from_json(o.to_json(obs)) == o.validate(obs) == obs

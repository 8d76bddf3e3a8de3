"""Fresh QA58 HIGH-2 (run r1: seed 292, 6 players, arkham, stickers-only, busy preset, en):
the camera read almost none of round 1 (7 stable cards of the 20 laid by frame 700; the
table waited for Bob's play, then for Carol's, while Fay's hand, Dan's Shoggoth, Eve's
Boxer and hand, Alice's Sanity check card and more were laid unread). Carol's Boxer was
entered by key (Enter 3, "+1") after the table was cleared; the cards kept meanwhile, laid
before that entry, followed it: Alice's Investigators (truth: her Sanity check card, two
turns of unread play later) was said as fact "Alice is out, with the Investigators." (its
only reading: Carol's Boxer, its target unseen, beat Alice), Carol's Boxer's target guessed
(truth: "Carol chooses Fay." "Fay is out.").

The inputs below are the replay's session log (`companion replay --source demo.mp4
--players Alice,Bob,Carol,Dan,Eve,Fay --stickers-only --keys keys3.tsv --stop-at 700
--save-log`), in its order: the kept cards given behind the entered Boxer's "which card?"
question, before its answer. A card first seen before the play it follows was entered by
key is given as ``card_seen(..., entered_before=True)``: the hand it alone tells is said
hedged and its player only probably out (:mod:`companion.tracker.entry_hand`)."""
import pytest

from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]
HEDGED = "Alice's hand, if Alice is out (not confirmed): the Investigators."
FACT = "Alice is out, with the Investigators."


def _round_one(before: bool, answered_first: bool = False) -> tuple[Tracker, list[str]]:
    t = Tracker()
    said = []

    def apply(obs):
        said.extend(narrate_events(t.apply(obs), NAMES))

    apply(o.start("arkham", NAMES))
    apply(o.card_seen(0, "the_fed"))
    apply(o.card_seen(1, ["the_musician", "stowaway"]))  # Bob's play, entered by key
    apply(o.card_seen(0, "randall_tillinghast"))
    apply(o.was("the_musician"))
    apply(o.card_seen(2, ["the_boxer", "deep_one"]))  # Carol's play, entered by key
    if answered_first:
        apply(o.was("the_boxer"))
    apply(o.card_seen(0, "investigators", entered_before=before))  # kept: before the entry
    apply(o.card_seen(3, "cultists"))
    if not answered_first:
        apply(o.was("the_boxer"))
    return t, said


@pytest.mark.parametrize("answered_first", [False, True])
def test_a_hand_told_only_by_a_card_laid_before_the_entry_is_hedged(answered_first):
    t, said = _round_one(before=True, answered_first=answered_first)
    assert HEDGED in said, said
    assert FACT not in said, said
    assert "Carol chooses Alice." not in said, said  # the Boxer's target: no fact
    assert t.probably_out() == (0,)  # key 8: "Alice may be out (not confirmed)"
    assert t.view().seats[0].zone[-1] == "investigators"  # the cards still count


def test_a_later_card_of_hers_is_not_counted_and_said_so():
    t, _ = _round_one(before=True)
    events = t.apply(o.card_seen(0, "the_boxer"))
    said = narrate_events(events, NAMES)
    assert said == ["Not counted: The Boxer in Alice's zone: Alice was only probably out."]


def test_a_card_read_in_its_turn_still_tells_the_hand_as_fact():
    # the same cards read in order (no entry after them): the Boxer's loser laid her hand
    t, said = _round_one(before=False)
    assert FACT in said, said
    assert t.probably_out() == ()


def test_an_out_told_before_stays_a_fact():
    # "Alice is out" entered (key 5) before her hand came: the card laid before the
    # entry names the hand of a told out, as fact
    t = Tracker()
    for obs in (o.start("arkham", NAMES), o.card_seen(0, "the_fed"),
                o.card_seen(1, "the_musician"), o.card_seen(0, "randall_tillinghast"),
                o.card_seen(2, "the_boxer"), o.target(0), o.seat_out(0)):
        t.apply(obs)
    said = narrate_events(t.apply(o.card_seen(0, "investigators", entered_before=True)),
                          NAMES)
    assert t.probably_out() == ()
    assert not any("not confirmed" in s for s in said), said


def test_the_value_goes_through_the_session_log():
    obs = o.card_seen(0, "investigators", entered_before=True)
    assert obs.value == "entered_before"
    assert o.from_json(o.to_json(obs)) == o.validate(obs) == obs

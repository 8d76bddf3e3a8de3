"""A slash correction says that it corrects, and which outcome it turns round (QA13a F16:
"Carol fails." then, after the correction, "The Fed. Carol passes." with no word that the
first was withdrawn)."""
import pytest

from companion.narration import narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker


def _check_misread():
    """Ann (Insane with Cultists) reveals one Sanity-check card, read as Nightgaunt: she
    fails; the helper corrects it to The Fed."""
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"), o.target(1), o.guess(2), o.still_in(1),
         o.card_seen(1, "the_urchin"), o.card_seen(2, "the_urchin"))
    said = feed(t, o.card_seen(0, "nightgaunt"))
    assert "check_failed" in [e.kind for e in said]
    return t, feed(t, o.was("the_fed"))


def test_correction_event_comes_first_and_the_turned_outcome_is_marked():
    t, events = _check_misread()
    assert events[0].kind == "corrected"
    assert (events[0].seat, events[0].cards, events[0].info) == (0, ("the_fed",),
                                                                  ("nightgaunt",))
    passed = [e for e in events if e.kind == "check_passed"]
    assert passed and passed[0].value == "after_all"
    assert not t.view().seats[0].out


@pytest.mark.parametrize("lang, first, turned", [
    ("en", "Corrected: The Fed, not the Nightgaunt.", "Ann passes after all."),
    ("fr", "Corrigé : l'Agent fédéral, et non la Maigre bête de la nuit.",
     "Ann réussit finalement."),
    ("es", "Corregido: el Federal, no el Ángel descarnado.", "Ann supera la prueba al final.")])
def test_correction_is_said_in_each_language(lang, first, turned):
    _, events = _check_misread()
    lines = narrate_events(events, NAMES[:3], lang, "brief")
    assert lines[0] == first
    assert turned in lines


def test_a_correction_that_knocks_out_says_out_after_all():
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"), o.target(1), o.guess(2), o.still_in(1),
         o.card_seen(1, "the_urchin"), o.card_seen(2, "the_urchin"),
         o.card_seen(0, "the_fed"))
    events = feed(t, o.was("nightgaunt"))
    failed = [e for e in events if e.kind == "check_failed"]
    assert events[0].kind == "corrected" and failed[0].value == "after_all"
    assert "Ann fails the Sanity check after all." in narrate_events(events, NAMES[:3], "en",
                                                                      "verbose")


def _insane_lines(events):
    return [e.seat for e in events if e.kind == "now_insane"]


def test_a_correction_from_one_other_world_card_to_another_does_not_say_insane_again():
    """QA33 N5: Deep One corrected to the Necronomicon: Bob was Insane already; "Bob is now
    Insane." again sounded like a new event. (Since session 40 the Deep One's line waits
    for its effect's end, test_now_insane.py: here a Nightgaunt, said at once.)"""
    t = tracker(3)
    said = feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, "nightgaunt"))
    assert _insane_lines(said) == [1]
    events = feed(t, o.was("necronomicon"))
    assert events[0].kind == "corrected" and t.view().seats[1].insane
    assert _insane_lines(events) == []
    assert "Bob is now Insane." not in narrate_events(events, NAMES[:3], "en", "brief")


def test_a_correction_that_drives_a_player_insane_says_it_once():
    """The Fed corrected to the Deep One: Bob goes Insane by the correction (QA33 d_cor3),
    said once the Deep One's effect is over (session 40): Cy's card, her play."""
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, "the_fed"))
    events = feed(t, o.was("deep_one"))
    assert events[0].kind == "corrected" and _insane_lines(events) == []
    events += feed(t, o.card_seen(2, "the_boxer"))
    events += t.answer(2)  # "was that Cy's hand?" no, Cy played it
    assert _insane_lines(events) == [1]
    assert narrate_events(events, NAMES[:3], "en", "brief").count("Bob is now Insane.") == 1


def test_a_correction_that_leaves_the_deck_as_it_was_does_not_say_the_count_again():
    """QA36 #4: "18 cards left." was said before and after "Carol passes after all."."""
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"), o.target(1), o.guess(2), o.still_in(1),
         o.card_seen(1, "the_urchin"), o.card_seen(2, "the_urchin"))
    said = feed(t, o.card_seen(0, "nightgaunt"))
    assert [e.count for e in said if e.kind == "deck_count"] == [18]
    events = feed(t, o.was("the_fed"))
    assert narrate_events(events, NAMES[:3], "en")[-1] == "Ann passes after all."
    assert not [e for e in events if e.kind == "deck_count"]


@pytest.mark.parametrize("verbosity, said", [
    ("brief", ["Corrected: The Fed, not the Nightgaunt.", "Ann passes after all."]),
    ("verbose", ["Corrected: the card in Ann's zone is The Fed, not the Nightgaunt.",
                 "Ann passes the Sanity check after all."]),
])
def test_a_corrected_sanity_check_card_is_named_once(verbosity, said):
    """QA36: "Corrected: the Investigators, not the Cultists." was followed by "The
    Investigators.", the same card again."""
    _, events = _check_misread()
    assert narrate_events(events, NAMES[:3], "en", verbosity) == said


def test_a_correction_counting_back_does_not_reach_into_the_round_before():
    """Session 32's review: a ``was`` counting one card back from round 2's first card
    corrected round 1's last card (a finished round rewritten). It corrects nothing."""
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(2, "the_boxer"),
         o.target(0), o.seat_out(0), o.card_seen(0, "the_fed"), o.new_round(),
         o.card_seen(2, "the_urchin"))
    assert t.corrected_index(1) == -1
    events = t.apply(o.was("the_musician", back=1))
    assert [e.value for e in events] == ["nothing_to_correct"], events
    assert t.view().round == 2

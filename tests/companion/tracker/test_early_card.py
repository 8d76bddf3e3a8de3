"""A card that only an owed late hand explains may be the next player's play read early
(fresh QA47b HIGH-1; :mod:`companion.tracker.early_card`): asked, never said as a hand.

The shape of QA47b's round 6 at its smallest (3 players, arkham): Ann's Boxer on Bob, Bob
said still in, his Fed; then Ann's card. Either Ann lost the compare and lays her hand
after Bob's play (QA F1), or it was a tie and her card is her next play, read before Cy's.
"""
from companion.narration import narrate_events
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob", "Cy"]
ASKED = ("The Investigators in Ann's discard zone: was that Ann's hand, so Ann is out? "
         "1 yes, 2 no, still in.")


def _ann_s_card():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(1, "the_fed"),
         o.still_in(1))
    return t, narrate_events(feed(t, o.card_seen(0, "investigators")), NAMES)


def test_a_card_a_late_hand_or_an_early_play_is_asked_about_not_said_a_hand():
    """Main said "Ann is out, with the Investigators." at once (the tie's account waited
    for Cy's play and refused it)."""
    t, said = _ann_s_card()
    assert said == [ASKED]
    assert not t.view().seats[0].out and t.view().active == 2
    # the card lies in her zone: the view and the unseen count see it
    assert t.view().seats[0].zone == ("the_boxer", "investigators")
    assert t.unseen()["investigators"] == 4


def test_answered_still_in_the_card_is_her_play_said_after_cy_s():
    """"2 no, still in": the card was Ann's play read before Cy's; Cy's card is taken
    first, then hers in its place ("Ann: the Investigators." after Cy's turn)."""
    t, _ = _ann_s_card()
    assert narrate_events(feed(t, o.still_in(0)), NAMES) == ["Ann is still in."]
    said = narrate_events(feed(t, o.card_seen(2, "the_urchin")), NAMES)
    assert said == ["Cy: The Urchin.", "Cy is protected.", "Ann.", "Ann: the Investigators."]
    assert not t.view().seats[0].out


def test_answered_yes_the_card_is_her_hand():
    t, _ = _ann_s_card()
    assert narrate_events(feed(t, o.seat_out(0)), NAMES) == [
        "Ann is out, with the Investigators."]
    assert t.view().seats[0].out and not t.ambiguous
    assert narrate_events(feed(t, o.card_seen(2, "the_urchin")), NAMES)[-1] == "Bob."


def test_undone_the_card_leaves_the_table_as_before_it():
    t, _ = _ann_s_card()
    t.undo()
    assert t.view().seats[0].zone == ("the_boxer",) and t.question is None
    assert narrate_events(feed(t, o.card_seen(2, "the_urchin")), NAMES)[:2] == [
        "Cy: The Urchin.", "Cy is protected."]

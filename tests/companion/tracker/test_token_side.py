"""RULINGS A12 at a real table: a round won during the effect of the card being played is
scored without that card (seed 002 "State of Mind": "When you play an Other World card, it
does not enter your discard zone until after its effects resolve"; QA13a F1). The camera
still sees the card in the zone first (docs/rulings.md decision 9)."""
from companion import rules
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker

SANE, INSANE = rules.Tokens(sane=1), rules.Tokens(insane=1)


def _deck_left(t, count: int) -> None:
    """Every account of ``t`` with ``count`` cards left in the deck (a late-round moment
    without playing the whole round)."""
    for h in t.hyps:
        h.deck = count


def test_A12_tracker_deep_one_sane_compare_gives_a_sane_token():
    t = tracker(2)
    feed(t, o.card_seen(0, "deep_one"), o.target(1), o.card_seen(1, "the_fed"),
         o.seat_out(1))  # Bob's hand, not his play (the players answer the question)
    v = t.view()
    assert v.round_winners == (0,) and v.seats[0].tokens == SANE
    assert v.seats[0].zone == ("deep_one",) and v.seats[0].insane  # table order kept


def test_A12_tracker_cultists_sane_guess_gives_a_sane_token():
    t = tracker(2)
    feed(t, o.card_seen(0, "cultists"), o.target(1), o.guess(2), o.card_seen(1, "the_fed"),
         o.seat_out(1))
    assert t.view().round_winners == (0,) and t.view().seats[0].tokens == SANE


def test_A12_tracker_stowaway_sane_discarded_dilettante_gives_a_sane_token():
    t = tracker(2)
    feed(t, o.card_seen(0, "stowaway"), o.target(1), o.card_seen(1, "the_dilettante"))
    assert t.view().round_winners == (0,) and t.view().seats[0].tokens == SANE


def test_A12_tracker_rlyeh_sane_on_the_last_cards_gives_a_sane_token():
    t = tracker(2)
    _deck_left(t, 2)
    feed(t, o.card_seen(0, "rlyeh"), o.target(1), o.card_seen(1, "investigators"),
         o.card_seen(1, "the_fed"), o.hand_revealed(0, "the_sailor"),
         o.hand_revealed(1, "the_boxer"))
    assert t.view().round_winners == (0,) and t.view().seats[0].tokens == SANE


def test_A12_tracker_round_ending_after_the_play_counts_the_card():
    # The deck runs out when Bob must draw: Ann's turn is over, Deep One is in her zone.
    t = tracker(2)
    _deck_left(t, 0)
    feed(t, o.card_seen(0, "deep_one"), o.effect("sane"), o.target(1),
         o.still_in(1), o.hand_revealed(0, "the_sailor"), o.hand_revealed(1, "the_fed"))
    assert t.view().round_winners == (0,) and t.view().seats[0].tokens == INSANE

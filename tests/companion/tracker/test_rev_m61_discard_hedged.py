"""Review of m61 (QA60 MEDIUM-2): a card laid before the play entered by key that is no
knocked-out hand, but a forced discard that puts its holder out (The Dilettante, Cthulhu,
the Necronomicon: seed 002 card 8, RULINGS A10, O4, O14), was said out as fact on m61.

The hedge (:func:`companion.tracker.entry_hand.hedged_entry_hand`, fresh QA58 HIGH-2) is
there because a card laid before that entry may be a later turn's, the turns between
unread (QA58 r1: the Investigators was Alice's Sanity check card two turns later). In the
Arkham edition The Dilettante revealed by a Sanity check passes it, and a Tommy Gun places
either 8 in a zone with no effect (seed 002 "Played and Discarded Cards", "Sanity Checks",
card 0; RULINGS A9): the card does not tell the out by itself. So there it stays hedged,
said so ("Alice is probably out: the cards tell it, not confirmed.", not dropped as on
main); in the original edition Cthulhu and the Necronomicon put their holder out however
they came (a Sanity check's too: RULINGS O4, O15), a fact as m61 made it; the Arkham
Classic Cthulhu too (no Tommy Gun; revealed by a check it fails it).
"""
import pytest

from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]


def _qa58_r1_like(card: str) -> tuple[Tracker, list[str]]:
    """QA58 r1's table (test_qa58_entry_hand), Carol's play a Musician entered by key and
    Alice, Insane since Bob's Musician, with ``card`` in her zone, laid before that entry
    (truth possible: her Sanity check card two unread turns later)."""
    t = Tracker()
    said: list[str] = []
    for obs in (o.start("arkham", NAMES), o.card_seen(0, "the_fed"),
                o.card_seen(1, ["the_musician", "stowaway"]),
                o.card_seen(0, "randall_tillinghast"), o.was("the_musician"),
                o.card_seen(2, ["the_musician", "stowaway"]),  # Carol's play, entered by key
                o.card_seen(0, card, entered_before=True),
                o.card_seen(3, "cultists"), o.was("the_musician")):
        said.extend(narrate_events(t.apply(obs), NAMES))
    return t, said


def test_arkham_dilettante_laid_before_the_entry_is_said_only_probably_out():
    t, said = _qa58_r1_like("the_dilettante")
    assert "Alice is now Insane." in said, said  # a Sanity check of hers was due
    assert "Alice discards The Dilettante." in said, said
    assert "Alice is out." not in said, said  # m61: said as fact
    assert "Alice is probably out: the cards tell it, not confirmed." in said, said
    assert t.probably_out() == (0,)  # key 8: "Alice may be out (not confirmed)"


def _entered(edition: str, card: str) -> tuple[Tracker, list[str]]:
    t = Tracker()
    said: list[str] = []
    five = "henry_armitage" if edition == "original" else "the_musician"
    for obs in (o.start(edition, NAMES), o.card_seen(0, five),  # entered by key
                o.card_seen(3, card, entered_before=True)):
        said.extend(narrate_events(t.apply(obs), NAMES))
    return t, said


@pytest.mark.parametrize("edition, card", [("arkham", "cthulhu"),
                                           ("arkham", "the_dilettante"),
                                           ("arkham-classic", "the_dilettante")])
def test_an_8_that_may_be_a_later_check_or_tommy_gun_card_stays_hedged(edition, card):
    t, said = _entered(edition, card)
    assert said[-2:] == ["Dan is probably out: the cards tell it, not confirmed.", "Bob."]
    assert t.probably_out() == (3,)


@pytest.mark.parametrize("edition, card", [("original", "cthulhu_original"),
                                           ("original", "necronomicon_original"),
                                           ("arkham-classic", "cthulhu")])
def test_an_8_that_puts_out_however_it_came_is_a_fact(edition, card):
    t, said = _entered(edition, card)
    assert said[-2:] == ["Dan is out.", "Bob."], said
    assert t.probably_out() == ()

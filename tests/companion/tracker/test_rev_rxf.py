"""Review of rxf (session 65): :func:`companion.tracker.aside_taker.hand_not_taker` tells
the Stowaway Eggs' taker when a knock-out leaves one seat the Stowaway may have chosen.
Seed 002 card 5 (Stowaway Insane: the chosen player draws the set-aside Eggs, "This is now
their hand"), "Out of the Round" (the hand laid face up); RULINGS O8.

HIGH (mended): the taker knocked out with the Eggs as their hand (a Boxer compare lost)
did not clear the record of the unnamed taker, so the next knock-out with another card
said "Cy now holds the Stowaway Eggs." of a player out, the Eggs face up in her zone; main
said nothing there (found by an engine-driven game: arkham-classic, 3 players, seed 25,
``answers="asked"``, ``hands="card"``)."""
from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.test_stowaway_insane import insane_stowaway

NAMES3 = ["Ann", "Bob", "Cy"]


def _said(t, obs):
    return [narrate(e, NAMES3, "en") for e in t.apply(obs)]


def test_a_taker_out_with_the_eggs_is_never_said_to_hold_them_after_the_next_knock_out():
    """Bob's Stowaway (Insane), then his Boxer on Cy: Cy out with the Eggs (her hand);
    Ann's Boxer on Bob lost, Ann out with The Fed: nobody holds the Eggs."""
    t, _ = insane_stowaway()
    _said(t, t.answer_observation(2))  # Insane
    assert "Bob: who took the Stowaway Eggs? 1 Ann, 2 Cy." in _said(
        t, o.card_seen(1, "the_boxer"))
    _said(t, o.card_seen(2, "stowaway_eggs"))
    _said(t, o.card_seen(0, "the_boxer"))
    said = _said(t, o.card_seen(0, "the_fed"))
    assert said[0] == "Cy is out, with the Stowaway Eggs.", said
    assert "Ann is out, with The Fed." in said, said
    assert not any("holds the Stowaway Eggs" in line for line in said), said

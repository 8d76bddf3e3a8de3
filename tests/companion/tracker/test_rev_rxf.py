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
_ASKED = ("effect", "out", "was_hand")  # the questions the players answer


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


def test_engine_game_every_taker_told_holds_the_set_aside_card():
    """The engine game that showed it (arkham-classic and original, 3 players, seed 25;
    the players answer only what the tracker asks, the hands read as plain cards): each
    "X now holds the …" line names the player whose hand it is in the engine then."""
    import random

    from companion.engine.bots import random_action
    from companion.engine.state import new_game
    from companion.tracker import Tracker
    from companion.tracker.from_engine import Converter

    def check(events):
        for e in events:
            if e.kind == "aside_taken" and e.seat is not None:
                assert e.cards[0] in game.hands[e.seat], (edition, e.seat, game.hands)

    for edition in ("arkham-classic", "original"):
        rng, game = random.Random(25), new_game(edition, 3)
        conv = Converter(edition, game.names, 0, game.options, answers="asked", hands="card")
        t = Tracker()
        while not game.is_terminal():
            action = random_action(game, rng)
            n = len(game.events)
            game.apply_action(action)
            for i, obs in enumerate(conv.convert(game.events[n:], action)):
                events = t.apply(obs)
                check(events)
                pending = [e for e in events if e.kind == "question" and e.value in _ASKED]
                while pending:
                    answer = conv.answer_question(pending.pop(0), i)
                    if answer is not None:
                        got = t.apply(answer)
                        check(got)
                        pending += [e for e in got if e.kind == "question"
                                    and e.value in _ASKED]

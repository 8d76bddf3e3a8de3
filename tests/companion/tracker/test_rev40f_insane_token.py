""""X is now Insane." and the Mythos token the round's winner then gets must agree
(RULINGS A12, seed 002 "State of Mind"; session 40 review rev40f).

A R'lyeh (Sane) or Tommy Gun whose deck cards empty the deck ends the round during its
effect: the card is not in its player's zone yet, so the winner takes a Sane token (the
engine and the tracker agree on that token) — yet the tracker said "P5 is now Insane." just
before "Reveal your hands." and "... P5 has 1 Sane." (arkham, 6 players, random game 18,
round 4: "Player 6: R'lyeh. / Player 6 chooses Player 4. / Player 6's R'lyeh: The Urchin,
from the deck into Player 4's zone. / 0 cards left. / Player 6 is now Insane. / Reveal
your hands. / ... / Player 1 and Player 6 win the round: ...; Player 6 has 1 Sane.").
"""
import random

import pytest

from companion.engine.bots import random_action
from companion.engine.state import new_game
from companion.tracker import Tracker
from companion.tracker.from_engine import Converter


def _said_and_tokens(edition, players, seed):
    """((round, seat) said "now Insane", [(round, seat, insane token?)]) of one random
    game, players telling every choice."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers="all")
    tracker, rnd, said, tokens = Tracker(), 0, [], []
    while not game.is_terminal():
        before = list(game.tokens)
        action = random_action(game, rng)
        n = len(game.events)
        game.apply_action(action)
        for obs in conv.convert(game.events[n:], action):
            for e in tracker.apply(obs):
                rnd += e.kind == "round_started"
                if e.kind == "now_insane":
                    said.append((rnd, e.seat))
        tokens += [(rnd, w, game.tokens[w].insane > before[w].insane)
                   for w in range(players) if game.tokens[w] != before[w]]
    return said, tokens


@pytest.mark.parametrize("players, seed, won", [
    (6, 18, (4, 5, False)),  # the engine: Player 6 won round 4 Sane
    # R'lyeh on its own player, the deck's last two cards (the Necronomicon) into its zone:
    # Insane by those cards (RULINGS A9), said once, though its R'lyeh is not counted
    (5, 27, (3, 3, True))])
def test_a_rlyeh_that_empties_the_deck_says_insane_as_its_token_does(players, seed, won):
    said, tokens = _said_and_tokens("arkham", players, seed)
    assert won in tokens
    assert said.count(won[:2]) == won[2]
    for r, w, insane in tokens:
        assert ((r, w) in said) == insane, (r, w, insane)

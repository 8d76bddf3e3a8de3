"""Random legal bots and whole simulated games (for tests, benchmarks, the demo).

>>> state = play_random_game("arkham", 4, seed=7)
>>> state.is_terminal(), len(state.game_winners) >= 1
(True, True)
"""
from __future__ import annotations

import random
from typing import Callable, Sequence

from companion.engine.state import GameState, new_game

#: A game that runs longer than this many actions is a bug (every game ends).
MAX_ACTIONS = 20_000


def random_action(state: GameState, rng: random.Random):
    """A uniformly random legal action, or a sampled chance outcome at a chance node."""
    if state.is_chance_node():
        return state.sample_chance(rng)
    return rng.choice(state.legal_actions())


def play_random_game(edition: str = "arkham", players: int = 4, seed: int | None = None,
                     names: Sequence[str] | None = None, options: dict | None = None,
                     on_action: Callable[[GameState, object], None] | None = None) -> GameState:
    """Play a whole game with random legal bots; ``seed`` makes it reproducible.

    ``on_action(state, action)`` is called after each action (for play-by-play output).

    Raises:
        ValueError: bad edition, player count or options (see :func:`new_game`).
        RuntimeError: the game did not end within :data:`MAX_ACTIONS` actions (a bug).
    """
    rng = random.Random(seed)
    state = new_game(edition, players, names, options)
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            return state
        action = random_action(state, rng)
        state.apply_action(action)
        if on_action is not None:
            on_action(state, action)
    raise RuntimeError(f"game did not end after {MAX_ACTIONS} actions (seed {seed})")

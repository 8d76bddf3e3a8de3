"""Small builders for rules-engine tests: a game at a chosen moment of a round."""
from __future__ import annotations

from companion.engine.state import GameState, new_game
from companion.engine.actions import play


def make_state(hands, deck=(), zones=None, *, edition="arkham", current=0, phase="play",
               face_down="investigators", aside="default", protected=(), immune=(),
               out=(), tokens=None, options=None, flipped=False) -> GameState:
    """A state in the middle of a round.

    ``hands``: one list per seat (the active player usually holds 2 cards: they drew).
    ``deck``: top card first. ``zones``: discard zones, oldest first.
    """
    players = len(hands)
    state = new_game(edition, players, options=options)
    state.round = 1
    state.phase = phase
    state.current = current
    state.hands = [list(h) for h in hands]
    state.zones = [list(z) for z in (zones or [[] for _ in hands])]
    state.deck = list(reversed(deck))
    state.face_down = face_down
    if aside == "default":
        aside = "mi_go_braincase" if edition == "original" else "stowaway_eggs"
    state.aside = aside
    state.protected = [s in protected for s in range(players)]
    state.immune = ["round" if s in immune else None for s in range(players)]
    state.out = [s in out for s in range(players)]
    state.flipped = flipped
    if tokens:
        state.tokens = list(tokens)
    return state


def deck_top_first(state: GameState) -> list[str]:
    """The deck as a list, top card first."""
    return state.deck[::-1]


__all__ = ["make_state", "deck_top_first", "play"]

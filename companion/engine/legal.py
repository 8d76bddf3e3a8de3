"""Which ``play`` actions the player to act has (:func:`play_actions`), and a short reason
why one is not legal (:func:`why_illegal`): seed 002 "Card Effects" and the forced plays,
targets and guesses of :mod:`companion.rules`. Functions of a
:class:`~companion.engine.state.GameState` in its ``play`` phase; they change nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from companion import rules
from companion.engine.actions import Action
from companion.engine.effects import EFFECTS, has_insane_effect

if TYPE_CHECKING:
    from companion.engine.state import GameState

_PLAY_ACTIONS: dict[tuple, Action] = {}


def _play_action(card: str, effect: str, target: int | None, guess: int | None) -> Action:
    """A shared ``play`` Action (values are immutable, so one instance per tuple)."""
    key = (card, effect, target, guess)
    action = _PLAY_ACTIONS.get(key)
    if action is None:
        action = _PLAY_ACTIONS[key] = Action("play", card, effect, target, guess)
    return action


def play_actions(state: "GameState") -> list[Action]:
    """Every ``play`` action of ``state``'s player to act, in a stable order: each playable
    card of their hand (a forced play leaves one), each effect side (Insane too when they
    are Insane and the card has one), each seat it may target, each guess."""
    seat = state.current
    hand = state.hands[seat]
    insane = state.insane(seat)
    playable = rules.forced_cards(state.edition, hand, insane)
    guesses = rules.guess_values(state.edition)
    actions: list[Action] = []
    for key in dict.fromkeys(hand):
        if key not in playable:
            continue
        sides = ("sane", "insane") if insane and has_insane_effect(key) else ("sane",)
        for side in sides:
            eff = EFFECTS[(key, side)]
            targets = state.targets(seat, eff.targeting) or [None]
            for target in targets:
                if eff.guess and target is not None:
                    actions.extend(_play_action(key, side, target, g) for g in guesses)
                else:
                    actions.append(_play_action(key, side, target, None))
    return actions


def why_illegal(state: "GameState", action: Action) -> str:
    """A short reason, in English, why ``action`` is not legal in ``state`` (empty when none
    is simple); it begins with a space and stands in brackets."""
    if action.kind != {"play": "play", "give": "give", "rlyeh": "rlyeh",
                       "first": "first"}.get(state.phase):
        return f" (the game waits for a '{state.phase}' action)"
    if action.kind != "play":
        return ""
    seat, hand = state.current, state.hands[state.current]
    if action.card not in hand:
        return f" ({action.card} is not in their hand)"
    if action.card not in rules.forced_cards(state.edition, hand, state.insane(seat)):
        return " (a forced play: the other card must be played)"
    if action.effect == "insane" and not (state.insane(seat) and has_insane_effect(action.card)):
        return " (no Insane effect: the player is Sane or the card has none)"
    eff = EFFECTS[(action.card, action.effect)]
    allowed = state.targets(seat, eff.targeting)
    if action.target is not None and action.target not in allowed:
        return (f" (seat {action.target} cannot be chosen: out, protected, "
                f"or not allowed by the card; choose from {allowed or 'nobody'})")
    if eff.guess and action.guess not in rules.guess_values(state.edition):
        return f" (guess one of {rules.guess_values(state.edition)})"
    return ""


__all__ = ["play_actions", "why_illegal"]

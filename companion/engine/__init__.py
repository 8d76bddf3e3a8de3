"""The rules engine: the full-information game of Lovecraft Letter.

In the manner of OpenSpiel: a :class:`GameState` with ``legal_actions()``,
``apply_action()``, explicit chance (the shuffle is a ``deal`` action), ``is_terminal()``,
and per-player / public views (:mod:`companion.engine.views`); in the manner of
python-chess: ``push`` / ``pop`` undo and a text record (:mod:`companion.engine.record`)
kept apart from the core.
"""
from companion.engine.actions import (
    Action, IllegalActionError, InvalidActionError, parse_action, play)
from companion.engine.state import CHANCE, TERMINAL, Event, GameState, new_game

__all__ = ["Action", "IllegalActionError", "InvalidActionError", "parse_action", "play",
           "CHANCE", "TERMINAL", "Event", "GameState", "new_game"]

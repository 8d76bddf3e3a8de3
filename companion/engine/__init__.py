"""The rules engine: the full-information game of Lovecraft Letter.

In the manner of OpenSpiel: a :class:`GameState` with ``legal_actions()``,
``apply_action()``, explicit chance (the shuffle is a ``deal`` action), ``is_terminal()``,
and per-player / public views (:mod:`companion.engine.views`); in the manner of
python-chess: ``push`` / ``pop`` undo and a text record (:mod:`companion.engine.record`)
kept apart from the core.

Module map: :mod:`~companion.engine.state` (``GameState``, ``new_game``: the API),
:mod:`~companion.engine.actions` (``Action``), :mod:`~companion.engine.legal` (the legal
plays), :mod:`~companion.engine.round_flow` (turns, Sanity checks, round and game end),
:mod:`~companion.engine.effects` (what each card does) and :mod:`~companion.engine.resolve`
(how it changes the game), :mod:`~companion.engine.events` (the public log),
:mod:`~companion.engine.options` (table options), :mod:`~companion.engine.views` (who knows
what), :mod:`~companion.engine.record` (the text record), :mod:`~companion.engine.bots`
(random players).
"""
from companion.engine.actions import (
    Action, IllegalActionError, InvalidActionError, parse_action, play)
from companion.engine.state import CHANCE, TERMINAL, Event, GameState, new_game

__all__ = ["Action", "IllegalActionError", "InvalidActionError", "parse_action", "play",
           "CHANCE", "TERMINAL", "Event", "GameState", "new_game"]

"""A whole engine game told as the companion would tell it at a real table.

The engine game is turned into camera observations and players' answers
(:mod:`companion.tracker.from_engine`), fed to a :class:`~companion.tracker.Tracker`, and
the tracker's events are narrated: the play-by-play is exactly what a blind player would
hear, hidden cards never included.

>>> from companion.engine.bots import play_random_game
>>> lines = narrate_game(play_random_game("arkham", 3, seed=1), "es")
>>> lines[0]
'Nueva partida, 3 jugadores.'
"""
from __future__ import annotations

from typing import Sequence

from companion.narration.record_order import RecordOrder
from companion.narration.narrate import narrate_events
from companion.tracker.events import TableEvent
from companion.tracker.from_engine import game_observations
from companion.tracker.tracker import Tracker


def narrate_game(state_or_events, lang: str = "en", verbosity: str = "brief",
                 names: Sequence[str] | None = None, edition: str | None = None) -> list[str]:
    """The play-by-play of a game, one sentence per table event.

    Args:
        state_or_events: an engine ``GameState`` (finished or not), or a list of tracker
            :class:`TableEvent` (then ``names`` is required).
        lang: ``"en"``, ``"fr"`` or ``"es"``.
        verbosity: ``"brief"`` or ``"verbose"``.
        names: player names (default: the engine game's names).
        edition: whose words for the tokens, for a list of events (default: the engine
            game's edition, else the default edition's).

    Raises:
        ValueError: unknown language or verbosity; events given without names.
    """
    if isinstance(state_or_events, (list, tuple)):
        if names is None:
            raise ValueError("narrate_game(events): give the players' names")
        events = [e for e in state_or_events if isinstance(e, TableEvent)]
        return narrate_events(events, names, lang, verbosity, edition)
    state = state_or_events
    tracker = Tracker()
    order = RecordOrder()  # a flipped card, a told choice before the next turn (RULINGS A16),
    # "now Insane" after the effect (QA33 N3, QA34 F10)
    events: list[TableEvent] = []
    for obs in game_observations(state, lang):
        events.extend(order.feed(tracker.apply(obs)))
    if tracker.started:  # a round's end held for a self-out's hand that never came (k61)
        events.extend(order.feed(tracker.release_end()))
    events.extend(order.flush())
    return narrate_events(events, names or state.names, lang, verbosity,
                          edition or state.edition)


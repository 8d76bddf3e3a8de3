"""Narration: table events to sentences in English, French or Spanish, brief or verbose.

- :func:`narrate` / :func:`narrate_events`: events of :mod:`companion.tracker` to text;
- :func:`narrate_game`: a whole engine game's play-by-play, through the tracker (what
  ``companion simulate`` prints);
- :mod:`.catalog`: the Babel-read ``.po`` catalogs.
"""
from companion.narration.catalog import LANGUAGES, message
from companion.narration.game import narrate_game
from companion.narration.narrate import narrate, narrate_events, rule_reminder

__all__ = ["LANGUAGES", "message", "narrate", "narrate_events", "narrate_game",
           "rule_reminder"]

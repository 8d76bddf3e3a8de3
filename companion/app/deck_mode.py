"""The deck mode of a resumed game: played with the tactile stickers only
(``--stickers-only``: no card marker looked for) or with the printed code labels read too.

Since session 61 the session log's ``start`` line keeps it (``"stickers_only": true`` or
``false`` in its value, :func:`companion.tracker.observations.start`): a resume takes it
from there when the command line does not say (``companion play --resume``, ``companion
replay --resume``; ``companion resume`` prints it). Fresh QA61 HIGH-1 (h61a, g2: 3 players,
arkham, ``--stickers-only``, dim, fr, demo seed 401): run 1 was ``--stickers-only``, run 2
``play --resume LOG`` without the flag, which the log did not keep, so the camera took the
adapted deck as a labelled one (never "cannot read this card"), stalled, and a false line
chain followed.

Said once at the resume, with the log's notes (before "Game resumed from the log"; the
key: :func:`deck_mode`):

- the log stickers-only, no flag: stickers only, "Playing with the tactile stickers only,
  as the log was." (``app.play.deck_from_log``);
- a flag contradicting the log: the flag is followed (the player may have changed decks
  between sessions), and said: ``app.play.deck_switched_stickers`` (``--stickers-only``,
  the log's game read the labels too), ``app.play.deck_switched_labels``
  (``--no-stickers-only``, the log's game was stickers-only);
- a flag agreeing with the log, or a log written before session 61 (no mode: the command
  line's flag, as before), nothing said.

A resumed game going to a new log writes the mode played in its start line
(:func:`played_start`); ``companion demo``'s log keeps its rendered deck's. A switch
appended to the resumed log itself (``play --resume A --no-stickers-only``, A's start line
stickers only; review of sk61, LOW: a later ``play --resume A`` went back to stickers only)
is a deck mode line appended to A (:func:`switch_line`,
:meth:`companion.session_log.SessionLog.record_deck`): every reader of A (``play
--resume``, ``replay --resume``, ``companion resume``) takes the last one after the start
line (:attr:`companion.session_log.Resumed.deck`) over the start line's mode.
"""
from __future__ import annotations

#: the ``start`` line's key of the deck mode (its value: ``true``, ``false``)
STICKERS_ONLY = "stickers_only"


def logged_deck(tracker, switched: "bool | None" = None) -> "bool | None":
    """The deck mode the resumed game's log keeps (``tracker``: a started
    :class:`~companion.tracker.tracker.Tracker`): ``True`` stickers only, ``False`` code
    labels read too, ``None`` when it keeps none (a log written before session 61, a
    hand-edited value that is not a bool) or there is no start. ``switched``: the log's
    last deck mode line since that start (:attr:`companion.session_log.Resumed.deck`),
    which wins when given (session 62); else the ``start`` line's. A log holding two
    games (:func:`companion.session_log_notes.restart_note`): the last start's, the game
    resumed (review of sk61)."""
    if isinstance(switched, bool):
        return switched
    start = next((obs for obs, _ in reversed(getattr(tracker, "history", ()))
                  if obs.kind == "start"), None)  # (a summary's stand-in tracker may have
    # no history; a log holding two games: the last one's, the game resumed)
    value = start.value.get(STICKERS_ONLY) if start is not None and isinstance(
        start.value, dict) else None
    return value if isinstance(value, bool) else None


def deck_mode(given: "bool | None", logged: "bool | None") -> "tuple[bool, str | None]":
    """``(stickers only?, message key said once or None)`` of a game resumed with the flag
    ``given`` (``True``: ``--stickers-only``, ``False``: ``--no-stickers-only``, ``None``:
    neither) from a log keeping the mode ``logged`` (:func:`logged_deck`); a new game:
    ``logged`` ``None``. The explicit flag wins over the log (module docstring)."""
    if given is None:
        if logged:
            return True, "app.play.deck_from_log"
        return bool(logged), None
    if logged is None or given == logged:
        return given, None
    return given, "app.play.deck_switched_stickers" if given else \
        "app.play.deck_switched_labels"


def switch_line(logged: "bool | None", stickers_only: bool) -> bool:
    """Whether a resumed game appending to its own log is played with another deck mode
    (``stickers_only``) than a later resume without a flag would take from that log
    (``logged``: :func:`logged_deck`; ``None``, an old log's, resumes with the labels):
    then a deck mode line is written (:meth:`companion.session_log.SessionLog.record_deck`;
    review of sk61, LOW). An old log resumed without a flag gets none, as before."""
    return bool(logged) != bool(stickers_only)


def played_start(obs, stickers_only: bool):
    """``obs`` as copied to the NEW log of a resumed game (``play --resume A --log B``,
    ``replay --resume A --save-log B``): a ``start`` line keeps the deck mode the game is
    played with now (``stickers_only``) when it differs, the other lines as written (review
    of sk61: B kept A's mode, or none, so ``play --resume B`` without a flag went back to
    A's deck); a start keeping no mode, played with the labels, stays as written (QA42 M2:
    the new log holds the game as written)."""
    if obs.kind != "start" or not isinstance(obs.value, dict):
        return obs
    kept = obs.value.get(STICKERS_ONLY)
    if kept is stickers_only or (kept is None and not stickers_only):
        return obs  # as written (an old log read with the labels: it resumes so already)
    return with_deck(obs, stickers_only)


def with_deck(obs, stickers_only: bool):
    """The ``start`` observation ``obs`` keeping the deck mode ``stickers_only`` (a new
    one: observations are frozen); ``companion demo``'s log: its rendered deck's."""
    import dataclasses
    return dataclasses.replace(obs, value={**obs.value, STICKERS_ONLY: bool(stickers_only)})


__all__ = ["STICKERS_ONLY", "logged_deck", "deck_mode", "switch_line", "played_start",
           "with_deck"]

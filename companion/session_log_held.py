"""The glimpse hold's record in a session log (:mod:`companion.session_log`): the cards
held in the zone of a player whose Sanity check the table waits for, asked about because
the check's own cards may lie unread under them (:mod:`companion.app.glimpse_asked`;
session 58, lead58, after the review of lead57).

The hold is no observation (the tracker never sees the held cards), so it was not logged:
after a quit, ``play --resume`` could not tell the held card (check56's case: her play, The
Musician, held while "Waiting in Alice's zone: The Musician; …" stood) from a log card
misread as it or an old card, and the review of lead57 heard "Alice: The Musician." for a
misread Necronomicon (HIGH). Now each change of the hold is one line::

    {"seq": 12, "held": {"seat": 0, "round": 2, "cards": [["the_musician"]], "asked": true}}
    {"seq": 12, "held": {"seat": 0, "round": 2, "cards": [["the_musician"]], "asked": true,
                         "place": [1.5, -62.0]}}
    {"seq": 15, "held": null}

``seat``: the player, 0-based (the tracker's); ``round``: the round of the hold;
``cards``: each held card's reading (the camera's candidates), in the order laid, the
first the one asked about; ``asked``: the question (``app.check_glimpsed_asked``) was
said, ``false`` while it waits for the log's open question (held behind it, asked once it
is answered); ``place`` (optional): where the first held card lay when held, ``[x, y]`` mm
in its seat marker's frame (:attr:`vision.records.Sighting.zone_mm`: +y toward the table
centre), written only when a marker-based layout gave it (session 58, lead58b, review of
lead58's HIGH: a resume holds only a card found there, not the log's top card of that zone
misread as it; a seat frame survives a moved camera); ``under`` (optional, with
``place``): where the log's top card of that zone was last read before the hold, same
frame (a card within 15 mm of it is not held: a held card laid squarely on that card is
not told from it; without it, a card at ``place`` is held only when the resume reads that
top card elsewhere: review of lead58b). ``null``: no hold (released: the check over, the cards gone). The last such
line of the log's game is the hold at the quit (:func:`last_held`); a resume holds only a
card matching it and asks only about it
(:meth:`companion.app.glimpse_logged.GlimpseLogged._glimpse_restored`). A log without it
(before session 58) resumes as before. No card is spoken from it: it is read back only.

The deck mode's line is no observation either (session 62, review of sk61): ``play
--resume A --no-stickers-only`` (or ``--stickers-only``) appending to A, whose start line
keeps the other mode, writes::

    {"seq": 40, "deck": {"stickers_only": false}}

The last such line after the game's start is the mode a later resume of A reads
(:func:`last_held` with :data:`DECK`, :attr:`companion.session_log.Resumed.deck`,
:func:`companion.app.deck_mode.logged_deck`); a log without it: its start line's, as before.

The table seen cleared before its round was over (:mod:`companion.app.cleared_logged`) is
kept as a mark on each input taken meanwhile (``"cleared": 1``); the clear itself is no
input, so each change of it is a line too (session 66, hqq; fresh QA65b H2: a quit right
after "The table was cleared: whether round 1 is over depends on the answer …", before any
key, left no mark, and the resume said Bob out with round 2's card)::

    {"seq": 31, "cleared": {"round": 1}}
    {"seq": 35, "cleared": null}

The later of the last such line and the log's last input (its mark, none: ``None``) is the
clear a resume restores (:func:`cleared_at_end`, :attr:`companion.session_log.Resumed.
cleared`); a log without such lines reads its last input's mark, as before.

The card the last undo took back, taken away alone by the player as told ("take it away,
or it stays left out": :func:`~companion.app.undone_before_answer.taken_alone`), is
disowned: never named as the card that would have ended the round. That is no input
either, so it is a line (session 68, res68; review of hi4)::

    {"seq": 14, "disowned": true}

A resume rebuilds no redo from an undo such a line follows (:func:`disowned_after`,
:attr:`companion.session_log.Resumed.redo`); a log without it resumes as before.

The hint said at a deal made by a card laid on the ended round's table, never gathered,
right after the player's answer ended that round ("If round 1 is not over, your answer …
was wrong", :func:`companion.app.undo_under.hint_answer_under`) is a line too, as the log
cannot tell that deal from a gathered table's (session 68, res68; review of low67)::

    {"seq": 21, "hinted": true}

A resume whose log ends with that answer, the deal and only cards says the hint again at
once when such a line follows the deal's (:func:`disowned_after` with :data:`HINTED`,
:attr:`companion.session_log.Resumed.hinted`); without it, once the set-up's pictures
show the ended round's cards still lying.
"""
from __future__ import annotations

import json
import math

from companion.rules import MAX_PLAYERS
from companion.session_log_waits import WAITS_KEYS

#: the key of a glimpse hold's line (it has no ``"obs"``)
HELD = "held"
#: the key of a twin question's line (it has no ``"obs"``): a card held asking whether a
#: copy was laid squarely on its twin (:mod:`companion.app.twin_logged`)
TWIN = "twin"
#: the key of a deck mode's line (it has no ``"obs"``): the game goes on with the tactile
#: stickers only or with the code labels read too, other than its start line says
#: (:mod:`companion.app.deck_mode`; session 62)
DECK = "deck"
#: the key of a cleared table's line (it has no ``"obs"``): the round seen cleared before it
#: was over, or ``null`` (:mod:`companion.app.cleared_logged`; session 66, hqq)
CLEARED = "cleared"
#: the key of a disowned redo's line (it has no ``"obs"``): the card the last undo took
#: back was taken away alone (:mod:`companion.app.undone_before_answer`; session 68)
DISOWNED = "disowned"
#: the key of a deal hint's line (it has no ``"obs"``): the live table said, at the next
#: round's deal on the ungathered table, that the answer right before it may be wrong
#: (:func:`companion.app.undo_under.hint_answer_under`; session 68)
HINTED = "hinted"


def held_value(held) -> "dict | None":
    """``held`` (a hold line's ``"held"`` value, as JSON gives it) as written by
    :meth:`~companion.session_log.SessionLog.record_hold`: a dict with ``seat`` (an int,
    0 to ``MAX_PLAYERS - 1``), ``round`` (an int ≥ 1), ``cards`` (a non-empty list of
    non-empty lists of card keys, strings) and ``asked`` (a bool), copied; ``None`` for
    ``null`` and for any other shape (an edited line: no hold, as main). ``place``, two
    finite numbers (mm), is kept when given, and with it ``under`` (the same shape); any
    other ``place`` is dropped (the hold then restored as a line without one), any other
    ``under`` too."""
    if not isinstance(held, dict):
        return None
    seat, rnd, cards, asked = (held.get(k) for k in ("seat", "round", "cards", "asked"))
    if type(seat) is not int or not 0 <= seat < MAX_PLAYERS or type(rnd) is not int \
            or rnd < 1 or type(asked) is not bool or not isinstance(cards, list) or not cards \
            or not all(isinstance(c, list) and c and all(isinstance(k, str) for k in c)
                       for c in cards):
        return None
    value = {"seat": seat, "round": rnd, "cards": [list(c) for c in cards], "asked": asked}
    place, under = (_mm_pair(held.get(k)) for k in ("place", "under"))
    if place is not None:
        value["place"] = place
        if under is not None:
            value["under"] = under
    return value


def _mm_pair(value) -> "list[float] | None":
    """``value`` as ``[x, y]`` mm when it is a list of two finite numbers, else ``None``."""
    if isinstance(value, list) and len(value) == 2 and all(
            type(v) in (int, float) and math.isfinite(v) for v in value):
        return [float(v) for v in value]
    return None


def twin_value(twin) -> "dict | None":
    """``twin`` (a twin question's line's ``"twin"`` value, as JSON gives it) as written by
    :meth:`~companion.session_log.SessionLog.record_twin`: a dict with ``seat`` (an int, 0
    to ``MAX_PLAYERS - 1``: the player asked about), ``round`` (an int ≥ 1), ``zone`` (an
    int ≥ 1: the cards the tracker held in that zone when asked), ``copy`` (the card key of
    that zone's newest card, "that second copy") and ``held`` (the held card's key, "this
    card"), copied; ``None`` for ``null`` and any other shape (an edited line: no
    question)."""
    if not isinstance(twin, dict):
        return None
    value = {k: twin.get(k) for k in ("seat", "round", "zone", "copy", "held")}
    if type(value["seat"]) is not int or not 0 <= value["seat"] < MAX_PLAYERS \
            or any(type(value[k]) is not int or value[k] < 1 for k in ("round", "zone")) \
            or not all(isinstance(value[k], str) and value[k] for k in ("copy", "held")):
        return None
    return value


def deck_value(deck) -> "dict | None":
    """``deck`` (a deck mode's line's ``"deck"`` value, as JSON gives it) as written by
    :meth:`~companion.session_log.SessionLog.record_deck`: ``{"stickers_only": bool}``,
    copied; ``None`` for any other shape (an edited line: the start line's mode holds)."""
    if not isinstance(deck, dict) or type(deck.get("stickers_only")) is not bool:
        return None
    return {"stickers_only": deck["stickers_only"]}


def cleared_value(cleared) -> "tuple[int | None] | None":
    """``cleared`` (a cleared table's line's ``"cleared"`` value, as JSON gives it) as
    written by :meth:`~companion.session_log.SessionLog.record_cleared`: ``(round,)`` for
    ``{"round": n}`` (an int ≥ 1), ``(None,)`` for ``null`` (no table seen cleared any
    more); ``None`` for any other shape (an edited line: passed over)."""
    if cleared is None:
        return (None,)
    if isinstance(cleared, dict) and type(cleared.get("round")) is int \
            and cleared["round"] >= 1:
        return (cleared["round"],)
    return None


def cleared_at_end(lines: dict, after: int, last_input: int,
                   mark: "int | None") -> "int | None":
    """The round seen cleared at the log's end (:attr:`companion.session_log.Resumed.
    cleared`): the last cleared table's line (:func:`cleared_value`) among ``lines``
    (``{line number: text}``) after line ``after`` (the game's ``start`` line) when it
    comes after line ``last_input`` (the log's last input), else that input's ``"cleared"``
    mark (``mark``; ``None``: none). A log without such lines: ``mark``, as before."""
    found = None
    for raw in _held_records(lines, max(after, last_input), CLEARED):
        found = cleared_value(raw) or found  # a line of another shape passed over
    return found[0] if found is not None else mark


def disowned_after(lines: dict, after: int, key: str = DISOWNED) -> bool:
    """Whether ``lines`` (``{line number: text}``) hold a disowned redo's line
    (``{"disowned": true}``, :meth:`~companion.session_log.SessionLog.record_disowned`)
    after line ``after`` (the log's last undo): the card that undo took back was taken
    away alone before the quit. ``key`` :data:`HINTED`: a deal hint's line
    (``{"hinted": true}``) instead, ``after`` the log's last deal. Lines of another shape
    are passed over."""
    return any(raw is True for raw in _held_records(lines, after, key))


def _held_records(lines: dict, after: int, key: str):
    """The values under ``key`` of the held-state lines (:func:`is_held_record`) among
    ``lines`` (``{line number: text}``) after line ``after``, in order, as JSON gives them;
    lines not JSON, or of another kind, passed over."""
    for n in sorted(lines):
        text = lines[n]
        if n <= after or not text or f'"{key}"' not in text:
            continue
        try:
            record = json.loads(text)
        except (ValueError, RecursionError):
            continue
        if is_held_record(record) and key in record:
            yield record[key]


def is_held_record(record) -> bool:
    """Whether ``record`` (a log line's JSON) is a glimpse hold's, a twin question's, a
    deck mode's, a cleared table's, a disowned redo's or a deal hint's line: a dict with
    ``"held"``, ``"twin"``, ``"deck"``, ``"cleared"``, ``"disowned"``, ``"hinted"``, or
    a waiting cards' key (:data:`~companion.session_log_waits.WAITS_KEYS`), and no
    ``"obs"`` (skipped by
    :func:`~companion.session_log_lines.read_entries`, not a bad line)."""
    return isinstance(record, dict) and "obs" not in record \
        and any(k in record for k in (HELD, TWIN, DECK, CLEARED, DISOWNED, HINTED,
                                      *WAITS_KEYS))


def last_held(lines: dict, after: int = 0, key: str = HELD) -> "dict | None":
    """The hold at the log's end: the last hold line's value (:func:`held_value`) among
    ``lines`` (``{line number: text}``, :func:`~companion.session_log_lines.read_lines`)
    after line ``after`` (the game's ``start`` line: a hold of an earlier game is not
    this one's); ``None`` when there is none, or it is ``null``. ``key`` :data:`TWIN`:
    the twin question's last line instead (:func:`twin_value`); :data:`DECK`: the deck
    mode's (:func:`deck_value`), a line of another shape passed over (the one before
    holds)."""
    held, value = None, {HELD: held_value, TWIN: twin_value, DECK: deck_value}[key]
    for raw in _held_records(lines, after, key):
        found = value(raw)
        if found is not None or key != DECK:  # a deck mode line of another shape
            held = found  # (edited) is passed over: it has no "none any more" (review
            # of sk62; a hold's or a twin's null is one)
    return held


__all__ = ["HELD", "TWIN", "DECK", "CLEARED", "DISOWNED", "HINTED", "disowned_after", "held_value", "is_held_record", "last_held",
           "twin_value", "deck_value", "cleared_value", "cleared_at_end"]

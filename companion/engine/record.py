"""A plain-text game record that replays a game exactly (the PGN of this project).

Format: header lines ``[Name "value"]`` (``\\"`` and ``\\\\`` escape a quote and a backslash
in a value), a blank line, then one action per line in the notation of
:mod:`companion.engine.actions`; ``#`` starts a comment in the action lines. One ``Seat``
header per player, in seat order. ::

    [Edition "arkham"]
    [Seat "Alice"]
    [Seat "Bob"]
    [Seat "Carol"]
    [FirstPlayer "0"]
    [Options "liber_ivonis_duration=round"]

    deal investigators the_fed ...
    play investigators sane target=2 guess=5

>>> import random
>>> from companion.engine import new_game
>>> state = new_game("arkham", 3)
>>> state.apply_action(state.sample_chance(random.Random(3)))
>>> replayed = read_record(write_record(state))
>>> replayed.actions == state.actions
True
"""
from __future__ import annotations

import re

from companion.engine.actions import IllegalActionError, InvalidActionError, parse_action
from companion.engine.state import GameState, new_game


class RecordError(ValueError):
    """A malformed or inconsistent game record; ``errors`` lists every problem found,
    each as ``"line N: what is wrong"``."""

    def __init__(self, errors: list[str]):
        super().__init__("; ".join(errors))
        self.errors = errors


_HEADER = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]$')
#: Header names a record may have. ``Language``: the language the game was played in
#: (``companion simulate --lang``), which ``companion replay`` tells it in by default.
HEADERS = ("Edition", "Seat", "FirstPlayer", "Options", "Language")


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def write_record(state: GameState, language: str | None = None) -> str:
    """The record of ``state``: its headers and every action applied so far; ``language``
    (e.g. ``"es"``) adds a ``Language`` header."""
    start = _start_player(state)
    lines = [f'[Edition "{state.edition.value}"]']
    lines += [f"[Seat {_quote(name)}]" for name in state.names]
    lines += [f'[FirstPlayer "{start}"]',
             '[Options "' + " ".join(f"{k}={v}" for k, v in sorted(state.options.items())) + '"]']
    if language is not None:
        lines.append(f"[Language {_quote(language)}]")
    lines.append("")
    lines.extend(str(a) for a in state.actions)
    return "\n".join(lines) + "\n"


def _start_player(state: GameState) -> int:
    for event in state.events:
        if event.kind == "round_start":
            return event.seat
    return state.first_player


def _read_headers(lines: list[str]) -> tuple[dict[str, str], list[str], int, str | None]:
    """The header lines of a record: ``(headers by name, Seat names in order, index of the
    first body line, problem)``; ``problem`` is a sentence naming the line, or ``None``."""
    headers: dict[str, str] = {}
    names: list[str] = []
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            if headers or names:
                return headers, names, i + 1, None
            continue
        m = _HEADER.match(stripped)
        if not m and stripped.startswith("["):  # QA18 N5: '[Language fr]' gave "no deal"
            return headers, names, i, (f'line {i + 1}: a header is written [Name "value"], '
                                       'with the value in double quotes (e.g. [Language '
                                       f'"fr"]), not {stripped[:40]!r}')
        if not m:
            return headers, names, i, None
        name, value = m.group(1), _unquote(m.group(2))
        if name not in HEADERS:
            return headers, names, i, (f"line {i + 1}: unknown header {name!r}; known: "
                                       f"{', '.join(HEADERS)}")
        if name == "Seat":
            names.append(value)
        else:
            headers[name] = value
    return headers, names, len(lines), None


def record_language(text: str) -> str | None:
    """The value of a record's ``Language`` header, or ``None`` when it has none (records
    written before it, or by hand)."""
    return _read_headers(text.splitlines())[0].get("Language")


def parse_record(text: str) -> tuple[GameState | None, list[str]]:
    """Replay a record, collecting errors instead of stopping at the first (python-chess
    style). Returns the state after the last good action (``None`` if the headers are
    unusable) and the list of errors (empty when the record is sound)."""
    errors: list[str] = []
    lines = text.splitlines()
    headers, names, body_start, problem = _read_headers(lines)
    if problem is not None:
        return None, [problem]
    options = {}
    for item in headers.get("Options", "").split():
        key, _, value = item.partition("=")
        options[key] = value
    first = headers.get("FirstPlayer", "0")
    if not first.strip().isdigit():
        return None, [f"headers: FirstPlayer {first!r} is not a seat number (0, 1, ...)"]
    try:
        state = new_game(headers.get("Edition", "arkham"), len(names), names, options,
                         int(first))
    except ValueError as exc:
        return None, [f"headers: {exc} (expected [Edition \"...\"] and one [Seat \"name\"] "
                      "per player)"]
    for number, line in enumerate(lines[body_start:], start=body_start + 1):
        stripped = line.split("#", 1)[0].strip()
        if not stripped:
            continue
        if errors:
            errors.append(f"line {number}: not replayed after the first error")
            break
        try:
            state.apply_action(parse_action(stripped))
        except (InvalidActionError, IllegalActionError) as exc:
            errors.append(f"line {number}: {exc}")
    return state, errors


def read_record(text: str) -> GameState:
    """Replay a record exactly.

    Raises:
        RecordError: malformed headers, an unknown or illegal action; ``errors`` says
            which line and why.
    """
    state, errors = parse_record(text)
    if errors:
        raise RecordError(errors)
    return state

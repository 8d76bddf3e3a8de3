"""``companion replay LOG [--lang fr]``: narrate a recorded session."""
from __future__ import annotations

import sys

from companion.narration import LANGUAGES
from companion.narration.flip_order import FlipOrder
from companion.narration.narrate import narrate
from companion.engine.record import read_record
from companion.session_log import is_game_record, read_entries
from companion.tracker.from_engine import game_observations
from companion.tracker.observations import Observation, ObservationError
from companion.tracker.tracker import Tracker


def register(subparsers) -> None:
    """Add the ``replay`` sub-command."""
    p = subparsers.add_parser(
        "replay", help="narrate a recorded session log",
        description="Replay a session log through the tracker and print what the "
                    "companion said, one sentence per line, in the chosen language.")
    p.add_argument("log", metavar="LOG", help="session log file (.jsonl), or a game record "
                                              "of companion simulate --record")
    p.add_argument("--lang", choices=LANGUAGES, default=None,
                   help="language (default: the session's)")
    p.add_argument("--verbose", action="store_true", help="the long form of each sentence")
    p.set_defaults(func=run)


def _record_entries(path: str, lang: str) -> list[tuple[int, Observation]]:
    """A game record of ``companion simulate --record`` (:mod:`companion.engine.record`) as
    the observations a table would give (public cards only: the record's deal and hands
    are not said), numbered from 1.

    Raises:
        OSError: the file cannot be read.
        ValueError: the record is malformed (:class:`~companion.engine.record.RecordError`
            names the line).
    """
    with open(path, encoding="utf-8-sig") as f:
        state = read_record(f.read())
    return list(enumerate(game_observations(state, lang), start=1))


def run(args) -> int:
    """Print the narration; exit 1 if the log cannot be read or no game could be replayed
    (e.g. its ``start`` line is refused: the error is printed with its line number)."""
    try:
        if is_game_record(args.log):
            entries, errors = _record_entries(args.log, args.lang or "en"), []
        else:
            entries, errors = read_entries(args.log)
    except (OSError, ValueError) as exc:  # missing, a folder, unreadable, not a file, a bad
        print(f"companion replay: {exc}", file=sys.stderr)  # record (RecordError)
        return 1
    for err in errors:
        print(f"companion replay: {args.log}: skipped {err}", file=sys.stderr)
    tracker = Tracker()
    order = FlipOrder()  # R'lyeh's visible card before the next turn (RULINGS A16)
    verbosity = "verbose" if args.verbose else "brief"
    started = False
    for line, obs in entries:
        if not tracker.started and obs.kind != "start":
            continue  # the start was refused (said above): not "No game yet." on every line
        try:
            events = tracker.apply(obs)
        except ObservationError as exc:
            print(f"companion replay: {args.log}: skipped line {line}: {exc}", file=sys.stderr)
            continue
        started = started or tracker.started
        lang = args.lang or tracker.lang
        for event in order.feed(events):
            print(narrate(event, tracker.names, lang, verbosity))
    for event in order.flush():
        print(narrate(event, tracker.names, args.lang or tracker.lang, verbosity))
    if not started:
        print(f"companion replay: {args.log}: no game could be replayed (no valid 'start' "
              "command)", file=sys.stderr)
        return 1
    return 0

"""``companion simulate``: a whole game played by random legal bots, told play by play.

The game runs in the rules engine (:mod:`companion.engine`); its public side goes through
the table tracker and the narration exactly as at a real table
(:func:`companion.narration.narrate_game`), so the output is what a blind player would
hear. ``--record FILE`` also writes the engine's game record, which replays the game
exactly.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from companion import cli_language
from companion.cards import LANGUAGES, Edition
from companion.commands import non_empty, whole_number
from companion.part_file import PartFile
from companion.rules import MAX_PLAYERS, MIN_PLAYERS


def register(subparsers) -> None:
    """Add the ``simulate`` sub-command."""
    p = subparsers.add_parser(
        "simulate", help="play a whole game with random bots and print the play-by-play",
        description="Play a whole game of Lovecraft Letter with random legal bots and print "
                    "what the companion would say, ending with the winners and the tokens.")
    p.add_argument("--edition", type=str.lower, default="arkham", choices=[e.value for e in Edition],
                   help="edition (default: arkham)")
    p.add_argument("--players", type=int, default=None,
                   help=f"number of players, {MIN_PLAYERS} to {MAX_PLAYERS} (default: as "
                        "many as --names gives, else 4)")
    p.add_argument("--seed", type=whole_number("app.arg.game_number"),
                   default=None,
                   help="random seed: the same seed plays the same game (default: random)")
    p.add_argument("--lang", type=str.lower, default=None, choices=LANGUAGES,
                   help="language (default: en)")
    p.add_argument("--brief", action="store_true",
                   help="short sentences, as heard at the table in brief mode (default: "
                        "verbose, with rule reminders and the tokens)")
    p.add_argument("--names", default=None,
                   help="comma-separated player names (default: Player 1, Player 2, ...)")
    p.add_argument("--record", metavar="FILE", default=None, type=non_empty("app.arg.empty_file"),
                   help="also write the game record (replays the game exactly)")
    p.set_defaults(func=run)


def _record_problem(path: Path) -> str | None:
    """Why ``path`` must not be written as a game record (the catalog's key, with ``path``
    as its argument), or ``None``: an existing file is
    replaced only when it is empty or an earlier game record (QA13a F14: a session log, the
    only copy of a real game, was overwritten without a word), as ``print-kit -o`` replaces
    only a PDF."""
    from companion.session_log import is_game_record
    try:
        if not path.exists():
            return None
        if not path.is_file():
            return "app.simulate.record_not_file"
        if path.stat().st_size == 0 or is_game_record(path):
            return None
    except (OSError, ValueError):
        return None  # cannot even be looked at: the write says why
    return "app.simulate.record_not_record"


def _write_text(handle, text: str) -> None:
    """Write ``text`` to the open file ``handle`` (a seam for the full-disk test)."""
    handle.write(text)
    handle.flush()


def run(args) -> int:
    """Play and print; returns 0, or 2 on a bad argument (said on stderr, in ``--lang``,
    else the table's language: :func:`companion.cli_language.language`; QA31 N5)."""
    from companion.engine.bots import play_random_game
    from companion.engine.record import write_record
    from companion.narration import narrate_game

    from companion.narration.catalog import as_sentence, message, said_in, system_words
    from companion.tracker.observations import name_problem

    told = args.lang or cli_language.language()  # the errors' language
    args.lang = args.lang or "en"  # the game's

    if args.names is not None:
        names = [n.strip() for n in args.names.split(",")]
        if args.players is None:  # QA13a F11: "2 names for 4 players"
            args.players = len(names)
        problem = name_problem(names)
        if problem:
            said = message(told, "app.names.comma_list",
                           problem=as_sentence(problem).in_language(told))
            print(f"companion simulate: --names: {said}", file=sys.stderr)
            return 2
    else:
        if args.players is None:
            args.players = 4
        # names only for a count the rules allow (QA15: 10**20 players filled the memory
        # before the count was refused); the game's own check says what is wrong
        names = [message(args.lang, "app.default_player", number=i + 1)
                 for i in range(max(min(args.players, MAX_PLAYERS + 1), 0))]
    record = None
    if args.record:
        target = Path(args.record)
        problem = _record_problem(target)
        if problem:
            print(f"companion simulate: {message(told, problem, path=target)}",
                  file=sys.stderr)
            return 2
        try:  # a file beside the target, renamed over it once complete: no partial record
            replaced = target.is_file() and target.stat().st_size > 0
            record = PartFile(target)
        except OSError as exc:
            print("companion simulate: " + message(told, "app.simulate.cannot_write",
                  path=args.record, reason=system_words(exc, told)), file=sys.stderr)
            return 2
    try:
        state = play_random_game(args.edition, args.players, args.seed, names=names)
    except ValueError as exc:
        print(f"companion simulate: {said_in(exc, told)}", file=sys.stderr)
        if record is not None:
            record.discard()
        return 2
    try:
        for line in narrate_game(state, args.lang, "brief" if args.brief else "verbose"):
            print(line)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`: the reader has what it wanted
        sys.stdout = open(os.devnull, "w")
    if record is not None:
        try:
            with open(record.part, "w", encoding="utf-8") as handle:
                _write_text(handle, write_record(state, args.lang))
            record.commit()
            if replaced:  # said, as print-kit says it (QA27 #9: replaced without a word)
                print("companion simulate: " + message(told, "app.simulate.replaced",
                      path=target), file=sys.stderr)
        except OSError as exc:  # QA13a F6: a full disk was a traceback
            record.discard()
            print("companion simulate: " + message(told, "app.simulate.not_recorded",
                  path=args.record, reason=system_words(exc, told)), file=sys.stderr)
            return 2
    return 0

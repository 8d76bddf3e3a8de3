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

from companion.cards import LANGUAGES, Edition
from companion.rules import MAX_PLAYERS, MIN_PLAYERS


def register(subparsers) -> None:
    """Add the ``simulate`` sub-command."""
    p = subparsers.add_parser(
        "simulate", help="play a whole game with random bots and print the play-by-play",
        description="Play a whole game of Lovecraft Letter with random legal bots and print "
                    "what the companion would say, ending with the winners and the tokens.")
    p.add_argument("--edition", default="arkham", choices=[e.value for e in Edition],
                   help="edition (default: arkham)")
    p.add_argument("--players", type=int, default=4,
                   help=f"number of players, {MIN_PLAYERS} to {MAX_PLAYERS} (default: 4)")
    p.add_argument("--seed", type=int, default=None,
                   help="random seed: the same seed plays the same game (default: random)")
    p.add_argument("--lang", default="en", choices=LANGUAGES, help="language (default: en)")
    p.add_argument("--brief", action="store_true",
                   help="short sentences, as heard at the table in brief mode (default: "
                        "verbose, with rule reminders and the tokens)")
    p.add_argument("--names", default=None,
                   help="comma-separated player names (default: Player 1, Player 2, ...)")
    p.add_argument("--record", metavar="FILE", default=None,
                   help="also write the game record (replays the game exactly)")
    p.set_defaults(func=run)


def run(args) -> int:
    """Play and print; returns 0, or 2 on a bad argument (said on stderr)."""
    from companion.engine.bots import play_random_game
    from companion.engine.record import write_record
    from companion.narration import narrate_game

    from companion.narration.catalog import message
    from companion.tracker.observations import name_problem

    if args.names is not None:
        names = [n.strip() for n in args.names.split(",")]
        problem = name_problem(names)
        if problem:
            said = message(args.lang, "app.names.comma_list",
                           problem=problem.in_language(args.lang))
            print(f"companion simulate: --names: {said}", file=sys.stderr)
            return 2
    else:
        names = [message(args.lang, "app.default_player", number=i + 1)
                 for i in range(max(args.players, 0))]
    record = None
    if args.record:
        try:
            record = open(args.record, "w", encoding="utf-8")
        except OSError as exc:
            print(f"companion simulate: cannot write {args.record}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 2
    try:
        state = play_random_game(args.edition, args.players, args.seed, names=names)
    except ValueError as exc:
        print(f"companion simulate: {exc}", file=sys.stderr)
        return 2
    try:
        for line in narrate_game(state, args.lang, "brief" if args.brief else "verbose"):
            print(line)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into `head`: the reader has what it wanted
        sys.stdout = open(os.devnull, "w")
    if record is not None:
        with record:
            record.write(write_record(state))
    return 0

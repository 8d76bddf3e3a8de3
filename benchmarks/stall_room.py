"""Benchmark: how far a real round stays below the room a stall allows it.

``python -m benchmarks.stall_room [--seeds 40]``: random bot games (the three editions,
2-6 players, seeds 0 .. ``--seeds``-1, every observation told); each play in turn is taken
as the one the camera missed: the cards the round still lays after it (every ``card``
observation, showdown hands included: what the camera would read) against
:func:`companion.app.stall_lost.round_room` at that play. The margin (room less cards)
is how many cards counted twice a real round bears before
:mod:`companion.app.stall_lost` would end it as played past, besides
:data:`~companion.app.stall_lost.DOUBLE_COUNTS`. Figures go to docs/benchmarks.md ("App").
"""
from __future__ import annotations

import argparse
import random
from collections import Counter

from benchmarks.engine_speed import EDITIONS
from companion.app.stall_lost import DOUBLE_COUNTS, round_room
from companion.engine.state import new_game
from companion.tracker.from_engine import Converter, observe_random_play
from companion.tracker.tracker import Tracker

def game_margins(edition: str, players: int, seed: int) -> list[int]:
    """The margin (cards, :func:`round_room` less the cards laid after it in its round) of
    every play of one random bot game, in the order played."""
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers="all", hands="card")
    tracker, pending, margins, laid = Tracker(), [], [], 0
    for _, obs in observe_random_play(game, random.Random(seed), conv):
        if obs.kind == "card" and tracker.started and tracker.view().active is not None \
                and tracker.waiting()[:2] == ("play", obs.seat):
            pending.append((round_room(tracker), laid))
        tracker.apply(obs)
        laid += obs.kind == "card"
        if pending and tracker.view().active is None:  # the round is over
            margins += [room - (laid - before - 1) for room, before in pending]
            pending = []
    return margins


def margins(seeds: int) -> Counter:
    """Plays by margin over every edition, 2-6 players and ``seeds`` seeds."""
    out: Counter = Counter()
    for edition in EDITIONS:
        for players in range(2, 7):
            for seed in range(seeds):
                out.update(game_margins(edition, players, seed))
    return out


def main(argv: "list[str] | None" = None) -> None:
    """Print the margins' distribution as a Markdown table (``argv``: ``--seeds``)."""
    parser = argparse.ArgumentParser(allow_abbrev=False, prog="python -m benchmarks.stall_room")
    parser.add_argument("--seeds", type=int, default=40, help="seeds per edition and size")
    args = parser.parse_args(argv)
    found = margins(args.seeds)
    total = sum(found.values())
    print(f"{total} plays taken as the missed one; a round is ended as played past once "
          f"more than room + {DOUBLE_COUNTS} cards are counted\n")
    print("| margin (cards) | plays | share |\n|---|---|---|")
    for margin in sorted(found):
        print(f"| {margin} | {found[margin]} | {100 * found[margin] / total:.2f} % |")


if __name__ == "__main__":
    main()

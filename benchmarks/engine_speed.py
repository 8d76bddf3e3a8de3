"""Benchmark: complete random games per second on one core, per edition and player count.

Run: ``.venv/bin/python -m benchmarks.engine_speed [--games N]``. Target (issue 2): 500 or
more complete 4-player ``arkham`` games per second. Figures go to ``docs/benchmarks.md``.
"""
from __future__ import annotations

import argparse
import platform
import time

from companion.engine.bots import play_random_game

#: The editions and table sizes the game benchmarks play (:mod:`benchmarks.tracker_speed`
#: too; :mod:`benchmarks.stall_room` the editions, every size 2-6).
EDITIONS = ("arkham", "arkham-classic", "original")
PLAYERS = (2, 4, 6)


def games_per_second(edition: str, players: int, games: int) -> float:
    """Complete random games per second (seeds 0..games-1), wall clock, one process."""
    start = time.perf_counter()
    for seed in range(games):
        play_random_game(edition, players, seed)
    return games / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    """Print a Markdown table of games per second."""
    parser = argparse.ArgumentParser(allow_abbrev=False, description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games per cell (default 1000)")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()}, {platform.machine()}, one core, "
          f"{args.games} games per cell\n")
    print("| edition | " + " | ".join(f"{p} players" for p in PLAYERS) + " |")
    print("|---|" + "---|" * len(PLAYERS))
    for edition in EDITIONS:
        cells = [f"{games_per_second(edition, p, args.games):,.0f}" for p in PLAYERS]
        print(f"| {edition} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()

"""Benchmark: time the tracker takes per observation (issue 3 target: under 1 ms on average).

Run: ``.venv/bin/python -m benchmarks.tracker_speed [--games N]``. Random engine games
(seeds 0..N-1) are turned into observations and answers first (not timed); then each
game's observations are fed to a fresh tracker, timing ``Tracker.apply`` only. Two modes:
``all`` (players tell every choice) and ``asked`` (players only answer the tracker's
questions, so it keeps several accounts of the table more often). Figures go to
``docs/benchmarks.md`` under "Tracker".
"""
from __future__ import annotations

import argparse
import platform
import random
import time

from benchmarks.engine_speed import EDITIONS, PLAYERS
from companion.engine.state import new_game
from companion.tracker import Tracker
from companion.tracker.from_engine import Converter, observe_random_play


def _game_inputs(edition: str, players: int, seed: int, answers: str) -> list:
    """The observations of one random game; in ``asked`` mode with the answers to the
    tracker's questions in place (found with a scratch tracker)."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers=answers)
    scratch = Tracker()
    inputs = []
    for i, obs in observe_random_play(game, rng, conv):
        inputs.append(obs)
        for q in scratch.apply(obs):
            if q.kind == "question" and q.value in ("effect", "out"):
                answer = conv.answer_question(q, i)
                inputs.append(answer)
                scratch.apply(answer)
    return inputs


def per_observation_us(edition: str, players: int, games: int, answers: str) -> tuple[float, float]:
    """Mean and 99th-percentile microseconds per observation."""
    all_inputs = [_game_inputs(edition, players, s, answers) for s in range(games)]
    times: list[float] = []
    clock = time.perf_counter
    for inputs in all_inputs:
        tracker = Tracker()
        for obs in inputs:
            t0 = clock()
            tracker.apply(obs)
            times.append(clock() - t0)
    times.sort()
    return (sum(times) / len(times) * 1e6, times[int(len(times) * 0.99)] * 1e6)


def main(argv: list[str] | None = None) -> None:
    """Print a Markdown table of microseconds per observation (mean / p99)."""
    parser = argparse.ArgumentParser(allow_abbrev=False, description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per cell (default 200)")
    args = parser.parse_args(argv)
    print(f"Python {platform.python_version()}, {platform.machine()}, one core, "
          f"{args.games} games per cell; microseconds per observation, mean / p99\n")
    print("| edition | answers | " + " | ".join(f"{p} players" for p in PLAYERS) + " |")
    print("|---|---|" + "---|" * len(PLAYERS))
    for edition in EDITIONS:
        for answers in ("all", "asked"):
            cells = []
            for p in PLAYERS:
                mean, p99 = per_observation_us(edition, p, args.games, answers)
                cells.append(f"{mean:,.0f} / {p99:,.0f}")
            print(f"| {edition} | {answers} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()

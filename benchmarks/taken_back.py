"""Benchmark: false "taken back?" questions on tables where nothing is taken back.

``python -m benchmarks.taken_back [--tables 36] [--frames 28] [--deck markers|stickers]``:
tables of the renderer's six presets in turn (2–6 seats, 1–4 cards each), each seen
``--frames`` times 0.25 s apart with per-frame noise, glare, hands and mugs
(``Conditions.seed``), through a :class:`~vision.pipeline.TableWatcher`; counts the cards
:meth:`~vision.stabilize.Stabilizer.unseen_newest` would report after
:data:`companion.app.live_deal.TAKEN_BACK_S` (each card once, as the app says it). Every
one is a false alarm: no card leaves these tables. Figures go to docs/benchmarks.md ("App").
"""
from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import replace

from benchmarks.vision_accuracy import PRESET_NAMES, random_tables
from companion.app.live_deal import TAKEN_BACK_S
from vision.pipeline import CardReader, TableWatcher
from vision.render import PRESETS, build_scene, render_table

STEP_S = 0.25


def false_alarms(tables: int, frames: int, markers: bool, seed0: int = 5000) -> Counter:
    """Per preset, the cards reported unseen on ``tables`` static tables (``"tables"``: how
    many tables of each preset were seen)."""
    out: Counter = Counter()
    for i, (zones, seats, cascade) in zip(range(tables), random_tables(seed0)):
        preset = PRESET_NAMES[i % len(PRESET_NAMES)]
        watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=markers))
        said: set[int] = set()
        for k in range(frames):
            cond = replace(PRESETS[preset], markers=markers, seed=(seed0 + i) * 100 + k)
            frame, _ = render_table(build_scene(zones, seats=seats, conditions=cond,
                                                seed=seed0 + i, cascade=cascade))
            watcher.update(frame, t=k * STEP_S)
            said |= {g.card_id for g in watcher.unseen_newest(TAKEN_BACK_S)}
        out[preset] += len(said)
        out["tables"] += 1
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser(allow_abbrev=False, description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=36)
    p.add_argument("--frames", type=int, default=28)
    p.add_argument("--deck", choices=("markers", "stickers"), default="markers")
    args = p.parse_args(argv)
    got = false_alarms(args.tables, args.frames, args.deck == "markers")
    print(f"| deck | tables | seconds each | false 'taken back?' |\n|---|---|---|---|\n"
          f"| {args.deck} | {got['tables']} | {args.frames * STEP_S:g} | "
          f"{sum(v for k, v in got.items() if k != 'tables')} |")


if __name__ == "__main__":
    main()

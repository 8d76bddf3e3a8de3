"""Benchmark: the sticker-only deck's unread-card prompts (QA32 F2, :mod:`vision.unread_cards`).

Run: ``.venv/bin/python -m benchmarks.unread_prompts [--seed 5000] [--tables 24]
[--frames 16] [--size 1280x720] [--first 0]``. Figures go to the "Vision" section of
``docs/benchmarks.md``.

Static tables of :func:`benchmarks.vision_accuracy.random_tables` (arkham, 2–6 seats, 1–4
cards a zone, cascades down/left/right, the presets in turn), the sticker-only deck (no
printed markers), each seen in ``--frames`` frames 0.25 s apart that differ only by the
per-frame effects (noise, glare, hands, mugs; ``Conditions.seed``), through one
:class:`~vision.pipeline.TableWatcher` a table, as the app watches. Each "I cannot read a
card in X's zone" (:attr:`~vision.pipeline.TableWatcher.unread_new`, its place
:attr:`vision.unread_cards.UnreadCards.told`) is scored against the renderer's truth by
its place: *Tommy Gun* when a Tommy Gun of that zone has its name band's corner within
:data:`PLACE_MM` of it; *never read* when a card of that zone there was never made stable
(a static table lays every card at once: a covered card never had its turn on top; of
two copies in a zone, one made stable);
else a **phantom** (no card there, or one already read: the prompt invites an extra
play). The seat-only score of session 24 (a prompt at a seat holding a Tommy Gun is
right) is printed too. A Tommy Gun counts when at least :data:`BAND_SHOWS` of its name
band shows.
"""
from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field, replace

import cv2
import numpy as np

from vision.adaptation import CARD_H_MM, CARD_W_MM
from vision.card_bands import BAND_MM, zone_to_rect_affine
from vision.pipeline import CardReader, TableWatcher
from vision.render import PRESETS, build_scene, render_table

from .vision_accuracy import PRESET_NAMES, random_tables

#: A prompt's place and a card's name band corner within this distance (seat mm) are the
#: same card (a cascade steps 22–28 mm; a card's artwork window lies 24 mm under its band).
PLACE_MM = 8.0
#: A Tommy Gun counts when at least this share of its name band shows (renderer truth).
BAND_SHOWS = 0.9
TOMMY_GUN = "tommy_gun"


@dataclass
class Tally:
    """Prompts of one set of tables (counts) and the phantoms' descriptions."""

    tommy_seats: int = 0          # seats with a Tommy Gun whose band shows
    tommy_told: int = 0           # ... where a prompt lay on it
    never_read_told: int = 0      # prompts on another card never made stable
    phantoms: list = field(default_factory=list)
    seat_phantoms: int = 0        # session 24's seat-only score

    def line(self, name: str) -> str:
        """One Markdown-ready line of the figures."""
        return (f"{name}: Tommy Gun seats {self.tommy_seats}, told {self.tommy_told}; "
                f"never-read cards told {self.never_read_told}; phantoms "
                f"{len(self.phantoms)} (seat-only score: {self.seat_phantoms})")


def _band_corner_seat_mm(card, to_seat: np.ndarray) -> np.ndarray:
    """A truth card's name band corner (card mm ``BAND_MM[:2]``) in seat mm (``to_seat``:
    3×3 image px → seat mm)."""
    src = np.float32([[0, 0], [CARD_W_MM, 0], [CARD_W_MM, CARD_H_MM], [0, CARD_H_MM]])
    c2i = cv2.getPerspectiveTransform(src, np.float32(card.polygon))
    p = cv2.perspectiveTransform(np.array([[BAND_MM[:2]]], np.float64), c2i)
    return cv2.perspectiveTransform(p, to_seat)[0, 0]


def score_table(watcher: TableWatcher, told: list, truth, zones: dict, tally: Tally,
                where: str) -> None:
    """Adds one table's prompts to ``tally``. ``told``: ``(seat, corner)`` of every prompt
    (band corner, rectified zone px); ``truth``: the last frame's
    :class:`~vision.render.FrameTruth`; ``zones``: seat → card keys."""
    stable = watcher.stabilizer.stable_cards
    cards = [c for c in truth.cards if c.zone == "discard"]
    # a card of a zone is read when as many stable cards there may be it as the zone holds
    # of it (a zone may hold two The Fed)
    read_n = Counter((seat, key) for seat, ident in stable for key in ident)
    held_n = Counter((c.seat, c.key) for c in cards)
    tommy = {c.seat for c in cards if c.key == TOMMY_GUN
             and c.top_band_visible_fraction >= BAND_SHOWS}
    tally.tommy_seats += len(tommy)
    stable_n: dict = {}
    for seat, _ in stable:
        stable_n[seat] = stable_n.get(seat, 0) + 1
    for seat, corner in told:
        if seat not in {s for s, cs in zones.items() if TOMMY_GUN in cs} and \
                stable_n.get(seat, 0) >= len(zones.get(seat, ())):
            tally.seat_phantoms += 1
        to_seat = np.asarray(watcher.layout.zone(seat).to_seat, np.float64).reshape(3, 3)
        at = (zone_to_rect_affine() @ np.array([corner[0], corner[1], 1.0]))[:2]
        near = [c for c in cards if c.seat == seat and np.hypot(
            *(_band_corner_seat_mm(c, to_seat) - at)) <= PLACE_MM]
        if any(c.key == TOMMY_GUN for c in near):
            tally.tommy_told += 1
        elif any(read_n[seat, c.key] < held_n[seat, c.key] for c in near):
            tally.never_read_told += 1
        else:
            tally.phantoms.append(f"{where} seat {seat} at {at.round(1).tolist()} seat mm: "
                                  f"zone {zones.get(seat)}, cards there "
                                  f"{[c.key for c in near]}")


def run(seed0: int, tables: int, frames: int, size: tuple[int, int], first: int = 0
        ) -> Tally:
    """The prompts of tables ``first`` to ``tables - 1`` of ``random_tables(seed0)``, each
    seen in ``frames`` frames of ``size`` (px) 0.25 s apart."""
    tally = Tally()
    for i, (zones, seats, cascade) in zip(range(tables), random_tables(seed0)):
        if i < first:
            continue
        preset = PRESET_NAMES[i % len(PRESET_NAMES)]
        watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
        told, truth = [], None
        for k in range(frames):
            cond = replace(PRESETS[preset], markers=False, size=size,
                           seed=(seed0 + i) * 100 + k)
            frame, truth = render_table(build_scene(zones, seats=seats, conditions=cond,
                                                    seed=seed0 + i, cascade=cascade))
            watcher.update(frame, t=k * 0.25)
            if watcher.unread_new:
                told += watcher.unread.told
        n = len(tally.phantoms)
        score_table(watcher, told, truth, zones, tally, f"table {i} {preset} {cascade}")
        for p in tally.phantoms[n:]:
            print("  PHANTOM", p, flush=True)
    return tally


def main(argv=None) -> None:
    """Command line (see the module)."""
    ap = argparse.ArgumentParser(prog="benchmarks.unread_prompts", description=__doc__)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--tables", type=int, default=24)
    ap.add_argument("--frames", type=int, default=16)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--first", type=int, default=0, help="skip the tables before this one")
    a = ap.parse_args(argv)
    cv2.setNumThreads(1)
    size = tuple(int(v) for v in a.size.split("x"))
    tally = run(a.seed, a.tables, a.frames, size, a.first)
    print(tally.line(f"seed {a.seed} {size[1]}p, tables {a.first}-{a.tables - 1} × "
                     f"{a.frames} frames"))


if __name__ == "__main__":
    main()

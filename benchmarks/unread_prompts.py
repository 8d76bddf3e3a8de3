"""Benchmark: the sticker-only deck's unread-card prompts (QA32 F2, :mod:`vision.unread_cards`).

Run: ``.venv/bin/python -m benchmarks.unread_prompts [--seed 5000] [--tables 24]
[--frames 16] [--size 1280x720] [--first 0]``. Figures go to ``docs/benchmarks.md``'s
table, each session's paragraph to ``docs/benchmarks-history.md``.

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

``--games N [--presets clean,typical,...] [--players 3]``: instead, N bot games a preset
(seeds ``--seed`` on), each played as ``companion demo --stickers-only`` plays it, its
cascades built card by card (:class:`companion.app.demo.Demo`, its own frames, holds and
gathered tables included, :func:`run_game`), watched as ``companion play`` watches a deck
without markers. Each prompt is scored by place and time against the truth of its frame:
*right* (on a Tommy Gun, or on a card the watcher had not made stable, its zone's newest),
*late* (the same, once another card of its zone lay on it), *repeated* (a card told
before), else a **phantom** (no card there, or a card already read). The cards never read
(Tommy Guns apart) are counted by how their sticker looked while on top of their zone (its
elements all showing at some frame, or partly hidden) and the reader's most frequent
refusal at their band.
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
from companion.app.live_deal import CLEARED_FRAMES
from vision.render import PRESETS, build_scene, render_table
from vision.unread_cards import card_mm

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


def near_cards(watcher: TableWatcher, seat: int, corner, cards) -> list:
    """The cards of ``seat``'s zone among ``cards`` (renderer truth) whose name band corner
    lies within :data:`PLACE_MM` (seat mm) of ``corner`` (rectified zone px), nearest
    first."""
    to_seat = np.asarray(watcher.layout.zone(seat).to_seat, np.float64).reshape(3, 3)
    at = _seat_mm(corner)
    near = sorted((float(np.hypot(*(_band_corner_seat_mm(c, to_seat) - at))), c.index, c)
                  for c in cards if c.seat == seat)
    return [c for d, _, c in near if d <= PLACE_MM]


def _seat_mm(corner) -> np.ndarray:
    """A band corner, rectified zone px, in seat mm."""
    return (zone_to_rect_affine() @ np.array([corner[0], corner[1], 1.0]))[:2]


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
        near = near_cards(watcher, seat, corner, cards)
        if any(c.key == TOMMY_GUN for c in near):
            tally.tommy_told += 1
        elif any(read_n[seat, c.key] < held_n[seat, c.key] for c in near):
            tally.never_read_told += 1
        else:
            tally.phantoms.append(f"{where} seat {seat} at "
                                  f"{_seat_mm(corner).round(1).tolist()} seat mm: "
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


@dataclass
class GameTally:
    """Prompts of bot games built card by card (counts) and the wrong ones' descriptions."""

    games: int = 0
    frames: int = 0               # video frames watched
    cards: int = 0                # cards laid in discard zones
    tommy: int = 0                # ... of them Tommy Guns whose band showed on top
    never_read: int = 0           # other cards the watcher never made stable in their round
    right: int = 0                # prompts on a card never read (or a Tommy Gun), its zone's newest
    late: int = 0                 # ... once another card of its zone lay on it
    told_then_read: int = 0       # right or late prompts on a card read afterwards
    repeated: list = field(default_factory=list)
    phantoms: list = field(default_factory=list)
    tommy_told: int = 0           # Tommy Guns told (right or late)
    never_read_told: int = 0      # never-read cards told (right or late)
    #: the other never-read cards, by how they looked on top of their zone: their sticker's
    #: elements all showing or not, and the sticker reader's refusal at their band there
    never_read_why: Counter = field(default_factory=Counter)

    def line(self, name: str) -> str:
        """One Markdown-ready line of the figures."""
        return (f"{name}: {self.games} games, {self.frames} frames, {self.cards} cards; "
                f"Tommy Guns {self.tommy}, told {self.tommy_told}; other cards never read "
                f"{self.never_read}, told {self.never_read_told}; prompts right "
                f"{self.right}, late {self.late} (then read {self.told_then_read}), "
                f"repeated {len(self.repeated)}, phantom {len(self.phantoms)}")

    def why_lines(self) -> list[str]:
        """The never-read cards' counts by :attr:`never_read_why`, most first."""
        return [f"    {n} never read: sticker {shows}, refused {reason!r}"
                for (shows, reason), n in self.never_read_why.most_common()]

    def add(self, other: "GameTally") -> None:
        """Adds ``other``'s counts and descriptions to this one."""
        for name, value in vars(other).items():
            setattr(self, name, getattr(self, name) + value)


class _GameScore:
    """Scores one game's prompts as its frames go by (see :func:`run_game`)."""

    def __init__(self, watcher: TableWatcher, tally: GameTally, where: str) -> None:
        self.watcher, self.tally, self.where = watcher, tally, where
        self.round = 0
        self.bare = 0                    # frames in a row with no card in a zone
        self.read: set = set()           # (round, seat, index) of the cards made stable
        self.told: set = set()           # ... of the cards told
        self.laid: dict = {}             # (round, seat, index) -> [key, band showed on top]
        self.sticker: dict = {}          # ... -> its elements all showed at some frame on top
        self.refused: dict = {}          # ... -> Counter of refusals at its band on top

    def frame(self, frame, truth, t: float) -> None:
        """Watches one video frame (``truth``: its :class:`~vision.render.FrameTruth`)."""
        cards = [c for c in truth.cards if c.zone == "discard"]
        if not cards:
            self.bare += 1
            if self.bare == 1 and self.laid:
                self.end_round()
            if self.bare == CLEARED_FRAMES:  # companion play deals the next round
                self.watcher.reset()
        else:
            self.bare = 0
        top = {}
        for c in cards:
            top[c.seat] = max(top.get(c.seat, -1), c.index)
        for c in cards:
            seen = self.laid.setdefault((self.round, c.seat, c.index), [c.key, False])
            if c.index == top[c.seat] and c.top_band_visible_fraction >= BAND_SHOWS:
                seen[1] = True
            if c.index == top[c.seat]:
                ident = (self.round, c.seat, c.index)
                self.sticker[ident] = self.sticker.get(ident, False) or all(
                    e.visible for e in c.elements)
        for event in self.watcher.update(frame, t):
            if event.seat is None:
                continue
            mine = sorted((c for c in cards if c.seat == event.seat
                           and (self.round, c.seat, c.index) not in self.read),
                          key=lambda c: (c.key in event.candidates, c.index))
            if mine:  # the newest of its key, else the newest (a misread)
                self.read.add((self.round, event.seat, mine[-1].index))
        for seat, band, rd in self.watcher.reader.sticker_reader.last:
            if seat is not None and rd.value < 0 and seat in top:
                c = self.card_at(seat, band.corner, cards)
                if c is not None and c.index == top[seat]:
                    self.refused.setdefault((self.round, seat, c.index), Counter())[
                        rd.reason] += 1
        for seat, corner in (self.watcher.unread.told if self.watcher.unread_new else ()):
            self.prompt(seat, corner, cards, top, t)

    def card_at(self, seat: int, corner, cards):
        """The card of ``seat``'s zone (truth) whose name band corner lies within
        :data:`PLACE_MM` of ``corner`` (rectified zone px), the nearest; else ``None``."""
        near = near_cards(self.watcher, seat, corner, cards)
        return near[0] if near else None

    def prompt(self, seat: int, corner, cards, top: dict, t: float) -> None:
        """Scores one prompt at ``corner`` (rectified zone px) of ``seat``'s zone."""
        what = (f"{self.where} t {t:.1f} s seat {seat} at {_seat_mm(corner).round(1).tolist()} "
                f"seat mm: zone {[c.key for c in cards if c.seat == seat]}")
        c = self.card_at(seat, corner, cards)
        if c is None:
            point = np.array([corner], np.float64).T  # where it lies on the cards read there
            rel = [card_mm(point, band)[0].round(1).tolist()
                   for band in self.watcher.unread.read_bands().get(seat, ())]
            self.tally.phantoms.append(what + f", no card there; at {rel} card mm of the "
                                       "cards read there")
            return
        ident = (self.round, seat, c.index)
        if ident in self.told:
            self.tally.repeated.append(what + f", {c.key} told again")
        elif ident in self.read and c.key != TOMMY_GUN:
            self.tally.phantoms.append(what + f", {c.key} already read")
        else:
            self.told.add(ident)
            if c.index == top[seat]:
                self.tally.right += 1
            else:
                self.tally.late += 1

    def end_round(self) -> None:
        """The table was gathered: counts the round's cards."""
        for ident, (key, showed) in self.laid.items():
            self.tally.cards += 1
            told = ident in self.told
            if key == TOMMY_GUN:
                self.tally.tommy += showed
                self.tally.tommy_told += told
            elif ident not in self.read:
                self.tally.never_read += 1
                self.tally.never_read_told += told
                reasons = self.refused.get(ident)
                self.tally.never_read_why[(
                    "showing" if self.sticker.get(ident) else "partly hidden",
                    reasons.most_common(1)[0][0] if reasons else None)] += 1
            elif told:
                self.tally.told_then_read += 1
        self.laid, self.sticker, self.refused = {}, {}, {}
        self.round += 1


def run_game(seed: int, preset: str, size: tuple[int, int], players: int = 3) -> GameTally:
    """One bot game played as ``companion demo --stickers-only --conditions PRESET --seed
    SEED`` plays it (:class:`companion.app.demo.Demo`, cards laid one by one), its video
    frames (the demo's, holds and gathered table included) watched at
    :data:`~companion.app.demo.DEMO_FPS` by a :class:`~vision.pipeline.TableWatcher` made
    as ``companion play`` makes it for a deck without markers, reset once the table shows
    no card for :data:`~companion.app.live_deal.CLEARED_FRAMES` frames; each prompt scored
    by place and time against the frame's truth."""
    from companion.app.demo import DEMO_FPS, Demo

    tally = GameTally(games=1)
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    score = _GameScore(watcher, tally, f"game {seed} {preset} {size[1]}p")
    demo = None

    def sink(frame) -> None:
        score.frame(frame, demo.truth, tally.frames / DEMO_FPS)
        tally.frames += 1

    cond = replace(PRESETS[preset], markers=False, size=size)
    demo = Demo("arkham", players, seed, "en", cond, frame_sink=sink)
    demo.run()
    score.end_round()
    return tally


def main(argv=None) -> None:
    """Command line (see the module)."""
    ap = argparse.ArgumentParser(allow_abbrev=False, prog="benchmarks.unread_prompts",
                                 description=__doc__)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--tables", type=int, default=24)
    ap.add_argument("--frames", type=int, default=16)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--first", type=int, default=0, help="skip the tables before this one")
    ap.add_argument("--games", type=int, default=0, metavar="N",
                    help="instead: N bot games a preset (seeds --seed, --seed + 1, ...), "
                         "built card by card as `companion demo --stickers-only` builds them")
    ap.add_argument("--presets", default=",".join(PRESET_NAMES), help="--games: the presets")
    ap.add_argument("--players", type=int, default=3, help="--games: players a game")
    a = ap.parse_args(argv)
    cv2.setNumThreads(1)
    size = tuple(int(v) for v in a.size.split("x"))
    if a.games:
        total = GameTally()
        for preset in a.presets.split(","):
            tally = GameTally()
            for seed in range(a.seed, a.seed + a.games):
                game = run_game(seed, preset, size, a.players)
                for p in game.phantoms:
                    print("  PHANTOM", p, flush=True)
                for p in game.repeated:
                    print("  REPEATED", p, flush=True)
                tally.add(game)
            print(tally.line(f"{preset} {size[1]}p, seeds {a.seed}-{a.seed + a.games - 1}"),
                  *tally.why_lines(), sep="\n", flush=True)
            total.add(tally)
        print(total.line(f"all {size[1]}p"), *total.why_lines(), sep="\n")
        return
    tally = run(a.seed, a.tables, a.frames, size, a.first)
    print(tally.line(f"seed {a.seed} {size[1]}p, tables {a.first}-{a.tables - 1} × "
                     f"{a.frames} frames"))


if __name__ == "__main__":
    main()

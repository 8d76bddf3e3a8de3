"""Shared test helper: fresh tilted sticker-only tables (the benchmark's random tables
rendered tilted 30-50°, as the reviews of sessions 58-59 rendered them: rev-farh58's
``gen_rev.py``, farh58's ``gen.py`` and rev-wrong59's ``ab.py``) and the wrong
identifications read on them."""
from __future__ import annotations

import random
from dataclasses import replace

from benchmarks.vision_accuracy import card_under, random_tables
from vision.pipeline import CardReader
from vision.render import PRESETS, build_scene, render_table


def table_at(seed0: int, index: int):
    """``(zones, seats, cascade)``: table ``index`` of the benchmark's random tables from
    ``seed0`` (:func:`benchmarks.vision_accuracy.random_tables`)."""
    tables = random_tables(seed0)
    for _ in range(index):
        next(tables)
    return next(tables)


def _render_fresh(seed0: int, index: int, size, noise: bool, light=None):
    """``(frame, truth)``: table ``index`` of the benchmark's random tables from ``seed0``,
    ``size`` (W, H) px, tilt 30-50°, focus blur 1.5-3 px, sensor noise 0 or 3 when
    ``noise`` (drawn after the blur), stickers only, ``light`` (a dict of render conditions'
    fields) on top; the frame ``H×W×3 uint8 BGR``."""
    zones, seats, cascade = table_at(seed0, index)
    s = seed0 + index
    rng = random.Random(s)
    cond = replace(PRESETS["tilted"], tilt_deg=rng.uniform(30, 50),
                   focus_blur=rng.uniform(1.5, 3.0), markers=False, size=size, seed=s,
                   **(light or {}))
    if noise:
        cond = replace(cond, noise=rng.choice([0.0, 3.0]))
    return render_table(build_scene(zones, seats=seats, conditions=cond, seed=s,
                                    cascade=cascade))


def fresh_tilted(seed0: int, index: int):
    """``(frame, truth)``: table ``index`` of the benchmark's random tables from ``seed0``,
    tilted as rev-farh58's ``gen_rev.py`` renders it (tilt 30-50°, focus blur 1.5-3 px,
    sensor noise 0 or 3, 1080p every fourth table, else 720p, stickers only)."""
    size = (1920, 1080) if index % 4 == 3 else (1280, 720)
    return _render_fresh(seed0, index, size, noise=True)


def fresh_tilted_gen(seed0: int, index: int, size=(1920, 1080)):
    """``(frame, truth)``: table ``index`` of the benchmark's random tables from ``seed0``,
    ``size`` (W, H) px, tilted as farh58's ``gen.py`` renders it (tilt 30-50°, focus blur
    1.5-3 px, no sensor noise)."""
    return _render_fresh(seed0, index, size, noise=False)


#: The two lights of rev-wrong59's ``ab.py`` (session 59): "dim" (exposure 0.45, sensor
#: noise 10, white balance 0.6, JPEG 70) and "harsh" (hot spot 0.8, shadow 0.6, glare 0.5);
#: and wr62's "glare" (session 62: hot spot 1.0, glare 0.8).
LIGHTS = {"dim": dict(exposure=0.45, noise=10.0, white_balance=0.6, jpeg_quality=70),
          "harsh": dict(hotspot=0.8, shadow=0.6, glare=0.5),
          "glare": dict(hotspot=1.0, glare=0.8)}


def fresh_tilted_lit(seed0: int, index: int, kind: str, size):
    """``(frame, truth)``: table ``index`` of the benchmark's random tables from ``seed0``,
    ``size`` (W, H) px, tilted as farh58's ``gen.py`` renders it (tilt 30-50°, focus blur
    1.5-3 px) under the light :data:`LIGHTS` ``[kind]`` ("dim", "harsh" or "glare"), as
    rev-wrong59's ``ab.py`` renders them. Raises ``KeyError`` for another ``kind``."""
    return _render_fresh(seed0, index, size, noise=False, light=LIGHTS[kind])


def told(frame, truth) -> list[tuple]:
    """Every sighting the sticker-only reader (seats forgotten) gives on ``frame``
    (``H×W×3 uint8 BGR``) as ``(seat, candidates, key of the card under it)``
    (:func:`benchmarks.vision_accuracy.card_under`; ``None``: no card there)."""
    cards = [c for c in truth.cards if c.key]
    reader = CardReader("arkham", markers=False)
    out = []
    for s in reader.layout.apply(reader.read(frame)).sightings:
        under = card_under(tuple(s.center), tuple(s.candidates), cards)
        out.append((s.seat, s.candidates, under and under.key))
    return out


def wrong_identified(frame, truth) -> list[tuple]:
    """The sightings of :func:`told` naming one card that is not the card under them."""
    return [t for t in told(frame, truth) if len(t[1]) == 1 and t[2] not in t[1]]

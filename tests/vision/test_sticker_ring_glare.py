"""The ring before a row (:func:`vision.sticker_read.ring_before`) under a small glare on
the ring itself, found by the review of ``sticker48`` (session 48). The two wrong readings
that branch refuses by the ring (seed 950000 frame 49 by ``RING_CENTRE_MIN`` 0.8 → 0.7,
seed 790000 frame 119 by the two frame levels; main reads both wrong) came back when a
glare spot of a fifth of the ring's width, ×0.4, lay on the ring's centre dot. In the
review's scan (84 variants a ring: glares ×0.4–0.8 of 0.4 or 0.8 of its radius within
half a radius of its centre, skin or dark covers from its left, top or bottom to ±half a
radius of its centre), wrong on the branch / main: 950000 f49 36 / 52, 790000 f119 38 /
47, 20000 f299 (Cthulhu, ring_before's first case) 30 / 32. Since session 49
(``sticker49``) the ring is also seen by its whole outline, its line and light hollow on
both sides of the washed-out centre (:data:`vision.sticker_read.OUTLINE_HOLLOW_MAX`)."""
from __future__ import annotations

import functools
import math

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import read_as
from vision import sticker_read
from vision.render.effects import glare


@functools.lru_cache(maxsize=None)
def _glared(index: int, seed0: int, key: str):
    """The benchmark frame (720p, seats forgotten) with a glare spot ×0.4 of a fifth of the
    ring's width (px) on ``key``'s ring's centre, and its truth."""
    _preset, frame, truth = scene_at(index, False, seed0=seed0)
    ring = next(e for c in truth.cards if c.key == key for e in c.elements
                if e.shape == "ring")
    r = 0.4 * ring.size_px / 2  # px
    return glare(frame, [(*ring.center, r, r, 0.0, 0.4, 0)]), truth


def test_a_glared_rings_centre_before_the_row_is_seen(monkeypatch):
    # seed 950000 frame 49 (typical): Cthulhu read as The Boxer from its band found right
    # of the ring (rev-sticker48's strict xfail)
    wrong = ("cthulhu", ("the_boxer",))
    assert wrong not in read_as(*_glared(49, 950000, "cthulhu"))
    # seen against its own light hollows too (wrong60); off, the outline rule alone
    # still sees it (rev-wrong60)
    monkeypatch.setattr(sticker_read, "HOLLOW_OVER_FRAME", math.inf)
    assert wrong not in read_as(*_glared(49, 950000, "cthulhu"))
    monkeypatch.setattr(sticker_read, "OUTLINE_HOLLOW_MAX", -math.inf)  # the centre only
    assert wrong in read_as(*_glared(49, 950000, "cthulhu"))


def test_a_glared_ring_under_a_mug_over_the_frame_strip_is_seen(monkeypatch):
    # seed 790000 frame 119 (busy): Randall Tillinghast read as 'Cultists or
    # Investigators' from its dot alone (rev-sticker48's strict xfail)
    wrong = ("randall_tillinghast", ("cultists", "investigators"))
    assert wrong not in read_as(*_glared(119, 790000, "randall_tillinghast"))
    # seen against its own light hollows too (wrong60); off, the outline rule alone
    # still sees it (rev-wrong60)
    monkeypatch.setattr(sticker_read, "HOLLOW_OVER_FRAME", math.inf)
    assert wrong not in read_as(*_glared(119, 790000, "randall_tillinghast"))
    monkeypatch.setattr(sticker_read, "OUTLINE_HOLLOW_MAX", -math.inf)
    assert wrong in read_as(*_glared(119, 790000, "randall_tillinghast"))

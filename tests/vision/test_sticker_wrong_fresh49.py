"""Wrong readings of the sticker-only deck on fresh seeds read by the review of
``sticker49`` (session 49), main 3b31fe14 and that branch alike (main vs branch in one
process, every frame's card set, seats forgotten). Seed 989000 (1080p, six presets) frame
28 (harsh): Cthulhu read as Randall Tillinghast (a strict xfail). Seed 991000 (720p) frame
5 (tilted, dim: exposure 0.5, noise 8, JPEG 75): Cultists read as Investigators (the Other
World cross missed); frame 34 (tilted 30°, hot spot 0.8, glare 0.5, shadow 0.5):
Necronomicon read as The Urchin (the same): both read with the cross left open since
``sticker51`` (session 51, :func:`vision.sticker_read.washed_cross`). And a right reading
``sticker49`` loses: fresh 989500 (1080p) frame 91 (typical), seat 2's The Musician (a ring alone, a
second Musician read beside it), a lone dot 1.1 steps on turned 25.0° (0.63) refusing it
(:data:`vision.sticker_code.TURNED_MAX_DEG`), main reading it; fresh 993000 frame 31
(harsh, hot spot 0.9 and glare 0.8 at (0.6, 0.5)), seat 4's Cultists (one dot) refused by
the flat-cover rule (:data:`vision.sticker_read.COVER_SPREAD_MAX`: the glare before its dot
passes for a flat cover), main reading it."""
from __future__ import annotations

from dataclasses import replace

import pytest

import benchmarks.vision_accuracy as va
from tests.vision.scored import identified_on, wrong_readings


def _preset(monkeypatch, base: str, **changes) -> str:
    """The name of preset ``base`` with ``changes`` (put in the presets for a test)."""
    monkeypatch.setitem(va.PRESETS, base + "_x", replace(va.PRESETS[base], **changes))
    return base + "_x"


@pytest.mark.xfail(strict=True, reason=(
    "rev-sticker49 (session 49): fresh 989000 frame 28 (harsh, 1080p): Cthulhu read as "
    "Randall Tillinghast"))
def test_fresh_989000_harsh_1080p_reads_nothing_wrong():
    assert not wrong_readings(28, 989000, ("harsh",), (1920, 1080))


def test_fresh_991000_tilted_dim_reads_nothing_wrong(monkeypatch):
    # main 7b09ad85 read the Cultists as Investigators (its dot's ink 0.75, cross 0.16)
    dim = _preset(monkeypatch, "tilted", exposure=0.5, noise=8.0, jpeg_quality=75)
    assert not wrong_readings(5, 991000, (dim,))


def test_fresh_991000_tilted_harsh_reads_nothing_wrong(monkeypatch):
    # main 7b09ad85 read the Necronomicon as The Urchin (its row's ink 0.70, cross 0.16)
    harsh = _preset(monkeypatch, "tilted", tilt_deg=30.0, hotspot=0.8, glare=0.5, shadow=0.5)
    assert not wrong_readings(34, 991000, (harsh,))


@pytest.mark.xfail(strict=True, reason=(
    "rev-sticker49 (session 49): fresh 989500 frame 91 (typical, 1080p): seat 2's The "
    "Musician refused by sticker49's turned-dot rule (a lone dot 1.1 steps on at 25.0°)"))
def test_a_lone_ring_with_a_mark_turned_25_deg_is_read():
    # main 3b31fe14 reads it; the wrong readings the rule refuses have their dot at 24.1°
    # (950000 f44) and 24.9° (60000 f46): no angle parts them (TURNED_MAX_DEG)
    _preset, frame, truth = va.scene_at(91, False, size=(1920, 1080), seed0=989500)
    assert ("the_musician", 2) in identified_on(frame, truth)


@pytest.mark.xfail(strict=True, reason=(
    "rev-sticker49 (session 49): fresh 993000 frame 31 (harsh, hot spot 0.9, glare 0.8): "
    "seat 4's Cultists refused by sticker49's flat-cover rule (COVER_SPREAD_MAX)"))
def test_a_glare_before_a_lone_dot_is_no_cover(monkeypatch):
    hot = _preset(monkeypatch, "harsh", hotspot=0.9, glare=0.8, hotspot_at=(0.6, 0.5))
    _name, frame, truth = va.scene_at(31, False, seed0=993000, presets=(hot,))
    assert ("cultists", 4) in identified_on(frame, truth)  # main reads it

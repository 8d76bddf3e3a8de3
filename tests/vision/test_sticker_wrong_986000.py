"""A wrong reading of the sticker-only deck on fresh seed 986000 (720p, seats forgotten,
harsh light with the hot spot and sleeve glare at their strongest), found by ``sticker49``
(session 49) on main and on that branch alike: kept as a strict xfail. Seat 4's The
Urchin (four dots) read as The Musician (a ring alone): a band found on a light artwork
panel (its corner 22 mm below another band of the zone), whose printed ring-and-dot motif
passes for a tactile ring; neither :func:`vision.art_panel.no_frame_side`
nor :func:`vision.art_panel.under_own_band` refuses it."""
from __future__ import annotations

from dataclasses import replace

import pytest

import benchmarks.vision_accuracy as va
from tests.vision.scored import read_as


@pytest.mark.xfail(strict=True, reason=(
    "sticker49 (session 49): frame 3 (harsh, hot spot and glare 1.0 at (0.3, 0.3)): an "
    "artwork panel's ring motif read as a lone ring on The Urchin: The Musician"))
def test_an_artwork_ring_is_no_lone_ring(monkeypatch):
    monkeypatch.setitem(va.PRESETS, "hot1", replace(
        va.PRESETS["harsh"], hotspot=1.0, glare=1.0, hotspot_at=(0.3, 0.3)))
    named = read_as(*va.scene_at(3, False, seed0=986000, presets=("hot1",))[1:])
    assert all(k in cands for k, cands in named)  # nothing wrong

"""Two wrong readings of the sticker-only benchmark's fresh seed 950000 (720p, seats
forgotten; on main before session 48, found by ``sticker48``). Cthulhu read as The Boxer
from a band found right of its ring, whose 2 mm centre dot, blurred, fell just under the
ring check's least (vision.sticker_read.RING_CENTRE_MIN): refused now. The Sailor read as
The Musician from its ring alone on a band found ~20° off: kept as a strict xfail (the
place one more dot would take turned up to 14° sees the dot, 0.58, but a right
Investigators of seed 790000 frame 223 has a hand's edge there too, 0.47–0.56)."""
from __future__ import annotations

import functools

import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import read_as
from vision import sticker_read


@functools.lru_cache(maxsize=None)
def _scene(index: int):
    return scene_at(index, False, seed0=950000)[1:]


@pytest.mark.xfail(strict=True, reason=(
    "sticker48 (session 48): frame 44 (tilted): seat 1's cascade, The Sailor's band top edge "
    "found ~20° off; its dot 3.4 mm below the ring's line (24° turned), half under The Deep "
    "One's edge, out of the row builder's 14° and the stray check's 3 mm: read as The "
    "Musician from its ring alone"))
def test_a_lone_ring_on_a_turned_band_is_not_read_alone():
    assert all(k in cands for k, cands in read_as(*_scene(44)))  # nothing wrong


def test_a_blurred_rings_centre_before_the_row_is_seen(monkeypatch):
    # frame 49 (typical): seat 2's Cthulhu (ring, three dots) read right from its band,
    # and again from a band found 8.5 mm right, its ring before the first dot: centre 0.79
    named = read_as(*_scene(49))
    assert all(k in cands for k, cands in named)  # nothing wrong
    assert ("cthulhu", ("cthulhu",)) in named
    monkeypatch.setattr(sticker_read, "RING_CENTRE_MIN", 0.8)
    assert ("cthulhu", ("the_boxer",)) in read_as(*_scene(49))

"""A row whose ring lies left of the band edge found (a hand over the band's left end):
its dots read alone are a lower rank; a ring just before the row's first dot refuses the
reading (vision.sticker_read.ring_before), and the band's other corner reads the card."""
from __future__ import annotations

import math

import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import read_as
from vision import sticker_read


def _named(seed: int, index: int) -> set:
    _preset, frame, truth = scene_at(index, False, seed0=seed)
    return read_as(frame, truth)


@pytest.mark.parametrize("seed, index, key, wrong", [
    # benchmark frame 299 of seed 20000 (busy, 720p): Cthulhu (ring, three dots, cross)
    # under a hand, its band found 50.5 mm wide, the ring left of the edge
    (20000, 299, "cthulhu", ("deep_one", "the_boxer")),
    # frame 227 of seed 1000 (busy, 720p): Shoggoth (ring, two dots) read as The Fed,
    # scored on The Urchin under it
    (1000, 227, "shoggoth", ("the_fed",)),
])
def test_a_ring_left_of_the_band_edge_is_not_dropped(monkeypatch, seed, index, key, wrong):
    named = _named(seed, index)
    assert all(k in cands for k, cands in named)  # nothing wrong
    assert (key, (key,)) in named  # read from the band's other corner
    monkeypatch.setattr(sticker_read, "RING_CENTRE_MIN", math.inf)
    monkeypatch.setattr(sticker_read, "OUTLINE_HOLLOW_MAX", -math.inf)  # nor its outline
    monkeypatch.setattr(sticker_read, "HOLLOW_OVER_FRAME", math.inf)  # nor against its hollows
    assert any(cands == wrong for _k, cands in _named(seed, index))  # without the check

"""A row whose last dot lies under the next card, whose printed frame is a thin blurred
line on a tilted frame's far side: the dots left in view read as a lower rank unless a
card's edge just past the row's end refuses the reading
(vision.sticker_code.EDGE_AFTER_MAX)."""
from __future__ import annotations

import functools
import math

import pytest

from benchmarks.vision_accuracy import card_under, scene_at
from vision import sticker_code
from vision.pipeline import CardReader


@functools.lru_cache(maxsize=None)
def _scene(size: tuple[int, int]):
    return scene_at(80, False, size=size, seed0=40000)[1:]


def _named(size: tuple[int, int]) -> set:
    frame, truth = _scene(size)
    cards = [c for c in truth.cards if c.key]
    out = set()
    for s in CardReader("arkham", markers=False).read(frame).sightings:
        under = card_under(s.center, s.candidates, cards)
        out.add((under.key if under else None, s.candidates))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_row_end_under_a_thin_blurred_card_edge_is_refused(monkeypatch, size):
    # benchmark frame 80 of seed 40000 (tilted): a Necronomicon (cross, four dots), its
    # fourth dot under the next card, read as Deep One (cross, three dots) without the check
    named = _named(size)
    assert all(k in cands for k, cands in named)  # nothing wrong
    assert ("necronomicon", ("deep_one",)) not in named
    assert ("the_musician", ("the_musician",)) in named  # its neighbours still read
    monkeypatch.setattr(sticker_code, "EDGE_AFTER_MAX", math.inf)
    # (the next card's frame shows above the row too: no_edge_above refuses it as well)
    monkeypatch.setattr(sticker_code, "ABOVE_EDGE_MAX", math.inf)
    assert ("necronomicon", ("deep_one",)) in _named(size)  # without the checks

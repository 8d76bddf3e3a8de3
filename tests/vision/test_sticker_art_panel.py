"""A card's mid-grey artwork panel beside a light cloth taken for a name band, its
art dot read as a row: no printed frame on the panel's top side, so it is refused
(vision.art_panel.NO_FRAME_MIN)."""
from __future__ import annotations

import functools
import math

import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import read_as
from vision import art_panel


@functools.lru_cache(maxsize=None)
def _scene(size: tuple[int, int]):
    return scene_at(179, False, size=size, seed0=50000)[1:]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_artwork_panel_framed_on_two_sides_is_not_read_as_a_band(monkeypatch, size):
    # benchmark frame 179 of the held-out seed 50000 (busy): an art dot on a card's
    # mid-grey panel, over a Shoggoth, read as Investigators (one dot) without the check
    frame, truth = _scene(size)
    named = read_as(frame, truth)
    assert all(k in cands for k, cands in named)  # nothing wrong
    assert ("shoggoth", ("investigators",)) not in named
    assert ("investigators", ("investigators",)) in named  # the real one still read
    monkeypatch.setattr(art_panel, "NO_FRAME_MIN", math.inf)
    assert ("shoggoth", ("investigators",)) in read_as(frame, truth)  # without the check

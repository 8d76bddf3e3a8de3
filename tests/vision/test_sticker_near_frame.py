"""A "band" found on a card's mid-grey artwork, next to a gingham cloth's light squares,
passes the printed-frame check over the whole block; next to the row it is no lighter than
its frame, and an artwork ring is not read (vision.sticker_block.light_near_row; the
panel's frame is missing on one side too: vision.art_panel.NO_FRAME_MIN refuses it as well)."""
from __future__ import annotations

import math

from benchmarks.vision_accuracy import setup_scene_at
from tests.vision.scored import read_as
from vision import art_panel, sticker_block


def _named(scene) -> set:
    _preset, frame, truth, setup = scene
    return read_as(frame, truth, setup)


def test_an_artwork_ring_beside_a_light_cloth_is_not_read(monkeypatch):
    # benchmark frame 82 of seed 20000 (harsh, gingham, 1080p) with the seats learnt at
    # set-up: The Sailor's artwork ring read as The Musician (ring alone)
    scene = setup_scene_at(82, False, size=(1920, 1080), seed0=20000)
    named = _named(scene)
    assert all(key in cands for key, cands in named)  # nothing wrong
    assert ("deep_one", ("deep_one",)) in named  # the frame's other cards still read
    monkeypatch.setattr(sticker_block, "NEAR_FRAME_MAX", math.inf)
    assert ("the_sailor", ("the_musician",)) not in _named(scene)  # the other check
    monkeypatch.setattr(art_panel, "NO_FRAME_MIN", math.inf)
    assert ("the_sailor", ("the_musician",)) in _named(scene)  # without both checks

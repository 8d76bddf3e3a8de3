"""The marker deck's tactile stickers read on frames with glare (vision.marker_stickers)."""
from __future__ import annotations

from dataclasses import replace

import vision.pipeline as pipeline
from benchmarks.vision_accuracy import scene_at
from vision.fusion import fuse
from vision.marker_stickers import over_read_cards
from vision.records import Sighting
from tests.vision.scored import identified_on


def test_a_card_over_a_read_one_under_glare_is_read_from_its_sticker(monkeypatch):
    # 720p seed 150000, harsh frame 202: The Boxer (seat 4) laid over Cultists, its marker
    # under a sleeve's glare, its sticker read
    _, frame, truth = scene_at(202, True, seed0=150000)
    card = ("the_boxer", 4)
    assert card in identified_on(frame, truth, pipeline.CardReader("arkham"))
    # fused as before (its sticker dropped as the read card's artwork) it is not
    monkeypatch.setattr(pipeline, "over_read_cards", lambda markers, stickers, fused: [])
    assert card not in identified_on(frame, truth, pipeline.CardReader("arkham"))


def _sighting(keys: tuple, at_mm: tuple, source: str, polygon=None) -> Sighting:
    """A sighting of ``keys`` centred at ``at_mm`` (image px = 4 × card mm of a card at the
    origin)."""
    x, y = 4 * at_mm[0], 4 * at_mm[1]
    poly = polygon or ((x - 8, y - 8), (x + 8, y - 8), (x + 8, y + 8), (x - 8, y + 8))
    return Sighting(keys, None, None, poly, 0.9, source)


def test_a_sticker_over_a_read_card_never_names_that_card_a_lone_dot_nor_one_card_of_two():
    fed = _sighting(("the_fed",), (31.5, 44.0), "aruco",
                    polygon=((0, 0), (252, 0), (252, 352), (0, 352)))
    own = _sighting(("the_fed",), (30.0, 50.0), "sticker")  # the read card's own code
    open_ = _sighting(("rlyeh", "stowaway_eggs"), (30.0, 50.0), "sticker")  # a 0 and a cross
    at_block = _sighting(("the_boxer",), (15.0, 12.0), "sticker")  # contradicts the marker
    lone_dot = replace(_sighting(("investigators",), (30.0, 50.0), "sticker"), rank=1)
    stickers = [own, open_, at_block, lone_dot]
    fused = fuse([fed], [], stickers)
    assert [s.source for s in fused] == ["aruco"]  # fusion alone drops all four
    kept = over_read_cards([fed], stickers, fused)
    assert kept == [open_]
    assert kept[0].candidates == ("rlyeh", "stowaway_eggs") and not kept[0].identified

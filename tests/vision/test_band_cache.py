"""Reusing each zone's card bands between frames of one stream (``vision.band_cache``):
reused only while the zone and its picture stay, and every frame still read."""
from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np
import pytest

from vision.band_cache import BandCache
from vision.card_bands import light_masks
from vision.pipeline import CardReader, TableWatcher
from vision.render import PRESETS, build_scene, render_table

ZONES = {1: ["the_boxer", "shoggoth"], 2: ["the_urchin", "the_dilettante"],
         3: ["cthulhu", "the_sailor"]}


def _frame(zones, k: int):
    cond = replace(PRESETS["typical"], markers=False, seed=100 + k)
    frame, _ = render_table(build_scene(zones, seats=3, conditions=cond, seed=3,
                                        cascade="down", set_aside=[]))
    return frame


def _keys(reading):
    return sorted(s.candidates for s in reading.sightings)


def test_a_still_table_reuses_its_bands_and_reads_the_same_cards():
    """Two frames of the same table (new noise, JPEG and glare draw): the second reuses
    the bands of some zones and names the same cards as a reader searching every frame."""
    f0, f1 = _frame(ZONES, 0), _frame(ZONES, 1)
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    cache = watcher.reader.sticker_reader.band_cache
    assert cache.every == 2
    watcher.update(f0)
    assert cache.reused == 0
    watcher.update(f1)
    assert cache.reused > 0
    fresh = CardReader("arkham", markers=False)
    fresh.read(f0)
    assert _keys(watcher.last_reading) == _keys(fresh.read(f1))


def test_a_card_laid_between_frames_is_searched_again():
    """A new card in seat 2's zone changes its picture: its bands are searched again in
    that frame and the new card is read at once (and at most every other frame is a
    reuse)."""
    more = dict(ZONES)
    more[2] = ZONES[2] + ["the_fed"]
    reader = CardReader("arkham", markers=False)
    reader.sticker_reader.band_cache = BandCache(2)
    before = reader.read(_frame(ZONES, 0))
    after = reader.read(_frame(more, 1))
    fresh = CardReader("arkham", markers=False)
    fresh.read(_frame(ZONES, 0))
    assert _keys(after) == _keys(fresh.read(_frame(more, 1)))
    assert _keys(after) != _keys(before)
    assert reader.sticker_reader.band_cache.reused < len(reader.layout.seats)


def test_every_must_be_positive():
    with pytest.raises(ValueError, match="every"):
        BandCache(0)


def test_masks_turn_with_the_image():
    """The band masks of an image turned by 90° steps are its masks turned (what lets the
    middle of the table be searched in four orientations from one pair of masks)."""
    rng = np.random.default_rng(0)
    img = cv2.GaussianBlur((rng.random((90, 130)) * 255).astype(np.uint8), (0, 0), 3)
    base = light_masks(img)
    for k in range(1, 4):
        for a, b in zip(light_masks(np.ascontiguousarray(np.rot90(img, k))), base):
            assert np.array_equal(a, np.rot90(b, k))

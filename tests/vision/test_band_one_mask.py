"""The card-first pass's bands (vision.band_markers.band_quads) search the first light mask
only (``BAND_MASKS``); since session 34 it asks :func:`vision.card_bands.light_masks` for
that one instead of computing both and dropping the second (docs/benchmarks-history.md, "Vision"):
the same masks and the same band quads."""
from __future__ import annotations

import cv2
import numpy as np

from tests.vision.test_marker_recall import _bench_img
from vision import band_markers as bm
from vision.card_bands import BAND_CS, bands_in_masks, light_masks, rectify_zone
from vision.marker_reader import MarkerReader


def _layout_and_img(index: int):
    preset, img, _ = _bench_img(index)
    found = [(d.marker_id, d.corners) for d in MarkerReader("arkham", band_pass=False)
             .detect(img)]
    return bm.zone_layout(found, (img.shape[1], img.shape[0])), img


def test_the_first_masks_asked_alone_are_the_first_of_all():
    rng = np.random.default_rng(34)
    noise = rng.integers(0, 256, (380, 320), dtype=np.uint8)
    layout, img = _layout_and_img(232)
    rects = [noise, cv2.GaussianBlur(noise, (0, 0), 4)]
    rects += [rectify_zone(img, layout.zone(s).to_seat)[0] for s in layout.seats]
    assert len(rects) > 3
    for rect in rects:
        every = light_masks(rect)
        assert len(every) == len(BAND_CS) == 2
        for k in range(1, len(BAND_CS) + 1):
            first = light_masks(rect, BAND_CS[:k])
            assert len(first) == k
            assert all(np.array_equal(a, b) for a, b in zip(first, every))
        assert np.array_equal(light_masks(rect, BAND_CS[1:])[0], every[1])


def test_band_quads_as_from_every_mask_cut_to_the_first():
    # harsh 232 and benchmark frames 6 and 19, where the second mask finds more bands (4
    # and 7 more): the quads are the first mask's, as before
    more = 0
    for index in (232, 6, 19):
        layout, img = _layout_and_img(index)
        before = []
        for seat in layout.seats:
            rect, m = rectify_zone(img, layout.zone(seat).to_seat)
            masks = light_masks(rect)
            more += len(bands_in_masks(masks)) - len(bands_in_masks(masks[:bm.BAND_MASKS]))
            for band in bands_in_masks(masks[:bm.BAND_MASKS]):
                before.append(bm.top_marker_quad(
                    m @ np.vstack([band.card_to_rect(), [0.0, 0.0, 1.0]])))
        got = bm.band_quads(img, layout)
        assert len(got) == len(before) > 0
        assert all(np.array_equal(a, b) for a, b in zip(got, before))
    assert more >= 11

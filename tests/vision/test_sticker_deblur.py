"""The far, blurred card's block read again from the deconvolved frame
(vision.sticker_deblur)."""
from __future__ import annotations

import cv2
import numpy as np

from benchmarks.vision_accuracy import scene_at
from vision import sticker_deblur
from tests.vision.scored import identified_on
from vision.pipeline import CardReader


def test_far_blurred_cards_of_a_tilted_frame_are_read():
    # benchmark frame 122 (tilted 40°, far-side blur, seed 5000): three far cards' rows
    # were under the dot and ring filters' thresholds ("no row can start here")
    _preset, frame, truth = scene_at(122, False, seed0=5000)
    far = {(c.key, c.seat) for c in truth.cards
           if c.key in ("randall_tillinghast", "the_urchin", "nightgaunt")}
    assert len(far) == 3
    assert far <= identified_on(frame, truth)


def test_a_sharp_near_card_is_not_tried():
    # a card at 2.2 px/mm (a near card at 1080p) is over MAX_PPM: no second reading
    c2i = np.array([[2.2, 0.0, 300.0], [0.0, 2.2, 200.0], [0.0, 0.0, 1.0]])
    gray = np.full((720, 1280), 200, np.uint8)
    assert sticker_deblur.scale(c2i) > sticker_deblur.MAX_PPM
    assert sticker_deblur.read_deblurred(gray, c2i, 1.0, {(1, False)}) is None


def test_a_plain_sharp_patch_has_no_blur_to_undo():
    # a small card (1.1 px/mm) on a sharp frame: the measured blur is under MIN_SIGMA
    c2i = np.array([[1.1, 0.0, 300.0], [0.0, 1.1, 200.0], [0.0, 0.0, 1.0]])
    gray = np.full((720, 1280), 60, np.uint8)
    cv2.rectangle(gray, (302, 202), (366, 226), 220, -1)  # a light band, sharp edges
    assert sticker_deblur.deblurred(gray, c2i) is sticker_deblur.SHARP


def test_a_far_zone_band_is_found_in_the_deconvolved_frame():
    # benchmark frame 194 (tilted, seed 5000): The Boxer of seat 3 lies on the far side;
    # its band is not found in the frame, but it is in the frame deconvolved over the zone
    _preset, frame, truth = scene_at(194, False, seed0=5000)
    reader = CardReader("arkham", markers=False)
    reader.sticker_reader.far = False
    assert ("the_boxer", 3) not in identified_on(frame, truth, reader)
    assert ("the_boxer", 3) in identified_on(frame, truth)

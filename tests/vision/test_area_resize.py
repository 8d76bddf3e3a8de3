"""The 2/3 area resize (vision.area_resize) gives OpenCV's INTER_AREA bits exactly, so the
marker and seat readers' main pass sees the same 1280×720 image from a 1920×1080 frame."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from benchmarks.vision_accuracy import scene_at
from vision.area_resize import area_two_thirds, resize_area


def _cv(gray, size):
    return cv2.resize(gray, size, interpolation=cv2.INTER_AREA)


def test_a_rendered_1080p_frame_gives_opencvs_bits():
    _preset, frame, _truth = scene_at(2, False, size=(1920, 1080), seed0=7000)  # tilted
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    assert np.array_equal(resize_area(gray, (1280, 720)), _cv(gray, (1280, 720)))


@pytest.mark.parametrize("shape", [(9, 12), (60, 33), (1080, 1920)])
def test_random_images_and_extremes_give_opencvs_bits(shape):
    rng = np.random.default_rng(shape[0])
    for gray in (rng.integers(0, 256, shape, dtype=np.uint8),
                 np.full(shape, 255, np.uint8), np.zeros(shape, np.uint8),
                 (np.indices(shape).sum(axis=0) % 2 * 255).astype(np.uint8)):
        size = (2 * shape[1] // 3, 2 * shape[0] // 3)
        assert np.array_equal(area_two_thirds(gray), _cv(gray, size))


def test_other_sizes_go_to_opencv_and_bad_input_is_named():
    gray = np.random.default_rng(1).integers(0, 256, (100, 130), dtype=np.uint8)
    assert np.array_equal(resize_area(gray, (65, 50)), _cv(gray, (65, 50)))
    with pytest.raises(ValueError, match="multiples of 3"):
        area_two_thirds(gray)

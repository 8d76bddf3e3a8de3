"""The marker reader's 1080p → 1280 px downscale (session 32, helper speed32;
docs/benchmarks-history.md, "Vision"): :func:`vision.area_resize.area_resize` gives
``cv2.resize(..., INTER_AREA)``'s pixels bit for bit, and the reader's main pass sees them."""
from __future__ import annotations

import cv2
import numpy as np

from vision import marker_reader as mr
from vision.area_resize import area_resize


def _area(img: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    return cv2.resize(img, size, interpolation=cv2.INTER_AREA)


def test_two_thirds_as_cv2_resize_bit_for_bit():
    rng = np.random.default_rng(32)
    frames = [rng.integers(0, 256, (1080, 1920), dtype=np.uint8),  # every sum of ninths
              np.full((1080, 1920), 255, np.uint8), np.zeros((1080, 1920), np.uint8)]
    ramp = np.add.outer(np.arange(1080), np.arange(1920)) % 256
    frames.append(ramp.astype(np.uint8))
    smooth = cv2.GaussianBlur(rng.integers(0, 256, (1080, 1920), dtype=np.uint8), (0, 0), 3)
    frames.append(smooth)
    frames.append(np.ascontiguousarray(frames[0][:, ::-1]))
    for img in frames:
        got = area_resize(img, (1280, 720))
        assert got.dtype == np.uint8 and got.shape == (720, 1280)
        assert np.array_equal(got, _area(img, (1280, 720)))
    # a non-contiguous view and a small 3:2 frame take the same path
    view = frames[0][:540, :960]
    assert np.array_equal(area_resize(view, (640, 360)), _area(view, (640, 360)))
    odd = rng.integers(0, 256, (9, 12), dtype=np.uint8)
    assert np.array_equal(area_resize(odd, (8, 6)), _area(odd, (8, 6)))


def test_other_sizes_left_to_cv2():
    rng = np.random.default_rng(7)
    img = rng.integers(0, 256, (1080, 1920), dtype=np.uint8)
    for size in ((960, 540), (1280, 721), (1000, 563)):
        assert np.array_equal(area_resize(img, size), _area(img, size))


def test_the_reader_main_pass_sees_the_same_pixels(monkeypatch):
    rng = np.random.default_rng(3)
    gray = cv2.GaussianBlur(rng.integers(0, 256, (1080, 1920), dtype=np.uint8), (0, 0), 1)
    reader = mr.MarkerReader("arkham")
    seen = []

    def main_pass(img):
        seen.append(img.copy())
        return [], []

    monkeypatch.setattr(reader, "_main_pass", main_pass)
    reader.detect(gray)
    assert np.array_equal(seen[0], _area(gray, (1280, 720)))
    assert mr.area_resize is area_resize  # the reader's downscale is this one


def test_rendered_1080p_frames_as_cv2_resize():
    # session 34: the column phases split in uint8 and widened (before: the frame widened,
    # then split in uint16); a typical and a dim benchmark frame, gray and as the marker
    # reader sees it, then a smaller frame and the 1080p one again (the kept planes)
    from benchmarks.vision_accuracy import scene_at
    from vision.pipeline import achromatic

    for index in (1, 3):
        _, frame, _ = scene_at(index, True, size=(1920, 1080), seed0=7000)
        gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
        for img in (gray, achromatic(frame, gray), gray[:540, :960], gray):
            size = (2 * img.shape[1] // 3, 2 * img.shape[0] // 3)
            assert np.array_equal(area_resize(img, size), _area(img, size))

"""The marker reader's grey images computed band by band (session 46, helper speed46;
docs/benchmarks-history.md): :func:`vision.grey_planes.achromatic_planes` gives the
achromatic image and its 1080p → 1280 px downscale bit for bit as computed whole before
(``achromatic`` over the whole frame, then ``cv2.resize`` with ``INTER_AREA``), and the
reader given that downscale reads what it reads scaling the frame itself."""
from __future__ import annotations

import cv2
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.vision_accuracy import scene_at
from vision import marker_reader as mr
from vision.grey_planes import BAND_ROWS, SPREAD_FLOOR, achromatic, achromatic_planes


def _whole(img: np.ndarray, gray: np.ndarray) -> np.ndarray:
    """The achromatic image computed over the whole frame at once (the code before)."""
    b, g, r = cv2.split(img)
    spread = cv2.subtract(cv2.max(cv2.max(b, g), r), cv2.min(cv2.min(b, g), r))
    return cv2.add(gray, cv2.subtract(spread, SPREAD_FLOOR))


def _frames(h: int, w: int) -> list[np.ndarray]:
    rng = np.random.default_rng(46)
    noise = rng.integers(0, 256, (h, w, 3), dtype=np.uint8)
    ramp = (np.add.outer(np.arange(h), np.arange(w)) % 256).astype(np.uint8)
    coloured = np.dstack([ramp, ramp[:, ::-1], (ramp // 2 + 90).astype(np.uint8)])
    return [noise, np.ascontiguousarray(coloured), cv2.GaussianBlur(noise, (0, 0), 3)]


def test_the_bands_give_the_whole_frames_pixels_and_its_downscale():
    # 1080p (2/3 to 1280×720, 20 bands), a height that leaves a 3-row band, 720p (no
    # downscale), a size that is not 2/3 (cv2.resize over the whole image), odd sizes
    for (h, w), size in ((((1080, 1920), (1280, 720)), ((BAND_ROWS * 2 + 3, 1920), (1280, 74)),
                          ((720, 1280), (1280, 720)), ((900, 1600), (1280, 720)),
                          ((7, 5), None))):
        for img in _frames(h, w):
            gray = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
            want = _whole(img, gray)
            got, small = achromatic_planes(img, gray, size)
            assert got.shape == (h, w) and np.array_equal(got, want)
            assert np.array_equal(achromatic(img, gray), want)
            if size is None or size == (w, h):
                assert small is None
            else:
                assert np.array_equal(small, cv2.resize(want, size, interpolation=cv2.INTER_AREA))


def test_results_are_new_arrays_not_the_work_planes():
    frames = _frames(1080, 1920)
    grays = [cv2.cvtColor(f, cv2.COLOR_BGR2GRAY) for f in frames]
    outs = [achromatic_planes(f, g, (1280, 720)) for f, g in zip(frames, grays)]
    for (got, small), f, g in zip(outs, frames, grays):  # later calls wrote no earlier result
        want = _whole(f, g)
        assert np.array_equal(got, want)
        assert np.array_equal(small, cv2.resize(want, (1280, 720), interpolation=cv2.INTER_AREA))


def test_the_reader_given_the_downscale_reads_what_it_reads_alone():
    _, frame, _ = scene_at(1, True, size=(1920, 1080), seed0=7000)  # typical, 1080p
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    reader = mr.MarkerReader("arkham")
    size = reader.detection_size(gray.shape)
    assert size == (1280, 720) and reader.detection_size((720, 1280)) == (1280, 720)
    img, small = achromatic_planes(frame, gray, size)
    alone = reader.read(img, gray)
    given = reader.read(img, gray, small=small)
    assert alone[0] and repr(given) == repr(alone)


def test_a_grey_image_not_the_frame_s_size_is_refused():
    # rev-speed46: a frame taller than its grey gave the achromatic image of the frame's
    # top rows without a word (the whole-frame arithmetic refused it: OpenCV's size check)
    rng = np.random.default_rng(46)
    for frame_shape, grey_shape in (((120, 100, 3), (100, 100)), ((100, 100, 3), (120, 100)),
                                    ((100, 120, 3), (100, 100)), ((100, 100, 3), (100, 99))):
        img = rng.integers(0, 256, frame_shape, dtype=np.uint8)
        with pytest.raises(ValueError, match="grey"):
            achromatic_planes(img, rng.integers(0, 256, grey_shape, dtype=np.uint8))


def test_the_pipeline_hands_its_1080p_downscale_to_the_reader(monkeypatch):
    # rev-speed46: the speed of grey_planes rests on the reader taking the pipeline's
    # downscale; a size the reader does not expect falls back to area_resize (the same
    # readings, the time lost) and no other test would notice
    from vision import pipeline

    scaled = []
    real = mr.area_resize
    monkeypatch.setattr(mr, "area_resize", lambda g, size: scaled.append(size) or real(g, size))
    frame = np.random.default_rng(46).integers(90, 110, (1080, 1920, 3), dtype=np.uint8)
    reading = pipeline.CardReader("arkham", stickers="off").read(frame)
    assert not reading.gaps and scaled == []


@st.composite
def _views(draw):
    """A BGR frame and its grey (both possibly views into larger arrays, rows strided) and
    a detection size: none, the frame's own, exactly 2/3 (banded) or another."""
    third = draw(st.booleans())
    h, w = ((3 * draw(st.integers(1, 80)), 3 * draw(st.integers(1, 80))) if third
            else (draw(st.integers(1, 200)), draw(st.integers(2, 200))))
    # at least 2 px wide: a 1-px-wide band of <= 4 rows is read by OpenCV's binding as a
    # scalar (cv2.add refuses it); the pipeline refuses frames under 32 px a side first
    rng = np.random.default_rng(draw(st.integers(0, 2 ** 32 - 1)))
    pad = draw(st.sampled_from((0, 1, 4)))
    img = rng.integers(0, 256, (h + 2 * pad, w + 2 * pad, 3), dtype=np.uint8)[pad:pad + h,
                                                                             pad:pad + w]
    gray = rng.integers(0, 256, (h + 2 * pad, w + 2 * pad), dtype=np.uint8)[pad:pad + h,
                                                                           pad:pad + w]
    size = draw(st.sampled_from((None, (w, h), (max(1, 2 * w // 3), max(1, 2 * h // 3)),
                                 (draw(st.integers(1, 150)), draw(st.integers(1, 150))))))
    return img, gray, size


# too_slow is a wall-clock check of input generation: a loaded machine (or a clock read 10 s
# later each time, flk70) failed it before any frame was checked
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_views())
def test_the_bands_give_the_whole_frames_pixels_on_any_size_and_view(case):
    # rev-speed46: sizes around multiples of 3 and 54, short last bands, strided views
    img, gray, size = case
    got, small = achromatic_planes(img, gray, size)
    want = _whole(np.ascontiguousarray(img), np.ascontiguousarray(gray))
    assert np.array_equal(got, want)
    if size is None or tuple(size) == (gray.shape[1], gray.shape[0]):
        assert small is None
    else:
        assert np.array_equal(small, cv2.resize(want, size, interpolation=cv2.INTER_AREA))

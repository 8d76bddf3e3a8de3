"""Frame sources and the pictures themselves (QA27): 4K pictures scaled down once for
reading, truncated JPEGs and videos cut short said as such, a stray odd-sized file in a
folder skipped as a picture problem."""
from __future__ import annotations

import threading

import cv2
import numpy as np
import pytest

from tests.vision.test_sources import FakeDevice, _write_video
from vision.grabber import LatestFrame
from vision.jpeg_check import jpeg_problem
from vision.records import GapKind
from vision.sources import (ImageFolderSource, LiveSource, VideoFileSource,
                            fit_for_reading, open_source)


def _picture(w, h, seed=0):
    rng = np.random.default_rng(seed)
    return rng.integers(0, 255, (h, w, 3), dtype=np.uint8)


@pytest.mark.parametrize("size, read", [
    ((3840, 2160), (1920, 1080)),   # a 4K phone camera
    ((8000, 4500), (1920, 1080)),
    ((2160, 3840), (1080, 1920)),   # portrait stays portrait, not 608 px wide
    ((4000, 3000), (1440, 1080)),   # 4:3
])
def test_pictures_larger_than_the_reader_needs_are_scaled_down_keeping_their_shape(size, read):
    image, scaled_from = fit_for_reading(_picture(*size))
    assert (image.shape[1], image.shape[0]) == read and scaled_from == size
    assert image.dtype == np.uint8 and image.shape[2] == 3


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (1, 1), (320, 180)])
def test_pictures_no_larger_than_needed_are_left_alone(size):
    picture = _picture(*size)
    image, scaled_from = fit_for_reading(picture)
    assert image is picture and scaled_from is None


def test_a_4k_folder_video_and_camera_give_pictures_the_readers_size(tmp_path):
    """QA27 #2: 4K pictures were read whole, 8–45 s behind the table."""
    big = _picture(3840, 2160)
    folder = tmp_path / "k4"
    folder.mkdir()
    cv2.imwrite(str(folder / "f0.png"), big)
    frame = open_source(folder).read()
    assert frame.image.shape == (1080, 1920, 3) and frame.scaled_from == (3840, 2160)
    video = tmp_path / "k4.avi"
    _write_video(video, [big, big])
    frame = open_source(video).read()
    assert frame.image.shape == (1080, 1920, 3) and frame.scaled_from == (3840, 2160)
    camera = LiveSource(0, capture_factory=lambda t: FakeDevice([big, big]),
                        clock=lambda: 0.0)
    frame = camera.read()
    assert frame.image.shape == (1080, 1920, 3) and frame.scaled_from == (3840, 2160)
    cv2.imwrite(str(folder / "f1.png"), _picture(1280, 720))  # the size it is tuned for
    frame = list(open_source(folder))[1]
    assert frame.image.shape == (720, 1280, 3) and frame.scaled_from is None


def test_a_live_device_s_pictures_are_scaled_on_its_reading_thread():
    """The newest-picture thread scales a 4K picture itself: the game loop gets it ready."""
    big = _picture(3840, 2160)
    done = threading.Event()

    class Device:
        sent = 0

        def read(self):
            if self.sent:
                done.set()
                threading.Event().wait(5)
                return False, None
            self.sent = 1
            return True, big

        def release(self):
            pass

    calls = []

    def prepare(image):
        calls.append(threading.current_thread().name)
        return fit_for_reading(image)

    grabber = LatestFrame(Device(), lambda: 0.0, prepare=prepare)
    grab = grabber.take(60)  # returns once the picture is there; 60 s: a busy machine
    assert grab.image.shape == (1080, 1920, 3) and grab.scaled_from == (3840, 2160)
    assert calls == ["frame-grabber"]
    grabber.close()


def test_a_truncated_jpeg_is_never_decoded_and_is_said_unreadable(tmp_path, capfd):
    """QA27 #5: libjpeg printed "Premature end of JPEG file" and the half-grey picture was
    read as the table."""
    ok, data = cv2.imencode(".jpg", _picture(320, 200))
    whole = data.tobytes()
    assert jpeg_problem(whole) is None and jpeg_problem(whole + b"\x00\x00") is None
    assert jpeg_problem(whole[: len(whole) // 2]) is not None
    assert jpeg_problem(b"not a jpeg") is not None
    (tmp_path / "a.jpg").write_bytes(whole)
    (tmp_path / "b_trunc.jpg").write_bytes(whole[: len(whole) // 2])
    (tmp_path / "c.jpg").write_bytes(whole)
    got = list(ImageFolderSource(tmp_path))
    assert [f.ok for f in got[:3]] == [True, False, True]
    bad = got[1]
    assert bad.status.kind is GapKind.BAD_FRAME and bad.status.reason == "image_unreadable"
    assert "Premature end" not in capfd.readouterr().err


def test_a_video_cut_short_ends_saying_how_many_frames_are_missing(tmp_path):
    """QA27 #6: an AVI whose header says 140 frames, 82 readable, "has ended"."""
    whole = tmp_path / "whole.avi"
    frames = [_picture(160, 120, seed=i) for i in range(40)]
    _write_video(whole, frames)
    end = list(VideoFileSource(whole))[-1]
    assert end.status.reason == "video_ended"
    data = whole.read_bytes()
    cut = tmp_path / "cut.avi"
    cut.write_bytes(data[: len(data) * 6 // 10])
    got = list(VideoFileSource(cut))
    read = len([f for f in got if f.ok])
    assert 0 < read < 38
    end = got[-1]
    assert end.status.ended and end.status.reason == "video_cut_short"
    params = dict(end.status.params)
    assert params["frames"] == str(read) and params["total"] == "40"


def _folder(tmp_path, sizes):
    folder = tmp_path / "pics"
    folder.mkdir()
    for n, (w, h) in enumerate(sizes):
        cv2.imwrite(str(folder / f"f{n:03d}.png"), _picture(w, h, seed=n))
    return folder


@pytest.mark.parametrize("sizes, odd", [
    ([(640, 360)] * 2 + [(1, 1)] + [(640, 360)] * 2, [2]),     # QA27 #8: a stray 1×1
    ([(640, 360)] * 2 + [(320, 180)] + [(640, 360)] * 2, [2]),
    ([(10, 200)] + [(640, 360)] * 3, [0]),                      # the first file
    ([(640, 360)] * 2 + [(960, 540)] * 3, []),                  # the camera set anew
    ([(320, 180)] * 3, []),                                     # all small: camera advice
    ([(640, 360)] * 2 + [(360, 640)] + [(640, 360)], []),       # turned, not odd
])
def test_a_single_odd_sized_file_in_a_folder_is_a_picture_problem(tmp_path, sizes, odd):
    got = list(ImageFolderSource(_folder(tmp_path, sizes)))[:-1]
    skipped = [n for n, f in enumerate(got) if f.image is None]
    assert skipped == odd
    for n in odd:
        status = got[n].status
        assert status.kind is GapKind.BAD_FRAME and status.reason == "image_odd_size"
        w, h = sizes[n]
        assert dict(status.params) == {"name": f"f{n:03d}.png", "width": str(w),
                                       "height": str(h)}


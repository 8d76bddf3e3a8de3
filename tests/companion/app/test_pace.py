"""A video file or a folder of pictures played at its own clock by ``companion play``
(QA17 #9, QA18 N2: a folder of 1135 pictures, 113 s at 10 a second, was read in 32 s)."""
import numpy as np
import pytest

from companion.app.pace import RealTime
from companion.cli import main
from vision.records import SourceStatus
from vision.sources import Frame, FrameSource, ImageFolderSource

PICTURE = np.zeros((4, 4, 3), np.uint8)


class Clock:
    """Seconds that pass only when slept (and as :class:`Pictures` reads)."""

    def __init__(self):
        self.now, self.slept = 100.0, []

    def sleep(self, seconds):
        self.slept.append(round(seconds, 6))
        self.now += seconds


class Pictures(FrameSource):
    """Pictures at ``times`` (seconds), each taking ``cost`` seconds of ``clock`` to read;
    ``None`` in ``times``: an unreadable picture."""

    def __init__(self, times, clock, cost=0.0):
        self.times, self.clock, self.cost = list(times), clock, cost

    def read(self):
        self.clock.now += self.cost
        t = self.times.pop(0)
        if t is None:
            return Frame(0, 0.0, None, SourceStatus(ok=False))
        return Frame(0, t, PICTURE, SourceStatus(ok=True))


def paced(times, cost=0.0):
    clock = Clock()
    source = RealTime(Pictures(times, clock, cost), clock=lambda: clock.now, sleep=clock.sleep)
    return source, clock


def test_pictures_read_at_once_are_handed_out_at_their_time():
    source, clock = paced([0.0, 0.1, 0.2, 0.3])
    for _ in range(4):
        source.read()
    assert clock.slept == [0.1, 0.1, 0.1] and clock.now == pytest.approx(100.3)


def test_pictures_read_slower_than_their_clock_are_not_held_back():
    source, clock = paced([0.0, 0.1, 0.2], cost=0.25)
    for _ in range(3):
        source.read()
    assert clock.slept == []


def test_a_frame_without_a_picture_is_not_waited_for():
    source, clock = paced([0.0, None, 0.5])
    assert source.read().image is not None
    assert source.read().image is None and clock.slept == []
    source.read()
    assert clock.slept == [0.5]


@pytest.mark.parametrize("kind", ["folder", "video"])
def test_play_reads_a_folder_or_a_video_at_its_clock(tmp_path, monkeypatch, kind):
    from companion.app.live import LiveTable
    folder = tmp_path / "frames"
    folder.mkdir()
    target = folder if kind == "folder" else tmp_path / "v.mp4"
    if kind == "video":
        target.write_bytes(b"")
    given = []
    monkeypatch.setattr(LiveTable, "run", lambda table: given.append(table.source) or 0)
    assert main(["play", "--source", str(target), "--players", "Ann,Bob", "--no-log",
                 "--config", str(tmp_path / "none.toml")]) == 0
    assert isinstance(given[0], RealTime)
    if kind == "folder":
        assert isinstance(given[0].source, ImageFolderSource) and given[0].source.fps == 10


def test_pictures_too_late_are_passed_over_unread_as_a_camera_s_would_be(tmp_path):
    """QA27 #2: a folder of 4K pictures (0.15 s of CPU each to decode, more on a busy
    machine) was said 15–45 s late, ever later: the pictures whose time has passed by more
    than LATE_S are passed over without decoding them."""
    import cv2
    from companion.app.pace import LATE_S
    for n in range(40):
        cv2.imwrite(str(tmp_path / f"f{n:03d}.png"), np.full((8, 8, 3), n, np.uint8))
    clock = Clock()
    folder = ImageFolderSource(tmp_path, fps=10.0)
    decoded = []
    real = folder.read

    def read():
        frame = real()
        decoded.append(frame.name)
        clock.now += 1.0  # each picture takes 1 s to decode and read
        return frame

    folder.read = read
    source = RealTime(folder, clock=lambda: clock.now, sleep=clock.sleep)
    times = [source.read().t for _ in range(4)]
    # the clock starts with the first picture read (101 s); at 1 s a picture, each next
    # one is the newest whose time has come, at most LATE_S behind (not 0.2, 0.3: ever later)
    assert times == pytest.approx([0.0, 0.1, 0.5, 1.5]) and LATE_S == 0.5
    assert decoded == ["f000.png", "f001.png", "f005.png", "f015.png"]
    assert source.skipped == 3 + 9
    while True:  # the rest: the last file is always read
        frame = source.read()
        if frame.status.ended:
            break
    assert "f039.png" in decoded and "f038.png" not in decoded

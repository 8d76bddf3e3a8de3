"""A video file or a folder of pictures played at its own clock by ``companion play``
(QA17 #9, QA18 N2: a folder of 1135 pictures, 113 s at 10 a second, was read in 32 s)."""
import numpy as np
import pytest

from companion.app.pace import RealTime
from companion.cli import main
from vision.records import SourceStatus
from vision.sources import Frame, FrameSource, ImageFolderSource
from tests.companion.settings_files import no_settings

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
                 "--config", no_settings(tmp_path)]) == 0
    assert isinstance(given[0], RealTime)
    if kind == "folder":
        assert isinstance(given[0].source, ImageFolderSource) and given[0].source.fps == 10



def test_a_held_source_s_clock_stops_so_its_pictures_keep_their_pace():
    """QA36 M1: the live table holds a video while the voice is behind; its pictures then
    come at their pace after the hold, not all at once to catch up."""
    source, clock = paced([0.0, 0.1, 0.2])
    source.read()
    clock.now += 5.0  # 5 s with no picture read: the voice was behind
    source.hold(5.0)
    source.read()
    source.read()
    assert clock.slept == [0.1, 0.1] and source.behind == 0.0

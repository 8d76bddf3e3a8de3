"""Fresh QA60 LOW (r1b): ``companion play --resume LOG --source VIDEO`` started the video
again at frame 0, so the table looked cleared. The session log now keeps, with each
observation, the time of the last picture read from a video file (``"t"``), and a resume
seeks the video there and says so; an older log (no ``"t"``) starts the video as before."""
import json

import cv2
import numpy as np
import pytest

from companion.app.session import TableSession
from companion.app.video_resume import PictureTimes, resumed_video
from companion.narration.catalog import message
from companion.session_log import SessionLog, last_picture_t, logged_with_marks
from companion.tracker import observations as o
from vision.file_sources import VideoFileSource

FPS = 10.0


def _video(path, frames=30):
    """A small MJPG video, frame ``i`` filled with grey level ``8 * i``."""
    out = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), FPS, (64, 48))
    for i in range(frames):
        out.write(np.full((48, 64, 3), 8 * i, np.uint8))
    out.release()
    return path


def _logged_game(tmp_path, video, pictures):
    """A 2-player game logged while ``pictures`` frames of ``video`` were read: the log."""
    log_path = tmp_path / "game.jsonl"
    with SessionLog(log_path) as log:
        s = TableSession(say=lambda a: None, record=log.record, lang="en")
        source = PictureTimes(VideoFileSource(video), s)
        s.observe(o.start("arkham", ["Alice", "Bob"], "en", 0))
        for _ in range(pictures):
            source.read()
        s.observe(o.card_seen(0, "the_fed"))
        source.close()
    return log_path


def test_the_log_keeps_the_last_picture_s_time_and_play_resume_seeks_there(tmp_path):
    video = _video(tmp_path / "game.avi")
    log_path = _logged_game(tmp_path, video, pictures=21)  # frames 0-20: t = 2.0 s
    lines = [json.loads(x) for x in log_path.read_text().splitlines()]
    assert lines[-1]["t"] == pytest.approx(2.0) and lines[-1]["obs"]["kind"] == "card"
    assert last_picture_t(log_path) == pytest.approx(2.0)
    said = []
    s = TableSession(say=said.append, lang="en")
    source = resumed_video(VideoFileSource(video), s, str(log_path))
    frame = source.read()
    assert frame.index == 20 and frame.t == pytest.approx(2.0)  # main: frame 0
    assert abs(int(frame.image.mean()) - 160) <= 6  # frame 20's grey, not frame 0's
    assert [a.brief for a in said] == [message("en", "app.video_resumed_at", minutes=0,
                                               seconds=2)]
    assert s.picture_t == pytest.approx(2.0)  # noted again for the new log lines
    source.close()


def test_a_log_without_picture_times_starts_the_video_at_its_start(tmp_path):
    video = _video(tmp_path / "game.avi")
    log_path = tmp_path / "old.jsonl"
    log_path.write_text(
        '{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":["Alice","Bob"],'
        '"lang":"en","first":0,"options":{}}}}\n'
        '{"seq":2,"obs":{"kind":"card","seat":0,"cards":["the_fed"]},"check":true}\n')
    assert last_picture_t(log_path) is None
    said = []
    source = resumed_video(VideoFileSource(video), TableSession(say=said.append), str(log_path))
    assert source.read().index == 0 and said == []
    source.close()


def test_resume_into_another_log_copies_the_times(tmp_path):
    """``play --resume A --log B`` copies A's lines with their marks to B
    (:func:`logged_with_marks`): B keeps the time too."""
    video = _video(tmp_path / "game.avi")
    log_path = _logged_game(tmp_path, video, pictures=11)
    copy = tmp_path / "copy.jsonl"
    with SessionLog(copy) as log:
        for obs, marks in logged_with_marks(log_path):
            log.record(obs, **marks)
    assert last_picture_t(copy) == pytest.approx(1.0)

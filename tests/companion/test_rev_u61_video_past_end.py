"""Review of u61 (session 61): ``play --resume LOG --source VIDEO`` seeks the video to the
log's last picture time ("t"). A log whose time lies past the video's end (another, shorter
video given) was sought to the video's last frame and said "The video goes on at minute 0,
second 2, where the log ended.": false, the log ended at 10 s; the video then ended at
once. Past the end (by more than a second of the header's frame count) nothing moves and
nothing is said: the video plays from its start, as for a log without times."""
import pytest

from companion.app.session import TableSession
from companion.app.video_resume import resumed_video
from companion.session_log import SessionLog
from companion.tracker import observations as o
from tests.companion.test_qa60_video_resume import FPS, _video
from vision.file_sources import VideoFileSource


def _log_at(tmp_path, t):
    path = tmp_path / "game.jsonl"
    with SessionLog(path) as log:
        log.record(o.start("arkham", ["Alice", "Bob"], "en", 0))
        log.record(o.card_seen(0, "the_fed"), t=t)
    return path


def test_a_log_time_past_the_video_s_end_does_not_seek_nor_say_it(tmp_path):
    video = _video(tmp_path / "short.avi", frames=30)  # 3 s
    said = []
    source = resumed_video(VideoFileSource(video), TableSession(say=said.append),
                            str(_log_at(tmp_path, 10.0)))
    assert said == [], [a.brief for a in said]  # u61: "… minute 0, second 2, …"
    assert source.read().index == 0
    source.close()


@pytest.mark.parametrize("t, index", [(2.9, 29), (2.5, 25)])
def test_a_log_time_within_the_video_still_seeks(tmp_path, t, index):
    video = _video(tmp_path / "v.avi", frames=30)
    source = VideoFileSource(video)
    assert source.seek(t) == pytest.approx(index / FPS)
    assert source.read().index == index
    source.close()

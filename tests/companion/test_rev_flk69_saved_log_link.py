"""rev-flk69, LOW (review of flk69's ``replay_video._unwritten``): ``--save-log`` naming a
symbolic link to a file not there yet (a dangling link: ``os.path.exists`` is false), the
stop refused before the log's picture: the replay had written the resumed game into the
link's target, then removed the link, the user's own, and left the target it made, holding
the game's lines. The file it made is removed; the link is left as it was."""
import os

from companion.cli import main
from tests.companion.test_qa60_video_resume import _video
from tests.companion.test_rev_u61_video_past_end import _log_at


def test_a_refused_stop_at_leaves_a_dangling_save_log_link_as_it_was(tmp_path):
    video, log = _video(tmp_path / "game.avi"), _log_at(tmp_path, 2.0)  # frame 20 of 30
    target, link = tmp_path / "target.jsonl", tmp_path / "saved.jsonl"
    link.symlink_to(target)
    assert main(["replay", "--source", str(video), "--resume", str(log), "--stop-at", "10",
                 "--save-log", str(link)]) == 1
    assert os.path.islink(link) and os.readlink(link) == str(target)
    assert not target.exists()

"""``companion play`` on a folder with files that are no pictures (QA34 ni20): a run of
them is said in one line, not one each; a folder none of whose files can be read says so
first and alone; ``q`` while that is said stops at once, with the goodbye."""
from __future__ import annotations

import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.narration.catalog import message
from tests.companion.app.test_live import live, write_frames
from vision.pipeline import TableWatcher
from vision.sources import open_source


def _not_pictures(folder, names):
    for name in names:
        (folder / name).write_text(f"{name} is no picture\n")


def _problem(lang, reason_key, **args):
    return message(lang, "app.picture_problem", reason=message(lang, reason_key, **args))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_run_of_unreadable_files_is_said_in_one_line(tmp_path, lang):
    """QA34 ni20: one line per file ("Picture problem: image f01.jpg cannot be read;
    skipped.", 3.4 s each): the first is named, the rest of the run summed up once, before
    the game's start for those at the start, in their place for those later."""
    folder = write_frames(tmp_path / "f", [{}, {1: ["the_fed"]}], frames_each=8)
    _not_pictures(folder, [f"0000-{c}.jpg" for c in "abcd"])  # before the first picture
    _not_pictures(folder, [f"00010{c}.jpg" for c in "abcde"])  # during the game
    table, said = live(folder, lang=lang)
    assert table.run() == 0
    briefs = [a.brief for a in said]
    prefix = message(lang, "app.picture_problem", reason="").rstrip(".")
    problems = [b for b in briefs if b.startswith(prefix)]
    assert problems == [
        _problem(lang, "app.source.image_unreadable", name="0000-a.jpg"),
        _problem(lang, "app.pictures_unreadable", count=3, first="0000-b.jpg",
                 last="0000-d.jpg"),
        _problem(lang, "app.source.image_unreadable", name="00010a.jpg"),
        _problem(lang, "app.pictures_unreadable", count=4, first="00010b.jpg",
                 last="00010e.jpg")]
    started = briefs.index(message(lang, "round_started.brief", round=1, player="Ann"))
    assert briefs.index(problems[1]) < started < briefs.index(problems[2])
    assert table.session.tracker.view().seats[0].zone == ("the_fed",)


def test_unreadable_files_at_the_folder_s_end_are_summed_up_before_the_end(tmp_path):
    folder = write_frames(tmp_path / "f", [{}, {1: ["the_fed"]}], frames_each=8)
    _not_pictures(folder, ["zz1.jpg", "zz2.jpg", "zz3.jpg"])
    table, said = live(folder)
    assert table.run() == 0
    briefs = [a.brief for a in said]
    summed = "Picture problem: 2 more pictures cannot be read, zz2.jpg to zz3.jpg; skipped."
    assert briefs.index("Picture problem: image zz1.jpg cannot be read; skipped.") \
        < briefs.index(summed) < next(i for i, b in enumerate(briefs)
                                      if b.startswith("The pictures have ended"))


def test_a_folder_of_unreadable_files_says_why_at_once_and_alone(tmp_path):
    """QA34 ni20: 20 such files were said one by one, and the only useful line, "no image
    in notimg20 can be read … Check the --camera or --source setting", came after them
    (never heard: the program ended 60 s later)."""
    folder = tmp_path / "notimg20"
    folder.mkdir()
    _not_pictures(folder, [f"f{i:02d}.jpg" for i in range(1, 21)])
    table, said = live(folder)
    assert table.run() == 1  # docs/guide-helper: no game starts (exit status 1)
    assert [a.brief for a in said] == [
        "No image from the camera or video: no image in notimg20 can be read: they are "
        "damaged, or not images. Check the --camera or --source setting."]


class _SayingVoice:
    """A voice still saying its one line until cut; ``q`` is pressed (put in ``keys``)
    when it is asked for the third time."""

    def __init__(self, keys):
        self.keys, self.asked, self.left = keys, 0, 1

    def backlog(self, upto=None):
        self.asked += 1
        if self.asked == 3:
            self.keys.put("q")
        return self.left

    def cut(self):
        left, self.left = self.left, 0
        return left

    def drop_stale(self):
        return 0


def test_q_while_the_folder_s_failure_is_said_stops_with_the_goodbye(tmp_path):
    """QA34 ni20: ``q`` during the lines said before the program's end did nothing (the
    program ended 21 s later, cut in a line, no goodbye)."""
    folder = tmp_path / "notimg"
    folder.mkdir()
    _not_pictures(folder, ["a.jpg", "b.jpg", "c.jpg"])
    said, keys = [], queue.Queue()
    voice = _SayingVoice(keys)
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(folder)),
                      TableSession(say=said.append, lang="en"), TableWatcher("arkham"),
                      open_source(str(folder), fps=4), keys, lambda c: False,
                      lambda line: None, logged=False, speech=voice, keys_open=lambda: True)
    assert table.run() == 1
    assert voice.left == 0 and voice.asked == 3
    assert [a.brief for a in said][1:] == ["One sentence was not said; the screen shows it.",
                                           "Goodbye."]

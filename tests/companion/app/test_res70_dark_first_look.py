"""res70 (session 70): rev-res69's MEDIUM, a dark first picture (no seat markers) counted
as a bare table for the resumed clear blamed on an answer.

QA67 M1's log (d493: '+2' kept round 1 going, the table seen cleared, the card undone
before that answer blamed) resumed: the clear is said at once when the table's first
look is bare (res69, :meth:`~companion.app.live_setup.GuidedSetup._first_look_bare`). A
first picture without seat markers (dark: a webcam's first frames, its exposure settling)
tells nothing: rev-res69's strict xfail (now passing: test_rev_res69) has the round's
cards laid back, read by the set-up, and no clear said. Here the other side: the set-up's
first picture that shows the seat markers decides (``GuidedSetup._look_again``), so on a
table really bare the clear is still said during the set-up, before its keys and cards
are taken, as QA67 M1 needs, and said once."""
from types import SimpleNamespace

import numpy as np

from companion.session_log import read_log, resume_report
from vision.frame_source import OK_STATUS, Frame
from vision.records import FrameReading

from .test_hqq_cleared_line import _qa65b_part
from .test_live_deal import _SEATS, _table, _texts
from .test_res68_resumed_undo import _UNDONE
from .test_res69_blamed_clear_first_look import _answered


def _resumed_dark_then(tmp_path, *cards):
    """QA67 M1's log resumed as ``LiveTable.run`` resumes it, the first picture dark (no
    seat marker, no card), the set-up's pictures (read by the real
    ``_seat_markers_seen``) showing the seat markers and ``cards``: ``(said, index after
    the summary, the table)``."""
    from .stabilizer_camera import sighting
    _, _, path = _qa65b_part(tmp_path, _answered)
    table, said, _ = _table(edition="arkham-classic")
    del table._seat_markers_seen  # the class's own: the set-up pictures read
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._say_summary(table.session.tracker.view())
    n = len(said)
    image = np.zeros((72, 128, 3), np.uint8)
    pictures = iter(range(1, 1000))
    table.source = SimpleNamespace(read=lambda: Frame(k := next(pictures), k / 30, image,
                                                      OK_STATUS))

    def read(frame, asked_at):
        camera = table.watcher
        camera.n += 1
        if frame.index == 0:  # the first picture: dark, nothing found
            return camera.picture(FrameReading(camera.n, frame.t, size=(1280, 720)))
        return camera.picture(FrameReading(camera.n, frame.t, seats=_SEATS, size=(1280, 720),
                                           sightings=tuple(sighting(*c) for c in cards)))

    table._read = read
    table._resumed_cards(Frame(0, 0.0, image, OK_STATUS))
    return said, n, table


def test_a_dark_first_picture_then_a_bare_table_says_the_blamed_clear_at_the_set_up(
        tmp_path):
    said, n, table = _resumed_dark_then(tmp_path)
    texts = _texts(said)[n:]
    assert texts.count(_UNDONE) == 1, texts
    assert not table._look_later


def test_a_dark_first_picture_then_the_cards_laid_back_says_no_clear(tmp_path):
    said, n, _ = _resumed_dark_then(tmp_path, (1, "investigators"), (2, "the_boxer"))
    texts = _texts(said)[n:]
    assert not any("cleared" in t for t in texts), texts

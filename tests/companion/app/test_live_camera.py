"""``companion play`` with a camera that freezes or stalls: no picture is no evidence."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.live_deal import CLEARED_FRAMES
from companion.app.session import TableSession
from companion.tracker import observations as o
from vision.pipeline import TableWatcher
from vision.records import FrameReading, Gap, GapKind, SourceStatus
from vision.sources import Frame


def _no_picture(reason: str, kind: GapKind) -> Frame:
    """A frame as :class:`vision.sources.LiveSource` gives it while the stream is frozen or
    stalled (no image, ``retrying``)."""
    status = SourceStatus(False, kind, f"{reason} message", retrying=True,
                          reason=f"stream_{reason}",
                          params=(("target", "cam"), ("retry", "2"), ("seconds", "3")))
    return Frame(0, 0.0, None, status)


def _round_over_table():
    """A live table whose first round just ended (Ann's Investigators guessed Bob's card)."""
    said = []
    session = TableSession(say=said.append, lang="en")
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, "http://cam/video"),
                      session, TableWatcher("arkham"), None, queue.Queue(),
                      lambda c: False, lambda line: None)
    session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician")):
        session.observe(obs)
    assert session.tracker.view().active is None and session.tracker.view().round == 1
    return table, said


def test_a_frozen_or_stalled_picture_is_not_readable():
    for kind in (GapKind.FROZEN, GapKind.NO_FRAME, GapKind.BAD_FRAME):
        reading = FrameReading(0, 0.0, gaps=(Gap(kind, "no picture"),))
        assert not reading.readable


def test_a_camera_frozen_after_a_round_does_not_deal_the_next_round():
    """QA12 F14: a frozen or stalled stream gave readings with no sightings counted as
    readable, so 15 retries (~0.75 s of outage) were taken as pictures of a cleared table
    and the next round was dealt while the old cards still lay there."""
    table, said = _round_over_table()
    s = table.session
    for reason in ("frozen", "stalled"):
        for _ in range(3 * CLEARED_FRAMES):
            table.watcher.update_from(_no_picture(reason, GapKind.FROZEN))
            table._between_rounds()
    assert s.tracker.view().round == 1  # no picture is no evidence of a cleared table
    assert "Round 2" not in " ".join(a.brief for a in said)
    empty = FrameReading(0, 0.0, size=(1280, 720))  # a real picture of an empty table
    for _ in range(CLEARED_FRAMES - 1):
        table.watcher.last_reading = empty
        table._between_rounds()
    table.watcher.update_from(_no_picture("stalled", GapKind.FROZEN))
    table._between_rounds()
    for _ in range(CLEARED_FRAMES - 1):  # the count starts again after the outage
        table.watcher.last_reading = empty
        table._between_rounds()
    assert s.tracker.view().round == 1
    table.watcher.last_reading = empty
    table._between_rounds()
    assert s.tracker.view().round == 2  # dealt on real pictures only


def test_pictures_removed_during_the_game_are_said_gone_in_every_language(tmp_path):
    """QA12 F15: a folder emptied during the game: one "Picture problem" line naming the
    first missing file, then a minute of silence, and nothing said the pictures were gone."""
    import cv2
    import numpy as np

    from companion.narration.catalog import message
    from vision.sources import ImageFolderSource

    frame = np.full((360, 640, 3), 90, np.uint8)
    for i in range(40):
        cv2.imwrite(str(tmp_path / f"{i:05d}.png"), frame)

    class Emptied(ImageFolderSource):
        """The folder is emptied after the 15th picture."""

        def read(self):
            if self._index == 15:
                for path in tmp_path.iterdir():
                    path.unlink()
            return super().read()

    said = []
    session = TableSession(say=said.append, lang="en")
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, str(tmp_path)),
                      session, TableWatcher("arkham"), Emptied(tmp_path), queue.Queue(),
                      lambda c: False, lambda line: None, logged=False)
    assert table.run() == 0
    text = [a.brief for a in said]
    assert text[-3:] == [f"Picture problem: the pictures in {tmp_path.name} are gone (the "
                         "folder was emptied or removed) after 15 images.",  # QA23 #15
                         "The pictures have ended.", "Goodbye."]
    assert not any("cannot be read" in t for t in text)
    for lang in ("fr", "es"):
        assert tmp_path.name in message(lang, "app.source.folder_gone", folder=tmp_path.name,
                                        frames="15")

"""A camera or stream that never gives a picture does not leave the player in silence
(QA36 M3): its state is said again at a calm interval, a key before the game says it, and
with no keyboard the companion stops with why, as the guides promise. Time is a fake
clock moved by the source's reads."""
import queue

from companion.app.camera_watch import CAMERA_REMIND_S
from companion.app.keys import Command
from companion.app.live import FIRST_PICTURE_NO_KEYS_S, LiveOptions, LiveTable
from companion.app.session import TableSession
from vision.frame_source import Frame, FrameSource
from vision.records import GapKind, SourceStatus

AWAY = SourceStatus(False, GapKind.NO_FRAME, "Camera 7 cannot be opened.", retrying=True,
                    reason="camera_unopenable", params=(("target", "7"), ("retry", "2")))


class _Away(FrameSource):
    """A camera that never opens; each read moves the fake clock ``step`` seconds (the
    retry's wait); after ``reads`` reads, ``then()`` is called once."""

    def __init__(self, now, step=2.0, reads=None, then=None):
        self.now, self.step, self.reads, self.then, self.count = now, step, reads, then, 0

    def read(self):
        self.count += 1
        self.now[0] += self.step
        if self.count == self.reads and self.then is not None:
            self.then()
        return Frame(0, 0.0, None, AWAY)


def _table(monkeypatch, source, now, keys, keys_open):
    monkeypatch.setattr("companion.app.live.time.sleep", lambda s: None)  # IDLE_S waits
    said = []
    session = TableSession(say=lambda a: said.append(a.brief), lang="en", edition="arkham")
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, "7"), session,
                      watcher=None, source=source, keys=keys, say_control=lambda c: False,
                      status=lambda line: None, keys_open=keys_open, clock=lambda: now[0])
    return table, said


def test_a_camera_that_stays_away_is_said_again_now_and_then_and_key_5_says_it(monkeypatch):
    now = [100.0]
    keys: "queue.Queue[str]" = queue.Queue()
    reads = int(2.5 * CAMERA_REMIND_S / 2.0)
    source = _Away(now, reads=reads, then=lambda: keys.put("5"))
    table, said = _table(monkeypatch, source, now, keys, keys_open=lambda: True)
    table.options.duration = (reads + 2) * 2.0  # fake seconds, then the end
    assert table.run() == 0
    lost = [s for s in said if s.startswith("The camera is not answering")]
    again = [s for s in said if s.startswith("Still no picture from the camera: camera 7")]
    assert len(lost) == 1 and len(again) == 2            # at 30 s and 60 s, not each retry
    assert any(s.startswith("The game has not started yet; the camera is not answering: "
                            "camera 7 cannot be opened") for s in said)
    assert "The game has not started yet." not in said


def test_with_no_keyboard_a_camera_that_never_opens_ends_the_program_with_why(monkeypatch):
    """QA36 M3: ``play --camera 7 </dev/null`` never ended."""
    now = [100.0]
    source = _Away(now)
    table, said = _table(monkeypatch, source, now, queue.Queue(), keys_open=lambda: False)
    assert table.run() == 1
    assert said[-1] == ("No picture from the camera in 20 seconds, and no key can be pressed, "
                        "so the companion stops. Check the --camera or --source setting.")
    assert FIRST_PICTURE_NO_KEYS_S < source.count * source.step <= FIRST_PICTURE_NO_KEYS_S + 4


def test_key_5_before_the_game_names_no_camera_when_pictures_come():
    session = TableSession(say=lambda a: None, lang="en", edition="arkham")
    heard = []
    session.say = lambda a: heard.append(a.brief)
    session.key(Command("whose_turn"))
    assert heard == ["The game has not started yet."]

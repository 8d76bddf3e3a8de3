"""Fresh QA52 L2 (run r4, 6 players, harsh, en, 16:47:18): "Reading the table is slow:
about 0.1 seconds a picture. Usual causes: the computer busy with other work, or a
patterned cloth." (9 s) was cut 1.1 s in by the answer to plus 2, then said again whole
("Again: Reading the table is slow: …", 16:47:26), 9 s more ahead of the plays' news. That
advice, cut by a key's answer once its start was heard, is not said again
(:attr:`~companion.app.announcement.Announcement.once`); cut before a word of it was heard,
it still is. A real live table (:mod:`tests.companion.app.test_live_deal`'s) and voice
(:func:`~tests.voice.conftest.gated_speaker`); the voice adapter's clock is the test's."""
import queue

from companion.app.camera_watch import SLOW_FRAMES
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_live_deal import _Camera
from .test_speech_order import said_first, say_all
from .test_state_as_heard import hear_all

SLOW = "Reading the table is slow: about 500 milliseconds a picture."


def _slow_said(cut_after_s, voice_clock=False):
    """A live table whose pictures take 0.5 s each to read: the slow line is begun, the
    voice says it ``cut_after_s`` seconds, then key 4 is pressed. Returns what the voice
    said to the end and what it cut. ``voice_clock``: the voice's clock is the test's too
    (where it says a cut line again from: the review's test), else it stands still."""
    clock = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, clock=(lambda: clock[0]) if voice_clock else lambda: 0.0)
    session = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: clock[0]))
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob"), 0, "unused"), session,
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
    table.guided_setup()
    hear_all(speaker, engine)
    engine.spoken.clear()
    for _ in range(SLOW_FRAMES):
        table.camera.read_time(0.5)
    said_first(engine, SLOW)
    clock[0] += cut_after_s
    table._one_key("4")
    said_first(engine, "Mythos tokens")  # 4's answer cut the slow line before the gate opens
    return say_all(speaker, engine), engine.cancelled


def test_the_slow_line_cut_once_heard_is_not_said_again_whole():
    spoken, cut = _slow_said(1.1)  # r4: cut 1.1 s in
    assert [t for t in cut if t.startswith(SLOW)], cut
    assert not any(SLOW in t for t in spoken), spoken  # main: said again whole after 4's
    assert spoken[0].startswith("Mythos tokens"), spoken


def test_the_slow_line_cut_before_a_word_was_heard_is_said_again():
    spoken, _ = _slow_said(0.1)
    assert spoken[0].startswith("Mythos tokens") and spoken[1].startswith(SLOW), spoken

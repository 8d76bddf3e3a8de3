"""Review of qamed52 (fresh QA52 M1, M5, L3, L2).

LOW (L2): the reading-slow advice cut by a key's answer far into it, past its first
sentence, was dropped whole (:attr:`~companion.app.announcement.Announcement.once`),
where the voice would have gone on from the clause it was in ("Usual causes: the computer
busy …", no repeat): the advice the QA line is for was lost, not only its repeat. Dropped
only when the voice would say it again from its start ("Again: …"). A real live table and
voice (:mod:`tests.companion.app.test_qa52_slow_once`'s), one clock for both."""
import queue

from companion.app.camera_watch import SLOW_FRAMES
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_live_deal import _Camera
from .test_speech_order import said_first, say_all
from .test_state_as_heard import hear_all

SLOW = "Reading the table is slow: about 0.5 seconds a picture."
REST = "Usual causes: the computer busy with other work, or a patterned cloth."


def _slow_cut(cut_after_s):
    """The slow line begun, cut ``cut_after_s`` seconds in by key 4 (the voice's and the
    adapter's clock the same): what the voice said after, to its end."""
    clock = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, clock=lambda: clock[0])
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
    return say_all(speaker, engine)


def test_the_slow_line_cut_past_its_first_sentence_goes_on_from_there():
    spoken = _slow_cut(6.5)  # its first sentence heard: the advice comes after 4's answer
    # qamed52: ['Mythos tokens: nobody has one yet.'], the advice dropped
    assert spoken == ["Mythos tokens: nobody has one yet.", REST], spoken

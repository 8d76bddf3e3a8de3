"""A key's answer does not cut a line nearly said: it follows it (by ear, session 40,
es13 busy: Enter's cue 1.7 s into "Alice queda fuera, con el Músico." cut it, and the
line was said again in full, heard twice). The clock is the test's."""
import io

from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import TIMEOUT, ScriptedBackend, wait_for
from voice import Speaker, TextBackend, VoiceSettings
from voice.backends.base import spoken_seconds
from voice.speech_queue import NEARLY_SAID_PACE, NEARLY_SAID_S

LINE = "Alice is out, with the Musician."


def _cue_after(seconds, cut=False):
    """Say :data:`LINE`, then a prefix key's cue ``seconds`` after its audio began:
    ``(what the engine said to the end, in order; how many lines were cut)``. ``cut``:
    the line is to be cut (waited for: the gate opened first would let it end)."""
    now = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: now[0], watchdog_base=10 * TIMEOUT,
                      start_timeout=10 * TIMEOUT)  # no engine slow to start (flk69)
    speaker.say(LINE)
    wait_for(lambda: len(engine.started) == 1)
    now[0] += seconds
    speaker.say("Card played: which rank?", hurry=True, press=1, news=False, replaces=False,
                first=True)
    if cut:
        wait_for(lambda: engine.cancelled == [LINE])
    spoken = say_all(speaker, engine)
    return spoken, len(engine.cancelled)


def test_a_line_nearly_said_is_not_cut_by_a_key_s_answer():
    left = NEARLY_SAID_S / 2
    said_in = spoken_seconds(len(LINE), VoiceSettings().rate) / NEARLY_SAID_PACE
    spoken, cut = _cue_after(said_in - left)
    assert cut == 0 and spoken == [LINE, "Card played: which rank?"]


def test_a_line_with_more_left_is_cut_and_said_again():
    spoken, cut = _cue_after(0.3, cut=True)
    assert cut == 1 and spoken == ["Card played: which rank?", f"Again: {LINE}"]  # QA44 LOW-7


def test_a_piece_s_start_is_forgotten_before_the_next_piece_is_taken(monkeypatch):
    """Review rev40c (session 40): the voice's thread moved to a line's last piece
    (``next_chunk``) while ``began_at`` still held the start of the piece before; a key's
    answer read in between took the last piece as nearly said (its start seconds ago)
    and waited behind all of it. ``began_at`` is cleared first, and
    :meth:`~voice.speech_queue.QueueRules._nearly_said` reads ``next_chunk`` first: no
    moment pairs a piece with another piece's start."""
    from voice.speech_queue import Item
    from voice.textprep import CHUNK_CHARS
    seen = []
    setattr_ = Item.__setattr__

    def noted(item, name, value):
        if name == "next_chunk" and value > 0:
            seen.append(item.began_at)      # what a reader sees once the piece moved on
        setattr_(item, name, value)
    monkeypatch.setattr(Item, "__setattr__", noted)
    engine = ScriptedBackend("engine")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())])
    long_line = " ".join(["Alice is out, with the Musician."] * (CHUNK_CHARS // 20))
    speaker.say(long_line)
    assert speaker.wait_idle(5)
    speaker.close()
    assert len(engine.spoken) >= 2 and len(seen) >= 2
    assert seen == [None] * len(seen)

"""Fresh QA58 LOW-3 (r2f 09:08:06.7 / 08.0, r2c 08:53:32.8 / 33.5): a question was begun
twice within 0.7 s. Plus, typed while the question was being said, said its cue ("Answer:
which number?") at once, which cut the question; its digit came before the cue was begun,
the cue was dropped (stale) and the question, cut, was begun again from its start, then cut
once more as the answer closed it. Plus typed during the question it answers leaves it
be: its cue waits right after it (dropped once the digit comes), the question is begun
once."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_live import write_frames
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for
from vision.pipeline import TableWatcher
from vision.sources import open_source

QUESTION = "R'lyeh in Carol's discard zone"


def _asked(tmp_path):
    """Alice Urchin, Bob Deep One, Carol R'lyeh ("was that Carol's hand?"), the voice
    saying that question: ``(table, speaker, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    clock = [0.0]  # the voice's: the question said 1 s when plus comes (not heard yet:
    # voiceout.HEARD_AFTER_S), past its answers (said_question.EARLY_S)
    voice = VoiceOut(speaker, catch_up=True, clock=lambda: clock[0])
    given = []  # every line given to the voice

    def say(announcement):
        given.append(announcement.brief)
        return voice(announcement)

    session = TableSession(say=say)
    session.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    wait_for(lambda: engine.started)
    for seat, key in ((0, "the_urchin"), (1, "deep_one"), (2, "rlyeh")):
        session.observe(o.card_seen(seat, key))
    assert session.tracker.question is not None
    engine.say_until(QUESTION)
    clock[0] += 1.0
    folder = write_frames(tmp_path / "frames", [{}])
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, str(folder)),
                      session, TableWatcher("arkham"), open_source(str(folder), fps=4),
                      queue.Queue(), lambda c: False, lambda line: None, logged=False)
    return table, speaker, engine, given


def test_plus_typed_during_the_question_does_not_begin_it_again(tmp_path):
    table, speaker, engine, given = _asked(tmp_path)
    table._one_key("+")  # not given again: it is being said
    assert sum(t.startswith(QUESTION) for t in given) == 1, given
    table._one_key("1")
    assert table.session.tracker.question is None
    say_all(speaker, engine)
    assert sum(t.startswith(QUESTION) for t in engine.started) == 1, engine.started
    assert not any(t.startswith("Answer: which number") for t in engine.started)
    assert "Carol is out, with R'lyeh." in engine.started


def test_plus_typed_during_the_question_still_says_its_cue_once_the_question_ends(tmp_path):
    table, speaker, engine, _ = _asked(tmp_path)
    table._one_key("+")  # no digit yet: the cue follows the question
    spoken = say_all(speaker, engine)
    at = next(i for i, t in enumerate(spoken) if t.startswith(QUESTION))
    assert spoken[at + 1].startswith("Answer: which number"), spoken

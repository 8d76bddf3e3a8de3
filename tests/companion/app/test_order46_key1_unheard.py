"""order46 (b), heard by session 45's fresh testers: key 1 (the question again) on a
question not yet heard came before the news before it. A question waiting in the voice's
queue is said there (so in rev-plus42's case with key 1 for plus: it passes on main too);
the case found is a question a late answer opened, which the tracker itself gave before
the news before its card (rev-order45 MEDIUM; this test fails on main)."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys
from tests.companion.app.test_speech_order import say_all
from tests.companion.tracker.test_rev_order45 import NAMES, ROUND
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for
from vision.pipeline import TableWatcher
from voice import VoiceSettings


def _late_answer_table(keys: str) -> list[str]:
    """rev-order45's round (arkham-classic, 6 players): Eve's question, Fay's and Alice's
    plays said past it, Bob's Deep One read; "+2" typed, then ``keys``, the voice behind
    all along: what it says, in order."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, settings=VoiceSettings(language="en"))
    s = TableSession(say=VoiceOut(speaker, echo=lambda t: None, catch_up=True,
                                  clock=lambda: 0.0), lang="en")
    table = LiveTable(LiveOptions("arkham-classic", "en", tuple(NAMES), 0, "x"), s,
                      TableWatcher("arkham-classic"), None, queue.Queue(), lambda c: False,
                      lambda line: None)
    s.observe(o.start("arkham-classic", NAMES, "en", 0))
    wait_for(lambda: engine.started)
    for seat, key in ROUND:
        s.observe(o.card_seen(seat, key))
    engine.say_until("Fay: The Fed.")  # Eve's question heard: the answer is taken
    _keys(table, "+2" + keys)
    return say_all(speaker, engine)


def test_key_1_after_a_late_answer_says_the_news_before_the_next_questions_card_first():
    """The late "+2" opens Bob's question (his Deep One); key 1 at once: "That was Eve's
    play." and "Alice is now Insane." (her Cultists, before his card) come before it."""
    spoken = _late_answer_table("1")
    asked = [i for i, t in enumerate(spoken) if "was that Bob's hand" in t]
    assert asked, spoken
    assert "Alice is now Insane." in spoken[:asked[0]], spoken

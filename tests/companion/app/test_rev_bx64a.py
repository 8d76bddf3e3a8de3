"""Review of bx64a (fresh QA63 LOW-2: Cthulhu's "Sane or Insane effect?" not said twice in
a row). The live table's held result (``NextDeal._result_waits``) now says its lead alone,
"The round is over; its result waits for the answer to the question; key 1 repeats it.",
when the question is the last line given to the voice. On main the lead was said with the
question, in one line that went stale once the question closed; alone, it was given only
the lead's ``stale`` (the round's end undone), so queued behind the question (a real voice
says the question 5 s) and the question answered meanwhile, the voice said it after the
answer: "Bob: Insane effect." "Bob wins the game with Cthulhu! …" then "The round is over;
its result waits for the answer to the question; key 1 repeats it.", a false line (the
first test fails on bx64a, passes on main; the second pins the lead said once after the
question left open, as bx64a wants)."""
import json
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.narration.catalog import message
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_live_deal import _Camera, _frames
from .test_qa63_cthulhu_win_undone import LOG, _observation

QUESTION = "Bob: Sane or Insane effect?"
COMING = message("en", "app.round_result_waits_answer_coming")


def _voiced():
    """r3's live table (3 players, arkham, en) over a real voice held at its gate, the
    camera reading Bob's Cthulhu: ``(table, speaker, engine)``, the voice saying the
    question."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    clock = [0.0]  # the voice's: the question said 10 s when the answer comes (heard)
    voice = VoiceOut(speaker, catch_up=True, clock=lambda: clock[0])
    names = ("Alice", "Bob", "Carol")
    table = LiveTable(LiveOptions("arkham", "en", names, 0, "unused"),
                      TableSession(say=voice, record=lambda entry: None, lang="en"),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    for line in LOG.read_text().splitlines()[1:-1]:
        table.session.observe(_observation(json.loads(line)["obs"]))
    _frames(table, 30, (2, "cthulhu"))
    assert table.session.tracker.question is not None
    engine.say_until(QUESTION)
    clock[0] += 10.0
    return table, speaker, engine


@pytest.mark.parametrize("answer", ["1", "2"])
def test_the_held_result_s_lead_is_not_said_once_the_question_is_answered(answer):
    table, speaker, engine = _voiced()
    table._one_key("+")
    table._one_key(answer)
    assert table.session.tracker.question is None
    spoken = say_all(speaker, engine)
    assert COMING not in spoken, spoken[-4:]


def test_the_held_result_s_lead_is_said_after_the_question_left_open():
    table, speaker, engine = _voiced()
    spoken = say_all(speaker, engine)
    at = next(i for i, t in enumerate(spoken) if t.startswith(QUESTION))
    assert spoken[at + 1:] == [COMING], spoken


def test_the_cleared_table_does_not_say_the_question_just_said_again():
    """Review of bx64a, LOW (mended in session 65, rxf): the cleared table's reminder
    (NextDeal's call of TableSession.deal_waits, live_deal.py) asked with ``again`` true,
    so with the question the last line said (asked again by an undone answer) it was said
    twice in a row, the QA63 LOW-2 symptom by another path; the live loop's calls now
    pass ``again=False``: the lead alone. test_live's pinned "The next deal waits …
    Which card …" (QA25 F4) stands: "Gather all the cards …" came between, the question
    not the last line said, so it is still asked with the lead."""
    from .test_live_deal import _texts
    from .test_qa63_cthulhu_question_once import _cthulhu_read
    table, _ = _cthulhu_read("en")
    said = table.session.say.__self__
    for key in "+1--":
        table._one_key(key)
    assert _texts(said)[-1].startswith(QUESTION), _texts(said)[-3:]  # asked again
    n = len(said)
    _frames(table, 40)  # the table gathered, past CLEARED_FRAMES
    texts = _texts(said)[n:]
    assert texts == [COMING], texts

"""QA42 M4 and M3: ``play --resume`` of play's own log, its question open and cards read
from their stickers held behind it: the held plays the answer lets through still ask to
check them ("Check it."), as the live session would have; key 1 during the summary says
the question once."""
import queue

import pytest

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.said_for import SaidFor
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.session_log import resume_report
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.companion.app.test_live_setup import _Camera
from tests.companion.app.test_qa32_low import _ROUND_1, _say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for

# the QA42 tester's log (classic, 6 players, sticker-only deck), its first 8 lines: line 5
# (Eve's Urchin) opens "was that Eve's hand?"; lines 6-8 wait behind it
HELD = "\n".join([
    '{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham-classic","names":["Alice",'
    '"Bob","Carol","Dan","Eve","Fay"],"lang":"en","first":0,"options":{}}}}',
    '{"seq":2,"obs":{"kind":"card","seat":0,"cards":["the_boxer"]},"check":true}',
    '{"seq":3,"obs":{"kind":"card","seat":2,"cards":["investigators"]},"check":true}',
    '{"seq":4,"obs":{"kind":"card","seat":3,"cards":["investigators"]},"check":true}',
    '{"seq":5,"obs":{"kind":"card","seat":4,"cards":["the_urchin"]},"check":true}',
    '{"seq":6,"obs":{"kind":"card","seat":5,"cards":["the_sailor"]},"check":true}',
    '{"seq":7,"obs":{"kind":"card","seat":0,"cards":["the_entertainer"]},"check":true}',
    '{"seq":8,"obs":{"kind":"card","seat":1,"cards":["the_fed"]},"check":true}',
]) + "\n"


@pytest.fixture
def live_voice():
    """A live table's voice over a speaker whose engine says each sentence when the test
    opens its gate, as test_qa32_low's: ``(voice, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    yield VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                   clock=lambda: 0.0), engine  # still: no line heard by time at the gate (flk67b)
    speaker.close()


def _resumed_and_answered(tmp_path, text: str) -> list[str]:
    log = tmp_path / "play.jsonl"
    log.write_text(text)
    said = []
    session = TableSession(say=said.append, lang="en")
    session.resume(resume_report(log))
    assert session.tracker.question.seat == 4
    session.key(Command("answer", 2))  # plus 2: Eve is still in
    return [a.brief for a in said]


def test_qa42_m4_the_held_cards_a_resumed_answer_lets_through_still_ask_to_check_them(
        tmp_path):
    said = _resumed_and_answered(tmp_path, HELD)
    for line in ("Eve: The Urchin.", "Fay: The Sailor.", "Alice: The Entertainer.",
                 "Bob's hand, if Bob is out (not confirmed): The Fed."):  # hedge44
        assert f"{line} Check it." in said
    # a log without the marks: nothing to check (the camera read them from a code label)
    plain = _resumed_and_answered(tmp_path, HELD.replace(',"check":true', ""))
    assert "Eve: The Urchin." in plain and not any("Check it" in line for line in plain)


class _Line:
    """What the voice returned for a line: still to say (``waits``) or said."""

    def __init__(self, waits: bool):
        self.waits = waits

    def saying(self) -> bool:
        return self.waits


def test_qa42_m3_key_1_finds_the_summary_s_question_still_waiting_after_a_newer_saying():
    """QA42 M3: during a resume's summary, key 8's answer said the open question ("Until
    the open question is answered: …?") ahead of the summary's line still waiting; key 1
    then said the question alone, and the summary said it again right after. Key 1 asks
    for the newest saying the voice has still to say (the summary's, with its lead), which
    the voice then says once, in its place."""
    said_for, question = SaidFor(), object()
    said_for.asked(question, _Line(True), lead="Whose turn it is depends on …:")
    said_for.asked(question, _Line(False), lead="Until the open question is answered:")
    assert said_for.coming_lead(question) == "Whose turn it is depends on …:"
    said_for.asked(question, _Line(True), lead=None)  # key 1's own saying, waiting
    assert said_for.coming_lead(question) is None
    assert said_for.coming_lead(object()) is None  # another question


def _resumed_live(voice, lang: str = "en"):
    """QA32's rA1 log ("was that Bob's hand?" open) resumed as ``play`` says it (the
    live table's summary), its keys sifted: ``(table, session)``."""
    tracker = Tracker()
    tracker.apply(o.start("arkham", ["Alice", "Bob", "Carol"], lang, 0))
    for seat, key in _ROUND_1[:9]:  # … Bob's Deep One: was that Bob's hand?
        tracker.apply(o.card_seen(seat, key))
    session = TableSession(say=voice, tracker=tracker, lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob", "Carol"), 0, "unused"),
                      session, _Camera(), None, queue.Queue(), lambda c: False,
                      lambda line: None, speech=voice, resumed=True,
                      timer=lambda: 0.0)  # keys' waits: still (flk67b)
    table._say_summary(tracker.view())
    table._sift_early_keys()
    return table, session


@pytest.mark.parametrize("keys", ["8", "28", "834"])
def test_qa42_m3_keys_during_the_resume_s_summary_are_answered_after_it(live_voice, keys):
    """QA42 M3: keys 8, 3 and 4 pressed while "Game resumed from the log: round 1." was
    said were heard before the summary's "Whose turn it is depends on the answer …?",
    which came 40 s later, after key 1 had said the question alone; key 2's answer was
    never said. The summary comes first, then each key's answer, in the order pressed."""
    voice, engine = live_voice
    table, session = _resumed_live(voice)
    wait_for(lambda: engine.started)  # "Game resumed …" being said, the summary waits
    for key in keys:
        table.keys.put(key)
        table._keys()
    _say_all(voice, engine)
    spoken = engine.spoken
    assert spoken[0] == "Game resumed from the log: round 1."
    assert spoken[1].startswith("Whose turn it is depends"), spoken
    starts = {"8": "Table.", "2": "13 or ", "3": "Unseen", "4": "Mythos tokens"}
    answers = [next(i for i, line in enumerate(spoken) if line.startswith(starts[key]))
               for key in keys]
    assert answers == sorted(answers) and answers[0] == 2, spoken
    assert sum("was that Bob's hand" in line for line in spoken[:2]) == 1, spoken


def test_review_resume42_a_key_after_the_summary_does_not_drop_an_answer_pressed_during_it(
        live_voice):
    """The author's own run (R2): keys 2, 8, 3 pressed during the resume's summary, 4
    after it while key 8's answer was said: key 3's answer ("Unseen …", printed) was
    never said. keys.en.md: an answer waiting for the set-up line's end is never dropped
    by a newer key, which only cuts an answer being said."""
    voice, engine = live_voice
    table, session = _resumed_live(voice)
    wait_for(lambda: engine.started)  # "Game resumed …" being said, the summary waits
    for key in "83":
        table.keys.put(key)
        table._keys()
    engine.say_until("Table.")  # the summary said, key 8's answer being said
    table.keys.put("4")
    table._keys()
    _say_all(voice, engine)
    spoken = engine.spoken
    assert any(line.startswith("Mythos tokens") for line in spoken), spoken
    assert any(line.startswith("Unseen") for line in spoken), spoken


def test_review_resume42_an_answer_undone_and_given_again_still_asks_to_check(tmp_path):
    """Review of QA42 M4: plus 2, minus (the answer undone: the question asked again),
    plus 2 again: the held cards the second answer lets through were said without "Check
    it." (the undo emptied the owed checks)."""
    log = tmp_path / "play.jsonl"
    log.write_text(HELD)
    said = []
    session = TableSession(say=said.append, lang="en")
    session.resume(resume_report(log))
    session.key(Command("answer", 2))
    session.key(Command("undo"))
    assert session.tracker.question is not None
    again = len(said)
    session.key(Command("answer", 2))
    lines = [a.brief for a in said[again:]]
    for line in ("Eve: The Urchin.", "Fay: The Sailor.", "Alice: The Entertainer.",
                 "Bob's hand, if Bob is out (not confirmed): The Fed."):  # hedge44
        assert f"{line} Check it." in lines, lines

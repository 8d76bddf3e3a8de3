"""QA42 M1 at the live table (``TableSession.says_ahead``, set by ``companion play``): a
resumed session log whose question is open says the plays held behind it with the answer,
still asking to check them (QA42 M4): the log's replay says nothing ahead, as no one hears
it."""
import queue

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.session_log import resume_report
from tests.companion.app.test_live_setup import _Camera
from tests.companion.app.test_qa42_resume import HELD


def test_qa42_m1_a_resumed_log_says_the_plays_its_open_question_held_with_the_answer(
        tmp_path):
    log = tmp_path / "play.jsonl"
    log.write_text(HELD)
    said = []
    session = TableSession(say=said.append, lang="en", says_ahead=True)
    session.resume(resume_report(log))
    assert session.tracker.question.seat == 4
    session.key(Command("answer", 2))  # plus 2: Eve is still in
    text = [a.brief for a in said]
    for line in ("Eve: The Urchin.", "Fay: The Sailor.", "Alice: The Entertainer."):
        assert f"{line} Check it." in text, text


def test_qa42_m1_the_live_table_says_ahead_and_a_plain_session_does_not():
    session = TableSession(say=lambda a: None, lang="en")
    assert not session.says_ahead
    LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, "unused"), session, _Camera(),
              None, queue.Queue(), lambda c: False, lambda line: None)
    assert session.says_ahead

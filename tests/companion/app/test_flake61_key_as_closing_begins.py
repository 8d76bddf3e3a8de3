"""flake61 (session 61): test_keys38's plus 2, typed while the player heard Bob's question
that Alice's card had just closed, failed about 1 run in 15 under load ("condition not
reached": "The cards have settled the question …" never said). The card cuts the question
(:meth:`~companion.app.session.TableSession.observe`'s ``drop_stale``); the voice's thread
then begins the closing play's first line ("Bob: The Boxer.", before "No answer needed:
that was Bob's play."). When the live table came to plus after that, a few milliseconds
later on a busy machine, :meth:`~companion.app.said_question.SaidQuestion.closing_now`
took that line for the key's answer (fresh QA56 L1, review of qam57: a key during the
closing line adds nothing) and nothing was said. Since 46090cf1 (review of qam57, session
57) put that check in plus's path; u61 and m61 did not change it (31a0ee06 fails these tests
alike). A line begun less than ``EARLY_S`` (0.6 s) ago was not heard when the key was typed:
the key is for the question, told at once; QA56 L1's keys came 0.8 and 1.6 s in.

Deterministic: the voice's clock stands still (or is moved by the test), and the tests wait
until the voice's thread has begun the closing play's line, the order that failed."""
import pytest

from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_keys37 import CLOSING_COMING
from tests.companion.app.test_keys38 import _bob_s_question_being_said
from tests.companion.app.test_qa30m import _keys
from tests.companion.app.test_qa56_key_during_closing import CASES, _closing
from tests.companion.app.test_speech_order import said_first, say_all
from tests.voice.conftest import wait_for

#: the closing play's first line, the Entertainer's news ("No answer needed" after it)
BOXER = "Bob: The Boxer."


def _closing_play_begun(now):
    """test_keys38's table, Alice's Entertainer read while Bob's question is said: the
    question cut, the voice's thread saying :data:`BOXER` (at its gate). ``now``: the
    voice's clock (a one-item list, seconds)."""
    table, s, speaker, engine, question = _bob_s_question_being_said(clock=lambda: now[0])
    s.observe(o.card_seen(0, "the_entertainer"))
    wait_for(lambda: question in engine.cancelled)
    engine.say_until(BOXER)  # opens no gate: the question was cut, not said
    return table, s, speaker, engine, question


def test_plus_typed_as_the_closing_play_s_line_begins_is_told_the_question_is_settled():
    now = [0.0]
    table, s, speaker, engine, question = _closing_play_begun(now)
    _keys(table, "+2")
    said_first(engine, CLOSING_COMING)
    spoken = say_all(speaker, engine)
    assert "No question is open." not in spoken and spoken.count(CLOSING_COMING) == 1, spoken
    at = spoken.index(CLOSING_COMING)  # the line it cut said again whole, then the news
    assert spoken[at + 1:at + 3] == [BOXER, "No answer needed: that was Bob's play."], spoken
    assert spoken.count(BOXER) == 1 and question not in spoken, spoken


def test_plus_typed_once_the_closing_play_s_line_was_heard_a_moment_adds_nothing():
    """0.7 s into that line (QA56 L1's own case, 0.8 s): the line is plus's answer."""
    now = [0.0]
    table, s, speaker, engine, question = _closing_play_begun(now)
    now[0] += 0.7
    n = len(s.transcript)
    _keys(table, "+2")
    assert [a.brief for a in s.transcript[n:]] == []
    spoken = say_all(speaker, engine)
    assert BOXER not in engine.cancelled and CLOSING_COMING not in spoken, spoken
    assert spoken.count(BOXER) == 1 and "No answer needed: that was Bob's play." in spoken


@pytest.mark.parametrize("into", [0.0, 0.3])
def test_a_key_as_the_settling_line_begins_says_the_lines_to_come_not_as_just_said(into):
    """QA56 L1's effect question, plus 1 typed as "The cards tell it: Bob's R'lyeh, Sane
    effect. No answer needed." begins: told at once that the lines to come say how, that
    line cut and said whole after it; not "…, as just said." before it (the line begun,
    cut a moment in, is still to come)."""
    now = [0.0]
    s, speaker, engine = _closing("effect", now)
    now[0] += into
    s.key(Command("answer", 1))
    spoken = say_all(speaker, engine)
    settled = CASES["effect"][2]
    coming = ("The cards have settled the question about R'lyeh in Bob's zone already: "
              "the lines to come say how.")
    assert spoken[-3:] == [coming, settled, CASES["effect"][3][1]], spoken
    assert not any(t.endswith("as just said.") for t in spoken), spoken

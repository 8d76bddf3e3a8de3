"""Fresh QA63 HIGH-1, retracted by the tester (run r1: 3 players, arkham-classic, tilted,
demo seed 463): after round 3's end and "Round 4. Carol starts." in said.log, a late "+1",
then key 8 "Table. Alice is out; Bob is out; Carol is in, Insane." + "1 update not said
yet." (in round 4 everyone is in), key 5 "No turn in progress." + "1 update not said yet.",
and 20 s later key 5 "It is Carol's turn."

Diagnosis (session 63, hi63): no fault. said.log is the app's stdout, written when a line
is queued, not when heard; the stand-in espeak-ng's log (r1/espeak.log) has "Carol wins the
round and has 1 Insane." begun at 22:03:52.4, key 8 pressed 1 s into it, and the deal's
lines ("Set the Stowaway Eggs aside…", "Shuffle…", "Round 4. Carol starts.") said only at
22:04:09-27, after the keys' answers, which go ahead of the news (docs/keys.en.md, key 8
and key 5: the game as heard; a round's end begun is said to its end, then the answer tells
that round; the news not said yet counted). The late "+1" came 2.1 s into "Bob is out, with
the Stowaway.", the line telling that the deal settled the question (Bob out, Carol alone
in): that line is its answer, nothing cut or added (``SaidQuestion.closing_now``, fresh
QA56 L1), and nothing was logged. `companion replay` of r1 (voice heard at once) says
"Table. Everyone is in." and "It is Carol's turn." right after the deal.

These tests pin that: the keys as typed in r1, with the voice as heard there, and a late
answer after the deal refused plainly, changing nothing. The log is r1's session log up to
round 4's deal (tests/companion/qa63_r1_round3_end.jsonl; its 33rd input is Bob's
Stowaway, "was that Bob's hand, so Bob is out?", the 34th the deal)."""
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.session_log import logged_with_marks
from tests.companion.app.test_session import press
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

LOG = Path(__file__).parent.parent / "qa63_r1_round3_end.jsonl"

#: what the deal's input says, in order (the dealing steps are the live table's lines)
DEAL_NEWS = ["Bob is out, with the Stowaway.", "No answer needed.",
             "Carol wins the round and has 1 Insane.", "Round 4. Carol starts."]


class _Round3Heard:
    """r1's session up to Bob's Stowaway and its question, all heard; the deal then read,
    its news still to say. The voice says a line only when the test lets it go; its clock
    (``now``, seconds) moves by hand, so how long a line was heard is the test's."""

    def __init__(self) -> None:
        self.logged = [obs for obs, _ in logged_with_marks(LOG)]
        self.engine = ScriptedBackend("engine", mode="gate")
        self.speaker = gated_speaker(self.engine)
        self.now = 0.0
        self.recorded = []
        self.session = TableSession(say=VoiceOut(self.speaker, catch_up=True,
                                                 clock=lambda: self.now),
                                    record=self.recorded.append)
        for obs in self.logged[:33]:
            self.session.observe(obs)
        hear_all(self.speaker, self.engine)
        assert self.engine.spoken[-1].startswith("The Stowaway in Bob's discard zone: was "
                                                 "that Bob's hand, so Bob is out?")
        self.engine.spoken.clear()
        self.session.observe(self.logged[33])  # the deal: its news not said yet
        self.history = len(self.session.tracker.history)
        self.told = len(self.recorded)

    def hearing(self, start: str, seconds: float) -> None:
        """Let the voice go until it says the line beginning with ``start``, heard for
        ``seconds``."""
        self.engine.say_until(start)
        self.now += seconds

    def key(self, keys: str) -> None:
        """Type ``keys`` as the live table answers them: at once."""
        with self.session.answering():
            press(self.session, keys)

    def all_said(self) -> list[str]:
        """Let the voice say all it has; what it said since the last call."""
        hear_all(self.speaker, self.engine)
        self.now += 30.0
        spoken = list(self.engine.spoken)
        self.engine.spoken.clear()
        return spoken

    def unchanged(self) -> None:
        """Nothing was taken since the deal: no input logged or applied, no question."""
        assert self.recorded[self.told:] == []
        assert len(self.session.tracker.history) == self.history
        assert self.session.tracker.question is None

    def close(self) -> None:
        self.speaker.close()


@pytest.fixture
def r1():
    table = _Round3Heard()
    yield table
    table.close()


def test_qa63_r1_keys_tell_the_round_heard_then_the_next_round_once_heard(r1):
    r1.hearing("Bob is out, with the Stowaway.", 2.1)
    r1.key("+1")  # late: the line being said tells the answer
    r1.hearing("Carol wins the round", 1.0)
    r1.key("8")
    r1.hearing("1 update not said yet.", 1.0)
    r1.key("5")
    assert r1.all_said() == [
        *DEAL_NEWS[:3], "Table. Alice is out; Bob is out; Carol is in, Insane.",
        "No turn in progress.", "1 update not said yet.", DEAL_NEWS[3]]
    assert r1.engine.cancelled == ["1 update not said yet."]  # by key 5, said in its answer
    r1.unchanged()
    r1.key("8")
    r1.key("5")
    assert r1.all_said() == ["It is Carol's turn."]  # the newest key's answer, in full
    r1.key("8")
    assert r1.all_said() == ["Table. Everyone is in."]


@pytest.mark.parametrize("start,seconds,said", [
    # as r1: 2.1 s into the line that tells the cards' answer, that line answers it
    ("Bob is out, with the Stowaway.", 2.1, DEAL_NEWS),
    # sooner: typed as the question was heard; the settled line cut by the refusal, again
    ("Bob is out, with the Stowaway.", 0.3, [
        "The cards have settled the question about the Stowaway in Bob's zone already: the "
        "lines to come say how.", *DEAL_NEWS]),
    # the answer heard, the round's end being said: refused, the line said again whole
    ("Carol wins the round", 1.0, [*DEAL_NEWS[:2], "No question is open.", *DEAL_NEWS[2:]]),
    # the next round's start being said
    ("Round 4. Carol starts.", 0.5, [*DEAL_NEWS[:3], "No question is open.", DEAL_NEWS[3]]),
])
def test_qa63_a_late_answer_to_the_question_the_deal_settled_changes_nothing(
        r1, start, seconds, said):
    r1.hearing(start, seconds)
    r1.key("+1")
    assert r1.all_said() == said
    r1.unchanged()
    r1.key("+1")  # after the deal, all heard
    assert r1.all_said() == ["No question is open."]
    r1.unchanged()
    r1.key("8")
    assert r1.all_said() == ["Table. Everyone is in."]

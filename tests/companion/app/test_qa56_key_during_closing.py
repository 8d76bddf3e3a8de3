"""Fresh QA56 LOW L1 (run E, 2 players, arkham, en): a plus 1-3 s after the cards settled
the question the player heard made 3-4 lines of chatter:

* 03:55:28-33: "Bob: Sane or Insane effect? …" heard, then "The cards tell it: Bob's
  R'lyeh, Sane effect. No answer needed." being said, plus 1 (1.6 s in): "No question is
  open." cut it, and "Again: The cards tell it: …" followed;
* 03:52:36-48: "R'lyeh in Alice's discard zone: was that Alice's hand…?" heard, then
  "Alice is out, with R'lyeh." being said, plus 1 (0.8 s in): "The cards have settled the
  question about R'lyeh in Alice's zone already: the lines to come say how." cut it,
  then "Again: Alice is out, with R'lyeh." and "No answer needed.".

The line being said is the answer the key asks for: a key for that question (plus, key 1)
while the voice says a line telling that the cards closed it (the settling line, or the
line of the same input right before it) cuts nothing and adds nothing; the closing is
heard once, whole (:meth:`~companion.app.question_keys.QuestionKeys.closing_heard_now`).
The tracker's inputs are the tester's session log (``tests/companion/qa56_e_rlyeh.jsonl``,
lines 1-40); the voice is the gated fake engine with a test clock (no real time)."""
from pathlib import Path

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.session_log_lines import read_log
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for

LOG = Path(__file__).parent.parent / "qa56_e_rlyeh.jsonl"
#: ``(log lines up to the question, the settling card's line, the closing line the key
#: comes during, the lines its input says)``: the effect question (03:55), Alice's R'lyeh
#: question (03:52)
CASES = {
    "effect": (39, 40, "The cards tell it: Bob's R'lyeh, Sane effect. No answer needed.",
               ["The cards tell it: Bob's R'lyeh, Sane effect. No answer needed.",
                "Bob's R'lyeh: the Tommy Gun, from the deck into Bob's zone."]),
    "out": (13, 14, "Alice is out, with R'lyeh.",
            ["Alice is out, with R'lyeh.", "No answer needed.",
             "Bob wins the round and has 1 Sane.", "Round 2. Bob starts."]),
}


def _closing(case, now):
    """The run's table up to the question of ``case`` (:data:`CASES`), heard; then the
    card that settles it: the voice is saying its closing line. ``now``: the voice's clock
    (a one-item list, seconds). ``(session, speaker, engine)``."""
    asked_at, settled_at, closing, lines = CASES[case]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: now[0]))
    s.says_ahead = True  # the live table's (companion.app.live)
    observations, errors = read_log(LOG)
    assert not errors
    for obs in observations[:asked_at]:
        s.observe(obs)
    question = s.transcript[-1].brief
    assert s.tracker.question is not None and question.endswith(
        "Answer with plus and the number.")
    engine.say_until(question)
    now[0] += 6.0  # heard whole
    n = len(s.transcript)
    s.observe(observations[settled_at - 1])
    assert s.tracker.question is None
    assert [a.brief for a in s.transcript[n:]] == lines
    engine.say_until(closing)
    return s, speaker, engine


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("key", [Command("answer", 1), Command("question")])
@pytest.mark.parametrize("into", [0.7, 1.6])
def test_a_key_while_the_closing_line_is_said_cuts_it_not_and_adds_nothing(case, key, into):
    now = [0.0]
    s, speaker, engine = _closing(case, now)
    now[0] += into  # 1.6: heard (HEARD_AFTER_S); 0.7: not yet
    n = len(s.transcript)
    s.key(key)
    assert [a.brief for a in s.transcript[n:]] == []
    spoken = say_all(speaker, engine)
    closing, lines = CASES[case][2], CASES[case][3]
    assert not set(lines) & set(engine.cancelled), engine.cancelled  # none cut
    assert spoken[-len(lines):] == lines, spoken  # each once, whole, in order
    assert spoken.count(closing) == 1


def test_a_key_after_the_closing_line_was_heard_whole_says_no_question_once():
    """Once the closing is over (heard whole), the key is answered as before: one line."""
    now = [0.0]
    s, speaker, engine = _closing("effect", now)
    engine.gate.set()
    wait_for(lambda: CASES["effect"][2] in engine.spoken)
    # the voice has noted its end: it begins the next line (flk68: the engine lists a
    # line said before the speaker marks it said; a loaded machine pressed the key in
    # between, the closing still being said: "The cards have settled the question …")
    engine.say_until(CASES["effect"][3][1])
    wait_for(lambda: not s.said_for.closing_now())
    n = len(s.transcript)
    s.key(Command("answer", 1))
    assert [a.brief for a in s.transcript[n:]] == ["No question is open."]
    spoken = say_all(speaker, engine)
    assert spoken.count(CASES["effect"][2]) == 1, spoken


def test_plus_during_the_closing_line_never_answers_the_newer_question_unheard():
    """The card that settled the question heard opened another one, still unheard (QA35's
    table: Ann's R'lyeh's "Sane or Insane effect?" heard, Cy's Urchin settles it and asks
    "The Urchin in Cy's discard zone: was that Cy's hand…?"): plus 1 typed 1.6 s into "The
    cards tell it: …" answered that newer question (main: "Cy is out, with The Urchin.").
    It is the closing line's: nothing is taken, the newer question is asked in turn."""
    from companion.tracker import observations as o
    from tests.companion.app.test_speech_order import behind
    now = [0.0]
    s, speaker, engine = behind(clock=lambda: now[0])
    for seat, key in ((0, "nightgaunt"), (1, "the_sailor"), (2, "the_fed"),
                      (0, "the_musician"), (0, "rlyeh"), (1, "the_boxer")):
        s.observe(o.card_seen(seat, key))
    engine.say_until(s.transcript[-1].brief)  # "Ann: Sane or Insane effect? …"
    now[0] += 6.0
    s.observe(o.card_seen(2, "the_urchin"))
    newer = s.tracker.question
    assert newer is not None and newer.seat == 2
    settled = "The cards tell it: Ann's R'lyeh, Insane effect. No answer needed."
    engine.say_until(settled)
    now[0] += 1.6
    n = len(s.transcript)
    s.key(Command("answer", 1))
    assert [a.brief for a in s.transcript[n:]] == []
    assert s.tracker.question is newer and len(s.tracker.history) and \
        s.tracker.history[-1][0].kind == "card"
    spoken = say_all(speaker, engine)
    assert settled not in engine.cancelled and spoken.count(settled) == 1, spoken
    assert spoken[-1].startswith("The Urchin in Cy's discard zone"), spoken

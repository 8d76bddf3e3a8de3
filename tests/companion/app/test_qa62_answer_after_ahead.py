"""Fresh QA62 MEDIUM-4 (run E p1, 5 players, arkham, en, seed 433; run F p2, 6 players,
original, fr, seed 434): an answer typed at once is said after later plays.

E p1 19:32:23.8 "The Boxer in Carol's discard zone: was that Carol's hand, so Carol is
out?", "+1" at :25.3 (the question being said, the plays read since still to say); then
"Dan: The Dilettante." "Dan is out, with the Tommy Gun." "Eve: Randall Tillinghast." "Eve
is now Insane." and only at :32.6 "Carol is out, with The Boxer." (truth: out in Bob's
turn, before Dan plays). F p2: "+2" for Bob's Trapezohedron 1.5 s after its question; key 8
3 s later still said "Bob a peut-être quitté la manche (non confirmé)" (the table as heard:
the answer's line waited behind Carol's lines), "Bob reste en jeu." 21 s after the "+2".

Diagnosis (session 62, qm62): the live table says ahead the plays every account agrees on
while the question is open (``Tracker.says_ahead``, QA42 M1): Dan's and Eve's lines. The
answer's news went right after its question, ahead of those lines, only when every
account held back news of the question's seat alone (fresh QA58 HIGH-3). Here both
accounts also hold back Alice's turn cue (``turn_started`` seat 0, "Alice.", the turn
after Eve's, behind the events the accounts disagree on: Carol's play or her knock-out),
so the answer brought every line waiting (``SaidFor.news_waiting``) and "Carol is out,
with The Boxer." was queued after Dan's and Eve's lines. Mended (session 63, m463): the
answer's news is split (:func:`companion.app.answer_place.answer_seat`): its question
seat's events right after the question, from its first event of another seat on (the
next turn's cue) after the lines said ahead (``TableSession._brings_rest``).

The log is run E p1's up to Eve's Randall Tillinghast (tests/companion/qa62_e1_round1.jsonl:
Bob's "+2" is its 6th input)."""
from pathlib import Path

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.session_log import logged_with_marks
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

LOG = Path(__file__).parent.parent / "qa62_e1_round1.jsonl"


def test_the_answer_typed_at_once_is_said_before_the_plays_said_ahead_of_it():
    logged = [obs for obs, _ in logged_with_marks(LOG)]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    now = [0.0]  # the voice's clock (s), moved by hand
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: now[0]))
    s.says_ahead = True  # as the live table (LiveTable sets it)
    try:
        for obs in logged[:5]:  # up to Dan's Dilettante, Bob's question open
            s.observe(obs)
        hear_all(speaker, engine)
        engine.spoken.clear()
        with s.answering():
            s.key(Command("answer", 2))  # Bob played the Deep One
        s.observe(logged[6])  # Dan's Tommy Gun
        s.observe(logged[7])  # Eve's Randall Tillinghast
        engine.say_until("The Boxer in Carol's")  # its question being said
        assert engine.spoken == ["Bob: the Deep One.", "Bob is now Insane."]
        engine.spoken.clear()
        now[0] += 1.5  # as in run E p1: its answers heard (said_question.options_unheard)
        with s.answering():
            s.key(Command("answer", 1))  # Carol's hand: out
        hear_all(speaker, engine)
    finally:
        speaker.close()
    # main: Dan's and Eve's four lines first, then "Carol is out, with The Boxer."
    assert engine.spoken == ["Carol is out, with The Boxer.", "Dan: The Dilettante.",
                             "Dan is out, with the Tommy Gun.", "Eve: Randall Tillinghast.",
                             "Eve is now Insane.", "Alice."], engine.spoken

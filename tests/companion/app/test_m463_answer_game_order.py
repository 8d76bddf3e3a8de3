"""The voice says the game in the game's order (session 63, fresh QA62 MEDIUM-4): an
answer's news of the question's seat right after the question, ahead of the later plays
the live table said ahead while it stood; what the answer also lets through for later
turns (the next turn's cue) after them (:func:`companion.app.answer_place.answer_seat`).
And an answer typed once those plays were heard: its news simply comes now.

Run F p2 (6 players, original edition, French, seed 434): "Zone de défausse de Bob : le
Trapezohedron Brillant. Était-ce la main de Bob… ?" at 19:43:18.9, "+2" at :20.4, 1.5 s
into it; the voice then said "Carol : la Grande Race de Yith." and "Carol quitte la
manche…" first, key 8 at :23.6 told "Bob a peut-être quitté la manche (non confirmé)", and
"Bob reste en jeu." came at :41.0, 21 s after the "+2". Its log, up to Eve's Cats of
Ulthar, is tests/companion/qa62_f2_round1.jsonl ("+2" is its 6th input, after Carol's two
cards); run E p1's is qa62_e1_round1.jsonl (test_qa62_answer_after_ahead)."""
from pathlib import Path

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.session_log import logged_with_marks
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

HERE = Path(__file__).parent.parent
QUESTION_F = "Zone de défausse de Bob : le Trapezohedron Brillant."
BOB_NEWS = ["Bob reste en jeu.", "Le jeu de Bob, pas sa main : le Trapezohedron Brillant.",
            "Bob sombre dans la folie."]


def _live(log: str):
    """``(inputs, session, speaker, engine, clock)``: the log's inputs, and a live
    table's session (it says ahead) whose gated voice's clock (s) the test moves."""
    logged = [obs for obs, _ in logged_with_marks(HERE / log)]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    now = [0.0]
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: now[0]))
    s.says_ahead = True  # as the live table (LiveTable sets it)
    return logged, s, speaker, engine, now


def e1_asked(logged: list, s, speaker, engine) -> None:
    """Run E p1's log (``logged``) given to ``s``, a :func:`_live` session: the plays up to
    Dan's Dilettante heard, "+2" for Bob's Deep One, Dan's Tommy Gun and Eve's Randall
    Tillinghast read: Carol's question ("The Boxer in Carol's discard zone…?") and those
    plays, said ahead of it, wait."""
    for obs in logged[:5]:  # up to Dan's Dilettante, Bob's question open
        s.observe(obs)
    hear_all(speaker, engine)
    with s.answering():
        s.key(Command("answer", 2))  # Bob played the Deep One
    s.observe(logged[6])  # Dan's Tommy Gun
    s.observe(logged[7])  # Eve's Randall Tillinghast


def test_six_players_plus_2_during_the_question_is_said_before_carol_s_play():
    logged, s, speaker, engine, now = _live("qa62_f2_round1.jsonl")
    try:
        for obs in logged[:2]:  # the start, Alice's Investigators: heard
            s.observe(obs)
        hear_all(speaker, engine)
        engine.spoken.clear()
        for obs in logged[2:5]:  # Bob's Trapezohedron (the question), Carol's 2 cards
            s.observe(obs)
        engine.say_until(QUESTION_F)
        now[0] += 1.5  # as in run F p2: 1.5 s into the question
        with s.answering():
            s.key(Command("answer", 2))  # Bob still in
        for obs in logged[6:9]:  # Dan's Investigators, Eve's Hound and Cats
            s.observe(obs)
        engine.say_until("Carol : la Grande Race")
        s.key(Command("table"))  # key 8 during Carol's play, as in run F p2
        spoken = say_all(speaker, engine)
    finally:
        speaker.close()
    # main of session 62: Carol's two lines first, key 8 "Bob a peut-être quitté la
    # manche (non confirmé)", Bob's news after them
    assert spoken[:4] == [*BOB_NEWS, "Carol : la Grande Race de Yith."], spoken
    table = next(line for line in spoken if line.startswith("Table."))
    assert "Bob est en lice, en proie à la folie" in table, spoken
    assert "Bob a peut-être" not in table, spoken
    assert spoken[-5:] == ["Carol quitte la manche ; sa main : l'Hydromel Doré.",
                           "Dan : les Investigateurs.", "Eve : les Chiens de Tindalos.",
                           "Eve quitte la manche ; sa main : les Chats d'Ulthar.",
                           "À Fay."], spoken
    assert all(spoken.count(line) == 1 for line in BOB_NEWS), spoken


def test_an_answer_typed_after_the_plays_said_ahead_were_heard_is_said_now():
    """Run E p1's question ("The Boxer in Carol's discard zone: was that Carol's hand…?"),
    answered only once Dan's and Eve's plays, said ahead of it, were heard: nothing is
    left to go ahead of; "Carol is out, with The Boxer." comes at once, then "Alice."
    (the turn after Eve's)."""
    logged, s, speaker, engine, now = _live("qa62_e1_round1.jsonl")
    try:
        e1_asked(logged, s, speaker, engine)
        now[0] += 20.0
        hear_all(speaker, engine)  # the question and the 4 lines after it heard
        assert engine.spoken[-4:] == ["Dan: The Dilettante.", "Dan is out, with the Tommy Gun.",
                                      "Eve: Randall Tillinghast.", "Eve is now Insane."]
        engine.spoken.clear()
        with s.answering():
            s.key(Command("answer", 1))  # Carol's hand: out
        spoken = say_all(speaker, engine)
    finally:
        speaker.close()
    assert spoken == ["Carol is out, with The Boxer.", "Alice."], spoken

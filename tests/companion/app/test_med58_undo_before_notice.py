"""Fresh QA57 MEDIUM-2 (run B, fr, 2 players): minus twice 1 s into "Bob : le Profond.",
the round's first play, and the undo's question came 13 s later, after the 2-player notice
"4 of the 5 face-up cards were read: …" (said for the same input, after its play line).
docs/keys.en.md ("Good to know"): a key that acts on the table says what the voice has still
to say of its card first, then its answer, at once; that notice is the camera's prompt, no
line of the card: the question goes ahead of it, and the notice follows, in its place."""
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_speech_order import said_first, say_all
from .test_state_as_heard import hear_all

READ = ("investigators_original", "elder_sign", "randolph_carter", "cats_of_ulthar")


def _bob_first_play_being_said(lang="en"):
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.face_up_notice = True
    s.observe(o.start("original", ["Alice", "Bob"], lang, 1))
    for key in READ:
        s.observe(o.face_up(key))
    hear_all(speaker, engine)
    engine.spoken.clear()
    s.observe(o.card_seen(1, "deep_ones"))
    return s, speaker, engine


def test_med58_the_undo_question_comes_before_the_face_up_notice():
    s, speaker, engine = _bob_first_play_being_said()
    said_first(engine, "Bob: the Deep Ones.")
    s.key(Command("undo"))
    s.key(Command("undo"))
    spoken = say_all(speaker, engine)
    # on main: the play line, the notice (13 s in French), then the question; now the
    # question at once, the play line it cut going on after it (keys.en.md), then the notice
    assert spoken[:2] == ["Undo the Deep Ones in Bob's zone? Press minus twice to confirm.",
                          "Bob: the Deep Ones."], spoken
    assert spoken[2].startswith("4 of the 5 face-up cards were read"), spoken

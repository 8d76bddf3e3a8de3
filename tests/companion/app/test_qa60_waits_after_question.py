"""Fresh QA60 LOW (r1, 13:48:11 / 13:48:16): "A card in Alice's zone waits for the answer
to the question; key 1 repeats it." was said 5 s before the question itself ("Which card
in Alice's zone: the Tommy Gun or R'lyeh? …"). Enter and 0 asked that question as the
key's answer, and the card the camera held then, told within the same key's answer, went
ahead of it (replay of r1 with ``\\n0`` at frame 197 tells them in the right order: the
voice reordered them). The line follows the question while the voice has still to say it."""
from types import SimpleNamespace

import pytest

from companion.app.keys import Command
from companion.app.live_cards import CameraCards
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.cards import card
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for

FACE_UP = ("stowaway", "investigators", "investigators", "the_dilettante", "the_boxer")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_held_by_enter_s_question_is_said_after_the_question(lang):
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0), lang=lang)
    s.observe(o.start("arkham", ["Alice", "Bob"], lang, 0))
    for key in FACE_UP:
        s.observe(o.face_up(key))
    hear_all(speaker, engine)
    engine.spoken.clear()
    cue = message(lang, "app.prefix_enter")
    with s.answering():  # Enter: "Card played: which rank?" being said
        s.tell("app.prefix_enter")
    wait_for(lambda: engine.started and engine.started[-1] == cue)
    s.key(Command("enter", 0))  # rank 0: "Which card in Alice's zone: …?"
    assert s.tracker.question is not None and s.tracker.question.value == "card"
    with s.answering():  # a card the camera held, released by that key
        CameraCards._held_by_question(SimpleNamespace(session=s, waits_said=None), 1)
    spoken = say_all(speaker, engine)
    waits = spoken.index(message(lang, "app.card_waits_answer", player="Bob"))
    gun = card("tommy_gun").name(lang)
    asked = next(i for i, t in enumerate(spoken) if gun in t and "?" in t)
    assert asked < waits, spoken  # main: the waits line first

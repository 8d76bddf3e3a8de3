"""A question the next card closes after the voice took it from its queue, but before its
audio began (the engine's start: espeak-ng's synthesis), is cut then, as one begun is
(QA37 en21_u): never said whole after the card that made it moot. Found by flaky49: under
load, test_qa41_as_heard_guess's key-3 test heard "was that Bob's hand?" begin after the
Boxer had settled it."""
import threading

from companion.tracker import observations as o
from tests.companion.app.test_qa41_deck_depends import BOB_ZONE, DEEP_ONE, FACE_UP, NAMES, PLAYS
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import heard_up_to
from tests.voice.conftest import TIMEOUT, wait_for

QUESTION = "The Investigators in Bob's discard zone: was that Bob's hand"


def test_a_question_closed_before_its_audio_began_is_not_said():
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, DEEP_ONE, names=NAMES)
    taken, audio = threading.Event(), threading.Event()
    speak = engine.speak

    def slow_to_begin(request, cancel, on_begin):  # the engine's start, held by the test
        if request.text.startswith(QUESTION):
            taken.set()
            audio.wait(TIMEOUT)
        return speak(request, cancel, on_begin)
    engine.speak = slow_to_begin
    s.observe(BOB_ZONE)
    wait_for(taken.is_set)  # the voice took the question; its audio has not begun
    s.observe(o.card_seen(1, "the_boxer"))  # Bob passed: the question is moot
    audio.set()
    spoken = say_all(speaker, engine)
    assert not any(t.startswith(QUESTION) for t in spoken), spoken
    assert spoken[:2] == ["Bob: Sanity check, 1 card.", "The Investigators."], spoken

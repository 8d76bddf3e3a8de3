"""QA48 r4 05:47:17 and QA48b r4 07:19:00: "The Sailor in Alice's discard zone: was that
Alice's hand?" open, Bob's Sanity check was said ahead of the answer with both accounts'
deck counts, "Bob fails. 17 or 18 cards left: the answer tells."; the voice was behind,
and that line was heard after the player's plus 1 had told it (18). A line waiting to be
said gives the count the table knows when its turn comes; said while the question is
open, both counts still.

The table: QA44 t3's round (:data:`~tests.companion.app.test_rev_count44.ROUND`: Carol's
Fed asks "was that Carol's hand?"; Alice's check, The Boxer, passes, said ahead: 16 cards
left if Carol played the Fed, 17 if it was her hand), with the live table's voice, behind."""

import pytest

from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_rev_count44 import PASSES, ROUND
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker
from voice import VoiceSettings

#: Alice's check's line once Carol's answer (still in: she played the Fed, and drew) is given
TOLD = {"en": "Alice passes. 16 cards left.", "fr": "Alice réussit. Il reste 16 cartes.",
        "es": "Alice supera la prueba. Quedan 16 cartas."}


def _behind(lang, *answers):
    """The round's first two plays heard; the rest read, their lines waiting (the check's
    said ahead of the question); then ``answers`` (Carol's answer, an undo) before the
    voice says them: what the voice says from then on."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, settings=VoiceSettings(language=lang))
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0), lang=lang,
                     says_ahead=True)  # as the live table sets it
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], lang, 0))
    for seat, key in ROUND[:2]:
        s.observe(o.card_seen(seat, key))
    hear_all(speaker, engine)
    engine.spoken.clear()
    for seat, key in ROUND[2:]:
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None and s.tracker.question.seat == 2
    for answer in answers:
        s.observe(answer)
    return say_all(speaker, engine)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_count_said_ahead_of_the_answer_is_the_one_it_told_once_given(lang):
    spoken = _behind(lang, o.still_in(2))
    assert TOLD[lang] in spoken, spoken
    assert not any(PASSES[lang][1] in line for line in spoken), spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_count_said_while_the_question_is_open_says_both(lang):
    result, counts = PASSES[lang]
    assert f"{result} {counts}" in _behind(lang)

"""QA43 L4: "Bob: The Urchin." (39.47), then plus, "The news not said yet settles the open
question." (40.80): the play that settled the question was already being heard, so the
line seemed untrue. It says now that the cards settled the question and that the lines to
come say how ("No answer needed: that was Bob's play." waits unsaid), true as heard
whichever of that news has begun (app.po ``app.question_closed_coming``). Since fresh
QA56 L1, plus pressed while the settling play itself is being said (the line right before
the closing, in the input that closed it) says nothing and cuts nothing: that play and
the closing after it answer it."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from tests.companion.app.test_qa31 import CLOSING_COMING, _settled_by_the_camera
from tests.companion.app.test_speech_order import say_all

WORDS = {"en": "The cards have settled that question already: the lines to come say how.",
         "fr": "Les cartes ont déjà réglé cette question : la suite dit comment.",
         "es": "Las cartas ya han resuelto esa pregunta: lo que sigue dice cómo."}


def test_qa43_l4_plus_while_the_settling_play_is_heard_is_answered_by_it():
    """Fresh QA56 L1 (run E 03:52:39-48): the line said right before the closing, in the
    input that closed the question, is being said: plus is answered by it and by the
    closing that follows; nothing is cut or added (it was "The cards have settled … the
    lines to come say how.", the play cut, then said again: 3 lines for one)."""
    now = [0.0]
    s, speaker, engine, closing = _settled_by_the_camera(clock=lambda: now[0])
    engine.say_until("Bob: the Deep One.")  # the play that settles it, being heard:
    now[0] += 0.8  # 0.8 s in, as run E (sooner, plus was for the question: flake61)
    n = len(s.transcript)
    s.key(Command("answer", 1))
    assert [a.brief for a in s.transcript[n:]] == []
    spoken = say_all(speaker, engine)
    assert "Bob: the Deep One." not in engine.cancelled, engine.cancelled
    at = spoken.index("Bob: the Deep One.")
    assert spoken[at + 1] == closing and spoken.count(closing) == 1, spoken
    assert not any("not said yet" in t or t == CLOSING_COMING for t in spoken), spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_l4_the_settled_question_line_in_each_language(lang):
    assert message(lang, "app.question_closed_coming") == WORDS[lang]

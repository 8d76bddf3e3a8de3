"""QA43 L4: "Bob: The Urchin." (39.47), then plus, "The news not said yet settles the open
question." (40.80): the play that settled the question was already being heard, so the
line seemed untrue. It says now that the cards settled the question and that the lines to
come say how ("No answer needed: that was Bob's play." waits unsaid), true as heard
whichever of that news has begun (app.po ``app.question_closed_coming``)."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from tests.companion.app.test_qa31 import CLOSING_COMING, _settled_by_the_camera
from tests.companion.app.test_speech_order import say_all

WORDS = {"en": "The cards have settled that question already: the lines to come say how.",
         "fr": "Les cartes ont déjà réglé cette question : la suite dit comment.",
         "es": "Las cartas ya han resuelto esa pregunta: lo que sigue dice cómo."}


def test_qa43_l4_plus_while_the_settling_play_is_heard_says_the_cards_settled_it():
    from tests.companion.app.test_speech_order import said_first
    s, speaker, engine, closing = _settled_by_the_camera()
    engine.say_until("Bob: the Deep One.")  # the play that settles it, being heard
    s.key(Command("answer", 1))
    said_first(engine, CLOSING_COMING)
    spoken = say_all(speaker, engine)
    at = spoken.index(CLOSING_COMING)
    assert closing in spoken[at + 1:], spoken  # the lines to come say how
    assert not any("not said yet" in t for t in spoken), spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_qa43_l4_the_settled_question_line_in_each_language(lang):
    assert message(lang, "app.question_closed_coming") == WORDS[lang]

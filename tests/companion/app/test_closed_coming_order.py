"""QA50 LOW (D 11:30:43, E p2b 11:51:23): "The cards have settled the question about the
Investigators in Alice's zone already: the lines to come say how." was heard after those
lines ("Alice is out, with the Investigators." 16 s before). When the voice comes to say
it after it began the lines that close the question, it says "…, as just said." instead
(its ``fresh``); before them, as made."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from tests.companion.app.test_qa31 import CLOSING_COMING, _settled_by_the_camera
from tests.companion.app.test_speech_order import say_all

AS_SAID = ("The cards have settled the question about the Deep One in Bob's zone already, "
           "as just said.")


def test_the_settled_line_said_after_the_closing_lines_says_as_just_said():
    s, speaker, engine, closing = _settled_by_the_camera()
    s.key(Command("answer", 1))
    line = next(a for a in reversed(s.transcript) if a.brief == CLOSING_COMING)
    assert line.fresh is not None and line.fresh() is None     # the closing lines unsaid
    spoken = say_all(speaker, engine)
    assert closing in spoken
    assert line.fresh() == (AS_SAID, AS_SAID)                   # said: no "lines to come"


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_as_just_said_lines_exist_in_each_language(lang):
    for key in ("app.question_closed_said", "app.question_closed_said_card",
                "app.question_closed_said_player"):
        text = message(lang, key, card="X", player="Bob")
        assert text and not text.startswith("app.")
        assert text != message(lang, key.replace("_said", "_coming"), card="X", player="Bob")

"""QA47 LOW-1 (r4 03:09:43): key 5, pressed while the voice was behind the table, said "The
cards have settled that question already: the lines to come say how." naming nobody; the
question heard open was "The Shoggoth in Bob's discard zone: was that Bob's hand, so Bob is
out?". The line names the question's player and its card (a public card: face up in a
discard zone, or a play), :func:`companion.app.session_speech.closed_coming`."""
import pytest

from companion.app.keys import Command
from companion.tracker.events import TableEvent
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import carol_closed_unheard


def test_key_5_names_the_question_the_news_closed():
    """Alice Urchin, Bob Deep One, Carol R'lyeh ("was that Carol's hand?"), heard; Alice's
    Tommy Gun, not heard, settles it (Carol is out): key 5 tells the turn as heard, and
    which question the news not said yet settles."""
    _, _, s, speaker, engine = carol_closed_unheard()
    s.key(Command("whose_turn"))
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    assert "The cards have settled the question about R'lyeh in Carol's zone already: the " \
           "lines to come say how." in spoken, spoken
    assert not any(t.startswith("The cards have settled that question") for t in spoken)


@pytest.mark.parametrize("lang, card_line, player_line", [
    ("en", "The cards have settled the question about the Shoggoth in Bob's zone "
           "already: the lines to come say how.",
     "The cards have settled the question about Bob already: the lines to come say how."),
    ("fr", "Les cartes ont déjà réglé la question sur le Shoggoth de Bob : la suite dit "
           "comment.",
     "Les cartes ont déjà réglé la question sur Bob : la suite dit comment."),
    ("es", "Las cartas ya han resuelto la pregunta sobre el Shoggoth de Bob: lo que sigue "
           "dice cómo.",
     "Las cartas ya han resuelto la pregunta sobre Bob: lo que sigue dice cómo."),
])
def test_closed_coming_names_its_question(lang, card_line, player_line):
    from companion.app.session_speech import closed_coming
    from companion.narration.catalog import message
    names = ("Alice", "Bob")
    out = TableEvent("question", seat=1, cards=("shoggoth",), value="was_hand",
                     info=("yes", "no"))
    which = TableEvent("question", seat=1, cards=("deep_one", "shoggoth"), value="card",
                       info=("deep_one", "shoggoth"))
    key, args = closed_coming(out, names, lang)
    assert message(lang, key, **args) == card_line
    key, args = closed_coming(which, names, lang)  # which card: the candidates not named
    assert message(lang, key, **args) == player_line
    assert closed_coming(None, names, lang) == ("app.question_closed_coming", {})

"""QA42 H2: "+1" typed in one go while the open question still waited behind the news.
Plus said that question "at once" (docs/keys.en.md, plus: "so that your number answers a
question you heard"), after its play's unsaid line, but the 1 came before the voice began
it: the 1 was taken, the question closed and was dropped unsaid ("Carol is out, with The
Musician." answered "was that Carol's hand…?", never spoken). A number typed before the
voice began the question is not taken; the question is said whole, then "Not taken: your
number came before the question."; plus and a number typed once it was heard answer it."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_qa41_plus_question_card import _FACE_UP, _TO_STOWAWAY
from tests.companion.app.test_speech_order import say_all

_NOT_TAKEN = {"en": "Not taken: your number came before the question.",
              "fr": "Pas pris : votre numéro est venu avant la question.",
              "es": "No se toma: tu número llegó antes de la pregunta."}


def _stowaway_asked(lang="en"):
    """The voice stuck on the game's first line; Alice's Insane-able Stowaway asks "Sane or
    Insane effect?" (QA41's V2 round 3): ``(table, session, speaker, engine)``."""
    table, s, speaker, engine = _live_behind(lang, ("Alice", "Bob"))
    for obs in (*(o.face_up(c) for c in _FACE_UP), *_TO_STOWAWAY):
        s.observe(obs)
    assert s.tracker.question is not None and s.tracker.question.value == "effect"
    return table, s, speaker, engine


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_plus_and_a_number_typed_in_one_go_do_not_answer_the_question_not_said_yet(lang):
    table, s, speaker, engine = _stowaway_asked(lang)
    question = s.tracker.question
    _keys(table, "+2")
    assert s.tracker.question is question  # not taken
    spoken = say_all(speaker, engine)
    asked = [i for i, t in enumerate(spoken) if t.startswith("Alice") and "?" in t]
    assert len(asked) == 1, spoken  # said once, whole (not cut by the refusal)
    assert spoken[asked[0] + 1:] == [_NOT_TAKEN[lang]], spoken[asked[0]:]  # no answer


def test_plus_and_a_number_typed_once_the_question_was_heard_answer_it():
    """After the refusal, the same keys typed once the question was said are taken."""
    table, s, speaker, engine = _stowaway_asked()
    _keys(table, "+2")
    say_all(speaker, engine)
    heard = s.say.clock
    s.say.clock = lambda: heard() + 60.0
    _keys(table, "+2")
    assert s.tracker.question is None or s.tracker.question.value != "effect"
    assert s.transcript[-1].brief == "Alice: Insane effect."


def test_the_refusal_is_not_said_once_the_cards_closed_the_question():
    """The number refused, the cards then tell the effect (her Tommy Gun's cards): the
    question is dropped unsaid, and so is "Not taken: …" about it (no word of a question
    never heard); the cards' news is said."""
    table, s, speaker, engine = _stowaway_asked()
    _keys(table, "+2")
    for key in ("tommy_gun", "investigators", "the_sailor"):
        s.observe(o.card_seen(0, key))
    assert s.tracker.question is None
    spoken = say_all(speaker, engine)
    assert _NOT_TAKEN["en"] not in spoken and not any("Sane or Insane" in t for t in spoken)

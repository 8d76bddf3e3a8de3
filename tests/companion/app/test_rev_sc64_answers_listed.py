"""Review of sc64 (LOW): the questions that name a Sanity check's card ("Bob's hand, so Bob
is out, or Bob's Sanity check card? 1 the hand, 2 the Sanity check card.",
``questions.out_no`` ``"hand_check"``; and ``"check"``, the forced discard or her check's
card) listed their answers, when a number came before them, as "1: out; 2: no": the
second answer's word named neither choice. It is "the Sanity check card" (en/fr/es,
``app.check_card``). Original edition, 4 players: Bob Insane (his Golden Mead), Ann's
Investigators on Bob (the guess not told), his Great Race of Yith (his hand, or his check's
card)."""
import pytest

from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_qa39_answer_early import _speaking, _spoken, _Voice
from tests.companion.app.test_session import press

LISTED = {"en": "1: out; 2: the Sanity check card", "fr": "la carte du test",
          "es": "la carta de la prueba"}


def _asked(lang):
    voice = _Voice()
    s = TableSession(say=voice, lang=lang)
    s.observe(o.start("original", ["Ann", "Bob", "Cy", "Di"], lang, 0))
    for line in voice.lines:
        line.entry.status = _spoken()
    for obs in (o.card_seen(0, "elder_sign"), o.card_seen(1, "golden_mead"), o.target(2),
                o.card_seen(2, "elder_sign"), o.card_seen(3, "randolph_carter"),
                o.card_seen(0, "investigators_original"), o.target(1),
                o.card_seen(1, "great_race_of_yith")):
        s.observe(obs)
    q = s.tracker.question
    assert q is not None and q.info == ("out", "hand_check"), q
    return s, voice, next(h for a, h in zip(voice.said, voice.lines) if a.kind == "question")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_number_typed_early_lists_the_check_card_answer_by_its_name(lang):
    s, voice, question = _asked(lang)
    question.entry.status = _speaking()
    voice.say_for(question, 0.2)
    press(s, "+2")
    said = voice.said[-1].brief
    assert LISTED[lang] in said, said


def test_its_second_answer_is_still_not_the_hand():
    s, voice, question = _asked("en")
    question.entry.status = _spoken()
    press(s, "+2")
    assert s.tracker.question is None and len(s.tracker.hyps) == 1
    assert not s.tracker.hyps[0].out[1]

"""QA39 M1 (rulesA, play-A.log): "+1" typed 0.2 s into "The Deep One in Bob's discard
zone: was that Bob's hand, so Bob is out? 1 yes, 2 no, Bob played it." was taken: nobody
could know its answers yet, and Bob, who had played it, was said out. A number typed
while the question is said, before its numbered answers, is not taken: the answers are
said briefly; one typed once they were said (or heard in an earlier saying) is taken."""
import pytest

from companion.app.session import TableSession
from companion.app.voiceout import Heard
from companion.tracker import observations as o
from tests.companion.app.test_session import press


class _Entry:
    def __init__(self, text):
        self.text, self.id, self.status = text, id(self), None


class _Voice:
    """Every line begun at once; the test sets how many seconds of each were said."""

    def __init__(self):
        self.said, self.lines, self.seconds = [], [], {}

    def __call__(self, announcement):
        self.said.append(announcement)
        entry = _Entry(announcement.brief)
        heard = Heard(entry, {entry.id: 0.0}, lambda i: self.seconds.get(i, 0.0))
        self.lines.append(heard)
        return heard

    def say_for(self, heard, seconds):
        self.seconds[heard.entry.id] = seconds


def _asked(lang="en"):
    voice = _Voice()
    s = TableSession(say=voice, lang=lang)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0))
    for line in voice.lines:
        line.entry.status = _spoken()
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.card_seen(1, "deep_one"))
    assert s.tracker.question is not None and s.tracker.question.value == "out"
    question = next(h for a, h in zip(voice.said, voice.lines) if a.kind == "question")
    return s, voice, question


def _spoken():
    from voice.priority import Status
    return Status.SPOKEN


def _speaking():
    from voice.priority import Status
    return Status.SPEAKING


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_number_typed_before_the_answers_is_not_taken(lang):
    s, voice, question = _asked(lang)
    question.entry.status = _speaking()
    voice.say_for(question, 0.2)
    before = len(s.tracker.history)
    press(s, "+1")
    assert s.tracker.question is not None and len(s.tracker.history) == before
    said = voice.said[-1].brief
    assert said.split(".")[0] in ("Not taken: wait for the answers",
                                  "Pas pris : attendez les réponses",
                                  "No se toma: espera las respuestas")
    assert "1" in said and "2" in said


def test_a_number_typed_once_the_answers_were_said_is_taken():
    s, voice, question = _asked()
    question.entry.status = _speaking()
    voice.say_for(question, 30.0)  # past its question mark at any rate
    press(s, "+1")
    assert s.tracker.question is None  # taken: Bob is out


def test_a_question_said_whole_before_takes_a_fast_number_in_its_next_saying():
    s, voice, question = _asked()
    question.entry.status = _spoken()  # heard whole once; key 1 says it again
    press(s, "1")
    again = voice.lines[-1]
    again.entry.status = _speaking()
    voice.say_for(again, 0.1)
    press(s, "+2")
    assert s.tracker.question is None


def test_a_number_typed_after_the_answers_told_on_their_own_is_taken():
    s, voice, question = _asked()
    question.entry.status = _speaking()
    voice.say_for(question, 0.2)
    press(s, "+1")
    assert s.tracker.question is not None
    voice.say_for(question, 0.5)  # the question said again after them: not waited for
    press(s, "+1")
    assert s.tracker.question is None

"""Fresh QA58 LOW-2 (r2c 08:49:09-24, fr): plus 1, typed 1.2 s into the resume's question
("En attendant la réponse à la question en cours : … Était-ce la main de Dan … ?"), was
refused: "La réponse tapée pendant la mise en place n'a pas servi". The guide (helper, on
resuming) says plus and a number typed once the question is heard is used, even while the
voice still says the summary. A number typed while the question is being said answers it,
as in a live game; one typed before the voice began it (queued behind the summary) is still
not used (QA23 #12: test_prompts)."""
import pytest

from companion.app.keys import Command
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live_setup import _set_up_with, _table, _texts
from .test_prompts import _LOGGED, _Behind


class _Saying:
    """A line the voice is saying: begun, not heard yet (under 1.5 s), not ended."""

    @staticmethod
    def begun():
        return True

    @staticmethod
    def saying():
        return True

    @staticmethod
    def heard():
        return False


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_an_answer_typed_while_the_resume_s_question_is_said_is_used(lang):
    table, said, logged = _table(lang=lang)

    def say(announcement):
        said.append(announcement)
        return _Saying

    table.session.say, table.speech = say, _Behind()
    _set_up_with(table, 1)
    for seat, key in _LOGGED:
        table.session.observe(o.card_seen(seat, key))  # the log's
    table.session.tell("app.resumed", round=1, news=True)  # the resume's summary (run)
    table.session.key(Command("whose_turn"), at_once=False)  # its question, being said
    table._sift_early_keys()
    for key in "+1":
        table.keys.put(key)
    table._keys()
    refused = message(lang, "app.early_keys.answer")
    assert not any(t.startswith(refused) for t in _texts(said))
    assert [(ob.kind, ob.seat) for ob in logged][-1] == ("out", 2)
    assert table.session.tracker.question is None

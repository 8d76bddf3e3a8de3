"""After a resume with a question open, the cards the log does not hold are said to wait
("You will be asked about it once the open question is answered."): a card the camera
reads while the question waits leaves them held, and their prompt comes with the answer
(review of session 30: they were said "now left out")."""
from companion.app.keys import Command
from tests.companion.app.test_prompts import _resumed_with_a_question, _TABLE, _BOXER, _WAITS
from tests.companion.app.test_live_setup import _frames, _texts


def test_the_held_card_is_asked_about_once_the_question_read_past_is_answered():
    table, said, logged = _resumed_with_a_question()
    assert _texts(said)[-1] == _WAITS
    n = len(said)
    _frames(table, 6, *_TABLE, _BOXER, (1, "the_sailor", 2))  # Alice's next card
    assert table.session.tracker.question is not None  # it waits for the answer
    assert not any("now left out" in t for t in _texts(said)[n:])
    assert table.held_at is not None
    table._key(Command("answer", 1))
    assert table.session.tracker.question is None
    assert _texts(said)[-1].endswith(
        "if it was played while the companion was off, press plus and 1."), _texts(said)[n:]

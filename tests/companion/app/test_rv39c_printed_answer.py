"""review39c (mend39b b): the question is printed whole the moment the voice begins it
(the terminal, a braille display, a screen reader). A player reading it there answers
0.8 s into its saying: "Not taken: wait for the answers." though the answers were shown
to them, and the question is said again before the same number is taken. A question not
begun (printed, queued) is answered from the screen at once (meant_another): the one
being said should not refuse what the screen showed (or the refusal be limited to the
first fraction of a second, QA39 M1's 0.2 s)."""
from tests.companion.app.test_qa39_answer_early import _asked, _speaking
from tests.companion.app.test_session import press


def test_a_number_typed_from_the_printed_question_while_it_is_said_is_taken():
    s, voice, question = _asked()
    question.entry.status = _speaking()
    voice.say_for(question, 0.8)  # printed whole at its start: read on the braille line
    press(s, "+2")  # right: Bob played his Deep One
    said = [a.brief for a in voice.said]
    assert s.tracker.question is None, said[-2:]

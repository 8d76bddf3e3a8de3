"""rev40a (review of ask40, SaidQuestion.reopened): a wrong answer to q1 ("Bob's
question"), a card since opened q2 (Alice's), heard; a card refused names the answer to q1,
and minus twice says "Undone: your answer to: q1?"; the cards read again leave q1 open.
A number typed 0.5 s into that line is for q1, the question it names: it was refused as
meant for q2 (:meth:`SaidQuestion.meant_another`: q1's entry had the undo's line alone,
not heard yet, its earlier sayings lost when reopened made a new entry)."""
from types import SimpleNamespace

from companion.app.said_for import SaidFor, Closed
from tests.companion.app.test_rv37_keys import _Line


class _Saying(_Line):
    """A line the voice has begun and not said for long enough to be heard."""

    def begun(self) -> bool:
        return self.state in ("heard", "saying")

    def saying(self) -> bool:
        return self.state in ("waits", "saying")

    def pending(self) -> bool:
        return self.state in ("waits", "lost", "saying")


def test_a_number_typed_into_the_undo_line_is_for_the_question_it_names():
    said = SaidFor()
    q1, q2 = SimpleNamespace(seat=1), SimpleNamespace(seat=0)
    said.asked(q1, _Line("heard"))
    said._question[2].append(Closed.BY_KEY)  # answered (wrong) by key
    said.asked(q2, _Line("heard"))  # opened by a card since, heard
    said.reopened(q1, _Saying("saying"))  # "Undone: your answer to: q1?", 0.5 s in
    assert not said.meant_another(q1) and not said.closed_unheard(q1)

"""Review of undoname49 (fresh QA49b MEDIUM-5): a card refused by the table (not laid in any
zone) whose name lies in a zone was still named plainly, "Read but not said yet: the Cultists
in Alice's zone. Undo it?" right after "Alice: the Cultists.": taken for the card heard,
confirmed, and "Undone: the Cultists in Alice's zone." said while that card stays. The
copies are counted by name (a key of another edition, refused, has the same name)."""
import pytest

from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_undo_unheard import _Ear, _Line


class _Begun(_Line):
    """A line the voice has not begun until the test hears it."""

    def begun(self):
        return self.done

    def saying(self):
        return not self.done


class _BegunEar(_Ear):
    line = _Begun


@pytest.mark.parametrize("edition, heard, read, asks", [
    ("arkham", "cultists", "cultists",  # one copy: the second read is refused
     "Read but not said yet, another copy: the Cultists in Alice's zone. Undo it? "
     "Press minus twice to confirm."),
    ("original", "investigators_original", "investigators",  # not in this edition
     "Read but not said yet, another copy: the Investigators in Alice's zone. Undo it? "
     "Press minus twice to confirm."),
])
def test_a_refused_card_not_said_yet_named_like_the_card_heard_is_another_copy(
        edition, heard, read, asks):
    ear = _BegunEar()
    s = TableSession(say=ear, lang="en")
    s.observe(o.start(edition, ["Alice", "Bob", "Carol"], "en", 0))
    s.observe(o.card_seen(0, heard))
    ear.hear_all()  # "Alice: the Cultists." heard
    s.observe(o.card_seen(0, read))  # refused; its refusal not begun
    assert s.tracker.refused_last()
    press(s, "--")
    assert ear.said[-1].brief == asks and ear.said[-1].firm


def test_qa49b_r6u_carols_second_investigators_its_lines_queued_is_another_copy():
    """The r6u log's inputs (seq 1-7): the voice has said up to "Carol: the Investigators."
    (her first); her second's own lines wait, not begun (the branch's test covers only a
    card that said nothing, held for the open question)."""
    ear = _BegunEar()
    s = TableSession(say=ear, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, key in ((0, "investigators"), (1, "the_entertainer"), (2, "investigators")):
        s.observe(o.card_seen(seat, key))
    ear.hear_all()
    for seat, key in ((0, "stowaway"), (1, "cultists"), (2, "investigators")):
        s.observe(o.card_seen(seat, key))
    press(s, "--")
    assert ear.said[-1].brief == ("Read but not said yet, another copy: the Investigators in "
                                  "Carol's zone. Undo it? Press minus twice to confirm.")
    assert len(s.tracker.history) == 7  # nothing undone

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

"""Review of qam57: the last guard of :meth:`SaidQuestion.closing_now
<companion.app.said_question.SaidQuestion.closing_now>` (d04ddc85), untested on the branch.
A line telling that the cards closed an older question, being said, answers a key for that
question (plus, key 1: fresh QA56 L1); but once a newer question was heard (begun) and is
open (no line closed it), plus and key 1 are for that newer one: the older closing line
swallows nothing. The voice's sayings are stand-ins with the calls ``closing_now`` makes
(:class:`~companion.app.voiceout.Heard`'s ``begun``, ``taken``, ``pending``, ``lost``,
``heard``, ``saying``)."""
from types import SimpleNamespace

import pytest

from companion.app.said_for import SaidFor, _Input
from companion.app.said_heard import _TakenBack


class _Said:
    """A line given to the voice: ``state`` one of "done" (said whole), "now" (being said
    for 1 s, not heard yet: past ``said_question.EARLY_S``, flake61), "queued"."""

    def __init__(self, state: str) -> None:
        self.state = state
        self.entry = SimpleNamespace(id=0)

    def said_s(self, entry_id: int) -> float:
        return 1.0 if self.state == "now" else 0.0

    def begun(self) -> bool:
        return self.state in ("done", "now")

    def taken(self) -> bool:
        return self.state == "now"

    def pending(self) -> bool:
        return self.state in ("now", "queued")

    def saying(self) -> bool:
        return self.pending()

    def heard(self) -> bool:
        return self.state == "done"

    def lost(self) -> bool:
        return False


OLDER = SimpleNamespace(seat=0)  # Ann's R'lyeh: "Sane or Insane effect?"
NEWER = SimpleNamespace(seat=2)  # "The Urchin in Cy's discard zone: was that Cy's hand…?"


def _said(newer: str, closing: str, before: str | None = None) -> SaidFor:
    """The older question heard; the lines telling the cards closed it in ``closing``'s
    state (``before``: the line of the same input right before it, else none); then the
    newer question asked, its saying in ``newer``'s state."""
    said = SaidFor()
    said.asked(OLDER, _Said("done"))
    close = _Said(closing)
    said.told_closed(OLDER.seat, close)
    lines = [close] if before is None else [_Said(before), close]
    said._inputs.append(_Input((None,), False, lines, [], _TakenBack(), None))
    said.asked(NEWER, _Said(newer))
    return said


@pytest.mark.parametrize("closing, before", [("now", None), ("queued", "now")])
def test_the_older_closing_being_said_answers_the_key_while_the_newer_is_unheard(
        closing, before):
    """The newer question still waits (queued behind the closing): the closing line being
    said (or the line right before it) is the key's answer."""
    assert _said("queued", closing, before).closing_now()


@pytest.mark.parametrize("closing, before", [("now", None), ("queued", "now")])
def test_the_older_closing_swallows_no_key_once_a_newer_question_was_heard(closing, before):
    """d04ddc85: the newer question heard (begun) and open: plus and key 1 are for it."""
    assert not _said("done", closing, before).closing_now()


def test_a_newer_question_closed_by_a_key_leaves_the_older_closing_the_key_s_answer():
    """The newer question closed (an answer by key, :attr:`Closed.BY_KEY`): no open newer
    question takes the key; the older closing line being said answers it."""
    from companion.app.said_for import Closed
    said = _said("done", "now")
    said._question[2].append(Closed.BY_KEY)
    assert said.closing_now()

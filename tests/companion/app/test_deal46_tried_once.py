"""deal46: the next deal past an open question is tried once on a copy, then taken. The
cleared table's deal tried it twice more (``Tracker.deal_closes_question``, then
``Tracker.trial`` for whether it ends the round: :meth:`Tracker.deal_past_question` gives
that trial's events), and every picture between rounds with nothing held for the deal
tried it again (``NextDeal._deal_held``). What is said is unchanged (the tests of
:mod:`tests.companion.app.test_qa44_t1_round_end_deal` and ``test_rev_deal45``)."""
import pytest

from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

from .test_live_deal import CLEARED_FRAMES, _frames
from .test_qa44_t1_round_end_deal import _t1_round_two_over, seed_18_round_two_over


def _new_rounds_applied(monkeypatch) -> list:
    """The ``new_round`` inputs applied from now on, to the live tracker or a copy."""
    applied, apply = [], Tracker.apply

    def counted(self, obs):
        if obs.kind == "new_round":
            applied.append(self)
        return apply(self, obs)

    monkeypatch.setattr(Tracker, "apply", counted)
    return applied


@pytest.mark.parametrize("table_of", [
    lambda: _t1_round_two_over("en")[0],  # one table whatever the answer: the deal ends it
    lambda: seed_18_round_two_over()[0],  # the winner hangs on it: the first card tells
])
def test_the_gathered_table_s_deal_past_the_question_is_tried_once_then_taken(
        monkeypatch, table_of):
    table = table_of()
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.view().round == 2
    applied = _new_rounds_applied(monkeypatch)
    _frames(table, 3 * CLEARED_FRAMES)
    assert tracker.view().round == 3
    # main tried it 17 times on copies first: once a picture (nothing held for the deal),
    # then twice more at the deal (deal_closes_question, then trial for its round_ended)
    assert len(applied) == 2 and applied[0] is not tracker and applied[1] is tracker


def test_deal_past_question_gives_the_trial_s_events_or_none():
    table = seed_18_round_two_over()[0]
    tracker = table.session.tracker
    history = list(tracker.history)
    dealt = tracker.deal_past_question()
    assert dealt is not None and tracker.deal_closes_question()
    assert [(e.kind, e.seat) for e in dealt] \
        == [(e.kind, e.seat) for e in tracker.trial(o.new_round())]
    assert tracker.history == history and tracker.view().round == 2  # left as it was
    tracker.apply(o.new_round())
    assert tracker.question is None and tracker.deal_past_question() is None

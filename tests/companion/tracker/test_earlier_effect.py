"""An earlier play's unseen side is asked about (fresh QA53b HIGH 1, r3; session 54): the
accounts follow a play before the last one (``TableState.earlier``: later cards were taken
behind another question) with different sides, one whose result no camera sees
(:data:`~companion.tracker.questions.MARKS`, :data:`~companion.tracker.questions.UNSEEN`):
:func:`~companion.tracker.questions.earlier_effect` names it, and the question's key names
the play (its card's history index), not only the seat. The whole path (r3's log, the
question said, "+1" saying the held turns): tests/companion/app/test_qa53b_r3_necronomicon.py.
"""
from companion.cards import Edition
from companion.tracker import questions
from companion.tracker.table import PlayNote, TableState

SANE, INSANE = frozenset({"sane"}), frozenset({"insane"})


def _accounts(card, sides_a, sides_b, before=()):
    """Two 4-seat accounts whose earlier plays are ``before`` then Carol's (seat 2)
    ``card`` with ``sides_a`` / ``sides_b``, and Dan's Cthulhu (Sane) as the last play."""
    base = TableState(Edition.ARKHAM, 4)
    base.wait = ("play", 1)
    base.play = PlayNote(3, "cthulhu", SANE)
    a, b = base.copy(), base.copy()
    a.earlier = before + (PlayNote(2, card, sides_a),)
    b.earlier = before + (PlayNote(2, card, sides_b),)
    return a, b


def test_the_oldest_earlier_play_told_apart_by_an_unseen_side_is_named():
    stowaway = (PlayNote(2, "stowaway", INSANE),)  # the same side in both: not asked
    a, b = _accounts("necronomicon", SANE, INSANE, stowaway)
    assert questions.earlier_effect([a, b]) == a.earlier[-1]
    q, key = questions.pick([a, b], None, (0, 58), lambda seat: (), None,
                            lambda seat, card: {"necronomicon": 53, "stowaway": 52}[card])
    assert (q.value, q.seat, q.cards, q.info) == ("effect", 2, ("necronomicon",),
                                                  ("sane", "insane"))
    assert key == ("effect", 2, 53)  # not the Stowaway's ("effect", 2, 52), asked before


def test_no_question_when_a_side_is_common_or_seen():
    a, b = _accounts("necronomicon", SANE | INSANE, INSANE)  # merged: both sides kept
    assert questions.earlier_effect([a, b]) is None
    a, b = _accounts("deep_one", SANE, INSANE)  # its sides' results are seen
    assert questions.earlier_effect([a, b]) is None

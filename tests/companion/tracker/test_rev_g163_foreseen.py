"""Review of g163: result_either_way says nothing when the accounts disagree on the round's
result (a tie, other tokens, the game's end, a Sanity check still to make), only the one
left in's win every account tells. QA62b g1's log up to Alice's Nyarlathotep, undone: one
account has the round over ("was that Alice's hand?" yes), the other waits for her hand
(no: her Sanity check put her out); each test changes the over account alone."""
from dataclasses import replace
from pathlib import Path

import pytest

from companion.session_log_lines import read_log
from companion.tracker import observations as o
from companion.tracker.result_foreseen import Foreseen, result_either_way
from companion.tracker.tracker import Tracker

LOG = Path(__file__).parent.parent / "qa62b_g1_end.jsonl"


def _accounts():
    """``(over, hand)``: the account with the round over, the one awaiting Alice's hand."""
    observations, errors = read_log(LOG)
    assert not errors
    tracker = Tracker()
    tracker.apply_all(observations)
    tracker.apply(o.undo())
    over = next(h for h in tracker.hyps if h.wait[0] == "over")
    hand = next(h for h in tracker.hyps if h.wait[0] == "hand")
    assert result_either_way([over, hand]) == Foreseen(1, ((0, 1), (2, 0)), True)
    return over.copy(), hand


def _tie(h):
    h.round_winners = (0, 1)


def _other_tokens(h):
    h.tokens[1] = replace(h.tokens[1], sane=1, insane=1)


def _game_not_won(h):
    h.game_winners = ()
    h.wait = ("deal",)


def _check_pending(h):
    h.wait = ("check", 1)


@pytest.mark.parametrize("change", [_tie, _other_tokens, _game_not_won, _check_pending])
def test_an_account_that_disagrees_foresees_nothing(change):
    over, hand = _accounts()
    change(over)
    assert result_either_way([over, hand]) is None
    assert result_either_way([hand, over]) is None


def test_one_account_or_all_over_foresees_nothing():
    over, hand = _accounts()
    assert result_either_way([hand]) is None
    assert result_either_way([over, over.copy()]) is None  # said by the tracker already

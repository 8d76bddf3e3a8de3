"""result_either_way (fresh QA62b LOW-1): the round's result every account tells, some
account still waiting for a knocked-out hand with one player left in. The log is QA62b
g1's up to Alice's Nyarlathotep, her hand (tests/companion/qa62b_g1_end.jsonl)."""
from pathlib import Path

from companion.session_log_lines import read_log
from companion.tracker import observations as o
from companion.tracker.result_foreseen import Foreseen, result_either_way
from companion.tracker.tracker import Tracker

LOG = Path(__file__).parent.parent / "qa62b_g1_end.jsonl"


def _tracker(upto: int | None = None) -> Tracker:
    observations, errors = read_log(LOG)
    assert not errors
    tracker = Tracker()
    tracker.apply_all(observations[:upto])
    return tracker


def test_hand_undone_both_answers_give_bob_the_round_and_the_game():
    tracker = _tracker()
    assert result_either_way(tracker.hyps) is None  # one account: said as it is
    tracker.apply(o.undo())  # Nyarlathotep: "was that Alice's hand?" open again
    assert tracker.question is not None
    waits = sorted(h.wait[0] for h in tracker.hyps)
    assert waits == ["hand", "over"], waits
    tokens = [list(h.tokens) for h in tracker.hyps]
    assert result_either_way(tracker.hyps) == Foreseen(1, ((0, 1), (2, 0)), True)
    assert [list(h.tokens) for h in tracker.hyps] == tokens  # the accounts unchanged


def test_a_round_going_on_in_some_account_foresees_nothing():
    tracker = _tracker(-1)  # up to the Necronomicon: as after Nyarlathotep's undo
    assert result_either_way(tracker.hyps) == Foreseen(1, ((0, 1), (2, 0)), True)
    tracker.apply(o.undo())  # the Necronomicon: Alice's Sanity check still to come, or
    # Bob's Investigators put her out (her hand owed)
    assert sorted(h.wait[0] for h in tracker.hyps) == ["check", "hand"]
    assert result_either_way(tracker.hyps) is None

"""k60b: "was that Bob's hand?" answered after a self-out that ended the round at once
(rev-k60, :func:`companion.tracker.flow.round_over_owed`). A guess hits Bob (his hand,
Cthulhu, laid) or misses (Cthulhu his own play, out by it, the round and game over, his
hand owed): main took the guess's account for "yes" only when its game ended, so after
round_over_owed made the play's account the game's end, "yes" kept the play (arkham-classic
2p seed 34: a game winner the engine does not have) or nothing (arkham 5p seed 20: the
answer refused). "Yes" keeps the accounts where that card is the seat's knocked-out hand
(seat out, the hand laid, not a Sanity check card: :func:`.questions.hand_laid`); rule
source: seed 002 "Out of the Round" (the knocked-out hand is laid face up)."""
import pytest

from companion.engine.views import public_view

from tests.companion.tracker.test_differential import _run


@pytest.mark.parametrize("edition, players, seed", [
    ("arkham-classic", 2, 34), ("arkham", 5, 20), ("original", 6, 23)])
def test_yes_to_was_that_the_hand_keeps_the_hand_not_the_self_out_play(
        edition, players, seed):
    tracker, game, asked = _run(edition, players, seed, "asked")  # asserts no refusal
    assert asked and game.is_terminal()
    if not tracker.ambiguous:
        assert tracker.view() == public_view(game)

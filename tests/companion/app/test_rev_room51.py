"""Review of room51 (companion.app.stall_lost: a stall's cards gathered with others still
count as laid since it began, :meth:`~companion.app.stall_lost.StallLost._gathered`).

The game of test_room51_double_counts: Arkham classic, 5 players, seed 30, round 5's first
play (Carol's Shoggoth) never shown, its 24 later cards laid behind the stall (room 25 +
DOUBLE_COUNTS 2)."""
import pytest

from .test_live_deal import _frames, _texts
from .test_room51_double_counts import LOST, _lay, _stalled

#: pictures (1/30 s apart) a pile is lifted: longer than GONE_S (3 s)
LIFTED = 100


@pytest.mark.parametrize("seat, after, shift", [
    (4, (5, 12), 0),  # Dan's 2 cards lifted twice, laid back at their places
    (4, (5, 12), 3),  # … laid back further in his zone
    (5, (18,), 0)])  # Eve's 8 cards lifted once
def test_a_pile_lifted_and_laid_back_during_the_stall_counts_once(seat, after, shift):
    # HIGH: a player's pile picked up for 4 s (to feel or read it) and laid back: its cards,
    # taken away together while the others were seen, were forgotten, held again as new
    # cards, and _gathered counted the forgotten ones too (gathered with another card):
    # 2 cards twice (or 8 once) over 24 real cards, 28 > 25 + 2: "Round 5 is not settled
    # … I lost its end" while round 5 was played (main: 24 counted, never lost)
    table, said, round_5, _ = _stalled()
    shown = []
    for i, card in enumerate(round_5):
        _lay(table, shown, [card])
        if i in after:
            rest = [c for c in shown if c[0] != seat]
            _frames(table, LIFTED, *rest)
            shown = rest + [(s, k, p + shift) for s, k, p in shown if s == seat]
            _frames(table, 8, *shown)
    texts = _texts(said)
    assert not any(t.startswith(LOST) for t in texts), texts[-2:]
    assert not table.session.rounds_lost and table.stall is not None
    assert table._stall_laid() == 24

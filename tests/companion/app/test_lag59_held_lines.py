"""Fresh QA58 MEDIUM-3 (session 59, lag59): behind a cleared table, each zone's first held
card has its own line, "The Fed in Dan's zone: held; this round is not settled yet." (4 s
each), then the 4th held card brings "4 cards are held: round 2 is not over, …" (r5
09:21:57-09:22:10: three such lines, then the count, 17 s; r1 08:43:15-08:44:30, seven
lines). With the voice behind, a held card's line not said yet when the count comes is
over: the count says it (held, the round not settled) and what to do. The scene is
test_qa47b_cleared_again's (round 5 waits for Bob's hand, round 6 played on)."""
from .test_qa47_knockout_hand_unread import ROUND_6, _knocked_out
from .test_qa46_showdown_unread import _frames
from .test_qa47b_cleared_again import held_four

HELD = "held; this round is not settled yet."


def test_held_lines_not_said_yet_are_over_once_the_count_of_held_cards_is_told():
    new, _ = held_four()
    held = [a for a in new if a.brief.endswith(HELD)]
    assert len(held) == 3 and new[-1].brief.startswith("4 cards are held"), \
        [a.brief for a in new]
    assert all(a.stale is not None and a.stale() for a in held), [a.brief for a in held]
    assert new[-1].stale is not None and not new[-1].stale()  # the count itself is said


def test_a_held_line_stays_to_be_said_until_a_count_comes():
    table, said = _knocked_out()
    _frames(table, 8)
    n = len(said)
    _frames(table, 6, *ROUND_6[:1])
    held = [a for a in said[n:] if a.brief.endswith(HELD)]
    assert len(held) == 1 and not held[0].stale(), [a.brief for a in said[n:]]

"""Review of koround52 (session 52): the knocked-out round settled once the next round's
held cards were gathered and a card held (the tracker's ``hand_unseen``,
:mod:`companion.app.hold_lost`).

1. HIGH: when the token that settle gives wins the game, "Alice wins the game!" was said,
   then "The game is over: nothing more is counted." (the tracker's ``lost`` refused) and
   "Round 2 is not settled, but the table played on … I lost its end and the rounds played
   since … I follow again from the next deal": ``HoldLost._hand_never_seen`` took a won
   game for a showdown still to come (``_round_over`` is false once the game is won) and
   ended the settled round again as lost.

The camera's readings are given by hand to a real stabilizer, as in test_rev_holdlost52."""
from companion.tracker import observations as o

from .test_live_deal import GATHERED, _table, _texts
from .test_qa46_showdown_unread import _SlowCamera, _frames
from .test_qa51_hold_lost import _lay
from .test_rev_holdlost52 import _round_2_played_through


def _alice_knocks_bob_out(table):
    """Alice's Investigators guesses Bob's 5, Bob out (his hand awaited)."""
    _frames(table, 6, (1, "investigators"))
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        table.session.observe(obs)


def test_the_settle_s_token_winning_the_game_ends_no_round_as_lost():
    table, said, _ = _table()
    table.watcher = _SlowCamera()
    _alice_knocks_bob_out(table)  # round 1: Bob's Musician read, Alice has 1 Sane
    _frames(table, 6, (1, "investigators"), (2, "the_musician"))
    _frames(table, GATHERED + 5)
    _alice_knocks_bob_out(table)  # round 2: Bob's hand never read, the table gathered
    _frames(table, 8)
    assert table.cleared_mid == 2 and table.session.tracker.waiting()[:2] == ("hand", 1)
    n = len(said)
    _round_2_played_through(table)  # a new game's round, gathered, its next card held
    texts = _texts(said)[n:]
    assert "Alice wins the round and has 2 Sane." in texts, texts
    assert any(text.startswith("Alice wins the game!") for text in texts), texts
    # koround52: "The game is over: nothing more is counted.", "Round 2 is not settled, …"
    assert not any("not settled, but" in text or "nothing more is counted" in text
                   for text in texts), texts
    assert table.session.tracker.view().game_winners == (0,)
    assert not table.session.rounds_lost and not table.lost_next
    n = len(said)
    _lay(table, (1, "the_fed", 1), (2, "the_urchin", 1))  # the new game goes on
    assert not any("held" in text for text in _texts(said)[n:]), _texts(said)[n:]

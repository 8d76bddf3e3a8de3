"""Review of h4 (fresh QA58 HIGH-4: a Sanity check's twin question holds the later
players' cards, :meth:`companion.app.stall.Stalls._stall_holds`).

Minus twice while the question stands undoes the last card taken, Fay's Investigators,
before the held ones (Alice's Investigators, Bob's Boxer and Sailor). Taken away and laid
again as the table asks ("Take it away, or it stays left out."), then entered as Fay's play
as the next prompt asks, the stall's cards were given once its "which card?" was answered:
Alice's held Investigators stayed kept (her zone had not grown), Bob's Boxer was taken and
"Alice is out." was said as a fact, then "Bob passes. 11 cards left." (9 in truth), the
twin question never asked again: QA58 HIGH-4 back by another door. The question standing
again, the kept cards wait for its answer (:meth:`~companion.app.stall.Stalls.
_stall_release`), and it is asked again."""
from .test_qa58_high4_twin_check_holds import ASKED, _frames, _keys, _r5, _texts


def test_minus_twice_then_fays_play_entered_again_keeps_the_twin_question():
    table, said, n, show, laid = _r5()
    tracker = table.session.tracker
    _keys(table, "-", "-")
    assert "Undone: the Investigators in Fay's zone." in _texts(said)[n:], _texts(said)[n:]
    fay = [c for c in laid if c.seat == 6][-1]
    for _ in range(20):  # taken away
        _frames(table, 6, *[c for c in laid if c is not fay])
    for _ in range(4):  # laid again: "Fay's play, or a later card? Press Enter, then …"
        show()
    m = len(said)
    _keys(table, "\n", "1", "+", "1")  # Fay's play: the Investigators
    for _ in range(3):
        show()
    heard = _texts(said)[m:]
    assert "Fay: the Investigators." in heard, heard
    assert not any("Alice is out" in line or "11 cards left" in line for line in heard), heard
    assert heard[-1] == ASKED, heard
    assert tracker.waiting()[:2] == ("check", 0)
    assert tracker.view().seats[1].zone[-1] == "shoggoth"  # Bob's cards still held


def test_brief_turn_cue_with_a_low_deck_is_hedged_while_alice_is_probably_out():
    # the turn's cue says the count even in brief once the deck holds no more cards than
    # players in (event_style.count_matters): h4 said "Dan's turn. 2 cards left." as fact
    # (r5's round 2, after the lines of test_qa58_high4_probably_out_count)
    from .test_qa58_high4_probably_out_count import AFTER, r5_session
    _, said = r5_session(AFTER + ((1, "nightgaunt"), (1, "necronomicon"), (2, "the_boxer"),
                                  (2, "the_fed")))
    lines = [a.brief for a in said]
    assert "Dan's turn. 2 cards left, or fewer if Alice is still in (not confirmed)." \
        in lines, lines
    assert "Dan's turn. 2 cards left." not in lines, lines

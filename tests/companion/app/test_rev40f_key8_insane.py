"""Key 8 (the table) and the "now Insane" line held until its card's effect is over
(session 40: flow.insane_after_effect; seed 002 "State of Mind", RULINGS A12).

Alice's Deep One, 2 players, nothing seen after it: "Alice is now Insane." is rightly not
said (if Bob lost the compare, the round ends during the effect and Alice wins it Sane),
yet key 8 said "Table. Alice and Bob may be out (not confirmed); Alice is Insane." and
then "Alice wins the round and has 1 Sane." (review rev40f)."""
from companion.tracker import observations as o
from tests.companion.app.test_session import alice_and_bob, press, session


def test_key_8_does_not_say_insane_a_player_whose_card_s_effect_is_still_open():
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "deep_one"))
    press(s, "8")
    assert said[-1].brief == ("Table. Alice played the Deep One: it may have put a player "
                              "out (not confirmed; no hand laid yet); Alice and Bob are in, unless "
                              "that play put one of them out."), said[-1].brief
    s.observe(o.card_seen(1, "the_sailor"))
    press(s, "+1")  # Bob's hand: Bob lost, the round is Alice's, won Sane
    briefs = [a.brief for a in said]
    assert "Alice wins the round and has 1 Sane." in briefs[-3:], briefs[-4:]
    assert not any("Insane" in b for b in briefs), briefs


def test_key_8_says_insane_once_the_line_is_said():
    s, said = session()
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.card_seen(1, "the_sailor"))
    press(s, "+1")  # Bob lost and is out; Ann's Deep One is over: "Ann is now Insane."
    assert "Ann is now Insane." in [a.brief for a in said]
    press(s, "8")
    assert said[-1].brief == "Table. Ann is in, Insane; Bob is out; Cy is in.", said[-1].brief

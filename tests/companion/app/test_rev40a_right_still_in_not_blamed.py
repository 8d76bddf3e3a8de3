"""rev40a (review of ask40, QA39 M2): a RIGHT plus 2 ("still in") to "The Fed in Bob's
discard zone: was that Bob's hand, so Bob is out?" (Bob played The Fed), then Alice's
Investigators named Bob's hand right; Bob is slow to lay it, Carol plays on: "Bob is out."
(his turn passed by, hand owed). These are the very cards of
test_qa39_still_in_denied, where the plus 2 was wrong: until Bob's hand is laid (or not)
nothing tells the two tables apart, so "It would fit without your answer to: …" was said
here too; a blind player who followed it with minus twice heard a false "Bob is out, with
The Fed.", deck counts one too many ("19 cards left", truth 18), and Bob's real hand
refused ("Not counted: The Boxer in Bob's zone, as Bob is out.")."""
from companion.tracker import observations as o
from tests.companion.app.test_qa39_still_in_denied import HINT, _answered
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all


def test_a_right_still_in_then_a_real_knock_out_hand_not_down_is_not_blamed():
    s, speaker, engine = _answered("+2")  # right: Bob played it; Alice's guess hit him
    assert "Bob is out." in engine.spoken, engine.spoken
    assert HINT not in engine.spoken, engine.spoken
    s.observe(o.card_seen(1, "the_boxer"))  # Bob's hand, laid late
    hear_all(speaker, engine)
    spoken = say_all(speaker, engine)
    assert "Bob's hand: The Boxer." in spoken, spoken
    assert HINT not in spoken and not any(t.startswith("Not counted") for t in spoken)

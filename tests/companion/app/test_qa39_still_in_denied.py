"""QA39 M2: a wrong plus 2 ("still in") to "The Fed in Bob's discard zone: was that Bob's
hand, so Bob is out?" (seed 7, round 2: it was his hand) counted his Fed as a play: every
deck count after it was one short ("18 cards left", truth 19) and nothing warned. ask40
named the answer once the cards passed his turn by ("Bob is out.", no card); rev40a: the
same cards follow a right plus 2 whose knock-out hand is laid late, and a hint there sent a
blind player to undo a right answer. So nothing blames a "still in" (QA39 M2 left open:
it needs a line that says both cases)."""
from companion.tracker import observations as o
from tests.companion.app.test_recheck39_number_after_undo import NAMES, ROUND_1
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all, heard_up_to

FED = "The Fed in Bob's discard zone: was that Bob's hand, so Bob is out?"
HINT = f"It would fit without your answer to: {FED} To take that answer back, press " \
    "minus twice."
# after Bob's Fed: Carol's check card and play, Alice's check card and play, Carol's check
# card and play (Bob's turn passed by)
AFTER = ((2, "the_musician"), (2, "the_fed"), (0, "the_dilettante"), (0, "investigators"),
         (2, "tommy_gun"), (2, "the_entertainer"))


def _answered(fed_answer):
    """Round 2 to Bob's Fed (the Deep One question answered right), ``fed_answer`` to its
    question, then the cards after it, all heard: ``(session, speaker, engine)``."""
    s, speaker, engine = heard_up_to(
        *(o.card_seen(seat, key) for seat, key in ROUND_1), o.new_round(),
        o.card_seen(2, "cultists"), o.card_seen(0, "deep_one"), names=NAMES)
    press(s, "+2")  # Alice played her Deep One
    s.observe(o.card_seen(1, "the_fed"))
    hear_all(speaker, engine)
    assert any(t.startswith(FED) for t in engine.spoken), engine.spoken
    press(s, fed_answer)
    for seat, key in AFTER:
        s.observe(o.card_seen(seat, key))
    hear_all(speaker, engine)
    return s, speaker, engine


def test_a_right_still_in_then_a_real_knock_out_hand_not_down_is_not_blamed():
    """rev40a: Alice's Investigators named Bob's hand right; Bob is slow to lay it, Carol
    plays on. The hint sent a blind player to minus twice: a false "Bob is out, with The
    Fed.", counts one too many, and Bob's real hand refused."""
    s, speaker, engine = _answered("+2")  # right: Bob played it; Alice's guess hit him
    # the cards alone tell it, his hand not down: not as a fact (QA42 H1)
    assert "Bob is probably out: the cards tell it, not confirmed." in engine.spoken, \
        engine.spoken
    assert HINT not in engine.spoken, engine.spoken
    s.observe(o.card_seen(1, "the_boxer"))  # Bob's hand, laid late
    hear_all(speaker, engine)
    spoken = say_all(speaker, engine)
    assert "Bob's hand: The Boxer." in spoken, spoken
    assert HINT not in spoken and not any(t.startswith("Not counted") for t in spoken)

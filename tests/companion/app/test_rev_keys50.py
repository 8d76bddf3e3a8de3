"""Review of keys50 (a state key pressed while the lines of the round a deal ended are
said is answered after them, with that round's table). Star now names the zone of the
round heard once the table was dealt again: the as-heard table, which left out the cards
laid in that round whose lines were not heard yet (QA47b MEDIUM-3 again: star 2 during
"Bob is out, with The Fed." said "Bob's discard zone is empty." while The Fed lay in his
zone). The zone is now the live table's just before the deal of the round not heard. The
voice's clock stands still (:func:`~tests.companion.app.test_state_as_heard.heard_up_to`).
"""
from companion.app.keys import Command
from companion.tracker import observations as o

from .test_keys50_round_end_line import ROUND_END, _deal_while_round_end_said
from .test_speech_order import said_first, say_all
from .test_state_as_heard import heard_up_to

OUT = "Bob is out, with The Fed."


def _fed_out_then_dealt(text=OUT, names=("Alice", "Bob")):
    """Alice's Investigators on Bob (guessed 2) heard; then Bob's hand, The Fed, read in
    his zone, "out" answered by key, and the table dealt again: the voice saying ``text``
    begins, the Fed's news not heard."""
    s, speaker, engine = heard_up_to(o.card_seen(0, "investigators"), o.guess(2),
                                     o.target(1), names=names)
    s.observe(o.card_seen(1, "the_fed"))
    s.observe(o.seat_out(1))
    s.observe(o.new_round(), before_round=lambda: s.tell("app.setup_deal", setup=True))
    assert s.tracker.view().round == 2
    engine.say_until(text)
    return s, speaker, engine


def test_star_during_the_round_s_end_names_the_card_laid_not_heard_yet():
    s, speaker, engine = _fed_out_then_dealt()
    s.key(Command("zone", 2))
    said_first(engine, "Bob's discard zone")  # the line cut, not let end (no race)
    spoken = say_all(speaker, engine)
    # named as not said yet (fresh QA51c M3, order52): "Bob is out, with The Fed." follows
    assert spoken[0] == "Bob's discard zone: just read, not said yet: The Fed.", spoken
    assert not any("empty" in line for line in spoken), spoken
    assert spoken[-1] == "Round 2. Alice starts.", spoken


def test_star_after_the_round_s_end_heard_names_that_round_s_zone():
    """Said at once, cutting the round's end, said again after it (fresh QA56 M5: star
    waited for the rest of the input begun, 13 s)."""
    s, speaker, engine = _fed_out_then_dealt("Alice wins the round")
    being = speaker._current  # the line being said (taken before: the engine may end it)
    s.key(Command("zone", 1))
    assert being.cancel.is_set()  # cut at the press: a regression fails at once, not in 20 s
    said_first(engine, "Alice's discard zone")  # the line cut, not let end (no race)
    spoken = say_all(speaker, engine)
    answer = spoken.index("Alice's discard zone: the Investigators.")
    assert engine.cancelled == ["Alice wins the round and has 1 Sane."], spoken
    assert spoken[answer + 1:] == [
        "1 update not said yet.", "Alice wins the round and has 1 Sane.",
        "Shuffle the other cards, set the top card aside face down, and deal one card to "
        "each player.", "Round 2. Alice starts."], spoken


def test_key_3_after_the_round_end_the_deal_settled_tells_the_next_round_s_cards():
    # Bob's Deep One read, "was that his hand?" settled by the deal (fresh QA50 run A's
    # case); review of keys50 (LOW): the answer applied to the table as heard hid the deal from
    # InfoKeys._next_round_dealt: "Unseen: 24 cards", the ended round's, where the same
    # round ended by a card says the next round's (QA42 L1, review of env44)
    s, speaker, engine = _deal_while_round_end_said("Alice wins the round")
    s.key(Command("unseen"))
    spoken = say_all(speaker, engine)
    assert spoken[:3] == ROUND_END, spoken
    assert spoken[3].startswith("Unseen in the next round, being dealt: 26 cards"), spoken
    assert spoken[-1] == "Round 2. Alice starts.", spoken


def test_key_2_after_the_round_end_the_deal_settled_tells_the_next_round_s_deck():
    s, speaker, engine = _deal_while_round_end_said("Alice wins the round")
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    assert spoken[3] == "17 cards left in the deck of the next round, being dealt.", spoken

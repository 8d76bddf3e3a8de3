"""QA48 stress (keys 0.4 s into every play line) and QA48b r4: a state key pressed while
the voice says a line cut it and answered with the table before that line's input (the
line not heard yet: 1.5 s), then said it again: key 5, 0.5 s into "Alice: los
Investigadores.", said "Es el turno de Alice."; key 8, 0.4 s into "Bob: los
Investigadores.", "Bob quizá está fuera"; key 5, 1 s into "Bob's hand: Cthulhu.", "The
table is waiting for Bob's hand." A line the voice has begun is said to its end first, and
the answer agrees with it (as a round's start already was: QA37 es13_k). The voice's clock
stands still (:func:`heard_up_to`): the line being said is never heard 1.5 s."""
from companion.app.keys import Command
from companion.tracker import observations as o

from .test_speech_order import said_first, say_all
from .test_state_as_heard import heard_up_to

NAMES = ("Alice", "Bob", "Carol")


def test_key_5_during_a_play_line_answers_after_it_with_the_next_turn():
    s, speaker, engine = heard_up_to(names=NAMES)
    s.observe(o.card_seen(0, "investigators"))
    said_first(engine, "Alice: the Investigators.")
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken
    assert spoken[0] == "Alice: the Investigators.", spoken
    assert spoken[1].startswith("It is Bob's turn"), spoken
    assert spoken.count("Alice: the Investigators.") == 1, spoken


def test_key_8_during_a_play_line_tells_its_player_in():
    s, speaker, engine = heard_up_to(o.card_seen(0, "investigators"), names=NAMES)
    s.observe(o.card_seen(1, "investigators"))
    said_first(engine, "Bob: the Investigators.")
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    assert spoken[:2] == ["Bob: the Investigators.",
                          "Table. Bob played the Investigators: it may have put a player out "
                          "(not confirmed; no hand laid yet); Alice and Carol are in, unless "
                          "that play put one of them out; Bob is in."], \
        spoken


def test_key_5_during_a_knocked_out_hand_s_line_tells_the_next_turn():
    # Alice's Investigators, then Bob's Boxer: "was that Bob's hand?"; answered yes, "Bob
    # is out, with The Boxer." being said when key 5 is pressed (QA48b r4: "Bob is out.
    # The table is waiting for Bob's hand." while his hand was being said)
    s, speaker, engine = heard_up_to(o.card_seen(0, "investigators"),
                                     o.card_seen(1, "the_boxer"), names=NAMES)
    assert s.tracker.question is not None and s.tracker.question.seat == 1
    s.observe(o.seat_out(1))
    said_first(engine, "Bob is out, with The Boxer.")
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken
    assert spoken[:3] == ["Bob is out, with The Boxer.", "Carol.", "It is Carol's turn."], \
        spoken

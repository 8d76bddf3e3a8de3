"""Fresh QA50 MEDIUM (run A 11:18:53): star 1 pressed while "Bob is out, with The Fed."
was being said, the table cleared and the next round dealt meanwhile, was answered 20 s
later, after "Alice wins the round …", the dealing steps and "Round 3. Alice starts.", with
round 3's empty zone: the round's end and the next round's start are the lines of one input
(the deal), all brought before the answer as "the rest of the input being said" (a round's
start as soon as begun). The lines of the round that ended are now the moment asked: the
answer comes after them, before the dealing steps, with the table of that round, ended as
heard (docs/keys.en.md: keys answered at once, as heard). Run C (11:34:03): key 5 during
"Alice: prueba de cordura, 1 carta.", a line of the card that settled the question about
her check, waited for that card's own news and its question too (4 lines, 15 s): the lines
up to the one telling that answer should be said, then the answer, with the table before
that card and the answer heard (keys51: SaidFor.waiting brings that card's lines up to
the one telling the answer, the table before it with the answer taken). The voice's clock
stands still (:func:`~tests.companion.app.test_state_as_heard.heard_up_to`)."""
from companion.app.keys import Command
from companion.tracker import observations as o

from .test_speech_order import said_first, say_all
from .test_state_as_heard import heard_up_to

ROUND_END = ["Bob is out, with the Deep One.", "No answer needed.",
             "Alice wins the round and has 1 Sane."]
DEAL = "Shuffle the other cards, set the top card aside face down, and deal one card to " \
    "each player."


def _deal_while_round_end_said(text="Bob is out"):
    """Alice's Investigators, Bob's Deep One ("was that Bob's hand?" open), then the table
    dealt again (the deal answers it: his hand), with its dealing step said before the
    new round's start, as the live table does; the voice saying the line ``text`` begins."""
    s, speaker, engine = heard_up_to(o.card_seen(0, "investigators"),
                                     o.card_seen(1, "deep_one"), names=("Alice", "Bob"))
    assert s.tracker.question is not None
    s.observe(o.new_round(), before_round=lambda: s.tell("app.setup_deal", setup=True))
    engine.say_until(text)
    return s, speaker, engine


def test_star_during_the_round_s_last_line_names_that_round_s_zone():
    s, speaker, engine = _deal_while_round_end_said()
    s.key(Command("zone", 1))
    said_first(engine, "Alice's discard")  # the line cut, not let end (review: a race)
    spoken = say_all(speaker, engine)
    answer = next(i for i, line in enumerate(spoken) if line.startswith("Alice's discard"))
    assert spoken[answer] == "Alice's discard zone: the Investigators.", spoken
    assert DEAL in spoken[answer:] and "Round 2. Alice starts." in spoken[answer:], spoken
    assert spoken.count("Bob is out, with the Deep One.") == 1, spoken


def test_key_5_during_the_round_s_last_line_comes_before_the_deal():
    s, speaker, engine = _deal_while_round_end_said()
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken
    assert spoken[:len(ROUND_END)] == ROUND_END, spoken
    assert spoken[len(ROUND_END)] == "No turn in progress.", spoken
    assert spoken[len(ROUND_END) + 1:] == ["1 update not said yet.", DEAL,
                                           "Round 2. Alice starts."], spoken


def test_key_8_during_the_round_s_win_line_tells_that_round_s_table():
    s, speaker, engine = _deal_while_round_end_said("Alice wins the round")
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    # Bob out with his hand, the Deep One, never said Insane (fresh QA60 MEDIUM-3)
    assert spoken[:4] == ROUND_END + ["Table. Alice is in; Bob is out."], spoken
    assert spoken[4:] == ["1 update not said yet.", DEAL, "Round 2. Alice starts."], spoken


def test_a_key_during_the_dealing_steps_still_answers_with_the_new_round():
    # the round's start begun (its dealing steps): as before, the rest said first
    # (QA37 es13_k), the answer then tells the round begun
    s, speaker, engine = _deal_while_round_end_said("Shuffle the other")
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert spoken == ROUND_END + [DEAL, "Round 2. Alice starts.", "It is Alice's turn."], \
        spoken


def _closed_by_the_next_card(text):
    """Alice's Investigators, Bob's Musician ("was that Bob's hand?" open), then Alice's
    Nightgaunt, which tells it was his play: its lines say his play, then that answer,
    then the Nightgaunt's news; the voice saying the line ``text`` begins."""
    s, speaker, engine = heard_up_to(o.card_seen(0, "investigators"),
                                     o.card_seen(1, "the_musician"), names=("Alice", "Bob"))
    assert s.tracker.question is not None
    s.observe(o.card_seen(0, "nightgaunt"))
    engine.say_until(text)
    return s, speaker, engine


NIGHTGAUNT = ["Alice discards the Nightgaunt.", "Alice is now Insane.", "Alice.",
              "Alice: Sanity check, 1 card."]


def test_key_5_during_a_play_a_later_card_settled_waits_for_that_answer_only():
    # fresh QA50 run C: key 5 during "Alice: prueba de cordura, 1 carta.", the check a
    # later card (her Necronomicon) settled, came after that play and its question too
    s, speaker, engine = _closed_by_the_next_card("Bob: The Musician.")
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken
    assert spoken == ["Bob: The Musician.", "No answer needed: that was Bob's play.",
                      "It is Bob's turn. The table is waiting for the card Bob makes "
                      "someone discard with The Musician.",
                      "1 update not said yet.", *NIGHTGAUNT], spoken


def test_key_5_after_the_answer_line_still_waits_for_the_play_being_said():
    # the answer heard, a line of the later card's own news begun: low49 as before
    s, speaker, engine = _closed_by_the_next_card("Alice discards")
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    assert spoken[-2:] == [NIGHTGAUNT[-1], "It is Alice's turn. Alice is Insane, 1 Other "
                           "World card. The table is waiting for Alice's Sanity check."], \
        spoken

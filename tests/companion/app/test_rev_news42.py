"""Review of news42 (QA41 M1, state keys as heard): cases the branch leaves open."""
import pytest

from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_qa41_as_heard_guess import HEARD, HELD, _unseen
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import answer, hear_all, heard_up_to

NAMES = ("Alice", "Bob", "Carol")


def test_key_3_after_a_slash_before_cards_held_behind_the_question_leaves_them_out():
    """"Was that Alice's hand?" (her Deep One) heard; Bob's Fed, Carol's Musician and her
    Fed read since, said nothing (held). The player corrects the Deep One to the Boxer
    (slash 3) and presses key 3 at once: none of the 3 held cards was ever said, so the
    answer counts 24 unseen (Cultists and one card of Alice's), not 21 (review news42
    MEDIUM: the replayed cards had no record of what was said, and were taken as heard)."""
    s, speaker, engine = heard_up_to(*HEARD, names=NAMES, first=2)
    for obs in HELD:
        s.observe(obs)
    hear_all(speaker, engine)
    assert engine.spoken == []  # the held cards said nothing
    s.observe(o.was("the_boxer", back=3))  # the Deep One was the Boxer
    s.key(Command("unseen"))
    spoken = say_all(speaker, engine)
    assert _unseen(HEARD)[0].startswith("Unseen: 24 cards")
    unseen = next(t for t in spoken if t.startswith("Unseen"))
    assert unseen.startswith("Unseen: 24 cards"), spoken


def test_key_3_after_slash_and_plus_by_key_leaves_the_held_cards_out():
    """As above, the correction given by keys (slash 3, "Which card? 1: The Boxer; 2: the
    Deep One.", plus 1), key 3 pressed while "Corrected: …" is said: 24 unseen (main: 21,
    the 3 held cards counted as seen)."""
    from companion.cards import card
    s, speaker, engine = heard_up_to(*HEARD, names=NAMES, first=2)
    for obs in HELD:
        s.observe(obs)
    hear_all(speaker, engine)
    s.key(Command("correct", card("the_boxer").rank))
    hear_all(speaker, engine)
    assert [ob.cards for _, ob in s.options()] == [("the_boxer",), ("deep_one",)]
    s.key(Command("answer", 1))
    s.key(Command("unseen"))
    spoken = say_all(speaker, engine)
    unseen = next(t for t in spoken if t.startswith("Unseen"))
    assert unseen.startswith("Unseen: 24 cards"), spoken


def test_key_8_idle_after_the_settling_lines_agrees_with_carol_is_now_insane_heard():
    """The voice behind, Alice's Dilettante settles "was that Alice's hand?" while three
    cards wait held: its lines are said, "No answer needed: that was Alice's play." dropped
    as over, the rest heard ("Carol is now Insane.", "Alice: the Deep One.", "The Fed in
    Bob's discard zone: was that Bob's hand …?"). Key 8, the voice idle, answered "Table.
    Alice and Bob may be out (not confirmed); Carol is in.": Carol's insanity just heard
    gone, Bob's question just heard not named (the table before her question was closed).
    The answer the cards gave is taken once the other lines of the input telling it are
    heard, its own line dropped."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD, o.card_seen(0, "the_dilettante"),
                                     names=NAMES, first=2)
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    table = answer([*HEARD, HELD[0], o.not_hand(0)], "table", NAMES, first=2)
    # fresh QA59 M2: Alice may be out only by her Deep One's compare, her hand owed (no
    # line said her out): said with that play, as key 8 says an effect not known yet; and
    # Carol, its other possible target, whose next card (her Sanity check's) tells it
    # (review of m60a: "it may have put Alice out", as if no other player could be)
    assert table[0] == ("Table. Bob may be out (not confirmed); Alice played the Deep One: "
                        "it may have put a player out (not confirmed; no hand laid yet); "
                        "Alice and Carol are in, unless that play put one of them out; "
                        "Carol is Insane.")
    assert spoken == table, spoken  # Bob's question, heard and open: as with it typed


def test_key_2_idle_names_the_open_question_just_heard_not_the_next_card():
    """As above: "The Fed in Bob's discard zone: was that Bob's hand …?" heard and still
    open, the cards read before it held. Key 2 said "19 or 20 cards left in the deck: the
    next card tells." (the table as heard took the answer the cards gave to Alice's
    question, so its Bob's question was another object than the live one, taken as closed
    by the news not said yet): it is the answer to that question that tells."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD, o.card_seen(0, "the_dilettante"),
                                     names=NAMES, first=2)
    assert s.tracker.question is not None and s.tracker.question.seat == 1
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    assert spoken == ["19 or 20 cards left in the deck: the answer to the question tells."]
    assert spoken == answer([*HEARD, HELD[0], o.not_hand(0)], "deck", NAMES, first=2)


@pytest.mark.parametrize("key, said", [
    ("deck", "19 or 20 cards left in the deck: the answer to the question tells."),
    ("table", None)])
def test_keys_2_8_with_bobs_question_brought_first_tie_the_answer_to_it(key, said):
    """Key 2 or 8 while the Dilettante's lines are said ("Carol is now Insane." heard):
    the rest of them first, "… was that Bob's hand …?" last, then the answer. Key 2 said
    "the next card tells": the question just said is open, its answer tells. Key 8 (since
    keys51, fresh QA50 run C) comes right after the line telling Alice's answer, with the
    table before the Dilettante and that answer, Bob's question after it."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD, names=NAMES, first=2)
    s.observe(o.card_seen(0, "the_dilettante"))
    engine.say_until("Alice: the Deep One.")
    s.key(Command(key))
    spoken = say_all(speaker, engine)
    if key == "table":
        at = spoken.index("No answer needed: that was Alice's play.")
        assert spoken[at + 1] == answer([*HEARD, o.not_hand(0)], key, NAMES, first=2)[0]
        assert spoken[-1].startswith("The Fed in Bob's"), spoken
        return
    at = next(i for i, t in enumerate(spoken) if t.startswith("The Fed in Bob's"))
    assert spoken[-1] == said and at < len(spoken) - 1, spoken

"""Keys and what the voice says back, QA38's fresh tester (session 38): the undo of a
correction whose later card's lines held a question (pU)."""
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import NAMES
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_session import press, session
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import heard_up_to


def test_undo_of_a_correction_says_again_a_question_it_had_replaced():
    """QA38 #2 (pU): "Alice: the Cultists." said, Bob's Deep One read (its lines ask "was
    that Bob's hand?"), slash, 2, plus 2: "Corrected: the Nightgaunt, not the Cultists.";
    minus twice: "Undone: …", "Alice: the Cultists.", then "Something went wrong" (a
    ``TypeError``: the question's line was kept as its prompt's list, not as the line to
    say again); once that was mended, the question was said twice in a row. It is said
    again, once, and nothing goes wrong."""
    cards = [o.card_seen(seat, key) for seat, key in _BOB_ASKED]
    s, speaker, engine = heard_up_to(*cards[:-2], names=NAMES)
    s.observe(cards[-2])  # Alice's Cultists
    said_first(engine, "Alice: the Cultists.")
    s.observe(cards[-1])  # Bob's Deep One: its question, not said yet
    with s.answering():
        s.correct_cue()
    engine.say_until("Correct ")
    press(s, "/2")
    engine.say_until("Which card?")
    press(s, "+2")  # the Nightgaunt
    engine.say_until("Corrected: the Nightgaunt, not the Cultists.")
    press(s, "--")
    spoken = say_all(speaker, engine)
    assert "Undone: the correction of Alice's card." in spoken, spoken
    assert s.tracker.view().seats[0].zone[-1] == "cultists"
    at = spoken.index("Undone: the correction of Alice's card.")
    asked = [t for t in spoken[at:] if "was that Bob's hand" in t]
    assert len(asked) == 1, spoken  # asked again, once
    # "Alice is now Insane." once her Cultists' effect is over, which the question asks
    # (session 40): not yet, and said once answered (tracker: test_played_not_hand.py)
    assert spoken[at + 1:] == ["Alice: the Cultists.", asked[0]], spoken


def test_key_8_says_insane_the_players_it_says_may_be_out_or_are_out():
    """QA38 #7: "Table. Carol may be out (not confirmed); Alice is in, Insane; Bob is out."
    left out that Carol is Insane, said before. Every player key 8 names is said Insane
    when known: one it says may be out, and one out."""
    s, said = session()
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.card_seen(1, "the_boxer"))  # no target told: anyone may be out
    press(s, "8")  # "Ann is now Insane." waits for the question (session 40): not yet
    # Bob's Boxer his hand (the question) or his play, its compare untold (fresh QA51 E):
    # "if" his play (fresh QA56 HIGH-1: not "Bob played The Boxer" as fact)
    assert said[-2].brief == ("Table. Bob may be out (not confirmed); if Bob played The "
                              "Boxer, it may have put a player out (not confirmed; no hand "
                              "laid yet); Ann and Cy are in, unless that play put one of "
                              "them out."), said[-2]  # fresh QA57 MEDIUM-3: who is in
    s.observe(o.target(0))
    s.observe(o.seat_out(0))
    press(s, "8")
    assert said[-1].brief == "Table. Ann is out, Insane; Bob is in; Cy is in.", said[-1]


def test_key_6_describes_at_once_the_card_heard_last_not_one_read_since():
    """QA38 #5 (pA2): the answer "+2" brought the plays held behind the question, a dozen
    lines; 0.8 s after "Carol: The Fed." began, key 6 described the Investigators, Alice's
    play read since, on screen only, its line waiting 7 s behind the rest of that news
    (then replaced by key 8). It describes The Fed, at once, after the line being said."""
    from companion.app.keys import Command
    from tests.companion.app.test_correct_heard import _bob_asked
    s, speaker, engine = _bob_asked()
    for seat, key in ((2, "the_musician"), (2, "the_fed"), (0, "the_urchin"),
                      (0, "investigators")):  # Carol's check and play, Alice's: all wait
        s.observe(o.card_seen(seat, key))
    press(s, "+2")
    engine.say_until("Carol: The Fed.")
    s.key(Command("card_help"))
    spoken = say_all(speaker, engine)
    at = spoken.index("Carol: The Fed.")
    assert spoken[at + 1] == "The Fed: Look at another player's hand.", spoken
    assert not any(t.startswith("The Investigators:") for t in spoken), spoken


def test_star_and_a_seat_says_the_last_round_s_zone_with_an_empty_one():
    """QA38 #8: star 1 right after "Round 3. Carol starts." gave round 2's zone without
    saying it was the last round's. Empty in the round begun, the zone is said so, then as
    the last round ended."""
    from tests.companion.app.test_slash_review32 import _ANN_BOB_CY, _ROUND1
    s, said = session()
    assert s.tracker.names == _ANN_BOB_CY
    for obs in _ROUND1:
        s.observe(obs)
    press(s, "*1")
    assert said[-1].brief == "Ann's discard zone: The Boxer and The Fed.", said[-1]
    s.observe(o.new_round())
    press(s, "*1")
    assert said[-1].brief == ("Ann's discard zone is empty this round; last round: The Boxer "
                              "and The Fed."), said[-1]
    press(s, "*2")
    assert said[-1].brief == "Bob's discard zone is empty.", said[-1]

"""QA41 H1 and M1: a state key pressed while the voice is behind answers with the table as
the player has heard it, never with an account an open question only guessed, nor with
cards whose news waits unsaid. An input whose lines the player never heard (a question the
next card closed before it was said, cards held back while a question was open: their
news is said with the input that settles it) is part of the news not said yet: the table
as heard is the one before it, and it counts as an update not said yet."""
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_qa41_deck_depends import BOB_ZONE, DEEP_ONE, FACE_UP, NAMES, PLAYS
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import answer, heard_up_to
from tests.voice.conftest import wait_for


def test_qa41_h1_key_2_never_says_the_deck_count_an_unsaid_question_guessed():
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, names=NAMES)
    s.observe(DEEP_ONE)
    engine.say_until("Alice: the Deep One.")  # Alice's Sanity check heard, the play not
    s.observe(BOB_ZONE)  # "was that Bob's hand?" waits behind it
    assert {h.view().deck_count for h in s.tracker.hyps} == {10, 12}
    assert s.tracker.view().deck_count == 10  # the account guessed first
    s.observe(o.new_round())  # closes the question before it was said
    s.key(Command("deck"))
    heard = answer([*FACE_UP, *PLAYS, DEEP_ONE], "deck", NAMES)
    assert heard == ["12 cards left in the deck."]
    spoken = say_all(speaker, engine)
    assert not any(t.startswith("10 cards") for t in spoken), spoken
    at = spoken.index("Alice: the Deep One.")  # the rest of the input begun: first
    assert spoken[at + 1:at + 3] == [*heard, "2 updates not said yet."], spoken
    assert "Bob is out, with the Investigators." in spoken[at + 3:]
    assert not any("Bob's hand" in t for t in spoken)  # the closed question: not asked


def test_qa41_m1_key_3_does_not_count_cards_whose_news_is_not_said_yet():
    """Cards read while the question is open say nothing of their own; the card that
    settles it says them all. Key 3 pressed before that is heard counts none of them."""
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS, DEEP_ONE, names=NAMES)
    s.observe(BOB_ZONE)
    engine.say_until("The Investigators in Bob's")  # "was that Bob's hand?" being said
    s.observe(o.card_seen(1, "the_boxer"))  # Bob passed: all said with this card
    # the question, closed, is cut unheard; the key comes once the Boxer's news is begun
    # (a loaded machine let the voice get there first, or not yet: flaky49)
    wait_for(lambda: engine.started[-1] == "Bob: Sanity check, 1 card.")
    s.key(Command("unseen"))
    heard = answer([*FACE_UP, *PLAYS, DEEP_ONE], "unseen", NAMES)
    assert heard != answer([*FACE_UP, *PLAYS, DEEP_ONE, BOB_ZONE, o.card_seen(1, "the_boxer")],
                           "unseen", NAMES)
    said_first(engine, "Unseen: ")  # at once: it cut the line being said
    spoken = say_all(speaker, engine)
    assert spoken[:3] == [*heard, "2 updates not said yet.", "Bob: Sanity check, 1 card."], spoken
    assert "Bob: The Boxer." in spoken[2:]


#: QA41's V0 (seed 7), round 2 as the camera reads it, Carol first: her Cultists, then
#: "was that Alice's hand?" (her Deep One), asked and heard
HEARD = [o.card_seen(2, "cultists"), o.card_seen(0, "deep_one")]
#: cards read while it is open: each says nothing (Bob's Fed, Carol's Sanity check card
#: and her Fed), then Alice's Dilettante settles it ("Alice: the Deep One.", heard) and
#: asks "was that Bob's hand?" of the Fed; 2 more cards say nothing, and Carol's
#: Entertainer settles that: all the held cards' news comes with it
HELD = [o.card_seen(1, "the_fed"), o.card_seen(2, "the_musician"), o.card_seen(2, "the_fed")]
LATER = [o.card_seen(0, "investigators"), o.card_seen(2, "tommy_gun")]


def _unseen(observations):
    s = TableSession(say=lambda a: None)
    for obs in (o.start("arkham", ["Alice", "Bob", "Carol"], "en", 2), *observations):
        s.observe(obs)
    told = len(s.transcript)
    s.key(Command("unseen"))
    return [a.brief for a in s.transcript[told:]]


def test_qa41_m1_key_3_leaves_out_cards_held_before_a_heard_play_until_their_news_is_said():
    s, speaker, engine = heard_up_to(*HEARD, *HELD, names=("Alice", "Bob", "Carol"), first=2)
    s.observe(o.card_seen(0, "the_dilettante"))
    engine.say_until("The Fed in Bob's")  # "Alice: the Deep One." heard, the question not
    for obs in (*LATER, o.card_seen(2, "the_entertainer")):
        s.observe(obs)
    s.key(Command("unseen"))
    heard = _unseen(HEARD)
    assert heard != _unseen([*HEARD, *HELD, o.card_seen(0, "the_dilettante")])
    spoken = say_all(speaker, engine)
    at = spoken.index(heard[0])  # after the rest of the Dilettante's lines, begun
    # each of the 7 cards read after the question (the Dilettante: named by a later line)
    assert spoken[at:at + 2] == [*heard, "7 updates not said yet."], spoken
    assert "Carol: The Fed." in spoken[at + 2:] and "Bob is out, with The Fed." in spoken

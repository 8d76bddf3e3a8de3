"""QA41 H1: key 2 said "10 cards left in the deck." from the account an open question
("was that Bob's hand?") guessed first; the deck held 12. While the accounts the tracker
keeps differ on the deck, key 2 says each count and what settles it, never one guess as
fact. (QA41 M1, the table as heard behind an open question: test_qa41_as_heard_guess,
test_qa41_news_per_input.)"""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_state_as_heard import answer

NAMES = ("Alice", "Bob")
#: QA41's V2 (seed 7, 2 players), round 1 as the camera reads it
FACE_UP = [o.face_up(k) for k in ("randall_tillinghast", "investigators", "stowaway",
                                  "the_musician", "tommy_gun")]
PLAYS = [o.card_seen(seat, key) for seat, key in (
    (0, "rlyeh"), (1, "investigators"), (1, "the_boxer"), (1, "cultists"), (0, "the_fed"))]
DEEP_ONE = o.card_seen(0, "deep_one")  # settles "was that Alice's hand?": she passed
#: in Bob's zone: his hand (out by the Deep One, the deck at 12) or his Sanity check's card
#: (he passed and drew: 10), asked
BOB_ZONE = o.card_seen(1, "investigators")


def test_qa41_h1_key_2_with_the_question_open_says_both_counts_and_what_settles_them():
    """The deck holds 12 (Bob out) or 10 (he passed and drew); key 2 says both."""
    asked = [*FACE_UP, *PLAYS, DEEP_ONE, BOB_ZONE]
    assert answer(asked, "deck", NAMES) == [
        "10 or 12 cards left in the deck: the answer to the question tells."]


def test_key_2_with_accounts_differing_and_no_question_says_the_next_card_tells():
    """2 players, Alice's Fed, Bob's Investigators: the accounts differ on the deck (15,
    or 16 if his guess knocked her out: the round ends, no draw) with no question open;
    each count is said, the next card settling it. (Ann's Urchin, Bob's Deep One, 3
    players: only the accounts waiting for the loser's hand had not made the next draw,
    19 in every account once made: review of lows45, test_status_deck_counts.)"""
    plays = [o.card_seen(0, "the_fed"), o.card_seen(1, "investigators")]
    assert answer(plays, "deck", NAMES) == [
        "15 or 16 cards left in the deck: the next card tells."]



@pytest.mark.parametrize("heard", [False, True])
def test_key_2_names_no_question_the_player_never_heard(heard):
    """The voice behind, Alice's Fed then her Deep One read: the question the Fed opened
    ("was that Alice's hand?", the deck at 12 or 14) was dropped unsaid, the Deep One
    closing it. Key 2 during "Bob is now Insane." (the Deep One's first line) said "12 or
    14 cards left in the deck: the answer to the question tells.", naming a question the
    player never heard (as key 5 did: QA33 L1). No question is named. When the player
    heard the question (``heard``), the Deep One's lines, begun, are said whole first, as
    for keys 5 and 8 (QA62 LOW-1), and the count after them, settled ("No answer needed"),
    is one (it was "12 or 14 …: the next card tells.", before those lines)."""
    from companion.app.keys import Command
    from tests.companion.app.test_speech_order import say_all
    from tests.companion.app.test_state_as_heard import heard_up_to
    from tests.voice.conftest import TIMEOUT, wait_for
    s, speaker, engine = heard_up_to(*FACE_UP, *PLAYS[:3], names=NAMES)
    s.observe(PLAYS[3])  # "Bob: the Cultists.", being said: the voice is behind from here
    s.observe(PLAYS[4])  # Alice's Fed: "was that Alice's hand?"
    opened = s.tracker.question
    if heard:  # the question said whole before the Deep One is read
        engine.say_until("The Fed in Alice's discard zone")
        with engine._lock:
            engine.let_go = engine.gated_at
            engine.gate.set()
        wait_for(lambda: any("Alice's hand" in t for t in engine.spoken))
        # and the voice has noted its end (flk68: the engine lists a line said before its
        # speak() returns and the speaker marks it said; a loaded machine read the Deep
        # One in between, the question still being said, not heard: key 2 said 14 cards)
        assert speaker.wait_idle(TIMEOUT)
    s.observe(DEEP_ONE)  # closes it before the voice got to it
    assert opened is not None and s.tracker.question is None
    engine.say_until("Bob is now Insane.")
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    assert heard or not any("Alice's hand" in t for t in engine.started), engine.started
    deck = [t for t in spoken if "left in the deck" in t]
    if not heard:  # Alice's Fed never heard of (its question dropped unsaid): the table
        # before it, its news and the Deep One's waiting (news42, QA41 M1)
        at = spoken.index("14 cards left in the deck.")
        assert spoken[at + 1] == "2 updates not said yet.", spoken
        assert deck[:1] == ["14 cards left in the deck."], spoken
        return
    # QA62 LOW-1: key 2 says the line begun ("Bob is now Insane.", the Deep One's) and the
    # rest of its input first, "No answer needed" among them: the count is then one
    assert deck == ["12 cards left in the deck."], spoken
    assert spoken[-2:] == ["Alice: the Deep One.", "12 cards left in the deck."], spoken

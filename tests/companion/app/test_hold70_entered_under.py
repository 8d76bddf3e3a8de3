"""Fresh QA69 HIGH-3 (session 70, hold70; run r13b: handC, 130 '\\n6', 132 '+1' (The
Sailor entered for Bob's play under the hand), 168 '+2' (the true "no, still in")).

The hand lifted, one picture made Bob's Musician (place 1, the entered card's) and Sailor
(place 2) stable at once. The Sailor went first, counted as the one entered ("already on
the table"), and the Musician was a later card ("The Musician by Bob? Waiting for Carol's
play or the next deal."): no hint, no hold. After +2: "Carol's Tommy Gun: the
Necronomicon, from the deck into Carol's zone." "Carol's Tommy Gun: the Investigators,
from the deck…" "Carol discards the Shoggoth." "Carol fails. 11 cards left." (truth 10),
stated as fact. Mends: the card at the entered card's place goes first
(:mod:`companion.app.entered_under`): the hint and the hold as for the Boxer; the answer
keeping the Sailor, the round's camera cards are said to be checked
(:mod:`companion.app.differs_kept`).

Truth (/tmp/s69/vid/d491/demo-transcript.txt): Bob plays The Musician choosing Carol, who
discards the Tommy Gun; Carol plays the Necronomicon (Insane); Bob plays The Sailor;
Carol's Sanity check draws the Investigators (passes), she plays the Shoggoth; Bob plays
The Fed; Carol's Sanity check draws the Deep One and The Musician: "Carol fails. 10 cards
left."."""
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import (NAMES, _laid_under_the_hand,
                                                                  _typed)

HINT = ("The camera reads The Musician in Bob's zone where The Sailor was entered. The cards "
        "laid on it wait: to take The Musician, press slash, then its rank; to keep The "
        "Sailor, answer the open question; key 1 repeats it.")
#: the check line of a camera card given while the round rests on the kept entry
KEPT = "The table rests on the card you kept, not the camera's: check it."
#: the round's later cards, in the order laid (seat 1-based, key, place in the zone)
LATER = ((3, "investigators", 3), (3, "shoggoth", 4), (2, "the_fed", 3), (3, "deep_one", 5),
         (3, "the_musician", 6))


def _sailor_entered():
    """handC up to the hand lifted, the Sailor entered for Bob's Musician: ``(table, said,
    cards, n)``, ``n`` the lines said before the lift."""
    table, said, _ = _table(NAMES)
    cards = _laid_under_the_hand(table)
    _typed(table, cards, "\n6", "+1")
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    n = len(said)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 6, *cards)
    return table, said, cards, n


def _later(table, cards) -> None:
    for more in LATER:
        cards.append(more)
        _frames(table, 12, *cards)


def test_qa69_high3_the_musician_at_the_entered_sailors_place_is_said_and_holds_the_sailor():
    """r13b: "The Musician by Bob? Waiting for Carol's play or the next deal." and nothing
    about the Sailor entered where the camera reads The Musician."""
    table, said, _, n = _sailor_entered()
    told = _texts(said)[n:]
    assert told == [HINT], told
    assert table.differs_held is not None
    assert table.session.tracker.view().seats[1].zone == ("the_entertainer", "the_sailor")


def test_qa69_high3_the_true_no_keeping_the_sailor_states_nothing_built_on_it_as_fact():
    """r13b's +2: the Tommy Gun's deck cards, the Shoggoth's discard and "11 cards left"
    were stated as fact; now each camera card of the round is said to be checked."""
    table, said, cards, n = _sailor_entered()
    _typed(table, cards, "+2")
    _later(table, cards)
    told = _texts(said)[n:]
    gun = [t for t in told if t.startswith("Carol's Tommy Gun:")]
    assert gun and all(KEPT in t for t in gun), told
    assert "Carol discards the Shoggoth." not in told, told
    assert "Bob: The Fed. " + KEPT in told, told


def test_qa69_high3_slash_after_the_hint_says_the_round_as_played():
    """The hint followed: slash 5 takes The Musician, the held cards in the order laid,
    the round as the transcript says it."""
    table, said, cards, n = _sailor_entered()
    _typed(table, cards, "/5", "+1")
    _later(table, cards)
    told = [t.split(" It lay")[0] for t in _texts(said)[n:]]
    truth = ["Bob: The Musician.", "Carol discards the Tommy Gun.", "Carol: the Necronomicon.",
             "Carol is now Insane.", "Bob: The Sailor.", "Carol: Sanity check, 1 card.",
             "The Investigators.", "Carol passes. 14 cards left.", "Carol: the Shoggoth.",
             "Bob: The Fed.", "Carol: Sanity check, 2 cards.", "The Deep One.",
             "The Musician.", "Carol fails. 10 cards left."]
    assert [t for t in told if t in truth] == truth, told
    assert not any(t.endswith(KEPT) for t in told), told

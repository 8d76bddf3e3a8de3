"""Fresh QA70's wrong-answer routes (session 71, wrong71; /tmp/s70/qa70/REPORT.md): the d491
demo with a hand over Bob's zone (handC: while he plays The Musician and The Sailor; handB:
from his first play, The Entertainer, on). The live table with a real stabilizer, the
tester's keys (test_qa67_entered_read_otherwise's way).

Truth (/tmp/s69/vid/d491/demo-transcript.txt): "Bob: The Entertainer." "Carol: the
Investigators." "Bob: The Musician." "Carol discards the Tommy Gun." "Carol: the
Necronomicon." "Carol is protected." "Carol is now Insane." "Bob: The Sailor." "Carol:
Sanity check, 1 card." "The Investigators." "Carol passes. 14 cards left." "Carol: the
Shoggoth." "Bob: The Fed." "Carol: Sanity check, 2 cards." "The Deep One." "The Musician."
"Carol fails. 10 cards left." "Carol is out, with Cthulhu." "Bob wins the round…"."""
import pytest

from tests.companion.app.test_hold70_entered_under import LATER
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import (NAMES, _laid_under_the_hand,
                                                                  _typed)

#: round 1 from Bob's Musician on, as the transcript says it (choices left out)
TRUTH = ["Bob: The Musician.", "Carol discards the Tommy Gun.", "Carol: the Necronomicon.",
         "Carol is protected.", "Carol is now Insane.", "Bob: The Sailor.",
         "Carol: Sanity check, 1 card.", "The Investigators.", "Carol passes. 14 cards left.",
         "Carol: the Shoggoth.", "Bob: The Fed.", "Carol: Sanity check, 2 cards.",
         "The Deep One.", "The Musician.", "Carol fails. 10 cards left."]


def _wrong_yes_undone():
    """handC, QA70 H1 (run h9: 130 '\\n5', 132 '+1', 172 '--'): the right rank entered
    for Bob's play under the hand, a wrong "yes, Bob's hand" ending round 1, Carol's
    Necronomicon dealing round 2, the hand lifted (Bob's Musician and Sailor seen at once),
    then the advised minus twice and the round's later cards: ``(table, said, n)``, ``n``
    the lines said before the minus."""
    table, said, _ = _table(NAMES)
    cards = _laid_under_the_hand(table)  # Carol's Tommy Gun waits for Bob's play
    _typed(table, cards, "\n5", "+1")
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 6, *cards)
    n = len(said)
    table.undo_at = float("-inf")  # (not a held minus key's repeat)
    _typed(table, cards, "--")
    for more in LATER:
        cards.append(more)
        _frames(table, 12, *cards)
    return table, said, n


def test_qa70_h1_minus_twice_after_a_wrong_yes_plays_round_1_as_played():
    """Main: "Carol discards the Necronomicon." "Carol: Sanity check, 1 card." "Carol
    passes. 16 cards left." … "Carol fails. 12 cards left." (false, as fact); the Tommy
    Gun and the Sailor never said. The Tommy Gun, waiting behind the answer, was dropped
    with round 2; the camera's Musician, read in round 2, read again as Bob's second card
    (answer_back)."""
    table, said, n = _wrong_yes_undone()
    told = _texts(said)[n:]
    assert "Undone: the last answer." in told, told
    assert [t for t in told if t in TRUTH] == TRUTH, told
    assert not any(t.startswith("Carol discards the Necronomicon") for t in told), told
    view = table.session.tracker.view()
    assert view.seats[1].zone == ("the_entertainer", "the_musician", "the_sailor",
                                  "the_fed"), told
    assert view.seats[2].zone == ("investigators", "tommy_gun", "necronomicon",
                                  "investigators", "shoggoth", "deep_one", "the_musician")


def test_qa70_h1_no_card_of_the_round_is_said_to_take_away():
    """The camera's Musician, the entered card's report, is no undone card: not "take it
    away, or it stays left out". A guard: on the real video (its Musician the last input
    before the minus) the mend's first version said it; this synthetic route, its Sailor
    the last input, passes on main too."""
    _, said, n = _wrong_yes_undone()
    told = _texts(said)[n:]
    assert not any(t.endswith("take it away, or it stays left out.") for t in told), told

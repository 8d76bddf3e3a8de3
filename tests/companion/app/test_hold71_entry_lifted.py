"""Session 71 (hold71): a card seen right on an entered play as a hand lifts tells the
order of the cards laid before that entry (companion.app.entry_lifted; fresh QA69 M1).

handB (/tmp/s69/vid/handB.mp4: the d491 demo with a hand over Bob's zone from frame 60,
hiding his Entertainer as it is laid), QA69 run b3 (128 '\\n7': Bob's Entertainer entered,
"The Entertainer or the Shoggoth?" left open; 170 '+2', the true "no, still in"): the
hand lifted, one picture made Bob's Entertainer, Musician and Sailor stable; after +2 the
table asked Carol's Tommy Gun, read before the entry, as the Musician's discard or a later
play ("Laid before Bob's play was entered: the Tommy Gun (0) …") and held her Necronomicon
and the Sailor to the video's end. The live table with a real stabilizer, the tester's
keys (test_qa67_entered_read_otherwise's way).

Truth (/tmp/s69/vid/d491/demo-transcript.txt): "Bob: The Entertainer." "Carol: the
Investigators." "Bob: The Musician." "Carol discards the Tommy Gun." "Carol: the
Necronomicon." "Carol is now Insane." "Bob: The Sailor." "Carol: Sanity check, 1 card."."""
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import NAMES, _typed

TRUTH = ["Bob: The Entertainer.", "Carol: the Investigators.", "Bob: The Musician.",
         "Carol discards the Tommy Gun.", "Carol: the Necronomicon.", "Carol is now Insane.",
         "Bob: The Sailor.", "Carol: Sanity check, 1 card."]


def _b3(lift=((2, "the_entertainer", 0), (2, "the_musician", 1), (2, "the_sailor", 2))):
    """handB's round 1 with b3's keys, ``lift`` the cards Bob's zone shows as the hand
    lifts: ``(table, told)``, the lines said from the Enter on."""
    table, said, _ = _table(NAMES)
    cards = []
    for card in ((1, "stowaway", 0), (1, "the_dilettante", 1), (3, "investigators", 0),
                 (3, "tommy_gun", 1)):
        cards.append(card)
        _frames(table, 6, *cards)
    n = len(said)
    _typed(table, cards, "\n7")  # Bob's Entertainer under the hand
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    cards += list(lift)  # the hand lifts
    _frames(table, 6, *cards)
    _typed(table, cards, "+2")
    _frames(table, 30, *cards)
    return table, [t.split(" It lay")[0] for t in _texts(said)[n:]]


def test_qa69_b3_the_sailor_on_the_musician_makes_the_tommy_gun_its_discard():
    table, told = _b3()
    assert [t for t in told if t in TRUTH] == TRUTH, told
    assert not any("Laid before Bob's play was entered" in t for t in told), told
    view = table.session.tracker.view()
    assert view.seats[1].zone == ("the_entertainer", "the_musician", "the_sailor"), told
    assert view.seats[2].zone == ("investigators", "tommy_gun", "necronomicon"), told


def test_qa69_b3_without_a_card_on_the_musician_the_tommy_gun_is_still_asked():
    """No card seen on the Musician (the hand lifted before Bob's next play): nothing tells
    that Carol's turn came after it, so the Tommy Gun, laid before the entry, is asked as
    before (LaidBefore._ask_before_entry), not given as the discard."""
    _, told = _b3(lift=((2, "the_entertainer", 0), (2, "the_musician", 1)))
    assert any("Laid before Bob's play was entered: the Tommy Gun" in t for t in told), told
    assert "Carol discards the Tommy Gun." not in told, told

"""Fresh QA69 MEDIUMs M1-M5 on handC / handB (session 70, hold70; /tmp/s69/qa69/REPORT.md):
the d491 demo with a hand over Bob's zone while he plays The Musician (choosing Carol, who
discards the Tommy Gun) and, after Carol's Necronomicon, The Sailor. The live table with a
real stabilizer, the tester's keys (test_qa67_entered_read_otherwise's way).

Truth (/tmp/s69/vid/d491/demo-transcript.txt): "Bob: The Musician." "Carol discards the
Tommy Gun." "Carol: the Necronomicon." "Carol is protected." "Carol is now Insane." "Bob:
The Sailor." …"""
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import NAMES, _typed


def test_qa69_m2_carol_is_said_insane_after_the_wrong_rank_is_corrected():
    """M2 (run r8b: 110 '\\n3', 112 '+1', 168 '/5', 172 '+1'): Enter before Carol's Tommy
    Gun was read, so the table built on the Boxer: "Carol's Tommy Gun: the Necronomicon,
    from the deck into Carol's zone." (Insane by her zone, never said: the Tommy Gun still
    waited for its cards). After the correction, her Necronomicon replayed as her play:
    "Carol is protected." then "Bob." with no "Carol is now Insane." (key 8 knew it): the
    correction left it out as said before (corrected._never_told)."""
    table, said, _ = _table(NAMES)
    cards = []
    for card in ((1, "stowaway", 0), (1, "the_dilettante", 1), (2, "the_entertainer", 0),
                 (3, "investigators", 0)):
        cards.append(card)
        _frames(table, 6, *cards)
    _typed(table, cards, "\n3", "+1")  # Bob's play under the hand, entered wrong: The Boxer
    for card in ((3, "tommy_gun", 1), (3, "necronomicon", 2)):
        cards.append(card)
        _frames(table, 6, *cards)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 6, *cards)
    n = len(said)
    _typed(table, cards, "/5", "+1")
    told = _texts(said)[n:]
    assert "Corrected: The Musician, not The Boxer or the Deep One." in told, told
    at = told.index("Carol: the Necronomicon.")
    assert told[at:at + 4] == ["Carol: the Necronomicon.", "Carol is protected.",
                               "Carol is now Insane.", "Bob."], told
    assert told.count("Carol is now Insane.") == 1, told

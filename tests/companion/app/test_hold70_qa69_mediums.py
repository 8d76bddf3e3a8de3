"""Fresh QA69 MEDIUMs M1-M5 on handC / handB (session 70, hold70; /tmp/s69/qa69/REPORT.md):
the d491 demo with a hand over Bob's zone while he plays The Musician (choosing Carol, who
discards the Tommy Gun) and, after Carol's Necronomicon, The Sailor. The live table with a
real stabilizer, the tester's keys (test_qa67_entered_read_otherwise's way).

Truth (/tmp/s69/vid/d491/demo-transcript.txt): "Bob: The Musician." "Carol discards the
Tommy Gun." "Carol: the Necronomicon." "Carol is protected." "Carol is now Insane." "Bob:
The Sailor." …"""
import pytest

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


def test_qa69_m3_plus_2_then_minus_twice_then_slash_plays_round_1_as_played():
    """M3 (run r9: 130 '\\n3', 132 '+1', 168 '+2', 176 '--', 182 '/5', 186 '+1'): minus
    twice undid the Sailor, not the answer ("The Sailor in Bob's zone: take it away, or it
    stays left out."), and after slash round 1 never ended. Now minus twice takes back the
    answer that kept the Boxer (differs_undo), the hold back; slash gives the round."""
    from tests.companion.app.test_qa67_entered_read_otherwise import _lifted
    table, said, cards, _ = _lifted()
    _typed(table, cards, "+2")
    n = len(said)
    table.undo_at = float("-inf")  # (not a held minus key's repeat)
    _typed(table, cards, "--", "/5", "+1")
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert not any(t.endswith("take it away, or it stays left out.") for t in told), told
    truth = ["Bob: The Musician.", "Carol: the Necronomicon.", "Carol is now Insane.",
             "Bob: The Sailor."]
    assert [t for t in told if t in truth] == truth, told
    assert any(t.startswith("Carol discards the Tommy Gun.") for t in told), told
    view = table.session.tracker.view()
    assert view.seats[1].zone == ("the_entertainer", "the_musician", "the_sailor"), told
    assert view.seats[2].zone == ("investigators", "tommy_gun", "necronomicon"), told


def test_qa69_m1_the_right_rank_and_the_true_answer_play_round_1_on():
    """M1 (mended in session 71, hold71; a stall, no false line): Enter 5 (the right
    rank) for Bob's play under the hand, the Tommy Gun read before that entry; the hand
    lifted (the camera's Musician the entered one's report, the Sailor right on it held
    behind the question); after the true +2 the Tommy Gun was asked as maybe a later play
    ("Laid before Bob's play was entered: the Tommy Gun (0)… Press Enter, then the
    discarded card's rank"), the Necronomicon and the Sailor held behind it. Now the lift
    is noted and tells the order (companion.app.entry_lifted): the Tommy Gun, the
    Necronomicon and the Sailor taken in turn, the Tommy Gun is the Musician's discard,
    said with its check."""
    from tests.companion.app.test_qa67_entered_read_otherwise import _laid_under_the_hand
    table, said, _ = _table(NAMES)
    cards = _laid_under_the_hand(table)
    _typed(table, cards, "\n5")
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    n = len(said)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 6, *cards)
    _typed(table, cards, "+2")
    _frames(table, 30, *cards)
    told = _texts(said)[n:]
    assert any(t.startswith("Carol discards the Tommy Gun.") for t in told), told
    assert "Bob: The Sailor." in told, told
    assert not any("Laid before Bob's play was entered" in t for t in told), told
    truth = ["Bob: The Musician.", "Carol discards the Tommy Gun. It lay there before this "
             "turn: check it.", "Carol: the Necronomicon.", "Carol is now Insane.",
             "Bob: The Sailor.", "Carol: Sanity check, 1 card."]
    assert [t for t in told if t in truth] == truth, told


def test_qa69_m4_the_camera_s_entertainer_at_the_entered_musician_s_place_is_said():
    """QA69 M4 (run b5: 130 '\\n5', 168 '+2'; mended by wrong71, entered_lift): the stall
    kept each card of the lift before the camera-differs check, so the camera's
    Entertainer at the entered Musician's place was never said and the round stalled."""
    table, said, _ = _table(NAMES)
    cards = []
    for card in ((1, "stowaway", 0), (1, "the_dilettante", 1), (3, "investigators", 0),
                 (3, "tommy_gun", 1)):
        cards.append(card)
        _frames(table, 6, *cards)
    _typed(table, cards, "\n5")  # Bob's first play under the hand, entered wrong
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    n = len(said)
    cards += [(2, "the_entertainer", 0), (2, "the_musician", 1), (2, "the_sailor", 2)]
    _frames(table, 6, *cards)
    told = _texts(said)[n:]
    assert any(t.startswith("The camera reads The Entertainer in Bob's zone where The "
                            "Musician was entered") for t in told), told


def test_qa69_m5_yes_bob_s_hand_against_the_camera_states_no_round_winner_as_fact():
    from tests.companion.app.test_qa67_entered_read_otherwise import _lifted
    table, said, cards, n = _lifted()
    _typed(table, cards, "+1")
    told = _texts(said)[n:]
    assert "Carol wins the round and has 1 Sane." not in told, told

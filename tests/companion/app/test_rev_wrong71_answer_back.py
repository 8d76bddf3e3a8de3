"""Review of wrong71 (session 71, rev-wrong71): answer_back's routes beyond the author's
(QA70 H1: handC, the right rank entered under the hand, a wrong "yes, Bob's hand" ending
round 1 under round 2's deal, then the advised minus twice). The live table with a real
stabilizer, test_wrong71_wrong_answers' way; truth: /tmp/s69/vid/d491/demo-transcript.txt.

Real video (handC, /tmp/s69/vid/handC.mp4; keys ``130 \\n5``, ``132 +1``, ``150 --``: the
minus twice said at 143 taken before the hand lifts at 166), wrong71 7247dc0e: "Bob: The
Musician." (twice) "Bob discards The Sailor." "Carol passes. 13 cards left." … "Carol
fails. 9 cards left." then round 1 never ends (run /tmp/s71/rev-wrong71/runs/c9_150)."""
import pytest

from tests.companion.app.test_hold70_entered_under import LATER
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import NAMES, _typed
from tests.companion.app.test_wrong71_wrong_answers import TRUTH, _handb_entered_early


def _wrong_yes(refused="tommy_gun", covered=True):
    """handC up to round 2's deal after the wrong "yes": Carol's ``refused`` card read
    while Bob's play is hidden (it waits), Enter 5, ``+1``, Carol's Necronomicon. With
    ``covered`` the hand hides all of Bob's zone (his Entertainer too, as on the real
    video) until the lift: ``(table, said, cards)``."""
    table, said, _ = _table(NAMES)
    cards = []
    for card in ((1, "stowaway", 0), (1, "the_dilettante", 1), (2, "the_entertainer", 0),
                 (3, "investigators", 0), (3, refused, 1)):
        cards.append(card)
        _frames(table, 6, *cards)
    if covered:
        cards.remove((2, "the_entertainer", 0))
        _frames(table, 6, *cards)
    _typed(table, cards, "\n5", "+1")
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    return table, said, cards


def _lift(table, cards, covered=True):
    """The hand lifts: Bob's zone seen at once."""
    cards += [(2, "the_entertainer", 0)] if covered else []
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]
    _frames(table, 6, *cards)


def _minus_twice(table, cards):
    table.undo_at = float("-inf")  # (not a held minus key's repeat)
    _typed(table, cards, "--")


def _later(table, cards):
    for more in LATER:
        cards.append(more)
        _frames(table, 12, *cards)


def test_minus_twice_after_the_lift_with_the_whole_zone_covered_plays_round_1():
    """A guard (passes on wrong71): the real video's cover (Bob's Entertainer hidden too),
    minus twice after the lift, as run h9: round 1 as the transcript."""
    table, said, cards = _wrong_yes()
    _lift(table, cards)
    n = len(said)
    _minus_twice(table, cards)
    _later(table, cards)
    told = _texts(said)[n:]
    assert [t for t in told if t in TRUTH] == TRUTH, told


def test_minus_twice_before_the_lift_plays_round_1_as_played():
    """rev-wrong71 HIGH (real video handC 130 '\\n5', 132 '+1', 150 '--': the advice said at
    143, the lift at 166). Bob's Entertainer, hidden by the hand, was forgotten by the camera
    at round 2's deal; round 1 given back counted it reported, so its report at the lift was
    said read otherwise at the entered Musician's place and the camera's Musician then taken
    as Bob's next play ("Bob: The Musician." twice, "Bob discards The Sailor.", "Carol
    passes. 13 cards left.", false). Now its count is taken off at the undo (answer_unseen):
    round 1 as the transcript."""
    table, said, cards = _wrong_yes()
    n = len(said)
    _minus_twice(table, cards)
    _lift(table, cards)
    _later(table, cards)
    told = _texts(said)[n:]
    assert "Bob discards The Sailor." not in told, told
    # the undo comes while the hand still hides Bob's zone: the lines built on his entered
    # Musician are the player's word (trust72's entry_word), said so
    word = "If Bob's card is The Musician: "
    assert word + "Carol discards the Tommy Gun." in told, told
    told = [t.removeprefix(word) for t in told]
    assert [t for t in told if t in TRUTH] == TRUTH, told


def test_a_refused_card_of_a_name_already_in_its_zone_is_read_again():
    """rev-wrong71 HIGH: Carol's card refused behind the question being her second
    Investigators, answer_back's name rule (none of its names in her zone) did not read it
    again: QA70 H1 whole ("Carol discards the Necronomicon." "Carol passes. 16 cards left."
    …). Now a refused input is skipped only when a later input of the round with its seat
    and cards was taken (answer_back._refused_untaken), and its report counts when read
    again (else her Sanity check's Investigators was taken for it: "The Shoggoth." "Carol
    fails. 14 cards left.")."""
    table, said, cards = _wrong_yes("investigators", covered=False)
    _lift(table, cards, covered=False)
    n = len(said)
    _minus_twice(table, cards)
    _later(table, cards)
    told = _texts(said)[n:]
    assert not any(t.startswith("Carol discards the Necronomicon") for t in told), told
    assert "Carol discards the Investigators." in told, told
    assert "Bob: The Sailor." in told, told
    assert "Carol passes. 14 cards left." in told, told


def test_a_wrong_rank_s_question_is_not_told_by_the_lift_s_cards():
    _, said, _, n = _handb_entered_early("6")
    told = _texts(said)[n:]
    assert not any(t.startswith("The cards tell it") for t in told), told
    assert "Bob discards The Sailor." not in told, told

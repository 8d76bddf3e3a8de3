"""Review of hc63 (fresh QA63 HIGH-3's fix: ``CameraCards._owed_hand`` refuses a card first
read after a mid-round clear as the knocked-out hand)."""
import pytest

from companion.app.live_deal import CLEARED_MID_FRAMES
from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_qa63_cleared_owed_hand import ROUND_1, _cleared_before_bob_s_play

COVER = CLEARED_MID_FRAMES + 40


def _covered_then_entered():
    """Round 1 to Alice's Investigators; a cloth over the whole table read as cleared
    ("… still waiting for Bob's play. Press Enter …"); the helper obeys: Enter, 8, 1, 1:
    Bob's Cthulhu, Bob out, Alice wins round 1."""
    table, said, _ = _table(("Alice", "Bob"), "en", "arkham-classic")
    for i in range(2):
        _frames(table, 6, *ROUND_1[:i + 1])
    _keys(table, "\n8")
    _keys(table, "+2")
    _frames(table, 6, *ROUND_1)
    _frames(table, COVER)  # a cloth, an arm: every zone empty
    assert table.cleared_mid == 1
    _keys(table, "\n8")
    _keys(table, "+1")
    _keys(table, "+1")
    return table, said


@pytest.mark.parametrize("wait", [4, 100])  # 100: the round's end said (END_HELD_S)
def test_a_cover_lifted_after_the_entered_knock_out_shows_the_hand(wait):
    """The cloth lifted: the round's cards back at their places, Bob's Cthulhu and his
    hand laid face up at the knock-out (seed 002 "Out of the Round"), first read now: his
    hand (main: "Bob's hand: The Boxer."; BR: "Bob's hand was not read.", round 2 dealt
    on it, "The Boxer by Bob? Waiting for Alice's play.", round 1's cards "still on the
    table")."""
    table, said = _covered_then_entered()
    n = len(said)
    _frames(table, wait)
    # the cloth lifted: the round's cards, Bob's Cthulhu, and his hand laid face up
    cards = (*ROUND_1, (2, "cthulhu", 1), (2, "the_boxer", 2))
    _frames(table, 20, *cards)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    assert view.round == 1, texts
    assert "Bob's hand: The Boxer." in texts, texts
    assert not any("Round 2" in t for t in texts), texts


def test_a_real_gather_keeps_the_refusal():
    """The author's case kept: the cards gathered, never back, a card read after Enter is
    round 2's (tests/companion/app/test_qa63_cleared_owed_hand.py)."""
    table, said = _covered_then_entered()
    n = len(said)
    _frames(table, 20, (2, "investigators", 0))
    texts = _texts(said)[n:]
    assert "Bob's hand was not read." in texts, texts
    assert table.session.tracker.view().round == 2, texts


def test_the_round_s_end_undone_and_entered_again_keeps_the_refusal():
    """Enter gave Bob's Cthulhu after the gather; its end said, then undone (minus twice):
    round 1 in progress again on a gathered table, a few pictures, the same Enter again;
    the Investigators laid since is round 2's (BR: ``cleared_end`` reset while in progress,
    ``cleared_mid`` not set again yet: "Bob's hand: the Investigators.", as on main)."""
    table, said, cards = _cleared_before_bob_s_play(urchin=False)
    _keys(table, "+1")
    _frames(table, 100)  # the end held for the hand (END_HELD_S), then said
    assert table.cleared_end == 1
    _keys(table, "--")  # "Undone: Cthulhu in Bob's zone."
    _frames(table, 5)
    _keys(table, "\n8")
    _keys(table, "+1")
    _keys(table, "+1")
    n = len(said)
    _frames(table, 20, *cards)
    texts = _texts(said)[n:]
    assert "Bob's hand: the Investigators." not in texts, texts
    assert "Bob's hand was not read." in texts, texts
    assert table.session.tracker.view().round == 2, texts

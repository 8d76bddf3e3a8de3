"""Fresh QA70 L1 (= QA69 L1; low71): handC (the d491 demo, a hand over Bob's zone), Enter
3, plus 1 (The Boxer entered for Bob's Musician, "was that Bob's hand?" open), the hand
lifted (the hold's hint), then slash 5 and plus 1: "Carol discards the Tommy Gun. It lay
there before this turn: check it." The Tommy Gun was laid in Bob's turn, his Musician's
discard (d491 transcript; seed 001, the Musician): the hedge was false. The camera's
Musician lay under the hand before Enter, so the entry's time bounds nothing: said plainly
(:meth:`~companion.app.left_given.LeftGiven._entry_bounds`)."""
from tests.companion.app.test_live_deal import _texts
from tests.companion.app.test_qa67_entered_read_otherwise import _lifted, _typed
from tests.companion.app.test_qa68_hold_ways import _undone_after_a_wrong_yes


def _said_after(table, said, cards, *keys):
    n = len(said)
    _typed(table, cards, *keys)
    return _texts(said)[n:]


def test_qa70_l1_slash_says_the_musician_s_discard_without_the_before_this_turn_hedge():
    table, said, cards, _ = _lifted()
    told = _said_after(table, said, cards, "/5", "+1")
    assert "Carol discards the Tommy Gun." in told, told
    assert not any("It lay there before this turn" in t for t in told), told
    assert table.session.tracker.view().seats[2].zone == (
        "investigators", "tommy_gun", "necronomicon"), told


def test_qa70_l1_after_a_wrong_yes_minus_twice_then_slash_says_it_plainly_too():
    table, said, cards, _ = _undone_after_a_wrong_yes()
    told = _said_after(table, said, cards, "/5", "+1")
    assert "Carol discards the Tommy Gun." in told, told
    assert not any("It lay there before this turn" in t for t in told), told

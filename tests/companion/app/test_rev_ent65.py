"""Review of branch ent (session 65, rev-ent): minus twice after a wrong Enter + rank and
its "which card?" answer takes the card entered back too (companion.app.entry_undone).

The author's own d491 case (tests/companion/app/test_qa65_entry_undone.py) carried one
answer further (the Musician the camera read where the Boxer was entered, reported anew only
after the cards read again), and at 4 players (a stall asking for a play lying there)."""
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa50_enter_heard import _keys
from tests.companion.app.test_qa65_entry_undone import ASKED, UNDONE as UNDONE_IN, \
    _wrong_rank_blamed

UNDONE = UNDONE_IN["en"]


def test_rev_ent65_the_musician_claimed_is_read_again_before_the_sailor():
    """rev-ent HIGH: after the entry undone, the Musician the camera read at Bob's place 1
    (counted as its reading of the Boxer entered) was reported anew only after the cards
    read again, so the Sailor at place 2 was taken first ("The Sailor in Bob's discard
    zone: was that Bob's hand…?"), and the true answer 2 (still in) said "Bob: The
    Sailor." and "Carol's Tommy Gun: The Musician, from the deck into Bob's zone." as
    fact, the two swapped (d491: Bob played the Musician). It is watched at once, before
    the left cards of its zone (LiveKeys._entry_undone)."""
    table, said, cards = _wrong_rank_blamed()
    _keys(table, "--")
    _frames(table, 6, *cards)
    n = len(said)
    _keys(table, "+2")  # "was that Bob's hand, so Bob is out?": no, still in (true)
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert "Bob: The Sailor." not in told, told
    assert not any(t.startswith("Carol's Tommy Gun: The Musician") for t in told), told
    assert "Bob: The Musician. It lay there before this turn: check it." in told, told
    assert table.session.tracker.view().seats[1].zone[:2] == (
        "the_entertainer", "the_musician"), told


def test_rev_ent65_four_players_the_play_lying_there_is_not_asked_for():
    """The same wrong rank at 4 players (Dan's Fed laid after Carol's Investigators): after
    the undo, Carol's Investigators (awaited now: "given next") was left unkept while Dan's
    Fed, refused after it, began a stall: "Still waiting for Carol's play: a card I could
    not read? Press Enter, then its rank." with her play lying there. The cards refused
    after one awaited now wait behind it (LeftCards._taken_again)."""
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"))
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    cards.append((3, "investigators", 0))
    _frames(table, 6, *cards)
    for keys in ("\n3", "+1", "5"):
        _keys(table, keys)
        _frames(table, 6, *cards)
    for card in ((4, "the_fed", 0), (3, "tommy_gun", 1)):
        cards.append(card)
        _frames(table, 6, *cards)
    # the Entertainer shown a moment before the others, as in _wrong_rank_blamed (seen at
    # once with them, it is the entered card read otherwise: fresh QA65 MEDIUM-2)
    cards.append((2, "the_entertainer", 0))
    _frames(table, 6, *cards)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]
    _frames(table, 6, *cards)
    n = len(said)
    _keys(table, "--")
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert UNDONE + ASKED in told, told
    assert not any(t.startswith("Still waiting for Carol's play") for t in told), told
    assert "Carol: the Investigators. It lay there before this turn: check it." in told, told
    assert table.session.tracker.view().seats[2].zone == ("investigators",), told

"""Review of branch hc68 (session 68, rev-hc68): the cards laid on an entered card the camera
reads otherwise, held while that card's own question is open (companion.app.differs_hold).

Built on the author's handC table (tests/companion/app/test_qa67_entered_read_otherwise.py:
Bob's Musician under a hand entered as The Boxer, "was that Bob's hand?" open, the hand
lifted: Bob's Musician and Sailor seen at once)."""
from tests.companion.app.test_qa67_entered_read_otherwise import (_laid_under_the_hand, _lifted,
                                                                   _typed)
from tests.companion.app.test_live_deal import _frames, _texts


def test_rev_hc68_minus_twice_during_the_hold_gives_the_musician_first():
    """Review of hc68, HIGH (mended by hcfix68): minus twice during the hold takes back the
    Boxer entered; the Musician, watched again as a card of its own, is given first as the
    card of the hint's picture it is (DiffersHold._differs_undone), then the held cards in
    the order laid."""
    table, said, cards, _ = _lifted()
    n = len(said)
    _typed(table, cards, "--", "+2")
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert not any(t.startswith("Carol's Tommy Gun: the Necronomicon") for t in told), told
    assert table.session.tracker.view().seats[1].zone[:2] == (
        "the_entertainer", "the_musician"), told
    # the true order, as after slash (hC3): the Musician, its discard, Carol's play, the
    # Sailor (the reviewer's "no 'Bob: The Sailor.'" meant not first: it is said, in turn)
    order = ("Bob: The Musician.", "Carol discards the Tommy Gun.", "Carol: the Necronomicon.",
             "Bob: The Sailor.")
    assert [told.index(t) for t in order] == sorted(told.index(t) for t in order), told


def test_rev_hc68_which_card_open_at_the_lift_holds_the_cards_on_it():
    """Review of hc68, MEDIUM (mended by hold72 and trust72 alike: the hold begins under the entered card's
    "which card?" question too, differs_hold._entry_question): Enter 3 with its "Which card
    in Bob's zone: The Boxer or the Deep One?" still open when the hand lifts; the Sailor
    seen on the Musician waits, plus 1 then says no "Bob is out, with The Sailor." nor
    "Carol wins the round" (false: the Musician)."""
    from tests.companion.app.test_qa67_entered_read_otherwise import NAMES
    from tests.companion.app.test_live_deal import _table
    from tests.companion.app.test_qa50_enter_heard import _keys
    table, said, _ = _table(NAMES)
    cards = _laid_under_the_hand(table)
    _typed(table, cards, "\n3")  # its "which card?" left open
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    n = len(said)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 6, *cards)
    _typed(table, cards, "+1")
    told = _texts(said)[n:]
    assert not any(t.startswith(("The round is over", "Bob is out", "Carol wins"))
                   for t in told), told


def test_rev_hc68_slash_after_the_tommy_gun_is_covered_still_gives_the_held_cards():
    """Review of hc68, HIGH (mended by hcfix68): slash once Carol's later cards cover her
    Tommy Gun (the handC video, slash at frame 200 or 276): the held cards are ordered as of
    the hint's picture (DiffersHold._seen_for_order), the Tommy Gun the Musician's discard
    ahead of the Sailor, round 1 goes on."""
    table, said, cards, _ = _lifted()
    for card in ((3, "investigators", 3), (3, "shoggoth", 4)):
        cards.append(card)
        _frames(table, 6, *cards)
    cards.remove((3, "tommy_gun", 1))  # covered by Carol's later cards
    _frames(table, 6, *cards)
    n = len(said)
    _typed(table, cards, "/5", "+1")
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert "Bob: The Musician." in told and "Bob: The Sailor." in told, told
    # the true order (hC3's run, slash before the Tommy Gun was covered): the Musician's
    # discard, then Carol's Necronomicon, then Bob's Sailor
    order = ("Bob: The Musician.", "Carol discards the Tommy Gun.", "Carol: the Necronomicon.",
             "Bob: The Sailor.")
    assert [told.index(t) for t in order] == sorted(told.index(t) for t in order), told


"""Fresh QA65 MEDIUM-2 (/tmp/s65/qa65/REPORT.md, run r9a): the d491 demo video (3 players,
arkham, en) with a hand over Bob's zone while he plays The Entertainer, then The Musician,
then The Sailor. The player enters Bob's play with Enter and a wrong rank, 3, and plus 1
(The Boxer). The hand lifted, one picture made Bob's three cards stable at once
(``index_in_zone`` 0, 1, 2). The Entertainer, at the entered card's place, was taken as a
new card (the table would take it: "was that Bob's hand?"), and The Musician, refused,
was counted as the Boxer read otherwise ("The camera reads The Musician in Bob's zone where
The Boxer was entered"). Slash 7 and plus 1 (the Entertainer) then lost the Musician: "Check
Bob's zone: The Entertainer again?", "Bob's discard zone: The Entertainer and The Sailor.",
round 1 never settled. Truth (d491 transcript): Bob played The Entertainer, then The
Musician (Carol discards the Tommy Gun), then The Sailor.

docs/keys.en.md: "when [the camera] reads another card in [the entered card's] place, it
says so and changes nothing". A card made stable in the same picture as a card on it in its
zone (a zone seen at once, a hand lifted) is read at its place: at the place of a card
entered by key the camera never reported, it is that card read otherwise, even when the table
would take it as a new card (:meth:`~companion.app.live_cards.CameraCards.
_differs_from_entered`). The live table with a real stabilizer, the camera's readings in the
order the replay took them, the tester's keys."""
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa50_enter_heard import _keys

NAMES = ("Alice", "Bob", "Carol")
BOB = (("the_entertainer", 0), ("the_musician", 1), ("the_sailor", 2))


def _uncovered(first=("\n3", "+1"), bob=BOB, before=()):
    """Round 1 up to Bob's zone seen at once (``bob``: ``(key, place)`` of its cards), his
    play entered with ``first`` (keys), Carol's cards ``before`` read after her Tommy Gun,
    before Bob's zone: ``(table, said, cards)``."""
    table, said, _ = _table(NAMES)
    cards = [(1, "stowaway", 0), (1, "the_dilettante", 1)]
    _frames(table, 6, *cards)
    cards.append((3, "investigators", 0))  # Carol's, laid after Bob's unseen play
    _frames(table, 6, *cards)
    for keys in first:
        _keys(table, keys)
        _frames(table, 6, *cards)
    for card in ((3, "tommy_gun", 1), *before):
        cards.append(card)
        _frames(table, 6, *cards)
    cards += [(2, key, place) for key, place in bob]
    _frames(table, 6, *cards)
    return table, said, cards


def _slashed(table, cards, *keys):
    """Each string of ``keys`` typed, then 6 pictures of ``cards``."""
    for each in keys:
        _keys(table, each)
        _frames(table, 6, *cards)


def test_qa65_the_card_at_the_entered_place_is_named_where_the_boxer_was_entered():
    _, said, _ = _uncovered()
    told = _texts(said)
    assert "The camera reads The Entertainer in Bob's zone where The Boxer was entered: " \
           "check it; slash to correct." in told, told
    assert not any(t.startswith("The camera reads The Musician") for t in told), told
    assert not any(t.startswith("The Entertainer in Bob's discard zone") for t in told), told


def test_qa65_slash_on_the_entered_card_keeps_the_cards_the_camera_read_after_it():
    table, said, cards = _uncovered()
    n = len(said)
    _slashed(table, cards, "/7", "+1")
    told = _texts(said)[n:]
    assert "Corrected: The Entertainer, not The Boxer or the Deep One." in told, told
    assert not any("again?" in t for t in told), told
    assert not any(t.startswith("The Sailor in Bob's discard zone") for t in told), told
    view = table.session.tracker.view()
    assert view.seats[1].zone == ("the_entertainer", "the_musician", "the_sailor"), view
    assert view.seats[1].zone == _uncovered(("\n7", "+1"))[0].session.tracker.view() \
        .seats[1].zone  # as the right rank entered at once


def test_qa65_slash_after_the_uncovered_zone_says_bobs_three_cards():
    table, said, cards = _uncovered()
    _slashed(table, cards, "/7", "+1")
    n = len(said)
    _slashed(table, cards, "*2")
    assert _texts(said)[n:][-1] == \
        "Bob's discard zone: The Entertainer, The Musician, and The Sailor.", _texts(said)


def test_qa65_a_card_read_alone_at_the_entered_place_is_still_taken_as_the_table_takes_it():
    """Not seen at once with a card on it (a card laid later where the entered one was never
    read, say), a card the table takes is a new card, as before: only Bob's Entertainer
    shown alone, The Musician and The Sailor later."""
    table, said, cards = _uncovered(bob=BOB[:1])
    told = _texts(said)
    assert not any(t.startswith("The camera reads") for t in told), told
    assert table.session.tracker.view().seats[1].zone[-1] == "the_entertainer"


def test_qa65_the_held_tommy_gun_is_the_musicians_discard_not_the_sailor():
    """QA65 MEDIUM-2, the order after the hand lifted: Carol's Tommy Gun (frame 125) and
    Necronomicon (143), read and held before Bob's zone is seen (171) with his Sailor laid
    after her Necronomicon: main took the Sailor as the Musician's discard ("Bob discards
    The Sailor.", false: the Musician chose Carol, who discarded the Tommy Gun). Session 67
    (ord, rev-ord): the held cards go first when the table then takes them and the Sailor in
    turn (ZoneOrder._play_read_between). Without a card of Carol's read after the Tommy Gun
    before the picture, the Sailor lay there first: main's account is the one those pictures
    allow (test_rev_ord67)."""
    table, said, cards = _uncovered(before=((3, "necronomicon", 2),))
    told = _texts(said)
    assert "Bob discards The Sailor." not in told, told
    assert "Carol discards the Tommy Gun." in told, told

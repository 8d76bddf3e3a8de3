"""Fresh QA69 L3 (handC r6, and every ``/5``): slash and 5 for Bob's card offered "Which
card? 1: The Musician; 2: the Stowaway. Press plus and its number.", though the edition's
only Stowaway lies in Alice's zone, counted; ``+2`` then said "The Stowaway is already in
Alice's zone; nothing changed. Correct again with slash." (Enter 5 skips it rightly: "the
other card of that rank, the Stowaway, is all counted already"). In-process (a real
stabilizer, keys as pressed)."""
from companion.cards import card
from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press


def test_the_slash_list_offers_no_card_whose_only_copy_lies_in_another_zone():
    """Mended (ord71): CorrectKey._not_counted leaves out of slash's cards those whose
    every copy lies in the zones or face up, the corrected card's own copy not counted;
    one card left so, it is listed alone, and plus 1 takes it (the lead's worry: given at
    once, a route such as '/5 +1' would send its +1 to the open question)."""
    assert card("stowaway").copies == 1 and card("stowaway").rank == 5
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    _lay(table, cards, (1, "stowaway"), (2, "the_boxer"))
    assert table.session.tracker.view().seats[0].zone[-1] == "stowaway"
    n0 = len(said)
    _press(table, "/5")
    texts = _texts(said)[n0:]
    assert any("Correct Bob's card" in t for t in texts), texts
    assert not any("Stowaway" in t for t in texts), texts
    assert any("1: The Musician" in t for t in texts), texts
    _press(table, "+1")
    assert table.session.tracker.view().seats[1].zone == ("the_musician",), _texts(said)[n0:]


def test_the_slash_list_still_offers_a_card_whose_copy_is_unseen():
    """The control: the Stowaway in no zone, slash and 5 for Bob's card list both cards of
    rank 5."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    _lay(table, cards, (1, "the_fed"), (2, "the_boxer"))
    n0 = len(said)
    _press(table, "/5")
    texts = _texts(said)[n0:]
    assert any("The Musician" in t and "Stowaway" in t for t in texts), texts
    assert table.session.tracker.view().seats[1].zone == ("the_boxer",), texts

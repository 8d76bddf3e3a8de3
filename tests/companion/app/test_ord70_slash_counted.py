"""Fresh QA69 L3 (handC r6, and every ``/5``): slash and 5 for Bob's card offered "Which
card? 1: The Musician; 2: the Stowaway. Press plus and its number.", though the edition's
only Stowaway lies in Alice's zone, counted; ``+2`` then said "The Stowaway is already in
Alice's zone; nothing changed. Correct again with slash." (Enter 5 skips it rightly: "the
other card of that rank, the Stowaway, is all counted already"). In-process (a real
stabilizer, keys as pressed)."""
import pytest

from companion.cards import card
from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press


@pytest.mark.xfail(strict=True, reason=(
    "fresh QA69 L3, not mended (ord70): QuestionKeys._correct_to lists every card of the "
    "rank not all face up (_not_face_up), never asking whether every copy is counted in "
    "another zone (the tracker refuses it only once chosen: 'already in Alice's zone'). "
    "Mend: leave out of the list the cards whose every copy lies in the zones or face up, "
    "the corrected card's own copy not counted. Left for the lead: with one card left, "
    "_correct_to gives it at once (as when one card of the rank is not face up), so a "
    "route such as handC r2's '/5 +1' would send its +1 to the open question ('was that "
    "Bob's hand?'); that slash is the differs hold's (hold70's module); and "
    "question_keys.py is 841 lines: the check belongs in a new module"))
def test_the_slash_list_offers_no_card_whose_only_copy_lies_in_another_zone():
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

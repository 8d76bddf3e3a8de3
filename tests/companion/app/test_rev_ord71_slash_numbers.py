"""Review of ord71 (rev-ord71): slash's shorter lists (:meth:`~companion.app.correct_key.
CorrectKey._not_counted`: the rank's cards whose every copy lies in the zones left out)
against the numbers a player types ahead, from habit or from the list heard before (the
QA runs' routes '/5 +1', '/5 +2', '/7 +1', docs/keys.en.md). In-process (a real
stabilizer, keys as pressed), as :mod:`tests.companion.app.test_ord70_slash_counted`."""
from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press


def _slash(lays, keys):
    """3 players (arkham), ``lays`` laid, ``keys`` pressed: ``(table, lines said since)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    _lay(table, [], *lays)
    n0 = len(said)
    _press(table, keys)
    return table, _texts(said)[n0:]


def test_a_plus_1_typed_ahead_does_not_take_the_rank_s_second_card():
    """rev-ord71 MEDIUM, mended (fix71): the Entertainer (1 copy) counted in Alice's zone,
    '/7 +1' typed from habit for Bob's card: the list keeps the rank's numbers ("2: the
    Shoggoth"), and the +1 is refused as on main, naming where the Entertainer lies."""
    table, texts = _slash([(1, "the_entertainer"), (2, "the_boxer")], "/7+1")
    assert table.session.tracker.view().seats[1].zone == ("the_boxer",), texts
    assert any("2: the Shoggoth" in t for t in texts), texts
    assert not any("1: the Shoggoth" in t for t in texts), texts
    assert any("The Entertainer is already in Alice's zone; nothing changed" in t
               for t in texts), texts


def test_the_card_left_out_of_the_slash_list_is_named_with_its_place():
    """rev-ord71 LOW, mended (fix71): '/5 +2' with the Stowaway counted in Alice's zone:
    its number kept, the +2 says where it lies (main's refusal), not "from 1 to 1"."""
    table, texts = _slash([(1, "stowaway"), (2, "the_boxer")], "/5+2")
    assert any("Stowaway" in t and "Alice" in t for t in texts), texts

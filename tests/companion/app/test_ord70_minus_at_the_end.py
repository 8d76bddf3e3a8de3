"""Fresh QA69 L7 (e6: d491, a single minus at frame 142, ``--stop-at 160``): "Undo: press
minus again.", then the pictures ended 1.8 s later, the Necronomicon read meanwhile and
held for the second minus said, and no "Cancelled." ever (docs/keys.en.md: one minus
alone "undoes nothing …; the second minus may come quickly, or up to 3 seconds after that
sentence ends (then "Cancelled.")"). With a longer run the line comes in time (17.3 s,
``--stop-at 220``); at the pictures' end the held card is given at once
(:meth:`~companion.app.cards_order.CardsOrder._take_held`): the lone minus is cancelled
then, and said so, before that card's news. In-process (a real stabilizer, keys as
pressed)."""
from types import SimpleNamespace

from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press

END = SimpleNamespace(status=SimpleNamespace(reason="video_ended"))


def test_a_lone_minus_is_said_cancelled_before_the_card_it_held_at_the_pictures_end():
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    _lay(table, cards, (1, "the_fed"), (2, "the_sailor"))
    _press(table, "-")
    n0 = len(said)
    _lay(table, cards, (3, "the_entertainer"))  # held for the second minus
    assert _texts(said)[n0:] == [], _texts(said)[n0:]
    table._pictures_ended(END)
    texts = _texts(said)[n0:]
    assert texts[:2] == ["Cancelled.", "Carol: The Entertainer."], texts
    assert table.reader.pending is None
    assert table.session.tracker.view().seats[2].zone == ("the_entertainer",), texts


def test_a_lone_minus_with_nothing_held_is_left_to_its_keys_at_the_pictures_end():
    """No card held: nothing given at the end, so nothing to cancel the minus for."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    cards = []
    _lay(table, cards, (1, "the_fed"), (2, "the_sailor"))
    _press(table, "-")
    n0 = len(said)
    table._pictures_ended(END)
    assert "Cancelled." not in _texts(said)[n0:], _texts(said)[n0:]
    assert table.reader.pending == "-"

"""Fresh QA69 L2 (r5, r5b, r5c: handC, minus twice at frame 174, again at 180, 0.6 s
later): the second pair was ignored in silence (a minus within :data:`~companion.app.
key_times.UNDO_REPEAT_S` of an undo is a key held down: not another undo,
docs/keys.en.md), nothing undone and nothing said. Now said, once an undo:
``app.undo_too_soon``, once no stream of repeats follows within :data:`~companion.app.
key_times.KEY_REPEAT_GAP_S` (rev-ord70: :mod:`companion.app.minus_soon`); a later pair
undoes one more step. In-process (a real stabilizer,
keys as pressed, the table's clock set by hand)."""
from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press

TOO_SOON = ("Minus not taken: an undo was just done. To undo one more step, press minus "
            "twice again.")


def test_minus_twice_within_a_second_of_an_undo_says_it_was_not_taken():
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    clock = [100.0]
    table.timer = lambda: clock[0]
    cards = []
    _lay(table, cards, (1, "the_fed"), (2, "the_sailor"))
    _press(table, "--")  # undoes Bob's Sailor
    assert table.session.tracker.view().seats[1].zone == ()
    n0 = len(said)
    clock[0] += 0.6
    _press(table, "----")  # pressed again 0.6 s later, in one key group (a replay's)
    clock[0] += 0.25  # the loop's next keys, past KEY_REPEAT_GAP_S: no stream of repeats
    table._keys()  # followed, so no key held down: said then (rev-ord70, minus_soon)
    texts = _texts(said)[n0:]
    assert texts == [TOO_SOON], texts
    assert table.session.tracker.view().seats[0].zone == ("the_fed",), texts
    clock[0] += 1.0
    _press(table, "--")  # a second later: taken
    assert table.session.tracker.view().seats[0].zone == (), _texts(said)[n0:]
    assert _texts(said)[n0:].count(TOO_SOON) == 1


def test_a_held_minus_key_s_repeats_after_the_undo_stay_silent():
    """A minus key held down (its repeats in one run, no gap past
    :data:`~companion.app.key_times.KEY_REPEAT_GAP_S`): one undo, and nothing said of the
    repeats ignored (tests/companion/app/test_live.py's held minus, with the camera)."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    clock = [100.0]
    table.timer = lambda: clock[0]
    cards = []
    _lay(table, cards, (1, "the_fed"), (2, "the_sailor"))
    n0 = len(said)
    for _ in range(12):  # 30 a second
        _press(table, "-")
        clock[0] += 1 / 30
    texts = _texts(said)[n0:]
    assert TOO_SOON not in texts, texts
    view = table.session.tracker.view()
    assert (view.seats[0].zone, view.seats[1].zone) == (("the_fed",), ()), texts

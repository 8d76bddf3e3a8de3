"""Review of ord70 (rev-ord70): the minus refused within :data:`~companion.app.key_times.
UNDO_REPEAT_S` of an undo and said not taken (``app.undo_too_soon``, "Minus not taken: an
undo was just done. …") when pressed anew, more than :data:`~companion.app.key_times.
KEY_REPEAT_GAP_S` after the last minus. Tried with a key held down as a keyboard repeats it
(a first repeat after the repeat delay, 0.25 to 0.66 s, then 25 to 30 a second) and after a
minus twice that undid nothing. In-process (a real stabilizer, keys as pressed, the table's
clock set by hand), as :mod:`tests.companion.app.test_ord70_undo_too_soon`."""
from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_rev_runc56 import _lay, _press

TOO_SOON = ("Minus not taken: an undo was just done. To undo one more step, press minus "
            "twice again.")


def _clocked(cards=((1, "the_fed"), (2, "the_sailor"))):
    """3 players (arkham), ``cards`` laid; the table's clock a list set by hand."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    clock = [100.0]
    table.timer = lambda: clock[0]
    _lay(table, [], *cards)
    return table, said, clock


def _keys(table, clock, timed):
    """Each ``(seconds after the last, key)`` of ``timed`` pressed on the table's clock."""
    for gap, key in timed:
        clock[0] += gap
        _press(table, key)


def test_a_second_minus_held_past_the_repeat_delay_says_nothing():
    """rev-ord70, MEDIUM (mended, ord71): a minus twice whose second press is held a little
    (past the keyboard's repeat delay, 0.25-0.66 s; here 0.5 s) repeats once after that
    delay, then 30 a second: the first repeat comes more than KEY_REPEAT_GAP_S after the
    press and within UNDO_REPEAT_S of the undo, and was said "Minus not taken: an undo was
    just done." right after the undo's lines. Now the line waits for the repeats that may
    follow (KEY_STREAM_N within KEY_REPEAT_GAP_S each: a key held down, the line dropped;
    :mod:`companion.app.minus_soon`)."""
    table, said, clock = _clocked()
    n0 = len(said)
    # minus, minus (held): its first repeat 0.5 s later, then 30 a second
    _keys(table, clock, [(0, "-"), (0.15, "-"), (0.5, "-"), *[(1 / 30, "-")] * 6])
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    assert (view.seats[0].zone, view.seats[1].zone) == (("the_fed",), ()), texts
    assert TOO_SOON not in texts, texts


def test_a_first_minus_held_past_the_repeat_delay_undoes_once_in_silence():
    """The control: minus held from its first press (its first repeat, 0.5 s later, is the
    undo's second minus; the next repeats come 30 a second): one undo, nothing more said."""
    table, said, clock = _clocked()
    n0 = len(said)
    _keys(table, clock, [(0, "-"), (0.5, "-"), *[(1 / 30, "-")] * 8])
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    assert (view.seats[0].zone, view.seats[1].zone) == (("the_fed",), ()), texts
    assert TOO_SOON not in texts, texts


def test_a_minus_soon_after_an_undo_that_undid_nothing_is_not_said_as_after_an_undo():
    """rev-ord70, MEDIUM (mended here): 'an undo was just done' was said when none was:
    TableUndo._undo set ``undo_at`` before the session's undo, which may undo nothing
    ("Nothing to undo: the game's start is kept.", "Nothing to undo.", or, by code
    reading, the confirm question "Undo The Fed in Alice's zone? Press minus twice to
    confirm.", :meth:`~companion.app.undo_confirm.UndoConfirm._confirm_first`); a minus
    within 1 s was said "Minus not taken: an undo was just done.", false. Now
    ``undo_took_at`` notes an undo that took an input back, and the line is said only
    after one (after the others, the minus is ignored in silence, as on main)."""
    table, said, clock = _clocked(cards=())
    n0 = len(said)
    _keys(table, clock, [(0, "--")])
    first = _texts(said)[n0:]
    assert not any(t.startswith("Undone") for t in first), first  # nothing undone
    _keys(table, clock, [(0.5, "--")])
    texts = _texts(said)[n0:]
    assert not any("an undo was just done" in t for t in texts), texts


def test_the_partner_of_a_minus_refused_too_soon_starts_no_undo():
    """rev-ord70, LOW (mended, ord71): a minus twice pressed across the end of
    UNDO_REPEAT_S (0.85 s and 1.1 s after the undo) had its first refused ("Minus not
    taken: … press minus twice again.") and its second taken as a lone minus ("Undo: press
    minus again."), two prompts that contradict. Now the minus following a refused one
    within UNDO_CONFIRM_S is its pair's second, refused with it, in silence."""
    table, said, clock = _clocked()
    _keys(table, clock, [(0, "--")])  # undoes Bob's Sailor
    n0 = len(said)
    _keys(table, clock, [(0.85, "-"), (0.25, "-")])  # minus twice, across the second
    texts = _texts(said)[n0:]
    assert texts == [TOO_SOON], texts
    assert table.reader.pending is None, texts


def test_a_new_minus_twice_soon_after_an_undo_is_said_not_taken_once_the_loop_looks():
    """ord71's control for the MEDIUM's mend: a player's new minus twice (0.15 s apart, as
    a finger presses a key twice) 0.6 s after an undo is no key held down (one minus after
    it, not a stream): said not taken at the loop's next keys past KEY_REPEAT_GAP_S,
    nothing undone; a pair a second later undoes one more step."""
    table, said, clock = _clocked()
    _keys(table, clock, [(0, "--")])  # undoes Bob's Sailor
    n0 = len(said)
    _keys(table, clock, [(0.6, "-"), (0.15, "-")])
    clock[0] += 0.25
    table._keys()
    texts = _texts(said)[n0:]
    assert texts == [TOO_SOON], texts
    assert table.session.tracker.view().seats[0].zone == ("the_fed",), texts
    _keys(table, clock, [(1.0, "-"), (0.15, "-")])
    assert table.session.tracker.view().seats[0].zone == (), _texts(said)[n0:]
    assert _texts(said)[n0:].count(TOO_SOON) == 1


def test_a_minus_after_another_key_is_no_partner_of_a_refused_one():
    """ord71's control for the LOW's mend: a minus refused too soon, then another key (5),
    then minus twice 1.5 s after the undo: no pair with the refused one, it undoes."""
    table, said, clock = _clocked()
    _keys(table, clock, [(0, "--")])  # undoes Bob's Sailor
    _keys(table, clock, [(0.5, "-"), (0.5, "5"), (0.5, "-"), (0.15, "-")])
    texts = _texts(said)
    assert texts.count(TOO_SOON) == 1, texts
    assert table.session.tracker.view().seats[0].zone == (), texts

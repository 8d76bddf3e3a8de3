"""Review of ls64 (session 64): the minus swallowed after a prefix ended at once
(:meth:`~companion.app.prefix_drop.PrefixDrop._dropped_digit`) is that prefix's cancel only
when typed with it: while the line saying why is said, or within
:data:`~companion.app.prefix_drop.MINUS_CANCEL_S` of its end. ls64 swallowed it, in
silence, for the digit's whole 6 s: a minus typed 4 or 5 s after "No question is open." or
"First answer the open question: …", heard and meant as an undo, said nothing and the undo
took three presses; and after slash's wait ended by the table on a new card read
("Correction cancelled: a new card was read."), minus twice meant to undo that card (a
misread) only armed the undo (main undid it). A live table with a recording ``say`` and a
clock of its own (the keys' waits)."""
from companion.tracker import observations as o
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_ls64_minus_list import _size
from tests.companion.app.test_ls64_minus_list import _table as _ls64_table

ARMED = "Undo: press minus again."


def _table(cards):
    """A live table of Alice, Bob and Carol (its keys' clock, ``table.clock[0]``, set by
    the test), its set-up said, then ``cards`` ((seat, key), 0-based) read:
    ``(table, said)``."""
    clock = [1000.0]
    table, said = _ls64_table(cards, timer=lambda: clock[0])
    table.clock = clock
    return table, said


def _press(table, said, keys, after_s):
    """``keys`` typed together ``after_s`` seconds after the last ones, answered as the
    live loop does; returns what they said."""
    table.clock[0] += after_s
    told = len(said)
    for key in keys:
        table.keys.put(key)
    table._keys()
    return [a.brief for a in said[told:]]


def test_minus_seconds_after_refusals_heard_starts_an_undo():
    """Plus refused, then Enter refused, each heard; a minus 5 s (4 s) later arms the
    undo, said, and the next undoes: on ls64 the first minus said nothing."""
    table, said = _table(_BOB_ASKED[:3])
    assert _press(table, said, "+", 2) == ["No question is open."]
    assert _press(table, said, "-", 5) == [ARMED]
    assert _press(table, said, "-", 1)[0] == "Undone: the Investigators in Bob's zone."
    table, said = _table(_BOB_ASKED)
    assert _press(table, said, "\n", 2)[0].startswith("First answer the open question:")
    assert _press(table, said, "-", 4) == [ARMED]
    assert _press(table, said, "-", 1)[0] == "Undone: the Deep One in Bob's zone."


def test_minus_typed_with_the_refused_plus_is_still_its_cancel():
    """The ls64 fix kept: a minus within a second of the refusal (typed with plus) is
    plus's cancel, in silence; the next only arms the undo."""
    table, said = _table(_BOB_ASKED[:3])
    assert _press(table, said, "+", 2) == ["No question is open."]
    assert _press(table, said, "-", 1) == []
    assert _press(table, said, "-", 0.5) == [ARMED]
    assert _size(table) == 4


def test_minus_twice_after_the_table_ended_slash_on_a_new_card_undoes_that_card():
    """Slash waiting, Carol's Investigators read: "Correction cancelled: a new card was
    read."; minus twice, meant to undo that card, undoes it (as on main; ls64 swallowed
    the first minus and only armed the undo)."""
    table, said = _table(_BOB_ASKED[:3])
    _press(table, said, "/", 2)
    table.session.observe(o.card_seen(2, "investigators"))
    told = len(said)
    table._answer_keys()
    assert said[-1].brief == "Correction cancelled: a new card was read.", said[told:]
    assert _press(table, said, "--", 1) == [
        ARMED, "Undone: the Investigators in Carol's zone."]
    assert _size(table) == 4

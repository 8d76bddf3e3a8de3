"""Fresh QA64 MEDIUM-1 (session 64, r5): "/3" opened slash's list ("Which card? 1: The
Boxer; 2: the Deep One."), and "--", typed to back out of that mistaken correction, undid
the very card being corrected (Bob's Musician, read right): the first minus closed the list
and armed the undo, the second undid. Minus while a list is open now behaves as after a
prefix (docs/keys.en.md): the first only closes it ("Choice cancelled."), a second only
arms the undo ("Undo: press minus again."), a third undoes. So with every prefix, a list of
any kind (slash's, Enter's "whose discard zone?"), plus pressed for the list, and a prefix
the table ended at once (plus with no question: "No question is open."; Enter refused:
"First answer the open question: …"): minus twice never undoes there. A live table with a
recording ``say``; the keys as the live loop answers them."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_correction_choice import _BOB_ASKED
from tests.companion.app.test_live_deal import _Camera

ARMED = "Undo: press minus again."
CLOSED = "Choice cancelled."
LIST = "Which card? 1: The Fed; 2: the Nightgaunt. Press plus and its number."


def _table(cards, lang="en", timer=lambda: 0.0):
    """A live table of Alice, Bob and Carol (``timer``: its keys' clock, still unless
    given: flk68), its
    set-up said in ``lang``, then ``cards`` ((seat, key), 0-based) read: ``(table, said)``,
    ``said`` the session's announcements."""
    said = []
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob", "Carol"), 0, "unused"),
                      TableSession(say=said.append, lang=lang), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None, timer=timer)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    for seat, key in cards:
        table.session.observe(o.card_seen(seat, key))
    return table, said


def _press(table, said, keys):
    """One group of keys typed together, answered as the live loop does (between
    pictures), a second or more after the last undo; returns what they said."""
    told = len(said)
    table.undo_at -= 2
    for key in keys:
        table.keys.put(key)
    table._keys()
    return [a.brief for a in said[told:]]


def _size(table):
    return len(table.session.tracker.history)


def test_minus_while_the_correction_list_is_open_only_closes_it():
    """r5: the first minus closes the list, saying so, and arms nothing; the second only
    arms the undo; the third undoes the Deep One (the card the list was correcting)."""
    table, said = _table(_BOB_ASKED)
    assert _press(table, said, "/2")[-1] == LIST
    size = _size(table)
    assert _press(table, said, "-") == [CLOSED]
    assert not table.session.choice and table.reader.pending is None
    assert _press(table, said, "-") == [ARMED]
    assert _size(table) == size, "the second minus undid"
    assert _press(table, said, "-")[0] == "Undone: the Deep One in Bob's zone."
    assert table.session.tracker.view().seats[1].zone == ("investigators",)


def test_minus_twice_in_one_go_while_the_list_is_open_undoes_nothing():
    """The tester's "--" typed in one go: the list closed, the undo armed, nothing
    undone; the Deep One stays in Bob's zone."""
    table, said = _table(_BOB_ASKED)
    _press(table, said, "/2")
    size = _size(table)
    assert _press(table, said, "--") == [CLOSED, ARMED]
    assert _size(table) == size
    assert table.session.tracker.view().seats[1].zone == ("investigators", "deep_one")


def test_minus_while_enter_s_zone_list_is_open_only_closes_it():
    """Enter 2 after Alice's Tommy Gun, its player not told: "Enter: whose discard zone is
    it in?". The first minus closes that list too, the third undoes."""
    table, said = _table([(0, "tommy_gun")])
    assert _press(table, said, "\n2")[-1].startswith("Enter: whose discard zone is it in?")
    assert _press(table, said, "--") == [CLOSED, ARMED]
    assert _size(table) == 2 and not table.session.choice
    assert _press(table, said, "-") == ["Undone: the Tommy Gun in Alice's zone."]


def test_minus_after_plus_for_the_list_cancels_plus_then_the_list():
    """Plus pressed for the list, then minus: plus cancelled, the list still open; the
    next minus closes the list, the next only arms; none undoes."""
    table, said = _table(_BOB_ASKED)
    _press(table, said, "/2")
    size = _size(table)
    assert _press(table, said, "+") == ["Answer: which number?"]
    assert _press(table, said, "-") == ["Cancelled."]
    assert table.session.choice
    assert _press(table, said, "--") == [CLOSED, ARMED]
    assert _size(table) == size


@pytest.mark.parametrize("prefix, cue", [
    ("*", "Zone: which seat?"), ("+", "Answer: which number?"),
    ("/", "Correct Bob's card, the Deep One: which rank?")])
def test_minus_twice_after_a_prefix_cancels_it_and_only_arms_the_undo(prefix, cue):
    """docs/keys.en.md: a prefix is cancelled by the first minus, "a second minus then
    only starts an undo" (a regression guard beside the list's fix)."""
    table, said = _table(_BOB_ASKED)
    size = _size(table)
    assert _press(table, said, prefix) == [cue]
    assert _press(table, said, "--") == ["Cancelled.", ARMED]
    assert _size(table) == size


def test_minus_twice_after_enter_cancels_it_and_only_arms_the_undo():
    """Enter's cue, then minus twice: cancelled, armed, nothing undone."""
    table, said = _table(_BOB_ASKED[:3])
    assert _press(table, said, "\n") == ["Card played: which rank?"]
    assert _press(table, said, "--") == ["Cancelled.", ARMED]
    assert _size(table) == 4


def test_minus_twice_after_plus_refused_undoes_nothing():
    """Plus with no question open is refused at once ("No question is open."), its wait
    ended: the minus that would have cancelled it is taken as that cancel (in silence, as
    the digit meant for it is), so minus twice only arms the undo. On main, it undid
    Bob's Investigators."""
    table, said = _table(_BOB_ASKED[:3])
    assert _press(table, said, "+") == ["No question is open."]
    assert _press(table, said, "--") == [ARMED]
    assert _size(table) == 4
    assert _press(table, said, "-")[0] == "Undone: the Investigators in Bob's zone."


def test_minus_twice_after_enter_refused_for_the_open_question_undoes_nothing():
    """Enter while the question about Bob's hand is open is refused at once ("First answer
    the open question: …"): minus twice then only arms the undo, as after Enter's cue."""
    table, said = _table(_BOB_ASKED)
    size = _size(table)
    assert _press(table, said, "\n")[0].startswith("First answer the open question:")
    assert _press(table, said, "--") == [ARMED]
    assert _size(table) == size

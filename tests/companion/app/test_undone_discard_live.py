"""Fresh QA48 EARLY HIGH-1 in ``companion play`` (r6u, 2 players, original edition, seed
32): minus twice on a right "Bob discards the Golden Mead." (Bob's Mi-Go on himself), the
card still in Bob's zone ("Take it away, or it stays left out."); then Alice's play was
said as fact as the Mi-Go's discard, and Enter with the card's rank to give it back was
refused ("Answer the open question first"). In-process, no pictures: the camera's
readings given by hand to a real stabilizer (:mod:`tests.companion.app.test_live_deal`)."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_live_deal import _Camera, _frames

#: an undone forced discard an account keeps, said as the reading undone, to check
#: (review of undo49)
MEAD_SAID = "Bob discards the Golden Mead, as read before the undo: check it."

MEAD = (2, "golden_mead")


def _undone(lang="en"):
    """Alice's Investigators, Bob's Mi-Go, his Golden Mead read by the camera, then minus
    twice: ``(table, said, view before the undo)``."""
    said = []
    table = LiveTable(LiveOptions("original", lang, ("Alice", "Bob"), 0, "unused"),
                      TableSession(say=said.append, lang=lang), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
    table.guided_setup()
    table.session.observe(o.card_seen(0, "investigators_original"))
    table.session.observe(o.card_seen(1, "mi_go"))
    _frames(table, 6, MEAD)
    view = table.session.tracker.view()
    assert view.seats[1].zone[-1] == "golden_mead"
    _keys(table, "--")
    assert table.session.tracker.view().seats[1].zone == ("mi_go",)
    return table, said, view


def _keys(table, keys):
    for key in keys:
        table.keys.put(key)
    table._keys()


def test_the_next_play_in_another_zone_is_not_said_as_the_undone_discard_s_target():
    table, said, _ = _undone()
    told = len(said)
    _frames(table, 6, MEAD, (1, "cats_of_ulthar"))
    texts = [a.brief for a in said[told:]]
    assert not any("discards" in t for t in texts), texts
    _frames(table, 6, MEAD, (1, "cats_of_ulthar"), (2, "henry_armitage", 1))
    texts = [a.brief for a in said[told:]]
    assert MEAD_SAID in texts and "Alice: the Cats of Ulthar." in texts


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_and_the_undone_card_s_rank_give_back_the_table_before_the_undo(lang):
    table, said, view = _undone(lang)
    assert table.session.tracker.question is not None  # "was that Bob's hand?" again
    _keys(table, "\n2")
    tracker = table.session.tracker
    # the rank's two cards: the undo may have been of a misread (review of undo48)
    assert tracker.question.value == "card" and tracker.question.seat == 1
    _keys(table, "+2")  # the Golden Mead, as read
    assert tracker.view() == view and tracker.question is None
    assert not any(left.event.candidates == ("golden_mead",) for left in table.left_cards)
    told = len(said)
    _frames(table, 6, MEAD, (1, "cats_of_ulthar"))  # Alice's play, at once
    assert tracker.view().seats[0].zone == ("investigators_original", "cats_of_ulthar")
    assert not any("discards" in a.brief or "descarta" in a.brief or "défausse" in a.brief
                   for a in said[told:])


def test_enter_gives_back_no_undone_card_taken_away():
    """Taken away, the undone card is no longer the one Enter means: Enter's card goes
    where the table waits for it (here the open question comes first)."""
    table, said, _ = _undone()
    _frames(table, 100)  # taken away: its zone empty for 100 pictures (3.3 s)
    assert not any(left.there for left in table.left_cards)
    history = len(table.session.tracker.history)
    _keys(table, "\n2")
    assert len(table.session.tracker.history) == history
    assert table.session.tracker.view().seats[1].zone == ("mi_go",)

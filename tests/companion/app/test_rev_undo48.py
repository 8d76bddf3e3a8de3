"""Review of undo48: minus twice then Enter and a rank, the card the undo took back still
in its zone. Every rank has two cards in every edition (the Cats of Ulthar and the Golden
Mead are both 2): the undo was most often of a misread, and Enter's rank is the player's
right card, not the camera's again. In-process, no pictures
(:mod:`tests.companion.app.test_live_deal`)."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_live_deal import _Camera, _frames
from .test_undone_discard_live import MEAD, _keys, _undone

#: an undone forced discard an account keeps, said as the reading undone, to check
#: (review of undo49)
MEAD_SAID = "Bob discards the Golden Mead, as read before the undo: check it."


def _table(lang="en", names=("Alice", "Bob")):
    said = []
    table = LiveTable(LiveOptions("original", lang, names, 0, "unused"),
                      TableSession(say=said.append, lang=lang), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, len(names) + 1))
    table.guided_setup()
    return table, said


def test_a_misread_play_undone_then_entered_by_rank_is_not_the_misread_again():
    """The camera reads Alice's Cats of Ulthar as the Golden Mead; minus twice; Enter 2:
    'Alice: the Golden Mead. Alice is now Insane.' was said again as fact (review of
    undo48, HIGH). Enter's rank leaves the two cards of rank 2 open."""
    table, said = _table()
    _frames(table, 6, (1, "golden_mead"))
    _keys(table, "--")
    assert table.session.tracker.view().seats[0].zone == ()
    told = len(said)
    _keys(table, "\n2")
    texts = [a.brief for a in said[told:]]
    assert "Alice: the Golden Mead." not in texts and "Alice is now Insane." not in texts, texts
    assert any("Cats of Ulthar" in t and "Golden Mead" in t for t in texts), texts


def test_a_misread_forced_discard_undone_then_entered_by_rank_is_not_the_misread_again():
    """undo48's own table (Bob's Mi-Go on himself), the camera's Golden Mead a misread of
    his Cats of Ulthar: minus twice, Enter 2 said 'Bob discards the Golden Mead.' again."""
    table, said, _ = _undone()
    told = len(said)
    _keys(table, "\n2")
    texts = [a.brief for a in said[told:]]
    assert not any(t.startswith("Bob discards the Golden Mead") for t in texts), texts
    assert any("Cats of Ulthar" in t and "Golden Mead" in t for t in texts), texts
    _keys(table, "+1")
    assert table.session.tracker.view().seats[1].zone[-1] == "cats_of_ulthar"
    assert "golden_mead" not in table.session.tracker.view().seats[1].zone


def test_a_protected_player_s_play_after_the_undone_discard_is_not_followed_by_a_false_one():
    """Review of undo48 (HIGH, on main too; fresh QA48 r6u's last lines): Alice protected
    by her Elder Sign, Bob's Mi-Go can only be on himself; his Golden Mead undone, Alice's
    next play was refused ("Waiting for the card Bob makes someone discard") and held, then
    Bob's Sanity check card laid after it was said "Bob discards Prof. Henry Armitage.".
    Only the account with the undone discard laid first explains Alice's play: it is
    taken, and Bob's next card is his Sanity check's."""
    table, said = _table()
    _frames(table, 6, (1, "elder_sign", 0))
    table.session.observe(o.card_seen(1, "mi_go"))
    _frames(table, 6, MEAD)
    _keys(table, "--")
    alice = ((1, "elder_sign", 0), (1, "cats_of_ulthar", 1))
    told = len(said)
    _frames(table, 6, MEAD, *alice)
    texts = [a.brief for a in said[told:]]
    assert texts[:3] == [MEAD_SAID, "Alice.",
                         "Alice: the Cats of Ulthar."], texts
    told = len(said)
    _frames(table, 6, MEAD, *alice, (2, "henry_armitage", 1))
    texts = [a.brief for a in said[told:]]
    assert "Bob discards Prof. Henry Armitage." not in texts, texts
    assert texts == ["Prof. Henry Armitage."], texts  # his Sanity check's first card
    zones = [s.zone for s in table.session.tracker.view().seats]
    assert zones == [("elder_sign", "cats_of_ulthar"),
                     ("mi_go", "golden_mead", "henry_armitage")], zones

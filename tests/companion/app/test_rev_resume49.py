"""Review of resume49: ``play --resume`` now takes the only card the log does not hold in
an awaited player's zone as live, her play too (fresh QA48b), where the review of resume45
held a card only a play explains for plus 1. Two old cards (QA19 #4: the first session's
card left on the table) it took as plays said as fact:

(1) an old card under the log's card of that zone, the log's card unread by the set-up
pictures (a hand, glare): nothing of the log's lay over it, so it was taken as Carol's play
("Carol: the Investigators."), and stayed so when the Fed was read over it; (2) an old card
alone in the awaited zone (Alice's round-1 Investigators left on her pile), taken as her
play, then taken away while Bob's cards were still read: not undone (only while another
card of its zone was seen), and her real play was refused ("The Mi-Go by Alice? Waiting for
Bob's play.")."""
import pytest

from .test_live_setup import GONE, _frames, _texts
from .test_qa45_resume_hand import LOGGED as T6_ZONES, T6, resumed_on
from .test_qa48b_resumed_play import LOGGED, _resumed


def test_an_old_card_under_a_log_card_unread_at_the_set_up_is_held_not_played(tmp_path):
    # QA19 #4's old card under Carol's Fed, the Fed unread by the set-up pictures
    shown = tuple(c for c in T6_ZONES if c[0] != 3) + ((3, "investigators", 0),)
    table, said = resumed_on(tmp_path, T6, shown)
    texts = _texts(said)
    assert "Carol: the Investigators." not in texts, texts
    assert texts[-1].startswith("A card the log does not hold is on the table: The "
                                "Investigators in Carol's zone."), texts
    assert len(table.session.tracker.history) == 23
    _frames(table, 10, *shown, (3, "the_fed", 1))  # the Fed read over it
    assert len(table.session.tracker.history) == 23


@pytest.mark.parametrize("lang, undone", [
    ("en", "Undone: the Investigators in Alice's zone."),
    ("fr", "Défait : les Investigateurs dans la zone d'Alice."),
    ("es", "Deshecho: los Investigadores en la zona de Alice.")])
def test_an_old_card_alone_in_the_awaited_zone_taken_away_is_undone(tmp_path, lang, undone):
    # Alice's round-1 Investigators left on her pile, taken as her round-2 play at the
    # resume; the table takes it away, Bob's card still read: undone, her real card taken
    # (her hand or her play: Bob's Investigators may have named her)
    table, said = _resumed(tmp_path, lang, (1, "investigators_original", 0))
    tracker = table.session.tracker
    assert len(tracker.history) == 17
    n = len(said)
    _frames(table, GONE + 4, *LOGGED)
    assert _texts(said)[n] == undone, _texts(said)[n:]
    assert len(tracker.history) == 16
    _frames(table, 12, *LOGGED, (1, "mi_go", 0))
    assert len(tracker.history) == 17 and tracker.view().seats[0].zone == ("mi_go",)
    assert not any("Mi-Go" in t and "Bob" in t for t in _texts(said)[n:]), _texts(said)[n:]

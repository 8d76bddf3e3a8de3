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
    ("fr", "C'est annulé : les Investigateurs dans la zone d'Alice."),
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


def test_an_old_card_alone_on_a_bare_table_taken_away_is_undone(tmp_path):
    # the log ends on round 2's deal, Bob to start; an old Golden Mead left on his pile is
    # his first play ("Bob is now Insane."), no other zone card: taken away, undone
    from .test_qa45_resume_hand import resumed_on
    from .test_qa48b_resumed_play import LOG, MIDDLE
    log = "".join(LOG.splitlines(True)[:-1])
    table, said = resumed_on(tmp_path, log, (*MIDDLE[:5], (2, "golden_mead", 0)),
                             names=("Alice", "Bob"), edition="original")
    tracker = table.session.tracker
    assert "Bob is now Insane." in _texts(said) and len(tracker.history) == 16
    n = len(said)
    _frames(table, GONE + 4, *MIDDLE[:5])
    assert _texts(said)[n:] == ["Undone: the Golden Mead in Bob's zone.", "It is Bob's turn."]
    assert len(tracker.history) == 15 and not tracker.view().seats[1].insane


def test_an_old_card_over_a_log_card_of_its_kind_taken_away_is_undone(tmp_path):
    # an engine game (original, 2 players, seed 11) cut before Player 1's Deep Ones: her
    # zone holds the log's Golden Mead, Cats of Ulthar and Great Race of Yith; an old Cats
    # of Ulthar on top is taken as her play, then taken away: the log's Cats, still read,
    # was taken for it, and it stayed her play
    import json
    import random

    from companion.engine.state import new_game
    from companion.tracker.from_engine import Converter, observe_random_play
    from companion.tracker.observations import to_dict

    from .test_qa45_resume_hand import resumed_on
    game = new_game("original", 2)
    conv = Converter("original", game.names, 0, game.options, answers="asked", hands="card")
    obs = [x for _, x in observe_random_play(game, random.Random(11), conv)][:40]
    zones = ((1, "golden_mead", 0), (1, "cats_of_ulthar", 1), (1, "great_race_of_yith", 2),
             (2, "mi_go", 0))
    text = "".join(json.dumps({"seq": n + 1, "obs": to_dict(x)}) + "\n"
                   for n, x in enumerate(obs))
    table, said = resumed_on(tmp_path, text, (*zones, (1, "cats_of_ulthar", 3)),
                             names=tuple(game.names), edition="original")
    tracker = table.session.tracker
    assert "Player 1: the Cats of Ulthar." in _texts(said) and len(tracker.history) == 41
    n = len(said)
    _frames(table, GONE + 4, *zones)
    assert _texts(said)[n] == "Undone: the Cats of Ulthar in Player 1's zone.", _texts(said)
    assert len(tracker.history) == 40

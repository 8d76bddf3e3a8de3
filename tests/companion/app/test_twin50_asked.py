"""A copy laid squarely on its twin, asked (fresh QA49 r1b HIGH-2; :mod:`companion.app.twin_asked`).

r1b (5 players, original, fr; ``/tmp/s49/qa49/r1b``, ``play-session.jsonl`` seq 157-158,
truth ``demo-transcript.txt`` l.430-437), round 7: Carol's Sanity check card was Prof.
Henry Armitage; her play, a second Armitage laid squarely on it, was never read (the camera
took it for the first: known40); her discarded Cats of Ulthar was then said as her play.
The tracker's inputs are the tester's session log up to Bob's knocked-out Cthulhu
(``tests/companion/qa49_r1b_round7.jsonl``, seq 1-156); the camera's readings after it are
given by hand to a real stabilizer (:mod:`.test_live_deal`): the check's Armitage, a hand
over it (pictures without it, 1/30 s apart), the copy read 15 px (6 mm) off, then the
Cats beside it."""
import dataclasses
import queue
from pathlib import Path

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.session_log_lines import read_log

from .stabilizer_camera import sighting
from .test_live_deal import _Camera, _frames, _texts

LOG = Path(__file__).parent.parent / "qa49_r1b_round7.jsonl"
#: pictures (1/30 s apart) a hand lies over the pile: 0.5 s (vision.card_tracks.COVER_S 0.4)
COVER = 15


def _table(edition, names, lang):
    said = []
    table = LiveTable(LiveOptions(edition, lang, tuple(names), 0, "unused"),
                      TableSession(say=said.append, record=lambda line: None, lang=lang),
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None,
                      timer=lambda: 0.0)  # the keys' waits: still (flk68; flk70: under a
    # clock read 10 s later each time, the second minus of an undo came past its window)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, len(names) + 1))
    table.guided_setup()
    return table, said


def _logged_table(log, edition, names, lang):
    """:func:`_table` given the inputs of the session log ``log`` (its start line left
    out): the table and what was said."""
    table, said = _table(edition, names, lang)
    observations, errors = read_log(log)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    return table, said


def _card(seat, key, place, dx=0.0):
    """``key`` read in ``seat``'s zone (1-based) at its ``place`` (60 px apart), ``dx`` px
    further right."""
    s = sighting(seat, key)
    return dataclasses.replace(s, polygon=tuple((x + 60.0 * place + dx, y)
                                                for x, y in s.polygon))


def _old_cards(table):
    """The tracker's zones, claimed as reported and shown to the camera (6 pictures)."""
    view = table.session.tracker.view()
    old = []
    for seat, zone in enumerate(s.zone for s in view.seats):
        for place, key in enumerate(zone):
            table.known.claim(view, seat, key)
            old.append(_card(seat + 1, key, place))
    for _ in range(6):
        table.watcher.show(*old)
    return old


def _keys(table, *keys):
    for key in keys:
        table._one_key(key)


def _r1b(copy_dx=15.0, lang="fr"):
    """r1b at Carol's Sanity check (round 7); the check's Armitage read (6 pictures), a
    hand over it (:data:`COVER` pictures), read again ``copy_dx`` px off (the copy, or the
    card itself: 0), then her Cats laid beside it: the table and what was said from the
    cover on."""
    table, said = _logged_table(LOG, "original", ("Alice", "Bob", "Carol", "Dan", "Eve"), lang)
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("check", 2), tracker.waiting()
    old = _old_cards(table)
    at = len(tracker.view().seats[2].zone)
    check = _card(3, "henry_armitage", at)
    _frames(table, 6, *old, check)
    assert tracker.view().seats[2].zone[-1] == "henry_armitage"
    assert tracker.waiting()[:2] == ("play", 2)
    n = len(said)
    _frames(table, COVER, *old)
    again = _card(3, "henry_armitage", at, copy_dx)
    _frames(table, 6, *old, again)
    _frames(table, 6, *old, again, _card(3, "cats_of_ulthar", at + 1))
    return table, said, n, old, again, at


FR = ("Un second exemplaire du Professeur Henry Armitage posé par Carol ? En attente dans la "
      "zone de Carol : les Chats d'Ulthar. Appuyez sur Entrée, puis sur le rang du jeu de "
      "Carol : 5 pour ce second exemplaire, 2 pour cette carte.")


def test_r1b_round_7_the_card_after_a_copy_perhaps_laid_on_its_twin_is_held_and_asked():
    table, said, n, *_ = _r1b()
    assert _texts(said)[n:] == [FR]
    tracker = table.session.tracker
    assert tracker.view().seats[2].zone[-1] == "henry_armitage"  # the Cats not taken
    assert tracker.waiting()[:2] == ("play", 2)


def test_r1b_answered_yes_the_copy_is_her_play_and_the_cats_her_discard():
    table, said, n, old, again, at = _r1b()
    _keys(table, "\n", "5")  # her play: a second Armitage
    _frames(table, 6, *old, again, _card(3, "cats_of_ulthar", at + 1))
    zone = table.session.tracker.view().seats[2].zone
    assert zone[-3:] == ("henry_armitage", "henry_armitage", "cats_of_ulthar"), zone
    heard = _texts(said)[n:]
    assert "Carol : le Professeur Henry Armitage." in heard, heard
    assert "Carol : les Chats d'Ulthar." not in heard, heard


def test_r1b_answered_no_the_held_card_is_her_play_once():
    table, said, n, old, again, at = _r1b()
    _keys(table, "\n", "2")  # her play: this card
    _frames(table, 6, *old, again, _card(3, "cats_of_ulthar", at + 1))
    zone = table.session.tracker.view().seats[2].zone
    assert zone[-2:] == ("henry_armitage", "cats_of_ulthar"), zone
    assert _texts(said)[n:].count("Carol : les Chats d'Ulthar.") == 1


def test_unanswered_the_question_stays_and_later_cards_wait():
    table, said, n, old, again, at = _r1b()
    later = _card(5, "liber_ivonis", len(table.session.tracker.view().seats[4].zone))
    _frames(table, 40, *old, again, _card(3, "cats_of_ulthar", at + 1), later)
    tracker = table.session.tracker
    assert tracker.view().seats[2].zone[-1] == "henry_armitage"
    assert "liber_ivonis" not in tracker.view().seats[4].zone
    assert tracker.waiting()[:2] == ("play", 2)


def test_a_hand_over_the_card_read_again_where_it_lay_asks_nothing():
    # the newest card merely covered by a hand (read again where it lay): her play, laid
    # beside it, is taken as on main
    table, said, n, *_ = _r1b(copy_dx=0.0)
    assert _texts(said)[n:][:1] == ["Carol : les Chats d'Ulthar."], _texts(said)[n:]
    assert table.session.tracker.view().seats[2].zone[-1] == "cats_of_ulthar"


def _two_players(edition, newest, bob, nxt, lang="en"):
    """2 players: Alice's first play ``newest`` (a protection card), Bob's ``bob``; a hand
    over her card, read again 15 px (6 mm) off, then her ``nxt`` beside it: what was said from the
    cover on."""
    table, said = _table(edition, ("Alice", "Bob"), lang)
    tracker = table.session.tracker
    old = _old_cards(table)
    first = _card(1, newest, 0)
    _frames(table, 6, *old, first)
    _frames(table, 6, *old, first, _card(2, bob, 0))
    assert tracker.view().seats[0].zone == (newest,)
    assert tracker.waiting()[:2] == ("play", 0), tracker.waiting()
    n = len(said)
    _frames(table, COVER, *old, _card(2, bob, 0))
    again = _card(1, newest, 0, 15.0)
    _frames(table, 6, *old, again, _card(2, bob, 0))
    _frames(table, 6, *old, again, _card(2, bob, 0), _card(1, nxt, 1))
    return table, _texts(said)[n:]


@pytest.mark.parametrize("edition, newest, bob, nxt, line", [
    ("arkham", "the_urchin", "the_boxer", "the_fed",
     "A second copy of The Urchin laid by Alice? Waiting in Alice's zone: The Fed. Press "
     "Enter, then the rank of Alice's play: 4 for that second copy, 2 for this card."),
    ("arkham-classic", "the_urchin", "the_boxer", "the_fed",
     "A second copy of The Urchin laid by Alice? Waiting in Alice's zone: The Fed. Press "
     "Enter, then the rank of Alice's play: 4 for that second copy, 2 for this card."),
    ("original", "elder_sign", "great_race_of_yith", "cats_of_ulthar",
     "A second copy of the Elder Sign laid by Alice? Waiting in Alice's zone: the Cats of "
     "Ulthar. Press Enter, then the rank of Alice's play: 4 for that second copy, 2 for "
     "this card.")])
def test_two_players_each_edition(edition, newest, bob, nxt, line):
    table, heard = _two_players(edition, newest, bob, nxt)
    assert heard == [line], heard
    assert table.session.tracker.view().seats[0].zone == (newest,)


def test_every_copy_seen_nothing_is_asked():
    # Bob played the other Urchin: no second copy of Alice's can be; her Fed is her play
    table, heard = _two_players("arkham", "the_urchin", "the_urchin", "the_fed")
    assert heard[:1] == ["Alice: The Fed."], heard
    assert table.session.tracker.view().seats[0].zone == ("the_urchin", "the_fed")


def test_the_question_in_spanish():
    _, heard = _two_players("arkham", "the_urchin", "the_boxer", "the_fed", lang="es")
    assert heard == ["¿Un segundo ejemplar del Pilluelo puesto por Alice? En espera en la "
                     "zona de Alice: el Federal. Pulsa Intro y luego el rango de la jugada de "
                     "Alice: 4 para ese segundo ejemplar, 2 para esta carta."], heard

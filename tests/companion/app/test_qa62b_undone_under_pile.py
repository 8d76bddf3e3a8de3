"""Fresh QA62b LOW-3, second half (g2/run2: 4 players, arkham, fr, demo seed 456, at the
game's end): Carol's Sanity check, the Dilettante then the Cultists, failed; her hand,
Cthulhu, laid on the Cultists. Minus twice undid Cthulhu ("Undone: Cthulhu in Carol's
zone." "… take it away, or it stays left out."), then minus twice again the Cultists:
"Undone: the Cultists in Carol's zone." alone, no "take it away, or it stays left out"
(the guide: a card the camera read that still lies in its zone is left out, and said so).
The camera did not see the Cultists in its last picture, under Cthulhu: it was forgotten,
as a card taken away. A card of its zone lies on its place: it lies there under it, left
out and said so (:func:`companion.app.card_place.under_pile`), and watched while a card lies
on it (not counted as taken away after 3 s, which would make that line false).

The log is g2/run2's up to Cthulhu (tests/companion/qa62b_g2_end.jsonl); the camera's
readings are given by hand to a real stabilizer (:mod:`tests.companion.app.test_live_deal`)."""
import queue
from dataclasses import replace
from pathlib import Path

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks

from .stabilizer_camera import sighting
from .test_live_deal import GONE, _Camera, _frames, _texts

LOG = Path(__file__).parent.parent / "qa62b_g2_end.jsonl"
NAMES = ("Alice", "Bob", "Carol", "Dan")
#: Carol's zone (seat 3) this round, as the camera shows it, up to her check's first card
CAROL = ((3, "shoggoth", 0), (3, "rlyeh", 1), (3, "tommy_gun", 2), (3, "investigators", 3),
         (3, "investigators", 4), (3, "the_dilettante", 5))
CULTISTS = (3, "cultists", 6)


def _on(seat, key, place, dx):
    """``key`` read in ``seat``'s zone at ``place`` moved ``dx`` px: laid on its card."""
    s = sighting(seat, key, place)
    return replace(s, polygon=tuple((x + dx, y) for x, y in s.polygon))


CTHULHU = _on(3, "cthulhu", 6, 12.0)  # her hand, laid on the Cultists: hiding it


def _left_line(lang, key):
    return message(lang, "app.undone_left", card=card(key).name(lang), player="Carol")


def _cultists_undone(lang):
    """g2/run2 at the game's end, the camera showing the Cultists then Cthulhu on it;
    minus twice, then again: ``(table, said, n)``, ``n``: the lines before the second."""
    said, now = [], [0.0]
    table = LiveTable(LiveOptions("arkham", lang, NAMES, 0, "unused"),
                      TableSession(say=said.append, lang=lang), _Camera(), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table.timer = lambda: now[0]  # a still clock: minus twice twice, 2 s apart
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3, 4]
    table.guided_setup()
    for obs, _ in list(logged_with_marks(LOG))[1:]:
        table.session.observe(obs)
    assert table.session.tracker.view().game_winners == (1,)
    _frames(table, 6, *CAROL, CULTISTS)
    _frames(table, 2 * GONE, *CAROL, CTHULHU)  # the Cultists unseen for 6 s (run2: 45 s)
    assert table.watcher.last_reading.sightings[-1].candidates == ("cthulhu",)
    for key in "--":
        table._one_key(key)
    assert _left_line(lang, "cthulhu") in _texts(said), _texts(said)
    now[0] += 2.0
    n = len(said)
    for key in "--":
        table._one_key(key)
    assert table.session.tracker.view().seats[2].zone[-1] == "the_dilettante"
    return table, said, n


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_undone_check_card_under_the_hand_laid_on_it_is_said_left_out(lang):
    table, said, n = _cultists_undone(lang)
    # main: "Undone: the Cultists in Carol's zone." alone
    assert _left_line(lang, "cultists") in _texts(said)[n:], _texts(said)[n:]


def test_it_stays_left_out_while_the_card_on_it_lies_there():
    table, said, n = _cultists_undone("en")
    line = next(a for a in said[n:] if a.brief == _left_line("en", "cultists"))
    _frames(table, 2 * GONE, *CAROL, CTHULHU)
    assert not (line.stale and line.stale())  # not counted as taken away: still under it
    _frames(table, 6, *CAROL, CULTISTS)  # Cthulhu lifted: the Cultists seen, left out
    assert table.session.tracker.view().seats[2].zone[-1] == "the_dilettante"

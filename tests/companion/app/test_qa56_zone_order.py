"""Fresh QA56 HIGH-3 (6 players, arkham-classic, es, busy, demo seed 209, round 4; run
/tmp/s56/qa56/runC): Dan's Sanity check card, The Urchin, was refused while the table waited
for Alice's play; a key moved the table on to Dan (Carol's question answered); the first
picture after it made his play, The Boxer, stable, and the Boxer was given before the
refused Urchin (the picture's new cards go before its watch of the left cards): "El
Boxeador. Dan supera la prueba. Quedan 9 cartas." then "Carta no contada: el Pilluelo en la
zona de Dan, puesta antes del Boxeador…" (truth: the check revealed the Urchin, Dan played
the Boxer). The left cards laid before a new card, that the table takes now, go first
(:mod:`companion.app.zone_order`). In-process: the camera's readings are given by hand to a
real stabilizer (:mod:`tests.companion.app.test_live_deal`), here with 4 seat markers."""
import pytest

from tests.companion.app import test_live_deal as live_deal
from tests.companion.app.stabilizer_camera import PLACES
from vision.records import SeatSighting

from .test_live_deal import _frames, _table, _texts

#: the seat markers of seats 1 to 4, above their zones' places
_SEATS4 = tuple(SeatSighting(s, ((x, y - 90), (x + 20, y - 90), (x + 20, y - 70), (x, y - 70)))
                for s, (x, y) in PLACES.items() if s in (1, 2, 3, 4))

#: round 1's first turns: Dan's Randall Tillinghast makes him Insane
INSANE_DAN = ((1, "the_fed"), (2, "the_sailor"), (3, "the_entertainer"),
              (4, "randall_tillinghast"))


@pytest.fixture
def four_seats(monkeypatch):
    monkeypatch.setattr(live_deal, "_SEATS", _SEATS4)


def _dan_s_check_behind_a_key(lang="en"):
    """Dan Insane; his check card, The Urchin, laid while Alice's play is awaited (refused);
    Alice's and Bob's plays; Carol's play unread, entered by Enter 2 and plus 2 (the
    Nightgaunt); Dan's Boxer, laid on his pile while the rank was typed, stable in the first
    picture after the key (a busy machine's pictures skipped): ``(table, said, n0)``, n0 the
    lines said before Dan's Urchin."""
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"), lang, "arkham-classic")
    cards = []
    for card in INSANE_DAN:
        cards.append(card)
        _frames(table, 6, *cards)
    n0 = len(said)
    for card in ((4, "the_urchin", 1), (1, "the_urchin", 1), (2, "the_fed", 1)):
        cards.append(card)
        _frames(table, 6, *cards)
    cards.append((4, "the_boxer", 2))
    _frames(table, 3, *cards)  # not stable yet
    for key in "\n2":
        table._one_key(key)
    _frames(table, 6, *cards)
    for key in "+2":
        table._one_key(key)
    _frames(table, 6, *cards)
    return table, said, n0


def test_a_refused_check_card_goes_before_the_play_laid_after_it(four_seats):
    table, said, n0 = _dan_s_check_behind_a_key()
    texts = _texts(said)[n0:]
    view = table.session.tracker.view()
    assert view.seats[3].zone == ("randall_tillinghast", "the_urchin", "the_boxer"), texts
    check = texts.index("Dan: Sanity check, 1 card.")
    assert texts[check + 1].startswith("The Urchin."), texts
    assert "Dan: The Boxer." in texts[check + 1:], texts
    assert not any(t.startswith("Not counted") for t in texts), texts


def test_the_spanish_run_s_lines(four_seats):
    # as heard in runC (es): the check's card and the play each in its place
    table, said, n0 = _dan_s_check_behind_a_key("es")
    texts = _texts(said)[n0:]
    check = texts.index("Dan: prueba de cordura, 1 carta.")
    assert texts[check + 1].startswith("El Pilluelo."), texts
    assert "Dan: el Boxeador." in texts[check + 1:], texts
    assert not any(t.startswith("Carta no contada") for t in texts), texts


def test_a_left_card_the_table_does_not_take_stays_left(four_seats):
    # Dan's Urchin laid early, Alice's play then read: the table waits for Bob, so Dan's
    # new card is refused as before, and the Urchin is not given ahead of Bob's play
    table, said, _ = _table(("Alice", "Bob", "Carol", "Dan"), "en", "arkham-classic")
    cards = []
    for card in (*INSANE_DAN, (4, "the_urchin", 1), (1, "the_urchin", 1),
                 (4, "the_boxer", 2)):
        cards.append(card)
        _frames(table, 6, *cards)
    view = table.session.tracker.view()
    assert view.seats[3].zone == ("randall_tillinghast",), _texts(said)
    assert view.active == 1

"""Review of undo49 (MEDIUM): an effect's forced discard undone (minus twice), then kept
because the next card only fits after it (:mod:`companion.tracker.undone_discard`), was
said as fact ("Bob discards the Golden Mead."): the undo was most often of a misread. It is
said as the reading undone, to check, with the earcon of a card to check (``card_unsure``,
as a card read from the stickers only), and its verbose line's way to correct it works.
In-process, no pictures (:mod:`tests.companion.app.test_live_deal`)."""
from companion.tracker import observations as o

from .test_live_deal import _frames
from .test_rev_undo48 import _table
from .test_undone_discard_live import MEAD, _keys

ALICE = ((1, "elder_sign", 0), (1, "investigators_original", 1))


def _kept():
    """Alice protected (Elder Sign), Bob's Mi-Go, his Golden Mead read then undone, Alice's
    Investigators laid: only the account with the Golden Mead explains it. ``(table,
    said, the announcements of Alice's card)``."""
    table, said = _table()
    _frames(table, 6, ALICE[0])
    table.session.observe(o.card_seen(1, "mi_go"))
    _frames(table, 6, MEAD)
    _keys(table, "--")
    told = len(said)
    _frames(table, 6, MEAD, *ALICE)
    return table, said, said[told:]


def test_the_undone_reading_kept_is_said_to_check_with_the_card_unsure_earcon():
    _, _, news = _kept()
    line = news[0]
    assert line.brief == "Bob discards the Golden Mead, as read before the undo: check it."
    assert line.verbose.endswith("press minus twice for each card laid since, then Enter "
                                 "and its rank."), line.verbose
    assert line.earcon == "card_unsure"
    assert all(a.earcon != "card_unsure" for a in news[1:]), news  # only that line


def test_minus_twice_then_enter_and_the_right_rank_correct_the_undone_reading():
    """What the verbose line says to do, for his Cats of Ulthar read as the Golden Mead:
    minus twice (Alice's card, laid since), Enter 2, his zone, the Cats of Ulthar."""
    table, said, _ = _kept()
    table.undo_at = -100.0  # minus twice, a while after the last undo
    _keys(table, "--")
    assert [s.zone for s in table.session.tracker.view().seats] == [("elder_sign",),
                                                                      ("mi_go",)]
    table.undo_at = -100.0
    told = len(said)
    _keys(table, "\n2+1")  # Enter 2: "where is it? 1: Bob's zone; 2: face up: …"
    _keys(table, "+1")  # "Which card in Bob's zone: the Cats of Ulthar or the Golden Mead?"
    zone = table.session.tracker.view().seats[1].zone
    assert zone == ("mi_go", "cats_of_ulthar"), ([a.brief for a in said[told:]], zone)

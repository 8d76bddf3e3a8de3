"""fixk72: at the held cards' prompt, while plus 1 is refused (the cards cannot all be plays:
``HeldCards._held_misfit``), a refused number says that refusal's line again, the one way
that works (take away those that are not plays), not ``app.number_not_fit``'s "or, to
count them, press plus and 1" (rev-keys72 LOW)."""
import pytest

from companion.app.keys import Command

from .test_live_deal import _texts
from .test_live_setup import GONE, _frames, _set_up_with, _table

TWO_DILETTANTES = ((1, "the_dilettante"), (2, "the_dilettante"))


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_refused_number_says_the_misfit_line_again(lang):
    """Two Dilettantes in the zones (the game has one): plus 1 refused with the misfit's
    line; plus 2 says that same line again, nothing else."""
    table, said, _ = _table(lang=lang)
    _set_up_with(table, 6, *TWO_DILETTANTES)
    _frames(table, 6, *TWO_DILETTANTES)
    table._key(Command("answer", 1))
    refused = _texts(said)[-1]
    n = len(said)
    table._key(Command("answer", 2))
    assert _texts(said)[n:] == [refused], (refused, _texts(said)[n:])
    assert table.held_at is not None  # still held: nothing counted


def test_once_a_card_is_taken_away_plus_1_counts_the_one_left():
    """The way the line names works: one Dilettante taken away, plus 1 counts the other."""
    table, said, _ = _table()
    _set_up_with(table, 6, *TWO_DILETTANTES)
    _frames(table, 6, *TWO_DILETTANTES)
    table._key(Command("answer", 2))
    _frames(table, GONE, TWO_DILETTANTES[0])  # Bob's taken away
    table._key(Command("answer", 1))
    assert table.held_at is None, _texts(said)[-3:]

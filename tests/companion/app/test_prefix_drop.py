"""Session 34 (run B1, ``--lang es``): a card read between slash and its digit cancels the
correction ("Corrección cancelada…"), and the 3 typed next acted as key 3 ("Sin ver: 12
cartas…"). The digit typed right after a prefix the table cancelled is swallowed, with no
second line; any other key, or a digit after the prefix's usual wait, acts as itself
(:class:`~companion.app.prefix_drop.PrefixDrop`)."""
import pytest

from companion.app.live_keys import PREFIX_TIMEOUT_S
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_qa25 import _ann_played_the_urchin


def _slash_dropped(tmp_path, lang):
    """Slash pressed for Ann's Urchin, then Bob's Investigators read: the correction is
    cancelled and said. ``(table, announcements said since slash)``."""
    table, said = _ann_played_the_urchin(tmp_path, lang)
    table.keys.put("/")
    table._keys()
    table.session.observe(o.card_seen(1, "investigators"))
    del said[:]
    table._keys()
    assert [a.brief for a in said] == [message(lang, "app.correct_dropped")]
    del said[:]
    return table, said


def _press(table, keys):
    for key in keys:
        table.keys.put(key)
    table._keys()


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_digit_after_a_cancelled_slash_is_swallowed_in_silence(tmp_path, lang):
    """Run B1: the 3 meant for the cancelled correction said the unseen cards."""
    table, said = _slash_dropped(tmp_path, lang)
    _press(table, "3")
    assert said == [], [a.brief for a in said]
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("the_urchin",) and view.seats[1].zone == ("investigators",)
    assert table.reader.pending is None


def test_only_one_digit_is_swallowed(tmp_path):
    """The digit after the swallowed one acts (key 3: the unseen cards)."""
    table, said = _slash_dropped(tmp_path, "en")
    _press(table, "33")
    assert len(said) == 1 and said[0].brief.startswith("Unseen"), [a.brief for a in said]


def test_another_key_after_a_cancelled_slash_does_its_own_job(tmp_path):
    """Not a digit: star 2 is Bob's zone, and a digit after it acts as usual."""
    table, said = _slash_dropped(tmp_path, "en")
    _press(table, "*2")
    assert said and said[-1].brief.startswith("Bob's discard zone"), [a.brief for a in said]


def test_a_digit_after_the_prefix_s_wait_acts(tmp_path):
    """Past the prefix's usual wait after the cancel line, the digit is the player's key."""
    table, said = _slash_dropped(tmp_path, "en")
    table.dropped_at -= PREFIX_TIMEOUT_S + 1
    _press(table, "3")
    assert said and said[0].brief.startswith("Unseen"), [a.brief for a in said]

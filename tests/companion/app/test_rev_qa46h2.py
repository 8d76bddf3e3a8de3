"""Review of qa46h2 (session 46): probes of the held cards after the end and the cleared
table's alarm."""
from companion.app.live_deal import CLEARED_MID_FRAMES
from tests.companion.app.test_held_after_end46 import (_cleared_round_one, _end_then_keys,
                                                        _held_for_round_2)
from tests.companion.app.test_stall import _lay

from .test_live_deal import GONE, _frames, _table, _texts


def test_the_round_s_own_cards_laid_back_one_by_one_end_the_alarm():
    """A table gathered by mistake, then the round's own cards put back at their places one
    by one (each read stable, so held as laid since the clear): the round's cards back."""
    table, said = _cleared_round_one()
    _frames(table, 3 * CLEARED_MID_FRAMES)  # long enough for the camera to forget them
    _lay(table, (1, "the_urchin"), (2, "the_entertainer"), (3, "investigators"))
    assert table.cleared_mid is None, _texts(said)[-4:]


def test_nothing_held_nothing_said_at_a_normal_goodbye(monkeypatch):
    table, said, logged = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))
    _end_then_keys(table, monkeypatch, [])
    n = len(said)
    table._goodbye()
    assert not any("could not be placed" in t for t in _texts(said)[n:]), _texts(said)[n:]


def _urchin_taken_back_while_the_fed_flickers(table):
    """Round 2's Fed and Urchin held; Alice takes her Urchin back to her hand while
    Carol's Fed, still on the table, is missed by the camera for 6 pictures about of
    the Urchin's absence (a hand reaching over it, a misread), then seen again."""
    _frames(table, 6, (3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, GONE - 3, (3, "the_fed", 1))  # the Urchin taken back to the hand
    _frames(table, 6)  # the Fed missed for 6 pictures as the Urchin counts as gone
    _frames(table, 2 * GONE, (3, "the_fed", 1))  # the Fed is still there


def test_a_held_card_taken_back_alone_while_another_flickers_is_never_said(monkeypatch):
    """A held card taken away while the other held card is only missed for a moment (not
    gathered: it is seen again) may be in its player's hand: never said at the goodbye."""
    table, said = _held_for_round_2()
    _urchin_taken_back_while_the_fed_flickers(table)
    _end_then_keys(table, monkeypatch, [])
    n = len(said)
    table._goodbye()
    assert not any("Urchin" in t for t in _texts(said)[n:]), _texts(said)[n:]


def test_a_held_card_taken_back_alone_while_another_flickers_is_not_given(monkeypatch):
    """The same Urchin, once the missing card is entered, is not given as Alice's play."""
    table, said = _held_for_round_2()
    _urchin_taken_back_while_the_fed_flickers(table)
    _end_then_keys(table, monkeypatch, ["\n", "5"])
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == (), _texts(said)[-6:]


def test_held_cards_taken_back_together_are_not_named_at_the_goodbye(monkeypatch):
    """The alarm says "New cards wait": Alice and Carol pick their new cards (held) back
    up together, into their hands or into the deck, the camera cannot tell. At the
    goodbye, cards no longer on the table may be in a hand: never named."""
    table, said = _held_for_round_2()
    _frames(table, 6, (3, "the_fed", 1), (1, "the_urchin", 1))
    _frames(table, 2 * GONE)  # both picked up together
    _end_then_keys(table, monkeypatch, [])
    n = len(said)
    table._goodbye()
    assert not any("Urchin" in t or "Fed" in t for t in _texts(said)[n:]), _texts(said)[n:]

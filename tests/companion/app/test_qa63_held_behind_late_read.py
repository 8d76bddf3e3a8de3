"""Fresh QA63 HIGH-2 (run r2: demo seed 464, 2 players, arkham, ``--stickers-only``, busy,
es): Alice's Urchin lay in her zone, read now and then under the hands and mugs (first read
37.8 s) but made stable only at 45.6 s; Bob laid his Investigators in his turn, after it
(first read 40.5 s, stable 44.2 s: refused, "The Investigators by Bob? Waiting for Alice's
play."). Once the Urchin was read, the held Investigators was given again and said "Bob: the
Investigators. It lay there before this turn: check it." (``app.check_card_already``):
false, it was laid in its turn after the Urchin (guide-player.en.md, "cards held follow in
order, each said as a play laid in its turn"). The time taken for the late card was the
picture that made it stable, not the first picture that read it lying there
(:attr:`vision.records.CardAppeared.since_t`); a card laid before its turn (refused, then
the awaited card laid and read after it) keeps its doubt.

In-process: the camera's readings given by hand to a real stabilizer (:mod:`.test_live_deal`).
"""
import pytest

from companion.cards import card
from companion.narration.catalog import message

from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay
from .test_stall_holds import _zones

URCHIN, INVESTIGATORS = (1, "the_urchin", 0), (2, "investigators", 0)


def _bob_lines(said, n, lang):
    name = card("investigators").name(lang)
    return [t for t in _texts(said)[n:] if t.startswith("Bob") and name.lower() in t.lower()]


def _urchin_now_and_then(table):
    """Alice's Urchin read 1 picture in 3 (hands over it), never stable; then Bob's
    Investigators laid after it, read in every picture: made stable, refused."""
    for _ in range(3):  # the Urchin glimpsed: 1 picture in 3
        _frames(table, 1, URCHIN)
        _frames(table, 2)
    for _ in range(2):
        _frames(table, 1, URCHIN, INVESTIGATORS)
        _frames(table, 2, INVESTIGATORS)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_laid_after_an_awaited_play_read_late_is_said_in_its_turn(lang):
    # Alice's Urchin read in one picture in three (hands over it): never stable, its first
    # reading kept; Bob lays his Investigators, read in every picture: stable, refused.
    # Then the Urchin is read steadily: Alice's play, then Bob's, in order
    table, said, _ = _table(names=("Alice", "Bob"), lang=lang)
    n = len(said)
    _urchin_now_and_then(table)
    assert _zones(table) == [(), ()], _texts(said)[n:]  # Bob's card refused, waiting
    _frames(table, 6, URCHIN, INVESTIGATORS)
    assert _zones(table) == [("the_urchin",), ("investigators",)], _texts(said)[n:]
    bob = _bob_lines(said, n, lang)
    # main: "Bob: the Investigators. It lay there before this turn: check it."
    already = message(lang, "app.check_card_already_brief")
    assert len(bob) == 1 and not any(t.endswith(already) for t in _texts(said)[n:]), \
        _texts(said)[n:]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_card_laid_before_the_awaited_play_first_read_after_it_keeps_the_doubt(lang):
    # the out-of-turn case kept: Bob's Investigators read and refused first, Alice's Urchin
    # first read only after it was stable: Bob's card lay there before Alice's turn ended
    table, said, _ = _table(names=("Alice", "Bob"), lang=lang)
    n = len(said)
    _lay(table, INVESTIGATORS)
    assert _zones(table) == [(), ()], _texts(said)[n:]
    _frames(table, 6, URCHIN, INVESTIGATORS)
    assert _zones(table) == [("the_urchin",), ("investigators",)], _texts(said)[n:]
    bob = _bob_lines(said, n, lang)
    assert bob[-1].endswith(message(lang, "app.check_card_already_brief")), _texts(said)[n:]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_card_laid_after_a_play_read_now_and_then_entered_by_key_is_said_in_its_turn(lang):
    # the same with Alice's play entered by key (Enter 4, The Urchin) before the camera
    # made it stable: it read it now and then before Bob's card, so her card lay there
    # first (rev-inturn49's doubt is for a play never read, or read only after the key)
    table, said, _ = _table(names=("Alice", "Bob"), lang=lang)
    n = len(said)
    _urchin_now_and_then(table)
    assert _zones(table) == [(), ()], _texts(said)[n:]
    for key in "\n4+1":  # which card? The Urchin
        table._one_key(key)
    _frames(table, 2, INVESTIGATORS)
    assert _zones(table) == [("the_urchin",), ("investigators",)], _texts(said)[n:]
    already = message(lang, "app.check_card_already_brief")
    assert len(_bob_lines(said, n, lang)) == 1 and not any(
        t.endswith(already) for t in _texts(said)[n:]), _texts(said)[n:]

"""Review of hnd (session 65): the d491 hand over Bob's zone
(:mod:`tests.companion.app.test_qa65_held_order`) read other ways: the readings' cards in
another order, and sticker readings (no marker)."""
from dataclasses import replace

import pytest

from tests.companion.app import test_qa65_held_order as held
from tests.companion.app import test_live_deal as live

TOLD = ["Carol discards the Tommy Gun.", "Carol: the Necronomicon.", "Bob: The Sailor.",
        "Carol: Sanity check, 1 card.", "The Investigators.", "Carol passes. 14 cards left."]


def _variant(monkeypatch, reverse=False, sticker=False):
    frames, row = live._frames, held._row
    if reverse:
        monkeypatch.setattr(held, "_frames", lambda t, n, *c: frames(t, n, *reversed(c)))
    if sticker:
        monkeypatch.setattr(held, "_row", lambda *a: replace(row(*a), source="sticker"))


@pytest.mark.parametrize("reverse,sticker", [(True, False), (False, True), (True, True)])
def test_held_cards_in_the_order_laid_however_read(monkeypatch, reverse, sticker):
    _variant(monkeypatch, reverse, sticker)
    table, said, n, cards = held._hand_over_bob()
    held._press(table, "\n0+2")
    held._frames(table, 6, *cards)
    heard = [line.removesuffix(" Check it.") for line in live._texts(said)[n:]]
    assert [line for line in heard if line in TOLD] == TOLD, heard
    view = table.session.tracker.view()
    assert view.seats[2].zone == ("investigators", "tommy_gun", "necronomicon",
                                  "investigators"), heard

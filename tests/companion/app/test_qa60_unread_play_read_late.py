"""Fresh QA60 HIGH-4 (r3: 6 players, original edition, stickers only, dim; demo seed 370):
Alice's play, Prof. Henry Armitage, was told unread ("I cannot read a card in Alice's zone:
press Enter, then its rank."), so every later card was held behind it
(:meth:`~companion.app.live_cards.CameraCards._unread_waits`). The camera then read her card
at its place one picture before it was reported (``told_read``), which ended the hold at
once: Carol's forced discard, reported in that picture, went to the tracker before Alice's
play, and the only account that took it took it as Carol's knocked-out hand by Fay's
Investigators: "Carol is out, with the Great Race of Yith." as fact (truth: Alice's
Armitage made Carol discard it; Carol stays in), then Bob's Sanity check card said as the
Armitage's discard and, at 32.2 s, "Fay is out, with the Great Race of Yith.". The hold now
stands while the card read there is not reported yet
(:meth:`~companion.app.live_cards.CameraCards._read_unsaid`). Here at 4 players: Alice's
Investigators (target and guess not told), Bob's Armitage told unread, Dan's discard
reported while Bob's card is read but not yet stable. The camera's readings are given by
hand to a real stabilizer."""
from types import SimpleNamespace

import pytest

from .test_live_deal import _frames, _table, _texts

NAMES = ("Alice", "Bob", "Carol", "Dan")
ALICE = (1, "investigators_original")
BOB = (2, "henry_armitage")
DAN = (4, "great_race_of_yith")


def _told_then_read(lang):
    """Alice's Investigators; Bob's play told unread; Dan's card laid, then Bob's read at
    its place while Dan's is made stable; the pictures go on until both are reported."""
    table, said, _ = _table(names=NAMES, lang=lang, edition="original")
    _frames(table, 6, ALICE)
    table.watcher.unread = SimpleNamespace(told_read=set(), told_blank=set(), told_since={},
                                          pending=lambda seat: False)
    table.watcher.unread_new = [2]
    table._unread_cards()
    table.watcher.unread_new = []
    told = len(said)
    _frames(table, 1, ALICE, DAN)  # Dan's card laid: pending
    # the camera reads a card at Bob's told place (its sticker was washed out before)
    table.watcher.unread.told_read.add(2)
    table.watcher.unread.told_blank.add(2)
    _frames(table, 1, ALICE, DAN, BOB)  # Dan's card stable, Bob's read once: pending
    at_dan = _texts(said)[told:]
    _frames(table, 6, ALICE, DAN, BOB)
    return table, _texts(said)[told:], at_dan


def _first(line):
    """``line`` without what follows its card's sentence (a doubt, a check)."""
    for tail in (" It lay", " Esta carta", " Check", " Compruéb"):
        line = line.split(tail)[0]
    return line


@pytest.mark.parametrize("lang, out, play, discard", [
    ("en", "Dan is out", "Bob: Prof. Henry Armitage.", "Dan discards the Great Race of Yith."),
    ("es", "Dan queda fuera", "Bob: el Profesor Henry Armitage.",
     "Dan descarta la Gran Raza de Yith.")])
def test_a_discard_reported_before_the_unread_play_read_late_waits_for_it(
        lang, out, play, discard):
    table, said, at_dan = _told_then_read(lang)
    assert not any(out in line for line in said), said  # never stated out
    assert at_dan == [], at_dan  # held while Bob's card, read there, is not reported
    texts = [_first(line) for line in said]
    assert play in texts and discard in texts, said
    assert texts.index(play) < texts.index(discard), said
    assert table.session.tracker.view().seats[3].out is False
    # laid after Bob's play was told unread: no "It lay there before this turn" doubt
    assert not any(discard in line and _first(line) != line for line in said), said


def test_a_card_read_but_not_yet_reported_is_pending_in_its_zone():
    # Stabilizer.pending_in: read once, it is pending in Bob's zone (not Dan's); made
    # stable, it is pending no more; read long ago and not since, neither
    table, _, _ = _table(names=NAMES, edition="original")
    camera = table.watcher
    camera.show(BOB)
    assert camera.stabilizer.pending_in(2) and not camera.stabilizer.pending_in(4)
    for _ in range(6):
        camera.show(BOB)
    assert not camera.stabilizer.pending_in(2)
    camera.show(BOB, DAN)
    for _ in range(camera.stabilizer.window + 1):
        camera.show(BOB)
    assert not camera.stabilizer.pending_in(4)

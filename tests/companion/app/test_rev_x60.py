"""Review of x60 (fresh QA60 HIGH-4: the hold behind a card told unread stands while the
card read at its told place is pending in the stabilizer, ``CameraCards._read_unsaid``; the
told card counts as laid when told, ``CameraCards._note_told_laid``). Cases its test did not try:
the told card read once then covered by a hand, entered by key while pending, and a card
truly laid before the turn. The camera's readings are given by hand to a real stabilizer."""
from types import SimpleNamespace

from .test_live_deal import _frames, _table, _texts
from .test_stall_holds import _unread

NAMES = ("Alice", "Bob", "Carol", "Dan")
ALICE = (1, "investigators_original")
BOB = (2, "henry_armitage")
DAN = (4, "great_race_of_yith")


def _told(table):
    """Bob's play told unread ("I cannot read a card in Bob's zone")."""
    table.watcher.unread = SimpleNamespace(told_read=set(), told_blank=set(), told_since={},
                                          pending=lambda seat: False)
    _unread(table, 2)


def _read_at_bob(table):
    table.watcher.unread.told_read.add(2)
    table.watcher.unread.told_blank.add(2)


def _read_once(table, said):
    """Alice's card; Bob's play told unread; Dan's card laid, then Bob's read once at its
    told place (pending). Returns how many lines were said before Dan's card."""
    _frames(table, 6, ALICE)
    _told(table)
    told = len(said)
    _frames(table, 1, ALICE, DAN)
    _read_at_bob(table)
    _frames(table, 1, ALICE, DAN, BOB)  # read once: pending
    return told


def _outs(texts):
    """The lines stating a player out ("Dan is out, with …"), not asking it."""
    return [line for line in texts if any(line.startswith(f"{name} is out") for name in NAMES)]


def _enter(table, keys):
    for key in keys:
        table.keys.put(key)
    table._keys()


def test_the_told_card_read_once_then_covered_by_a_hand_states_no_out():
    """Bob's card read once at its told place, then a hand over it for 60 pictures (2 s)
    while Dan's forced discard lies stable: Dan's card is never taken as his knocked-out
    hand (main: "Dan is out, with the Great Race of Yith."); once Bob's card shows again,
    his play comes first."""
    table, said, _ = _table(names=NAMES, edition="original")
    told = _read_once(table, said)
    _frames(table, 60, ALICE, DAN)  # a hand over Bob's card
    _frames(table, 8, ALICE, DAN, BOB)
    texts = _texts(said)[told:]
    assert not _outs(texts), texts  # asked at most ("was that Bob's hand?"), never stated
    firsts = [line.split(" It lay")[0] for line in texts]
    assert firsts.index("Bob: Prof. Henry Armitage.") \
        < firsts.index("Dan discards the Great Race of Yith."), texts
    assert not any(seat.out for seat in table.session.tracker.view().seats)


def test_the_told_card_entered_by_key_while_it_is_pending_states_no_out():
    """Bob's card read once (pending), then entered by key (Enter, 5, answer 1): Dan's
    discard follows it, hedged at most; no one is said out (main: "Dan is out")."""
    table, said, _ = _table(names=NAMES, edition="original")
    told = _read_once(table, said)
    _enter(table, "\n5")
    _frames(table, 2, ALICE, DAN, BOB)
    _enter(table, "+1")
    _frames(table, 10, ALICE, DAN, BOB)
    texts = _texts(said)[told:]
    assert not _outs(texts), texts
    assert "Bob: Prof. Henry Armitage." in texts, texts
    assert not any(seat.out for seat in table.session.tracker.view().seats)


def test_the_told_card_read_in_one_picture_of_three_holds_the_next_cards():
    """Dim light: Bob's told card read at its place in one picture of three (never stable:
    pending all along) while Carol's and Dan's cards are laid: they wait for Bob's card
    (main: "Bob is out." as fact, then Carol's card said as her play and Dan's asked as
    his hand); Bob's card entered by key then goes first and no one is out. The table hears
nothing meanwhile but the prompt said once (as for a told card never read at all)."""
    carol, dan = (3, "investigators_original"), (4, "elder_sign")
    table, said, _ = _table(names=NAMES, edition="original")
    _frames(table, 6, ALICE)
    _told(table)
    told = len(said)
    _read_at_bob(table)

    def pictures(count, *cards):
        for k in range(count):
            _frames(table, 1, *((ALICE, BOB) if k % 3 == 0 else (ALICE,)), *cards)

    pictures(60, carol)
    pictures(60, carol, dan)
    assert _texts(said)[told:] == [], _texts(said)[told:]  # held behind Bob's card
    _enter(table, "\n5")
    pictures(3, carol, dan)
    assert not _outs(_texts(said)[told:]), _texts(said)[told:]
    assert not any(seat.out for seat in table.session.tracker.view().seats)


def test_a_card_first_seen_before_the_play_was_told_unread_keeps_its_doubt():
    """Dan's card first seen 3 pictures (0.1 s) before Bob's play is told unread (it may lie
    there from before Bob's turn): main hedges it; it must not be said as a plain fact.
    Review of x60 (MEDIUM, mended: ``CameraCards._laid_after_told``): its ``_laid_at``
    (now ``_note_told_laid``) counted Bob's card as laid when told, and Dan's card, stable
    only after that, lost its
    doubt ("Dan discards the Great Race of Yith." plainly)."""
    table, said, _ = _table(names=NAMES, edition="original")
    _frames(table, 6, ALICE)
    told = len(said)
    _frames(table, 3, ALICE, DAN)  # Dan's card laid before Bob's play is told unread
    _told(table)
    _frames(table, 3, ALICE, DAN)
    _read_at_bob(table)
    _frames(table, 11, ALICE, DAN, BOB)
    texts = _texts(said)[told:]
    assert not _outs(texts), texts
    assert "Dan discards the Great Race of Yith." not in texts, texts  # plain, unhedged
    assert "Dan discards the Great Race of Yith. It lay there before this turn: check it." \
        in texts, texts

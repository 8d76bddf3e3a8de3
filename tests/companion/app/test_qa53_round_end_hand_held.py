"""Fresh QA53 HIGH 3 (r3d: 4 players, arkham, ``--stickers-only``, fr, ``companion demo``
seed 92, no key pressed in round 3; ``/tmp/s53/qa53/r3d/``): round 2 ends by a knock-out,
Dan failing his Sanity check, his hand (a Tommy Gun without a sticker) told unread ("Je ne
peux pas lire une carte de la zone de Dan"). The table was gathered, but the camera never
read it bare (the card set aside face up in the middle was taken for Carol's R'lyeh pushed
out of her zone: ``vision.stable_queries._moved_copy``), and round 3's first cards, Alice's
Musician, Dan's Cthulhu (its forced discard) and Bob's Investigators, were held behind
Dan's unread hand ("Cthulhu dans la zone de Dan : d'abord la carte que je ne peux pas lire
là."). Enter 0 ended round 2, and those three cards were dropped as round 2's
(:meth:`~companion.app.stall.Stalls._stall_past`): "Alice : Randall Tillinghast." as her
first play, "Il reste 17 cartes" (15), a Sanity check of Bob's awaited for ever, rounds 3-5
and the game lost. Behind the hand that ends the round no one has a turn left: a card laid
meanwhile is the next round's, given to its deal in the order laid, as at a showdown
(test_qa46_showdown_unread).

The tracker's inputs are the tester's session log up to Dan's failed check (lines 1-30,
``tests/companion/qa53_r3d_round2.jsonl``); the camera's readings after it are given by
hand to a real stabilizer: round 2's cards, then round 3's alone, with no picture of bare
table between (the gathering unseen)."""
from pathlib import Path
from types import SimpleNamespace

import pytest

from .test_live_deal import _table, _texts
from .test_qa47_knockout_hand_unread import logged_in_view
from .test_qa46_showdown_unread import _SlowCamera, _frames

LOG = Path(__file__).parent.parent / "qa53_r3d_round2.jsonl"
NAMES = ("Alice", "Bob", "Carol", "Dan")
#: round 3's first cards in the demo's truth (demo-transcript lines 84-89), laid while
#: Dan's unread hand waited: seat 1-based, key, place in the zone
ROUND_3 = ((1, "the_musician", 0), (4, "cthulhu", 0), (2, "investigators", 0))
#: the first play of round 3, in each language
MUSICIAN = {"en": "Alice: The Musician.", "fr": "Alice : le Musicien.", "es": "Alice: el Músico."}


def _dan_s_hand_unread(lang):
    """The table after Dan's failed check, round 2's cards in view, his hand told unread."""
    table, said, _ = _table(names=NAMES, lang=lang)
    table.watcher = _SlowCamera()
    tracker = logged_in_view(table, LOG)
    assert tracker.view().round == 2 and tracker.waiting()[:2] == ("hand", 3)
    # Dan's hand told unread below; no other card pending (rlyeh53's unread_under asks)
    table.watcher.unread = SimpleNamespace(told_read=set(), pending=lambda seat: False)
    table.watcher.unread_new = [4]
    table._unread_cards()
    table.watcher.unread_new = []
    return table, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_cards_laid_behind_the_round_ending_unread_hand_are_the_next_round_s(lang):
    table, said = _dan_s_hand_unread(lang)
    for i in range(len(ROUND_3)):
        _frames(table, 6, *ROUND_3[:i + 1])
    assert table.session.tracker.view().round == 2  # held behind Dan's hand
    n = len(said)
    for key in "\n0":  # Dan's hand: rank 0, the Tommy Gun (as the tester's driver)
        table._one_key(key)
    _frames(table, 6, *ROUND_3)
    texts = _texts(said)[n:]
    view = table.session.tracker.view()
    # main: round 3 dealt by a later card, these three dropped (Randall Tillinghast was
    # then taken as Alice's first play)
    assert view.round == 3, texts
    assert MUSICIAN[lang] in texts, texts
    assert [s.zone for s in view.seats] == [
        ("the_musician",), ("investigators",), (), ("cthulhu",)], texts
    assert view.seats[3].out, texts  # Cthulhu discarded: Dan out (the Musician's victim)

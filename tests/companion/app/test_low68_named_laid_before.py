"""low68 (review of key4, L3): the cards held in silence behind an open question
(:attr:`~companion.app.left_cards.LeftCard.unsaid`, key 3 counts them unseen) and then named
by the question for the forced discard ("Laid before Alice's play was entered: …",
``app.discard_laid_before``, :meth:`~companion.app.laid_before.LaidBefore.
_ask_before_entry`) stayed unsaid: key 3 counted Randall Tillinghast and the Shoggoth
unseen though that line had just named them. The table of fresh QA54 r5p2
(:mod:`.test_rev_fmusic54`)."""
from companion.app.keys import Command

from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_rev_fmusic54 import LAID, LATER, _question_open


def test_cards_named_as_laid_before_the_entry_count_seen():
    table, said, cards, _ = _question_open(LATER)
    m = len(said)
    _keys(table, "+1")
    _frames(table, 6, *cards, *LAID, *LATER)
    asked = next(t for t in _texts(said)[m:] if "Laid before Alice's play was entered" in t)
    assert "Randall Tillinghast (6)" in asked and "the Shoggoth (7) in Dan's zone" in asked
    k = len(said)
    table._key(Command("unseen"))
    # main: "Unseen: 14 cards; by rank: 2 each of ranks 8, 7, and 6; …" (Randall and the
    # Shoggoth, just named, counted unseen)
    assert _texts(said)[k:] == ["Unseen: 12 cards; by rank: 2 of rank 8; 1 each of ranks 7, "
                                "6, 5, and 4; 3 each of ranks 2 and 1."]

"""Review of key4 (session 67): key 3 counts a camera card held with no line naming it as
unseen (:attr:`~companion.app.left_cards.LeftCard.unsaid`), but a card held behind an
asked old card (:meth:`~companion.app.asked_hold.AskedHold._behind_asked`) is named by its
own line ("R'lyeh in Fay's zone waits: first, The Musician in Eve's zone. …",
``app.asked_holds``): key 3 is to count it seen, as main did."""
from companion.app.keys import Command

from .test_deal53 import _round_4_dealt
from .test_live_deal import _texts


def _unseen(table, said) -> list[str]:
    told = len(said)
    table._key(Command("unseen"))
    return _texts(said)[told:]


def test_a_card_named_held_behind_an_asked_old_card_counts_seen():
    table, said, n = _round_4_dealt("en")
    assert _texts(said)[-1].startswith("R'lyeh in Fay's zone waits: first,"), \
        _texts(said)[n:]
    # R'lyeh (rank 0) named by the line just heard: seen (key4: 23 cards, 2 of rank 0)
    assert _unseen(table, said) == [
        "Unseen: 22 cards; by rank: 2 each of ranks 8, 7, 6, 5, and 4; 3 each of ranks 3 "
        "and 2; 5 of rank 1; 1 of rank 0."]

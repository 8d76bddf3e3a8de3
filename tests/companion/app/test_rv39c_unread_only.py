"""review39c (mend39d): the only card laid after the mid-round clear is one the camera
cannot read (the next round's first play: Alice's). It is said held; Enter then settles
round 1. An unread card is no sighting, so the table looks empty to the deal's watch:
the companion says the deal's steps again ("Gather all the cards… deal one card to each
player") although round 2 was dealt and Alice played, and ``_deal`` forgets the held card
(``unread_held = []``): it is asked for only if the camera, reset, tells it again (the real
detector, cleared by ``TableWatcher.reset``, re-tells it 2 s later; this stand-in does not).
The same path (``_between_rounds``: empty table -> ``_deal_guidance``; ``_deal``) follows
the other hold of mend39d, the deal waiting for an answer."""
from companion.app.live_deal import CLEARED_FRAMES

from .test_live_deal import _frames, _texts
from .test_stall_holds import _unread
from .test_unread_held import CANNOT, _round_one_cleared_unsettled


def test_an_unread_card_alone_after_the_clear_is_asked_for_not_a_new_deal():
    table, said, logged = _round_one_cleared_unsettled()
    n = len(said)
    _unread(table, 1)  # Alice's round-2 play: held
    assert _texts(said)[n:] == ["A card I cannot read in Alice's zone is held: this round is "
                                "not settled yet."]
    for key in "\n8+2":  # Alice's round-1 hand, Cthulhu, entered: Bob wins round 1
        table._one_key(key)
    _frames(table, CLEARED_FRAMES + 5)  # the unread card lies there: no sighting
    told = _texts(said)[n:]
    assert not any(t.startswith(("Gather all the cards", "Shuffle the other cards"))
                   for t in told), "\n".join(told)
    assert CANNOT in told, "\n".join(told)

"""Review rev-buried47 (branch buried47: a card laid squarely on an older card of its zone
buries it, :meth:`vision.stabilize.Stabilizer._bury`): the top card of a pile taken back
into the hand WITHOUT undo (a wrong play picked up after it was said). In-process, the
camera's readings given by hand to a real stabilizer (``test_live_deal``'s table)."""
import pytest

from .test_live_deal import _alice_fed_then_bob_urchin, _frames, _table, _texts

_ASKED = ("The camera no longer sees The Boxer in Alice's discard zone. If it was taken "
          "back, press minus twice to undo it.")


@pytest.mark.xfail(strict=True, reason="rev-buried47 HIGH: the top card laid squarely on "
                   "the pile, said, then taken back without undo: the card it buried shows "
                   "again and is taken for a NEW copy ('The Fed by Alice? Waiting for Bob's "
                   "play.', then a second Fed in her zone once Bob plays); the 'taken back?' "
                   "question is never asked (main asks it)")
def test_the_top_card_taken_back_uncovers_the_card_under_it_and_asks_about_it():
    table, said, _ = _table()
    _alice_fed_then_bob_urchin(table)
    _frames(table, 8, (2, "the_urchin"), (1, "the_boxer"))       # laid squarely on her Fed
    assert table.session.tracker.view().seats[0].zone == ("the_fed", "the_boxer")
    _frames(table, 150, (2, "the_urchin"), (1, "the_fed"))       # the Boxer taken back
    assert not any("The Fed by Alice" in t for t in _texts(said))
    assert _texts(said).count(_ASKED) == 1
    _frames(table, 10, (2, "the_urchin"), (2, "deep_one", 1), (1, "the_fed"))
    assert table.session.tracker.view().seats[0].zone == ("the_fed", "the_boxer")

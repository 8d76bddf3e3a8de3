"""Review of q59e at the app: two cards of one zone the camera makes stable in one picture
give the upper one to the tracker read in a pile (``"value":"pile"``,
:mod:`companion.app.pile_read`), its knocked-out hand said hedged; laid one after the
other, the hand is said as before. The tracker's side: tests/companion/tracker/
test_qa59_pile_hand.py, test_rev_q59e.py. Since q60e (session 60) the hand is first asked about
(tests/companion/app/test_q60e_pile_asked.py); closed unanswered, it is said hedged."""
from companion.app.keys import Command

from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay

NAMES = ("Alice", "Bob", "Carol", "Dan")
ALICES = (1, "investigators", 0)  # camera seats 1-based
BOXER, HAND = (2, "the_boxer", 0), (2, "the_sailor", 1)


def test_a_hand_made_stable_with_the_card_under_it_is_said_hedged():
    table, said, logged = _table(names=NAMES)
    _lay(table, ALICES)
    n = len(said)
    _frames(table, 6, ALICES, BOXER, HAND)  # Bob's zone read late: both in one picture
    table._key(Command("deck"))  # q60e's question closed unanswered: given hedged
    texts = _texts(said)[n:]
    assert "Bob is out, with The Sailor." not in texts, texts
    assert any(t.startswith("Bob's hand, if Bob is out (not confirmed): The Sailor.")
               for t in texts), texts
    assert table.session.tracker.probably_out() == (1,)
    assert [obs.value for obs in logged if obs.kind == "card" and obs.seat == 1] \
        == [None, "pile"]


def test_the_same_hand_laid_after_its_play_is_said_as_fact():
    table, said, logged = _table(names=NAMES)
    _lay(table, ALICES, BOXER, HAND)
    assert "Bob is out, with The Sailor." in _texts(said), _texts(said)
    assert table.session.tracker.probably_out() == ()
    assert [obs.value for obs in logged if obs.kind == "card" and obs.seat == 1] \
        == [None, None]

"""Fresh QA58 HIGH-2 at the app (r1: 6 players, stickers-only, busy; the tracker's side:
tests/companion/tracker/test_qa58_entry_hand.py). A card read in a zone while the table
waits for an unread play, kept, then given after that play is entered by key, was said as
the knocked-out hand of the entered play when nothing else explained it: "Alice is out,
with the Investigators." (truth: her Sanity check card; turns between went unread). Now
said hedged, its player only probably out (:mod:`companion.tracker.entry_hand`)."""
from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_stall import _lay

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve")
DANS = (4, "the_fed", 0)  # Dan's card, laid while the table waits for Alice's play


def _entered_boxer_after_dans_card():
    table, said, logged = _table(names=NAMES)
    _lay(table, DANS)
    n = len(said)
    for keys in ("\n3", "+1"):  # Alice's play, unread: The Boxer, its target unseen
        _keys(table, keys)
        _frames(table, 6, DANS)
    return table, _texts(said)[n:], logged


def test_a_card_laid_before_the_entry_is_no_hand_as_fact():
    table, texts, logged = _entered_boxer_after_dans_card()
    assert "Alice: The Boxer." in texts, texts
    assert not any(t.startswith("Dan is out") for t in texts), texts
    assert "Dan's hand, if Dan is out (not confirmed): The Fed. It lay there before this " \
           "turn: check it." in texts, texts
    assert table.session.tracker.probably_out() == (3,)
    # logged so: a resumed log says it hedged too (the refused first reading: no value)
    assert [obs.value for obs in logged if obs.kind == "card" and obs.seat == 3] \
        == [None, "entered_before"]


def test_a_card_laid_after_the_play_read_is_the_hand_as_before():
    # Alice's Boxer read by the camera, then Dan's card: the loser's hand laid in turn
    table, said, _ = _table(names=NAMES)
    boxer = (1, "the_boxer", 0)
    _lay(table, boxer, DANS)
    assert "Dan is out, with The Fed." in _texts(said), _texts(said)
    assert table.session.tracker.probably_out() == ()

"""Fresh QA51 HIGH (session 51, stickers-only deck, 4 players, run C of qa51c and run Cr of
qa51b, /tmp/s51/): round 1's result waited for "Which card is in Carol's zone: The Musician
or the Stowaway?" while the table played round 2 on; Carol's first card could not be read,
Dan's Boxer and his knocked-out hand (a second Boxer), Alice's Fed and Bob's Cultists were
held for the next deal. Once the answer dealt round 2, only Dan's first Boxer was held
behind Carol's unread card: the three others became plain left cards, given later out of
their order or never: Dan's hand was lost, "was that Dan's hand?" was asked, "Dan is still
in the game." said as fact (run C; truth: Dan is out), and "Alice is out, with Cthulhu." said
before the play that put her out; run Cr: "Bob is out, with the Cultists." (Dan was out).

The cards held for the next deal are held in the order laid behind the starter's card told
unread (:meth:`~companion.app.live_deal.NextDeal._deal_held`), each given in its turn once
Enter gives that card. The log is run C's round 1 up to that question
(tests/companion/qa51c_c_round1.jsonl). In-process, the camera's readings given by hand to
a real stabilizer (:mod:`tests.companion.app.test_live_deal`)."""
from .test_live_deal import _frames, _texts
from .test_qa51_undo_redo import _keys, _table
from .test_stall import _lay
from .test_stall_holds import _unread, _zones

#: round 2's first cards after Carol's unread one, in the order laid (seat 1-based, key,
#: place): Dan's Boxer and his hand (the second Boxer), Alice's Fed, Bob's Cultists
HELD = ((4, "the_boxer"), (4, "the_boxer", 1), (1, "the_fed"), (2, "cultists"))


def _round_two_held(lang="en"):
    """Run C's round 1, its result waiting for the answer; round 2's cards laid meanwhile,
    Carol's first unread: ``(table, said)``."""
    table, said = _table("qa51c_c_round1.jsonl", "arkham", ("Alice", "Bob", "Carol", "Dan"),
                         lang)
    assert table.session.tracker.question is not None
    _frames(table, 2)
    _unread(table, 3)
    _lay(table, *HELD)
    return table, said


def test_cards_held_for_the_deal_stay_in_order_behind_the_starter_s_unread_card():
    table, said = _round_two_held()
    _keys(table, "+1")  # The Musician: Carol wins round 1, round 2 dealt by Dan's Boxer
    _frames(table, 2, *HELD)
    assert _zones(table) == [(), (), (), ()]  # every card held behind Carol's
    n = len(said)
    _keys(table, "\n1+1")  # Carol's card: the Investigators
    _frames(table, 2, *HELD)
    assert _zones(table) == [("the_fed",), ("cultists",), ("investigators",),
                             ("the_boxer", "the_boxer")]
    texts = _texts(said)[n:]
    assert "Dan is out, with The Boxer." in texts  # laid in turn (review of stickR2)
    assert not any("was that Dan's hand" in t or "Dan is still in" in t for t in texts)
    view = table.session.tracker.view()
    assert view.seats[3].out and not view.seats[0].out and not view.seats[1].out


def test_alice_s_hand_laid_behind_carol_s_unread_card_is_no_knock_out_before_a_play():
    # run C: Alice's hand (Cthulhu), laid after Bob's Cultists, was said "Alice is out,
    # with Cthulhu." 27 s before Carol's play that put her out (entered by key, Carol's
    # second Investigators never read: laid on her first, unread)
    table, said = _round_two_held()
    _keys(table, "+1")
    cards = (*HELD, (1, "cthulhu", 1))
    _lay(table, *cards)
    n = len(said)
    _keys(table, "\n1+1")
    _frames(table, 2, *cards)
    texts = _texts(said)[n:]
    assert "Bob: the Cultists." in texts  # laid in turn (review of stickR2)
    assert not any(t.startswith("Alice is out") for t in texts), texts
    _keys(table, "\n1+2")  # Carol's second Investigators ("whose zone? … 2: Carol")
    _frames(table, 2, *cards)
    texts = _texts(said)[n:]
    assert any(t.startswith("Alice is out, with Cthulhu.") for t in texts), texts
    assert _zones(table)[2] == ("investigators", "investigators")

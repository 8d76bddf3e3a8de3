"""Review of xfail50: the undo of a revealed hand entered by key (UndoKey._revealed), the
held card given back after its answer's undo (OwnNext._own_undone)."""
import pytest

from companion.session_log_lines import read_log
from companion.tracker import observations as o

from .test_live_deal import GONE, _frames, _texts
from .test_qa46_showdown_unread import LOG, NAMES
from .test_rev_hedge44 import INSANE_ALICE, SHOGGOTH
from .test_rev_hedge44 import NAMES as HEDGE_NAMES
from .test_rev_missed49 import FED, _fed_taken_then_answer_undone, _keys, _zones
from .test_session import press
from .test_stall import _lay
from .test_undo_unheard import _heard_session


@pytest.mark.parametrize("seat, line", [
    (1, "Undone: The Boxer in Bob's zone."), (2, "Undone: The Boxer in Carol's zone.")])
def test_a_revealed_hand_not_the_showdown_s_last_undone_is_named_as_the_hand(seat, line):
    # HIGH (review of xfail50): the showdown awaits Bob's and Carol's hands; the first one
    # entered (The Boxer or the Deep One: "Bob reveals The Boxer."), undone, was said as
    # the zone's last play: "Undone: The Dilettante in Bob's zone.", "Undone: R'lyeh in
    # Carol's zone." (the hands revealed so far are the tracker's wait, not its showdown)
    observations, errors = read_log(LOG)
    assert not errors
    s, ear = _heard_session(NAMES)
    for obs in observations[1:-1]:  # the log less Bob's reveal: both hands awaited
        s.observe(obs)
    s.observe(o.card_seen(seat, ("the_boxer", "deep_one")))
    ear.hear_all()
    assert ear.said[-1].brief == f"{NAMES[seat]} reveals The Boxer."
    told = len(ear.said)
    press(s, "--")
    ear.hear_all()
    undone = [a.brief for a in ear.said[told:]]
    assert undone[0] == line, undone
    assert s.tracker.awaited_seats() == (1, 2)


def test_her_held_card_given_back_then_its_entry_undone_is_left_out_not_given_twice():
    # HIGH (review of xfail50): the answer undone gave the held Fed back to the stall
    # (OwnNext._own_undone); undoing on, Carol's, Bob's cards and Alice's entered card
    # (minus twice, 3 times), the Fed was said "Take it away, or it stays left out." but
    # stayed kept by the stall too: Alice's play entered again (the Nightgaunt), the three
    # cards taken away and laid again, it was given from the stall AND read again: "Alice:
    # Sanity check, 1 card." "The Fed. It lay there before this turn: check it." then
    # "Alice: The Fed." (one Fed, counted twice: QA21 #3)
    table, said = _fed_taken_then_answer_undone()
    for _ in range(3):
        table.undo_at = float("-inf")
        _keys(table, "-", "-")
        _frames(table, 6, *FED)
    assert _zones(table) == [(), (), ()]
    _keys(table, "\n", "2", "+", "2")  # her play: the Nightgaunt
    _frames(table, 6, *FED)
    n, nightgaunt = len(said), (1, "nightgaunt", 0)  # seen, the Fed taken off it
    _frames(table, GONE + 2, nightgaunt)
    again = (nightgaunt, (2, "the_urchin", 0), (3, "the_entertainer", 0), (1, "the_fed", 1))
    _lay(table, *again)
    _frames(table, 12, *again)
    heard = _texts(said)[n:]
    assert _zones(table)[0] == ("nightgaunt", "the_fed"), heard
    assert "Alice: The Fed." not in heard, heard
    assert heard[-3:] == ["Alice: Sanity check, 1 card.", "The Fed.",
                          "Alice passes. 18 cards left."], heard


def test_a_hand_an_insane_shoggoth_reveals_entered_unsure_undone_is_not_named_as_the_shoggoth():
    # HIGH (review of xfail50, on main too; qa46h1's kin): Alice's Insane Shoggoth, her
    # hand entered as "The Musician or The Dilettante", undone, was said "Undone: the
    # Shoggoth in Alice's zone." (the zone's last card: the hand is not in her zone)
    s, ear = _heard_session(HEDGE_NAMES)
    for obs in INSANE_ALICE + SHOGGOTH[:2]:
        s.observe(obs)
    s.observe(o.card_seen(0, ("the_musician", "the_dilettante")))
    ear.hear_all()
    told = len(ear.said)
    press(s, "--")
    ear.hear_all()
    undone = [a.brief for a in ear.said[told:]]
    assert undone[0] == "Undone: the unconfirmed card in Alice's zone.", undone
    assert s.tracker.zone_reads(0)[-1] == ("shoggoth",)

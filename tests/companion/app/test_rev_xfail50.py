"""Review of xfail50: the undo of a revealed hand entered by key (UndoKey._revealed), the
held card given back after its answer's undo (OwnNext._own_undone)."""
import pytest

from companion.session_log_lines import read_log
from companion.tracker import observations as o

from .test_qa46_showdown_unread import LOG, NAMES
from .test_session import press
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

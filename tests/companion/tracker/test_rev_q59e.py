"""Review of q59e (session 59), merged on rev-h2: a knocked-out hand told only by a card the
camera made stable in the same picture as the card under it (``card_seen(..., pile=True)``,
``"value":"pile"``) is said hedged by :func:`companion.tracker.entry_hand.hedged_entry_hand`,
as h2's card laid before its play's entry (``"entered_before"``) is.

What the pile cannot tell apart: QA59 run E's zone read late (Carol's Deep One, then three
unread turns, then her Sanity check card, all made stable at frame 279; the camera's
``since_t`` 25.3 s and 26.7 s, 1.4 s apart) and a clean self-loss at a real table (Carol's
own Boxer lost, her hand laid on it at once, her arm over the zone until both lie still):
both reach the tracker as the same inputs, so a true out is hedged too."""
import pytest

from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

NAMES = ["Alice", "Bob", "Carol", "Dan"]
HEDGED = "Carol's hand, if Carol is out (not confirmed): The Sailor."


def _self_loss() -> tuple[Tracker, list[str]]:
    """Clean play, every zone read: Carol's Boxer, her hand the Sailor laid on it in the
    same picture (truth: Carol lost her own compare; seed 002 "Out of the Round")."""
    t = Tracker()
    said = []
    for obs in (o.start("arkham", NAMES), o.card_seen(0, "investigators"),
                o.card_seen(1, "the_fed"), o.card_seen(2, "the_boxer"),
                o.card_seen(2, "the_sailor", pile=True)):
        said.extend(narrate_events(t.apply(obs), NAMES))
    return t, said


def test_the_pile_hedge_is_undone_and_comes_back_from_the_log():
    # minus twice (undo) takes the hedge back with the card; the session log's "pile"
    # (to_json / from_json) gives the same hedge again on resume
    t, said = _self_loss()
    assert HEDGED in said, said
    assert t.probably_out() == (2,)
    narrate_events(t.apply(o.undo()), NAMES)
    assert t.probably_out() == ()
    assert t.view().seats[2].zone == ("the_boxer",)
    t.apply(o.card_seen(2, "the_sailor", pile=True))
    resumed = Tracker()
    lines = []
    for obs, _ in list(t.history):
        lines.extend(narrate_events(resumed.apply(o.from_json(o.to_json(obs))), NAMES))
    assert HEDGED in lines, lines
    assert resumed.probably_out() == (2,)


@pytest.mark.xfail(strict=True, reason=(
    "review of q59e, MEDIUM: a true self-loss (Carol's own Boxer lost, her hand laid on it "
    "before the Boxer lay still: one picture) is hedged like run E's zone read late (the "
    "inputs are the same; since_t 1.4 s apart in run E, no sign either), and key 5 ('Carol "
    "is out', seat_out) then does nothing: the hedged out never becomes a fact this round "
    "(rev-h2's strict xfail test_a_hedged_out_can_be_told_wrong, same root; the pile mark "
    "widens it to clean play). Since q60e (session 60) the live app asks 'was that Carol's "
    "hand, so Carol is out?' first (Tracker.pile_asked; answer 1 states it): the hedge "
    "stays only when that question is closed unanswered, and key 5 still cannot confirm "
    "it then. Left: let an out told after the hedge state it"))
def test_a_true_self_loss_read_in_one_picture_is_confirmed_by_key_5():
    t, _ = _self_loss()
    said = narrate_events(t.apply(o.seat_out(2)), NAMES)
    assert t.probably_out() == (), said

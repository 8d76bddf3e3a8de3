"""Review of low69 (rev-low69): :func:`~companion.tracker.doubts.awaited_step` names a
compare's outcome only while every account kept waits for a play or a knocked-out hand. A
Boxer whose tie gives the turn to an Insane player has that account wait for the player's
Sanity check (seed 002 "Sanity check": an Insane player's turn begins with it), so the
narrowed rule falls back to the most likely account's guess: fresh QA68 L3's false line,
with "Sanity check" for "play". d493's round 1 (2 players, arkham-classic, its five face-up
cards), Alice made Insane by Randall Tillinghast first; in-process, as
:mod:`tests.companion.app.test_low69_boxer_outcome_waited`."""
import pytest

from companion.narration.catalog import message
from companion.narration.narrate import wait_phrase
from companion.tracker import observations as o

from .test_hi2_next_deal_after_no import FACE_UP_1, _frames
from .test_live_deal import GATHERED, _table, _texts


def _boxer_on_insane_alice():
    """Alice's Randall Tillinghast (Insane), Bob's Fed, Alice's Sanity check (the
    Investigators) and her Fed, Bob's Boxer (no question: it is his play). Its result, who
    is out, not shown: the accounts wait for Alice's Sanity check (a tie), Bob's hand or
    Alice's hand. ``(table, said)``."""
    table, said, _ = _table(edition="arkham-classic")
    table.now = [100.0]
    table.timer = lambda: table.now[0]
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    laid = []
    for c in ((1, "randall_tillinghast", 0), (2, "the_fed", 0), (1, "investigators", 1),
              (1, "the_fed", 2), (2, "the_boxer", 1)):
        laid.append(c)
        _frames(table, 30, *laid)
    tracker = table.session.tracker
    assert tracker.question is None and "Bob: The Boxer." in _texts(said), _texts(said)
    assert sorted(h.wait[:2] for h in tracker.hyps) == [("check", 0), ("hand", 0),
                                                         ("hand", 1)], _texts(said)
    return table, said


def test_the_cleared_table_names_the_boxer_s_outcome_not_an_insane_player_s_check():
    # MEDIUM (rev-low69, mended on this branch): low69 said "The table was cleared, but
    # round 1 is not over: still waiting for Alice's Sanity check.", one account's guess
    # (Bob may have won the compare: Alice's hand is then awaited); a tie's account waits
    # for her check, not a play, so awaited_step fell back to the most likely account
    table, said = _boxer_on_insane_alice()
    n = len(said)
    _frames(table, GATHERED + 30)  # the table gathered, the round not over
    texts = _texts(said)[n:]
    assert not any("Alice's Sanity check" in t for t in texts), texts
    outcome = wait_phrase("en", "effect", "Bob", "the_boxer")
    assert message("en", "app.cleared_mid_round", round=1, expected=outcome) in texts, texts


def test_three_players_a_boxer_whose_tie_gives_the_turn_to_an_insane_player_is_its_outcome():
    """3 players, tracker alone: Bob Insane (Randall Tillinghast), Alice's Boxer, target
    and result unseen: a tie waits for Bob's Sanity check, a knock-out for Alice's, Bob's or
    Carol's hand: :func:`~companion.tracker.doubts.awaited_step` names the Boxer's outcome
    (low69: "Bob's Sanity check")."""
    from companion.tracker.doubts import awaited_step
    from companion.tracker.tracker import Tracker
    tracker = Tracker()
    tracker.apply(o.start("arkham-classic", ["Alice", "Bob", "Carol"]))
    for seat, key in ((0, "the_fed"), (1, "randall_tillinghast"), (2, "the_fed"),
                      (0, "the_boxer")):
        tracker.apply(o.card_seen(seat, key))
    assert tracker.question is None
    assert {h.wait[0] for h in tracker.hyps} == {"check", "hand"}
    assert awaited_step(tracker) == ("effect", 0, "the_boxer")


@pytest.mark.parametrize("edition, first, boxer", [
    ("arkham-classic", "the_fed", "the_boxer"), ("arkham", "the_fed", "the_boxer"),
    ("original", "cats_of_ulthar", "great_race_of_yith")])
def test_a_boxer_on_an_empty_deck_is_its_outcome_not_the_showdown(edition, first, boxer):
    """3 players, tracker alone, the deck emptied by hand (a late-round moment, as
    tests/companion/tracker/test_token_side.py sets it): Bob's Boxer (the Great Race of
    Yith), target and result unseen: a tie goes to the showdown (seed 002 "The Deck Runs
    Out"; RULINGS A1, O2), a knock-out waits for the loser's hand:
    :func:`~companion.tracker.doubts.awaited_step` names the compare's outcome (low69: "the
    hands to be revealed", one account's guess)."""
    from companion.tracker.doubts import awaited_step
    from companion.tracker.tracker import Tracker
    tracker = Tracker()
    tracker.apply(o.start(edition, ["Alice", "Bob", "Carol"]))
    tracker.apply(o.card_seen(0, first))
    for h in tracker.hyps:
        h.deck = 0
    tracker.apply(o.card_seen(1, boxer))
    assert tracker.question is None
    assert {h.wait[0] for h in tracker.hyps} == {"showdown", "hand"}
    assert awaited_step(tracker) == ("effect", 1, boxer)

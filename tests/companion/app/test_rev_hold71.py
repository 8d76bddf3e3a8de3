"""Review rev-hold71 of branch hold71 (the kept entry's results said as resting on it:
companion.app.kept_results; laid_taken restored by minus twice; entry_lifted). The
synthetic handC table of tests/companion/app/test_hold70_entered_under.py
(``_sailor_entered``: Enter 6, plus 1, The Sailor entered for Bob's Musician, the hand
lifted, the camera's Musician at the Sailor's place) and its later cards (``LATER``); the
live table with a real stabilizer, the keys as the player presses them.

Truth (/tmp/s69/vid/d491/demo-transcript.txt): Bob plays The Musician choosing Carol, who
discards the Tommy Gun; Carol plays the Necronomicon (Insane); Bob plays The Sailor;
Carol's Sanity check draws the Investigators ("Carol passes. 14 cards left."), she plays
the Shoggoth; Bob plays The Fed; Carol's Sanity check draws the Deep One and The Musician:
"Carol fails. 10 cards left.". Real-video runs: /tmp/s71/rev-hold71/runs/*/out."""
import pytest

from tests.companion.app.test_hold70_entered_under import LATER, _later, _sailor_entered
from tests.companion.app.test_live_deal import _frames, _table, _texts
from tests.companion.app.test_qa50_enter_heard import _keys
from tests.companion.app.test_qa67_entered_read_otherwise import NAMES, _laid_under_the_hand, \
    _typed
from tests.companion.app.test_rev_hold70 import TRUTH

#: the lead of a result line resting on the kept entry (app.kept_if_brief)
KEPT = "If the card you kept is right: "
#: results built on the kept Sailor (false: Carol passes her first check, 14 cards left)
BUILT_ON_SAILOR = ("Carol: Sanity check, 1 card.", "Carol fails. 13 cards left.",
                   "Carol is out, with the Deep One.", "Bob wins the round and has 1 Sane.")


def _kept_then_quit(tmp_path):
    """The Sailor kept by the true plus 2 (r13b's route), a picture, then the quit: ``(log
    path, the cards on the table)`` (replay ``--stop-at 175 --save-log``, then
    ``--resume``: /tmp/s71/rev-hold71/runs/rq1, rq1b)."""
    from tests.companion.app.test_hqr_cleared_resume_flags import _logged
    table, said, _ = _table(NAMES)
    path = tmp_path / "part.jsonl"
    log = _logged(table, path)
    cards = _laid_under_the_hand(table)
    _typed(table, cards, "\n6", "+1")
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 6, *cards)
    _typed(table, cards, "+2")
    assert "Bob: The Sailor." in _texts(said), _texts(said)
    table.session.record = None
    log.close()
    return path, cards


def test_rev_hold71_high_a_resume_keeps_the_kept_sailor_s_results_hedged(tmp_path):
    """HIGH (mended here). handC 130 '\\n6', 132 '+1', 168 '+2' (the Sailor kept), quit
    at 175, ``--resume`` (runs rq1, rq1b): every result built on the kept Sailor was said
    as fact again, the branch's mend undone by the quit: "Bob: The Fed." (no check),
    "Carol: Sanity check, 1 card." "Carol fails. 13 cards left." "Bob wins the round and
    has 1 Sane." "Gather all the cards…". Cause: the log restores the hold ended by the
    answer (WaitsLogged._differs_ended_restored: DiffersEnded, for minus twice) but not
    the kept entry (DiffersKept.differs_kept, session.rests_on_kept). Mend: that restore
    begins the kept entry too, at the answer's entry (the logged hold's size + 1)."""
    from tests.companion.app.test_log70_differs_logged import _resumed
    path, cards = _kept_then_quit(tmp_path)
    table, said = _resumed(path, cards)
    n = len(said)
    for more in LATER:
        cards.append(more)
        _frames(table, 12, *cards)
    told = _texts(said)[n:]
    for line in BUILT_ON_SAILOR:
        assert line not in told and KEPT + line in told, told
    assert "Gather all the cards for the next round." not in told, told
    assert "Bob: The Fed." not in told, told


def test_rev_hold71_high_keys_2_8_4_while_the_kept_sailor_stands_state_nothing_as_fact():
    table, said, cards, _ = _sailor_entered()
    _typed(table, cards, "+2")
    for more in LATER[:3]:  # up to "Carol fails. 13 cards left." (hedged)
        cards.append(more)
        _frames(table, 12, *cards)
    assert KEPT + "Carol fails. 13 cards left." in _texts(said), _texts(said)
    n = len(said)
    _keys(table, "2")
    _keys(table, "8")
    cards.append(LATER[3])  # the Deep One: the round ends (hedged)
    _frames(table, 12, *cards)
    assert KEPT + "Bob wins the round and has 1 Sane." in _texts(said)[n:], _texts(said)
    _keys(table, "4")
    told = _texts(said)[n:]
    for fact in ("13 cards left in the deck.",
                 "Table. Alice is out; Bob is in; Carol is out, Insane.",
                 "Mythos tokens. Bob has 1 Sane; the others none."):
        assert fact not in told, told


def test_rev_hold71_high_a_card_on_the_ungathered_kept_round_starts_no_round_2_as_fact():
    table, said, cards, _ = _sailor_entered()
    _typed(table, cards, "+2")
    _later(table, cards)  # the Musician (LATER's last) on Carol's Deep One, not gathered
    told = _texts(said)
    assert "If the card you kept is right, gather all the cards for the next round." \
        in told, told
    assert "Round 2. Bob starts." not in told, told


def test_rev_hold71_medium_slash_after_keeping_the_sailor_plays_round_1():
    table, said, cards, _ = _sailor_entered()
    _typed(table, cards, "+2")
    n = len(said)
    _typed(table, cards, "/5", "+1")
    _later(table, cards)
    told = [t.split(" It lay")[0] for t in _texts(said)[n:]]
    assert "Corrected: The Musician, not The Sailor or Randall Tillinghast." in told, told
    assert not any(t.startswith(KEPT) for t in told), told  # (right today)
    assert [t for t in told if t in TRUTH] == TRUTH, told


def test_rev_hold71_resumed_kept_sailor_taken_back_by_minus_twice_drops_the_doubt(tmp_path):
    """The mend above does not outlive the answer: resumed, minus twice takes the kept
    answer back (the hold and its hint back), slash 5 plus 1 takes the camera's Musician:
    round 1 as the transcript, no line said as resting on the kept card."""
    from tests.companion.app.test_log70_differs_logged import _resumed
    path, cards = _kept_then_quit(tmp_path)
    table, said = _resumed(path, cards)
    n = len(said)
    table.undo_at = float("-inf")  # (not a held minus key's repeat)
    _typed(table, cards, "--", "/5", "+1")
    _later(table, cards)
    told = [t.split(" It lay")[0] for t in _texts(said)[n:]]
    assert not any(t.startswith(KEPT) or "card you kept" in t for t in told), told
    assert [t for t in told if t in TRUTH] == TRUTH, told


def test_rev_hold71_high_the_lift_after_the_laid_before_prompt_leaves_the_player_s_enter():
    """HIGH (mended here; new on the branch, main asks "whose discard zone?"). handC with
    the right rank and the true answer BEFORE the hand lifts: '\\n5', '+2' ("Laid before
    Bob's play was entered: the Tommy Gun (0) in Carol's zone. … Press Enter, then the
    discarded card's rank, even if it is that one."), then the lift (the Sailor right on
    the Musician). EntryLifted._lift_first gave the Tommy Gun as the discard at once, so
    the player's Enter 0, as asked, went to Carol's Sanity check: "R'lyeh." "Carol fails.
    14 cards left." "Carol is out, with the Investigators." "Bob wins the round…" (false:
    she drew the Investigators and passed). Mend: no lift for cards the player was asked
    about (LeftCard.entry_asked): the Enter answers the question said."""
    table, said, _ = _table(NAMES)
    cards = _laid_under_the_hand(table)
    _typed(table, cards, "\n5", "+2")
    assert any("Laid before Bob's play was entered: the Tommy Gun" in t
               for t in _texts(said)), _texts(said)
    cards.append((3, "necronomicon", 2))
    _frames(table, 6, *cards)
    cards += [(2, "the_musician", 1), (2, "the_sailor", 2)]  # the hand lifts
    _frames(table, 6, *cards)
    n = len(said)
    _typed(table, cards, "\n0")  # as the prompt asked
    cards.append((3, "investigators", 3))
    _frames(table, 12, *cards)
    told = _texts(said)[n:]
    assert not any(t.startswith(("R'lyeh", "Carol fails", "Carol is out", "Bob wins"))
                   for t in told), told

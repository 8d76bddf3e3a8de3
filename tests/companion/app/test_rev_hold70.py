"""Review rev-hold70 of branch hold70 (the camera-differs hold's new parts: differs_fixed,
entered_under, differs_kept, differs_undo). The synthetic handC tables of
tests/companion/app/test_qa67_entered_read_otherwise.py (``_lifted``: Enter 3, plus 1, The
Boxer entered for Bob's Musician) and tests/companion/app/test_hold70_entered_under.py
(``_sailor_entered``: Enter 6, plus 1, The Sailor entered for it); the live table with a
real stabilizer, the keys as the player presses them.

Truth (/tmp/s69/vid/d491/demo-transcript.txt): Bob plays The Musician choosing Carol, who
discards the Tommy Gun; Carol plays the Necronomicon (Insane); Bob plays The Sailor;
Carol's Sanity check draws the Investigators ("Carol passes. 14 cards left."), she plays
the Shoggoth; Bob plays The Fed; Carol's Sanity check draws the Deep One and The Musician:
"Carol fails. 10 cards left."."""

from tests.companion.app.test_hold70_entered_under import LATER, _later, _sailor_entered
from tests.companion.app.test_live_deal import _frames, _texts
from tests.companion.app.test_qa67_entered_read_otherwise import _lifted, _typed

#: round 1 as the transcript says it (choices left out: the camera never sees them)
TRUTH = ["Bob: The Musician.", "Carol discards the Tommy Gun.", "Carol: the Necronomicon.",
         "Carol is now Insane.", "Bob: The Sailor.", "Carol: Sanity check, 1 card.",
         "The Investigators.", "Carol passes. 14 cards left.", "Carol: the Shoggoth.",
         "Bob: The Fed.", "Carol: Sanity check, 2 cards.", "The Deep One.", "The Musician.",
         "Carol fails. 10 cards left."]


def test_rev_hold70_high_slash_after_a_card_seen_since_plus_2_still_gives_the_sailor():
    """HIGH (mended here). rev-hold69's HIGH route as on the real video (handC: 130 '\\n3',
    132 '+1', 168 '+2', 184 '/5', 185 '+1'; run /tmp/s70/rev-hold70/runs/h69b): between
    the answer and the slash the camera saw Carol's Investigators, so the Necronomicon
    waited behind the Tommy Gun's stall. Slash 5's replay refused the Sailor ("The Sailor
    by Bob? Waiting for Carol's play."), then the stall's release gave the Necronomicon in
    the same key: the correction no longer the newest input, ``_fix_refused`` was never
    called (``tracker.correction()`` None), and the Sailor was lost: "Still waiting for
    Bob's play: a card I could not read?" to the video's end. Mend: the replay's refused
    inputs are noted right after ``session.key`` (LiveKeys._key_taken) and watched again
    at the key's end."""
    table, said, cards, n = _lifted()
    _typed(table, cards, "+2")
    cards.append((3, "investigators", 3))  # Carol's Sanity check card, seen before slash
    _frames(table, 12, *cards)
    _typed(table, cards, "/5", "+1")
    _frames(table, 60, *cards)
    for more in LATER[1:]:  # (the Investigators laid above)
        cards.append(more)
        _frames(table, 12, *cards)
    told = [t.split(" It lay")[0] for t in _texts(said)[n:]]
    assert [t for t in told if t in TRUTH] == TRUTH, told
    assert table.session.tracker.view().seats[1].zone == (
        "the_entertainer", "the_musician", "the_sailor", "the_fed"), told


def test_rev_hold70_high_the_kept_sailor_s_round_says_no_sanity_outcome_as_fact():
    """HIGH (mended in session 71, hold71). Fresh QA69 HIGH-3's own route (handC 130
    '\\n6', 132 '+1', 168 '+2' the true 'no, still in'; run /tmp/s70/rev-hold70/runs/r13b):
    the Sanity check built on the kept Sailor was said as fact: "Carol: Sanity check, 1
    card." "The Shoggoth. It lay there before this turn: check it." "Carol fails. 13 cards
    left." (truth: she drew the Investigators and passed, 14 left). differs_kept's hedge
    rode on a camera card's own line only. Now each result the table reckons while the
    round rests on the kept entry is said as resting on it (companion.app.kept_results):
    the check, its result and count, the knock-out, the round's result, the gathering."""
    table, said, cards, n = _sailor_entered()
    _typed(table, cards, "+2")
    _later(table, cards)
    told = _texts(said)[n:]
    assert not any(t.startswith(("Carol fails.", "Carol passes.")) and "13 cards" in t
                   for t in told), told
    kept = "If the card you kept is right: "
    for line in ("Carol: Sanity check, 1 card.", "Carol fails. 13 cards left.",
                 "Carol is out, with the Deep One.", "Bob wins the round and has 1 Sane."):
        assert kept + line in told and line not in told, told
    assert "If the card you kept is right, gather all the cards for the next round." \
        in told and "Gather all the cards for the next round." not in told, told
    # the count the Tommy Gun's card ends with, inside the doubt, said once
    assert (kept + "Carol's Tommy Gun: the Investigators, from the deck into Carol's zone. "
            "15 cards left.") in told, told


def test_rev_hold70_medium_minus_twice_then_slash_after_keeping_the_sailor_plays_round_1():
    """MEDIUM (mended in session 71, hold71; a stall, no false line). QA69 M3's route with
    the Sailor entered (handC 130 '\\n6', 132 '+1', 168 '+2', 176 '--', 182 '/5', 186 '+1';
    run /tmp/s70/rev-hold70/runs/r13bkeep2): slash 5 was taken, but "2 cards wait for the
    answer." to the video's end. Cause: the kept Sailor's round had taken Carol's
    Necronomicon as her Tommy Gun's deck card, so ``laid_taken`` (the newest card the table
    took, laid when) stood past her Tommy Gun; minus twice took those inputs back, not
    that time, and at the slash's release her Tommy Gun, laid before it, was skipped as
    out of turn (ZoneOrder._older_first): the Sailor, held behind the Musician's awaited
    discard (LaidBefore._behind_entry), never given. Mend: the hold brought back restores
    ``laid_taken`` as it was before its cards were given (DiffersEnded.laid_taken)."""
    table, said, cards, _ = _sailor_entered()
    _typed(table, cards, "+2")
    _frames(table, 12, *cards)
    n = len(said)
    table.undo_at = float("-inf")  # (not a held minus key's repeat)
    _typed(table, cards, "--", "/5", "+1")
    _frames(table, 12, *cards)
    _later(table, cards)
    told = [t.split(" It lay")[0] for t in _texts(said)[n:]]
    assert "Corrected: The Musician, not The Sailor or Randall Tillinghast." in told, told
    assert [t for t in told if t in TRUTH] == TRUTH, told

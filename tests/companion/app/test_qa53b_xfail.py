"""Fresh QA53b HIGH (r6b) left for the next session, as a strict xfail test (session 53,
repro53b).

Replay of the qa52 r6 demo (3 players, arkham, en; truth ``demo-transcript.txt``, files
/tmp/s53/qa53b/r6b/). The tracker takes the tester's session log up to the open question
(``tests/companion/qa53b_r6b_round1.jsonl``: r6b ``session.jsonl`` lines 1-20: "Which card
in Carol's zone: The Urchin or the Necronomicon?", truth 41, with Alice's check, Bob's Fed,
Carol's check and Deep One read behind it); the camera's readings after it are given by
hand to a real stabilizer (test_live_deal.py's helpers), as in test_qa52b_xfail.py.

The HIGH: the question was answered 65 s late (then undone and answered again: the undo
changes nothing here, the same happens with one answer). Meanwhile the table ended round 1
(truth 44-47: Carol's Deep One, Insane effect, Bob out with the Stowaway; Carol wins, 1
Insane), gathered it, played round 2, gathered it and began round 3. After the answer round
3's cards were given to round 1: "Not counted: The Sailor / the Tommy Gun in Alice's zone,
as Alice is out", "Carol is out, with The Musician." (round 3's Tommy Gun deck cards, truth
129-130), "Bob wins the round and has 1 Sane." (truth: Carol wins, 1 Insane).

Diagnosis. While the question was open, the tracker's trial of every answer ended round 1
(``waiting() == ("deal", …)``: "The next deal waits for the answer"), so the cards laid
meanwhile (Bob's Stowaway, round 2's first plays) were held for the next deal
(``LeftCard.deals``, live_cards ``_leave(event, deals=True)``) and the two gathers after them
noted (``LostRounds._note_held_gather``: ``held_gathers`` 2, ``_lost_pending()`` true). The
answer "the Necronomicon" does NOT end round 1: with Carol's Deep One's effect unread the
tracker waits for Bob's play (``waiting() == ("play", 1, "deep_one")``). ``LostRounds.
_rounds_lost`` only says the rounds lost once the held round is over (``_round_over()``),
which never comes (its end, Bob's Stowaway, was held for the next deal and gathered), so
nothing stops a card laid later: round 3's cards reach ``session.observe`` as round 1's plays
(seq 24-27 of r6b's log) and end it with the wrong winner. Fix direction (not small: a new
spoken line in en/fr/es): with ``_lost_pending()`` and the held round resumed by an answer
(not over), take the held round's end as unseen too: say round N ended unseen while the
table played on (winner and tokens unknown: the table's are right), drop the held cards and
follow from the next deal (``_follow_from_next_deal``), instead of giving later cards to it.

Found on the way (fixed, live_cards ``_card_appeared``): in one picture, a round-3 card that
ends the revived round 1 (Carol's Stowaway taken for her hand), then another card of it:
held for the next deal (``_deal_begun(question=True)``, rounds lost pending) and "the next
deal waits for the answer" asked with no question open: ``AttributeError`` in
``SessionSpeech.announce`` (the live loop logs it and drops the rest of the picture).
"""
from pathlib import Path

import pytest

from companion.session_log_lines import read_log

from .test_live_deal import GATHERED, _frames, _table, _texts
from .test_qa50_enter_heard import _keys

DATA = Path(__file__).parent.parent


def _revived():
    """The r6b table up to the late answer (truth 41): round 1 revived, Bob's play awaited,
    two gathers of held cards noted: ``(table, said, zones)``, ``zones`` round 1's."""
    table, said, _ = _table(("Alice", "Bob", "Carol"))
    observations, errors = read_log(DATA / "qa53b_r6b_round1.jsonl")
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:]:
        table.session.observe(obs)
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.waiting()[0] == "deal"
    zones = [seat.zone for seat in tracker.view().seats]
    cards = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    _frames(table, 6, *cards)
    # the table plays on: Bob's Stowaway (his hand, Deep One's Insane effect, truth 45),
    # held for the next deal; round 1 gathered; round 2's first plays (truth 48-51),
    # held; round 2 gathered
    _frames(table, 6, *cards, (2, "stowaway", 3))
    _frames(table, GATHERED)
    _frames(table, 6, (3, "shoggoth", 0), (1, "nightgaunt", 0))
    _frames(table, GATHERED)
    assert len(table.held_gathers) == 2 and table._lost_pending()
    return table, said, zones


def test_a_card_held_after_the_revived_round_ends_in_its_picture_asks_no_gone_question():
    table, said, _ = _revived()
    _keys(table, "+2")  # the Necronomicon, late: round 1 revived, no question open
    assert table.session.tracker.question is None
    n = len(said)
    # round 3's cards in one picture; Carol's Stowaway ends round 1 (the HIGH above), her
    # later cards are held: main raised AttributeError here (deal_waits, no question)
    _frames(table, 6, (1, "the_urchin", 0), (1, "the_entertainer", 1), (1, "the_sailor", 2),
            (1, "tommy_gun", 3), (3, "investigators", 0), (3, "the_musician", 1),
            (3, "stowaway", 2))
    texts = _texts(said)[n:]
    assert not any(t.startswith("The next deal waits") for t in texts), texts
    assert any(t.startswith("Round 1 is settled, but the table played on") for t in texts), \
        texts


@pytest.mark.xfail(strict=True, reason="qa53b r6b HIGH: round 3's cards given to round 1 "
                   "after a late answer revives it (LostRounds._rounds_lost waits for its "
                   "end); see the module docstring")
def test_cards_laid_after_two_gathers_are_not_plays_of_the_round_an_answer_revives():
    table, said, zones = _revived()
    tracker = table.session.tracker
    # round 3's first cards, laid before the answer and held for the next deal (truth
    # 100-122; Bob's left out: his zone is another path): Carol's Investigators, Musician,
    # Stowaway; Alice's Urchin, Entertainer
    first = [(3, "investigators", 0), (1, "the_urchin", 0), (3, "the_musician", 1),
             (1, "the_entertainer", 1), (3, "stowaway", 2)]
    _frames(table, 6, *first)
    n = len(said)
    _keys(table, "+2")  # the Necronomicon (truth 41), 65 s late (r6b 20:47:32, 20:48:00)
    assert tracker.waiting()[:2] == ("play", 1)  # round 1 goes on: Bob's play awaited
    _frames(table, 6, *first)
    # then Alice's Sailor (discarded by Carol's Stowaway) and Tommy Gun, whose 2 deck
    # cards go into Carol's zone (truth 124-130)
    later = [(1, "the_sailor", 2), (1, "tommy_gun", 3), (3, "investigators", 3),
             (3, "the_musician", 4)]
    for i in range(len(later)):
        _frames(table, 6, *first, *later[:i + 1])
    texts = _texts(said)[n:]
    # main, as r6b (seq 24-27): "Check Carol's zone: the Investigators again?" "Not
    # counted: The Sailor in Alice's zone, as Alice is out. …" (the Tommy Gun alike)
    # "Carol's card was The Musician, not the Investigators." "Carol is out, with The
    # Musician." "Bob wins the round and has 1 Sane." (truth 47: Carol wins, 1 Insane)
    assert not any(t.startswith(("Not counted:", "Check Carol's zone", "Carol's card was",
                                 "Carol is out", "Bob wins the round")) for t in texts), \
        texts
    assert [seat.zone for seat in tracker.view().seats] == zones  # round 1 took none

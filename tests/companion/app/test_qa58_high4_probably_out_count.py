"""Fresh QA58 HIGH-4 in the session (r5's round 2, as its log gave the cards; see
tests/companion/tracker/test_qa58_high4_probably_out_counts.py): once the cards alone said
Alice probably out, the deck count folded into the check's line, key 2 and key 8 say it
not confirmed, and her next Sanity check's card, taken as her hand, is said "if Alice is
out"."""
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.tracker.test_qa58_high4_probably_out_counts import (
    GUN, NAMES, ROUND_1, ROUND_2, _obs)

from .test_session import press


#: r5's round 2 from Bob's Boxer (Alice's twin question unanswered) to Alice's next
#: Sanity check's card
AFTER = ((1, "the_boxer"), (1, "the_sailor"), (2, "cultists"), (3, "investigators"), (5, GUN),
         (3, "the_musician"), (3, "stowaway"), (0, "randall_tillinghast"))


def r5_session(cards=AFTER):
    """A session given r5's inputs up to Fay's Investigators in round 2, then ``cards``
    (``(seat, card key)``, 0-based): the session and what it said after Fay's card."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", NAMES, "en", 0))
    for seat, card in ROUND_1 + [("new_round", None)] + ROUND_2:
        s.observe(o.new_round() if seat == "new_round" else _obs(seat, card))
    del said[:]
    for seat, card in cards:
        s.observe(o.card_seen(seat, card))
    return s, said


def test_qa58_high4_lines_and_keys_after_alice_is_only_probably_out():
    s, said = r5_session()
    lines = [a.brief for a in said]
    assert "Bob passes. 11 cards left, or fewer if Alice is still in." in lines, lines
    assert "Alice's hand, if Alice is out (not confirmed): Randall Tillinghast." in lines, lines
    assert not any("Alice's hand: " in line for line in lines), lines
    press(s, "2")
    assert said[-1].brief == \
        "5 cards left in the deck, or fewer if Alice is still in (not confirmed).", said[-1]
    press(s, "8")
    assert "Alice may be out (not confirmed)" in said[-1].brief, said[-1].brief

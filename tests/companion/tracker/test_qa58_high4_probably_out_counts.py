"""Fresh QA58 HIGH-4 (run r5: seed 297, 6 players, arkham, stickers only): nothing said as
fact rests on a "probably out".

Round 2: Alice's Sanity check card, a second Urchin laid squarely on her first one (R'lyeh's
card), was never read, and her play, the Investigators, was held behind the question asked
about it ("A second copy of The Urchin in Alice's Sanity check?"), unanswered. Bob's Boxer
and Sailor then closed "was that Bob's hand?" as his Sanity check: Alice's turn skipped,
"Alice is probably out: the cards tell it, not confirmed." Every line after rested on that
guess as fact: "Bob passes. 11 cards left." (9: Alice's check card and her draw are not
counted), "… 5 cards left." (3), "Alice's hand: Randall Tillinghast." (her next Sanity
check's card), "Bob fails. 4 cards left." (1); and ``companion resume`` said "Alice: … out".

The observations are the run's session log (``session.jsonl``, its refused line 31 left
out), as the live table gave them."""
from companion.commands.resume import summary
from companion.narration import narrate_events
from companion.tracker import Tracker, observations as o

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]
RLYEH = ("rlyeh", "stowaway_eggs")
GUN = ("tommy_gun", "rlyeh", "stowaway_eggs")
ROUND_1 = [(0, "investigators"), (1, RLYEH), ("in", 1), (3, GUN), (3, "the_boxer"),
           (2, "deep_one"), (3, "investigators"), (4, "the_sailor"), (5, "the_musician"),
           (5, "the_urchin"), (0, "stowaway"), (4, "the_entertainer"),
           (1, "randall_tillinghast"), (1, "the_fed"), (2, "investigators"), ("out", 3),
           (2, "investigators"), (4, "the_urchin"), ("in", 4), (5, "the_musician"),
           (5, "cthulhu"), (0, "the_boxer"), (0, "cultists"), (2, "necronomicon"),
           (2, "shoggoth"), (4, "the_dilettante"), (4, "the_fed")]
#: round 2 up to Fay's Investigators (the table's last input before Bob's Boxer)
ROUND_2 = [(0, RLYEH), (0, "the_fed"), (0, "the_urchin"), (1, "shoggoth"),
           (2, "the_musician"), (4, "the_dilettante"), (3, "investigators"),
           (5, "investigators")]


def _obs(seat, card):
    if seat == "in":
        return o.still_in(card)
    if seat == "out":
        return o.seat_out(card)
    return o.card_seen(seat, card)


def _table(says_ahead: bool) -> Tracker:
    """The tracker at Fay's Investigators, round 2 (Alice's Sanity check next)."""
    t = Tracker()
    t.says_ahead = says_ahead
    t.apply(o.start("arkham", NAMES, "en", 0))
    for seat, card in ROUND_1:
        t.apply(_obs(seat, card))
    t.apply(o.new_round())
    for seat, card in ROUND_2:
        t.apply(_obs(seat, card))
    return t


def _said(t: Tracker, *cards) -> list[str]:
    lines = []
    for seat, card in cards:
        events = t.apply(o.card_seen(seat, card))
        assert not [e for e in events if e.kind == "inconsistency"], events
        lines += narrate_events(events, NAMES, "en")
    return lines


def test_counts_and_hand_after_a_probable_out_are_not_said_as_fact():
    for says_ahead in (True, False):
        t = _table(says_ahead)
        lines = _said(t, (1, "the_boxer"), (1, "the_sailor"))
        assert "Alice is probably out: the cards tell it, not confirmed." in lines, lines
        # her check card and her draw missed: 9 left in truth (engine transcript l.107)
        assert "11 cards left, or fewer if Alice is still in." in lines, lines
        assert not any(line.startswith("11 cards left.") for line in lines), lines
        lines = _said(t, (2, "cultists"), (3, "investigators"), (5, GUN), (3, "the_musician"),
                      (3, "stowaway"))
        assert "5 cards left, or fewer if Alice is still in." in lines, lines  # (3)
        lines = _said(t, (0, "randall_tillinghast"))  # her next Sanity check's card
        assert lines == ["Alice's hand, if Alice is out (not confirmed): Randall "
                         "Tillinghast."], lines
        lines = _said(t, (1, "nightgaunt"))
        assert "4 cards left, or fewer if Alice is still in." in lines, lines  # (1)
        assert t.probably_out() == (0,)


def test_resume_says_the_out_and_the_deck_not_confirmed():
    t = _table(False)
    _said(t, (1, "the_boxer"), (1, "the_sailor"), (2, "cultists"), (3, "investigators"),
          (5, GUN), (3, "the_musician"), (3, "stowaway"), (0, "randall_tillinghast"),
          (1, "nightgaunt"), (1, "necronomicon"), (2, "the_boxer"))
    text = summary(t, "en")
    alice = next(line for line in text if line.startswith("Alice:"))
    assert "out (not confirmed)" in alice, text
    assert "deck 2 (not confirmed)" in text[0], text
    bob = next(line for line in text if line.startswith("Bob:"))
    assert "out, insane" in bob, text  # his own Necronomicon: a fact

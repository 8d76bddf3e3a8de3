"""Fresh QA54b HIGH (c_runC2, suite6), written as a strict xfail test (session 54, held54).

The run: /tmp/s54/qa54b/c_runC2/ (video /tmp/s51/qa51/runC/demo/demo.mp4, 4 players,
arkham, es, --stickers-only; truth: that demo's ``demo-transcript.txt`` lines 46-75).
Round 1 was settled by keys about 75 s of video late (the tester's answers right), the
cards of round 2 held meanwhile for the next deal (``LeftCard.deals``). At the settle,
``session.jsonl`` seq 19-24: ``new_round``, then Bob's Shoggoth (truth 69, his Sanity
check's card, laid late in round 2) refused (``unexpected``: Carol starts), Carol's
Investigators (truth 46) "already" ("This card lay there before this turn"), Bob's
Shoggoth again, taken after her Investigators as her guess's outcome: "Bob is out, with
the Shoggoth. Check it." said as fact (truth 51: Bob still in), Dan's Boxer "already",
"Not counted: Randall Tillinghast in Bob's zone, as Bob is out"; 16 cards held, round 2
lost.

Diagnosis. The keys end the held round in ``LiveTable._keys``; the next picture's new
readings go through ``CameraCards._card_appeared`` (live_cards) BEFORE ``LeftCards.
_left_cards`` gives the held cards (``NextDeal._deal_held``, live_deal: the first laid
deals, the others follow in the order laid). A card first made stable in that picture
(here: laid after the held ones, its reading stable only now: the live reading was slow,
0.6 s a picture) meets ``self._deal_begun()`` true in ``_card_appeared`` and deals the
next round on itself (``self._deal_on_card(event)``), ahead of every held card: refused
(not the starter's), then the held cards are given as early cards ("It lay there before
this turn"), and the later card, left, fits later on as the wrong play (c_runC2: Bob's
Shoggoth as the card his hand lost to Carol's guess).

Fix direction: in ``CameraCards._card_appeared``, while the round is over and cards are
held for the next deal (``any(left.deals for left in self.left_cards)``), a new card is
held too (``self._leave(event, deals=True)``), so that ``_deal_held`` gives it after them
in the order laid (``_in_order_laid``); or give the held cards (``_deal_held``) before a
picture's new readings once a key ended the round.

Here: test_deal_held.py's table (QA36 st7 by ear, 3 players, en): round 1 waits for
Carol's R'lyeh (Sane or Insane), the table cleared, round 2's Cultists (Carol), Deep One
(Alice) and Fed (Bob) held; then Bob's Boxer laid, seen in 3 pictures before the keys
settle round 1 (made stable by the first picture after them).
"""
import pytest

from .test_deal_held import _round_one_held
from .test_live_deal import _frames, _texts


@pytest.mark.xfail(strict=True, reason="held54: a card first stable right after the keys "
                   "ended the held round deals the next round before the held cards "
                   "(live_cards._card_appeared before live_deal._deal_held)")
def test_a_card_read_after_the_settle_does_not_deal_before_the_held_cards():
    table, said, round_two = _round_one_held()
    boxer = (2, "the_boxer", 2)  # Bob's next card, laid after the held ones
    _frames(table, 3, *round_two, boxer)
    for key in "+1\n5+2":  # Sane; R'lyeh's Musician entered, in Carol's zone
        table._one_key(key)
    n = len(said)
    _frames(table, 4, *round_two, boxer)
    texts = _texts(said)[n:]
    assert table.session.tracker.view().round == 2
    # main: "Round 2. Carol starts." "The Boxer by Bob? Waiting for Carol's play." "Carol:
    # the Cultists. It lay there before this turn: check it." "The Boxer in Bob's discard
    # zone: was that Bob's hand, …" (Alice's Deep One, laid before it, not given)
    start = texts.index("Round 2. Carol starts.")
    assert texts[start + 1] == "Carol: the Cultists.", texts
    assert not any(t.startswith("The Boxer by Bob?") for t in texts), texts
    deep_one = next(i for i, t in enumerate(texts) if "Deep One" in t)
    assert all(i > deep_one for i, t in enumerate(texts) if "Boxer" in t), texts

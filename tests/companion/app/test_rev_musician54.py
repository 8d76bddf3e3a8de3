"""Review of musician54 (:mod:`companion.app.discard_story`: a card laid before an entered
forced-discard play said as that discard when its story needs less the table did not show).

1. HIGH (xfail, design): 2 players, Alice's Musician and Bob's discard (The Sailor) both
   unread, Bob's Boxer (his own play) read and refused, the Musician entered: "Bob discards
   The Boxer. It lay there before this turn: check it." (false), and no key gives the
   truth afterwards: Enter 6 is then Bob's play (or a face-up card), slash 6 makes the
   Sailor the discard but the Boxer is never given as Bob's play, minus twice re-asks the
   Musician and says the Boxer again. main (musician53) asked, and Enter 6, Bob's zone,
   The Sailor gave the Sailor as the discard and the Boxer as Bob's play. Real runs with a
   forced-discard play entered by key: the discard missed too in 2 of 3 (QA53 r3c, QA53b
   runC2; read in QA49 r1b).
2. MEDIUM: two cards laid before the entry (kept by the stall: "The 2 cards laid since wait
   for it"), the first said as the discard with no check, "Bob discards The Boxer." as
   plain fact (the lone card path says "It lay there before this turn: check it.").
   Fixed: :meth:`~companion.app.stall.Stalls._give_kept` gives it with its check.
"""
import pytest

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_stall import _lay
from .test_stall_holds import _zones

BOXER, FED, DEEP_ONE = (2, "the_boxer", 0), (2, "the_fed", 1), (1, "deep_one", 1)
CHECK = "Bob discards The Boxer. It lay there before this turn: check it."


@pytest.mark.xfail(strict=True, reason="review of musician54 HIGH (design): 2 players, the "
                   "discard missed too, Bob's own play said as the Musician's discard, and no "
                   "key gives the truth after it (main asked: Enter 6, Bob's zone, the Sailor)")
def test_two_players_the_discard_missed_too_can_be_entered():
    table, said, _ = _table(names=("Alice", "Bob"))
    _lay(table, BOXER)
    for keys in ("\n5", "+1", "\n6", "+2", "+1"):  # the Musician; the Sailor, Bob's zone
        _keys(table, keys)
        _frames(table, 6, BOXER)
    _lay(table, BOXER, DEEP_ONE)
    assert "Bob: The Boxer. It lay there before this turn: check it." in _texts(said)
    assert _zones(table)[1] == ("the_sailor", "the_boxer")


@pytest.mark.parametrize("names", [("Alice", "Bob"), ("Alice", "Bob", "Carol")])
def test_two_cards_kept_before_the_entry_the_discard_said_with_its_check(names):
    table, said, _ = _table(names=names)
    _lay(table, BOXER, FED)
    n = len(said)
    for keys in ("\n5", "+1"):
        _keys(table, keys)
        _frames(table, 6, BOXER, FED)
    texts = _texts(said)[n:]
    assert CHECK in texts, texts
    assert "Bob: The Fed." in texts, texts  # his play, laid in its turn: no check
    assert _zones(table)[:2] == [("the_musician",), ("the_boxer", "the_fed")]

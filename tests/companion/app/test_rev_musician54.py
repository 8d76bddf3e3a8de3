"""Review of musician54 (a card laid before an entered forced-discard play said as that
discard when its story needed less the table did not show: ``LaidBefore._discard_first``,
``companion.app.discard_story``, both removed in session 54).

1. HIGH (design): 2 players, Alice's Musician and Bob's discard (The Sailor) both unread,
   Bob's Boxer (his own play) read and refused, the Musician entered: "Bob discards The
   Boxer. It lay there before this turn: check it." (false), and no key gave the truth
   afterwards: Enter 6 was then Bob's play (or a face-up card), slash 6 made the Sailor the
   discard but the Boxer was never given as Bob's play, minus twice re-asked the Musician
   and said the Boxer again. Real runs with a forced-discard play entered by key: the
   discard missed too in 2 of 3 (QA53 r3c, QA53b runC2; read in QA49 r1b). Fixed by the
   lead's decision (session 54): a question, not a possibly false fact; the stating rule
   removed, the card asked as musician53 did, and Enter 6, Bob's zone, The Sailor gives
   the Sailor as the discard and the Boxer as Bob's play (its cost: test_rev_musician53's
   MEDIUM 4, xfail).
2. MEDIUM: cards laid before the entry, kept by the stall ("2 cards wait for the answer"),
   the first given as the discard with no check, "Carol discards The Boxer." as plain
   fact, where a lone card so given says "It lay there before this turn: check it." (found
   with two cards in Bob's zone, given by the removed rule; reachable without it: Carol's
   Boxer two seats on, nothing laid between, then Bob's Fed). Fixed:
   :meth:`~companion.app.stall.Stalls._give_kept` gives it with its check
   (``LaidBefore._entry_doubt``).
"""
import pytest

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys
from .test_stall import _lay
from .test_stall_holds import _zones

BOXER, FED, DEEP_ONE = (2, "the_boxer", 0), (2, "the_fed", 1), (1, "deep_one", 1)
CAROLS = (3, "the_boxer", 0)
CHECK = "Carol discards The Boxer. It lay there before this turn: check it."


def test_two_players_the_discard_missed_too_can_be_entered():
    table, said, _ = _table(names=("Alice", "Bob"))
    _lay(table, BOXER)
    for keys in ("\n5", "+1", "\n6", "+2", "+1"):  # the Musician; the Sailor, Bob's zone
        _keys(table, keys)
        _frames(table, 6, BOXER)
    _lay(table, BOXER, DEEP_ONE)
    assert "Bob discards The Boxer." not in " ".join(_texts(said)), _texts(said)
    assert "Bob discards The Sailor." in _texts(said), _texts(said)
    assert "Bob: The Boxer. It lay there before this turn: check it." in _texts(said)
    assert _zones(table)[1] == ("the_sailor", "the_boxer")


@pytest.mark.parametrize("names", [("Alice", "Bob", "Carol"), ("Alice", "Bob", "Carol", "Dan")])
def test_cards_kept_before_the_entry_the_discard_said_with_its_check(names):
    # Carol's Boxer, then Bob's Fed, laid before Alice's Musician was entered: the Boxer
    # (Bob's turn before Carol's, no card of his before it) given as the discard, the Fed
    # as Bob's play
    table, said, _ = _table(names=names)
    _lay(table, CAROLS, FED)
    n = len(said)
    for keys in ("\n5", "+1"):
        _keys(table, keys)
        _frames(table, 6, CAROLS, FED)
    texts = _texts(said)[n:]
    assert any(t.endswith("cards wait for the answer.") for t in texts), texts  # kept
    assert CHECK in texts, texts
    assert "Bob: The Fed." in texts, texts  # his play, laid in its turn: no check
    assert _zones(table)[:3] == [("the_musician",), ("the_fed",), ("the_boxer",)]

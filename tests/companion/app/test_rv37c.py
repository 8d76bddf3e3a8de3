"""Review 37c (fresh reviewer at the end of session 37): the held cards' machinery (cards
held for the next round, a stall's kept cards); kept as strict expected failures until
session 38 (fix38a).

1. HIGH: a card held for the next round and taken back into its hand, beside the card held
   before it on the same pile (a cascade's step), was kept "under" that card
   (``card_place.laid_on``, deal37) and given as a play of the next round: "Carol: Sanity
   check, 1 card. The Sailor. It lay there before this turn: check it." (a hand card said).
   Now a card read at the place of an older stable card is no card laid on it.
2. MEDIUM: a stall's only card, held behind a card told unread, gathered with the round
   pile by pile (its own pile first, the others more than ``GONE_S`` later) was forgotten
   (``Stalls._kept_stays``: a lone card, mendh37's rule, so that one taken back into a hand
   is never said). Now it is remembered, unsaid, for ``LONE_KEPT_S`` s: kept if the table
   is seen cleared, forgotten at an input, a new card, or the timeout (mendh37's tests,
   test_rv37_hold.py, still pass; the guards below keep its promise).
3. (review 37c's staged test) cards held for the next round after one the table refuses:
   see :func:`test_held_cards_after_one_refused_stay_watched_in_the_new_round`."""
from companion.app.stall import LONE_KEPT_S
from tests.companion.app.test_deal_held import _round_one_held
from tests.companion.app.test_live_deal import GONE, _frames, _table, _texts
from tests.companion.app.test_rv37_hold import _bob_unread, _enter_bobs_urchin
from tests.companion.app.test_stall import _lay
from tests.companion.app.test_stall_holds import _unread, _zones


def test_a_held_card_taken_back_beside_the_one_before_is_not_dealt():
    table, said, round_two = _round_one_held()
    _lay(table, *round_two, (3, "the_sailor", 1.25))  # on Carol's Cultists' pile, held
    _frames(table, 3 * GONE, *round_two)  # the Sailor gone: back in Carol's hand
    for key in "+1\n5+2":  # Sane; R'lyeh's Musician entered: round 1 settled
        table._one_key(key)
    _frames(table, 4, *round_two)
    for key in "+2+2":  # the Deep One, the Fed: still in
        table._one_key(key)
        _frames(table, 4, *round_two)
    _frames(table, 8, *round_two)
    assert "the_sailor" not in _zones(table)[2]
    assert "The Sailor. It lay there before this turn: check it." not in _texts(said)


def test_a_lone_kept_card_gathered_first_with_the_round_is_not_lost():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _frames(table, 6, (1, "the_urchin"))  # Alice's play
    _unread(table, 2)  # Bob's play: a card I cannot read
    _lay(table, (1, "the_urchin"), (3, "the_sailor", 1))  # Carol's play: held behind it
    assert any(left.kept for left in table.left_cards if left.event.seat == 3)
    _frames(table, GONE + 15, (1, "the_urchin"))  # Carol's pile gathered first ...
    _frames(table, 2 * GONE)  # ... then Alice's: the table cleared
    for key in "\n5+1":  # Bob's card entered: the Musician
        table._one_key(key)
    _frames(table, 6)
    # laid before the Musician was entered, Carol's Sailor may be her play or its discard:
    # asked, not said (fresh QA53 HIGH, r3c: "Carol discards The Sailor." as fact before)
    assert _texts(said)[-1].startswith("Still waiting for the card Bob makes someone "
                                       "discard with The Musician. Laid before"), said[-1]
    for key in "\n6+2":  # the discard: The Sailor, in Carol's zone
        table._one_key(key)
        _frames(table, 6)
    assert "the_sailor" in _zones(table)[2], "Carol's play lost"


def _forgotten_after(between):
    """Carol's Musician laid behind Bob's unread card and taken back into her hand (a
    hidden card); then ``between(table)``; the table cleared; Bob's card entered: the
    Musician is never said nor played."""
    table, said = _bob_unread()
    _lay(table, (1, "the_urchin"), (3, "the_musician", 1))
    _frames(table, GONE, (1, "the_urchin"))
    between(table)
    _frames(table, 2 * GONE)  # the table cleared
    n = len(said)
    _enter_bobs_urchin(table)
    _frames(table, 6)
    assert "Carol: The Musician." not in _texts(said)[n:]
    assert _zones(table)[2] == ()


def test_a_lone_card_taken_back_is_forgotten_when_the_table_is_cleared_only_later():
    # mendh37's promise with the wait: the round goes on (nobody enters Bob's card yet);
    # the table is cleared more than LONE_KEPT_S s later
    _forgotten_after(lambda table: _frames(table, int(LONE_KEPT_S * 30) + 2,
                                           (1, "the_urchin")))


def test_a_lone_card_taken_back_is_forgotten_once_another_card_is_laid():
    # the table is played on, not gathered: Alice lays her next card (held behind Bob's
    # unread card), then the whole table is gathered at once, within LONE_KEPT_S
    _forgotten_after(lambda table: _lay(table, (1, "the_urchin"), (1, "the_fed", 1)))


def test_held_cards_after_one_refused_stay_watched_in_the_new_round():
    # review 37c's staged test forced the Deep One's refusal and expected the Fed still
    # watched; but round 2's deal renumbers every left card (NextDeal._deal_on_card), so
    # none is dropped, and the Fed is rightly given: after Carol's Cultists (a guess, its
    # target untold) a card in Bob's zone before Alice's play may be Bob's knocked-out hand
    # (RULINGS A10), so the tracker asks (the Fed lies face up: no hidden card said)
    table, said, round_two = _round_one_held()
    takes = table._takes
    table._takes = lambda event: event.candidates != ("deep_one",) and takes(event)
    for key in "+1\n5+2":  # Sane; R'lyeh's Musician entered: round 1 settled
        table._one_key(key)
    _frames(table, 4, *round_two)
    assert table.session.tracker.view().round == 2
    _frames(table, 8, *round_two)
    left = [(x.event.candidates, x.round, x.deals) for x in table.left_cards]
    assert left == [(("deep_one",), 2, False)]  # watched, a plain left card of round 2
    assert "The Fed in Bob's discard zone: was that Bob's hand, so Bob is out? 1 yes, " \
        "2 no, still in. Answer with plus and the number." in _texts(said)


def test_a_lone_card_taken_back_is_forgotten_once_the_missing_card_is_entered():
    # Bob's card entered while Carol's Musician is back in her hand: the table moved on,
    # the card is forgotten, even if the table is then cleared within LONE_KEPT_S
    table, said = _bob_unread()
    _lay(table, (1, "the_urchin"), (3, "the_musician", 1))
    _frames(table, GONE, (1, "the_urchin"))
    n = len(said)
    _enter_bobs_urchin(table)
    _frames(table, 2 * GONE)  # the table cleared
    assert "Carol: The Musician." not in _texts(said)[n:]
    assert _zones(table)[2] == ()

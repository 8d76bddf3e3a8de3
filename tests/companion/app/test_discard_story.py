"""The stories of cards laid before an entered play (:mod:`companion.app.discard_story`):
its forced discard, or later plays."""
from companion.app.discard_story import discard_first, turns_missed

ALICE, BOB, CAROL, DAN = range(4)


def test_turns_missed_counts_the_turns_of_players_in_with_no_card():
    assert turns_missed([BOB, CAROL, ALICE], ALICE, 4, [0, 1, 2, 3]) == 1  # Dan's
    assert turns_missed([CAROL], ALICE, 4, [0, 1, 2, 3]) == 1  # Bob's
    assert turns_missed([CAROL], ALICE, 4, [0, 2, 3]) == 0  # Bob out
    assert turns_missed([BOB, BOB], ALICE, 2, [0, 1]) == 1  # Alice's, between
    assert turns_missed([], ALICE, 2, [0, 1]) == 0
    assert turns_missed([BOB], ALICE, 3, [0, 2]) is None  # a card of a player out


def test_two_players_the_lone_card_of_the_other_is_the_discard():
    # review of musician53: Alice's Musician entered, Bob's Boxer laid before it
    assert discard_first([BOB], ALICE, 2, [0, 1], (ALICE, BOB), False)
    # Bob protected (RULINGS A7: she must choose herself): never the discard
    assert not discard_first([BOB], ALICE, 2, [0, 1], (ALICE,), False)
    # her own card first, then Bob's: she chose herself (seed 002 card 5)
    assert discard_first([ALICE, BOB], ALICE, 2, [0, 1], (ALICE, BOB), False)


def test_from_three_players_the_next_player_s_lone_card_is_asked():
    # fresh QA53 r3c / QA53b runC2: the discard went to a third player, missed
    assert not discard_first([BOB], ALICE, 4, [0, 1, 2, 3], (0, 1, 2, 3), False)
    assert not discard_first([BOB], ALICE, 3, [0, 1, 2], (0, 1, 2), False)
    # Carol protected: Bob the only other choice (test_rv37c's Sailor, one seat on)
    assert discard_first([BOB], ALICE, 3, [0, 1, 2], (ALICE, BOB), False)
    # told by the table which player was chosen (the tracker awaits that zone only)
    assert discard_first([BOB], ALICE, 4, [0, 1, 2, 3], (BOB,), False)


def test_a_card_two_seats_on_with_nothing_between_is_the_discard():
    # as a later play, both Bob's turn and the discard were missed
    assert discard_first([CAROL], ALICE, 4, [0, 1, 2, 3], (0, 1, 2, 3), False)


def test_r3c_s_three_cards_are_asked():
    # Bob's and Carol's Investigators, Alice's Randall Tillinghast: 2 + a choice against 2
    assert not discard_first([BOB, CAROL, ALICE], ALICE, 4, [0, 1, 2, 3], (0, 1, 2, 3), False)


def test_a_discard_that_puts_its_player_out_leaves_no_turn_of_theirs():
    # 2 players, Bob's Dilettante then Alice's next card: as the discard it put Bob out
    # (RULINGS A10), his turn never came, nothing missed; a card with no such effect, Bob's
    # turn passed with no card: one missed either way, asked
    assert discard_first([BOB, ALICE], ALICE, 2, [0, 1], (ALICE, BOB), True)
    assert not discard_first([BOB, ALICE], ALICE, 2, [0, 1], (ALICE, BOB), False)
    # and no card of his can follow it
    assert not discard_first([BOB, BOB], ALICE, 2, [0, 1], (ALICE, BOB), True)
    assert discard_first([BOB, BOB], ALICE, 2, [0, 1], (ALICE, BOB), False)

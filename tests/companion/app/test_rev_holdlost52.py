"""Review of holdlost52 (the cleared-table hold's loss with only a knocked-out hand awaited;
hold_lost). The camera's readings are given by hand to a real stabilizer, as in
test_hold_lost52.

1. HIGH (lost51's, left by holdlost52): at a showdown whose hand was never read and the
   table gathered (QA46 HIGH-1), the held cards are the next round's, as with a knocked-out
   hand, but the room stayed the round's own (its deck empty: 7 at 4 players): the 8th
   card of the next round said "I lost its end and the rounds played since", the result
   Enter still gives lost and the next round unfollowed. Fixed: the new round's room there
   too.
2. MEDIUM (the builder's doubt): the knocked-out round is lost at once once the next
   round's held cards are gathered and a card is held; its winner, known (one player
   left), is not counted, and Enter with the hand then says "After the rounds I lost …"
   and "No question is open." twice. Main let Enter settle it: "Alice wins the round and
   has 1 Sane." and the round played meanwhile said lost (LostRounds._rounds_lost).
   Fixed (koround52): the round settled then with its winner, the hand never seen (the
   tracker's hand_unseen), only the rounds played since said lost.
3. MEDIUM: a cover (an arm, a cloth) over the next round's held cards, then one laid back
   a place aside (a pile lifted and laid back) is taken for a round played through and
   gathered: the knocked-out round is lost at once, "the rounds played since" said while
   none was (main: nothing said, Enter still settles it). Fixed (koround52): a held card
   laid back in its zone elsewhere, the others back at their places, puts the gather back
   (LostRounds._put_back)."""

from companion.app.stall_lost import played_past_room
from companion.rules import deck_list

from .test_live_deal import GATHERED, _texts
from .test_qa46_showdown_unread import _carol_s_boxer, _frames, _showdown
from .test_hold_lost52 import ROUND_2, ROUND_3, _round_2_played_through
from .test_qa51_hold_lost import _knocked_out, _lay

#: the start of the loss line (app.stall_round_lost), any round, any wait
LOST = "is not settled, but the table played on while I waited for"


def test_a_showdown_s_next_round_cards_past_the_round_s_own_room_still_wait_for_the_hand():
    table, said = _showdown()  # round 3's showdown, Carol's hand never read, 4 players
    _frames(table, 8)
    assert table.cleared_mid == 3
    room = played_past_room(table.session.tracker)  # 7: the deck is empty
    keys = deck_list("arkham")
    cards = tuple((1 + i % 4, keys[i], 1 + i // 4) for i in range(room + 3))  # round 4's
    for i in range(len(cards)):
        _frames(table, 4, *cards[:i + 1])
    texts = _texts(said)
    # branch and main: "Round 3 is not settled, but the table played on …" at the 8th card
    assert not any(LOST in text for text in texts) and table.cleared_mid == 3, texts[-3:]
    texts = _carol_s_boxer(table, said, *cards)
    assert table.session.tracker.view().round == 4, texts


def test_enter_after_the_next_round_played_through_still_counts_the_knocked_out_winner():
    table, said = _knocked_out()
    n = len(said)
    _round_2_played_through(table)
    # koround52: round 1 settled as round 3's first card is held (the tracker's
    # hand_unseen), its winner counted, Bob's hand never named; only round 2 and the one
    # under way said lost (app.rounds_lost), not round 1's end (app.stall_round_lost)
    texts = _texts(said)[n:]
    assert not any(LOST in text for text in texts), texts
    assert "Round 1 is settled, but the table played on while I waited: I lost the round " \
        "played and gathered meanwhile, and the one under way." in " ".join(texts), texts
    for key in "\n5+1+1":  # Bob's hand: rank 5, in his zone, The Musician
        table._one_key(key)
    _frames(table, 6, ROUND_3)
    texts = _texts(said)[n:]
    # branch: "After the rounds I lost, the next round's first card tells me who starts
    # …", "No question is open." twice, Alice's token never counted
    assert "Alice wins the round and has 1 Sane." in texts, texts
    assert table.session.tracker.view().seats[0].tokens.sane == 1
    assert texts.count("Alice wins the round and has 1 Sane.") == 1, texts  # Enter: no more


def test_held_cards_covered_then_one_laid_back_a_place_aside_lose_nothing():
    table, said = _knocked_out()
    _lay(table, *ROUND_2[:3])
    _frames(table, 3, *ROUND_2[:3])
    n = len(said)
    _frames(table, GATHERED + 5)  # an arm or a cloth over the table
    back = (ROUND_2[0], ROUND_2[1], (1, "cultists", 3))  # Alice's Cultists a place aside
    _frames(table, 6, *back)
    _lay(table, *back, ROUND_2[3])  # Bob's next play of round 2
    texts = _texts(said)[n:]
    assert not any(LOST in text for text in texts) and table.cleared_mid == 1, texts
    # since koround52 a wrong settle says "Round 1 is settled, but …", never LOST: round 1
    # unsettled (Enter still settles it) and no round said lost (mendB52, reader B's 2)
    assert not table.session.rounds_lost, texts
    assert table.session.tracker.view().seats[0].tokens.sane == 0, texts

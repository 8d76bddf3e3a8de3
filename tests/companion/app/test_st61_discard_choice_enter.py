"""Session 61 (fresh QA60 HIGH-3, the branch st60's question): while the tracker asks
whether a card in the next player's zone is an effect's forced discard or that player's
own play ("The Dilettante in Bob's discard zone: the card an effect made Bob discard, or
Bob's own play?", :func:`companion.tracker.questions.asks_discard`), Enter and a rank
give a card, as with no question open: a card entered is no answer to it. QA60 r2 (the
full video with the tester's keys, frame 81): Bob's true forced discard, Cthulhu, was
asked about, and the tester's Enter for Carol's unread play was refused ("First answer
the open question: …"), her rank swallowed, and the game went wrong from there (main, no
question: "Carol: the Investigators.").

The table of ``test_qa53b_stowaway_unread`` (runC2 round 4: Alice's Stowaway's forced
discard awaited; Carol discarded Randall Tillinghast, rank 6, which the camera did not
read; Bob's Dilettante read with no unread card anywhere)."""
from companion.app.keys import Command

from .test_live_deal import _texts
from .test_qa53_rlyeh_unread import _watch
from .test_qa53b_stowaway_unread import DILETTANTE, _stowaway_table

ASKED = ("The Dilettante in Bob's discard zone: the card an effect made Bob discard, or "
         "Bob's own play? 1 the forced discard, 2 Bob's play. Answer with plus and the number.")


def test_enter_while_the_discard_or_play_question_is_open_gives_a_card():
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    _watch(table, unread, [[]] * 12, 110.6, [*cards, DILETTANTE])
    assert ASKED in _texts(said)[n:]
    n = len(said)
    table._key(Command("enter", 6))  # Carol's Randall Tillinghast, the camera's unread card
    texts = _texts(said)[n:]
    assert not any(x.startswith("First answer the open question") for x in texts), texts
    # Bob's zone offered last, for his hand (review of st61, LOW; st62: enter_seats)
    assert texts == ["Enter: whose discard zone is it in? 1: Alice; 2: Carol; 3: Bob. "
                     "Answer with plus and the number."], texts
    table._key(Command("answer", 2))
    table._key(Command("answer", 2))  # "The Sailor or Randall Tillinghast?": Randall
    tracker = table.session.tracker
    assert tracker.history[-1][0].cards == ("randall_tillinghast",)
    assert not tracker.refused_last()

"""Session 62 (st62), the review of st61's app findings: Enter while the discard-or-play
question is open ("The Dilettante in Bob's discard zone: the card an effect made Bob
discard, or Bob's own play?", :func:`companion.tracker.questions.asks_discard`), on the
table of ``test_qa53b_stowaway_unread`` (runC2 round 4: Alice's Stowaway chose Carol, who
discarded Randall Tillinghast, rank 6, unread; Bob then played The Dilettante, read, his
hand The Fed; Dan is out). Seed 002 card 5 (Stowaway, Sane), "Player Turn"; RULINGS A10."""
from companion.app.keys import Command

from .test_rev_st61_enter import keyed_lines as _keyed

QUESTION = ("The Dilettante in Bob's discard zone: the card an effect made Bob discard, or "
            "Bob's own play? 1 the forced discard, 2 Bob's play. Answer with plus and the "
            "number.")
#: Enter 6, "2: Carol" (the discard zones), "2 Randall Tillinghast" (QA60 r2's keys)
RANDALL = (Command("enter", 6), Command("answer", 2), Command("answer", 2))


def test_the_question_closed_by_the_ranks_choice_is_asked_again():
    """Both accounts have Bob out once Carol's card is given (her discard then his play,
    or his discard then her play): the question is not said closed by the cards ("The
    cards tell it: Bob is out. No answer needed.", then silence: review of st61, MEDIUM)
    but asked again once "which card?" is answered; its answer 2 says the discard."""
    table, lines = _keyed(*RANDALL)
    texts = lines()
    assert not any("No answer needed" in x for x in texts), texts
    assert texts[-1] == QUESTION, texts
    table._key(Command("answer", 2))  # Bob's play
    texts = lines(len(texts))
    assert texts[:2] == ["Carol discards Randall Tillinghast.", "Alice is now Insane."], texts
    assert "Bob: The Dilettante." in texts and table.session.tracker.question is None


def test_its_answer_1_keeps_bobs_forced_discard_and_carols_play():
    table, lines = _keyed(*RANDALL)
    n = len(lines())
    table._key(Command("answer", 1))  # the forced discard
    texts = lines(n)
    assert texts[:2] == ["Bob discards The Dilettante.", "Bob is out."], texts
    assert "Carol: Randall Tillinghast." in texts


def test_enter_offers_bobs_zone_last_for_his_hand():
    """Review of st61, LOW: Bob's hand (The Fed, unread) can be given while the question
    is open: his zone offered after the discard zones, which keep their numbers."""
    table, lines = _keyed(Command("enter", 2))
    texts = lines()
    assert texts[-1].startswith("Enter: whose discard zone is it in? 1: Alice; 2: Carol; "
                                "3: Bob."), texts
    table._key(Command("answer", 3))
    table._key(Command("answer", 1))  # which card: The Fed
    texts = lines(len(texts))
    assert "The card Alice made someone discard with the Stowaway was not read." in texts
    assert texts[-1] == "Bob's hand: The Fed.", texts

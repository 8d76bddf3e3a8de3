"""Review of resaid52 (session 52): the lines heard for an undone input, not said again
(:mod:`companion.app.said_again`). Found by random engine games through a heard session
(every edition, 2 to 6 players: a card undone and read again, a wrong card undone and the
right one read, two undos in a row) and by hand on QA41's V0 table."""
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_qa41_as_heard_guess import HEARD, HELD
from tests.companion.app.test_qa52_resaid import _said
from tests.companion.app.test_state_as_heard import heard_up_to

#: random engine game (arkham, 2 players, seed 55, every choice told) up to Ann's second
#: play: Bob, Insane (his Cultists), has a Sanity check of 1 card on his next turn
TABLE = [o.face_up(c) for c in ("nightgaunt", "investigators", "the_urchin", "the_musician",
                                "cthulhu")] + [
    o.card_seen(0, "investigators"), o.target(1), o.guess(4), o.still_in(1),
    o.card_seen(1, "cultists"), o.target(0), o.guess(0), o.still_in(0)]


def test_the_sanity_check_heard_for_a_turn_the_undo_took_back_is_said_again():
    """LOW: "Bob.", "Bob: Sanity check, 1 card." heard after Ann's misread Sailor; the undo
    says "It is Ann's turn.": the turn's cue is said again once her Fed passes the turn, and
    so is the check it begins (the branch said "Bob." alone, then "The Investigators.")."""
    s, speaker, engine = heard_up_to(*TABLE, names=("Ann", "Bob"))
    wrong, undo, fed, _, check = _said(
        speaker, engine, lambda: s.observe(o.card_seen(0, "the_sailor")),
        lambda: s.key(Command("undo")), lambda: s.observe(o.card_seen(0, "the_fed")),
        lambda: s.observe(o.target(1)), lambda: s.observe(o.card_seen(1, "investigators")))
    assert wrong == ["Ann: The Sailor.", "Bob.", "Bob: Sanity check, 1 card."], wrong
    assert undo[-1] == "It is Ann's turn.", undo
    assert "Bob." in fed, fed
    assert "Bob: Sanity check, 1 card." in fed + check, (fed, check)
    assert check[0] == "The Investigators.", check


def test_a_card_read_again_after_its_undo_is_named():
    """MEDIUM: a card read again after its undo, all its lines heard, said nothing (567 of
    720 random replays): the player who undid a reading they doubted was not told the card
    was read again, nor what as (the same misread unnoticed); a key's input says 'Taken.'.
    Now one line names it (``app.read_again``)."""
    s, speaker, engine = heard_up_to(*TABLE, names=("Ann", "Bob"))
    first, undo, again = _said(
        speaker, engine, lambda: s.observe(o.card_seen(0, "the_sailor")),
        lambda: s.key(Command("undo")), lambda: s.observe(o.card_seen(0, "the_sailor")))
    assert first[0] == "Ann: The Sailor.", first
    assert undo[0] == "Undone: The Sailor in Ann's zone.", undo
    assert any("Sailor" in line for line in again), again  # the branch: []
    assert again == ["Read again: The Sailor, as before.", "Bob.",
                     "Bob: Sanity check, 1 card."], again


def test_a_question_heard_settled_by_the_undone_card_is_asked_again_then_settled_otherwise():
    """QA41's V0: Alice's Dilettante settled "was that Alice's hand?" of her Deep One ("No
    answer needed: that was Alice's play.", heard); it is undone (a phantom), and Bob's
    Sailor is read next: Alice's turn passed, the Deep One was her hand. Review of resaid52
    (MEDIUM, a strict xfail until session 65): the question was not asked again, and the
    Sailor's "Alice is out, with the Deep One." "No answer needed." answered a question not
    asked since. Fresh QA64b HIGH-1 (session 65): the undo asks it again, so the cards
    settle an open question."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD, names=("Alice", "Bob", "Carol"), first=2)
    s.observe(o.card_seen(0, "the_dilettante"))
    engine.say_until("The Fed in Bob's")
    assert "No answer needed: that was Alice's play." in engine.spoken
    engine.spoken.clear()
    undo, sailor = _said(speaker, engine, lambda: s.key(Command("undo")),
                         lambda: s.observe(o.card_seen(1, "the_sailor")))
    assert undo[-1].startswith("The Deep One in Alice's discard zone: was that Alice's hand")
    assert sailor[:2] == ["Alice is out, with the Deep One.", "No answer needed."], sailor

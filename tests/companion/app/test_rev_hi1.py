"""Review of hi1 (session 65): the undo key asks again the question the undone card's
lines had closed, and those lines are said again when the cards close it again
(:meth:`companion.app.said_again.SaidAgain.question_told`). QA41's V0 table (3 players,
arkham, Carol first), through the real voice's queue (a gated engine)."""
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_qa52_resaid import _said
from tests.companion.app.test_state_as_heard import heard_up_to

NAMES = ("Alice", "Bob", "Carol")
#: Bob's Fed, Carol's Musician and Fed: held while "was that Alice's hand?" is open
HELD = [o.card_seen(1, "the_fed"), o.card_seen(2, "the_musician"), o.card_seen(2, "the_fed")]
DILETTANTE = o.card_seen(0, "the_dilettante")  # settles it: Alice's play
QUESTION = "The Deep One in Alice's discard zone: was that Alice's hand"


def test_a_question_cut_by_the_undone_card_asked_again_is_closed_aloud_when_read_again():
    """MEDIUM: "was that Alice's hand?" begun, cut by the cards that closed it ("No answer
    needed: that was Alice's play." heard); the Dilettante undone: the undo asks the
    question again (main too), but its closing line, heard, still stood for the card read
    again, which said nothing: to the player the question stayed open, and "+2" meant for
    it answered the next one ("Bob is still in.", false: he was out with The Fed)."""
    s, speaker, engine = heard_up_to(o.card_seen(2, "cultists"), names=NAMES, first=2)
    s.observe(o.card_seen(0, "deep_one"))
    engine.say_until(QUESTION)  # the question being said
    for obs in (*HELD, DILETTANTE):  # the Dilettante closes it: cut
        s.observe(obs)
    first, undo, again = _said(speaker, engine, lambda: None,
                               lambda: s.key(Command("undo")), lambda: s.observe(DILETTANTE))
    assert "No answer needed: that was Alice's play." in first, first
    assert undo[0] == "Undone: The Dilettante in Alice's zone.", undo
    assert [line for line in undo if line.startswith(QUESTION)] == undo[1:2], undo
    assert again == ["No answer needed: that was Alice's play."], again  # hi1: []

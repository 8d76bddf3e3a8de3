"""Session 60, q60e (fresh QA59 HIGH-1; review of q59e, MEDIUM): a camera card the camera
made stable in the same picture as the card under it, which every account would take as
its player's knocked-out hand, is asked about ("The Sailor in Bob's discard zone: was that
Bob's hand, so Bob is out? 1: yes; 2: no."): 1 says the out as fact, 2 takes it as a later
card of his (refused while none fits), no answer leaves q59e's hedge. Each answer is one
logged input. The tracker's side: tests/companion/tracker/test_q60e_pile_asked.py."""
import pytest

from companion.app.keys import Command

from .test_live_deal import _frames, _table, _texts
from .test_stall import _lay

NAMES = ("Alice", "Bob", "Carol", "Dan")
ALICES = (1, "investigators", 0)  # camera seats 1-based
BOXER, HAND = (2, "the_boxer", 0), (2, "the_sailor", 1)
ASKED = ("The Sailor in Bob's discard zone: was that Bob's hand, so Bob is out? 1: yes; "
         "2: no. Answer with plus and the number.")
FACT = "Bob is out, with The Sailor."
HEDGED = "Bob's hand, if Bob is out (not confirmed): The Sailor."


def _read_late(answer, lang="en"):
    """Alice's Investigators, then Bob's Boxer and his Sailor made stable in one picture
    (an arm over his zone; or his zone read late), then ``answer`` (plus and the number;
    ``None``: another key closes the list). The table, the lines said since, the
    observations logged for Bob's zone."""
    table, said, logged = _table(names=NAMES)
    _lay(table, ALICES)
    n = len(said)
    _frames(table, 6, ALICES, BOXER, HAND)
    if answer is None:
        table._key(Command("deck"))  # key 2: any key but plus closes the list
    else:
        table._key(Command("answer", answer))
    _frames(table, 2, ALICES, BOXER, HAND)
    return table, _texts(said)[n:], [obs for obs in logged if obs.kind == "card"
                                     and obs.seat == 1]


def test_asked_not_hedged_nor_stated():
    table, said, logged = _table(names=NAMES)
    _lay(table, ALICES)
    n = len(said)
    _frames(table, 6, ALICES, BOXER, HAND)
    texts = _texts(said)[n:]
    assert ASKED in texts, texts
    assert FACT not in texts and HEDGED not in texts, texts
    assert table.session.tracker.view().seats[1].zone == ("the_boxer",)


def test_yes_says_the_out_as_fact():
    table, texts, logged = _read_late(1)
    assert FACT in texts and HEDGED not in texts, texts
    assert table.session.tracker.probably_out() == ()
    assert [obs.value for obs in logged] == [None, "hand"]


def test_no_takes_it_as_a_later_card_of_his():
    table, texts, logged = _read_late(2)
    assert FACT not in texts and HEDGED not in texts, texts
    assert table.session.tracker.probably_out() == ()
    assert "later" in [obs.value for obs in logged], logged


def test_closed_unanswered_the_card_is_given_hedged():
    # as q59e said it (review of q59e's app test): the hedge kept until answered
    table, texts, logged = _read_late(None)
    assert HEDGED in texts and FACT not in texts, texts
    assert table.session.tracker.probably_out() == (1,)
    assert [obs.value for obs in logged] == [None, "pile"]


def test_the_answer_is_one_undo():
    table, texts, logged = _read_late(1)
    assert FACT in texts
    table._key(Command("undo"))  # minus twice: the answer alone
    tracker = table.session.tracker
    assert tracker.view().seats[1].zone == ("the_boxer",)
    assert tracker.probably_out() == ()


@pytest.mark.parametrize("lang, asked", [
    ("fr", "Le Marin dans la zone de défausse de Bob : était-ce la main de Bob, qui quitte "
           "donc la manche ? 1 : oui ; 2 : non. Répondez avec plus et le numéro."),
    ("es", "El Marinero en la zona de descarte de Bob: ¿era la mano de Bob, así que Bob queda "
           "fuera? 1: sí; 2: no. Responde con más y el número.")])
def test_asked_in_the_table_s_language(lang, asked):
    table, said, _ = _table(names=NAMES, lang=lang)
    _lay(table, ALICES)
    _frames(table, 6, ALICES, BOXER, HAND)
    assert asked in _texts(said), _texts(said)


def test_the_same_picture_s_next_card_waits_for_the_answer():
    # QA59 run E: the Stowaway lay on the Entertainer, made stable in the same picture;
    # given at once it reached the tracker before the asked card, and was asked about
    # with that card not yet taken
    table, said, logged = _table(names=NAMES)
    _lay(table, ALICES)
    n = len(said)
    top = (2, "cultists", 2)
    _frames(table, 6, ALICES, BOXER, HAND, top)
    texts = _texts(said)[n:]
    assert texts[-1] == ASKED, texts
    table._key(Command("answer", 1))
    _frames(table, 3, ALICES, BOXER, HAND, top)
    texts = _texts(said)[n:]
    assert FACT in texts, texts
    assert not any(t.startswith("The Cultists in Bob's discard zone") for t in texts), texts
    assert [(obs.cards[0], obs.value) for obs in logged if obs.kind == "card"
            and obs.seat == 1][1:] == [("the_sailor", "hand"), ("cultists", "pile")]

"""The ``holder`` question ("who took the Stowaway Eggs?") another question replaced while
still open waits (:attr:`companion.tracker.tracker.Tracker.holder_waiting`) and is asked
again once no other question is open (:meth:`companion.tracker.asking.Asking._questions`;
review of qh63, MEDIUM, session 64 hq64). Seed 002 card 5 (Stowaway Insane: the chosen
player draws the set-aside Stowaway Eggs), RULINGS O8."""
from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import NAMES, feed, tracker
from tests.companion.tracker.test_stowaway_insane import insane_stowaway

NAMES3 = ["Ann", "Bob", "Cy"]


def _said(t, obs, names=NAMES3):
    return [narrate(e, names, "en") for e in t.apply(obs)]


def _replaced4():
    """4 players: Di's Stowaway (Di Insane: Shoggoth; her Sanity check passed,
    Investigators), told Insane, then her Investigators; Ann's Urchin next: Ann's hand
    (the Investigators on Ann) or her play (on Bob or Cy, whose hand is owed): "was that
    Ann's hand?" replaces "who took the Stowaway Eggs? 1 Ann, 2 Bob, 3 Cy." (Bob's and
    Cy's turns since their Nightgaunt and Sailor: no one protected)."""
    t = tracker(4)
    feed(t, *(o.card_seen(s, c) for s, c in (
        (0, "the_urchin"), (1, "the_entertainer"), (2, "the_fed"), (3, "shoggoth"),
        (0, "the_fed"), (1, "nightgaunt"), (2, "the_sailor"), (3, "investigators"),
        (3, "stowaway"), (3, "investigators"))))
    said = _said(t, t.answer_observation(2), NAMES)  # Insane
    assert "Di: who took the Stowaway Eggs? 1 Ann, 2 Bob, 3 Cy." in said, said
    holder = t.question
    assert _said(t, o.card_seen(0, "the_urchin"), NAMES) == [
        "The Urchin in Ann's discard zone: was that Ann's hand, so Ann is out? "
        "1 yes, 2 no, still in."]
    return t, holder


def _replaced():
    """Bob's Stowaway, Insane told by Ann's Fed after his Investigators: the holder
    question asked; Cy's Musician then asks about Ann's Fed in its place. Each account
    has a player knocked out since whose hand was not the Eggs (Ann with the Fed, or Cy
    with the Musician, laid late): the other one took them
    (:func:`companion.tracker.aside_taker.hand_not_taker`, review of hq64), so the holder
    question does not wait (:func:`_replaced4`: one that does)."""
    t, _ = insane_stowaway()
    _said(t, o.card_seen(1, "investigators"))
    _said(t, o.card_seen(0, "the_fed"))
    holder = t.question
    assert holder.value == "holder"
    _said(t, o.card_seen(2, "the_musician"))
    assert (t.question.value, t.question.seat) == ("out", 0)
    return t, holder


def test_the_holder_question_replaced_waits_and_is_asked_again_at_the_answer():
    t, holder = _replaced4()
    assert t.holder_waiting is holder
    said = _said(t, t.answer_observation(2), NAMES)  # Ann still in
    assert said[-1] == "Di: who took the Stowaway Eggs? 1 Ann, 2 Bob, 3 Cy.", said
    assert t.question is holder and t.holder_waiting is None
    assert _said(t, t.answer_observation(3), NAMES) == ["Cy now holds the Stowaway Eggs."]
    assert t.question is None and t.holder_waiting is None


def test_undo_puts_the_waiting_holder_question_back_as_it_was():
    t, holder = _replaced4()
    t.apply(t.answer_observation(2))
    assert t.question is holder
    t.undo()  # the answer: the out question open again, the holder's waiting
    assert (t.question.value, t.holder_waiting) == ("out", holder)
    t.undo()  # Ann's Urchin: the holder question open, none waiting
    assert t.question is holder and t.holder_waiting is None


def test_a_waiting_holder_question_the_eggs_laid_since_answer_is_not_asked_again():
    """Cy discards the Stowaway Eggs (her Musician's forced discard, RULINGS O14): she took
    them, the table told it; the Fed's question closes too, and the holder's is not asked
    (:func:`companion.tracker.questions.holder_open`: the Eggs in a zone)."""
    t, holder = _replaced()
    said = _said(t, o.card_seen(2, "stowaway_eggs"))
    assert "Cy discards the Stowaway Eggs." in said, said
    assert not any("who took" in line for line in said), said
    assert t.question is None and t.holder_waiting is None

"""QA38 #1: "was that Bob's hand, so Bob is out?" about a card that may be Bob's play and
may also have knocked him out (a Boxer or Deep One compare he lost: RULINGS A10, his hand
laid next). Its second answer was "2 no, still in": neither answer fitted, "still in" said
"Bob is still in." (false) and dropped the true account. Now it is "2 no, Bob played it",
which keeps every account where the card was his play, the compare still to be told by the
next cards."""
from dataclasses import replace

from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.from_engine import Converter
from companion.tracker.events import TableEvent
from tests.companion.tracker.builders import feed, tracker

NAMES = ["Ann", "Bob", "Cy"]


def _said(events, lang="en"):
    return narrate_events(events, NAMES, lang)


def _cultists_then_bobs_deep_one():
    """Ann's Cultists (its guess unseen: Bob's hand, so Bob out, or a miss), then the Deep
    One in Bob's zone: his knocked-out hand, or his play (Sane: a compare he may lose).
    The table of video v7 (``companion demo`` seed 7), round 1."""
    t = tracker(3)
    feed(t, o.card_seen(0, "cultists"))
    return t, feed(t, o.card_seen(1, "deep_one"))


def test_the_question_says_answer_2_as_his_play_not_as_still_in():
    t, events = _cultists_then_bobs_deep_one()
    assert _said(events) == ["The Deep One in Bob's discard zone: was that Bob's hand, so "
                             "Bob is out? 1 yes, 2 no, Bob played it."]
    assert _said(events, "fr") == [
        "Zone de défausse de Bob : le Profond. Était-ce la main de Bob, qui quitte donc la "
        "manche ? 1 oui, 2 non, Bob l'a jouée."]
    assert _said(events, "es") == [
        "Zona de descarte de Bob: el Profundo. ¿Era la mano de Bob, que queda fuera? 1 sí, "
        "2 no, Bob la jugó."]
    assert t.answer_observation(2) == o.not_hand(1)
    assert o.from_json(o.to_json(o.not_hand(1))) == o.not_hand(1)  # kept in the session log


def test_answer_2_takes_the_play_and_the_hand_laid_next_says_him_out():
    t, _ = _cultists_then_bobs_deep_one()
    said = _said(t.answer(2))
    # not "still in"; each "now Insane" once its card's effect is over (session 40), as the
    # demo's truth: "Alice is now Insane. / Bob. / Bob: the Deep One. / … / Bob is out"
    assert said == ["Ann is now Insane.", "Bob.", "Bob: the Deep One."]
    assert t.question is None and not t.view().seats[1].out
    said = _said(feed(t, o.card_seen(1, "the_fed")))
    assert said == ["Bob is out, with The Fed.", "Cy."]
    v = t.view()
    assert v.seats[1].zone == ("deep_one", "the_fed") and v.seats[1].out
    assert not t.ambiguous and t.question is None


def test_answer_2_then_bob_wins_his_compare():
    t, _ = _cultists_then_bobs_deep_one()
    feed(t, o.not_hand(1))
    said = _said(feed(t, o.card_seen(2, "investigators")))  # Cy's hand, or his play (a tie)
    assert said == ["The Investigators in Cy's discard zone: was that Cy's hand, so Cy is "
                    "out? 1 yes, 2 no, still in."]
    assert _said(t.answer(1))[:3] == ["Cy is out, with the Investigators.",
                                      "Bob is now Insane.", "Ann."]
    assert not t.view().seats[1].out and t.view().seats[2].out


def test_answer_1_still_says_the_card_his_hand():
    t, _ = _cultists_then_bobs_deep_one()
    assert _said(t.answer(1)) == ["Bob is out, with the Deep One.", "Ann is now Insane.",
                                  "Cy."]


def test_a_card_that_cannot_knock_its_player_out_keeps_still_in():
    """The Fed cannot knock its own player out: "2 no, still in" is true there."""
    t = tracker(3)
    feed(t, o.card_seen(0, "the_boxer"))
    events = feed(t, o.card_seen(2, "the_fed"))
    assert _said(events) == ["The Fed in Cy's discard zone: was that Cy's hand, so Cy is "
                             "out? 1 yes, 2 no, still in."]
    assert t.answer_observation(2) == o.still_in(2)


def test_the_engine_answers_2_for_a_play_its_player_lost_with():
    """The simulated table (``Converter``, "asked" mode) answered nothing then; now "Bob
    played it"."""
    conv = Converter("arkham", tuple(NAMES), 0, None, answers="asked")
    conv.out_at, conv.hand_at = [(False, True, False)], [(1, False)]
    q = TableEvent("question", seat=1, cards=("deep_one",), value="out",
                   info=("out", "played"))
    assert conv.answer_question(q, 0) == o.not_hand(1)
    assert conv.answer_question(replace(q, info=("out", "in")), 0) is None


def test_the_engine_answers_2_played_it_for_a_play_its_player_won_with():
    """rv38b: Bob won his compare: the simulated table pressed "still in", a key the
    question did not offer; now "2 no, Bob played it", as a player would (so the
    differential games send that answer too). Offered "2 no, still in", it says so."""
    conv = Converter("arkham", tuple(NAMES), 0, None, answers="asked")
    conv.out_at, conv.hand_at = [(False, False, False)], [(None, False)]
    q = TableEvent("question", seat=1, cards=("deep_one",), value="out",
                   info=("out", "played"))
    assert conv.answer_question(q, 0) == o.not_hand(1)
    assert conv.answer_question(replace(q, info=("out", "in")), 0) == o.still_in(1)


def test_answer_2_names_no_play_when_the_card_may_be_no_play():
    """"2 no, Bob played it" only when, in every account where Bob is out with his hand
    still owed, the card is his last play; else "2 no" (e.g. a card a failed Sanity check
    revealed), and "still in" only when no such account exists."""
    from types import SimpleNamespace as Account

    from companion.tracker.questions import out_no
    from companion.tracker.table import PlayNote

    def account(out, wait=("play", 2), play=None):
        return Account(out=[False, out, False], wait=wait, late=(), play=play,
                       zones=[(), ("deep_one",), ()], early=(), earlier=(), active=wait[1],
                       events=[])
    hand = account(True)
    play = PlayNote(1, "deep_one", frozenset({"sane"}), 2, ())
    assert out_no([hand, account(False)], 1) == "in"
    assert out_no([hand, account(True, ("hand", 1), play)], 1) == "played"
    assert out_no([hand, account(True, ("hand", 1))], 1) == "no"
    assert out_no([hand, account(False, ("check", 1, 1, ()))], 1) == "no"  # may still fail
    assert _said([TableEvent("question", seat=1, cards=("deep_one",), value="out",
                             info=("out", "no"))]) == [
        "The Deep One in Bob's discard zone: was that Bob's hand, so Bob is out? 1 yes, 2 no."]

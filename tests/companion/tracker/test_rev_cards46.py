"""Review of cards46 (session 46): an ``out`` question closed by the player's NEXT card
("No answer needed: that was Dan's play.") while the accounts still differ on Dan's out, a
later play (Bob's Investigators guessing Dan's R'lyeh) having put him out with his hand
owed in one of them. Arkham, 6 players, Carol starts (random game arkham 6p seed 1,
round 5, dealt as a first round: Bob's guess was right, R'lyeh is Dan's knocked-out
hand)."""
from companion.tracker import Tracker, observations as o
from companion.tracker.asking import settled_answer

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]
#: (seat, card) in the order the camera read them, up to Bob's Investigators
CARDS = [(2, "investigators"), (3, "the_fed"), (4, "the_boxer"), (4, "nightgaunt"),
         (5, "investigators"), (0, "investigators"), (1, "investigators")]


def _table() -> Tracker:
    """The tracker after Bob's Investigators: "The Fed in Dan's discard zone: was that
    Dan's hand, so Dan is out? 1 yes, 2 no, still in." open."""
    t = Tracker()
    t.apply(o.start("arkham", NAMES, lang="en", first=2))
    for seat, card in CARDS:
        t.apply(o.card_seen(seat, card))
    return t


def test_the_heard_play_close_keeps_dan_out_by_bobs_guess():
    """Dan's R'lyeh closes the Fed's question as his play. The table as heard
    (:func:`companion.app.as_heard.heard_table`: the tracker before the R'lyeh, the
    close's answer :func:`settled_answer` applied) must keep the account where Bob's
    Investigators guessed Dan's R'lyeh (Dan out, his hand owed: the truth). The branch's
    answer was "2 still in" (the question's second answer when it was asked, before Bob's
    guess): that account dropped, key 8 would tell Dan in."""
    t = _table()
    q = t.question
    assert (q.seat, q.cards, q.info) == (3, ("the_fed",), ("out", "in"))
    assert any(h.out[3] and h.wait[:2] == ("hand", 3) for h in t.hyps)
    index = len(t.history)
    events = t.apply(o.card_seen(3, "rlyeh"))
    closed = [e for e in events if e.kind == "question_settled"]
    # the Fed, named by its question at its place, later plays said past it: its play
    # line, then "No answer needed." (order46 (a)), a close of its own (integ46)
    assert [(e.cards, e.info) for e in closed] == [(("the_fed",), "play_named")]
    heard = t.as_before(index)
    assert heard.question is q
    heard.apply(settled_answer(q, closed[0]))
    assert any(h.out[3] and h.wait[:2] == ("hand", 3) for h in heard.hyps), [
        (h.out, h.wait) for h in heard.hyps]


def test_undo_of_the_later_card_opens_the_first_cards_question_again():
    """QA45c t2 round 3 (tests/companion/tracker/test_out_question_names_its_card.py):
    Dan's Silver Key closes the question on his Investigators and asks about itself;
    minus puts back the Investigators' question (its ``count`` with it), and the Silver
    Key read again says the same."""
    from tests.companion.tracker.test_out_question_names_its_card import _table as _qa45
    t, _ = _qa45()
    first = t.question
    again = t.apply(o.card_seen(3, "silver_key"))
    second = t.question
    assert (second.cards, second.count) == (("silver_key",), 2)
    assert [e.kind for e in t.apply(o.undo())] == ["undone"]
    assert t.question == first and first.count == 1
    assert t.apply(o.card_seen(3, "silver_key")) == again and t.question == second


def test_the_answer_keys_on_the_later_cards_question():
    """Plus 1 on "The Silver Key …: was that Dan's hand?" keeps the account where Carol's
    Deep Ones guessed it (Dan out with it); plus 2 the one where it was his play."""
    from tests.companion.tracker.test_out_question_names_its_card import _table as _qa45
    for number, out, said, unsaid in ((1, True, "player_out", "still_in"),
                                      (2, False, "still_in", "player_out")):
        t, _ = _qa45()
        t.apply(o.card_seen(3, "silver_key"))
        kinds = [e.kind for e in t.answer(number) if e.seat == 3]
        assert {h.out[3] for h in t.hyps} == {out}
        assert said in kinds and unsaid not in kinds, kinds

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
    assert [(e.cards, e.info) for e in closed] == [(("the_fed",), "play")]
    heard = t.as_before(index)
    assert heard.question is q
    heard.apply(settled_answer(q, closed[0]))
    assert any(h.out[3] and h.wait[:2] == ("hand", 3) for h in heard.hyps), [
        (h.out, h.wait) for h in heard.hyps]

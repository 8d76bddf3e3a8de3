"""cq64 (fresh QA63b: arkham-classic, 2 players, busy, stickers only, seed 469): the
tracker tells the app when the open "was that Bob's hand?" decides whether the round is
over (:meth:`~companion.tracker.table_queries.TableQueries.end_asked`): then a gathered
table must not deal the next round as the answer "yes" (the round may have gone on with
cards the camera never read: the Fed was Bob's play, Alice's unread Deep One put him out).
Replay-free: the tracker fed the camera's observations of that run (its replay's session
log, seq 2-5). Seed 002 "End of the Round"."""
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

ALICE, BOB = 0, 1


def _seed_469_fed_asked() -> Tracker:
    """The replay of seed 469 up to 27.6 s: Alice's, Bob's, Alice's Investigators (no
    choice entered), then Bob's Fed: his hand (Alice's guess right) or his play."""
    t = Tracker()
    t.apply(o.start("arkham-classic", ["Alice", "Bob"], "en"))
    for seat, key in ((ALICE, "investigators"), (BOB, "investigators"),
                      (ALICE, "investigators"), (BOB, "the_fed")):
        t.apply(o.card_seen(seat, key))
    return t


def test_seed_469_s_fed_question_decides_the_round_s_end():
    t = _seed_469_fed_asked()
    assert (t.question.value, t.question.seat, t.question.cards) == ("out", BOB, ("the_fed",))
    assert {h.wait[0] == "deal" for h in t.hyps} == {True, False}
    assert t.deal_settles()  # a deal would be taken: the "yes" account alone
    assert t.end_asked()


def test_end_asked_is_false_with_no_question_or_once_answered():
    t = Tracker()
    t.apply(o.start("arkham-classic", ["Alice", "Bob"], "en"))
    assert not t.end_asked()
    for obs in (o.card_seen(ALICE, "deep_one"), o.target(BOB), o.card_seen(BOB, "the_fed")):
        t.apply(obs)
    assert (t.question.value, t.question.seat) == ("out", BOB) and t.end_asked()
    t.answer(2)  # "no": his play; the round goes on, nothing asked
    assert not t.end_asked()
    t = _seed_469_fed_asked()
    t.answer(1)  # "yes": Bob out, the round over in every account
    assert t.question is None and not t.end_asked()

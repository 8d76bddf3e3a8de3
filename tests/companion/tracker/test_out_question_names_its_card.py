"""An ``out`` question ("was that Dan's hand, so Dan is out?") is about its card: an account
where Dan went out by a LATER card (a guess on his next card, his own Necronomicon) does
not answer it yes (QA45 HIGH-3; ``questions.names_hand``). Round 3 of QA45c's t2 session
log (5 players, original edition), dealt as a first round: Bob starts."""
from companion.tracker import Tracker, observations as o

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve"]
#: (seat, card) of round 3, in the order the camera read them
CARDS = [(1, "investigators_original"), (2, "great_race_of_yith"),
         (3, "investigators_original"), (4, "investigators_original"),
         (0, "hound_of_tindalos"), (0, "elder_sign"), (1, "great_race_of_yith"),
         (1, "mi_go"), (2, "deep_ones")]


def _table() -> tuple[Tracker, list]:
    """The tracker after Carol's Deep Ones (the question on Dan's Investigators open:
    Carol's Great Race of Yith may have beaten him), with every event said."""
    t = Tracker()
    t.says_ahead = False
    said = t.apply(o.start("original", NAMES, lang="en", first=1))
    for seat, card in CARDS:
        said += t.apply(o.card_seen(seat, card))
    return t, said


def test_the_question_on_dans_investigators_is_open_after_carols_deep_ones():
    t, _ = _table()
    assert (t.question.seat, t.question.cards) == (3, ("investigators_original",))


def test_his_next_card_closes_it_as_his_play_not_as_his_out():
    """The Silver Key in Dan's zone: his Investigators was his play in every account left
    (one has him in; in the other Carol's Deep Ones guessed his Silver Key, a LATER card):
    "No answer needed: that was Dan's play.", and the Silver Key is asked about."""
    t, _ = _table()
    events = t.apply(o.card_seen(3, "silver_key"))
    settled = [(e.seat, e.cards, e.info) for e in events if e.kind == "question_settled"]
    assert settled == [(3, ("investigators_original",), "play")]
    assert sorted({h.out[3] for h in t.hyps}) == [False, True]
    assert (t.question.seat, t.question.cards) == (3, ("silver_key",))


def test_his_necronomicon_does_not_say_the_investigators_was_his_hand():
    """Played on to his Necronomicon (out in every account, by that card or a guess on
    it): no close says "Dan is out" for a question on a card that was his play."""
    t, said = _table()
    for seat, card in [(3, "silver_key"), (4, "randolph_carter"), (2, "henry_armitage"),
                       (2, "investigators_original"), (3, "necronomicon_original")]:
        said += t.apply(o.card_seen(seat, card))
    assert all(h.out[3] for h in t.hyps)
    assert [(e.cards, e.info) for e in said if e.kind == "question_settled" and e.seat == 3] \
        == [(("investigators_original",), "play"), (("silver_key",), "play")]

"""QA42 M1: an open "was that Carol's hand?" no longer holds every later play for a table
cycle. The events every account tells are said at once (:mod:`companion.tracker.ahead`);
what depends on the answer (the question's card, whose turn, the deck's count) waits.
Video A of QA42 (original edition, 5 players, es): its camera cards, no answer given."""
from __future__ import annotations

from collections import Counter

import pytest

from companion.tracker import Tracker, observations as o
from companion.tracker import tracker as tracker_module
from tests.companion.tracker.test_qa42_late_play import _unanswered_game

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve"]

#: the first camera cards of QA42's video A (demo-session.jsonl, cards only), (seat, card)
QA42_A_CARDS = [
    (0, "investigators_original"), (1, "investigators_original"),
    (2, "shining_trapezohedron"),  # "was that Carol's hand?": it was her play
    (3, "investigators_original"), (4, "mi_go"), (1, "liber_ivonis"),
    (0, "great_race_of_yith"), (1, "silver_key"),
    (2, "elder_sign"),  # Carol's Sanity check: she was in, the question settles
]


def _table() -> Tracker:
    t = Tracker()
    t.apply(o.start("original", NAMES, lang="es", first=0))
    return t


def _said(t: Tracker, cards) -> list[list]:
    return [t.apply(o.card_seen(seat, card)) for seat, card in cards]


def test_qa42_m1_dans_play_is_said_at_his_card_while_carols_question_is_open():
    t = _table()
    said = _said(t, QA42_A_CARDS[:4])
    assert t.question is not None and (t.question.value, t.question.seat) == ("out", 2)
    dan = said[3]
    assert [(e.kind, e.seat, e.cards) for e in dan] == [
        ("card_played", 3, ("investigators_original",))]


def test_qa42_m1_nothing_the_answer_decides_is_said_before_it():
    """Carol's card, whose turn, and the deck's count wait: no line names Carol's card
    as a play or a hand, no turn starts, no count, until her own Sanity check tells."""
    t = _table()
    said = _said(t, QA42_A_CARDS[:8])
    during = [e for batch in said[3:] for e in batch]
    assert not [e for e in during if e.kind in ("turn_started", "deck_count")
                or e.seat == 2 or "shining_trapezohedron" in e.cards]
    assert [(e.kind, e.seat) for e in during] == [
        ("card_played", 3), ("card_played", 4), ("card_discarded", 1),
        ("now_insane", 4), ("now_insane", 1), ("card_played", 0)]


def test_qa42_m1_the_cards_settling_the_question_say_no_play_twice_nor_a_past_turn():
    t = _table()
    said = _said(t, QA42_A_CARDS)
    settle = said[-1]
    kinds = [(e.kind, e.seat) for e in settle]
    # Carol's card was named by her question at its place: said as her play at the
    # settling, then the short closing words (order46 (a)), not her turn's cue after
    # Dan's, Eve's and Alice's (QA44 HIGH-2, order45)
    assert kinds[:3] == [("card_played", 2), ("question_settled", 2), ("now_insane", 2)]
    assert (settle[0].info, settle[1].info) == ("named", "play_named")
    plays = [e.seat for batch in said for e in batch if e.kind == "card_played"]
    assert plays == [0, 1, 3, 4, 0, 2]  # each once; Carol's at its settling
    # the turns of Dan, Eve and Alice, whose plays were said, are not said after them
    assert [e.seat for e in settle if e.kind == "turn_started"] == [2]
    assert t.question is None and len(t.hyps) == 1


def test_qa42_m1_an_answer_after_plays_said_ahead_says_only_what_waited():
    t = _table()
    _said(t, QA42_A_CARDS[:6])  # Dan's and Eve's plays and Bob's discard said ahead
    events = t.answer(2)  # "2 no, still in": Carol played it
    assert [(e.kind, e.seat, e.info) for e in events if e.kind in (
        "card_played", "card_discarded", "turn_started")] == [
        ("card_played", 2, "settled"), ("turn_started", 0, None)]  # "That was Carol's play."
    assert t.question is None


#: the facts compared: what happened to whom (a knock-out once, its hand said with it or
#: after it: "Bob is out." then "Bob's hand: …" is one knock-out)
FACTS = ("card_played", "card_discarded", "card_revealed", "sanity_check", "check_passed",
         "check_failed", "now_insane", "player_out", "protected", "immune",
         "knock_out_prevented")


def _facts(events) -> Counter:
    """The facts said; a question's card closed as a play after plays said ahead
    ("No answer needed: that was Carol's play." with no play line: order45) is her play."""
    return Counter(("card_played", e.seat, e.cards) if e.kind == "question_settled"
                   else (e.kind, e.seat, e.cards if e.kind != "player_out" else ())
                   for i, e in enumerate(events) if e.kind in FACTS and e.info != "hand"
                   or e.kind == "question_settled" and e.info == "play" and not (
                       i and events[i - 1].kind == "card_played"
                       and (events[i - 1].seat, events[i - 1].cards) == (e.seat, e.cards)))


@pytest.mark.parametrize("edition, players", [
    ("original", 5), ("arkham", 4), ("arkham-classic", 6), ("original", 3)])
def test_qa42_m1_said_ahead_says_only_what_happened_and_all_that_waiting_said(
        edition, players, monkeypatch):
    """Whole random games, the out questions left unanswered: every fact said happened
    (the game with every choice told says it too), and every fact said when the plays
    waited for the cards is still said (saying ahead moves lines earlier, it loses none);
    the games whose questions never settled (the game ended) now say more of them."""
    moved = 0
    for seed in range(12):
        now = _unanswered_game(edition, players, seed)
        with monkeypatch.context() as m:
            m.setattr(tracker_module, "AHEAD_QUESTIONS", ())
            before = _unanswered_game(edition, players, seed)
        truth = _unanswered_game(edition, players, seed, "all")
        assert not [e for e in now if e.kind == "inconsistency"]
        # (a "now Insane" said twice in one arkham-classic game is main's own)
        assert not (_facts(now) - _facts(truth)) - (_facts(before) - _facts(truth))
        assert not _facts(before) - _facts(now)
        moved += now != before
    assert moved  # some game had a play said ahead

"""Review of order45 (QA44 HIGH-2): a question's card that later plays were said past is
not said again as a play, also when the answer comes once the next card was read."""
from __future__ import annotations

from companion.app.session import TableSession
from companion.tracker import observations as o

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]
#: random engine game arkham-classic, 6 players, seed 1, round 7 (first cards): Eve's
#: Entertainer asks "was that Eve's hand?" (her play); Fay's Fed and Alice's Cultists are
#: said past it; Bob's Deep One (his play) is read before the table answers "2, still in"
ROUND = [(0, "the_fed"), (1, "investigators"), (2, "investigators"), (3, "investigators"),
         (4, "the_entertainer"), (5, "the_fed"), (0, "cultists"), (1, "deep_one")]


def _answered_after_the_next_card() -> list[str]:
    said: list = []
    s = TableSession(say=said.append, lang="en", says_ahead=True)
    s.observe(o.start("arkham-classic", NAMES, "en", 0))
    for seat, key in ROUND:
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None and s.tracker.question.seat == 4
    s.observe(o.still_in(4))  # "+2": the question still open, answered 3 cards late
    for seat, key in ((1, "nightgaunt"), (2, "the_boxer")):
        s.observe(o.card_seen(seat, key))
    return [a.brief for a in said]


def test_a_late_answer_with_the_next_card_read_does_not_say_the_card_again_as_a_play():
    """Eve's Entertainer was named by its question before Fay's and Alice's plays; answered
    after Bob's Deep One was read, "Eve. Eve: The Entertainer." was heard after Alice's
    Cultists (the table out of order, QA44 HIGH-2's symptom)."""
    text = _answered_after_the_next_card()
    assert "Eve: The Entertainer." not in text, text
    assert "That was Eve's play." in text or "Eve is still in." in text, text


def test_the_next_question_is_not_heard_before_the_insane_of_the_play_before_its_card():
    text = _answered_after_the_next_card()
    asked = next(i for i, t in enumerate(text) if t.startswith(
        "The Deep One in Bob's discard zone: was that Bob's hand"))
    assert text.index("Alice is now Insane.") < asked, text


def test_the_last_rounds_checks_are_said_with_the_out_question_never_answered():
    """Random engine game original, 5 players, seed 3, round 6 (the last): Bob's Hound
    knocks Carol out, "was that Carol's hand?" stays open; Dan's Great Race knocks Eve
    out; Alice and Bob then fail their Sanity checks."""
    from tests.companion.tracker.test_qa42_late_play import _unanswered_game
    rnd, checks = 0, []
    for e in _unanswered_game("original", 5, 3):
        rnd += e.kind == "round_started"
        if rnd == 6 and e.kind in ("sanity_check", "check_failed"):
            checks.append((e.kind, e.seat))
    assert checks == [("sanity_check", 0), ("check_failed", 0), ("sanity_check", 1),
                      ("check_failed", 1)], checks


def test_a_second_play_of_the_question_card_by_the_same_player_is_said():
    """Random engine game original, 5 players, seed 26, round 4: Alice's Cats of Ulthar
    asks "was that Alice's hand?" (her play); later plays are said past it; she plays a
    second Cats of Ulthar before the cards settle the question. order45 named the first
    ("That was Alice's play.") and then dropped the second as if it were the first: her
    second turn was never said. Since QA45 HIGH-3 the second Cats, a card laid after the
    first in her zone, closes the first's question ("No answer needed: that was Alice's
    play.": the first was no hand in any account) and is asked about in its turn; the
    cards then settle it too, and her second play is said."""
    from tests.companion.tracker.test_qa42_late_play import _unanswered_game
    rnd, cats = 0, []
    for e in _unanswered_game("original", 5, 26):
        rnd += e.kind == "round_started"
        if rnd == 4 and e.seat == 0 and e.cards == ("cats_of_ulthar",) and e.kind in (
                "card_played", "question", "question_settled"):
            cats.append((e.kind, e.info if e.kind != "question" else e.count))
    # each Cats said once, in table order: the first, said past by later plays, at its
    # close (its play line, then "No answer needed.": order46 (a), integ46)
    assert cats == [("question", 2), ("card_played", "named"),
                    ("question_settled", "play_named"), ("question", 3),
                    ("card_played", None), ("question_settled", "play")], cats

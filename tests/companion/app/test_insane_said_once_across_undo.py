"""A "now Insane" line is said once per card that makes its player Insane (seed 002 "State
of Mind"; session 40's line held until its card's effect is over, flow.insane_after_effect).
Session 41 (lows41): after the held "Ann is now Insane." was said, minus twice took back
the input that released it and the same input given again said "Ann is now Insane." a
second time. Undoing the Other World card itself takes the line back: seen again, it is
said again, then only."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press, session


def _insane(said, name="Ann"):
    return [a.brief for a in said].count(f"{name} is now Insane.")


def test_an_undone_answer_given_again_does_not_say_insane_again():
    s, said = session()
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.card_seen(1, "the_fed"))  # "was that Bob's hand?"
    press(s, "+2")  # no: Ann's Deep One is over, "Ann is now Insane." is said
    assert _insane(said) == 1
    press(s, "--")
    assert s.tracker.question is not None  # the question is open again
    press(s, "+2")
    assert _insane(said) == 1, [a.brief for a in said]
    press(s, "--")
    press(s, "+1")  # another answer: Bob's hand, Bob out; Ann's line was said already
    assert _insane(said) == 1, [a.brief for a in said]


def test_an_undone_card_after_the_insane_line_seen_again_does_not_say_it_again():
    s, said = session()
    s.observe(o.card_seen(0, "tommy_gun"))
    s.observe(o.target(1))
    s.observe(o.card_seen(1, "nightgaunt"))
    s.observe(o.card_seen(1, "the_fed"))  # the Tommy Gun's last card: "Bob is now Insane."
    assert _insane(said, "Bob") == 1
    press(s, "--")
    s.observe(o.card_seen(1, "the_fed"))
    assert _insane(said, "Bob") == 1, [a.brief for a in said]


def test_the_undone_other_world_card_seen_again_says_insane_again():
    s, said = session()
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.card_seen(1, "the_fed"))
    press(s, "+2")
    for _ in range(3):  # the answer, Bob's card, Ann's Deep One
        press(s, "--")
    briefs = [a.brief for a in said]
    assert "Undone: the Deep One in Ann's zone." in briefs[-2:], briefs[-4:]
    assert _insane(said) == 1
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.card_seen(1, "the_fed"))
    press(s, "+2")
    assert _insane(said) == 2, [a.brief for a in said]

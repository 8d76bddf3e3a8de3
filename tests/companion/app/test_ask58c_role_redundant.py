"""Review of ask58, lead (ask58c): Enter's role question ("… is it Bob's play, or Bob's
hand, laid when knocked out?", :meth:`~companion.app.question_keys.QuestionKeys._role_asked`)
only where the tracker would state one reading as fact (fresh QA57 HIGH-3). Where the
tracker asks its own question about the card's role (``was_hand`` / ``out``: "The Urchin in
Bob's discard zone: was that Bob's hand, so Bob is out?"), main's question stands and the
role question is not asked too (22 tests of the suite asked it instead on ask58), nor where a
showdown awaits that seat's hand (a third reading: test_rev_med55_taken.py)."""
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

from .test_session import alice_and_bob, press


def _after_cultists() -> Tracker:
    """2 players (Alice, Bob), Alice's Cultists: Bob's next card may be his play or the
    hand he lays if they put him out."""
    tracker = Tracker()
    tracker.apply(o.start("arkham", ["Alice", "Bob"], "en", 0))
    tracker.apply(o.card_seen(0, "cultists"))
    return tracker


def test_the_tracker_s_own_role_question_is_not_asked_again():
    tracker = _after_cultists()
    # the tracker asks "was that Bob's hand?" itself: no role question, one card or two
    assert not tracker.role_asked(o.card_seen(1, "the_urchin"))
    assert not tracker.role_asked(o.card_seen(1, ("the_urchin", "necronomicon")))
    trial = _after_cultists()
    trial.apply(o.card_seen(1, "the_urchin"))
    assert (trial.question.value, trial.question.seat) == ("out", 1)


def test_at_the_table_enter_gives_main_s_question_not_the_role_question():
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "cultists"))
    press(s, "\n4+1")  # rank 4: The Urchin or the Necronomicon; 1: The Urchin
    texts = [a.brief for a in said]
    assert not any("is it Bob's play" in x for x in texts), texts
    assert any(x.startswith("The Urchin in Bob's discard zone: was that Bob's hand")
               for x in texts), texts

"""Fresh QA68 L3 (d493: ``demo --seed 493 --players 2 --edition arkham-classic --lang es``,
replayed with keys): Bob played The Boxer ("was that Bob's hand?" answered 2, "no, Bob played
it"), its result, who is out, not shown yet (a tie waits for Alice's play, a knock-out for
the loser's hand: seed 002 "Card Effects", The Boxer), and the table gathered: the voice
said "still waiting for Alice's play" (es: "la mesa aún espera la jugada de Alice"), one
account's guess. The waiting line names the Boxer's outcome
(:func:`~companion.tracker.doubts.awaited_step`, ``wait.effect``)."""
import pytest

from companion.narration.catalog import message
from companion.narration.narrate import wait_phrase
from companion.tracker import observations as o
from companion.tracker.doubts import awaited_step, pending_step

from .test_hi2_next_deal_after_no import FACE_UP_1, _frames, _gathered_asking
from .test_live_deal import GATHERED, _table, _texts
from .test_qa50_enter_heard import _keys


def _boxer_asked(lang="en"):
    """d493's round 1 in ``lang``, on the video's clock: Alice's Investigators, then Bob's
    Boxer asked about ("was that Bob's hand, so Bob is out?"): ``(table, said)``."""
    table, said, _ = _table(edition="arkham-classic", lang=lang)
    table.now = [100.0]
    table.timer = lambda: table.now[0]
    for k in FACE_UP_1:
        table.session.observe(o.face_up(k))
    _frames(table, 6, (1, "investigators"))
    _frames(table, 30, (1, "investigators"), (2, "the_boxer"))
    assert table.session.tracker.question is not None, _texts(said)
    return table, said


def _boxer_pending(lang):
    """:func:`_boxer_asked` answered 2 (Bob played it): ``(table, said)``, the Boxer's
    result pending (the accounts kept wait for Alice's play, Bob's hand or Alice's hand)."""
    table, said = _boxer_asked(lang)
    _keys(table, "+2")  # no: Bob played it
    _frames(table, 30, (1, "investigators"), (2, "the_boxer"))
    tracker = table.session.tracker
    assert tracker.question is None and not tracker.waiting_agreed(), _texts(said)
    return table, said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_cleared_table_names_the_boxer_s_outcome_not_alice_s_play(lang):
    table, said = _boxer_pending(lang)
    n = len(said)
    _frames(table, GATHERED + 30)  # the table gathered, the round not over
    texts = _texts(said)[n:]
    outcome = wait_phrase(lang, "effect", "Bob", "the_boxer")
    assert message(lang, "app.cleared_mid_round", round=1, expected=outcome) in texts, texts
    play = wait_phrase(lang, "play", "Alice")
    assert not any(play in t for t in texts), texts


def test_qa68_route_undone_hand_then_no_names_the_boxer_s_outcome():
    """QA68's route: Bob's Investigators (his hand, read right) undone by minus twice, the
    table gathered, "was that Bob's hand?" asked again, plus 2: the cleared-table line
    (the undone card named after it) says the Boxer's outcome is awaited, not Alice's play
    (main: "still waiting for Alice's play")."""
    table, said, _ = _gathered_asking()
    n = len(said)
    _keys(table, "+2")
    _frames(table, 60)
    texts = _texts(said)[n:]
    outcome = wait_phrase("en", "effect", "Bob", "the_boxer")
    assert message("en", "app.cleared_mid_round_undo_named", round=1,
                   expected=outcome) in texts, texts
    assert not any("Alice's play" in t for t in texts), texts


def test_awaited_step_is_the_boxer_s_outcome_only_with_no_question_open():
    """:func:`~companion.tracker.doubts.awaited_step`: ``("effect", Bob, the Boxer)`` once
    "was that Bob's hand?" is answered; while it is open, the tracker's own wait (the
    question says what is asked; :func:`~companion.tracker.doubts.pending_step` says
    nothing then)."""
    table, said = _boxer_asked()
    tracker = table.session.tracker
    assert tracker.question is not None, _texts(said)
    assert awaited_step(tracker) == tracker.waiting()
    assert pending_step(tracker) is None
    _keys(table, "+2")
    assert tracker.question is None, _texts(said)
    assert awaited_step(tracker) == ("effect", 1, "the_boxer")
    assert pending_step(tracker) == ("effect", 1, "the_boxer")

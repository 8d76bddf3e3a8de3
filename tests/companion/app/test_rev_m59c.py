"""Review of m59c (fresh QA59 MEDIUM-5): the count line of Enter's card is stale only once a
card of its zone is taken away (or the round changes), not once cards are laid on it. What
may still make it false once cards were laid on it: the held cards undone one by one, the
Tommy Gun itself corrected by slash (a card older than the newest: replayed), the Tommy Gun
undone under them. Run A's log (tests/companion/qa59_a_round2_enter0.jsonl)."""
from companion.app.keys import Command
from companion.tracker import observations as o

from .test_qa59_count_line_kept import _counted, _enter_0


def _held_taken():
    s, said, held = _enter_0()
    line = _counted(said)[0]
    for obs, marks in held:
        s.observe(obs, check=bool(marks.get("check")), already=bool(marks.get("already")))
    assert s.tracker.view().seats[3].zone == ("investigators", "tommy_gun", "the_musician")
    return s, said, line


def test_the_held_log_is_seq_35_to_40_enter_s_card_not_taken_twice():
    """Review (LOW, fixed): the test took the log's seq 34 (Enter's card, given by key)
    again with the held cards: Enter's Tommy Gun taken twice, not run A's table."""
    s, said, held = _enter_0()
    assert not any(obs.seat == 3 and "tommy_gun" in (obs.cards or ()) for obs, _ in held)


def test_undoing_the_cards_laid_after_it_keeps_the_line_undoing_the_tommy_gun_drops_it():
    """Minus twice on the Musician (laid on the Tommy Gun), then on each held card back to
    Enter's: the line holds while the Tommy Gun lies there, stale once it is undone (the
    zone back under the size it had when the line was made)."""
    s, said, line = _held_taken()
    s.key(Command("undo"))
    assert s.tracker.view().seats[3].zone == ("investigators", "tommy_gun")
    assert not line.stale()
    while s.tracker.view().seats[3].zone[-1:] == ("tommy_gun",):
        assert not line.stale()
        s.key(Command("undo"))
    assert line.stale()


def test_the_tommy_gun_corrected_under_the_cards_laid_on_it_drops_the_line():
    """Slash on Dan's Tommy Gun (6 card inputs back, as slash during "Dan: the Tommy Gun."
    with the held cards unsaid): its zone keeps 3 cards, yet "Rank 0 taken as the Tommy
    Gun … press slash" no longer holds: stale (said_for replaces the corrected card's
    lines)."""
    s, said, line = _held_taken()
    at = next(i for i, (obs, _) in enumerate(s.tracker.history)
              if obs.seat == 3 and "tommy_gun" in (obs.cards or ()))
    s._give(o.was("the_fed", back=s.tracker.cards_after(at)))
    assert "tommy_gun" not in s.tracker.view().seats[3].zone
    assert line.stale()

"""Review of cq64: a table gathered while "was that Bob's hand?" decides the round's end
asks it again and holds the deal (:meth:`Tracker.end_asked
<companion.tracker.table_queries.TableQueries.end_asked>`). What the real table does next:
the answer "no" (seed 469's truth: the Fed was Bob's play, Alice's unread Deep One put him
out), the answer undone after the deal it allowed, other editions and player counts."""
import pytest

from companion.app.keys import Command
from companion.tracker import observations as o

from .test_cq64_cleared_end_asked import ASKED_AGAIN, _cleared
from .test_live_deal import _frames, _table, _texts

NOT_OVER = "The table was cleared, but round 1 is not over: still waiting for Alice's "


def _asked_cleared(edition="arkham", names=("Alice", "Bob"), compare="the_boxer",
                   play="the_fed"):
    """Alice's compare card on Bob, then Bob's ``play`` (his hand or his play: asked), then
    the table gathered: asked again, nothing dealt. ``(table, said, logged)``."""
    table, said, logged = _table(names=names, edition=edition)
    _frames(table, 6, (1, compare))
    table.session.observe(o.target(1))
    _frames(table, 6, (1, compare), (2, play))
    tracker = table.session.tracker
    assert (tracker.question.value, tracker.question.seat) == ("out", 1)
    assert tracker.end_asked()
    _cleared(table)
    assert any(t.startswith(ASKED_AGAIN) for t in _texts(said)), _texts(said)
    assert tracker.view().round == 1
    return table, said, logged


@pytest.mark.parametrize("edition, compare, play", [
    ("arkham", "the_boxer", "the_fed"),
    ("arkham-classic", "deep_one", "the_fed"),
    ("original", "great_race_of_yith", "cats_of_ulthar"),
])
def test_no_to_the_question_the_clear_asked_says_at_once_the_round_is_not_over(
        edition, compare, play):
    # MEDIUM-1: "no" (Bob played it) to the question the gathered table asked again: the
    # round goes on, the table still gathered; the branch said only "Bob. … Bob is still in.
    # Alice." and nothing of the round not over nor how to go on (Enter and the missed
    # card's rank) for 30 s (cleared_again's wait: the wait it named, Alice's play, the
    # same before and after the answer). Now said at once, with the answer that keeps it
    table, said, logged = _asked_cleared(edition, compare=compare, play=play)
    table._key(Command("answer", 2))
    _frames(table, 3)
    texts = _texts(said)
    at = next((i for i, t in enumerate(texts) if t.startswith(NOT_OVER)), None)
    assert at is not None, texts
    assert texts[at + 1].startswith("It may be your answer to: ")
    assert table.session.tracker.view().round == 1
    assert [ob.kind for ob in logged].count("new_round") == 0
    n = len(said)
    _frames(table, 40)  # said once, not every picture
    assert not any(t.startswith(NOT_OVER) for t in _texts(said)[n:])


def test_no_then_the_next_round_s_cards_are_held_and_key_5_tells_the_way_out():
    table, said, logged = _asked_cleared()
    table._key(Command("answer", 2))
    _frames(table, 8, (1, "deep_one"))
    n = len(said)
    table._key(Command("whose_turn"))
    assert any(t.startswith(NOT_OVER) for t in _texts(said)[n:]), _texts(said)[n:]
    # the way out: Enter and the missed card's rank ends round 1 (Alice's Deep One on Bob)
    assert table.session.tracker.view().round == 1


def test_yes_deal_then_undone_twice_asks_again_on_the_bare_table_and_no_keeps_round_one():
    # the deal the answer allowed, then minus twice (the deal), minus twice (the answer):
    # the question is open again, round 1, the table still bare: no deal without an answer
    table, said, logged = _asked_cleared()
    table._key(Command("answer", 1))
    _cleared(table)
    assert table.session.tracker.view().round == 2
    table.undo_at = -1e9  # (two presses apart, not a key held down: UNDO_REPEAT_S)
    table._undo(Command("undo"))
    assert table.session.tracker.view().round == 1
    table.undo_at = -1e9
    table._undo(Command("undo"))
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.end_asked()
    n = len(said)
    _cleared(table)
    assert tracker.view().round == 1 and tracker.question is not None, _texts(said)[n:]
    assert not any("No answer needed" in t or t.startswith("Round 2")
                   for t in _texts(said)[n:]), _texts(said)[n:]
    table._key(Command("answer", 1))
    _cleared(table)
    assert tracker.view().round == 2 and _texts(said)[-1] == "Round 2. Alice starts."


def test_the_next_round_s_first_card_laid_before_the_answer_is_its_play_after_yes():
    # the real table: gathered, dealt, Alice lays round 2's first card while the question
    # is still open: held; "yes" then ends round 1, and the held card is round 2's play
    table, said, logged = _asked_cleared()
    _frames(table, 8, (1, "deep_one"))
    assert table.session.tracker.view().round == 1
    table._key(Command("answer", 1))
    _frames(table, 40, (1, "deep_one"))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("deep_one",), _texts(said)
    assert "Alice: the Deep One." in _texts(said)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_clear_asks_again_in_every_language(lang):
    table, said, logged = _table(lang=lang)
    _frames(table, 6, (1, "the_boxer"))
    table.session.observe(o.target(1))
    _frames(table, 6, (1, "the_boxer"), (2, "the_fed"))
    assert table.session.tracker.end_asked()
    n = len(said)
    _cleared(table)
    from companion.narration.catalog import message
    lead = message(lang, "app.cleared_end_asked", round=1)
    texts = _texts(said)[n:]
    assert len(texts) == 1 and texts[0].startswith(lead), texts
    assert table.session.tracker.view().round == 1
    assert [ob.kind for ob in logged].count("new_round") == 0

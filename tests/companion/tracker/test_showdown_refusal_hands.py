"""QA48 MEDIUM-5, its refusals (a reader of session 49): key 5 at a showdown names the hands
awaited (low49), but a refusal there still said "waiting for the hands to be revealed",
naming nobody: the refusal names them too (companion.tracker.inconsistencies.explain's
``expected_hands``; seed 002 "The Deck Runs Out"). The table: the tester's QA46 showdown,
Bob's and Carol's hands awaited."""
import pytest

from companion.narration.narrate import narrate
from companion.tracker import observations as o
from companion.tracker.inconsistencies import explain
from tests.companion.app.test_qa46_showdown_unread import _showdown

NAMES = ["Alice", "Bob", "Carol", "Dan"]


@pytest.mark.parametrize("lang, hands", [
    ("en", "Bob's and Carol's hands"), ("fr", "les mains de Bob et Carol"),
    ("es", "las manos de Bob y Carol")])
def test_a_refusal_at_a_showdown_names_the_hands_awaited(lang, hands):
    table, _ = _showdown("en", last=-1)
    event = explain(table.session.tracker.hyps, o.new_round())
    assert event.value == "round_not_over"
    for form in ("brief", "verbose"):
        assert hands in narrate(event, NAMES, lang, form), narrate(event, NAMES, lang, form)

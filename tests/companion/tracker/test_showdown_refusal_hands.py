"""QA48 MEDIUM-5, its refusals (a reader of session 49): key 5 at a showdown names the hands
awaited (low49), but a refusal there still said "waiting for the hands to be revealed",
naming nobody: the refusal names them too (companion.tracker.inconsistencies.explain's
``expected_hands``; seed 002 "The Deck Runs Out"). The table: the tester's QA46 showdown,
Bob's and Carol's hands awaited."""
import copy

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


@pytest.mark.parametrize("first", [0, 1])
def test_a_refusal_names_the_hands_when_another_account_waits_for_a_knocked_out_hand(first):
    """Review of hands49 (MEDIUM): when one account is at the showdown and another waits for
    Bob's knocked-out hand (``expected_or``), the refusal still said "the hands to be
    revealed or Bob's hand", naming nobody, whichever account came first."""
    table, _ = _showdown("en", last=-1)
    at_showdown = table.session.tracker.hyps[0]
    knocked = copy.deepcopy(at_showdown)
    knocked.wait = ("hand", 1)
    hyps = [at_showdown, knocked] if first == 0 else [knocked, at_showdown]
    event = explain(hyps, o.new_round())
    assert event.info.get("expected_or")
    for lang, hands in (("en", "Bob's and Carol's hands"), ("fr", "les mains de Bob et Carol"),
                        ("es", "las manos de Bob y Carol")):
        text = narrate(event, NAMES, lang, "verbose")
        assert hands in text, text


def test_the_spanish_brief_refusal_agrees_with_the_hands_awaited():
    """Review of hands49 (LOW): the brief Spanish refusal said "se espera las manos de Bob y
    Carol" (the verb singular, its subject now plural): it says "la mesa espera", as its
    verbose form does, whatever the wait's number."""
    table, _ = _showdown("en", last=-1)
    event = explain(table.session.tracker.hyps, o.new_round())
    assert narrate(event, NAMES, "es", "brief") == \
        "La ronda no ha terminado: la mesa espera las manos de Bob y Carol."

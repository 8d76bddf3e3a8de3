"""Review of count44: the counts said while a "was that X's hand?" question is open."""
from __future__ import annotations

import random

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.engine.state import new_game
from companion.narration.narrate import narrate
from companion.tracker.events import TableEvent
from companion.tracker.from_engine import Converter, observe_random_play


@pytest.mark.parametrize("counts, said", [
    ((7, 8), "Quedan 7 u 8 cartas: la respuesta lo dirá."),
    ((10, 11), "Quedan 10 u 11 cartas: la respuesta lo dirá."),
    ((9, 10, 11), "Quedan 9, 10 u 11 cartas: la respuesta lo dirá."),
    ((11, 12), "Quedan 11 o 12 cartas: la respuesta lo dirá."),
    ((17, 18), "Quedan 17 o 18 cartas: la respuesta lo dirá."),
])
def test_es_open_count_says_u_before_ocho_and_once(counts, said):
    """Spanish "o" is "u" before a word said with /o/ (RAE: "siete u ocho", "diez u
    once"): "Quedan 7 o 8 cartas" was heard "siete o ocho"."""
    event = TableEvent("deck_count", count=counts[0], info=counts)
    assert narrate(event, ["Ana", "Bob"], "es", "brief") == said


def test_es_key_2_with_the_question_open_says_u_before_once():
    """Key 2 (info_keys, app.deck_depends_answer) joins the counts as the line does."""
    from tests.companion.app.test_rev_count44 import ROUND
    from companion.tracker import observations as o
    said: list = []
    s = TableSession(say=said.append, lang="es", says_ahead=True)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], "es", 0))
    for seat, key in ROUND:
        s.observe(o.card_seen(seat, key))
    for h in s.tracker.hyps:  # the deck as if 10 or 11 were left (the text only)
        h.deck -= 5
    told = len(said)
    s.key(Command("deck"))
    assert [a.brief for a in said[told:]] == [
        "Quedan 10 u 11 cartas en el mazo: la respuesta a la pregunta lo dirá."]


def test_open_count_said_ahead_is_settled_by_the_answer_to_the_open_question():
    """Was a strict xfail (review of count44: a second was-that-hand card queued behind the
    open question made the line list 4 counts). A card still held now stops what is said
    ahead (order45, QA44 MEDIUM-3), so a check past it waits: the count said ahead is
    the open question's own choice, and its answer settles it."""
    rng = random.Random(1)
    game = new_game("arkham", 6)
    conv = Converter("arkham", list(game.names), 0, game.options, answers="asked",
                     hands="card")
    said: list = []
    s = TableSession(say=said.append, lang="en", says_ahead=True)
    for i, obs in observe_random_play(game, rng, conv):
        told = len(said)
        asked = [e for e in s.observe(obs) if e.kind == "question"]
        if any("answer tells" in a.brief for a in said[told:]):
            truth = conv.answer_question(s.tracker.question, i) if asked else None
            s.key(Command("answer", 1 + s.tracker.question.info.index(
                "out" if truth is not None and truth.kind == "out" else "in")))
            told = len(said)
            s.key(Command("deck"))
            assert "tells" not in said[told].brief, [a.brief for a in said[-8:]]
            return
    raise AssertionError("no count said ahead")

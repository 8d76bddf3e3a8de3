"""QA43 H1: "Gather all the cards for the next round." is never said before the round's
result. Original edition, 2 players, the demo's round 4 (seed 5): Alice's Liber Ivonis,
"Sane or Insane effect?" left unanswered, then Bob's Sanity check shows the Necronomicon:
Bob is out whatever the answer (RULINGS O4), and Alice wins. The result every account
tells is said, then "Gather all the cards"; a result that depends on the answer holds
"Gather all the cards" with it. In-process, no pictures: the tracker's inputs are given to
the live table's session, and the between-rounds step is run as the live loop runs it."""
import queue
import random

import pytest

from companion.engine.state import new_game
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.narration.catalog import message
from companion.tracker import observations as o
from companion.tracker.from_engine import Converter, observe_random_play
from vision.stabilize import Stabilizer

from .stabilizer_camera import StabilizerCamera

#: the demo's round 4 (seed 5, original edition), played as round 1: the five face-up
#: cards, then each card, choice and answer up to Alice's Liber Ivonis (Alice Insane)
ROUND = (
    o.face_up("hound_of_tindalos"), o.face_up("randolph_carter"),
    o.face_up("investigators_original"), o.face_up("elder_sign"),
    o.face_up("investigators_original"),
    o.card_seen(0, "silver_key"), o.card_seen(1, "investigators_original"), o.target(0),
    o.guess(7), o.still_in(0), o.card_seen(0, "golden_mead"), o.target(1),
    o.card_seen(1, "cats_of_ulthar"), o.target(0), o.card_seen(0, "elder_sign"),
    o.card_seen(0, "henry_armitage"), o.target(1), o.card_seen(1, "shining_trapezohedron"),
    o.card_seen(1, "great_race_of_yith"), o.card_seen(1, "deep_ones"), o.effect("sane"),
    o.target(0), o.guess(2), o.still_in(0), o.card_seen(0, "great_race_of_yith"),
    o.card_seen(0, "liber_ivonis"),
)


def _table(lang, edition="original", names=("Alice", "Bob"), round_=ROUND):
    said = []
    table = LiveTable(LiveOptions(edition, lang, names, 0, "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang=lang),
                      StabilizerCamera(Stabilizer(min_dwell_s=0)), None, queue.Queue(), lambda c: False,
                      lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: list(range(1, len(names) + 1))
    table.guided_setup()
    for obs in round_:
        table.session.observe(obs)
    return table, said


def _texts(said):
    return [a.brief for a in said]


#: what the table says from Bob's turn on, in each language: his Sanity check, the
#: Necronomicon, Bob out, Alice's win, then the gather line
SAID = {
    "en": ["Bob.", "Bob: Sanity check, 2 cards.", "The Necronomicon.",
           "Bob is out: the Necronomicon. 4 cards left.", "Bob is out, with the Investigators.",
           "Alice wins the round and has 1 Insane.", "Gather all the cards for the next round."],
    "fr": ["À Bob.", "Bob : test de Santé mentale, 2 cartes.", "Le Necronomicon.",
           "Bob quitte la manche : le Necronomicon. Il reste 4 cartes.",
           "Bob quitte la manche ; sa main : les Investigateurs.",
           "Alice remporte la manche et a 1 jeton fou.",
           "Rassemblez toutes les cartes pour la manche suivante."],
    "es": ["Turno de Bob.", "Bob: prueba de cordura, 2 cartas.", "El Necronomicón.",
           "Bob queda fuera: el Necronomicón. Quedan 4 cartas.",
           "Bob queda fuera, con los Investigadores.",
           "Alice gana la ronda y tiene 1 ficha del lado loco.",
           "Recoge todas las cartas para la siguiente ronda."],
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_rulings_o4_necronomicon_result_said_before_gather_while_effect_question_open(lang):
    """The "Sane or Insane effect?" of Alice's Liber Ivonis stays open; Bob's Sanity check
    shows the Necronomicon, his hand follows: his check, him out and Alice's win are said,
    then "Gather all the cards" (main: the gather line alone, the result held for good).
    The answer then adds only what it decides: Alice cannot be knocked out."""
    table, said = _table(lang)
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.question.value == "effect"
    table.session.observe(o.card_seen(1, "necronomicon_original"))  # Bob's Sanity check
    table.session.observe(o.card_seen(1, "investigators_original"))  # his hand: out
    table._between_rounds()
    assert _texts(said)[-7:] == SAID[lang]
    assert tracker.question is not None  # still open: the next deal waits for it
    heard = len(said)
    table.session.observe(tracker.answer_observation(2))  # Insane, the truth
    table._between_rounds()
    texts = _texts(said)[heard:]
    assert [t for t in texts if t in SAID[lang]] == []  # the result is not said twice
    assert texts[-1] == message(lang, "immune.brief", player="Alice")
    assert tracker.question is None


def _held_result_game(table):
    """Play the random engine game arkham-classic, 4 players, seed 49 on ``table``
    (hands read as cards; "was that X's hand?" answered at once) up to its round 3's
    end. Player 1's Necronomicon in round 3: "Sane or Insane effect?" left open; the round
    ends in a showdown whose result depends on it (Sane: Player 1 protected, Players 1 and
    2 tie with 8, both out, nobody wins; Insane: Player 1 cannot be knocked out and wins).
    Returns the answer's number, the truth (2, Insane)."""
    rng = random.Random(49)
    game = new_game("arkham-classic", 4)
    conv = Converter("arkham-classic", game.names, 0, game.options, answers="asked",
                     hands="card")
    session, answer = table.session, None
    for i, obs in observe_random_play(game, rng, conv):
        if obs.kind == "start":
            continue
        if obs.kind == "new_round" and answer is not None:
            return answer
        asked = [e for e in session.observe(obs) if e.kind == "question"]
        truth = conv.answer_question(asked[0], i) if asked else None
        if asked and asked[0].value == "effect":
            answer = 1 + asked[0].info.index(truth.value)  # kept for later
        elif truth is not None:
            session.observe(truth)
        if session.tracker.question is None:
            answer = None
    raise AssertionError("the game has no round ending with its effect question open")


def test_a_result_that_depends_on_the_open_question_holds_gather_until_answered():
    """The round is over in every account, its result not: "Gather all the cards" is not
    said; the round's end waiting for the answer is, once, with the question. Answered,
    the result is said, then the gather line (main: the gather line at once, nothing of
    who won)."""
    table, said = _table("en", "arkham-classic", ("Alice", "Bob", "Carol", "Dan"), ())
    answer = _held_result_game(table)
    gather = message("en", "app.new_round")
    waits = message("en", "app.round_result_waits_answer")
    tracker = table.session.tracker
    assert answer == 2 and tracker.question is not None
    for _ in range(3):  # the live loop's steps, picture after picture
        table._between_rounds()
    texts = _texts(said)
    assert gather not in texts
    # the question was the last line said: not said again with it (fresh QA63 LOW-2)
    assert texts[-2:] == [
        "Alice: Sane or Insane effect? 1 Sane, 2 Insane. Answer with plus and the number.",
        message("en", "app.round_result_waits_answer_coming")], texts
    assert not any(t.startswith(waits) for t in texts)
    table.session.observe(tracker.answer_observation(answer))
    table._between_rounds()
    texts = _texts(said)
    assert texts[-3:] == ["Alice and Bob tie with 8: Bob is out.",
                          "Alice wins the round and has 1 Insane.", gather]
    assert texts.count(gather) == 1

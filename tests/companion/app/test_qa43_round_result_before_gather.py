"""QA43 H1: "Gather all the cards for the next round." is never said before the round's
result. Original edition, 2 players, the demo's round 4 (seed 5): Alice's Liber Ivonis,
"Sane or Insane effect?" left unanswered, then Bob's Sanity check shows the Necronomicon:
Bob is out whatever the answer (RULINGS O4), and Alice wins. The result every account
tells is said, then "Gather all the cards"; a result that depends on the answer holds
"Gather all the cards" with it. In-process, no pictures: the tracker's inputs are given to
the live table's session, and the between-rounds step is run as the live loop runs it."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.narration.catalog import message
from companion.tracker import observations as o
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


def _table(lang):
    said = []
    table = LiveTable(LiveOptions("original", lang, ("Alice", "Bob"), 0, "unused"),
                      TableSession(say=said.append, record=lambda obs: None, lang=lang),
                      StabilizerCamera(Stabilizer(min_dwell_s=0)), None, queue.Queue(), lambda c: False,
                      lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
    table.guided_setup()
    for obs in ROUND:
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
           "Alice gana la ronda y tiene 1 ficha de loco.",
           "Recoge todas las cartas para la siguiente ronda."],
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_rulings_o4_necronomicon_result_said_before_gather_while_effect_question_open(lang):
    """The "Sane or Insane effect?" of Alice's Liber Ivonis stays open; Bob's Sanity check
    shows the Necronomicon, his hand follows: his check, him out and Alice's win are said,
    then "Gather all the cards" (main: the gather line alone, the result held for good)."""
    table, said = _table(lang)
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.question.value == "effect"
    table.session.observe(o.card_seen(1, "necronomicon_original"))  # Bob's Sanity check
    table.session.observe(o.card_seen(1, "investigators_original"))  # his hand: out
    table._between_rounds()
    assert _texts(said)[-7:] == SAID[lang]
    assert tracker.question is not None  # still open: the next deal waits for it

"""Review of qa47m: findings on the QA47 fixes (key 5's named question, the Sanity check
card close, the cards laid after the game's end)."""
import pytest

from companion.app.session_speech import closed_coming
from companion.narration.catalog import message
from companion.tracker.events import TableEvent


@pytest.mark.parametrize("lang, line", [
    ("en", "The cards have settled the question about The Fed or the Nightgaunt in Bob's zone "
           "already: the lines to come say how."),
    ("fr", "Les cartes ont déjà réglé la question sur l'Agent fédéral ou la Maigre bête "
           "de la nuit de Bob : la suite dit comment."),
    ("es", "Las cartas ya han resuelto la pregunta sobre el Federal o el Ángel "
           "descarnado de Bob: lo que sigue dice cómo."),
])
def test_closed_coming_names_every_card_the_question_named(lang, line):
    """An ``out`` question over a zone the accounts differ on names every candidate ("The
    Fed or Nightgaunt in Bob's discard zone: was that Bob's hand?", questions.pick): key
    5's line named only the first as the card asked about (review rev-qa47m, LOW)."""
    q = TableEvent("question", seat=1, cards=("the_fed", "nightgaunt"), value="out",
                   info=("out", "in"))
    key, args = closed_coming(q, ("Alice", "Bob"), lang)
    assert message(lang, key, **args) == line


@pytest.mark.parametrize("lang, line", [
    ("en", "No answer needed: Bob's Sanity check showed the Investigators."),
    ("fr", "Pas besoin de répondre : le test de Santé mentale de Bob a montré les "
           "Investigateurs."),
    ("es", "No hace falta responder: la prueba de cordura de Bob mostró los "
           "Investigadores."),
])
def test_check_card_close_agrees_with_a_plural_card(lang, line):
    """A Sanity check reveals any card of the deck, the Investigators too: the close said
    "the Investigators was Bob's Sanity check card" (fr "les Investigateurs était une
    carte", es "los Investigadores era una carta"), the agreement QA47 MEDIUM-2 fixed in
    the game-over line (review rev-qa47m, LOW): the card is the sentence's object."""
    from companion.narration.narrate import narrate
    event = TableEvent("question_settled", seat=1, cards=("investigators",), value="out",
                       info="check")
    assert narrate(event, ("Alice", "Bob"), lang, "brief") == line

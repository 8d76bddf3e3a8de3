"""Review 39 (LOW, wording): the resumed hint app.answer_blamed_card puts the card name as
the subject in fr/es with a singular verb: "Les Investigateurs dans la zone de Bob
conviendrait …", "Los Investigadores en la zona de Bob encajaría …" (the Investigators,
the Cultists are plural). The plain hint was reworded for this ("Cette carte
conviendrait", commit d00641e2); the card-naming one was not."""
import pytest

from companion.cards import card
from companion.narration.catalog import message


@pytest.mark.parametrize("lang,wrong", [("fr", "Investigateurs dans la zone de Bob conviendrait "),
                                        ("es", "Investigadores en la zona de Bob encajaría ")])
def test_a_plural_card_name_gets_a_verb_that_agrees(lang, wrong):
    text = message(lang, "app.answer_blamed_card", card=card("investigators").name(lang),
                   player="Bob", question="Q?")
    assert wrong not in text, text

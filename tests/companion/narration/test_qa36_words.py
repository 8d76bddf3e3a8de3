"""QA36 wording findings: French elision before a name, the Insane state said naturally,
the stickers-only "which card?" naming the zone, one deck count after a correction, and
a live table's "now Insane" said as the demo says it."""
import pytest

from companion.narration.catalog import message
from companion.narration.narrate import narrate
from companion.tracker.events import TableEvent


@pytest.mark.parametrize("name, said", [
    ("Hélène", "C'est au tour d'Hélène."),   # h + vowel: elided (QA36 #1)
    ("Hugo", "C'est au tour d'Hugo."),
    ("Alice", "C'est au tour d'Alice."),
    ("Yves", "C'est au tour d'Yves."),
    ("Yann", "C'est au tour de Yann."),      # y + vowel sounds as a consonant
    ("Bob", "C'est au tour de Bob."),
])
def test_french_elides_de_before_a_name_with_a_vowel_or_a_mute_h(name, said):
    assert message("fr", "app.whose_turn", player=name) == said


def test_french_elides_de_and_que_before_hélène_in_table_events():
    names = ["Zoé", "Hélène", "Jürgen"]
    asked = narrate(TableEvent("question", seat=1, cards=("deep_one",), value="out",
                               info=("out", "in")), names, "fr")
    assert "Était-ce la main d'Hélène" in asked and "de Hélène" not in asked
    assert message("fr", "wait.discard", player="Hélène", card="le Marin") \
        == "la carte qu'Hélène fait défausser avec le Marin"


@pytest.mark.parametrize("lang, name", [("es", "Hélène"), ("es", "El Greco"),
                                        ("es", "Alicia")])
def test_spanish_names_are_not_contracted(lang, name):
    """Spanish contracts "de el" / "a el" for articles only: a name keeps its words."""
    assert message(lang, "app.whose_turn", player=name) == f"Es el turno de {name}."

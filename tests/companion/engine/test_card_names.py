"""Card names follow the seeds (RULINGS.md "Card names"; QA12 F4; docs/rulings.md)."""
import pytest

from companion.cards import card, find_card


@pytest.mark.parametrize("key, name", [
    # seed 004 (Spanish rulebook, original edition): "(Signo Antiguo, Liber Ivonis)",
    # "no descartar la llave plateada", "el efecto Cuerdo de Mi-Go o del profesor Henry
    # Armitage", "mentir cuando se enfrenta a los investigadores"
    ("elder_sign", "El Signo Antiguo"), ("silver_key", "La Llave Plateada"),
    ("henry_armitage", "Profesor Henry Armitage"), ("investigators_original", "Investigadores"),
    ("liber_ivonis", "Liber Ivonis"), ("mi_go", "Mi-Go"), ("cthulhu_original", "Cthulhu"),
])
def test_spanish_original_names_are_the_rulebook_s(key, name):
    assert card(key).name("es") == name


@pytest.mark.parametrize("key, name", [
    # seed 003 (French preview, card list): "La Clef Argentée (7)", "Le Trapezohedron
    # Brillant (7)", "Le Profond (1)", "Le Signe des Anciens (4)", "L'Hydromel Doré (2)"
    ("silver_key", "La Clef Argentée"), ("shining_trapezohedron", "Le Trapezohedron Brillant"),
    ("deep_ones", "Le Profond"), ("elder_sign", "Le Signe des Anciens"),
    ("golden_mead", "L'Hydromel Doré"), ("mi_go_braincase", "Le Cerveau de Mi-Go"),
    # where the rulebook of seed 000 names the same card, it wins over the preview's
    # "L'investigateur" / "Le Necronomicon"; 003's "Ylith" is a misspelling of Yith
    ("investigators_original", "Investigateurs"), ("necronomicon_original", "Necronomicon"),
    ("great_race_of_yith", "La Grande Race de Yith"),
])
def test_french_original_names_follow_the_preview_where_no_rulebook_names_them(key, name):
    assert card(key).name("fr") == name


@pytest.mark.parametrize("text, edition, key", [
    ("profond", "original", "deep_ones"), ("profond", "arkham", "deep_one"),
    ("Le profond", None, "deep_ones"), ("Henry Armitage", None, "henry_armitage"),
    ("llave plateada", None, "silver_key"), ("signo antiguo", None, "elder_sign"),
    ("Agent fédéral", None, "the_fed"),
])
def test_a_name_without_its_article_or_title_is_found(text, edition, key):
    # the article was cut from the joined letters: "prof" cut "profond" to "ond"
    assert find_card(text, edition).key == key

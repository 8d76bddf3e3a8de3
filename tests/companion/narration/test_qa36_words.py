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


@pytest.mark.parametrize("names, said", [
    (["Ana", "Isabel"], "Ana e Isabel"), (["Ana", "Hilda"], "Ana e Hilda"),
    (["Ana", "Bob"], "Ana y Bob"), (["Ana", "Hiedra"], "Ana y Hiedra"),
])
def test_spanish_and_is_said_e_before_a_name_beginning_with_the_sound_i(names, said):
    """The Spanish side of QA36 #1: "y" becomes "e" before the sound i, in a list of
    names (winners tied), "o" becomes "u" before the sound o."""
    ended = TableEvent("round_ended", info=(0, 1), value=((1, 0), (1, 0)))
    assert narrate(ended, names, "es").startswith(said + " ganan la ronda")
    assert "Bob u Olga." in message("es", "app.turn_depends_players", players="Bob o Olga")


@pytest.mark.parametrize("lang, name", [("es", "Hélène"), ("es", "El Greco"),
                                        ("es", "Alicia")])
def test_spanish_names_are_not_contracted(lang, name):
    """Spanish contracts "de el" / "a el" for articles only: a name keeps its words."""
    assert message(lang, "app.whose_turn", player=name) == f"Es el turno de {name}."


@pytest.mark.parametrize("lang, said", [
    ("fr", "Jürgen a sombré dans la folie : 1 carte Autre Monde."),
    ("es", "Jürgen ha caído en la locura: 1 carta de Otro Mundo."),
    ("en", "Jürgen is Insane, 1 Other World card."),
])
def test_key_5_says_the_insane_state_in_the_rulebooks_words(lang, said):
    """QA36 #2: "Jürgen : état Fou", "Cy: estado Loco" were stiff; the words keep no
    gendered adjective (a player's gender is unknown)."""
    from companion.app.session import TableSession
    from companion.tracker import observations as o
    from tests.companion.app.test_session import press
    said_all = []
    s = TableSession(say=said_all.append)
    s.observe(o.start("arkham", ["Zoé", "Hélène", "Jürgen"], lang, 2))
    s.observe(o.card_seen(2, "cultists"))  # Other World: Jürgen is Insane
    s.observe(o.target(1))
    s.observe(o.guess(5))
    s.observe(o.still_in(1))
    s.observe(o.card_seen(0, "the_urchin"))
    s.observe(o.card_seen(1, "the_urchin"))
    press(s, "5")
    assert said in said_all[-1].brief


@pytest.mark.parametrize("lang, said", [
    ("en", "Which card in Carol's zone: the Tommy Gun or R'lyeh? 1 the Tommy Gun, 2 R'lyeh."),
    ("fr", "Quelle carte dans la zone de Carol : la Mitraillette ou R'lyeh ? "
           "1 la Mitraillette, 2 R'lyeh."),
    ("es", "¿Qué carta hay en la zona de Carol: la Metralleta o R'lyeh? "
           "1 la Metralleta, 2 R'lyeh."),
])
def test_which_card_names_the_zone_of_the_card_asked_about(lang, said):
    """QA36 M4: with stickers only, "Which card is it: the Tommy Gun or R'lyeh?" named no
    player or zone (the card is announced only once the answer tells it)."""
    from companion.tracker.events import question
    asked = narrate(question("card", 2, ("tommy_gun", "rlyeh")), ["Alice", "Bob", "Carol"],
                    lang)
    assert asked == said


def test_a_live_table_does_not_say_now_insane_right_before_the_same_play_puts_out():
    """QA36 #5: live play said "Bob is now Insane." right before "Bob is out, with The
    Fed." (his own Deep One lost the comparison), which the demo leaves out; an Insane
    player who stays in is still told ("Alice is now Insane.")."""
    from companion.app.session import TableSession
    from companion.tracker import observations as o
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, key in ((0, "the_musician"), (2, "stowaway"), (1, "investigators"),
                      (2, "investigators"), (2, "tommy_gun"), (0, "investigators"),
                      (0, "the_boxer"), (0, "cultists"), (1, "deep_one")):
        s.observe(o.card_seen(seat, key))
    before = len(said)
    s.observe(o.card_seen(1, "the_fed"))  # his hand, lost to his own Deep One
    text = [a.brief for a in said[before:]]
    assert "Bob is out, with The Fed." in text and "Bob is now Insane." not in text
    # said once her Cultists' effect is over: Bob's Deep One was his play (session 40)
    assert "Alice is now Insane." in [a.brief for a in said]

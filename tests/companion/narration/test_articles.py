"""French and Spanish card names in sentences: the article in lower case inside a sentence
(also after a colon, a comma or a number), capital at a sentence's start, contracted after
a preposition; sentences built from the real catalog (QA20 #14: "…: Le Boxeur dans la zone
de Bob", "El Boxeador en la zona de Bob")."""
import pytest

from companion.app.keys import KeyReader
from companion.app.session import TableSession
from companion.narration import narrate, narrate_events
from companion.narration.articles import in_sentence
from companion.tracker import observations as o
from companion.tracker.events import TableEvent, question

NAMES = ["Ann", "Bob", "Cy"]


@pytest.mark.parametrize("lang, event, verbosity, said", [
    # a play
    ("fr", TableEvent("card_played", seat=1, cards=("the_boxer",)), "brief", "Bob : le Boxeur."),
    ("es", TableEvent("card_played", seat=1, cards=("the_boxer",)), "brief",
     "Bob: el Boxeador."),
    # a discard
    ("fr", TableEvent("card_discarded", seat=1, cards=("the_sailor",)), "verbose",
     "Bob doit défausser : le Marin."),
    ("es", TableEvent("card_discarded", seat=1, cards=("the_sailor",)), "brief",
     "Bob descarta el Marinero."),
    # a reveal (Sanity check), and R'lyeh's card with a contraction
    ("fr", TableEvent("card_revealed", seat=1, cards=("the_fed",)), "verbose",
     "Carte révélée pour Bob : l'Agent fédéral."),
    ("es", TableEvent("card_revealed", seat=1, cards=("the_fed",)), "verbose",
     "Carta revelada para Bob: el Federal."),
    ("es", TableEvent("card_revealed", seat=1, cards=("the_sailor",), info=(0, "rlyeh")),
     "brief", "R'lyeh de Ann: el Marinero, del mazo a la zona de Bob."),
    # the hand shown at the round's end, that decides its winner
    ("fr", TableEvent("hand_revealed", seat=2, cards=("the_urchin",)), "brief",
     "Cy révèle la Gamine."),
    ("es", TableEvent("hand_revealed", seat=2, cards=("the_urchin",)), "verbose",
     "Cy muestra el Pilluelo."),
    # a knocked-out hand, a list of several cards
    ("fr", TableEvent("player_out", seat=0, cards=("the_dilettante", "hound_of_tindalos")),
     "brief", "Ann quitte la manche ; sa main : la Dilettante et les Chiens de Tindalos."),
    ("es", TableEvent("player_out", seat=0, cards=("the_dilettante", "hound_of_tindalos")),
     "brief", "Ann queda fuera, con la Diletante y el Sabueso de Tindalos."),
    # after a comma, and after "Corrected:"
    ("fr", TableEvent("aside_taken", cards=("the_fed",)), "verbose",
     "La carte mise de côté, l'Agent fédéral, a été prise."),
    ("es", TableEvent("corrected", seat=0, cards=("the_fed",), info=("nightgaunt",)), "brief",
     "Corregido: el Federal, no el Ángel descarnado."),
    # an Original-edition card with its article, and a question's numbered answers
    ("fr", TableEvent("face_up", cards=("mi_go_braincase",)), "brief",
     "Face visible : le Cerveau de Mi-Go."),
    ("es", question("card", 1, ("the_boxer", "deep_one")), "brief",
     "¿Qué carta hay en la zona de Bob: el Boxeador o el Profundo? 1 el Boxeador, 2 el Profundo."),
])
def test_a_card_name_inside_a_sentence_takes_a_lower_case_article(lang, event, verbosity,
                                                                  said):
    assert narrate(event, NAMES, lang, verbosity) == said


@pytest.mark.parametrize("lang, said", [
    ("fr", "Bob joue le Boxeur. Comparez votre main"),
    ("es", "Bob juega el Boxeador. Compara tu mano"),
])
def test_a_verbose_play_says_the_card_in_lower_case(lang, said):
    event = TableEvent("card_played", seat=1, cards=("the_boxer",))
    assert narrate(event, NAMES, lang, "verbose").startswith(said)


@pytest.mark.parametrize("lang, said", [
    ("fr", ["Bob : le Boxeur sur Ann.",
            "Les cartes le disent, la question est close : Bob a utilisé l'effet Fou des "
            "Chiens de Tindalos. Pas besoin de répondre."]),
    ("es", ["Bob: el Boxeador sobre Ann.",
            "Las cartas lo dicen, la pregunta queda cerrada: Bob usó el efecto de locura del "
            "Sabueso de Tindalos. No hace falta responder."]),
])
def test_a_play_with_its_target_and_a_settled_effect(lang, said):
    events = [TableEvent("card_played", seat=1, cards=("the_boxer",)),
              TableEvent("choice", seat=1, cards=("the_boxer",), value="target", info=0),
              TableEvent("question_settled", seat=1, cards=("hound_of_tindalos",),
                         value="effect", info="insane")]
    lines = narrate_events(events, NAMES, lang, "brief")
    lines[1] = narrate(events[2], NAMES, lang, "verbose")
    assert lines == said


@pytest.mark.parametrize("lang, said", [
    ("fr", "Le Boxeur de Bob ?"),
    ("es", "¿El Boxeador de Bob?"),
])
def test_a_card_name_that_starts_a_sentence_keeps_its_capital(lang, said):
    from companion.tracker.events import inconsistency
    event = inconsistency("unexpected", 1, ("the_boxer",), expected="play", expected_seat=0)
    assert narrate(event, NAMES, lang).startswith(said)


@pytest.mark.parametrize("lang, said", [
    ("fr", "Pas encore vues : la Dilettante, Cthulhu, la Chanteuse, le Shoggoth, le Marin, "
           "Randall Tillinghast, 2 exemplaires du Musicien,"),
    ("es", "Sin ver: la Diletante, Cthulhu, la Artista, el Shoggoth, el Marinero, "
           "Randall Tillinghast, 2 copias del Músico,"),
])
def test_key_3_lists_the_unseen_cards_with_lower_case_articles(lang, said, monkeypatch):
    from companion.app import info_keys
    monkeypatch.setattr(info_keys, "UNSEEN_NAMES_MAX", 99)  # named, not counted by rank
    heard = []
    session = TableSession(say=lambda a: heard.append(a.brief), lang=lang)
    session.observe(o.start("arkham", ["Ann", "Bob"], lang, 0))
    session.key(KeyReader().press("3"))
    assert heard[-1].startswith(said)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_player_named_like_an_article_keeps_the_name(lang):
    """Only the catalog's card names are changed: a player called "Le Goff" or "El Greco"
    keeps the capital, and no contraction is made with it."""
    names = ["Le Goff", "El Greco"]
    event = TableEvent("card_revealed", seat=1, cards=("the_sailor",), info=(0, "rlyeh"))
    said = {"fr": "R'lyeh de Le Goff : le Marin, de la pioche dans la zone d'El Greco.",
            "es": "R'lyeh de Le Goff: el Marinero, del mazo a la zona de El Greco."}
    assert narrate(event, names, lang) == said[lang]


@pytest.mark.parametrize("lang, text, said", [
    ("fr", "avec L'Agent fédéral", "avec l'Agent fédéral"),
    ("fr", "la zone de Le Marin", "la zone du Marin"),
    ("fr", "De Les Chiens de Tindalos", "Des Chiens de Tindalos"),
    ("fr", "à Le Boxeur et à Les Chats d'Ulthar", "au Boxeur et aux Chats d'Ulthar"),
    ("fr", "de La Gamine", "de la Gamine"),
    ("fr", "de Le Goff", "de Le Goff"),                        # a player, not a card
    ("fr", "Bob : la Gamine. la Gamine ? «le Boxeur»", "Bob : la Gamine. La Gamine ? «Le Boxeur»"),
    ("es", "a El Boxeador y de El Federal", "al Boxeador y del Federal"),
    ("es", "a La Diletante, de Los Gatos de Ulthar", "a la Diletante, de los Gatos de Ulthar"),
    ("es", "Bob: ¿otra vez El Boxeador? ¡el Boxeador!", "Bob: ¿otra vez el Boxeador? ¡El Boxeador!"),
    ("es", "donde se introdujo la carta El Boxeador", "donde se introdujo la carta El Boxeador"),
    ("fr", "là où la carte le Boxeur", "là où la carte Le Boxeur"),  # a title
    ("en", "Bob plays The Boxer", "Bob plays The Boxer"),
])
def test_in_sentence_cases_and_contracts_the_article(lang, text, said):
    assert in_sentence(text, lang) == said


@pytest.mark.parametrize("lang, said", [
    ("fr", "Bob : la Grande Race de Yith sur Ann."),
    ("es", "Bob: la Gran Raza de Yith sobre Ann."),
])
def test_a_card_name_is_said_as_the_rulebook_prints_it(lang, said):
    """French elision ("de Alice" -> "d'Alice") cut the card's own "de Yith" to "d'Yith"."""
    events = [TableEvent("card_played", seat=1, cards=("great_race_of_yith",)),
              TableEvent("choice", seat=1, cards=("great_race_of_yith",), value="target",
                         info=0)]
    assert narrate_events(events, NAMES, lang) == [said]


@pytest.mark.parametrize("key, lang, entered, said", [
    ("app.camera_differs", "fr", "the_fed", "La caméra lit le Boxeur dans la zone de Bob, là où "
     "vous avez saisi l'Agent fédéral : vérifiez ; barre oblique pour corriger."),
    ("app.camera_differs_log", "fr", "the_fed", "La caméra lit le Boxeur dans la zone de Bob, "
     "là où le journal indique l'Agent fédéral : vérifiez ; barre oblique pour corriger."),
    ("app.camera_differs_log", "fr", "cultists", "La caméra lit le Boxeur dans la zone de Bob, "
     "là où le journal indique les Cultistes : vérifiez ; barre oblique pour corriger."),
    ("app.camera_differs", "es", "the_fed", "La cámara lee el Boxeador en la zona de Bob, donde "
     "introdujiste el Federal: compruébalo; barra para corregir."),
    ("app.camera_differs_log", "es", "cultists", "La cámara lee el Boxeador en la zona de Bob, "
     "donde el registro indica los Sectarios: compruébalo; barra para corregir."),
    ("app.camera_differs_log", "en", "cultists", "The camera reads The Boxer in Bob's zone "
     "where the log has the Cultists: check it; slash to correct."),
])
def test_the_card_a_zone_holds_is_named_with_its_article(key, lang, entered, said):
    """QA40 L3: "là où le journal indique la carte L'Agent fédéral", "la carte Cultistes": a
    title's capital article in mid-sentence; the name now stands in the sentence."""
    from companion.cards import card
    from companion.narration.catalog import message
    assert message(lang, key, read=card("the_boxer").name(lang), player="Bob",
                   entered=card(entered).name(lang)) == said


@pytest.mark.parametrize("lang, text, said", [
    # a name printed without article takes one, as the guides write it (QA28 #8)
    ("es", "Bob: Ángel descarnado.", "Bob: el Ángel descarnado."),
    ("es", "¿Qué carta es: El Federal o Ángel descarnado?",
     "¿Qué carta es: el Federal o el Ángel descarnado?"),
    ("fr", "Face visible : Maigre bête de la nuit.", "Face visible : la Maigre bête de la nuit."),
    ("fr", "Bob joue Passager clandestin.", "Bob joue le Passager clandestin."),
    # at a sentence's start the article has its capital; after the word "card" (a title)
    # the name stays as printed
    ("es", "Ángel descarnado de Bob. Deshecho: Ángel descarnado.",
     "El Ángel descarnado de Bob. Deshecho: el Ángel descarnado."),
    ("es", "donde se introdujo la carta Ángel descarnado",
     "donde se introdujo la carta Ángel descarnado"),
    # one word too; a proper name takes none
    ("es", "Bob juega Profundo.", "Bob juega el Profundo."),
    ("fr", "Bob : Randall Tillinghast.", "Bob : Randall Tillinghast."),
])
def test_a_card_name_without_article_takes_one_inside_a_sentence(lang, text, said):
    """"Ángel descarnado" had no article inside a sentence ("el Federal o ángel
    descarnado"), where the names printed with one have it ("el Federal")."""
    assert in_sentence(text, lang) == said


def test_french_contracts_de_before_an_added_plural_article():
    from companion.narration.catalog import message
    assert message("fr", "app.unseen_item", count=2, card="Œufs clandestins") == (
        "2 exemplaires des Œufs clandestins")

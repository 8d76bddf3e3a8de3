"""QA62 LOW-3 and LOW-5: French and Spanish wording (run F: "la carte Le Cerveau de Mi-Go",
"Alice et Eve … tous les deux", "l'issue de la carte Investigateurs, jouée par Carol") and
"the last round is not settled" said of the round being played (run D p1, round 1)."""
import pytest

from companion.cards import card
from companion.narration.catalog import message


@pytest.mark.parametrize("lang, key, card_key, said", [
    # the set-aside card taken, nobody named yet: a name after a colon takes its article
    ("fr", "aside_taken.brief", "mi_go_braincase",
     "La carte mise de côté est prise : le Cerveau de Mi-Go."),
    ("es", "aside_taken.brief", "stowaway_eggs",
     "Se toma la carta apartada: los Huevos del polizón."),
    # what the table waits for: no "la carte Investigateurs", no participle to agree
    ("fr", "wait.effect", "investigators", "l'issue des Investigateurs de Carol"),
    ("fr", "wait.effect", "the_boxer", "l'issue du Boxeur de Carol"),
    ("es", "wait.effect", "investigators", "el resultado de los Investigadores de Carol"),
    ("es", "wait.effect", "the_boxer", "el resultado del Boxeador de Carol"),
])
def test_a_card_name_in_mid_sentence_takes_a_lower_case_article(lang, key, card_key, said):
    assert message(lang, key, card=card(card_key).name(lang), player="Carol") == said


@pytest.mark.parametrize("lang, key, said", [
    ("fr", "question_holder.brief",
     "Bob : qui a pris le Cerveau de Mi-Go ? 1 Alice, 2 Dan."),
    ("fr", "question_holder.verbose",
     "Bob a choisi un joueur, qui a pris le Cerveau de Mi-Go : lequel ? 1 Alice, 2 Dan."),
    ("es", "question_holder.brief",
     "Bob: ¿quién tomó el Cerebro de Mi-Go? 1 Alice, 2 Dan."),
    ("es", "question_holder.verbose",
     "Bob eligió a un jugador, que tomó el Cerebro de Mi-Go: ¿quién fue? 1 Alice, 2 Dan."),
])
def test_who_took_the_set_aside_card_names_it_as_a_sentence_does(lang, key, said):
    """Run F p2 19:44:28: "Bob : qui a pris la carte Le Cerveau de Mi-Go ?"."""
    assert message(lang, key, player="Bob", cards=card("mi_go_braincase").name(lang),
                   choices="1 Alice, 2 Dan") == said


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("v", ["brief", "verbose"])
def test_a_tie_of_two_says_no_gendered_word(lang, v):
    """Run F p2 19:47:20: "Alice et Eve sont à égalité à 4 : tous les deux quittent la
    manche." The app cannot know the players' genders: no "tous/toutes", "los/las dos"."""
    said = message(lang, f"showdown_tie.both.{v}", players="Alice et Eve", rank=4)
    for word in ("tous", "toutes", "los dos", "las dos", "ambos", "ambas", "empatados"):
        assert word not in said, said
    assert said.startswith("Alice et Eve")


@pytest.mark.parametrize("lang, said", [
    ("en", "A card I cannot read in Carol's zone is held: this round is not settled yet."),
    ("fr", "Une carte que je ne peux pas lire dans la zone de Carol : en attente ; "
           "la manche n'est pas encore réglée."),
    ("es", "Una carta que no puedo leer en la zona de Carol: en espera; "
           "la ronda aún no está resuelta.")])
def test_a_held_card_names_the_round_being_played_not_the_last(lang, said):
    """Run D p1 19:30:40, in round 1: "… is held: the last round is not settled."."""
    assert message(lang, "app.card_unread_held", player="Carol") == said
    held = message(lang, "app.cleared_mid_held", player="Carol",
                   card=card("the_boxer").name(lang))
    assert "last" not in held and "dernière" not in held and "anterior" not in held


@pytest.mark.parametrize("key", ["inconsistency.seat_out_unconfirmed.verbose",
                                 "inconsistency.seat_out_unconfirmed_again.verbose"])
def test_french_refused_card_in_a_probably_out_zone_is_not_a_title(key):
    """The same pattern as LOW-3: "la carte Les Investigateurs dans la zone de Bob"."""
    said = message("fr", key, player="Bob", asked="Alice",
                   card=card("investigators").name("fr"))
    assert "donc on ne compte pas les Investigateurs dans la zone de Bob." in said

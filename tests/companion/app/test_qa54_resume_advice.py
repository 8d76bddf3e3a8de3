"""QA54 M2: a game resumed with ``--resume LOG`` keeps its log's edition and players
(``--edition``, ``--players`` and the settings file are not used: ``app.play.resume_ignored``),
yet the wrong-edition alarm said "Start again with --edition arkham, or change edition in
companion.toml" and a card by a seat marker beyond the players "start again with 4 names":
advice that could not work. A resumed game is told to start a new game, without
``--resume``. In-process, no pictures (the readers' findings given by hand)."""
import queue

import pytest

from companion.app.edition_labels import FOREIGN_PICTURES
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.cards import card
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

from .test_live_setup import _Camera, _frames, _texts


def _resumed(edition, names, lang):
    """A live table resumed from a log that holds only the start of a game of ``edition``
    with ``names``: ``(table, said)``, the resume's own lines left out."""
    tracker = Tracker()
    tracker.apply(o.start(edition, list(names), lang, 0))
    said = []
    session = TableSession(say=said.append, tracker=tracker, lang=lang)
    table = LiveTable(LiveOptions(edition, lang, tuple(names), 0, "unused"), session,
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None,
                      resumed=True)
    return table, said


@pytest.mark.parametrize("lang, says", [
    ("en", "The code labels seen are of the arkham or arkham-classic edition, but the "
           "edition of this game's log is original, and a resumed game keeps its log's "
           "edition: card names will be wrong. Start a new game with --edition arkham, "
           "without --resume: gather the cards and deal again."),
    ("fr", "Les étiquettes codées vues sont de l'édition arkham ou arkham-classic, mais le "
           "journal de cette partie a été commencé avec l'édition original, et une partie "
           "reprise garde l'édition de son journal : les noms des cartes seront faux. "
           "Commencez une nouvelle partie avec --edition arkham, sans --resume : rassemblez "
           "les cartes et redistribuez."),
    ("es", "Las etiquetas de código vistas son de la edición arkham o arkham-classic, pero el "
           "registro de esta partida se empezó con la edición original, y una partida "
           "reanudada conserva la edición de su registro: los nombres de las cartas serán "
           "erróneos. Empieza una partida nueva con --edition arkham, sin --resume: junta "
           "las cartas y reparte de nuevo.")])
def test_qa54_m2_a_resumed_game_on_another_edition_s_cards_is_told_to_start_a_new_game(
        lang, says):
    table, said = _resumed("original", ("Ann", "Bob"), lang)
    for _ in range(FOREIGN_PICTURES):  # an Arkham deck's labels (the live loop's call)
        table.labels.seen((card("the_urchin").code,))
    assert _texts(said) == [says]


@pytest.mark.parametrize("lang, says", [
    ("en", "The Boxer is in the zone of seat marker 3, but this game's log has 2 players, and "
           "a resumed game keeps them: take seat marker 3 away; or, for 3 players, start a "
           "new game with 3 names, without --resume."),
    ("fr", "Le Boxeur est dans la zone du marqueur de place 3, mais le journal de cette "
           "partie a 2 joueurs, et une partie reprise les garde : retirez le marqueur de "
           "place 3 ; ou, pour 3 joueurs, commencez une nouvelle partie avec 3 noms, sans "
           "--resume."),
    ("es", "El Boxeador está en la zona del marcador de asiento 3, pero el registro de esta "
           "partida tiene 2 jugadores, y una partida reanudada los conserva: quita el "
           "marcador de asiento 3; o, para 3 jugadores, empieza una partida nueva con 3 "
           "nombres, sin --resume.")])
def test_qa54_m2_a_card_by_an_extra_seat_marker_of_a_resumed_game_says_a_new_game(
        lang, says):
    table, said = _resumed("arkham", ("Ann", "Bob"), lang)
    _frames(table, 6, (3, "the_boxer"))
    assert _texts(said)[-1] == says


@pytest.mark.parametrize("lang, markers, says", [
    ("en", [1, 2, 3], "Seat marker 3 is on the table, but this game's log has 2 players, and "
                      "a resumed game keeps them: take it away; or, for 3 players, start a "
                      "new game with 3 names, without --resume."),
    ("en", [1, 2, 3, 4], "Seat markers 3 and 4 are on the table, but this game's log has 2 "
                         "players, and a resumed game keeps them: take them away; or, for 4 "
                         "players, start a new game with 4 names, without --resume."),
    ("fr", [1, 2, 3], "Le marqueur de place 3 est sur la table, mais le journal de cette "
                      "partie a 2 joueurs, et une partie reprise les garde : retirez-le ; ou, "
                      "pour 3 joueurs, commencez une nouvelle partie avec 3 noms, sans "
                      "--resume."),
    ("es", [1, 2, 3, 4], "Los marcadores de asiento 3 y 4 están en la mesa, pero el registro "
                         "de esta partida tiene 2 jugadores, y una partida reanudada los "
                         "conserva: quítalos; o, para 4 jugadores, empieza una partida nueva "
                         "con 4 nombres, sin --resume.")])
def test_rev_guide54_extra_seat_markers_at_a_resumed_set_up_say_a_new_game(
        lang, markers, says):
    # review of guide54, MEDIUM: the resumed set-up's seat markers beyond the log's players
    # said "take it away, or give 3 names", names that --resume does not use
    table, said = _resumed("arkham", ("Ann", "Bob"), lang)
    table._seat_markers_seen = lambda first=None, keys=False: markers
    table._resumed_cards(None)
    assert _texts(said)[-1] == says

"""QA47 MEDIUM-2 (r2: 3 players, original, busy, fr, ``companion demo`` seed 22; after a
false game end): every card the camera read after "Carol gagne la partie !" was said, 12
lines in 2 minutes of "La partie est terminée : les Investigateurs de Bob ne compte
pas." (the verb in the singular after a plural card name), and the video's end said "La
vidéo est terminée. On attend encore rien : la partie est finie : entrez chaque carte avec
Entrée et son rang …": the card-awaited form, filled with the game-over wait phrase, as a
stall had asked for a missing card. The cards laid after the game are one line naming none
(:meth:`~companion.app.session.TableSession._after_the_game`); the end line over a game
won has its own sentence (``app.video_ended_over``).

The game is the tester's r4 session log (``tests/companion/qa47_r4_check_card.jsonl``: 2
players, Alice wins the game); the cards after it are given by hand."""

import pytest

from companion.app.session import TableSession
from companion.app.stall import Stall
from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live_deal import _table, _texts
from .test_qa47_check_card_close import replayed

#: the cards the camera reads after the game's end (seat 0-based, key): plural names first
AFTER = ((1, "investigators"), (0, "investigators"), (1, "the_fed"), (0, "nightgaunt"),
         (1, "the_urchin"))


def _won(session, lang):
    replayed(session, lang)
    assert session.tracker.waiting()[0] == "over"


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_cards_after_the_game_one_line(lang):
    said = []
    session = TableSession(say=said.append, record=lambda line: None, lang=lang)
    _won(session, lang)
    before = len(said)
    for seat, key in AFTER:
        session.observe(o.card_seen(seat, key))
    after = _texts(said[before:])
    assert after == [message(lang, "inconsistency.game_over_other.brief")]


def test_cards_after_an_undone_end_said_again():
    """An undo that reopens the game: a card laid after the next end is said again."""
    said = []
    session = TableSession(say=said.append, record=lambda line: None, lang="en")
    _won(session, "en")
    session.observe(o.card_seen(1, "investigators"))
    while session.tracker.view().game_winners:  # the refused card's undo, then Bob's hand
        session.observe(o.undo())
    assert not session.tracker.view().game_winners
    session.observe(o.card_seen(1, "the_musician"))  # Bob's hand again: the game won again
    before = len(said)
    session.observe(o.card_seen(0, "the_fed"))
    assert _texts(said[before:]) == ["The game is over: nothing more is counted."]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_video_end_after_the_game(lang):
    table, said, _ = _table(lang=lang)
    _won(table.session, lang)
    table.stall = Stall(lambda: False, [], asked=True)  # r2: a stall had asked
    before = len(said)
    table._say_end_wait("app.video_ended")
    heard = _texts(said[before:])
    assert len(heard) == 1 and message(lang, "wait.over") not in heard[0]  # "rien : …"
    assert heard == [message(lang, "app.video_ended_over")]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_game_over_card_line_agrees(lang):
    """A replay still says each card: the sentence's subject is "the card", whatever the
    card's name (fr "les Investigateurs de Bob ne compte pas")."""
    from companion.narration.narrate import narrate
    from companion.tracker.events import TableEvent
    event = TableEvent("inconsistency", value="unexpected", seat=1, cards=("investigators",),
                       info={"expected": "over"})
    text = narrate(event, ("Alice", "Bob"), lang, "brief")
    assert text == {"en": "The game is over: Bob's card is not counted (the Investigators).",
                    "fr": "La partie est terminée : la carte de Bob ne compte pas "
                          "(les Investigateurs).",
                    "es": "La partida ha terminado: la carta de Bob no cuenta "
                          "(los Investigadores)."}[lang]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_copy_too_many_after_the_game_is_no_check_question(lang):
    """QA47c LOW (r2b, after the false game end): "Vérifiez la zone de Carol : encore le
    Signe des Anciens ?" after "plus rien ne compte": a card whose copies are all face up,
    laid after the game, is one of the cards that count no more, not a check."""
    said = []
    session = TableSession(say=said.append, record=lambda line: None, lang=lang)
    _won(session, lang)
    before = len(said)
    for seat, key in ((0, "cthulhu"), (1, "cthulhu"), (1, "investigators")):
        session.observe(o.card_seen(seat, key))
    after = _texts(said[before:])
    assert after == [message(lang, "inconsistency.game_over_other.brief")], after

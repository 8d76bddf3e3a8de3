"""The round's end after the engine change of RULINGS A1 / O4 + O15, on seeded engine games
that reach each case (the seeds were found by search; each test checks its case happens)."""
import random

from companion.engine.bots import random_action
from companion.engine.state import new_game
from companion.engine.views import public_view
from companion.tracker import Tracker
from companion.tracker.from_engine import Converter


def _follow(edition: str, players: int, seed: int, watch):
    """Play a seeded engine game through the tracker (players tell every choice); after
    each action assert the views agree and call ``watch(game_events, tracker_events, game,
    tracker, before)``; return how many times ``watch`` returned True."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers="all")
    tracker = Tracker()
    hits = 0
    while not game.is_terminal():
        action = random_action(game, rng)
        n = len(game.events)
        before = (game.rlyeh_owner, len(game.deck))
        game.apply_action(action)
        got = []
        for obs in conv.convert(game.events[n:], action):
            got += tracker.apply(obs)
        assert not [e for e in got if e.kind == "inconsistency"], got
        if game.phase != "give":
            assert tracker.view() == public_view(game)
        hits += bool(watch(game.events[n:], got, game, tracker, before))
    return hits


def test_A1_turn_with_empty_deck_ends_the_round_before_the_rlyeh_question():
    """Arkham: the R'lyeh player's turn starts with an empty deck: showdown at once, no
    end-the-round question (RULINGS A1 before A3)."""
    def watch(gev, tev, game, tracker, before):
        owner, deck = before
        if (owner is None or deck or game.current != owner
                or not any(e.kind == "showdown" for e in gev)):
            return False
        assert not any(e.kind == "rlyeh_choice" for e in gev)
        assert not [e for e in tev if e.kind == "question" and e.value == "rlyeh"]
        assert any(e.kind == "showdown" for e in tev)
        return True
    assert _follow("arkham", 6, 44, watch) >= 1


def test_A1_failed_check_that_empties_the_deck_ends_the_round_after_the_check():
    """Arkham: a failed Sanity check leaves the deck empty: the showdown follows the
    knocked-out hand, the next player's turn never starts (RULINGS A1)."""
    def watch(gev, tev, game, tracker, before):
        kinds = [e.kind for e in tev]
        if "check_failed" not in kinds or "showdown" not in kinds:
            return False
        after = kinds[kinds.index("check_failed"):]
        assert "turn_started" not in after[:after.index("showdown")]
        return True
    assert _follow("arkham", 4, 9, watch) >= 1


def test_O4_O15_original_check_stops_at_the_necronomicon_and_fails():
    """Original edition: a Sanity check of 2 stops at a revealed Necronomicon, fails, and
    its player is out (RULINGS O4 + O15)."""
    def watch(gev, tev, game, tracker, before):
        checks = [e for e in gev if e.kind == "sanity_check"
                  and e.cards == ("necronomicon_original",)]
        if not checks:
            return False
        seat = checks[0].seat
        assert checks[0].info is False
        revealed = [e for e in tev if e.kind == "card_revealed"]
        assert [e.cards for e in revealed] == [("necronomicon_original",)]
        assert any(e.kind == "check_failed" and e.seat == seat for e in tev)
        assert tracker.view().seats[seat].out
        return True
    assert _follow("original", 2, 0, watch) >= 1


def test_O4_a_check_stopped_by_the_necronomicon_is_said_by_its_text_not_as_failed():
    """QA34 F12: "Carol: Sanity check, 1 card. The Necronomicon. Carol fails.": the
    Necronomicon is a Sane card; she is out by its own text (RULINGS O4, O15)."""
    from companion.narration.narrate import narrate
    said = []

    def watch(gev, tev, game, tracker, before):
        failed = [e for e in tev if e.kind == "check_failed"]
        if not failed or not any(e.kind == "card_revealed"
                                 and e.cards == ("necronomicon_original",) for e in tev):
            return False
        assert failed[0].cards == ("necronomicon_original",)
        said.append([narrate(failed[0], ("Ann", "Bob"), lang) for lang in ("en", "fr", "es")])
        return True
    assert _follow("original", 2, 0, watch) >= 1
    assert said[0] == ["Bob is out: the Necronomicon.",
                       "Bob quitte la manche : le Necronomicon.",
                       "Bob queda fuera: el Necronomicón."]

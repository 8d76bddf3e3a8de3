"""Differential test: random engine games, seen through a camera and the players' answers,
must give the tracker exactly the engine's public view (DESIGN.md "Verification that
cannot lie").

Default run: ``SEEDS`` seeds x 3 editions x 5 player counts in each mode. Set the
environment variable ``COMPANION_DIFF_SEEDS`` (e.g. ``1000``) for a longer run.
"""
import os
import random

import pytest

from companion.engine.bots import random_action
from companion.engine.state import new_game
from companion.engine.views import public_view
from companion.narration import narrate_events
from companion.tracker import Tracker
from companion.tracker.from_engine import Converter

SEEDS = int(os.environ.get("COMPANION_DIFF_SEEDS", "100"))
EDITIONS = ("arkham", "arkham-classic", "original")
PLAYERS = (2, 3, 4, 5, 6)
_ASKED = ("effect", "out", "was_hand")  # the questions only the players can answer


def _run(edition: str, players: int, seed: int, answers: str, narrate: bool = False,
         hands: str = "hand"):
    """Play one random game; feed the tracker; return (tracker, game, questions asked)."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers=answers, hands=hands)
    tracker = Tracker()
    asked = 0
    while not game.is_terminal():
        action = random_action(game, rng)
        n = len(game.events)
        game.apply_action(action)
        observations = conv.convert(game.events[n:], action)
        for i, obs in enumerate(observations):
            events = tracker.apply(obs)
            bad = [e for e in events if e.kind == "inconsistency"]
            assert not bad, (edition, players, seed, str(action), obs, bad)
            if narrate:
                assert all(narrate_events(events, game.names, "fr", "verbose"))
            pending = [e for e in events if e.kind == "question" and e.value in _ASKED]
            while pending:
                q = pending.pop(0)
                asked += 1
                if answers == "asked":
                    answer = conv.answer_question(q, i)
                    if answer is None:  # no answer fits: the next card tells (QA13b N3)
                        continue
                    got = tracker.apply(answer)
                    bad = [e for e in got if e.kind == "inconsistency"]
                    assert not bad, (edition, players, seed, str(action), q, answer, bad)
                    pending += [e for e in got if e.kind == "question" and e.value in _ASKED]
        if answers == "all":
            if game.phase != "give":  # Randall's give-back shows nothing at the table
                assert tracker.view() == public_view(game), (edition, players, seed, str(action))
        elif game.phase in ("deal", "first", "over") and not tracker.ambiguous:
            assert tracker.view() == public_view(game), (edition, players, seed, str(action))
    return tracker, game, asked


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_tracker_equals_engine_after_every_action(edition):
    """Players tell every choice: the tracker equals the engine after every action."""
    for seed in range(SEEDS):
        for players in PLAYERS:
            tracker, game, _ = _run(edition, players, seed, "all", narrate=seed < 3)
            assert tracker.view() == public_view(game) and not tracker.ambiguous


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_hands_seen_as_plain_cards_by_the_camera(edition):
    """The camera cannot tell a revealed hand from any other card: every showdown and
    Shoggoth / Trapezohedron hand arrives as a ``card`` in the seat's own zone (and every
    deck reveal as one ``card`` per card); the tracker still equals the engine."""
    for seed in range(SEEDS // 2):
        for players in PLAYERS:
            tracker, game, _ = _run(edition, players, seed, "all", hands="card")
            assert tracker.view() == public_view(game) and not tracker.ambiguous


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
def test_tracker_infers_and_asks_when_players_say_little(edition):
    """Players only answer the tracker's questions: it infers the rest; whenever it has a
    single account of the table between rounds, that account is the engine's."""
    settled = 0
    for seed in range(SEEDS // 2):
        for players in PLAYERS:
            tracker, game, _ = _run(edition, players, seed, "asked")
            if not tracker.ambiguous:
                assert tracker.view() == public_view(game)
                settled += 1
    # measured: 100% (1,500 games per edition set, seeds 0-99; it was 94% to 98% before
    # the was_hand question and the merge of finished accounts with the same view)
    assert settled >= 0.99 * (SEEDS // 2) * len(PLAYERS)


@pytest.mark.parametrize("edition, players, seed", [("arkham", 3, 257), ("original", 6, 157)])
def test_win_round_insane_on_an_empty_deck_is_asked_as_an_effect(edition, players, seed):
    """Shoggoth / Shining Trapezohedron played Insane as the deck ran out: the revealed 5+
    wins the round and here the game (seed 002 card 7 Insane; RULINGS O12); the Sane
    account goes to a showdown instead. Only the player knows which, so the tracker asks
    the effect (QA: it asked "was that the hand?", whose answer dropped the win). Camera
    hands, players answering only what is asked."""
    tracker, game, _ = _run(edition, players, seed, "asked", hands="card")
    assert game.is_terminal() and not tracker.ambiguous
    assert tracker.view() == public_view(game)

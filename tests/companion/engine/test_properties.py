"""Property tests: random legal play keeps the invariants of the game."""
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from companion import rules
from companion.cards import deck_list
from companion.engine import TERMINAL
from companion.engine.bots import random_action
from companion.engine.record import read_record, write_record
from companion.engine.state import new_game

#: Hypothesis's input-generation time check is a wall-clock one: on a loaded machine (or
#: under a clock read 10 s later each time, flk70) it failed the test before any game was
#: played; the properties are what these tests check, not the machine's speed
NO_CLOCK_CHECK = [HealthCheck.too_slow]
from companion.engine.views import public_view, unseen_cards

games = st.tuples(st.sampled_from(["arkham", "arkham-classic", "original"]),
                  st.integers(min_value=2, max_value=6),
                  st.integers(min_value=0, max_value=2**32 - 1))


def all_cards(state) -> Counter:
    places = Counter(state.deck)
    for seat in range(state.players):
        places.update(state.hands[seat])
        places.update(state.zones[seat])
    places.update(state.face_up)
    if state.face_down:
        places[state.face_down] += 1
    if state.aside:
        places[state.aside] += 1
    return places


def check_invariants(state):
    if state.round == 0:
        return
    assert all_cards(state) == Counter(deck_list(state.edition)), "a card is lost or doubled"
    assert len(state.deck) >= 0
    player = state.current_player()
    if player >= 0:
        assert not state.out[player], "a knocked-out player acts"
    view = public_view(state)
    for seat, seat_view in enumerate(view.seats):
        assert seat_view.insane == any(rules.is_other_world(k) for k in state.zones[seat])
    if state.phase == "play":
        for action in state.legal_actions():
            if action.effect == "insane":
                assert state.insane(state.current), "an Insane effect offered to a Sane player"
    unseen = unseen_cards(view)
    assert sum(unseen.values()) == (len(state.deck) + sum(map(len, state.hands))
                                    + (state.face_down is not None)
                                    - sum(1 for _, k in view.showdown if k)
                                    - (view.deck_visible is not None))


@settings(max_examples=150, deadline=None, suppress_health_check=NO_CLOCK_CHECK)
@given(games)
def test_random_legal_play_keeps_every_invariant_and_ends(game):
    edition, players, seed = game
    rng = random.Random(seed)
    state = new_game(edition, players)
    for _ in range(5000):
        if state.is_terminal():
            break
        state.apply_action(random_action(state, rng))
        check_invariants(state)
    assert state.is_terminal() and state.current_player() == TERMINAL, "the game never ended"
    assert state.game_winners


@settings(max_examples=60, deadline=None, suppress_health_check=NO_CLOCK_CHECK)
@given(games)
def test_a_record_replays_to_the_same_state(game):
    edition, players, seed = game
    rng = random.Random(seed)
    state = new_game(edition, players, names=[f"P{i}" for i in range(players)])
    while not state.is_terminal():
        state.apply_action(random_action(state, rng))
    replayed = read_record(write_record(state))
    assert public_view(replayed) == public_view(state)
    assert replayed.events == state.events and replayed.hands == state.hands


@settings(max_examples=60, deadline=None, suppress_health_check=NO_CLOCK_CHECK)
@given(games)
def test_push_then_pop_restores_the_state_exactly(game):
    edition, players, seed = game
    rng = random.Random(seed)
    state = new_game(edition, players)
    snapshots = []
    for _ in range(60):
        if state.is_terminal():
            break
        snapshots.append((public_view(state), [list(h) for h in state.hands], list(state.deck),
                          len(state.events)))
        state.push(random_action(state, rng))
    while snapshots:
        state.pop()
        view, hands, deck, n_events = snapshots.pop()
        assert public_view(state) == view and state.hands == hands and state.deck == deck
        assert len(state.events) == n_events

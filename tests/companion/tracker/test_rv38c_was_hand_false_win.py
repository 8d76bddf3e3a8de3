"""rv38c: arkham-classic, 3 players, seed 209 (random bots), step 20: Player 1 plays the
Nightgaunt (Sane, looks at Player 2's hand); Player 2 fails his Sanity check (the Cultists)
and is out with the Necronomicon; the round goes on. Two accounts were kept: the true one,
and one where the Nightgaunt was Player 1's knocked-out hand (Player 3's Investigators
guess at step 19). The tracker asks "The Necronomicon in Player 2's zone: was that Player
2's hand, so Player 2 is out? 1 yes" (a ``was_hand`` question), true in BOTH accounts;
"yes" keeps the game-over account: "Player 1 is out, with the Nightgaunt." and "Player 3
wins the game!" (both false). Pre-existing before e65044e (same output on e65044e^1)."""
import random

from companion.engine.bots import random_action
from companion.engine.state import new_game
from companion.engine.views import public_view
from companion.narration import narrate_events
from companion.tracker import Tracker
from companion.tracker import observations as o
from companion.tracker.from_engine import Converter


def _true_answer(conv, q, i):
    if q.value == "out":
        if conv.hand_at[i] == (q.seat, True):
            return o.seat_out(q.seat)
        if q.info[-1] == "in":
            return None if conv.out_at[i][q.seat] else o.still_in(q.seat)
        return o.not_hand(q.seat)
    return conv.answer_question(q, i)


def test_true_was_hand_answer_says_no_false_winner():
    rng = random.Random(209)
    game = new_game("arkham-classic", 3)
    conv = Converter("arkham-classic", game.names, 0, game.options, answers="asked")
    t, said = Tracker(), []
    while not game.is_terminal():
        action = random_action(game, rng)
        n = len(game.events)
        game.apply_action(action)
        for i, obs in enumerate(conv.convert(game.events[n:], action)):
            got = t.apply(obs)
            pending = [e for e in got if e.kind == "question"]
            while pending:
                q = pending.pop(0)
                answer = _true_answer(conv, q, i)
                if answer is not None:
                    more = t.apply(answer)
                    got += more
                    pending += [e for e in more if e.kind == "question"]
            said += narrate_events(got, game.names, "en")
        won = [line for line in said if "wins the game" in line]
        assert not won or public_view(game).game_winners, (
            f"false winner after a true 'yes' to was_hand ({action}): {said[-9:]}")

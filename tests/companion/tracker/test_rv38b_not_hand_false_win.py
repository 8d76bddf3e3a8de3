"""rv38b: "2 no, Bob played it" (not_hand) keeps the accounts where Bob lost his Boxer
compare, his hand owed. Bob in fact won; his next play (The Urchin) is taken there for
that late hand, said nothing (the "out" question about Bob is asked once a round), and the
true answer "1 yes" to "The Fed in Player 3's zone: was that Player 3's hand?" (Player 3
lost his Deep One compare) keeps that false account alone: "Player 2 is out, with The
Urchin.", "Player 1 wins the game!" while Players 1 and 2 are both still in.

Engine game arkham-classic, 3 players, seed 22 (random bots), round 6; every question
answered truly, as a player at the table would (2 "Bob played it" when offered).

rv38c (same method, seed 209, older than the not_hand answer): Player 1 plays the
Nightgaunt; Player 2 fails his Sanity check and is out with the Necronomicon, the round
goes on. A second account had the Nightgaunt as Player 1's knocked-out hand (Player 3's
guess): "The Necronomicon in Player 2's zone: was that Player 2's hand?" was true in both,
and the true "yes" kept the false one: "Player 1 is out, with the Nightgaunt.", "Player 3
wins the game!"."""
import random

import pytest

from companion.engine.state import new_game
from companion.engine.views import public_view
from companion.narration import narrate_events
from companion.tracker import Tracker
from companion.tracker import observations as o
from companion.tracker.from_engine import Converter, observe_random_play


def _true_answer(conv, q, i):
    if q.value == "out":
        if conv.hand_at[i] == (q.seat, True):
            return o.seat_out(q.seat)
        if q.info[-1] == "in":
            return None if conv.out_at[i][q.seat] else o.still_in(q.seat)
        return o.not_hand(q.seat)  # "2 no, Bob played it" / "2 no": true
    return conv.answer_question(q, i)


@pytest.mark.parametrize("seed", [22, 209])
def test_true_answers_never_say_a_false_winner(seed):
    rng = random.Random(seed)
    game = new_game("arkham-classic", 3)
    conv = Converter("arkham-classic", game.names, 0, game.options, answers="asked")
    t, said = Tracker(), []
    for i, obs in observe_random_play(game, rng, conv):
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
            f"game won said while the engine plays on ({game.actions[-1]}): {said[-8:]}")

"""The card a R'lyeh flip makes visible is said right after the flip, before the next
player's turn (RULINGS A16; QA13a F15: simulate and replay said it after "Cyd's turn",
together with the card that followed Cyd's draw)."""
from companion.engine.bots import play_random_game
from companion.narration import narrate_game
from companion.narration.flip_order import FlipOrder
from companion.tracker.events import TableEvent

NAMES = ["Ann", "Bob", "Cyd"]


def test_A16_simulate_says_the_flipped_card_before_the_next_turn():
    # arkham, 3 players, seed 1: Bob's R'lyeh (Insane) shows The Sailor, which Cyd draws.
    lines = narrate_game(play_random_game("arkham", 3, 1, names=NAMES), "en", "verbose")
    i = next(n for n, line in enumerate(lines) if line.startswith("Bob flips the deck"))
    assert lines[i + 1:i + 4] == ["The deck's visible card is now The Sailor.",
                                  "Cyd's turn. 12 cards left.",
                                  "The deck's visible card is now Investigators."]


def test_A16_held_turn_start_is_released_by_any_other_observation():
    flip, turn = TableEvent("deck_flipped", seat=1), TableEvent("turn_started", seat=2)
    card = TableEvent("card_played", seat=2, cards=("the_fed",))
    order = FlipOrder()
    assert order.feed([TableEvent("card_played", seat=1, cards=("rlyeh",)), flip, turn])[-1:] \
        == [flip]
    assert order.feed([card]) == [turn, card]
    assert order.feed([]) == [] and order.flush() == []
    order.feed([flip, turn])
    assert order.flush() == [turn]


def test_A16_replay_says_the_flipped_card_before_the_next_turn(tmp_path, capsys):
    from companion.cli import main
    path = tmp_path / "game.rec"
    assert main(["simulate", "--edition", "arkham", "--players", "3", "--seed", "1",
                 "--names", "Ann,Bob,Cyd", "--record", str(path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    i = lines.index("Bob flips the deck.")
    assert lines[i + 1:i + 4] == ["Next card: The Sailor.", "Cyd.", "Next card: Investigators."]

"""simulate and replay say what belongs to a play before the next player's turn: the card
a R'lyeh flip makes visible (RULINGS A16; QA13a F15: it was said after "Cyd's turn",
together with the card that followed Cyd's draw), and a choice told after a play that
leaves nothing on the table (QA13a: The Sailor's target after the next turn's start)."""
from companion.engine.bots import play_random_game
from companion.narration import narrate_game
from companion.narration.record_order import RecordOrder
from companion.tracker.events import TableEvent

NAMES = ["Ann", "Bob", "Cyd"]


def test_A16_simulate_says_the_flipped_card_before_the_next_turn():
    # arkham, 3 players, seed 1: Bob's R'lyeh (Insane) shows The Sailor, which Cyd draws.
    lines = narrate_game(play_random_game("arkham", 3, 1, names=NAMES), "en", "verbose")
    i = next(n for n, line in enumerate(lines) if line.startswith("Bob flips the deck"))
    assert lines[i + 1:i + 4] == ["The deck's visible card is now The Sailor.",
                                  "Cyd's turn. 12 cards left.",
                                  "The deck's visible card is now the Investigators."]


def test_A16_held_turn_start_is_released_by_any_other_observation():
    flip, turn = TableEvent("deck_flipped", seat=1), TableEvent("turn_started", seat=2)
    card = TableEvent("card_played", seat=2, cards=("the_fed",))
    order = RecordOrder()
    assert order.feed([TableEvent("card_played", seat=1, cards=("rlyeh",)), flip, turn])[-1:] \
        == [flip]
    assert order.feed([card]) == [turn, card]
    assert order.feed([]) == [] and order.flush() == []
    order.feed([flip, turn])
    assert order.flush() == [turn]


def _replayed(tmp_path, capsys, seed):
    """What ``replay`` prints of the arkham 3-player game ``seed`` (Ann, Bob, Cyd) recorded
    by ``simulate --record``: its lines."""
    from companion.cli import main
    path = tmp_path / "game.rec"
    assert main(["simulate", "--edition", "arkham", "--players", "3", "--seed", str(seed),
                 "--names", "Ann,Bob,Cyd", "--record", str(path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    return capsys.readouterr().out.splitlines()


def test_A16_replay_says_the_flipped_card_before_the_next_turn(tmp_path, capsys):
    lines = _replayed(tmp_path, capsys, 1)
    i = lines.index("Bob flips the deck.")
    assert lines[i + 1:i + 4] == ["Next card: The Sailor.", "Cyd.", "Next card: the Investigators."]


def test_replay_says_the_sailors_told_target_before_the_next_turn(tmp_path, capsys):
    lines = _replayed(tmp_path, capsys, 2)  # Cyd's The Sailor on Bob, then Ann's turn
    i = lines.index("Cyd: The Sailor.")
    assert lines[i + 1:i + 3] == ["Cyd chooses Bob.", "Ann."]


def test_a_held_turn_start_lets_only_the_players_own_choice_go_first():
    play = TableEvent("card_played", seat=2, cards=("the_sailor",))
    turn = TableEvent("turn_started", seat=0)
    mine, other = TableEvent("choice", seat=2, value="target"), TableEvent(
        "choice", seat=0, value="target")
    card = TableEvent("card_played", seat=0, cards=("the_fed",))
    order = RecordOrder()
    assert order.feed([play, turn]) == [play]
    assert order.feed([mine]) == [mine]  # the next observation may tell more (QA30 F3)
    assert order.feed([card]) == [turn, card]
    order.feed([play, turn])
    assert order.feed([other]) == [turn, other]


def test_simulate_says_the_effect_question_before_its_answer():
    """QA19 #9: simulate said "Player 2: R'lyeh, Insane effect." and then the question
    "Sane or Insane effect?"; replay of the same record asks first, then the answer."""
    names = [f"Player {i}" for i in range(1, 5)]
    lines = narrate_game(play_random_game("arkham", 4, 12, names=names), "en", "brief",
                         names)
    i = lines.index("Player 2: Sane or Insane effect? 1 Sane, 2 Insane.")
    assert lines[i - 1:i + 3] == ["Player 2: R'lyeh.", lines[i], "Player 2: Insane effect.",
                                  "Player 2 flips the deck."]


def test_QA30_F3_a_guess_and_its_result_told_later_come_before_the_next_turn():
    """QA30 F3 (arkham-classic, 3 players, seed 46): "Player 3 is still in the round." was
    said inside Player 3's Sanity check; replay (arkham, 4 players, seed 3): "Player 1
    chooses Player 2." between Player 2's check and its card."""
    names = ["Player 1", "Player 2", "Player 3"]
    lines = narrate_game(play_random_game("arkham-classic", 3, 46, names=names), "en",
                         "brief")
    i = lines.index("Player 1: the Investigators on Player 3, guesses 7.")
    assert lines[i + 1:i + 4] == ["Player 3 is still in.", "Player 3.",
                                  "Player 3: Sanity check, 3 cards."]
    play, turn = TableEvent("card_played", seat=0, cards=("nightgaunt",)), TableEvent(
        "turn_started", seat=1)
    sane = TableEvent("choice", seat=0, cards=("nightgaunt",), value="effect", info="sane")
    target = TableEvent("choice", seat=0, cards=("nightgaunt",), value="target", info=1)
    check = TableEvent("sanity_check", seat=1, count=1)
    order = RecordOrder()
    assert order.feed([play]) == [play]
    assert order.feed([sane, turn, check]) == [sane]  # a told choice ends the play too
    assert order.feed([target]) == [target]
    assert order.feed([TableEvent("still_in", seat=2)]) == [TableEvent("still_in", seat=2)]
    revealed = TableEvent("card_revealed", seat=1, cards=("the_urchin",))
    assert order.feed([revealed]) == [turn, check, revealed]


def test_QA34_L2_the_effect_told_for_cthulhu_comes_before_the_knock_out(tmp_path, capsys):
    """QA34 L2 (the demo, round 5; the same game's record, seed 7): "Bob: Cthulhu." "Bob is
    out." "Bob: Sane effect.": the knock-out before its cause. Cthulhu played Insane with
    fewer than 2 Other World cards in the zone resolves its Sane effect and puts its player
    out (seed 002 card 8, RULINGS O14): the effect Bob told is said first."""
    lines = _replayed(tmp_path, capsys, 7)
    i = lines.index("Bob: Cthulhu.")
    assert lines[i + 1:i + 4] == ["Bob: Sane effect.", "Bob is out.",
                                  "Bob's hand: the Investigators."]


def test_QA37_a_correction_or_an_undone_card_drops_the_wrong_cards_held_lines():
    """QA37: the misread card's "now Insane" (held until its effect was over) and the next
    turn held after it were said after the correction that replaced the card; so they
    were after an undo that took the card away (``replay`` of a log with one)."""
    wrong = TableEvent("card_played", seat=2, cards=("cultists",))
    insane, turn = TableEvent("now_insane", seat=2), TableEvent("turn_started", seat=0)
    right = TableEvent("card_played", seat=2, cards=("investigators",))
    fixed = TableEvent("corrected", seat=2, cards=("investigators",), info=("cultists",))
    order = RecordOrder()
    assert order.feed([wrong, insane, turn]) == [wrong]
    assert order.feed([fixed, right, turn]) == [fixed, right]
    assert order.flush() == [turn]
    order = RecordOrder()
    order.feed([wrong, insane, turn])
    undone = TableEvent("undone", seat=2, cards=("cultists",))
    assert order.feed([undone]) == [undone] and order.flush() == []


def test_QA39_L1_a_choice_told_after_the_last_play_comes_before_the_showdown():
    """QA39 L1 (demo, 6 players, busy, round 1): "Eve: The Fed." / "Reveal your hands." /
    "Eve chooses Bob.": the play's choice, told by the next observation, came after the
    showdown its play's turn end started (the deck was empty). It is said before it, as
    before a next turn."""
    play = TableEvent("card_played", seat=4, cards=("the_fed",))
    showdown = TableEvent("showdown", info=(1, 3, 4))
    chose = TableEvent("choice", seat=4, value="target", info=1)
    hand = TableEvent("hand_revealed", seat=1, cards=("stowaway",))
    order = RecordOrder()
    assert order.feed([play, showdown]) == [play]
    assert order.feed([chose]) == [chose]
    assert order.feed([hand]) == [showdown, hand]

"""What the table hears of rule outcomes (QA30): a showdown tie that knocks players out
(RULINGS O3; seed 002 "Classic Version"; seed 004 "Fin de una ronda"), the end of a game
won with Cthulhu (RULINGS A13, O14)."""
from companion.engine.bots import play_random_game
from companion.narration import narrate, narrate_game
from companion.tracker.events import TableEvent
from tests.companion.app.test_session import press, session
from tests.companion.tracker.builders import tracker

NAMES = ["Ann", "Bob", "Cy"]


def _around(lines, text, before=4, after=2):
    i = next(i for i, line in enumerate(lines) if text in line)
    return lines[i - before:i + after]


def test_O3_a_tie_that_knocks_players_out_is_said_before_the_winner():
    """QA30 F1: "Player 3 reveals Great Race of Yith. / Player 3 wins the round" right
    after two 8s: a 3 beat two 8s, unexplained (original, 5 players, seed 18)."""
    lines = narrate_game(play_random_game("original", 5, 18), "en", "brief")
    assert _around(lines, "tie with", 3, 2) == [
        "Player 1 reveals Cthulhu.", "Player 2 reveals the Necronomicon.",
        "Player 3 reveals the Great Race of Yith.",
        "Player 1 and Player 2 tie with 8: both are out.",
        "Player 3 wins the round and has 2 Insane."]


def test_O3_classic_tie_with_nobody_left_says_why_nobody_wins():
    """QA30 F1 (arkham-classic, 4 players, seed 2): two Investigators, then only "Nobody
    wins the round"."""
    lines = narrate_game(play_random_game("arkham-classic", 4, 2), "es", "brief")
    i = lines.index("Player 3 y Player 4 empatan con 1 y quedan fuera.")
    assert lines[i + 1] == "Nadie gana la ronda."


def test_O3_tie_event_comes_from_the_tracker_before_round_ended():
    """The tracker (so live play, simulate and replay alike) says the tie first."""
    h = tracker(3, "original").state
    from companion.tracker.flow import _judge_showdown
    h.events = []
    _judge_showdown(h, ((0, "elder_sign"), (1, "liber_ivonis"), (2, "cats_of_ulthar")))
    kinds = [e.kind for e in h.events]
    assert kinds[:2] == ["showdown_tie", "round_ended"]
    assert h.events[0] == TableEvent("showdown_tie", info=(0, 1), value=(0, 1), count=4)
    assert h.events[1].info == (2,)


def test_O3_a_player_who_cannot_be_knocked_out_stays_in_the_tie():
    """Liber Ivonis / Necronomicon (Insane): the immune tied player is not out, and wins."""
    from companion.rules import showdown_ties, showdown_winners
    hands = {0: "elder_sign", 1: "liber_ivonis", 2: "cats_of_ulthar"}
    assert showdown_ties("original", hands, immune=(1,)) == ((4, (0, 1), (0,)),)
    assert showdown_winners("original", hands, immune=(1,)) == (1,)
    said = narrate(TableEvent("showdown_tie", info=(0, 1), value=(0,), count=4), NAMES, "fr")
    assert said == "Ann et Bob sont à égalité à 4 : Ann quitte la manche."


def test_A13_a_game_won_with_cthulhu_says_why():
    """QA30 F4: "Alice wins the game! Mythos tokens: nobody has one." gave no reason
    (arkham, 3 players, seed 6: Player 3's Cthulhu, Insane)."""
    state = play_random_game("arkham", 3, 6)
    assert narrate_game(state, "en", "brief")[-1].startswith(
        "Player 3 wins the game with Cthulhu! Mythos tokens: ")
    assert narrate_game(state, "fr", "brief")[-1].startswith(
        "Player 3 gagne la partie avec Cthulhu ! ")
    assert narrate_game(state, "es", "verbose")[-1].startswith(
        "¡Player 3 gana la partida con el efecto de locura de Cthulhu, sin importar las fichas!")


def test_A13_key_4_after_the_game_is_won_does_not_say_yet():
    """QA30 F4: key 4 said "nobody has one yet" once Cthulhu had won the game."""
    s, said = session()
    press(s, "4")
    assert said[-1].brief == "Mythos tokens: nobody has one yet."
    s.tracker.state.game_winners = (0,)
    press(s, "4")
    assert said[-1].brief == "Mythos tokens: nobody has one."

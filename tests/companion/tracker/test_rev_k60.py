"""Review of k60 (fresh QA60 HIGH-1: a self-out that leaves one player in ends the round at
once, its hand owed: :func:`companion.tracker.flow.round_over_owed`)."""
from companion.narration import narrate_events
from companion.tracker import Tracker

from tests.companion.tracker.test_qa58_under_card import _stream


def test_no_effect_question_after_a_self_out_that_ended_the_round():
    """arkham-classic, 5 players, engine seed 2 (test_qa58_under_card._stream), round 3:
    Player 2's Cthulhu with 2 players left; main said the round's end with the hand
    (input 54) and asked nothing. Review of k60, MEDIUM: k60 asked "Player 2: Sane or
    Insane effect?", a question whose answer changes nothing (out either way): the
    accounts of the Sane and Insane side, both ended by round_over_owed, differed only in
    the play note kept with the owed hand. k61: a self-out's owed hand keeps no play note
    (its sides decide nothing), and the round's end is said after the hand read next
    (QA43), as on main."""
    inputs = _stream("arkham-classic", 5, 2)
    t = Tracker()
    said = []
    for obs in inputs:
        said += narrate_events(t.apply(obs), t.names, "en")
        if said[-1:] == ["Player 2 is out."]:
            assert t.question is None and said[-2:] == ["Player 2: Cthulhu.",
                                                        "Player 2 is out."], said[-6:]
            assert t.end_held() and t.view().round_winners == (3,)
        if "Player 4 wins the round and has 1 Insane." in said:
            break
    at = said.index("Player 4 wins the round and has 1 Insane.")
    assert said[at - 3:at] == ["Player 2: Cthulhu.", "Player 2 is out.",
                               "Player 2's hand: the Nightgaunt."], said[-6:]
    assert t.question is None and said[at + 1:] == [], said[at + 1:]

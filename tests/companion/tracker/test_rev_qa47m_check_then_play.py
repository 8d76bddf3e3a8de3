"""Review of qa47m: a question whose card a Sanity check showed, the player then playing
another copy of that card in the same news: closed as the play ("No answer needed: that
was Player 2's play."), the asked card being the check's (bot game arkham, 2 players,
seed 150: "The Investigators in Player 2's discard zone: was that Player 2's hand?" /
"Player 2: Sanity check, 1 card." / "The Investigators." / "Player 2 passes." /
"Player 2: the Investigators." / "No answer needed: that was Player 2's play.")."""
import random

from companion.engine.state import new_game
from companion.narration import narrate_events
from companion.tracker import Tracker
from companion.tracker.asking import settled_in_order
from companion.tracker.events import TableEvent
from companion.tracker.from_engine import Converter, observe_random_play


def test_check_card_then_a_play_of_the_same_card_closes_as_the_check():
    q = TableEvent("question_settled", seat=1, cards=("investigators",), value="out",
                   info="in")
    events = [TableEvent("turn_started", seat=1), TableEvent("sanity_check", seat=1),
              TableEvent("card_revealed", seat=1, cards=("investigators",)),
              TableEvent("check_passed", seat=1), TableEvent("deck_count", count=12),
              TableEvent("card_played", seat=1, cards=("investigators",))]
    out = settled_in_order([q], events)
    assert [(e.kind, e.info) for e in out][4:] == [
        ("deck_count", None), ("question_settled", "check"), ("card_played", None)]


def test_bot_game_arkham_2_seed_150():
    rng = random.Random(150)
    g = new_game("arkham", 2)
    conv = Converter("arkham", g.names, 0, g.options, answers="asked", hands="card")
    t, said = Tracker(), []
    for i, obs in observe_random_play(g, rng, conv):
        got = t.apply(obs)
        while got:  # only a play's Sane or Insane effect answered
            said += got
            asked = [e for e in got if e.kind == "question" and e.value == "effect"]
            a = conv.answer_question(asked[0], i) if asked else None
            got = t.apply(a) if a is not None else []
    lines = narrate_events(said, g.names, "en", "brief", "arkham")
    at = next(i for i, x in enumerate(lines) if x == "The Investigators."
              and lines[i - 1] == "Player 2: Sanity check, 1 card."
              and lines[i - 3].startswith("The Investigators in Player 2's discard zone"))
    assert "No answer needed: Player 2's Sanity check showed the Investigators." \
        in lines[at:at + 4]
    assert "No answer needed: that was Player 2's play." not in lines[at:at + 6]

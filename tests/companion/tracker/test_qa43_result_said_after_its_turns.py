"""QA43 H1 review (gather43): a round's result said while a "Sane or Insane effect?"
question stays open must not come before the turns that lead to it. The accounts' common
end ("Carol is out, with Randolph Carter. Bob wins the round") was said at once even when
what stays held for the answer holds whole turns (Sanity checks, plays, a showdown, another
question): those were then said after "wins the round", at the next deal. Only the open
play's own effect ("protected", "cannot be knocked out", an extra turn, "now Insane") may
be said after the round's result. Random engine games (companion.engine), hands read as
cards, "was that X's hand?" answered at once, the effect answer given only when the next
round is dealt (a slow answerer). Rule source: seed 002 "End of a Round"."""
import random

import pytest

from companion.engine.state import new_game
from companion.tracker.from_engine import Converter, observe_random_play
from companion.tracker.tracker import Tracker

#: what may be said between a round's result and the next round's start: the round's
#: follow-ups, and the open play's own effect told by the late answer
AFTER_RESULT = frozenset({
    "first_player", "game_won", "question", "question_settled", "inconsistency", "choice",
    "protected", "immune", "extra_turn", "now_insane", "knock_out_prevented",
})


def _said_with_late_effect_answers(edition: str, players: int, seed: int) -> list:
    """The events said in the random game ``edition``/``players``/``seed``, each "Sane or
    Insane effect?" answered (truthfully) only when the next round is dealt."""
    rng = random.Random(seed)
    game = new_game(edition, players)
    conv = Converter(edition, game.names, 0, game.options, answers="asked", hands="card")
    tracker, late, said = Tracker(), None, []
    for i, obs in observe_random_play(game, rng, conv):
        if obs.kind == "new_round" and late is not None:
            said += tracker.apply(late)
            late = None
        got = tracker.apply(obs)
        while got:
            said += got
            asked = [e for e in got if e.kind == "question"]
            got = []
            answer = conv.answer_question(asked[0], i) if asked else None
            if answer is not None and asked[0].value == "effect":
                late = answer
            elif answer is not None:
                got = tracker.apply(answer)
        if late is not None and tracker.question is None:
            late = None
    return said


@pytest.mark.parametrize("game", [
    ("original", 3, 2),  # Carol's failed check said after "Bob wins the round"
    ("arkham", 3, 15), ("original", 4, 28), ("original", 3, 16),
    ("original", 4, 11),  # a question asked after the round's result
    ("arkham-classic", 5, 6), ("original", 6, 10),  # a showdown after the result
    ("arkham", 6, 7),
    ("original", 2, 5), ("arkham-classic", 4, 8),  # the result said at once (QA43 H1)
])
def test_round_result_said_early_never_before_its_own_turns(game):
    said = _said_with_late_effect_answers(*game)
    ended, late = False, []
    for e in said:
        if e.kind == "round_ended":
            ended = True
        elif e.kind == "round_started":
            ended = False
        elif ended and e.kind not in AFTER_RESULT:
            late.append((e.kind, e.seat))
    assert late == []

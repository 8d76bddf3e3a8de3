"""Review of order46: a card named "play or hand, not known yet" (``card_laid``) and the
news said past it, over random engine games whose out questions are never answered."""
from __future__ import annotations

import pytest

from tests.companion.tracker.test_order46_settled_play import _heard_round
from tests.companion.tracker.test_qa44_table_order import plays_out_of_order


def test_a_protection_before_the_laid_card_is_not_said_as_one_after_it():
    """Random engine game arkham, 6 players, seed 17, round 10 (the last):
    Dan's Necronomicon protects him; his Sanity check then fails and his hand, the
    Urchin, lands in his zone. Two accounts have "Dan is protected." (the Necronomicon's)
    before the Urchin laid as his hand, two have the Urchin as his play, its own
    protection after it. Named at its place ("The Urchin in Dan's discard zone: Dan's
    play or Dan's hand, not known yet."), the two protections were taken as one line
    said past it: "Dan is protected." after his failed check, heard as the Urchin's
    (he was out)."""
    text = _heard_round("arkham", 6, 17, 10)
    failed = text.index("Dan fails.")
    assert "Dan is protected." not in text[failed:], text[failed:]


@pytest.mark.parametrize("edition, players, seed", [
    ("arkham-classic", 4, 4),  # round 4: "Bob: The Sailor." after Dan's Randall
    ("arkham-classic", 6, 26),  # round 1: "Dan: The Entertainer." after Bob's Fed
])
def test_a_play_named_at_its_place_is_not_said_again_after_later_plays(
        edition, players, seed):
    """The card named at its place (its question or ``card_laid``) whose key left
    ``said_past`` on a settling of the same seat (another card's question, or its own
    question settled by the cards while the play still waited behind the next
    question) came later as a plain play, after later plays (QA44 HIGH-2's symptom)."""
    assert not plays_out_of_order(edition, players, seed)



def test_a_question_card_said_as_a_play_before_the_news_past_it_stays_a_play_line():
    """Random engine game arkham-classic, 3 players, seed 2, round 5: Carol's Boxer
    asks "was that Carol's hand?". Once every account has it as her play, main says
    "Carol. Carol: The Boxer." in its place; the branch then names Alice's Shoggoth at its
    place and says Bob's play past it in the same step, which put the question's key in
    ``said_past`` as if her card were behind that news: her play line, said before it,
    became "That was Carol's play." with her question still open, never "Carol: The
    Boxer." (order46 (a) wants the play line)."""
    text = _heard_round("arkham-classic", 3, 2, 5)
    assert "Carol: The Boxer." in text, text
    assert "That was Carol's play." not in text, text


def test_key_6_describes_the_card_named_at_its_place():
    """Random engine game original, 5 players, seed 3, round 6 (rev-order45's LOW): "The
    Investigators in Eve's discard zone: Eve's play or Eve's hand, not known yet." names
    a card as a question does; key 6 (the card's text) then described the card said
    before it (``note_card_said`` took plays and questions only)."""
    import random

    from companion.app.session import TableSession
    from companion.engine.state import new_game
    from companion.tracker.from_engine import Converter, observe_random_play
    game = new_game("original", 5)
    conv = Converter("original", game.names, 0, game.options, answers="asked",
                     hands="card")
    said: list = []
    s = TableSession(say=said.append, lang="en", says_ahead=True)
    for i, obs in observe_random_play(game, random.Random(3), conv):
        got = s.observe(obs)
        while asked := [e for e in got if e.kind == "question" and e.value == "effect"]:
            got = s.observe(conv.answer_question(asked[0], i))
        laid = [e for e in got if e.kind == "card_laid"]
        if laid:
            assert s.card_heard() == laid[-1].cards[0], [a.brief for a in said[-4:]]
            return
    raise AssertionError("no card named at its place")

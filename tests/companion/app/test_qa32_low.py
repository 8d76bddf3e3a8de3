"""QA32's low findings L1, L2, L3 and L6 (session 32): a card's own lines before the next
card's question; the resume's set-up and its prompts said once, in order; the right words
after a resumed game."""
from __future__ import annotations

import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_prompts import _HELD, _resumed_with_a_question

#: QA32's base game up to Alice's Dilettante in round 2: it settles that her Deep One was
#: her play (not her hand), and Bob's Fed, read meanwhile, then asks its own question
_ROUND_1 = ((0, "the_musician"), (2, "stowaway"), (1, "investigators"), (2, "investigators"),
            (2, "tommy_gun"), (0, "investigators"), (0, "the_boxer"), (0, "cultists"),
            (1, "deep_one"), (1, "the_fed"), (2, "the_fed"), (2, "rlyeh"),
            (2, "the_musician"), (2, "investigators"), (0, "necronomicon"),
            (0, "randall_tillinghast"))
_ROUND_2 = ((2, "cultists"), (0, "deep_one"), (1, "the_fed"), (2, "the_musician"),
            (2, "the_fed"))


@pytest.mark.parametrize("lang, insane, asked", [
    ("en", "Alice is now Insane.", "The Fed in Bob's discard zone"),
    ("fr", "Alice sombre dans la folie.", "fédéral"),
    ("es", "Alice cae en la locura.", "Federal"),
])
def test_a_cards_insane_line_comes_before_the_next_cards_question(lang, insane, asked):
    """QA32 L1: "Alice: the Deep One." "No answer needed: that was Alice's play." then
    Bob's Fed's question, and only then "Alice is now Insane.": the Deep One's own line
    came after the next card's question."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], lang, 0))
    for seat, key in _ROUND_1:
        s.observe(o.card_seen(seat, key))
    s.observe(o.new_round())
    for seat, key in _ROUND_2:
        s.observe(o.card_seen(seat, key))
    before = len(said)
    s.observe(o.card_seen(0, "the_dilettante"))
    text = [a.brief for a in said[before:]]
    question = next(i for i, line in enumerate(text) if asked in line)
    assert insane in text[:question], text


def test_key_1_asks_again_for_the_held_cards_prompt_the_answer_brought():
    """QA32 L2: after a resume, plus 2 answered the open question and brought the held
    card's prompt ("A card the log does not hold … press plus and 1."), queued behind the
    answer's news; key 1, pressed before the voice said it, said it at once, and the queued
    one followed: the 9-s prompt twice in a row. Key 1's prompt is the same sentence asked
    for again (:attr:`Announcement.again`): the voice says a waiting twin once, in its
    place."""
    table, said, _ = _resumed_with_a_question()
    table._key(Command("answer", 2))  # Carol is still in: the Boxer's prompt comes
    brought = said[-1]
    assert brought.brief == _HELD and not brought.again
    table._key(Command("question"))
    assert said[-1].brief == brought.brief and said[-1].again

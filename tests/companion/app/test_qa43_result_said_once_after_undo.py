"""Review of QA43 H1 (gather43): the round's result said while "Sane or Insane effect?"
stays open holds Bob's turn and Sanity check, which came with earlier cards but waited
in every account; undoing (or slash-correcting) the card that ended the round puts them
back as not said (the tracker's snapshot before that card), so the card read again says
the whole turn a second time. With the question answered first, only the hand and the
win are said again (the control below). Original edition, 2 players: the demo's round 4
(seed 5), as test_qa43_round_result_before_gather."""
import pytest

from companion.tracker import observations as o

from .test_qa43_round_result_before_gather import _table, _texts

CHECK = "Bob: Sanity check, 2 cards."


def _round_ended(answer_first: bool):
    table, said = _table("en")
    if answer_first:
        table.session.observe(table.session.tracker.answer_observation(2))
    table.session.observe(o.card_seen(1, "necronomicon_original"))  # Bob's Sanity check
    table.session.observe(o.card_seen(1, "investigators_original"))  # his hand: out
    table._between_rounds()
    return table, said


def _fixed(table, said, fix):
    if fix == "undo":
        table.session.observe(o.undo())
        table.session.observe(o.card_seen(1, "investigators_original"))
    else:
        table.session.observe(o.was("cats_of_ulthar"))  # slash: the hand was the Cats
    table._between_rounds()
    return _texts(said).count(CHECK)


@pytest.mark.parametrize("fix", ["undo", "slash"])
def test_sanity_check_said_once_when_the_round_ending_card_is_fixed_after_the_answer(fix):
    """The control: the question answered before Bob's turn."""
    assert _fixed(*_round_ended(answer_first=True), fix) == 1


@pytest.mark.parametrize("fix", ["undo", "slash"])
def test_sanity_check_said_once_when_the_round_ending_card_is_fixed_question_open(fix):
    """The question still open: Bob's turn and check, said with the early result, stay
    said (gather44: main said them again, 4 lines, from the snapshot before the round's
    last card or the slash's replay from it: ``ahead.said_early_stays``)."""
    assert _fixed(*_round_ended(answer_first=False), fix) == 1


def test_answer_after_undoing_the_round_ending_card_says_only_the_effect():
    """The round's last card undone, the question then answered: the answer says Alice's
    effect, not Bob's turn and check again; the card read again says his hand and the win
    (gather44; main said "Bob." and his check after the answer)."""
    table, said = _round_ended(answer_first=False)
    start = len(said)
    table.session.observe(o.undo())
    table.session.observe(table.session.tracker.answer_observation(2))
    table.session.observe(o.card_seen(1, "investigators_original"))
    table._between_rounds()
    assert _texts(said)[start:] == [
        "Alice uses the Insane effect of the Liber Ivonis.", "Alice cannot be knocked out.",
        "Bob is out, with the Investigators.", "Alice wins the round and has 1 Insane."]

"""A card held while the undo's question is said (:attr:`LiveTable.choice_held`) is taken,
and said before the end line, when the pictures end, and taken when the session stops
(review of session 30: it was lost, never logged, or said after "The pictures have
ended.")."""
from companion.app.live_keys import CHOICE_GRACE_S
from tests.companion.app.test_live import _appeared
from tests.companion.app.test_undo_closed import _live
from vision.records import GapKind, SourceStatus
from vision.sources import Frame

_END = Frame(9, 9.0, None, SourceStatus(False, GapKind.NO_FRAME, "", ended=True,
                                        reason="folder_done"))


def _held():
    """A live table whose Bob's Sailor was read while the undo's question was said, the
    question heard and its grace passed: ``(table, session, ear)``."""
    table, s, ear = _live()
    table._cards_appeared([_appeared(2, "the_sailor", 1)])
    assert table.choice_held
    ear.hear_all()
    table._keys()
    table.undo_heard_at -= CHOICE_GRACE_S  # the grace has passed: the next picture is read
    return table, s, ear


def test_a_card_held_for_the_undo_question_is_taken_when_the_pictures_end():
    """The folder's last card read while the undo's question is said; the next read is
    the folder's end, no key can come and the voice is done: the Sailor is taken."""
    table, s, ear = _held()
    table._pictures_ended(_END)   # what run() does with an ended frame
    table._after_the_end()
    assert s.tracker.history[-1][0].cards == ("the_sailor",), "the Sailor was lost"
    assert not table.choice_held


def test_with_keys_open_the_held_card_is_said_before_the_end_line(monkeypatch):
    """QA31 #3: the game's news before the end line, the held card's too."""
    import companion.app.live as live_mod
    monkeypatch.setattr(live_mod.time, "sleep", lambda s: None)
    table, s, ear = _held()
    table.keys_open = lambda: True
    loops = iter([False, True])
    table._stopping = lambda: next(loops, True)
    told = len(ear.said)
    table._pictures_ended(_END)
    table._after_the_end()
    said = ear.briefs(told)
    assert s.tracker.history[-1][0].cards == ("the_sailor",)
    assert said.index("Bob: The Sailor.") < said.index(
        "The pictures have ended. Press Q to stop."), said


def test_q_during_the_hold_takes_the_held_card_before_goodbye():
    """``q`` while the card waits for the undo's question (within its grace): the card is
    taken (the session log keeps it), its news ahead of the goodbye."""
    table, s, ear = _live()
    table._cards_appeared([_appeared(2, "the_sailor", 1)])
    assert table.choice_held
    told = len(ear.said)
    table.keys.put("q")
    table._keys()
    assert table.quit and not table.choice_held
    assert s.tracker.history[-1][0].cards == ("the_sailor",)
    said = ear.briefs(told)
    assert said[-1].startswith("Goodbye"), said

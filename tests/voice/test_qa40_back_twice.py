"""QA40 L1: key 7 pressed a second time right after 7 went forward (the line before the
newest) instead of one line further back, when the voice said a line between the presses
(the voice behind, a turn's news, a line not kept)."""
from tests.voice import test_speaker
from tests.voice.test_speaker import finish_all, wait_started
from voice.history import BROWSE_HOLD_LINES, Entry, History

rig = test_speaker.rig  # the gated speaker fixture


def _heard(history, texts):
    entries = [Entry(text) for text in texts]
    for entry in entries:
        history.add(entry)
        history.hear(entry)
    return entries


def test_7_twice_steps_back_twice_though_a_line_not_kept_was_said_between():
    history = History()
    _, b, c, d = _heard(history, ["A.", "B.", "C.", "D."])
    assert history.back() is c
    history.hear(d, past=True)  # a line not kept (a turn's cue, a key's answer) begun
    assert history.back() is b


def _behind(history, texts):
    """``texts`` queued (the voice behind with them), not begun: their entries."""
    entries = [Entry(text) for text in texts]
    for entry in entries:
        history.add(entry)
    return entries


def test_7_twice_steps_back_twice_though_new_lines_were_said_between_up_to_a_limit():
    history = History()
    _, b, c, _ = _heard(history, ["A.", "B.", "C.", "D."])
    waiting = _behind(history, [f"News {n}." for n in range(2 * BROWSE_HOLD_LINES - 1)])
    assert history.back() is c
    for entry in waiting[:BROWSE_HOLD_LINES - 1]:  # the lines the voice was behind with
        history.hear(entry)
    assert history.back() is b
    # the player listened on: 7 steps back from the newest line said
    for entry in waiting[BROWSE_HOLD_LINES - 1:]:
        history.hear(entry)
    assert history.back() is waiting[-2]


def test_9_to_the_newest_line_ends_the_walk_the_next_line_heard_moves_the_cursor():
    history = History()
    _, _, c, d = _heard(history, ["A.", "B.", "C.", "D."])
    assert history.back() is c
    assert history.forward() is d
    _heard(history, ["E."])
    assert history.back() is d


def test_7_twice_with_the_voice_behind_says_the_line_before_the_one_7_said(rig):
    """The live case: 7 cut "D." with "E." waiting; the voice then said "D." again and
    "E."; 7 said "C." (the line before "B."), a line newer than the "B." just heard."""
    speaker, backend, _ = rig
    for text in ("A.", "B.", "C."):
        speaker.say(text)
    finish_all(speaker, backend)
    speaker.say("D.")
    speaker.say("E.")
    wait_started(backend, 4)  # "D." is being said, "E." waits
    assert speaker.back().text == "C."
    finish_all(speaker, backend)  # "C.", then "D." again and "E."
    assert speaker.back().text == "B."
    finish_all(speaker, backend)
    # the tail: "D." cut by 7 is in the list too when the cut came after its end was noted
    assert backend.spoken[-4:] == ["C.", "D.", "E.", "B."]


def test_7_after_news_that_came_after_the_last_step_steps_back_from_that_news():
    """Review of lows41: the player pressed 7 once ("C."), then listened to a turn's news
    that came after ("E.", "F."); 7 said "B.", older than the line 7 had said, passing
    over the news just heard (the line before "F." was out of 7's reach until a third new
    line). News that came after the step ends the walk: 7 says "E."; only the lines the
    voice was behind with when the key was pressed leave the walk where it was."""
    history = History()
    _heard(history, ["A.", "B.", "C.", "D."])
    history.back()
    news = _heard(history, ["E.", "F."])
    assert history.back() is news[0]


def test_7_twice_with_the_voice_behind_then_news_after_steps_back_from_the_news(rig):
    """The live case of the one above: 7 said "B.", the voice then said a turn's news
    that came after ("D.", "E."); 7 says "D.", not "A." (older than the "B." 7 said)."""
    speaker, backend, _ = rig
    for text in ("A.", "B.", "C."):
        speaker.say(text)
    finish_all(speaker, backend)
    assert speaker.back().text == "B."
    finish_all(speaker, backend)
    speaker.say("D.")
    speaker.say("E.")
    finish_all(speaker, backend)
    assert speaker.back().text == "D."

"""Fresh QA52 L3 (run r5, 3 players, arkham-classic, seed 85, 16:40:17): "The Urchin in
Alice's discard zone: was that Alice's hand, so Alice is out?" was open; Bob's Sanity check
was said ahead of it ("Bob: Sanity check, 1 card. The Fed. Bob passes. 16 cards left."),
the player typed plus 2 (Alice still in) while it was said, and the camera had read Bob's
Cultists, not said yet. Key 2 told the table as heard (before the Cultists), the question
still open there: "15 or 16 cards left in the deck: the next card tells.", where the
player's own answer gave 15. Key 2 counts with the answer the player typed
(:func:`~companion.app.as_heard.own_answer`). The run's inputs are r5's session log, given
to a real session and voice whose clock stands still
(:func:`~tests.companion.app.test_state_as_heard.heard_up_to`'s set-up)."""
from types import SimpleNamespace

import pytest

from companion.app.as_heard import own_answer
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.voice.conftest import ScriptedBackend, gated_speaker

from .test_speech_order import say_all
from .test_state_as_heard import hear_all

#: r5's inputs from its start to Alice's Urchin ("was that Alice's hand?"): (seat, card)
#: or "deal" (new_round)
R5 = ((0, "randall_tillinghast"), (1, "the_fed"), (2, "the_sailor"), (0, "nightgaunt"),
      (0, "the_fed"), (1, "the_boxer"), (2, "the_entertainer"), "deal",
      (1, "randall_tillinghast"), (2, "investigators"), (0, "the_urchin"))


def _replay(steps):
    """The observations of a session log's ``steps``: (seat 0-based, card) or "deal"."""
    return [o.new_round() if step == "deal" else o.card_seen(*step) for step in steps]


def _asked():
    """r5 up to the question, heard; Bob's Fed (his Sanity check, said ahead) and his
    Cultists read: ``(session, speaker, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.says_ahead = True  # a live table's
    s.observe(o.start("arkham-classic", ["Alice", "Bob", "Carol"], "en", 0))
    for obs in _replay(R5):
        s.observe(obs)
    hear_all(speaker, engine)
    engine.spoken.clear()
    assert s.tracker.question is not None and s.tracker.question.seat == 0
    s.observe(o.card_seen(1, "the_fed"))   # Bob's Sanity check card
    s.observe(o.card_seen(1, "cultists"))  # his play, not said yet
    return s, speaker, engine


@pytest.mark.parametrize("answer, passes, deck", [
    (2, "Bob passes. 16 cards left.", 15),   # r5's: Alice still in, she drew
    (1, "Bob passes. 17 cards left.", 16)])  # Alice out: her Urchin was her hand
def test_key_2_counts_the_deck_with_the_answer_the_player_typed(answer, passes, deck):
    s, speaker, engine = _asked()
    engine.say_until("Bob: Sanity check, 1 card.")
    s.key(Command("answer", answer))
    engine.say_until(passes)
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    # main: "15 or 16 cards left in the deck: the next card tells." (r5)
    assert spoken[spoken.index(passes) + 1] == f"{deck} cards left in the deck.", spoken


def test_own_answer_is_the_input_that_closed_the_question_not_a_correction_by_key():
    # fresh reader of session 52, item 11: own_answer took the first ANSWER_KINDS input by
    # key, corrections included; a slash correcting Alice's Urchin (the question's card)
    # to The Boxer replaced the question, and plus 2 answered the new one about Bob's Fed:
    # neither answers "was that Alice's hand?" on the table as heard
    tracker = Tracker()
    tracker.apply(o.start("arkham-classic", ["Alice", "Bob", "Carol"], "en", 0))
    for obs in _replay(R5):
        tracker.apply(obs)
    tracker.apply(o.card_seen(1, "the_fed"))
    index = len(tracker.history) - 1  # Bob's Fed not heard yet
    heard = tracker.as_before(index)
    assert heard.question is not None and heard.question.cards == ("the_urchin",)
    said_for = SimpleNamespace(answered_by_key=lambda question: True, by_key=lambda e: True)
    session = SimpleNamespace(said_for=said_for, tracker=tracker)
    tracker.apply(o.card_seen(1, "cultists"))
    tracker.apply(o.still_in(0))  # plus 2: Alice still in
    assert own_answer(session, heard, index) is tracker.history[-1][0]
    tracker.undo()
    tracker.apply(o.was("the_boxer", back=2))  # slash: Alice's card was The Boxer
    assert tracker.question is not None and tracker.question.cards != ("the_urchin",)
    tracker.apply(o.still_in(1))  # plus 2 to the question it opened
    assert own_answer(session, heard, index) is None

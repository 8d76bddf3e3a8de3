"""Fresh QA54 (rres/A, 4 players, arkham): plus 2 brought the 2 lines of Alice's R'lyeh
still to say ("… the Necronomicon, from the deck into Alice's zone. 16 cards left.", "Alice
is now Insane."), its own news after them; key 2, pressed then, told the deck as heard
before those cards, and was said after them: "18 cards left in the deck." heard 8 s after
"16 cards left". An answer ``ahead`` (:meth:`voice.Speaker.say`) goes ahead of the lines
an older answer brought too, and cuts such a line being said, said again after it; one
that brings lines brought already goes right after them, ahead of the older key's news."""
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for
from tests.voice.test_speaker import finish_all, wait_started

DIL = "Alice's R'lyeh: The Dilettante, from the deck into Alice's zone."
NECRO = "Alice's R'lyeh: the Necronomicon, from the deck into Alice's zone. 16 cards left."
INSANE = "Alice is now Insane."
STILL_IN = "Dan is still in."  # the news plus 2 made
DECK = "18 cards left in the deck."
UNSAID = "3 updates not said yet."


def _plus_two_brought(said: int = 1):
    """The Dilettante's line being said, the two after it queued, and plus 2's news
    bringing those two (:meth:`voice.Speaker.say` ``brings``); ``said`` 2: the Dilettante
    said, the Necronomicon's line being said. ``(speaker, engine, [necro, insane])``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    speaker.say(DIL)
    wait_started(engine, 1)
    brought = [speaker.say(NECRO), speaker.say(INSANE)]
    speaker.say(STILL_IN, hurry=True, brings=brought)
    if said == 2:
        engine.say_until(NECRO)
    return speaker, engine, brought


def _answered(said: int = 1, ahead: bool = True, brings: bool = False, cut: str = ""):
    """Key 2's answer, two lines of one press, given after :func:`_plus_two_brought`
    (``said``), ``ahead`` or not, bringing the lines plus 2 brought (``brings``); ``cut``:
    the line it cuts, waited for before the gate opens (else said whole). The engine once
    the voice said everything."""
    speaker, engine, brought = _plus_two_brought(said)
    try:
        for text in (DECK, UNSAID):
            speaker.say(text, hurry=True, news=False, press=1, ahead=ahead,
                        brings=brought if brings else ())
        if cut:
            wait_for(lambda: engine.cancelled == [cut])  # said again after the answer
        finish_all(speaker, engine)
    finally:
        speaker.close()
    return engine


def test_an_answer_ahead_goes_before_the_lines_an_older_answer_brought():
    engine = _answered(cut=DIL)
    # main: [DIL, NECRO, INSANE, DECK, UNSAID, STILL_IN], DIL cut and said again first
    assert engine.spoken == [DECK, UNSAID, DIL, NECRO, INSANE, STILL_IN], engine.spoken


def test_an_answer_not_ahead_keeps_its_place_after_them():
    engine = _answered(ahead=False, cut=DIL)
    assert engine.spoken == [DIL, NECRO, INSANE, DECK, UNSAID, STILL_IN], engine.spoken


def test_an_answer_ahead_cuts_a_brought_line_being_said_said_again_after_it():
    engine = _answered(said=2, cut=NECRO)
    # main: not cut, the answer after both brought lines
    assert engine.spoken == [DIL, DECK, UNSAID, NECRO, INSANE, STILL_IN], engine.spoken


def test_an_answer_ahead_that_brings_lines_brought_already_goes_right_after_them():
    # keys 5 and 8 bring the line being said and the rest of its input (as_heard); said
    # after the whole backlog of answers, it came after plus 2's "Dan is still in."
    engine = _answered(said=2, brings=True)
    assert engine.cancelled == []
    assert engine.spoken == [DIL, NECRO, INSANE, DECK, UNSAID, STILL_IN], engine.spoken

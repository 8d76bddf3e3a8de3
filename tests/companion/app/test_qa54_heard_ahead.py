"""Fresh QA54 HIGH (rres/A, 4 players, arkham, round 2): "Randall Tillinghast in Dan's
discard zone: was that Dan's hand?" open, Alice's R'lyeh drew The Dilettante and the
Necronomicon into her zone. Plus 2 (Dan still in), typed while "Alice's R'lyeh: The
Dilettante…" was said, brought the Necronomicon's line and "Alice is now Insane." ahead of
its own news; key 2, pressed 1.1 s into the Dilettante's line said again, told the deck as
heard before those 2 cards, "18 cards left in the deck.", and was heard 12 s late, after
"… the Necronomicon, … 16 cards left." (truth 16). A state key's answer, the table as heard
(:func:`~companion.app.as_heard.as_heard`), is said ahead of the lines an older key's
answer brought too (:attr:`~companion.app.announcement.Announcement.as_heard`): whatever
it says is what the player has heard when it is heard. The run's inputs (its session log)
go to a real session and voice whose clock stands still (a line being said is not heard
before its end)."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for

from .test_speech_order import say_all
from .test_state_as_heard import hear_all

#: rres/A's inputs up to Dan's Randall Tillinghast ("was that Dan's hand?"): (seat, card),
#: "out" (Dan out, by key) or "deal"
ROUND_1 = ((0, "rlyeh"), (2, "investigators"), (2, "the_boxer"), (1, "investigators"),
           (0, "the_dilettante"), (2, "investigators"), (3, "the_urchin"), (1, "cultists"),
           (2, "the_entertainer"), "out", (1, "shoggoth"), (1, "the_sailor"), "deal",
           (2, "investigators"), (3, "randall_tillinghast"))
RLYEH = ((0, "rlyeh"), (0, "the_dilettante"), (0, "necronomicon"))
DIL = "Alice's R'lyeh: The Dilettante"
NECRO = "Alice's R'lyeh: the Necronomicon, from the deck into Alice's zone. 16 cards left."
STILL_IN = "Dan is still in."  # the news plus 2 made


def _obs(step):
    return o.new_round() if step == "deal" else o.seat_out(3) if step == "out" \
        else o.card_seen(*step)


def _pressed(key: str, during: str) -> list:
    """The run to R'lyeh's cards, read while the voice says "Alice: R'lyeh."; plus 2 and
    then ``key`` pressed while the Dilettante's line is said (``during`` ``"dil"``: the
    run's), or plus 2 during "Alice: R'lyeh." and ``key`` while the Necronomicon's line,
    which plus 2 brought, is said (``"necro"``). What the voice said from R'lyeh on."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    s.says_ahead = True  # a live table's
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], "en", 0))
    for step in ROUND_1:
        s.observe(_obs(step))
    hear_all(speaker, engine)
    engine.spoken.clear()
    assert s.tracker.question is not None and s.tracker.question.seat == 3
    for step in RLYEH:
        s.observe(_obs(step))
    engine.say_until(DIL if during == "dil" else "Alice: R'lyeh.")
    s.key(Command("answer", 2))
    if during == "necro":
        engine.say_until(NECRO)
    s.key(Command(key, 1 if key == "zone" else None))
    current = speaker._current  # the line at the gate: cut by the key's answer, or not
    if current is not None and current.cancel.is_set():
        # the test's engine sees a cut only while its gate is shut: wait for it, or
        # say_all, opening the gate, lets the line through whole before saying it again
        wait_for(lambda: current.entry.text in engine.cancelled)
    return say_all(speaker, engine)


#: plus 2's news (Dan's): said right after the line it was typed during, in the game's order
#: (fresh QA62 MEDIUM-4: companion.app.answer_place.answer_seat), before the Dilettante's
#: and the Necronomicon's lines the live table said ahead of its question
DAN = (STILL_IN, "Dan's play, not Dan's hand: Randall Tillinghast.", "Dan is now Insane.")


def test_key_2_during_the_dilettante_tells_the_count_heard_before_the_later_news():
    spoken = _pressed("deck", "dil")
    # main of session 62: "Alice: R'lyeh.", "18 cards left in the deck." (the Dilettante
    # cut, said again), the Necronomicon's "16 cards left.", "Alice is now Insane.", then
    # plus 2's news. Session 63: the Dilettante said to its end first (QA62 LOW-1), the
    # count with it (17), plus 2's news before the Necronomicon's (the game's order)
    assert spoken == ["Alice: R'lyeh.", DIL + ", from the deck into Alice's zone.",
                      "17 cards left in the deck.", "2 updates not said yet.", *DAN, NECRO,
                      "Alice is now Insane.", "Bob."], spoken


#: how each key's answer begins (key 6, the last play heard: R'lyeh's text, or Randall
#: Tillinghast's once plus 2's news, "Dan's play, not Dan's hand: …", is heard)
ANSWERS = {"deck": ("17 cards left", "18 cards left"), "unseen": "Unseen:",
           "scores": "Mythos tokens.",
           "zone": "Alice's discard zone:", "whose_turn": "It is", "table": "Table.",
           "card_help": ("R'lyeh: Choose", "Randall Tillinghast: Choose")}


def _answer_at(spoken: list, key: str) -> int:
    return next(i for i, line in enumerate(spoken) if line.startswith(ANSWERS[key]))


#: keys 5 and 8 say the line being said to its end first, and the table with it
#: (:data:`~companion.app.as_heard.BEGUN_HEARD`), key 2 too since session 63 (QA62 LOW-1):
#: test_keys_2_5_8_during_the_necronomicon_say_it_to_its_end_first; the others cut it
@pytest.mark.parametrize("during, key", [
    *(("dil", key) for key in ("deck", "unseen", "scores", "zone", "whose_turn", "table")),
    *(("necro", key) for key in ("unseen", "scores", "zone", "card_help"))])
def test_each_state_key_is_said_before_the_news_its_table_has_not_taken(during, key):
    spoken = _pressed(key, during)
    answer = _answer_at(spoken, key)
    # main of session 54: each answer after the 2 lines plus 2 brought
    assert answer < spoken.index(NECRO), spoken
    if during == "necro":  # plus 2 during "Alice: R'lyeh.": its news right after it
        assert spoken[:5] == ["Alice: R'lyeh.", *DAN, DIL + ", from the deck into Alice's "
                              "zone."], spoken
        told = [] if key == "card_help" else ["1 update not said yet."]  # key 6: the play
        assert spoken[answer + 1:] == [*told, NECRO, "Alice is now Insane.", "Bob."], spoken
    else:  # plus 2 during the Dilettante: its news after that line, still to come
        assert spoken.index(STILL_IN) > answer, spoken


@pytest.mark.parametrize("key, after", [("deck", "Bob."), ("whose_turn", "Alice is now Insane."),
                                        ("table", "Alice is now Insane.")])
def test_keys_2_5_8_during_the_necronomicon_say_it_to_its_end_first(key, after):
    """Plus 2 typed during "Alice: R'lyeh.": Dan's news is said right after it, then the
    Dilettante's line, and the key is pressed during the Necronomicon's: that line is
    said to its end, not cut (keys 5 and 8, QA48; key 2, QA62 LOW-1), with the rest of its
    input (key 2: and "Bob.", his turn's cue the answer let through, his draw in the
    count), then the answer: the table as heard then, plus 2's news in it (main of session
    62: keys 5 and 8 said "It is Bob's turn" and "Dan may be out" before "Dan is still
    in.", key 2 "17 cards left" before the Necronomicon's "16 cards left.")."""
    spoken = _pressed(key, "necro")
    answer = _answer_at(spoken, key) if key != "deck" else spoken.index(
        "15 cards left in the deck.")
    assert spoken[:5] == ["Alice: R'lyeh.", *DAN, DIL + ", from the deck into Alice's "
                          "zone."], spoken
    assert spoken.count(NECRO) == 1 and answer == spoken.index(after) + 1, spoken
    assert spoken.index(NECRO) < answer and "Bob." in spoken[answer - 1:answer + 2], spoken
    assert not any("not said yet" in line for line in spoken), spoken
    if key == "table":  # plus 2's news heard: Dan is in
        assert spoken[answer] == ("Table. Alice is in, Insane; Bob is in; Carol is in; "
                                  "Dan is in, Insane."), spoken
    if key == "whose_turn":
        assert spoken[answer] == "It is Bob's turn.", spoken

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


def test_key_2_during_the_dilettante_is_said_ahead_of_the_lines_plus_2_brought():
    spoken = _pressed("deck", "dil")
    # main: "Alice: R'lyeh.", the Dilettante (cut, said again), the Necronomicon's "16
    # cards left.", "Alice is now Insane.", then "18 cards left in the deck."
    assert spoken[:5] == ["Alice: R'lyeh.", "18 cards left in the deck.",
                          "3 updates not said yet.", DIL + ", from the deck into Alice's zone.",
                          NECRO], spoken


#: how each key's answer begins (key 6, the card heard: R'lyeh's text)
ANSWERS = {"deck": ("17 cards left", "18 cards left"), "unseen": "Unseen:",
           "scores": "Mythos tokens.",
           "zone": "Alice's discard zone:", "whose_turn": "It is", "table": "Table.",
           "card_help": "R'lyeh: Choose"}


#: keys 5 and 8 say the line being said to its end first, and the table with it
#: (:data:`~companion.app.as_heard.BEGUN_HEARD`); the others cut it
@pytest.mark.parametrize("during, key, before", [
    *(("dil", key, NECRO) for key in ("deck", "unseen", "scores", "zone", "whose_turn",
                                      "table")),
    *(("necro", key, NECRO) for key in ("deck", "unseen", "scores", "zone", "card_help")),
    *(("necro", key, STILL_IN) for key in ("whose_turn", "table"))])
def test_each_state_key_is_said_before_the_news_its_table_has_not_taken(during, key, before):
    spoken = _pressed(key, during)
    answer = next(i for i, line in enumerate(spoken) if line.startswith(ANSWERS[key]))
    # main: each answer after the 2 lines plus 2 brought, keys 5 and 8 "necro" after plus
    # 2's news too ("Dan may be out", "It is Bob's turn" after "Dan is still in.")
    assert answer < spoken.index(before), spoken
    if during == "necro" and key == "deck":  # the Dilettante heard
        assert spoken[answer] == "17 cards left in the deck.", spoken

"""Review of heard54 (fresh QA54 HIGH, rres/A: key 2's "18 cards left" heard after "16
cards left"): whatever a state key's answer says is true when it is heard, pressed at any
moment of the scripted sequence of that run, Alice's R'lyeh drawing The Dilettante and the
Necronomicon while "was that Dan's hand?" is open, plus 2 (Dan still in) pressed during
one of the lines still to say and key 2 during the same or a later one (or key 2 first):
the count it says is the one after exactly the cards the player heard before it (and
plus 2, which the player typed: :func:`~companion.app.as_heard.own_answer`), no line is
said twice, none is lost. The voice's clock stands still (a line being said is never
nearly said: a key's answer cuts it)."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for

from .test_qa54_heard_ahead import DIL, RLYEH, ROUND_1, _obs
from .test_speech_order import say_all
from .test_state_as_heard import hear_all

#: the lines of each card of R'lyeh's play (the beginnings), in the order they are heard
CARDS = (("Alice: R'lyeh.",), (DIL,), ("Alice's R'lyeh: the Necronomicon",
                                        "Alice is now Insane."))
#: key 2's answer after the first 0 to 3 cards heard: plus 2 typed before (the player knows
#: Dan is still in, Bob drew once the Necronomicon was heard) or not (typed after it)
COUNT = {True: ("18 cards left in the deck.",) * 2 + ("17 cards left in the deck.",
                                                      "15 cards left in the deck."),
         False: tuple(f"{n} or {n + 1} cards left in the deck: the answer to the question "
                      "tells." for n in (18, 18, 17, 15))}


def _rlyeh_read(clock=lambda: 0.0):
    """A live table's session and voice (``clock``: the voice's, standing still unless the
    test moves it) that said rres/A's run to Dan's Randall Tillinghast, then R'lyeh's 3
    cards read: ``(session, speaker, engine)``, ``engine.spoken`` what is said from then."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, clock=clock)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=clock))
    s.says_ahead = True
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], "en", 0))
    for step in ROUND_1:
        s.observe(_obs(step))
    hear_all(speaker, engine)
    engine.spoken.clear()
    for step in RLYEH:
        s.observe(_obs(step))
    return s, speaker, engine


def _let_go(speaker, engine) -> None:
    """The line at the gate said to its end, and the next one begun, at the gate (nothing
    when the voice is idle): a key is then pressed while a line is said, never between."""
    wait_for(lambda: engine.gated_at is not None or speaker.wait_idle(0.0))
    at = engine.gated_at
    if at is not None:
        engine.let_go = at
        engine.gate.set()
        wait_for(lambda: engine.gated_at not in (None, at) or speaker.wait_idle(0.0))


def _spoken(plus_at: int, key_after: int, key_first: bool) -> list:
    """R'lyeh's 3 cards read; ``plus_at`` lines said to their end, then plus 2 pressed
    (``key_first``: key 2 and then plus 2, at once); ``key_after`` more lines, then key 2
    (``key_first``: nothing more). What the voice said from R'lyeh on."""
    s, speaker, engine = _rlyeh_read()
    # the first line at the gate before any press (with plus_at 0 too): a press while the
    # voice thread has taken a line but not begun it is another case (session 54: once
    # under a full suite's load, "Alice: R'lyeh." said whole and again)
    wait_for(lambda: engine.gated_at is not None or speaker.wait_idle(0.0))
    for _ in range(plus_at):
        _let_go(speaker, engine)
    presses = [Command("answer", 2), Command("deck")]
    for press in presses[::-1] if key_first else presses:
        s.key(press)
        if not key_first:
            for _ in range(key_after):
                _let_go(speaker, engine)
            key_after = 0
    return say_all(speaker, engine)


@pytest.mark.parametrize("plus_at, key_after, key_first", [
    *((p, k, False) for p in range(4) for k in range(4)), (1, 0, True), (2, 0, True)])
def test_key_2_says_the_count_after_the_cards_heard_before_it(plus_at, key_after,
                                                              key_first):
    spoken = _spoken(plus_at, key_after, key_first)
    answer = next(i for i, line in enumerate(spoken) if "cards left in the deck" in line)
    heard = 0
    for lines in CARDS:
        if not all(any(said.startswith(line) for said in spoken[:answer]) for line in lines):
            break
        heard += 1
    assert spoken[answer] == COUNT[not key_first][heard], spoken
    assert len(set(spoken)) == len(spoken), spoken  # none said twice ("Again:" neither)
    assert all(any(said.startswith(line) for said in spoken) for lines in CARDS
               for line in lines) and "Bob." in spoken, spoken  # none lost


def test_key_2_in_the_last_second_of_a_card_s_line_counts_that_card():
    """Key 2 with 0.5 s of "Alice's R'lyeh: The Dilettante…" left (no plus 2): the line
    is not cut (:data:`voice.speech_queue.NEARLY_SAID_S`), so the answer comes after it,
    and counts that card, said for more than
    :data:`~companion.app.voiceout.HEARD_AFTER_S` (heard54's report left "a line nearly
    finished is not cut: a key then says the count before that line right after it": only
    for a line said in less than about 2.5 s, none of R'lyeh's cards)."""
    from voice.backends.base import spoken_seconds
    from voice.speech_queue import NEARLY_SAID_PACE, NEARLY_SAID_S
    now = [0.0]
    s, speaker, engine = _rlyeh_read(lambda: now[0])
    engine.say_until(DIL)
    line = engine.started[engine.gated_at]
    now[0] += spoken_seconds(len(line), speaker.settings.rate) / NEARLY_SAID_PACE \
        - NEARLY_SAID_S / 2
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    answer = next(i for i, said in enumerate(spoken) if "cards left in the deck" in said)
    assert spoken[answer - 1] == line, spoken  # heard whole, not cut
    assert spoken[answer].startswith("17"), spoken


def test_a_state_key_right_after_key_6_cut_a_brought_line_says_it_first():
    """Plus 2 during the Dilettante's line brings the Necronomicon's 2 lines; key 6 during
    the second, "Alice is now Insane.", cuts it (an answer ahead, bringing nothing: said
    again after the card's text); key 2 pressed before the engine has stopped it (here:
    the engine held) tells the table with the Necronomicon's input, whose rest, that
    line, it brings (:attr:`~companion.app.said_for.Backlog.brings`): it is to be said
    before the count. Queued again once the engine stopped, it went after every answer
    said ahead (:meth:`voice.speech_queue.QueueRules._requeue`), the one that brought it
    too: the count told a table with a line the player heard after it (review of heard54
    LOW; main's key 6 did not cut a brought line). Since session 63 (m463, the game's
    order: fresh QA62 MEDIUM-4) plus 2's news is said right after the Dilettante's line,
    before the Necronomicon's, so none is left after the count ("1 update not said yet."
    before), and "Bob.", the cue the answer let through after them, comes before the count
    too (key 2 says the input begun whole and what waits of the inputs heard, QA62 LOW-1):
    the count, 15, is Bob's draw's."""
    s, speaker, engine = _rlyeh_read()
    engine.say_until(DIL)
    s.key(Command("answer", 2))
    engine.say_until("Alice is now Insane.")
    with engine._lock:  # the engine has not stopped the line key 6 cuts yet
        s.key(Command("card_help"))
        s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    answer = next(i for i, said in enumerate(spoken) if "cards left in the deck" in said)
    assert spoken[answer - 2:] == ["Alice is now Insane.", "Bob.",
                                   "15 cards left in the deck."], spoken
    assert spoken.index("Dan is still in.") < spoken.index("Alice's R'lyeh: the "
                                                           "Necronomicon, from the deck "
                                                           "into Alice's zone. 16 cards "
                                                           "left."), spoken

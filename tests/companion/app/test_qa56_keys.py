"""Fresh QA56 M1 and M5: a key's answer cuts the news and is said at once.

M5 (run C, es): star 2, 2.4 s into the first line of an input (the cards' settling of
Carol's question, then Dan's whole Sanity check), was answered 13 s later, after that
input's 5 other lines: a state key brings the rest of an input begun (QA32 M2), which a
zone, on the table for all to see, need not wait for. M1 (run D, en): slash 3, 0.45 s into
"The Tommy Gun in Alice's discard zone: was that Alice's hand…?", waited for that question
to end (slash brings the rest of the card it corrects, QA32 M1, and the question was that
card's line); the list "Which card? 1 …; 2 …" was never said, plus 2 answered the question
heard, and the correction was dropped without a word."""
from companion.app.keys import Command
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import HEARD, _bob_asked, _carol_begun
from tests.companion.app.test_key_edges import _set_up
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import said_first, say_all
from tests.voice.conftest import ScriptedBackend, gate_until_idle, gated_speaker, wait_for

ASKED = "The Deep One in Bob's discard zone: was that Bob's hand"
CUE = "Correct Bob's card, the Deep One: which rank?"
#: star 3's answer, "The Investigators." cut (being said, not heard)
ZONE = "Carol's discard zone: the Stowaway. Just read, not said yet: the Investigators."
LIST = "Which card? 1: The Boxer; 2: the Deep One. Press plus and its number."


def test_a_zone_during_a_card_s_lines_is_said_at_once_and_the_rest_after_it():
    """Of Carol's Sanity check, "Carol." and "Carol: Sanity check, 1 card." heard, "The
    Investigators." being said: star 3 cuts it and names her zone at once, the card being
    said in it as not said yet (QA47b); the rest of her check follows, the cut line said
    again."""
    s, speaker, engine, _ = _carol_begun()
    s.presses += 1
    being = speaker._current  # the line being said (taken before: the engine may end it)
    with s.answering(), s.pressed(query=True):
        s.key(Command("zone", 3))
    assert being.cancel.is_set()  # cut at the press: a regression fails at once, not in 20 s
    said_first(engine, "Carol's discard zone")  # the line cut, not let end (no race)
    spoken = say_all(speaker, engine)
    assert engine.cancelled == ["The Investigators."], spoken
    # the card cut, not heard, named as not said yet (QA47b; review of keys56)
    assert spoken[2:] == [ZONE, "1 update not said yet.",
                          "The Investigators.", "Carol passes. 18 cards left."], spoken


def _slash_during_question():
    """Slash and 3 typed 0.45 s into "The Deep One in Bob's discard zone: was that Bob's
    hand…?" (its first saying), as the live table's keys give them (each a press that
    acts): ``(session, speaker, engine, now)``, ``now[0]`` the voice's clock (seconds)."""
    s, speaker, engine = _bob_asked(heard_all=False)
    now = [0.0]
    s.say.clock = lambda: now[0]
    now[0] = 0.45
    s.presses += 1
    being = speaker._current  # the question being said (taken before: the engine may
    with s.answering(), s.pressed(query=False):  # end it and the voice go on at once)
        s.correct_cue()
        cut = being.cancel.is_set()
        press(s, "/3")
    return s, speaker, engine, now, cut


def test_slash_during_the_question_about_its_card_cuts_it_and_its_list_takes_plus():
    s, speaker, engine, now, cut = _slash_during_question()
    assert cut  # the cue is said at once, not after the question's 9 s
    wait_for(lambda: any(t.startswith(ASKED) for t in engine.cancelled))
    engine.say_until("Which card?")
    now[0] = 3.5  # the list heard: plus 2 chooses from it
    with s.answering(), s.pressed(query=False):
        press(s, "+2")
    said_first(engine, "It is already")  # the list cut, not let end (no race)
    spoken = say_all(speaker, engine)
    assert spoken[0] == CUE, spoken
    assert spoken[1] == "It is already the Deep One: nothing changed.", spoken
    assert s.tracker.question is not None  # the question, still open, is said again
    assert spoken[2].startswith(ASKED), spoken


def test_plus_for_the_question_heard_says_the_correction_list_it_closed_cancelled():
    """The question heard whole, then slash 3: plus 2 typed as the list begins (not heard
    yet) answers the question heard, and closes the list: "Choice cancelled." says so,
    ahead of the news the answer made (it closed silently: the correction vanished)."""
    s, speaker, engine = _bob_asked()
    s.presses += 1
    with s.answering(), s.pressed(query=False):
        s.correct_cue()
        press(s, "/3")
    engine.say_until("Which card?")
    with s.answering(), s.pressed(query=False):
        press(s, "+2")
    assert s.tracker.question is None and not s.choice
    # told at the press (a regression fails at once, not after said_first's 20 s)
    assert "Choice cancelled." in [a.brief for a in s.transcript], s.transcript
    said_first(engine, "Choice cancelled.")  # the list cut, not let end (no race)
    spoken = say_all(speaker, engine)
    assert spoken[0] == CUE and LIST not in spoken, spoken
    assert spoken[:2] == [CUE, "Choice cancelled."], spoken
    assert spoken[2:] == ["Alice is now Insane.", "Bob: the Deep One."], spoken


def test_star_and_a_seat_in_one_read_of_the_keyboard_at_a_live_table():
    """M5 as the tester typed it: '*' and '3' in one read of the terminal, at a live table,
    "The Investigators." of Carol's Sanity check being said: the star's cue, its digit come,
    is not said; the zone is said at once, then the rest of her check."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    voice = VoiceOut(speaker, echo=lambda text: None, catch_up=True, clock=lambda: 0.0)
    table, session, _ = _set_up(voice)
    session.say = voice  # what it says is followed (SaidFor), as at a live table
    for obs in (*HEARD, o.card_seen(1, "investigators")):
        session.observe(obs)
    gate_until_idle(speaker, engine)
    session.observe(o.card_seen(2, "investigators"))
    engine.say_until("The Investigators.")
    being = speaker._current  # the line being said (taken before: the engine may end it)
    for key in "*3":
        table.keys.put(key)
    table._keys()
    assert being.cancel.is_set()  # cut at the press: a regression fails at once, not in 20 s
    said_first(engine, "Carol's discard zone")  # the line cut, not let end (no race)
    spoken = say_all(speaker, engine)
    assert spoken[-4:] == [ZONE, "1 update not said yet.",
                           "The Investigators.", "Carol passes. 18 cards left."], spoken
    assert "Zone: which seat?" not in spoken, spoken

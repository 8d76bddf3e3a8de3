"""Review of unsaid49 (session 49): the play a closed, unheard question held is said in
that question's place, ahead of older inputs' lines (QA49 MEDIUM-1). The answers that use
the table as the player has heard it (keys 2 to 8, :mod:`companion.app.as_heard`) took a
line of the newest input heard as that input being said: the rest of it was brought first,
and with it every older line queued before it, and the answer, made for the table before
the older input, was said after that input's news; slash took the entry ids for the
order heard; key 7 stepped back through the lines in the order given.

Through the real session and voice queue, the engine gated (no timings)."""
import io

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_qa49_unsaid import AFTER, ALICE, _voiced
from tests.companion.app.test_rev_count44 import ROUND
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import TIMEOUT, ScriptedBackend, gate_until_idle
from voice import Speaker, TextBackend, VoiceSettings


def _placed():
    """QA49 r6's round: "Alice: the Investigators." being said, the rest read with the voice
    held (Bob's Entertainer asked, Carol's play said ahead, Alice's Stowaway, Bob's
    Cultists closing the question unheard), then let go: ``(session, speaker, engine)``.
    Both clocks frozen: a line being said is never taken as nearly said (a key's answer
    cuts it however long the machine took), nor heard before its end."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: 0.0, watchdog_base=10 * TIMEOUT,
                      start_timeout=10 * TIMEOUT)  # no engine slow to start (flk69)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0),
                     says_ahead=True)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    hear_all(speaker, engine)
    engine.spoken.clear()
    s.observe(ALICE)
    said_first(engine, "Alice: the Investigators.")
    speaker.hold(True)  # the voice behind: the rest is read, nothing said
    for obs in AFTER:
        s.observe(obs)
    speaker.hold(False)
    return s, speaker, engine


def test_key_5_once_the_placed_play_is_heard_is_not_said_after_the_next_play():
    """Bob's Entertainer (closed by his Cultists, never asked aloud) heard in its place,
    Carol's play being said: key 5 said "It is Carol's turn." after Carol's play and
    Alice's Stowaway lines, a false turn when heard. (Merged with low49, whose keys 5 and
    8 say a begun line to its end first, the answer follows Carol's play.)"""
    s, speaker, engine = _placed()
    engine.say_until("Bob: The Entertainer.")
    engine.say_until("Carol: the Investigators.")  # heard Bob's play, Carol's being said
    s.key(Command("whose_turn"))
    spoken = say_all(speaker, engine)
    answer = next(t for t in spoken if t.startswith("It is"))
    at, carol = spoken.index(answer), spoken.index("Carol: the Investigators.")
    stowaway = next(i for i, t in enumerate(spoken) if t.startswith("The Stowaway"))
    assert at < stowaway, spoken  # not after the news of the inputs after Carol's
    # the table as heard: Carol's turn while her play is not heard whole (said ahead of
    # it), else after it (low49: the line begun said to its end first), not Carol's
    assert answer == "It is Carol's turn." if at < carol else "Carol" not in answer, spoken


def test_slash_after_the_next_play_heard_corrects_that_play_not_the_placed_one():
    """Bob's Entertainer heard in its place, Carol's play being said: slash named "Bob's card,
    the Cultists" (the closing input's line, begun first but given last: the entry ids are
    not the order heard), not Carol's card, the newest heard."""
    s, speaker, engine = _placed()
    engine.say_until("Bob: The Entertainer.")
    engine.say_until("Carol: the Investigators.")  # being said: the card slash is for
    with s.answering():  # as the live table says a prefix key's cue
        s.correct_cue()
    spoken = say_all(speaker, engine)
    cue = next(t for t in spoken if t.startswith("Correct "))
    assert cue == "Correct Carol's card, the Investigators: which rank?", spoken


def test_a_count_said_ahead_of_the_answer_does_not_follow_the_placed_answer():
    """QA44 t3's round (4 players): Carol's Fed asks "was that Carol's hand?", Alice's
    check is said ahead ("16 or 17 cards left: the answer tells."); the voice behind, the
    cards close it (Carol plays again). "Carol: The Fed." now comes in the question's
    place, before that count: it must not then say the answer is still to come (failed
    on unsaid49 alone; low49's refresh, merged from main, says the count told)."""
    speaker, engine, say = _voiced()
    s = TableSession(say=say, lang="en", says_ahead=True)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol", "Dan"], "en", 0))
    for seat, key in ROUND[:2]:
        s.observe(o.card_seen(seat, key))
    hear_all(speaker, engine)
    engine.spoken.clear()
    speaker.hold(True)
    for seat, key in (*ROUND[2:], (0, "the_sailor"), (1, "the_urchin"), (2, "cultists")):
        s.observe(o.card_seen(seat, key))
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    played = spoken.index("Carol: The Fed.")
    assert not any("the answer tells" in t for t in spoken[played:]), spoken
    assert "Alice passes. 16 cards left." in spoken, spoken


def test_key_7_steps_back_through_the_lines_in_the_order_heard():
    """The history keys 7 and 9 step through kept the order the lines were given: 7 after
    the question said "Bob: The Entertainer.", heard three lines before, then Carol's
    play, heard after it."""
    s, speaker, engine = _placed()
    gate_until_idle(speaker, engine)
    heard = list(engine.spoken)
    for _ in range(4):
        speaker.back()
        gate_until_idle(speaker, engine)
    assert engine.spoken[len(heard):] == heard[-2:-6:-1], engine.spoken
    speaker.close()

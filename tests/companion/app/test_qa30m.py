"""QA30's findings on the voice's catch-up after a fault, the correction list and the
prefix keys' cues at a live table (session 29, qa30m): gated-engine tests."""
import io

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import said_first, say_all
from tests.voice.conftest import (TIMEOUT, ScriptedBackend, gate_until_idle, gated_speaker,
                                  wait_for)
from voice import Speaker, TextBackend, VoiceSettings

VOICE_BACK = "The voice is back after a fault. Press 7 to hear what was missed."


def faulty_voice():
    """A live table's voice whose engine fails (mode ``"raise"``) until the test changes
    its mode, on a clock the test moves on (``now[0]``, seconds): ``(speaker, engine,
    voice, now)``."""
    now = [100.0]
    engine = ScriptedBackend("espeak-ng", "raise")
    speaker = Speaker(VoiceSettings(), [engine, TextBackend(io.StringIO())],
                      clock=lambda: now[0],  # no time passes at the gate (clock54)
                      watchdog_base=10 * TIMEOUT, start_timeout=10 * TIMEOUT)  # as
    # gated_speaker's: a line held at the gate is no engine slow to start (flk69)
    speaker.chain.clock, speaker.chain.retry_pause = (lambda: now[0]), 0
    speaker.chain.overdue = 10 * TIMEOUT  # a line the test holds is no hung engine
    return speaker, engine, VoiceOut(speaker, echo=lambda t: None, catch_up=True,
                                     clock=lambda: now[0]), now  # the same clock (flk69)


def _came_back():
    """A session whose engine died on the game's first lines (only written meanwhile) and
    came back, gated ("The voice is back…" said): ``(session, speaker, engine, voice,
    missed)``, ``missed`` the lines only written during the fault, in order."""
    speaker, engine, voice, now = faulty_voice()
    s = TableSession(say=voice)
    s.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    assert speaker.wait_idle(TIMEOUT) and "espeak-ng" in speaker.chain.dead
    missed = [entry.text for entry in speaker.history if entry.text]
    engine.mode, now[0] = "gate", now[0] + 10.0
    s.observe(o.card_seen(1, "the_urchin"))  # the voice comes back on this one
    engine.say_until(VOICE_BACK)
    engine.say_until("Bob: The Urchin.")
    return s, speaker, engine, voice, missed


def _begun_again(engine, text):
    """Wait until the voice is saying ``text`` a second time (cut once, said anew)."""
    wait_for(lambda: engine.started[-1] == text and engine.started.count(text) >= 2)


def _said_in_a_row(spoken, lines):
    """Whether ``spoken`` says ``lines`` one after another (the last saying of the first)."""
    at = len(spoken) - 1 - spoken[::-1].index(lines[0])
    return spoken[at:at + len(lines)] == lines


def test_a_second_7_during_the_catch_up_after_a_fault_loses_none_of_it():
    """QA30: after "The voice is back after a fault. Press 7 to hear what was missed.", 7
    said the missed lines in one go; a second 7 during them cut them for good (a line of
    history instead), and the round's result and the next round's start were never heard.
    A second 7 says the catch-up again from the line being said, then the rest."""
    s, speaker, engine, voice, missed = _came_back()
    voice.control(Command("back"))
    said_first(engine, missed[0])
    engine.say_until(missed[1])
    voice.control(Command("back"))  # 7 again, during the second missed line
    _begun_again(engine, missed[1])  # that line again, from its start
    spoken = say_all(speaker, engine)
    assert _said_in_a_row(spoken, missed[1:]), (missed, spoken)


def test_a_key_that_cuts_the_catch_up_after_a_fault_has_it_said_after_its_answer():
    """QA30: whatever a key cuts is said again later: key 0 during the catch-up says the
    last line heard, then the catch-up goes on from the line it cut."""
    s, speaker, engine, voice, missed = _came_back()
    voice.control(Command("back"))
    engine.say_until(missed[1])
    voice.control(Command("repeat"))
    said_first(engine, "Bob: The Urchin.")  # the last line heard, said again at once
    spoken = say_all(speaker, engine)  # (QA33 M1: it says it goes on)
    goes_on = ["Back to the missed news. " + missed[1], *missed[2:]]
    assert _said_in_a_row(spoken, goes_on), (missed, spoken)


def test_7_while_the_cut_catch_up_waits_says_it_at_once_from_the_line_cut():
    """QA30: 7 pressed while the catch-up, cut by key 0, waits to go on says it again at
    once from the line it was in (not a line of the history)."""
    s, speaker, engine, voice, missed = _came_back()
    voice.control(Command("back"))
    engine.say_until(missed[1])
    voice.control(Command("repeat"))
    said_first(engine, "Bob: The Urchin.")
    voice.control(Command("back"))
    _begun_again(engine, missed[1])
    spoken = say_all(speaker, engine)
    assert _said_in_a_row(spoken, missed[1:]), (missed, spoken)


def test_the_stop_key_during_the_catch_up_leaves_the_rest_to_key_7():
    """The stop key silences the catch-up (the player asked for silence); 7 then says the
    rest of it, from the line it cut."""
    s, speaker, engine, voice, missed = _came_back()
    voice.control(Command("back"))
    engine.say_until(missed[1])
    voice.control(Command("stop"))
    wait_for(lambda: engine.cancelled and engine.cancelled[-1] == missed[1])
    gate_until_idle(speaker, engine)  # the news it cut goes on, said to its end
    voice.control(Command("back"))
    spoken = say_all(speaker, engine)
    assert _said_in_a_row(spoken, missed[1:]), (missed, spoken)


def _live_behind(lang="en", names=("Ann", "Bob", "Cy"), clock=lambda: 0.0):
    """A live table whose gated voice is stuck on the game's first line:
    ``(table, session, speaker, engine)``. Its clock stands still (:func:`gated_speaker`:
    the first line is never nearly said, nor its engine taken for hung, however long a
    loaded machine takes; clock54). ``clock``: the :class:`VoiceOut`'s (how long a line
    has been said, seconds), still by default (flake61, flk68: a line held at the gate is
    never heard by the time a loaded machine takes); the keys' timer stands still too (no
    prefix or choice times out; a test that needs time to pass moves ``table.timer``)."""
    import queue
    from companion.app.live import LiveOptions, LiveTable
    from vision.pipeline import TableWatcher
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, settings=VoiceSettings(language=lang))
    s = TableSession(say=VoiceOut(speaker, echo=lambda t: None, catch_up=True, clock=clock),
                     lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, tuple(names), 0, "x"), s,
                      TableWatcher("arkham"), None, queue.Queue(), lambda c: False,
                      lambda line: None, timer=lambda: 0.0)
    s.observe(o.start("arkham", list(names), lang, 0))
    wait_for(lambda: engine.started)
    return table, s, speaker, engine


def _keys(table, keys):
    """Press ``keys`` as the live loop answers them (:meth:`LiveKeys._keys`)."""
    with table.session.answering():
        for key in keys:
            table._one_key(key)


def test_a_cancel_is_never_said_for_a_prefix_cue_not_heard():
    """QA30 M2 (set-up, Spanish): star then z within 1 s, star's cue waiting behind key h's
    answer: z dropped the cue unsaid and "Cancelado." was said for a prompt never heard.
    A prefix cancelled before its cue was begun names its key instead ("Asterisco
    cancelado."), its cue not said (QA26: a cue is not said once its prefix is done); a
    cue heard is cancelled as before ("Cancelado.")."""
    for lang, cue, cancelled, named in (
            ("es", "Zona: ¿qué asiento?", "Cancelado.", "Asterisco cancelado."),
            ("fr", "Zone : quelle place ?", "Sans effet.", "Étoile annulée."),
            ("en", "Zone: which seat?", "Cancelled.", "Star cancelled.")):
        table, s, speaker, engine = _live_behind(lang)
        _keys(table, "h")
        said_first(engine, s.transcript[-1].brief[:20])
        _keys(table, "*z")
        spoken = say_all(speaker, engine)
        assert named in spoken and cancelled not in spoken and cue not in spoken, spoken
        table, s, speaker, engine = _live_behind(lang)
        _keys(table, "*")
        said_first(engine, cue)
        _keys(table, "z")
        said_first(engine, cancelled)
        spoken = say_all(speaker, engine)
        assert cancelled in spoken and named not in spoken, spoken


def _list_open(names=("Alice", "Bob", "Carol")):
    """A live table, its gated voice stuck on the game's first line, the question about
    Bob's hand open and slash 2's list ("Which card? 1: The Fed; 2: the Nightgaunt.")
    being said: ``(table, session, speaker, engine)``."""
    from tests.companion.app.test_correction_choice import _BOB_ASKED
    table, s, speaker, engine = _live_behind("en", names)
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None
    _keys(table, "/2")
    engine.say_until("Which card?")
    return table, s, speaker, engine


def _carol_reads(table):
    """The camera reads Carol's card (The Fed) in a picture."""
    from tests.companion.app.test_live import _appeared
    table._cards_appeared([_appeared(3, "the_fed", 2)])


def test_a_card_read_while_the_correction_list_is_said_waits_for_its_answer():
    """QA30 #4: the correction list, answered 1-2 s after it was heard, was closed by the
    next card read ("Correction cancelled: a new card was read.") although the player was
    answering it. A card read while the list is being said (or while it is open after:
    QA33 M2, test_list_window.py) waits: the number answers the list, then the card is
    taken."""
    table, s, speaker, engine = _list_open()
    _carol_reads(table)  # while "Which card? …" is being said
    assert s.choice  # still open
    _keys(table, "+2")
    assert not s.choice
    table._cards_appeared([])  # the next picture
    spoken = say_all(speaker, engine)
    assert "Corrected: the Nightgaunt, not the Deep One." in spoken, spoken
    assert "Correction cancelled: a new card was read." not in spoken, spoken
    assert [obs.kind for obs, _ in s.tracker.history].count("was") == 1
    assert [obs.seat for obs, _ in s.tracker.history if obs.kind == "card"][-1] == 2


def test_a_card_read_while_plus_waits_for_the_list_s_number_waits_for_it():
    """QA30 #4: the list heard, plus pressed for it, then a card read before the number:
    the number still answers the list (the card waits for it)."""
    table, s, speaker, engine = _list_open()
    engine.say_until("The Deep One in Bob's discard zone")  # the list heard, said whole
    _keys(table, "+")
    _carol_reads(table)
    assert s.choice
    _keys(table, "1")
    assert not s.choice
    table._cards_appeared([])  # the next picture
    spoken = say_all(speaker, engine)
    assert "Correction cancelled: a new card was read." not in spoken, spoken
    assert "Nothing changed: the choice was closed before your number." not in spoken
    assert [obs.seat for obs, _ in s.tracker.history if obs.kind == "card"][-1] == 2


def test_the_reason_a_list_closed_is_said_before_the_refusal_of_its_number():
    """QA30 #2: "Nothing changed: the choice was closed before your number." was heard
    before its reason, "Correction cancelled: a new card was read.". One way found: the
    reason being said, plus 1 typed (refused: the plus was for the list), then 7: the
    reason, cut by 7, was queued again behind the refusal. A line cut goes back before the
    answers newer than it (answers keep their order)."""
    table, s, speaker, engine = _list_open()
    s.observe(o.card_seen(2, "the_fed"))  # a card read past the list's grace closes it
    assert not s.choice
    engine.say_until("Correction cancelled")
    _keys(table, "+1")  # plus while the reason is being said: for the list, refused
    assert s.transcript[-1].brief.startswith("Nothing changed")
    s.say.control(Command("back"))  # 7 cuts the reason
    wait_for(lambda: engine.cancelled and engine.cancelled[-1].startswith("Correction"))
    spoken = say_all(speaker, engine)
    closed = len(spoken) - 1 - spoken[::-1].index("Correction cancelled: a new card was read.")
    refused = spoken.index("Nothing changed: the choice was closed before your number.")
    assert closed < refused, spoken

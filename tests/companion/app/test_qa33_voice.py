"""QA33's voice findings (session 34): keys pressed during the set-up answered in press
order at the end of the set-up line being said (L2); slash's cue and help (L6); the
catch-up after a fault's markers (M1)."""
from __future__ import annotations

import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.narration.catalog import message
from tests.companion.app.test_live_setup import _Camera
from companion.app.voiceout import VoiceOut
from tests.companion.app.test_qa32_low import _say_all
from tests.voice.conftest import ScriptedBackend, gate_until_idle, gated_speaker, wait_for


@pytest.fixture
def live_voice():
    """A live table's voice over a speaker whose engine says each sentence when the test
    opens its gate: ``(voice, engine)`` (as test_qa32_low's)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    yield VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                   clock=lambda: 0.0), engine  # still: no line heard by time at the gate (flk68)
    speaker.close()


def _set_up(voice, lang: str, keys: str):
    """A live table whose guided set-up is given to ``voice``, ``keys`` pressed before
    its sentences are all given (as ``play`` does): ``(table, session)``; the keys' timer
    stands still (flk68)."""
    session = TableSession(say=voice, lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob", "Carol"), 0, "unused"),
                      session, _Camera(), None, queue.Queue(), lambda c: False,
                      lambda line: None, speech=voice, timer=lambda: 0.0)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    for key in keys:
        table.keys.put(key)
    table.guided_setup()
    return table, session


@pytest.mark.parametrize("lang, answer", [
    ("en", "Table. Everyone is in."),
    ("fr", "Table."),
    ("es", "Mesa."),
])
def test_a_key_pressed_during_the_set_up_is_answered_after_its_line_in_press_order(
        live_voice, lang, answer):
    """QA33 L2 (ks: ``1:8 2:- 2.1:- 4:Enter 4.2:3``): key 8's answer came 30 s late,
    after the set-up and after "The undo pressed during the set-up was not used" and
    "The card entered …", the later keys' lines. It comes at the end of the set-up line
    being said (not cut), with the table the set-up tells; the lines of the keys not
    used come after the set-up, as before."""
    voice, engine = live_voice
    table, _ = _set_up(voice, lang, "8--")
    wait_for(lambda: engine.started)  # the set-up's first line is being said
    table._sift_early_keys()
    for key in "\n3":
        table.keys.put(key)
    table._keys()
    _say_all(voice, engine)
    spoken = engine.spoken
    first = message(lang, "app.setup_players", count=3, names="Alice, Bob, Carol")
    assert spoken[0] == first and spoken[1].startswith(answer), spoken
    assert engine.cancelled == [], engine.cancelled  # the set-up line was not cut
    undo, enter = (spoken.index(message(lang, f"app.early_keys.{name}"))
                   for name in ("undo", "enter"))
    assert 1 < undo < enter, spoken


def test_star_and_a_seat_during_the_set_up_do_not_cut_its_line(live_voice):
    """QA33 L2 (en3, ``1:*1``): star's cue "Zone: which seat?" cut the set-up's first
    line, then gave way to the answer, which waited for the whole set-up; the line was
    said again from its start. The answer comes after that line, said once."""
    voice, engine = live_voice
    table, _ = _set_up(voice, "en", "*1")
    wait_for(lambda: engine.started)
    table._sift_early_keys()
    _say_all(voice, engine)
    spoken = engine.spoken
    assert spoken[1] == "Alice's discard zone is empty.", spoken
    assert engine.cancelled == [] and spoken.count(spoken[0]) == 1, spoken


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_h_while_slash_waits_says_its_cue_then_what_to_type(lang):
    """QA33 L6 (en1, ``36:/ 38:h``, the voice behind): slash's cue was never said, then
    "Slash cancelled.", and no help. H while a prefix waits says what to type for it,
    after its cue (kept), and the prefix waits on: the rank typed next corrects."""
    from tests.companion.app.test_correction_choice import _BOB_ASKED
    from tests.companion.app.test_qa30m import _keys, _live_behind
    from tests.companion.app.test_speech_order import say_all
    from companion.tracker import observations as o
    table, s, speaker, engine = _live_behind(lang, ("Alice", "Bob", "Carol"))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    _keys(table, "/")
    cue = s.transcript[-1].brief
    _keys(table, "h")
    assert table.reader.pending == "/"
    spoken = say_all(speaker, engine)
    help_ = message(lang, "app.prefix_help.correct")
    assert cue in spoken and spoken.index(cue) < spoken.index(help_), spoken
    assert message(lang, "app.cancelled_unheard.correct") not in spoken, spoken
    _keys(table, "2")
    assert s.choice or [obs.kind for obs, _ in s.tracker.history][-1] == "was"


def _prefix_cue_said(lang: str, prefix: str):
    """Bob's card asked at a live table behind (a still clock: no prefix timeout however
    slow the machine), ``prefix`` pressed and the voice saying its cue (for plus, after
    the question heard): ``(table, session, speaker, engine, cue)``."""
    from tests.companion.app.test_correction_choice import _BOB_ASKED
    from tests.companion.app.test_qa30m import _keys, _live_behind
    from tests.companion.app.test_speech_order import said_first
    from companion.tracker import observations as o
    table, s, speaker, engine = _live_behind(lang, ("Alice", "Bob", "Carol"))  # still clocks
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    if prefix == "+":  # the question heard: plus's cue asks for its number
        gate_until_idle(speaker, engine)
        engine.gate.clear()
    _keys(table, prefix)
    cue = s.transcript[-1].brief
    said_first(engine, cue)  # the voice is saying the cue as h comes
    return table, s, speaker, engine, cue


@pytest.mark.parametrize("lang, prefix, kind", [
    ("en", "/", "correct"), ("fr", "/", "correct"), ("en", "*", "zone"),
    ("en", "\n", "enter"), ("en", "+", "answer")])
def test_h_while_a_prefix_s_cue_is_said_waits_for_its_end(lang, prefix, kind):
    """flake62 (the lead's full suite, load 20: the test above failed once): h pressed
    while the voice said slash's cue (it took the voice's turn before h came) cut it for
    good (a newer press cuts an older press's answer being said,
    :meth:`voice.speech_queue.QueueRules._supersede`), and it was never said again: the
    help came without the cue it explains. So for star's, Enter's and plus's cues ("Zone:
    which seat?", "Card played: which rank?", "Answer: which number?", the question heard
    before). The help brings its cue: the cue ends, said once, then the help."""
    from tests.companion.app.test_qa30m import _keys
    from tests.companion.app.test_speech_order import say_all
    table, s, speaker, engine, cue = _prefix_cue_said(lang, prefix)
    _keys(table, "h")
    assert table.reader.pending == prefix
    spoken = say_all(speaker, engine)
    help_ = message(lang, f"app.prefix_help.{kind}")
    assert cue not in engine.cancelled, engine.cancelled
    assert spoken.count(cue) == 1 and spoken.index(cue) < spoken.index(help_), spoken


def test_h_twice_while_slash_s_cue_is_said_says_the_cue_then_the_help_once():
    """Review of flake62: slash, then h twice while its cue is said: the cue ends, said
    once, then the help, once (the second h's help is the first's, not said again)."""
    from tests.companion.app.test_qa30m import _keys
    from tests.companion.app.test_speech_order import say_all
    table, s, speaker, engine, cue = _prefix_cue_said("en", "/")
    _keys(table, "hh")
    assert table.reader.pending == "/"
    spoken = say_all(speaker, engine)
    help_ = message("en", "app.prefix_help.correct")
    assert cue not in engine.cancelled, engine.cancelled
    assert spoken.count(cue) == 1 and spoken.count(help_) == 1, spoken
    assert spoken.index(cue) < spoken.index(help_), spoken


def test_the_digit_while_slash_s_cue_is_said_after_h_drops_the_help():
    """Review of flake62: slash, h while its cue is said (the cue kept to its end), then
    the digit: the help, stale, is never said, and the digit's answer (slash 2: the list
    "Which card? …") cuts the cue as on main (a cue is not said once its digit came),
    said at once, ahead of the news."""
    from tests.companion.app.test_qa30m import _keys
    from tests.companion.app.test_speech_order import say_all
    table, s, speaker, engine, cue = _prefix_cue_said("en", "/")
    _keys(table, "h2")
    assert table.reader.pending is None
    spoken = say_all(speaker, engine)
    assert message("en", "app.prefix_help.correct") not in spoken, spoken
    assert cue not in spoken and cue in engine.cancelled, (spoken, engine.cancelled)
    assert spoken[0].startswith("Which card?"), spoken


def test_the_prefix_help_is_not_said_once_its_digit_came():
    """en1 by ear: slash, h, then 2 before the voice said the help: the help came after
    the list the digit opened. Like the cue, it is not said once its digit came."""
    from tests.companion.app.test_correction_choice import _BOB_ASKED
    from tests.companion.app.test_qa30m import _keys, _live_behind
    from tests.companion.app.test_speech_order import say_all
    from companion.tracker import observations as o
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"))
    for seat, key in _BOB_ASKED:
        s.observe(o.card_seen(seat, key))
    _keys(table, "/h2")
    spoken = say_all(speaker, engine)
    assert message("en", "app.prefix_help.correct") not in spoken, spoken


def _slash_list_open(said_to: str = "Which card?"):
    """Slash during "Bob: the Investigators." (Carol's Sanity check card read, not said
    yet) at a live table, then 4: the list "Which card? …" being said (the voice let go
    until a line starting with ``said_to`` is), the keys read as the live loop reads
    them: ``(table, session, speaker, engine)``."""
    from companion.app.live import LiveOptions, LiveTable
    from tests.companion.app.test_correct_heard import _bob_said_carol_read
    from vision.pipeline import TableWatcher
    s, speaker, engine = _bob_said_carol_read()
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, "x"), s,
                      TableWatcher("arkham"), None, queue.Queue(), lambda c: False,
                      lambda line: None, timer=lambda: 0.0)  # the keys' waits: still
    table.speech = s.say
    _press(table, "/")
    engine.say_until("Correct ")
    _press(table, "4")
    engine.say_until(said_to)
    return table, s, speaker, engine


def _press(table, keys: str) -> None:
    """``keys`` typed, then read by the live loop (:meth:`LiveKeys._keys`)."""
    for key in keys:
        table.keys.put(key)
    table._keys()


def _quiet(speaker, engine):
    """Let the gated voice say all it says now (the speaker stays open)."""
    gate_until_idle(speaker, engine)
    return list(engine.spoken)


CAROL = "Carol: Sanity check, 1 card."


def test_the_news_waits_while_slash_s_list_is_open_and_is_said_once_after_it():
    """list33: the plays queued before slash ("Carol: Sanity check, 1 card.") were said
    during the list's wait, and again after the correction, as the right card makes them.
    While the list is open the voice holds them; the correction's replay says them once."""
    table, s, speaker, engine = _slash_list_open()
    assert CAROL not in _quiet(speaker, engine)  # the list said, the news held
    _press(table, "+1")  # The Urchin
    assert s.tracker.view().seats[1].zone == ("the_urchin",)
    spoken = [t for t in _quiet(speaker, engine) if not t.startswith("Which card?")]
    assert spoken.count(CAROL) == 1, spoken
    assert spoken.index(CAROL) > spoken.index("Corrected: The Urchin, not the Investigators.")


def test_the_news_held_by_slash_s_list_is_said_once_it_closes():
    """The list closed with no answer ("Choice cancelled."): the news it held is said
    then, once, in order."""
    from companion.app.live_keys import PREFIX_TIMEOUT_S
    from tests.companion.app.test_speech_order import say_all
    table, s, speaker, engine = _slash_list_open()
    assert CAROL not in _quiet(speaker, engine)
    table._choice_timeout()  # the list said: its wait begins
    table.choice_at -= PREFIX_TIMEOUT_S + 1
    table._keys()  # closed
    table._keys()  # the next look: the news goes on
    spoken = say_all(speaker, engine)
    assert spoken.count(CAROL) == 1, spoken
    assert spoken.index(CAROL) > spoken.index("Choice cancelled."), spoken

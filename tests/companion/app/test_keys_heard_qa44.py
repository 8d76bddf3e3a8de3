"""QA44 LOW-7 and LOW-8: what the player hears when keys come while the voice speaks: a
refusal is heard (LOW-8), a line cut by a key is not heard as a second one (LOW-7)."""
import queue

import pytest

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.narration.catalog import message
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.companion.app.test_live_setup import _Camera
from tests.companion.app.test_qa32_low import _say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

NAMES = ("Alice", "Bob", "Carol", "Dan")


@pytest.fixture
def live_voice():
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    yield VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                   clock=lambda: 0.0), engine  # still: no line heard by time at the gate (flk67b)
    speaker.close()


def _resumed_at_a_deal(voice, lang):
    """A log resumed at round 1's deal (QA44 t4b: round 3's), its summary said as ``play``
    says it, keys sifted as during the set-up: ``(table, session)``."""
    tracker = Tracker()
    tracker.apply(o.start("arkham", list(NAMES), lang, 0))
    session = TableSession(say=voice, tracker=tracker, lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, NAMES, 0, "unused"), session, _Camera(),
                      None, queue.Queue(), lambda c: False, lambda line: None,
                      speech=voice, resumed=True)
    table._say_summary(tracker.view())
    table._sift_early_keys()
    return table, session


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_LOW7_key_5_while_the_summary_s_turn_line_waits_after_a_new_card_adds_nothing(
        live_voice, lang):
    """QA44 LOW-7 (t4b): key 5 pressed while the resume summary's own "C'est au tour
    d'Alice." waited unsaid, after Alice's card was read (the table changed, not as the
    player has heard it), said that line twice; docs/keys.en.md: "that line, said once,
    answers it"."""
    voice, engine = live_voice
    table, session = _resumed_at_a_deal(voice, lang)
    session.observe(o.card_seen(0, "the_fed"))  # read before the summary was said
    table.keys.put("5")
    table._keys()
    _say_all(voice, engine)
    turn = message(lang, "app.whose_turn", player="Alice")
    assert engine.started.count(turn) == 1, engine.started


def test_LOW7_key_5_once_the_summary_was_said_tells_the_turn_as_heard(live_voice):
    voice, engine = live_voice
    table, session = _resumed_at_a_deal(voice, "en")
    _say_all(voice, engine)
    session.observe(o.card_seen(0, "the_fed"))
    _say_all(voice, engine)
    told = len(engine.started)
    table.keys.put("5")
    table._keys()
    _say_all(voice, engine)
    assert engine.started[told:] == ["It is Bob's turn."], engine.started


def _live_at_play(voice, lang="en"):
    """A live table (not resumed) whose game has begun: Alice's Fed read, its lines said:
    ``(table, session)``."""
    tracker = Tracker()
    tracker.apply(o.start("arkham", list(NAMES), lang, 0))
    session = TableSession(say=voice, tracker=tracker, lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, NAMES, 0, "unused"), session, _Camera(),
                      None, queue.Queue(), lambda c: False, lambda line: None, speech=voice)
    return table, session


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_LOW8_a_key_that_does_nothing_is_said_though_the_next_key_comes_before_it(
        live_voice, lang):
    """QA44 LOW-8 (t3): "x" printed "Key x does nothing…", never said: the star key pressed
    2 s later replaced it, and a blind player heard nothing. A refusal is said, short,
    before the next key's answer (docs/keys.en.md, "A refusal is always heard")."""
    voice, engine = live_voice
    table, session = _live_at_play(voice, lang)
    session.observe(o.card_seen(0, "the_fed"))
    engine.say_until("Alice")  # her play being said: the refusal waits for its end
    for key in ("x", "*", "3"):
        table.keys.put(key)
        table._keys()
    _say_all(voice, engine)
    refusal = message(lang, "app.unknown_key", name="x")
    assert refusal in engine.spoken, engine.spoken
    zone = [line for line in engine.spoken if "Carol" in line]
    assert zone and engine.spoken.index(refusal) < engine.spoken.index(zone[-1])


def test_LOW8_a_burst_of_keys_that_do_nothing_says_one_refusal_before_the_news(live_voice):
    """Review of lows45: each "Key … does nothing." is firm (LOW-8), so 8 other letters
    typed by mistake while "Alice: The Fed." was said queued 8 refusals, about 20 s, ahead
    of "Bob." (whose turn it is). One refusal still to be said answers the keys typed
    after it; a key pressed after it was begun gets its own (docs/keys.en.md)."""
    voice, engine = live_voice
    table, session = _live_at_play(voice)
    session.observe(o.card_seen(0, "the_fed"))
    engine.say_until("Alice")
    for key in "bcdefgij":
        table.keys.put(key)
        table._keys()
    _say_all(voice, engine)
    refusals = [line for line in engine.spoken if "does nothing" in line]
    assert refusals == ["Key b does nothing. Press H for help."], engine.spoken
    assert engine.spoken[-1] == "Bob.", engine.spoken
    before = len(engine.started)
    table.keys.put("k")  # after the burst was answered: said again
    table._keys()
    _say_all(voice, engine)
    assert engine.started[before:] == ["Key k does nothing. Press H for help."]

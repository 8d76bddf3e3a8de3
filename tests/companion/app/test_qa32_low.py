"""QA32's low findings L1, L2, L3 and L6 (session 32): a card's own lines before the next
card's question; the resume's set-up and its prompts said once, in order; the right words
after a resumed game."""
from __future__ import annotations

import queue

import pytest

from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.narration.catalog import message
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker
from tests.companion.app.test_live_setup import _Camera
from tests.companion.app.test_prompts import _HELD, _resumed_with_a_question
from tests.voice.conftest import ScriptedBackend, gate_until_idle, gated_speaker, wait_for
from tests.companion.settings_files import no_settings

#: QA32's base game up to Alice's Dilettante in round 2: it settles that her Deep One was
#: her play (not her hand), and Bob's Fed, read meanwhile, then asks its own question
_ROUND_1 = ((0, "the_musician"), (2, "stowaway"), (1, "investigators"), (2, "investigators"),
            (2, "tommy_gun"), (0, "investigators"), (0, "the_boxer"), (0, "cultists"),
            (1, "deep_one"), (1, "the_fed"), (2, "the_fed"), (2, "rlyeh"),
            (2, "the_musician"), (2, "investigators"), (0, "necronomicon"),
            (0, "randall_tillinghast"))
_ROUND_2 = ((2, "cultists"), (0, "deep_one"), (1, "the_fed"), (2, "the_musician"),
            (2, "the_fed"))


@pytest.mark.parametrize("lang, insane, asked", [
    ("en", "Alice is now Insane.", "The Fed in Bob's discard zone"),
    ("fr", "Alice sombre dans la folie.", "fédéral"),
    ("es", "Alice cae en la locura.", "Federal"),
])
@pytest.mark.parametrize("answer", [1, 2])
def test_a_cards_insane_line_comes_with_its_effect_s_end_the_question_tells(lang, insane,
                                                                            asked, answer):
    """QA32 L1: "Alice: the Deep One." "No answer needed: that was Alice's play." then
    Bob's Fed's question, and only then "Alice is now Insane.", said as the Deep One's own
    line after another card's question. Since session 40 that line waits for the Deep
    One's effect to be over (it enters her zone only then: seed 002 "State of Mind"), and
    Bob's Fed's question asks just that, whether it put Bob out: once answered, the
    demo's order, "Bob is out, with The Fed." then "Alice is now Insane." (1), or "Alice
    is now Insane." then "Bob." and his play (2)."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], lang, 0))
    for seat, key in _ROUND_1:
        s.observe(o.card_seen(seat, key))
    s.observe(o.new_round())
    for seat, key in _ROUND_2:
        s.observe(o.card_seen(seat, key))
    before = len(said)
    s.observe(o.card_seen(0, "the_dilettante"))
    text = [a.brief for a in said[before:]]
    assert any(asked in line for line in text) and insane not in text, text
    before = len(said)
    s.key(Command("answer", answer))
    text = [a.brief for a in said[before:]]
    assert text.index(insane) == (1 if answer == 1 else 0), text
    assert text.count(insane) == 1 and "Bob" in text[1 if answer == 2 else 0], text


def test_key_1_asks_again_for_the_held_cards_prompt_the_answer_brought():
    """QA32 L2: after a resume, plus 2 answered the open question and brought the held
    card's prompt ("A card the log does not hold … press plus and 1."), queued behind the
    answer's news; key 1, pressed before the voice said it, said it at once, and the queued
    one followed: the 9-s prompt twice in a row. Key 1's prompt is the same sentence asked
    for again (:attr:`Announcement.again`): the voice says a waiting twin once, in its
    place."""
    table, said, _ = _resumed_with_a_question()
    table._key(Command("answer", 2))  # Carol is still in: the Boxer's prompt comes
    brought = said[-1]
    assert brought.brief == _HELD and not brought.again
    table._key(Command("question"))
    assert said[-1].brief == brought.brief and said[-1].again


@pytest.fixture
def live_voice():
    """A live table's voice (``catch_up``: answers said ahead of the news) over a real
    speaker whose engine says each sentence when the test opens its gate:
    ``(voice, engine)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    yield VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                   clock=lambda: 0.0), engine  # still: no line heard by time at the gate (flk67b)
    speaker.close()


def _say_all(voice, engine):
    """Let the voice say everything it has (gate opened one sentence at a time), the gate
    closed after (:func:`~tests.voice.conftest.gate_until_idle`)."""
    gate_until_idle(voice.speaker, engine)


def _resume(voice, keys: str, lang: str = "en"):
    """QA32's rA1: a log ending with "was that Bob's hand?" open, resumed as ``play`` does
    (the resume's line, then key 5's summary that asks the question), ``keys`` pressed
    before it: ``(table, session)``."""
    tracker = Tracker()
    tracker.apply(o.start("arkham", ["Alice", "Bob", "Carol"], lang, 0))
    for seat, key in _ROUND_1[:9]:  # … Bob's Deep One: was that Bob's hand?
        tracker.apply(o.card_seen(seat, key))
    assert tracker.question is not None
    session = TableSession(say=voice, tracker=tracker, lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob", "Carol"), 0, "unused"),
                      session, _Camera(), None, queue.Queue(), lambda c: False,
                      lambda line: None, speech=voice, resumed=True,
                      timer=lambda: 0.0)  # keys' waits: still (flk67b)
    for key in keys:
        table.keys.put(key)
    session.tell("app.resumed", round=1, news=True)
    session.key(Command("whose_turn"), at_once=False)
    table._sift_early_keys()
    return table, session


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_answer_not_used_during_the_resume_is_said_after_it(live_voice, lang):
    """QA32 L3: plus 1 pressed before the resume's set-up was said: "The answer pressed
    during the set-up was not used: press it again after the set-up." was said at once,
    before "Game resumed from the log: round 1." and the summary it speaks of."""
    voice, engine = live_voice
    _resume(voice, "+1", lang)
    _say_all(voice, engine)
    spoken = engine.spoken
    assert spoken[0] == message(lang, "app.resumed", round=1)
    # then the question again, to answer now (QA37 gB), after it and cutting nothing
    refused = message(lang, "app.early_keys.answer")
    assert spoken[-1].startswith(refused), spoken
    question = spoken[-1][len(refused) + 1:]
    assert len(spoken) == 3 and question and spoken[1].endswith(question), spoken


def test_key_1_during_the_resume_says_the_summarys_question_once(live_voice):
    """QA32 L3: key 1 pressed while the resume's summary ("Whose turn it is depends on
    the answer to the open question: …?") waited said the question at once, and the
    summary then said it again in full (11 s). Key 1 asks for the summary's line: the
    voice says it once, in its place."""
    voice, engine = live_voice
    table, session = _resume(voice, "")
    wait_for(lambda: engine.started)  # "Game resumed …" being said, the summary waits
    table.keys.put("1")
    table._keys()
    _say_all(voice, engine)
    asked = [line for line in engine.spoken if "was that Bob's hand" in line]
    assert len(asked) == 1 and asked[0].startswith("Whose turn it is depends"), \
        engine.spoken
    assert engine.spoken[0] == "Game resumed from the log: round 1."


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_zone_asked_during_the_set_up_is_said_after_it_and_kept(live_voice, lang):
    """QA32 L3: star 1 pressed during the set-up: "Alice's discard zone: The Musician."
    was printed, never said, and dropped by the next key (slash 3, not used: its line
    replaced the answer waiting); and "The correction pressed during the set-up was not
    used" was said before the set-up's lines. Both are said, the refusal after the
    set-up."""
    voice, engine = live_voice
    said = []
    session = TableSession(say=lambda a: (said.append(a), voice(a))[1], lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob", "Carol"), 0, "unused"),
                      session, _Camera(), None, queue.Queue(), lambda c: False,
                      lambda line: None, speech=voice,
                      timer=lambda: 0.0)  # keys' waits: still (flk67b)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    table.guided_setup()
    table._sift_early_keys()
    setup = [a.brief for a in said]
    session.observe(o.card_seen(0, "the_musician"))
    for keys in ("*1", "/3"):
        for key in keys:
            table.keys.put(key)
        table._keys()
    zone = next(a.brief for a in said if a.answer and "Alice" in a.brief)
    _say_all(voice, engine)
    spoken = engine.spoken
    assert zone in spoken, (zone, spoken)
    not_used = message(lang, "app.early_keys.correct")
    assert spoken.index(not_used) > spoken.index(setup[-1]), spoken


@pytest.mark.parametrize("lang, summary", [
    ("en", "Voice settings, 2 problems: rate 9000: using 175; voice 'xx-yy': using 'en-us'."),
    ("fr", "Réglages de la voix, 2 problèmes : rate 9000 : valeur utilisée 175 ; "
     "voice 'xx-yy' : valeur utilisée 'fr-fr'."),
    ("es", "Ajustes de voz, 2 problemas: rate 9000: se usa 175; voice 'xx-yy': se usa "
     "'es'.")])
def test_a_voice_no_engine_has_is_said_when_the_log_cannot_be_written(
        tmp_path, capsys, monkeypatch, lang, summary):
    """QA32 L6: with log_dir unwritable, "Voice settings, 3 problems" left out the voice
    'xx-yy' that a start counts (4): the voice, found unknown by the speaker set up to say
    the problems, came after them. The speaker here knows no voice but the default."""
    from companion.app import voiceout
    from companion.cli import main
    from voice.settings import unknown_voice
    from voice.speaker import DEFAULT_VOICES
    heard = []

    class _Speaker:
        def __init__(self, settings):
            self.problems = [] if settings.voice is None else [
                unknown_voice(settings.voice, DEFAULT_VOICES[settings.language])]

        def say(self, text, *args, **kwargs):
            heard.append(text)

        def finish(self, timeout=None):
            return True

        def close(self):
            pass

    monkeypatch.setattr(voiceout, "transcript_speaker", _Speaker)
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "voice.toml"))
    (tmp_path / "voice.toml").write_text('rate = 9000\nvoice = "xx-yy"\n')
    (tmp_path / "file").write_text("")
    config = tmp_path / "companion.toml"
    config.write_text(f'players = ["Ann", "Bob"]\nlanguage = "{lang}"\n'
                      f'log_dir = "{tmp_path / "file" / "logs"}"\n')
    assert main(["play", "--camera", "9", "--config", str(config)]) == 2
    assert heard[0] == summary, heard
    assert heard[-1] == message(lang, "app.log_unwritable_said")


def test_a_finished_game_resumed_does_not_say_the_seat_markers(tmp_path, capsys):
    """QA32 L6: after "Game resumed from the log: the game is over, won by Carol.", "I see
    the seat markers 1, 2, 3." was said, and key 0 said it again instead of who won:
    nothing the camera shows counts there."""
    from companion.cli import main
    from companion.engine.bots import play_random_game
    from companion.session_log import SessionLog
    from companion.tracker.from_engine import game_observations
    from tests.companion.app.test_live import write_frames
    game = play_random_game("arkham", 2, seed=3, names=("Ann", "Bob"))
    log_path = tmp_path / "won.jsonl"
    with SessionLog(log_path) as log:
        for obs in game_observations(game):
            log.record(obs)
    frames = write_frames(tmp_path / "frames", [{1: ["the_urchin"]}], frames_each=12)
    assert main(["play", "--source", str(frames), "--resume", str(log_path),
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "the game is over, won by" in out
    assert "seat markers" not in out, out


@pytest.mark.parametrize("lang, said", [
    ("en", "The camera reads the Cultists in Carol's zone where the log has the Stowaway: "
     "check it; slash to correct."),
    ("fr", "La caméra lit les Cultistes dans la zone de Carol, là où le journal indique le "
     "Passager clandestin : vérifiez ; barre oblique pour corriger."),
    ("es", "La cámara lee los Sectarios en la zona de Carol, donde el registro indica el "
     "Polizón: compruébalo; barra para corregir.")])
def test_a_resumed_logs_card_read_otherwise_is_not_said_entered(lang, said):
    """QA32 L6: a resumed game whose table differs from the log: "The camera reads the
    Cultists in Carol's zone where the Stowaway was entered", of a card the first session
    had read. The log does not say how its cards came: "where the log has" it."""
    from tests.companion.app.test_live_setup import _frames, _table
    table, told, _ = _table(lang=lang)
    logged = [o.start("arkham", ["Alice", "Bob", "Carol"], lang, 0)] + [
        o.card_seen(seat, key) for seat, key in _ROUND_1[:9]]
    tracker = Tracker()
    for obs in logged:
        tracker.apply(obs)
    table.session.tracker = tracker
    table.known.resumed(tracker.view(), logged)
    _frames(table, 6, (3, "cultists", 0))  # the Stowaway's place in Carol's zone
    assert told[-1].brief == said, [a.brief for a in told]

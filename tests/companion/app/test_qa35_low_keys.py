"""QA35's low key findings (session 36): q quits whatever prefix waits (hp_fr: slash then q
only said "Annulé."); star then h during the set-up says star's help (hp_fr: nothing)."""
from __future__ import annotations

import pytest

from companion.narration.catalog import message
from tests.companion.app import test_key_edges
from tests.companion.app.test_key_edges import _say_all, _set_up
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_speech_order import say_all

voice = test_key_edges.voice  # the fixture: a gated voice


@pytest.mark.parametrize("prefix", ["/", "*", "\n", "+", "-"])
def test_q_while_a_prefix_waits_quits_with_the_usual_goodbye(prefix):
    """QA35 hp_fr (`46:/ 47:h 58:q`): q while slash waited only said "Annulé." and the
    session went on; a second q was needed. q is never a rank: it quits, as alone, with
    the goodbye, whatever prefix waits (slash, star, Enter, plus, minus)."""
    for lang in ("en", "fr", "es"):
        table, s, speaker, engine = _live_behind(lang, ("Alice", "Bob", "Carol"))
        _keys(table, prefix)
        assert not table.quit
        _keys(table, "q")
        spoken = say_all(speaker, engine)
        assert table.quit, (prefix, lang)
        assert message(lang, "app.goodbye") in spoken, spoken
        assert message(lang, "app.cancelled") not in spoken, spoken


def test_star_then_h_during_the_set_up_says_star_s_help_and_star_waits_on(voice):
    """QA35 hp_fr (`4:* 5:h`, the set-up being said): nothing at all was said, no cue, no
    help. Star's help is said as after the set-up (after its cue), and the seat number
    typed next gives that zone."""
    voice, engine = voice
    table, session, said = _set_up(voice)  # the keys' waits: still (_set_up's timer)
    for key in "*h":  # while the voice says the set-up
        table.keys.put(key)
    table._keys()
    told = [a.brief for a in said]
    assert told[-1] == message("en", "app.prefix_help.zone"), told
    assert table.reader.pending == "*"
    table.keys.put("2")
    table._keys()
    assert said[-1].brief.startswith("Bob's discard zone"), said[-1].brief
    _say_all(voice, engine)


def test_q_while_plus_waits_for_an_open_list_s_number_quits():
    """The same with plus waiting for a number of an open list (slash's "Which card?"):
    plus with nothing open already let q act."""
    from tests.companion.app.test_qa33_voice import _press, _slash_list_open
    table, s, speaker, engine = _slash_list_open()
    _press(table, "+")
    assert table.reader.pending == "+"
    _press(table, "q")
    spoken = say_all(speaker, engine)
    assert table.quit and "Session saved. Goodbye." in spoken, spoken
    assert "Cancelled." not in spoken, spoken


@pytest.mark.parametrize("being_said", ["Carol.", "Carol: Sanity check, 1 card."])
def test_slash_before_the_next_card_is_named_corrects_the_card_heard_named(being_said):
    """QA35 k_es (`82:/` during "Turno de Carol."): the cue came 4.2 s later, after "Carol:
    prueba de cordura, 1 carta." "Los Investigadores.", and named Carol's card, not begun
    to be said when slash was pressed. Until the line naming her card is begun, slash is
    for the card the player last heard named (Bob's), its cue said at once; Carol's lines
    are said after it."""
    from tests.companion.app.test_correct_heard import _bob_said_carol_read
    s, speaker, engine = _bob_said_carol_read()
    engine.say_until(being_said)
    with s.answering():  # as the live table says a prefix key's cue
        s.correct_cue()
    spoken = say_all(speaker, engine)
    cue = "Correct Bob's card, the Investigators: which rank?"
    assert cue in spoken and "Correct Carol's card" not in " ".join(spoken), spoken
    assert spoken.index(cue) < spoken.index("The Investigators."), spoken


def test_q_during_the_settings_file_s_refusal_cuts_it_and_quits(tmp_path, monkeypatch):
    """QA35 (set_c1, two players named Alice in the settings file): q pressed while "…
    La partie ne peut pas commencer." was said acted only once it was said (2.3 s later).
    q cuts the refusal at once and play ends (status 2, as refused)."""
    import queue
    import threading

    import companion.app.terminal as terminal
    import companion.app.voiceout as voiceout
    from companion.launch import main
    from tests.voice.conftest import TIMEOUT
    cut, said = threading.Event(), []

    class _Speaker:  # says until cut (or the test's guard)
        def say(self, text):
            said.append(text)

        def finish(self, timeout=None):
            cut.wait(TIMEOUT)

        def stop(self):
            cut.set()

        def close(self):
            pass

    class _Keyboard:
        def __init__(self):
            self.keys = queue.Queue()
            self.keys.put("x")
            self.keys.put("Q")

        def start(self):
            return self

    monkeypatch.setattr(voiceout, "transcript_speaker", lambda settings: _Speaker())
    monkeypatch.setattr(terminal, "KeyboardThread", _Keyboard)
    monkeypatch.setenv("LLC_VOICE_SETTINGS", str(tmp_path / "none.toml"))
    config = tmp_path / "companion.toml"
    config.write_text('players = ["Alice", "Bob", "Alice"]\nlanguage = "fr"\n')
    assert main(["play", "--camera", "9", "--no-log", "--config", str(config)]) == 2
    assert said and said[-1].endswith("La partie ne peut pas commencer."), said
    assert cut.is_set()


def test_a_lost_camera_s_pulls_do_not_count_the_last_picture_s_card_labels_again():
    """A lost camera's pulls give no picture: the card labels the last picture left out
    (``--stickers-only``; QA34 L5) were counted again at each pull, and "The cards carry
    code labels…" was said after one picture showing them. A pull with no image counts
    none (nor another edition's labels)."""
    import queue

    from companion.app.edition_labels import FOREIGN_PICTURES
    from companion.app.live import LiveOptions, LiveTable
    from companion.app.session import TableSession
    from companion.tracker import observations as o
    from vision.frame_source import Frame
    from vision.pipeline import TableWatcher
    from vision.records import GapKind, SourceStatus

    class _Lost:
        def read(self):
            return Frame(0, 0.0, None, SourceStatus(False, GapKind.NO_FRAME, "lost",
                                                   retrying=True, reason="camera_lost"))

    said = []
    session = TableSession(say=said.append)
    table = LiveTable(LiveOptions("arkham", "en", ("Ann", "Bob"), 0, "0"), session,
                      TableWatcher("arkham"), _Lost(), queue.Queue(), lambda c: False,
                      lambda line: None, logged=False)
    session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table.labels.left_out(2)  # the last picture: 2 card labels left out
    table.card_reader.last_card_labels = 2
    table.marker_reader.last_foreign = (7,)
    for _ in range(FOREIGN_PICTURES + 1):
        assert not table._step()
    assert table.labels.labelled == 1 and table.labels.pictures == 0
    assert message("en", "app.stickers_only_labels") not in [a.brief for a in said]


def test_the_number_after_plus_refused_says_a_question_opened_since_and_answers_nothing():
    """Review leftover (session 36): plus refused ("No question is open.") and a cancelled
    prefix swallow their digit by one rule (:class:`~companion.app.prefix_drop.PrefixDrop`).
    A question opened between that plus and its number is said again for the number, not
    answered by it (QA35 N1: a number is never taken for a prompt opened after its plus)."""
    from companion.tracker import observations as o
    from tests.companion.app.test_qa33_voice import _quiet
    table, s, speaker, engine = _live_behind("en", ("Ann", "Bob", "Cy"))  # still clocks
    _keys(table, "+")
    for seat, key in ((0, "nightgaunt"), (1, "the_sailor"), (2, "the_fed"),
                      (0, "the_musician"), (0, "rlyeh")):
        s.observe(o.card_seen(seat, key))
    question = s.tracker.question
    assert question is not None and question.value == "effect"
    told = len(_quiet(speaker, engine))
    _keys(table, "2")
    spoken = say_all(speaker, engine)[told:]
    assert s.tracker.question is question, spoken  # not answered
    assert len(spoken) == 1 and "Sane or Insane effect?" in spoken[0], spoken


def test_a_prefix_typed_as_the_set_up_ends_waits_on_for_its_digit(voice):
    """hp_fr again (session 36): Enter typed as the set-up's last line ended waited in the
    set-up's sifting, which ended with the set-up: lost, the h after it gave the whole
    help, not Enter's. The prefix waits on for its digit (star, then 2 once the set-up is
    said: Bob's zone, not key 2's deck)."""
    voice, engine = voice
    table, session, said = _set_up(voice)
    table.keys.put("*")  # while the voice says the set-up
    table._keys()
    _say_all(voice, engine)
    table.keys.put("2")
    table._keys()
    assert table.early_keys is None
    assert said[-1].brief.startswith("Bob's discard zone"), [a.brief for a in said]


def test_star_s_wait_ending_during_the_set_up_does_not_cut_its_line():
    """hp_fr again: star's wait, after its help during the set-up, ended with "Annulé."
    cutting "Mettez de côté les Œufs clandestins…", said again after it. "Cancelled." comes
    at the end of the set-up's line being said, as the keys' answers do then (QA33 L2)."""
    from companion.app.live_keys import PREFIX_TIMEOUT_S
    from companion.app.voiceout import VoiceOut
    from tests.voice.conftest import ScriptedBackend, gated_speaker
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    voice = VoiceOut(speaker, echo=lambda text: None, catch_up=True,
                     clock=lambda: 0.0)  # a live table's voice
    table, session, said = _set_up(voice)
    for key in "*h":
        table.keys.put(key)
    table._keys()
    engine.say_until("Set the Stowaway")
    table.prefix_at -= PREFIX_TIMEOUT_S + 1
    table.prefix_heard -= PREFIX_TIMEOUT_S + 1
    table._keys()
    assert said[-1].brief == "Cancelled."
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], (engine.cancelled, spoken)
    assert engine.spoken.index("Cancelled.") \
        == engine.spoken.index("Set the Stowaway Eggs aside, face up.") + 1, engine.spoken

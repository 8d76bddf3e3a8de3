"""The end of the pictures waits for ``q`` while keys can come, and ends by itself with a
goodbye when none can (QA28 #6, QA29 N5); a key's answer waiting behind the question is not
dropped by a key that acts, and key 1 restarts the question being said (QA29 N4); the app's
lines dropped as outdated are counted at the end (QA28 #5)."""
import io
import queue
from types import SimpleNamespace

import pytest

from companion.app.camera_watch import CameraWatch
from companion.app.keys import Command
from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.terminal import KeyboardThread
from companion.app.voiceout import VoiceOut
from companion.cli import main
from companion.tracker import observations as o
from tests.voice.conftest import TIMEOUT, ScriptedBackend, gate_until_idle, gated_speaker, wait_for
from vision.pipeline import TableWatcher
from vision.sources import open_source

from .test_live import write_frames
from .test_live_setup import _Camera
from tests.companion.settings_files import no_settings

#: Alice and Bob's cards that leave a question open ("was that Bob's hand?").
QUESTION_CARDS = ((1, "the_boxer"), (0, "investigators"), (1, "the_urchin"))


def _ask(session):
    for seat, key in QUESTION_CARDS:
        session.observe(o.card_seen(seat, key))
    assert session.tracker.question is not None


def _asking_table(folder, session, keys, lang="en", **options) -> LiveTable:
    """``play`` on ``folder`` with Alice and Bob, keys from ``keys`` and able to come; the
    question of :func:`_ask` raised as the game begins."""
    table = LiveTable(LiveOptions("arkham", lang, ("Alice", "Bob"), 0, str(folder), **options),
                      session, TableWatcher("arkham"), open_source(str(folder), fps=4), keys,
                      lambda c: False, lambda line: None, keys_open=lambda: True,
                      timer=lambda: 0.0)  # the keys' waits, read times: still (flk68)
    started = []

    def status(line):
        if session.tracker.started and not started:
            started.append(1)
            _ask(session)
    table.status = status
    return table


# ------------------------------------------------------------------ the end of the pictures
def test_at_the_end_of_the_pictures_the_open_question_s_answer_is_still_taken(tmp_path):
    """QA28 #6 / QA29 N5: at the end of a folder the program quit as soon as the voice had
    caught up, with the question open: the answer typed next was lost, no goodbye. While
    keys can come, it says so once and waits for ``q``."""
    folder = write_frames(tmp_path / "frames", [{}], frames_each=16)  # the set-up reads 10
    keys: "queue.Queue[str]" = queue.Queue()
    said = []

    def say(announcement):
        said.append(announcement.brief)
        if announcement.brief.startswith("The pictures have ended"):
            for key in "+2q":  # typed once the end is heard
                keys.put(key)

    session = TableSession(say=say)
    assert _asking_table(folder, session, keys).run() == 0
    end = said.index("The pictures have ended. Answer the question, then press Q to stop.")
    assert session.tracker.question is None  # plus 2 answered it
    assert "Bob is still in." in said[end:]
    assert said[-1] == "Session saved. Goodbye."


@pytest.mark.parametrize("lang, ended, wait", [
    ("en", "The pictures have ended. Answer the question, then press Q to stop.",
     "The pictures have ended. Press Q to stop."),
    ("fr", "Les images sont terminées. Répondez à la question, puis appuyez sur Q pour "
           "arrêter.", "Les images sont terminées. Appuyez sur Q pour arrêter."),
    ("es", "Las imágenes han terminado. Responde a la pregunta y luego pulsa Q para salir.",
     "Las imágenes han terminado. Pulsa Q para salir."),
])
def test_the_end_line_naming_the_question_is_said_again_without_it_once_answered(
        tmp_path, lang, ended, wait):
    """QA31 N2 (d_r1, d_ucut fr): "Answer the question, then press Q to stop." was said
    after the question was answered (or withdrawn by an undo), the voice being behind.
    That line goes stale with the question; unsaid, the end is said again as it stands."""
    folder = write_frames(tmp_path / "frames", [{}], frames_each=16)
    keys: "queue.Queue[str]" = queue.Queue()
    said = []

    def say(announcement):
        said.append(announcement)
        if announcement.brief == ended:
            for key in "+2":  # typed before the voice reached the end line
                keys.put(key)
        if announcement.brief == wait:
            keys.put("q")
        return SimpleNamespace(said_whole=lambda: False, pending=lambda: True,
                               heard=lambda: False)

    session = TableSession(say=say, lang=lang)
    # duration: ends a run that never says it
    assert _asking_table(folder, session, keys, lang, duration=120).run() == 0
    end = next(a for a in said if a.brief == ended)
    assert end.stale()  # the question answered: not said
    briefs = [a.brief for a in said]
    assert briefs.index(wait) > briefs.index(ended) and briefs.count(wait) == 1


def test_at_the_end_of_the_pictures_with_no_question_it_says_how_to_stop(tmp_path):
    folder = write_frames(tmp_path / "frames", [{}], frames_each=8)
    keys: "queue.Queue[str]" = queue.Queue()
    said = []

    def say(announcement):
        said.append(announcement.brief)
        if announcement.brief.startswith("Las imágenes han terminado"):
            keys.put("q")
    table = LiveTable(LiveOptions("arkham", "es", ("Alice", "Bob"), 0, str(folder)),
                      TableSession(say=say, lang="es"), TableWatcher("arkham"),
                      open_source(str(folder), fps=4), keys, lambda c: False,
                      lambda line: None, logged=False, keys_open=lambda: True,
                      timer=lambda: 0.0)  # the keys' waits, read times: still (flk68)
    assert table.run() == 0
    assert said[-2:] == ["Las imágenes han terminado. Pulsa Q para salir.", "Adiós."]


def test_the_keyboard_tells_when_no_key_can_come():
    """``play < /dev/null``, a closed pipe, CI: the table must not wait for ``q``."""
    keyboard = KeyboardThread(io.StringIO("5q")).start()
    assert keyboard.ended.wait(TIMEOUT)
    assert [keyboard.keys.get_nowait() for _ in range(2)] == ["5", "q"]
    assert not KeyboardThread(io.StringIO("")).ended.is_set()  # not started: keys may come


def test_play_with_no_input_ends_by_itself_at_the_end_of_the_pictures(tmp_path, monkeypatch,
                                                                       capsys):
    """The CI path: standard input at its end, the folder played to its end, then goodbye."""
    folder = write_frames(tmp_path / "frames", [{}], frames_each=4)
    monkeypatch.setattr("sys.stdin", open("/dev/null"))
    assert main(["play", "--source", str(folder), "--players", "Ann,Bob", "--no-log",
                 "--config", no_settings(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-2:] == ["The pictures have ended.", "Goodbye."]


# ------------------------------------------------------------------ keys during a question
def _behind(names=("Alice", "Bob")):
    """A session whose voice says each sentence only when the test lets it go; its clock
    stands still, so a sentence is heard once said to its end, however slow the machine
    (a real clock let a loaded machine count the question heard 1.5 s into it)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    voice = VoiceOut(speaker, echo=lambda text: None, catch_up=True, clock=lambda: 0.0)
    session = TableSession(say=voice)
    session.observe(o.start("arkham", list(names), "en", 0))
    wait_for(lambda: engine.started)
    return session, voice, engine


def _say_all(voice, engine):
    gate_until_idle(voice.speaker, engine)  # the gate closed after (flk67)
    return engine.spoken


def _table(tmp_path, session, voice):
    folder = write_frames(tmp_path / "frames", [{}], frames_each=1)
    names = tuple(session.tracker.names)
    return LiveTable(LiveOptions("arkham", "en", names, 0, str(folder)), session,
                     TableWatcher("arkham"), open_source(str(folder), fps=4), queue.Queue(),
                     lambda c: False, lambda line: None, logged=False, speech=voice)


# minus twice as the question is begun, not heard yet: the undo asks first (QA28 #3)
@pytest.mark.parametrize("keys, news", [
    ("8+2", "Bob is still in."),
    ("8--", "Undo The Urchin in Bob's zone? Press minus twice to confirm.")])
def test_a_key_s_answer_waiting_behind_the_question_is_not_dropped_by_a_key_that_acts(
        tmp_path, keys, news):
    """QA29 N4: ``58585`` while the question was said, then plus 1 (or ``585`` then minus
    twice): none of the answers was ever heard (plus's cue, a newer press, dropped them
    unsaid). The newest answer is said, then the news the key made. Key 8's answer tells
    the table as heard (the question begun: after the Urchin, QA48), at once (session
    29, QA29/QA30 M1; it waited after the news, and the news plus 2 made dropped it as
    out of date), so it comes before the news of the key that acts; the undo's question
    (said at once after its card, QA27 #5) does not drop it either."""
    session, voice, engine = _behind()
    table = _table(tmp_path, session, voice)
    try:
        _ask(session)
        engine.say_until("The Urchin in Bob's discard zone")
        # its answers known (told on their own before: QA39 M1, a number typed before
        # the question's answers were said is not taken)
        session.said_for.answers_told(session.tracker.question)
        with session.answering():
            for key in keys:
                table._one_key(key)
        wait_for(lambda: engine.started[-1].startswith("Table."))  # it cut the question
        spoken = _say_all(voice, engine)
    finally:
        voice.speaker.close()
    table = [i for i, t in enumerate(spoken) if t.startswith("Table. Bob may be out")]
    # the question begun counts as heard for key 8 (QA48: a line being said is the table
    # the answer tells): the table with it open, not "1 update not said yet."
    assert table and spoken[table[0] + 1] == "This may change with the answer to the open " \
        "question; key 1 repeats it.", spoken
    assert news in spoken[table[0] + 2:], spoken


def test_key_1_during_the_question_cuts_it_and_says_it_from_its_start(tmp_path):
    """QA29 N4: key 1 during the question had it said once more after it (twice in full),
    and key 1 during that repeat had no audible effect. As key 0, it cuts the question and
    says it again at once, each time."""
    session, voice, engine = _behind()
    try:
        _ask(session)
        engine.say_until("The Urchin in Bob's discard zone")
        begun = len(engine.started)
        session.key(Command("question"))
        wait_for(lambda: len(engine.started) == begun + 1)  # said again at once
        session.key(Command("question"))  # during the repeat
        wait_for(lambda: len(engine.started) == begun + 2)
        spoken = _say_all(voice, engine)
    finally:
        voice.speaker.close()
    assert [t[:19] for t in engine.cancelled] == ["The Urchin in Bob's"] * 2
    assert sum(t.startswith("The Urchin in Bob's") for t in spoken) == 1


# ------------------------------------------------------------------ lines dropped, counted
def test_lines_dropped_as_over_are_not_counted_at_the_end(tmp_path):
    """QA28 #5: a line dropped as outdated was printed, never said, and not counted in "N
    sentences were not said". QA31 N4: but every session then ended with "One sentence
    was not said", the dealing step "Shuffle the other cards, …" the first card proved
    done; QA35 N2: and "A card waits for the answer" once answered: a line the game went
    past is not counted, the player did not miss it (only what q cut is). (QA35 N3, QA27
    M1 of session 27: the dealing steps are now said, before the first card's news.)"""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    voice = VoiceOut(speaker, echo=lambda text: None, catch_up=True)
    said = []
    session = TableSession(say=lambda a: (said.append(a.brief), voice(a))[1])
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, "unused"),
                      session, _Camera(), None, queue.Queue(), lambda c: False,
                      lambda line: None, speech=voice, logged=False)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2, 3]
    try:
        table.guided_setup()
        wait_for(lambda: engine.started)
        session.tell("app.log_failed", stale=session.played_since())  # no set-up step
        session.observe(o.card_seen(0, "the_urchin"))  # played before the deal steps are said
        _say_all(voice, engine)
        table._goodbye()
        _say_all(voice, engine)
    finally:
        speaker.close()
    assert engine.spoken.index("Alice: The Urchin.") > engine.spoken.index(
        "Shuffle the other cards, set the top card aside face down, and deal one card to "
        "each player.")
    assert not any(line.startswith("The session log cannot") for line in engine.spoken)
    assert not any("not said" in line for line in said) and said[-1] == "Goodbye."


def test_the_seat_markers_seen_late_are_not_said_once_a_card_was_played():
    """QA28 #5: in a resume, "I see the seat markers 1, 2, 3." printed at 4 s was passed by
    every key's answer and heard 34 s later, after "The pictures have ended"."""
    said = []
    session = TableSession(say=said.append)
    session.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    watch = CameraWatch(session, "0")
    reading = SimpleNamespace(gaps=(), readable=True, sightings=(),
                              seats=[SimpleNamespace(seat=s) for s in (1, 2, 3)])
    watch.reading(SimpleNamespace(image=object(), t=1.0), reading)
    markers = said[-1]
    assert markers.brief == "I see the seat markers 1, 2, 3." and not markers.stale()
    session.observe(o.card_seen(0, "the_urchin"))
    assert markers.stale()


def test_a_number_does_not_answer_a_question_not_yet_said_after_another_was_heard():
    """Session 27 (a note of QA37): the player heard "was that Bob's hand?", the camera
    closed it and opened "was that Alice's hand?", printed, still waiting behind the news;
    plus 1, meant for Bob, put Alice out (the question had opened before plus: QA35 N1's
    guard did not apply). The question not yet heard is said at once instead, and the next
    plus 1, once it is heard, answers it."""
    from tests.companion.app.test_session import press
    session, voice, engine = _behind(("Alice", "Bob", "Carol"))
    try:
        for seat, key in ((0, "the_boxer"), (1, "the_boxer")):
            session.observe(o.card_seen(seat, key))
        engine.say_until("The Boxer in Bob's discard zone")
        engine.gate.set()
        wait_for(lambda: any(t.startswith("The Boxer in Bob's") for t in engine.spoken))
        session.observe(o.card_seen(0, "the_entertainer"))  # closes it, asks about Alice
        asked = session.tracker.question
        assert asked is not None and asked.seat == 0
        press(session, "+1")
        assert session.tracker.question is asked  # not answered
        spoken = _say_all(voice, engine)
        assert any(t.startswith("The Entertainer in Alice's discard zone: was that")
                   for t in spoken)
        assert not any(t.startswith("Alice is out") for t in spoken)
        press(session, "+1")  # heard: answered
        assert session.tracker.question is None
    finally:
        voice.speaker.close()


def test_a_number_answers_a_question_not_yet_said_when_the_one_heard_before_was_answered():
    """QA28 of session 28: the question heard before was answered by key long ago; a
    helper's plus 1 for the next question, shown but not heard yet, was refused once (the
    question said again): the number can only be meant for the question on the screen."""
    from tests.companion.app.test_session import press
    session, voice, engine = _behind(("Alice", "Bob", "Carol"))
    try:
        for seat, key in ((0, "the_boxer"), (1, "the_boxer")):
            session.observe(o.card_seen(seat, key))
        _say_all(voice, engine)  # "The Boxer in Bob's discard zone: was that …" heard
        press(session, "+2")  # answered: Bob is still in
        assert session.tracker.question is None
        _say_all(voice, engine)
        session.observe(o.card_seen(2, "the_entertainer"))
        asked = session.tracker.question
        assert asked is not None and asked.seat == 2
        press(session, "+1")  # from the screen, the question not heard yet
        assert session.tracker.question is None
    finally:
        voice.speaker.close()


def test_a_question_whose_closing_was_heard_is_no_longer_the_one_a_number_was_meant_for():
    """QA28 of session 28: once the player heard the line that closed the question heard
    before ("The cards tell it: …"), a number is no longer taken as meant for it."""
    from companion.app.said_for import SaidFor

    class Said:
        def __init__(self, heard: bool) -> None:
            self.heard = lambda: heard

    first, second = SimpleNamespace(seat=1), SimpleNamespace(seat=2)
    for closing_heard in (False, True):
        said_for = SaidFor()
        said_for.asked(first, Said(True))
        said_for.told_closed(1, Said(closing_heard))
        said_for.asked(second, Said(False))
        assert said_for.meant_another(second) is not closing_heard

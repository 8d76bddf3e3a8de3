"""QA31's findings at a live table (session 30, order31): the pictures' end and the camera
lost in the order of what the voice says, the question settled by the camera, and the keys
after the game's end."""
from types import SimpleNamespace

import pytest

from companion.app.camera_watch import CameraWatch
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import _End, behind, say_all
from tests.voice.conftest import gate_until_idle


def _queued_plays(s):
    """Two plays the voice, stuck on the game's start, has still to say (news)."""
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    return [a.brief for a in s.transcript if a.kind is not None][-2:]


def test_the_end_of_the_pictures_is_said_after_the_news_still_to_say():
    """QA31 #3 (vanish.log): "Picture problem: the pictures in vanish are gone …" and "The
    pictures have ended. Press Q to stop." were said before "Carol discards the Stowaway."
    and "Carol is now Insane.", printed 3 s earlier. The game's news comes first."""
    s, speaker, engine = behind()
    plays = _queued_plays(s)
    status = SimpleNamespace(reason="folder_gone", params=(("folder", "vanish"),
                                                           ("frames", 54)), message="")
    _End(s, s.say)._pictures_ended(SimpleNamespace(status=status))
    ended = [a.brief for a in s.transcript][-2:]
    assert ended[0].startswith("Picture problem: the pictures in vanish are gone")
    assert ended[1].startswith("The pictures have ended.")
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken.index(plays[-1]) < spoken.index(ended[0]) < spoken.index(ended[1])


def test_a_camera_lost_is_said_at_once_after_the_line_being_said():
    """QA31 #3: a camera lost is urgent (every card played while it is away goes unread):
    said right after the line being said, which it does not cut, ahead of the news still
    to say, and kept for keys 7 and 9."""
    s, speaker, engine = behind()
    being_said = engine.started[-1]
    plays = _queued_plays(s)
    watch = CameraWatch(s, "0")
    status = SimpleNamespace(reason="", params=(), message="Device lost.", ended=False)
    watch.picture(SimpleNamespace(image=None, status=status))
    lost = s.transcript[-1]
    assert lost.brief.startswith("The camera is not answering") and lost.keep
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken[:2] == [being_said, lost.brief] and spoken.index(plays[0]) > 1


def _settled_by_the_camera(clock=lambda: 0.0):
    """QA31's key1 run: the question "The Deep One in Bob's discard zone: was that Bob's
    hand…?" heard, then Bob's card (The Fed) settles it: "No answer needed: that was Bob's
    play." waits behind the news. ``(session, speaker, engine, closing)``; ``clock``: the
    voice's (:func:`~tests.companion.app.test_speech_order.behind`)."""
    from tests.companion.app.test_speech_flow import _asked_about_bob
    from tests.voice.conftest import wait_for
    s, speaker, engine, question = _asked_about_bob(clock)
    engine.say_until(question)
    engine.gate.set()
    wait_for(lambda: question in engine.spoken)
    s.observe(o.card_seen(1, "the_fed"))
    assert s.tracker.question is None
    closing = "No answer needed: that was Bob's play."
    assert closing in [a.brief for a in s.transcript]
    return s, speaker, engine, closing


@pytest.mark.parametrize("key", [Command("question"), Command("answer", 1)])
def test_a_key_for_the_question_the_camera_closed_unheard_says_so_at_once(key):
    """QA31 #4: key 1 after the camera's card settled the question said "No question is
    open." before "No answer needed: that was Bob's play.", still waiting: the answer
    before its reason. QA36 st7_b: said after that line and the news before it, it came
    14 s late. Said at once (session 37): "The cards have settled that question already: the
    lines to come say how."; the news, the line that closed it included, follows in order."""
    from tests.companion.app.test_speech_order import said_first
    s, speaker, engine, closing = _settled_by_the_camera()
    s.key(key)
    said_first(engine, CLOSING_COMING)
    spoken = say_all(speaker, engine)
    assert "No question is open." not in spoken
    at = spoken.index(CLOSING_COMING)
    assert spoken[at + 1:].index("Bob: the Deep One.") < spoken[at + 1:].index(closing)


#: what a key for the question the player heard says while its closing waits unsaid
CLOSING_COMING = ("The cards have settled the question about the Deep One in Bob's zone already: "
                  "the lines to come say how.")  # the question named (QA47 LOW-1)


def _won_live_table(lang="en"):
    """A live table (no voice) whose game is won: ``(table, said)``, ``said`` the
    announcements made."""
    import queue
    from companion.app.live import LiveOptions, LiveTable
    from companion.app.session import TableSession
    from companion.engine.bots import play_random_game
    from companion.tracker.from_engine import game_observations
    from vision.pipeline import TableWatcher
    said = []
    s = TableSession(say=said.append, lang=lang)
    table = LiveTable(LiveOptions("arkham", lang, ("Ann", "Bob"), 0, "x"), s,
                      TableWatcher("arkham"), None, queue.Queue(), lambda c: False,
                      lambda line: None)
    for obs in game_observations(play_random_game("arkham", 2, seed=1), lang):
        s.observe(obs)
    assert s.tracker.view().game_winners
    return table, said


@pytest.mark.parametrize("lang,over,new", [
    ("en", "The game is over", "To play a new game, press Q"),
    ("fr", "La partie est terminée", "Pour une nouvelle partie, appuyez sur Q"),
    ("es", "La partida ha terminado", "Para una partida nueva, pulsa Q")])
def test_enter_after_the_game_says_it_is_over_and_how_to_begin_another(lang, over, new):
    """QA31 #6: Enter after the game's end said "Card played: which rank?", and only the
    rank then "The game is over, won by Carol.". Enter says at once that the game is over,
    and how to begin a new one; no rank is awaited (the next digit is a key of its own)."""
    table, said = _won_live_table(lang)
    del said[:]
    with table.session.answering():
        table._one_key("\n")
    assert [a.brief.split(",")[0].split(" :")[0] for a in said] == [over]
    assert new in said[0].brief and table.reader.pending is None


def test_key_0_after_the_pictures_end_says_the_game_s_last_line():
    """QA31 #6: key 0 after the game's end said "The pictures have ended. Press Q to stop."
    again, not the game's last line. It says the last line heard before the end (keys 7
    and 9 still step through the end line)."""
    from companion.app.voiceout import VoiceOut
    s, speaker, engine = behind()
    plays = _queued_plays(s)
    status = SimpleNamespace(reason="folder_done", params=(), message="")
    _End(s, s.say)._pictures_ended(SimpleNamespace(status=status))
    ended = s.transcript[-1].brief
    say_all_open(speaker, engine)
    last = plays[-1]  # "Ann chooses Bob with The Fed."
    assert engine.spoken[-2:] == [last, ended]
    voice = VoiceOut(speaker, echo=lambda t: None, catch_up=True)
    voice.control(Command("repeat"))
    say_all_open(speaker, engine)
    assert engine.spoken[-1] == last
    voice.control(Command("back"))  # 7: the line before the end line, the cursor's
    say_all_open(speaker, engine)
    assert engine.spoken[-1] == last
    voice.control(Command("forward"))  # 9: the end line
    say_all_open(speaker, engine)
    assert engine.spoken[-1] == ended


def say_all_open(speaker, engine):
    """Let the voice say all it has (the speaker stays open)."""
    from tests.voice.conftest import TIMEOUT
    gate_until_idle(speaker, engine)
    assert speaker.wait_idle(TIMEOUT)

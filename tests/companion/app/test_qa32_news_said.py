"""QA32's "news that never gets spoken" at a live table (M3, M4): the camera lost said
once and "back" said at once; a question and key 5's answer not left behind the catch-up
after a fault. Gated-engine tests (the voice-level rules: tests/voice/test_catch_up_yields)."""
from types import SimpleNamespace

from companion.app.camera_watch import CAMERA_REMIND_S, CameraWatch
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_qa30m import faulty_voice
from tests.companion.app.test_speech_order import behind, say_all
from tests.voice.conftest import TIMEOUT, gate_until_idle, wait_for

VOICE_BACK = "The voice is back after a fault. Press 7 to hear what was missed."
#: QA27's game (run r4): the Deep One in Bob's zone asks "was that Bob's hand…?"
CARDS = ((0, "the_musician"), (2, "stowaway"), (1, "investigators"), (2, "investigators"),
         (2, "tommy_gun"), (0, "investigators"), (0, "the_boxer"), (0, "cultists"),
         (1, "deep_one"))


def _no_picture(reason):
    """A frame with no image from a stream, for ``reason`` (a vision.sources reason)."""
    params = (("target", "http://cam/video"), ("seconds", 5), ("retry", 2))
    status = SimpleNamespace(reason=reason, params=params, message="", ended=False)
    return SimpleNamespace(image=None, status=status)


def _picture():
    import numpy as np
    return SimpleNamespace(image=np.zeros((720, 1280, 3), np.uint8), t=0.0)


def _plays(s):
    """Two plays the voice, stuck on the game's start, has still to say."""
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    return [a.brief for a in s.transcript if a.kind is not None][-2:]


def test_a_camera_lost_is_said_once_and_back_at_once():
    """QA32 M3 (cam, cam2): each loss gave two 9-s lines 2 s apart ("…stopped sending
    pictures…", then "…cannot be opened…"), and "The camera is back." waited behind the
    news, never heard before q. Lost is said once, back at once after it, both ahead of
    the news still to say, nothing cut."""
    s, speaker, engine = behind()
    being_said = engine.started[-1]
    plays = _plays(s)
    now = [0.0]
    watch = CameraWatch(s, "http://cam/video", clock=lambda: now[0])
    watch.picture(_no_picture("stream_stalled"))
    now[0] += 2.0
    for _ in range(3):
        watch.picture(_no_picture("stream_unopenable"))
    watch.picture(_picture())
    camera = [a.brief for a in s.transcript if a.brief.startswith("The camera")]
    assert len(camera) == 2 and camera[0].startswith("The camera is not answering: ")
    assert camera[1] == "The camera is back."
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    assert spoken[:3] == [being_said, *camera] and spoken.index(plays[0]) > 3


def test_still_no_picture_is_said_at_once_and_not_after_back():
    """QA32 M3 (cam): "Still no picture from the camera: …" (with the reason then) was
    only printed, behind the news; said after "back", it would say the contrary of the
    news. Said at once; one not said yet when the camera comes back is dropped."""
    s, speaker, engine = behind()
    now = [0.0]
    watch = CameraWatch(s, "http://cam/video", clock=lambda: now[0])
    watch.picture(_no_picture("stream_stalled"))
    lost = s.transcript[-1].brief
    now[0] += CAMERA_REMIND_S
    watch.picture(_no_picture("stream_unopenable"))
    still = s.transcript[-1]
    assert still.brief.startswith("Still no picture from the camera: ")
    assert "cannot be opened" in still.brief and still.answer
    now[0] += CAMERA_REMIND_S
    watch.picture(_no_picture("stream_unopenable"))
    watch.picture(_picture())
    spoken = say_all(speaker, engine)
    assert [t for t in spoken if t.startswith(("The camera", "Still"))] == [
        lost, "The camera is back."]  # the voice still on the first line


def _came_back():
    """QA32 M4 (ef): the engine died on the game's first cards (only written) and came
    back, gated, idle: ``(session, speaker, engine, voice, missed)``, ``missed`` the lines
    only written during the fault."""
    speaker, engine, voice, now = faulty_voice()
    s = TableSession(say=voice)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, key in CARDS[:4]:
        s.observe(o.card_seen(seat, key))
    assert speaker.wait_idle(TIMEOUT) and "espeak-ng" in speaker.chain.dead
    engine.mode, now[0] = "gate", now[0] + 10.0
    s.observe(o.card_seen(*CARDS[4]))  # the voice comes back on this one
    gate_until_idle(speaker, engine)
    engine.gate.clear()
    assert engine.spoken[0] == VOICE_BACK
    missed = [entry.text for entry in speaker._missed]  # what 7 says
    assert len(missed) > 3
    return s, speaker, engine, voice, missed


#: how the catch-up after a fault goes on after a line that cut it, and ends when news
#: follows (QA33 M1)
BACK, END = "Back to the missed news. ", "End of missed news."

def _saying(engine, text):
    wait_for(lambda: engine.started and engine.started[-1] == text)


def test_a_question_during_the_catch_up_after_a_fault_is_said_before_its_rest():
    """QA32 M4 (ef): the new round's question, made while 7's catch-up (40 s) was said,
    waited behind it with the news before it ("6 sentences were not said" at q). The
    catch-up stops at its sentence's end; the news up to the question and the question
    are said, then the rest of the catch-up."""
    s, speaker, engine, voice, missed = _came_back()
    voice.control(Command("back"))
    _saying(engine, missed[0])
    for seat, key in CARDS[5:]:
        s.observe(o.card_seen(seat, key))
    question = s.transcript[-1].brief
    assert "was that Bob's hand" in question
    spoken = say_all(speaker, engine)
    assert engine.cancelled == []
    goes_on = [BACK + missed[1], *missed[2:]]  # QA33 M1: it says it goes on
    assert spoken.index(question) < spoken.index(goes_on[0]) == len(spoken) - len(missed) + 1
    assert spoken[-len(missed) + 1:] == goes_on


def test_key_5_during_the_catch_up_after_a_fault_is_said_at_once():
    """QA32 M4 (ef): key 5 while 7's catch-up was said, with news waiting behind it, was
    printed ("No turn in progress. 3 updates not said yet."), never said by q 20 s later.
    Said at once (the table as heard: it cuts the catch-up's line), then the catch-up
    goes on from that line, then the news: nothing lost."""
    s, speaker, engine, voice, missed = _came_back()
    voice.control(Command("back"))
    _saying(engine, missed[0])
    engine.say_until(missed[1])
    made = len(s.transcript)
    for seat, key in CARDS[5:7]:
        s.observe(o.card_seen(seat, key))
    news = [a.brief for a in s.transcript[made:]]
    s.key(Command("whose_turn"))
    answer = [a.brief for a in s.transcript if a.answer]
    assert answer[-1] == "2 updates not said yet."
    wait_for(lambda: engine.cancelled == [missed[1]])
    spoken = say_all(speaker, engine)
    at = spoken.index(answer[0])
    assert spoken[at - 1:at + len(answer)] == [missed[0], *answer]
    assert spoken[at + len(answer):] == [BACK + missed[1], *missed[2:], END, *news]


def test_key_5_during_the_catch_up_with_no_news_waiting_is_said_at_once():
    """QA32 M4: key 5's answer waited for the whole catch-up (40 s). No input waits here
    (the game's start and first cards were only written during the fault): it is the
    table as it is, said at once (session 37, QA36 en5_k: so is every key's answer), the
    catch-up's sentence it cut going on after it, then the rest (keys.md: a key's answer
    cuts the catch-up and is said at once)."""
    from tests.companion.app.test_speech_order import said_first
    s, speaker, engine, voice, missed = _came_back()
    voice.control(Command("back"))
    _saying(engine, missed[0])
    s.key(Command("whose_turn"))
    answer = s.transcript[-1]
    assert not answer.in_order
    said_first(engine, answer.brief)
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [missed[0]]
    at = spoken.index(answer.brief)
    assert spoken[at + 1:] == [BACK + missed[0], *missed[1:]]


def test_a_state_key_answers_as_heard_with_nine_inputs_waiting():
    """QA32 M3 (cam): key 5, pressed with the voice 14 lines behind (9 inputs and more,
    after the camera's lines), was said after all that news, in order, and never heard by
    q 10 s later: the inputs kept to tell what was heard (8) did not reach the oldest one
    waiting. With 9 waiting, the answer is the table as heard, at once: after the line the
    voice has begun, said to its end first (:data:`companion.app.as_heard.BEGUN_HEARD`, key 2
    since m463; the test waits for that line to begin: without it, whether the voice began it
    before the key was a race, failed once in the lead's suite, session 63)."""
    from tests.companion.app.test_speech_order import said_first
    from tests.companion.app.test_state_as_heard import answer, heard_up_to
    names = ("Alice", "Bob", "Carol")
    s, speaker, engine = heard_up_to(names=names)
    for seat, key in CARDS:
        s.observe(o.card_seen(seat, key))
    begun = "Alice: The Musician."
    said_first(engine, begun)
    s.key(Command("deck"))
    heard = answer([o.card_seen(*CARDS[0])], "deck", names)
    spoken = say_all(speaker, engine)
    assert spoken[:3] == [begun, heard[0], f"{len(CARDS) - 1} updates not said yet."]

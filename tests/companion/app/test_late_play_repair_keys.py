"""QA42 H1's repair heard in the session (late44): a play read two cards late in an engine
game (arkham-classic, 4 players, seed 1: Player 4's Investigators) is said counted in its
place, and minus twice undoes it as the card it is, the table back as before it."""
import json

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.session_log import SessionLog, resume_report
from tests.companion.app.test_session import press
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.companion.tracker.test_late_play_repair import _game
from tests.voice.conftest import ScriptedBackend, gated_speaker


def _observe(s: TableSession, conv, item) -> None:
    """Observe the input ``item`` (``(index, observation)``), answering the effect
    questions it raises, as the players do."""
    i, obs = item
    asked = s.tracker.question
    s.observe(obs)
    while s.tracker.question is not None and s.tracker.question is not asked \
            and s.tracker.question.value == "effect":
        asked = s.tracker.question
        s.observe(conv.answer_question(asked, i))


def _heard_until_late():
    """A session with a voice that says each line only when the test lets it go, which
    has said every input of the game (arkham-classic, 4 players, seed 1) before Player 4's
    late Investigators: ``(session, speaker, engine, converter, that input)``."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: 0.0))
    _, conv, order, _ = _game("arkham-classic", 4, 1)
    late = next(k for k, (_, obs) in enumerate(order) if obs.kind == "card"
                and obs.seat == 3 and obs.cards == ("investigators",))
    for item in order[:late]:
        _observe(s, conv, item)
    hear_all(speaker, engine)
    engine.spoken.clear()
    return s, speaker, engine, conv, order[late]


def test_a_repaired_late_play_is_heard_and_undone_by_minus_twice():
    s, speaker, engine, conv, late = _heard_until_late()
    view = s.tracker.view()
    _observe(s, conv, late)
    hear_all(speaker, engine)
    assert engine.spoken[0] == "Player 4 was not out: the camera read the Investigators " \
        "in Player 4's zone late. Counted now, in its place.", engine.spoken
    assert not s.tracker.view().seats[3].out
    engine.spoken.clear()
    press(s, "--")
    hear_all(speaker, engine)
    assert engine.spoken[0] == "Undone: the Investigators in Player 4's zone.", engine.spoken
    assert s.tracker.view() == view


def test_a_log_with_a_repaired_late_play_resumes_to_the_same_table(tmp_path):
    """The log keeps the inputs as they came (the late card where the camera read it, not
    marked refused); its resume repairs it again: the same table, nothing refused."""
    _, conv, order, _ = _game("arkham-classic", 4, 1)
    late = next(k for k, (_, obs) in enumerate(order) if obs.kind == "card"
                and obs.seat == 3 and obs.cards == ("investigators",))
    path = tmp_path / "late.jsonl"
    with SessionLog(path, sync=False) as log:
        s = TableSession(say=lambda a: None, record=log.record)
        for item in order[:late + 3]:
            _observe(s, conv, item)
    assert not [r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())
                if r.get("refused")]
    report = resume_report(path)
    assert report.refused == () and report.tracker.view() == s.tracker.view()


def test_key_8_while_a_repair_is_not_heard_yet_says_the_player_only_may_be_out():
    """Review of late44: key 8 pressed while the repair's lines wait is answered with the
    table as heard, the one before the late card: "Player 4 may be out (not confirmed)".
    On late44 that table was the one before the repair with the replayed history, which
    holds no card closing the question: "Player 4 is out." (false, as a fact)."""
    s, speaker, engine, conv, late = _heard_until_late()
    speaker.hold(True)  # the repair's lines wait, none begun (review of low49: key 8 says
    # a line begun to its end first; a busy machine let the voice begin it first)
    _observe(s, conv, late)
    s.key(Command("table"))
    said_first(engine, "Table.")
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    assert spoken[0].startswith("Table. Player 4 may be out (not confirmed);"), spoken
    assert spoken[1:3] == ["1 update not said yet.", "Player 4 was not out: the camera read "
                           "the Investigators in Player 4's zone late. Counted now, in its "
                           "place."], spoken

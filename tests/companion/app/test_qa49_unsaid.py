"""QA49 (session 49, a fresh tester by ear): questions printed, never said.

MEDIUM-1 (r6, r6u, r1b): "The Entertainer in Bob's discard zone: was that Bob's hand?",
queued behind "Alice: the Investigators.", was closed by the cards (Bob played again)
before the voice began it, and dropped unsaid; "Carol: the Investigators.", said ahead of
the answer, came first, then "Bob: The Entertainer.", out of turn order with nothing
between them. The question's play now takes its place: the plays are heard in turn order.
Open when the voice reaches it, the question is said between the plays.

MEDIUM-2 (r2, 2 players): Enter, then 3 for a missed face-up card, typed as round 1 ended;
the list of that round's face-up cards ("Round 1 is over: …"), queued behind the round's
end, was closed by key 2 pressed meanwhile ("Choice cancelled.") and never said. A key that
only asks now leaves it open: it is said after the round's end, and plus answers it.

Through the real session (and live table) and the real voice queue, its engine gated."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import _Camera
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

NAMES = ("Alice", "Bob", "Carol")
ALICE = o.card_seen(0, "investigators")
#: the tester's r6 round 1 after Alice's play: Bob's Entertainer (a question: his play or
#: his hand?), Carol's Investigators (said ahead), Alice's Stowaway, Bob's Cultists (Bob
#: played again: the Entertainer was his play; his Cultists wait for "was that Alice's
#: hand?", the Stowaway's question)
AFTER = (o.card_seen(1, "the_entertainer"), o.card_seen(2, "investigators"),
         o.card_seen(0, "stowaway"), o.card_seen(1, "cultists"))
QUESTION = "The Entertainer in Bob's discard zone: was that Bob's hand"


def _voiced(lang="en"):
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    return speaker, engine, VoiceOut(speaker, catch_up=True, clock=lambda: 0.0)


def _live_session():
    """A live table's session (plays said ahead of an open question), the start heard."""
    speaker, engine, say = _voiced()
    s = TableSession(say=say)
    s.says_ahead = True
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    hear_all(speaker, engine)
    engine.spoken.clear()
    return s, speaker, engine


def test_a_question_closed_before_it_was_said_leaves_the_plays_in_turn_order():
    s, speaker, engine = _live_session()
    s.observe(ALICE)
    said_first(engine, "Alice: the Investigators.")  # the voice behind: the rest is read
    for obs in AFTER:
        s.observe(obs)
    spoken = say_all(speaker, engine)
    plays = [t for t in spoken if t.startswith(("Alice:", "Bob:", "Carol:"))]
    assert plays == ["Alice: the Investigators.", "Bob: The Entertainer.",
                     "Carol: the Investigators."], spoken  # Bob's Cultists: behind Alice's
    assert not any(t.startswith((QUESTION, "No answer needed")) for t in spoken), spoken


def test_a_question_still_open_is_said_between_the_plays():
    s, speaker, engine = _live_session()
    s.observe(ALICE)
    said_first(engine, "Alice: the Investigators.")
    for obs in AFTER[:2]:  # Bob's Entertainer asked, Carol's play said ahead
        s.observe(obs)
    spoken = say_all(speaker, engine)
    assert spoken[0] == "Alice: the Investigators." and spoken[1].startswith(QUESTION), spoken
    assert spoken[2:] == ["Carol: the Investigators."], spoken


def _live_table(say):
    session = TableSession(say=say, lang="en")
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob"), 0, "unused"), session,
                      _Camera(), None, queue.Queue(), lambda c: False, lambda line: None)
    table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
    table.guided_setup()
    return table


def test_the_ended_round_s_face_up_list_stays_open_and_is_said_after_a_query_key():
    speaker, engine, say = _voiced()
    table = _live_table(say)
    session = table.session
    for obs in (o.face_up("the_fed"), o.face_up("tommy_gun"), o.face_up("the_urchin")):
        session.observe(obs)
    session.observe(ALICE)              # round 1's first play: 3 of 5 face-up cards read
    hear_all(speaker, engine)
    table._one_key("\n")                # Enter for a missed face-up card
    hear_all(speaker, engine)
    engine.spoken.clear()
    speaker.hold(True)                  # the voice behind the camera: its news waits
    for obs in (o.target(1), o.guess(5), o.seat_out(1), o.card_seen(1, "the_musician")):
        session.observe(obs)            # round 1 ends
    table._one_key("3")                 # the rank: that round's face-up cards offered
    table._one_key("2")                 # key 2, the list not begun yet
    speaker.hold(False)
    spoken = say_all(speaker, engine)
    assert "Choice cancelled." not in spoken, spoken
    won = spoken.index("Alice wins the round and has 1 Sane.")
    listed = [t for t in spoken if t.startswith("Round 1 is over: a card played in it")]
    assert len(listed) == 1 and spoken.index(listed[0]) > won, spoken
    assert any(t.startswith("16 or 17 cards left") for t in spoken), spoken  # key 2's answer
    assert session.choice                # still open: plus and the number answer it
    table._one_key("+")
    table._one_key("2")
    view = session.tracker.view()
    assert view.round == 1 and view.face_up[-1] == "deep_one"

"""Fresh QA58 HIGH-3 (run r5, 6 players, arkham, stickers only): "+1" typed 0.7 s into
"The Investigators in Dan's discard zone: was that Dan's hand, so Dan is out? …", while
the plays read since waited in the voice's queue (said ahead of the answer: the live
table's ``says_ahead``). (a) "Dan is out, with the Investigators." was said 48 s later,
after those 14 lines ("Alice is now Insane.", "Bob is out, with The Fed." …); (b) key 8,
pressed during "Carol: Sanity check, 1 card.", told the table before Dan's card ("Carol
played the Deep One: it may have put a player out …; Bob is Insane."), and star 3 named
Carol's Investigators, heard, as "not said yet". The answer's news is said right after
its question; the keys tell the table as heard, the player's answer with it.

The run's own inputs (its session log), with the gated voice on a clock the test moves:
the question is said 1 s (a number is taken 0.6 s in, and the answer cuts it: not "heard"
by the 1.5 s rule)."""
from contextlib import nullcontext

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker, wait_for

NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")
#: r5's session log, round 1, up to Carol's Sanity check: (seat, cards, checked, already)
HEARD = ((0, "investigators", 1, 0), (1, ("rlyeh", "stowaway_eggs"), 1, 0), "in 1",
         (3, ("tommy_gun", "rlyeh", "stowaway_eggs"), 0, 0), (3, "the_boxer", 1, 0),
         (2, "deep_one", 1, 0))
BEHIND = ((3, "investigators", 1, 0), (4, "the_sailor", 1, 0), (5, "the_musician", 1, 0),
          (5, "the_urchin", 1, 1), (0, "stowaway", 1, 0), (4, "the_entertainer", 1, 1),
          (1, "randall_tillinghast", 1, 0), (1, "the_fed", 1, 0), (2, "investigators", 1, 0))
QUESTION = "The Investigators in Dan's discard zone: was that Dan's hand"
DAN_OUT = "Dan is out, with the Investigators. Check it."


def _give(s, item) -> None:
    if isinstance(item, str):  # "in 1": the answer to Bob's R'lyeh question
        s.observe(o.still_in(int(item.split()[1])))
        return
    seat, cards, check, already = item
    s.observe(o.card_seen(seat, cards), check=bool(check), already=bool(already))


def answered_early(number: int = 1, then: tuple = ()):
    """r5 up to "+1" (``number``: the answer typed, 1 by default): the plays up to Carol's Deep One heard, Dan's Investigators
    ("was that Dan's hand?") and the 8 cards after it read and waiting, the question said
    1 s, then "+1": ``(session, speaker, engine)``, the voice stopped at the gate of the
    line after the question. ``then``: keys pressed right after the answer, while the
    engine has not stopped the question yet (the test holds the engine's lock), so the
    voice has begun nothing after it (flk67: under load its thread began "Dan is out…"
    before key 8 came, and key 8 told the table after it)."""
    clock = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, clock=lambda: clock[0])
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: clock[0]))
    s.says_ahead = True  # as the live table (companion.app.live)
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for item in HEARD:
        _give(s, item)
    for item in BEHIND:
        _give(s, item)
    engine.say_until(QUESTION)
    assert s.tracker.question is not None
    clock[0] += 1.0  # 1 s into the question: the number is taken, the question cut
    with engine._lock if then else nullcontext():
        s.key(Command("answer", number))
        assert s.tracker.question is None
        for command in then:
            s.key(command)
    return s, speaker, engine


def test_the_answer_s_news_is_said_right_after_its_question():
    """(a): "Dan is out, with the Investigators." came after the 14 lines of the plays
    read while the question was open."""
    s, speaker, engine = answered_early()
    spoken = say_all(speaker, engine)
    assert DAN_OUT in spoken, spoken
    later = ("Carol is now Insane.", "Eve: The Sailor. Check it.", "Alice is now Insane.",
             "Bob is out, with The Fed. Check it.", "Carol passes. 7 cards left.")
    assert all(spoken.index(DAN_OUT) < spoken.index(line) for line in later), spoken


def test_key_8_tells_the_table_heard_with_the_answer():
    """(b): key 8 during "Carol: Sanity check, 1 card." told the table before Dan's
    card: "… may have put a player out …; Bob is Insane.", after "Alice is now Insane.",
    "Bob is out, with The Fed." and the answer's news were heard."""
    s, speaker, engine = answered_early()
    engine.say_until("Carol: Sanity check")
    s.key(Command("table"))  # after the line being said, to its end (as_heard.BEGUN_HEARD)
    spoken = say_all(speaker, engine)
    table = next(t for t in spoken if t.startswith("Table."))
    assert table == "Table. Alice is in, Insane; Bob is out, Insane; Carol is in, Insane; " \
                    "Dan is out; Eve is in; Fay is in.", spoken


def test_star_names_a_card_heard_as_heard():
    """(b): star 3 during "Carol passes." named her Investigators, said whole just before,
    as "Just read, not said yet"."""
    s, speaker, engine = answered_early()
    engine.say_until("Carol passes.")
    s.key(Command("zone", 3))
    wait_for(lambda: any(t.startswith("Carol's discard zone") for t in engine.started))
    spoken = say_all(speaker, engine)
    zone = next(t for t in spoken if t.startswith("Carol's discard zone"))
    assert zone == "Carol's discard zone: the Deep One and the Investigators.", spoken


def test_key_8_before_the_answer_s_news_tells_the_question_the_player_answered():
    """(b): the question cut by the number the player typed counts as heard (the player
    knew it): key 8 right after "+1", its news not begun yet, tells that Dan may be out,
    not the table before his card ("Carol played the Deep One: it may have put a player
    out")."""
    s, speaker, engine = answered_early(then=(Command("table"),))
    spoken = say_all(speaker, engine)
    table = next(t for t in spoken if t.startswith("Table."))
    assert table.startswith("Table. Dan may be out (not confirmed)"), spoken
    assert DAN_OUT in spoken


def test_key_8_as_the_question_is_stopped_does_not_ask_the_answered_question():
    """flk67 (found making the test above deterministic): key 8 typed while the engine
    had not stopped the question "+1" cut yet (the voice still "saying" it) said "This may
    change with the answer to the open question; key 1 repeats it." after the table: the
    player had answered it, and key 1 would say "No question is open.". The table as
    heard names Dan as maybe out; the answer's news follows."""
    s, speaker, engine = answered_early(then=(Command("table"),))
    pending = message("en", "app.question_pending_coming")
    spoken = say_all(speaker, engine)
    assert pending not in spoken, spoken
    table = next(t for t in spoken if t.startswith("Table."))
    assert spoken[spoken.index(table) + 1] == "9 updates not said yet.", spoken


def test_at_the_live_table_plus_1_typed_during_the_question():
    """The same at the live table, its keys as the loop gives them: "+" 1 s into the
    question (said ahead of nothing: it is being said), then "1"; then key 8 during
    "Carol: Sanity check, 1 card."."""
    import queue
    from companion.app.live import LiveOptions, LiveTable
    from vision.pipeline import TableWatcher
    from tests.companion.app.test_qa30m import _keys
    clock = [0.0]
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine, clock=lambda: clock[0])
    s = TableSession(say=VoiceOut(speaker, echo=lambda t: None, catch_up=True,
                                  clock=lambda: clock[0]))
    table = LiveTable(LiveOptions("arkham", "en", NAMES, 0, "x"), s, TableWatcher("arkham"),
                      None, queue.Queue(), lambda c: False, lambda line: None)
    s.observe(o.start("arkham", list(NAMES), "en", 0))
    for item in (*HEARD, *BEHIND):
        _give(s, item)
    engine.say_until(QUESTION)
    clock[0] += 1.0
    _keys(table, "+1")
    assert s.tracker.question is None  # taken
    engine.say_until("Carol: Sanity check")
    _keys(table, "8")
    spoken = say_all(speaker, engine)
    assert spoken.index(DAN_OUT) < spoken.index("Carol is now Insane."), spoken
    table_line = next(t for t in spoken if t.startswith("Table."))
    assert table_line == "Table. Alice is in, Insane; Bob is out, Insane; Carol is in, " \
                         "Insane; Dan is out; Eve is in; Fay is in.", spoken

"""Review of m463 (the game's order of an answer's news: companion.app.answer_place).

3 players (arkham, en), Alice's Investigators heard; Bob's Randall Tillinghast ("was that
Bob's hand, so Bob is out?"), Carol's Dilettante and her hand, the Fed, read while the
question is said (the live table says Carol's play and knock-out ahead: every account has
them); "+1" (Bob out: Alice wins the round, only she left) or "+2" typed 1.5 s into the
question. The gated voice's clock stands still but where the test moves it."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_m463_answer_game_order import _live, e1_asked
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import hear_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

QUESTION = "Randall Tillinghast in Bob's discard zone"
CAROL = ["Carol: The Dilettante.", "Carol is out.", "Carol's hand: The Fed."]
BOB_OUT = "Bob is out, with Randall Tillinghast."
WIN = "Alice wins the round and has 1 Sane."


def _answered(number: int, key: Command | None = None, during: str | None = None) -> list:
    """What the voice said from the question's answer on; ``key`` pressed while the line
    beginning ``during`` is said (its 1.5 s not heard)."""
    engine = ScriptedBackend("engine", mode="gate")
    speaker = gated_speaker(engine)
    now = [0.0]
    s = TableSession(say=VoiceOut(speaker, catch_up=True, clock=lambda: now[0]))
    s.says_ahead = True  # a live table's
    try:
        s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
        s.observe(o.card_seen(0, "investigators"))
        hear_all(speaker, engine)
        engine.spoken.clear()
        for seat, card in ((1, "randall_tillinghast"), (2, "the_dilettante"), (2, "the_fed")):
            s.observe(o.card_seen(seat, card))
        engine.say_until(QUESTION)
        now[0] += 1.5
        with s.answering():
            s.key(Command("answer", number))
        assert s.tracker.question is None
        if key is not None:
            engine.say_until(during)
            s.key(key)
        return say_all(speaker, engine)
    finally:
        speaker.close()


def test_the_round_s_end_an_answer_lets_through_is_said_after_the_plays_said_ahead():
    """m463 said "Alice wins the round and has 1 Sane." right after "Bob is out, with
    Randall Tillinghast.", before Carol's Dilettante and her knock-out, said ahead of the
    answer, that ended it (a round_ended, of no seat, went with the question's seat's news;
    HIGH: the round's end said before the plays of it)."""
    spoken = _answered(1)
    assert spoken == [BOB_OUT, *CAROL, WIN], spoken


def test_plus_2_says_bob_s_play_first_then_carol_s_then_alice_s_turn():
    spoken = _answered(2)
    assert spoken == ["Bob is still in.", "Bob's play, not Bob's hand: Randall Tillinghast.",
                      "Bob is now Insane.", *CAROL, "Alice."], spoken


def _e1_answered(key: Command, during: str, heard_for: float = 0.0) -> list:
    """Run E p1 (tests/companion/qa62_e1_round1.jsonl), as test_m463_answer_game_order:
    "+1" 1.5 s into "The Boxer in Carol's discard zone: was that Carol's hand…?", Dan's and
    Eve's plays said ahead of it waiting; ``key`` pressed ``heard_for`` s into the line
    beginning ``during``. What the voice said from the answer on."""
    logged, s, speaker, engine, now = _live("qa62_e1_round1.jsonl")
    try:
        e1_asked(logged, s, speaker, engine)
        engine.say_until("The Boxer in Carol's")
        engine.spoken.clear()
        now[0] += 1.5
        with s.answering():
            s.key(Command("answer", 1))  # Carol's hand: out
        engine.say_until(during)
        now[0] += heard_for
        with s.answering():
            s.key(key)
        return say_all(speaker, engine)
    finally:
        speaker.close()


@pytest.mark.parametrize("heard_for", [0.0, 2.0])
def test_key_8_during_the_answer_s_news_said_first_tells_it_as_heard(heard_for):
    """Run E p1, key 8 during "Carol is out, with The Boxer.", the answer's news said
    right after its question (m463), Dan's Dilettante, which opened the question, still
    to say: m463 said "Table. Carol may be out (not confirmed); if Carol played The Boxer,
    it may have put a player out …" right after it (the table as heard before the
    Dilettante, where the question it answered was not open: its answer not taken; on
    main "Carol is out" came after Dan's and Eve's lines, the Dilettante heard)."""
    spoken = _e1_answered(Command("table"), "Carol is out, with", heard_for)
    table = next(line for line in spoken if line.startswith("Table."))
    assert spoken.index("Carol is out, with The Boxer.") < spoken.index(table), spoken
    assert "Carol may be out" not in table and "Carol is out" in table, spoken


def test_key_5_during_carol_s_knock_out_says_its_answer_before_the_count_of_updates():
    """LOW (strict xfail; mended in session 64, hq64): key 5's "No turn in progress."
    (app.no_turn, a refusal: firm, queued as news) went after the lines a key brought
    (voice.speech_queue.QueueRules._enqueue_answer: "after what a key brought"), here
    "Carol's hand: The Fed.", which the answer's round end brings, and its "1 update not
    said yet." (not firm) ahead of it. An answer told as heard (``Item.ahead``) now goes
    ahead of brought lines even when firm."""
    spoken = _answered(1, Command("whose_turn"), "Carol is out")
    answer = spoken.index("No turn in progress.")
    assert spoken[answer - 1:answer + 2] == ["Carol is out.", "No turn in progress.",
                                             "1 update not said yet."], spoken

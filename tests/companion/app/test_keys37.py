"""Keys answered at once at a live table whose voice is behind (session 37, QA36): a key's
answer is said next, ahead of the camera's lines still to say (en5_k, st7_b, es13_k)."""
from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_speech_order import said_first, say_all
from tests.voice.conftest import gate_until_idle

ZONE = "Alice's discard zone: The Fed."


def _camera_lines_behind():
    """Alice played the Fed on Bob, every line of it said; then two camera prompts, the
    first being said, the second waiting: ``(table, session, speaker, engine)``."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"))
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    gate_until_idle(speaker, engine)
    s.tell("app.card_unread", player="Carol")
    s.tell("app.card_unread", player="Bob")
    said_first(engine, "I cannot read a card in Carol's zone")
    return table, s, speaker, engine


def test_star_and_a_seat_is_answered_before_the_camera_s_prompts_still_to_say():
    """QA36 en5_k (`51:* 52:2`): "Bob's discard zone: …", printed at 52.0, was said at
    65.9, after two unread-card prompts queued before it (no play among them). It is
    said next; the prompt it cut goes on after it."""
    table, s, speaker, engine = _camera_lines_behind()
    _keys(table, "*1")
    said_first(engine, ZONE)
    spoken = say_all(speaker, engine)
    assert spoken.index(ZONE) < spoken.index("I cannot read a card in Bob's zone: press "
                                             "Enter, then its rank."), spoken
    assert "I cannot read a card in Carol's zone: press Enter, then its rank." in spoken


CLOSING_COMING = ("The cards have settled the question about The Boxer in Bob's zone already: "
                  "the lines to come say how.")  # the question named (QA47 LOW-1)


def test_plus_for_the_question_heard_says_the_news_not_said_yet_settles_it():
    """QA36 es13_a (`44:+ 45:1`): the player heard "was that Bob's hand?"; the cards
    closed it and opened "was that Alice's hand?", both lines still to say. Plus said
    Alice's question at once, and the 1, typed for Bob's, only said it again. Plus says at
    once that the news not said yet settles the question, its number is swallowed (it
    answers nothing), and the news follows in order: Bob's closing, then Alice's question,
    said once."""
    from tests.companion.app.test_rv37_keys import _bob_closed_unsaid
    table, s, speaker, engine = _bob_closed_unsaid()
    made = len(s.transcript)
    s.observe(o.card_seen(0, "the_entertainer"))  # closes it, asks about Alice
    asked = s.tracker.question
    assert asked is not None and asked.seat == 0
    news = [a.brief for a in s.transcript[made:]]
    _keys(table, "+")
    said_first(engine, CLOSING_COMING)
    _keys(table, "1")
    assert s.tracker.question is asked  # not answered
    spoken = say_all(speaker, engine)
    alice = [t for t in spoken if t.startswith("The Entertainer in Alice's discard zone")]
    assert len(alice) == 1, spoken
    assert [t for t in spoken if t in news] == [t for t in news if t in spoken], spoken


def test_choice_cancelled_is_said_once_when_the_joint_line_begins_as_the_digit_comes():
    """Review (session 37): the digit after Enter (slash's list open) found the cue's line
    ("Choice cancelled. Card played: which rank?") not begun and said "Choice cancelled."
    apart, while the voice's thread, past that line's checks, began it: heard twice. The
    line said apart is dropped once the joint line has begun (its ``stale()``, checked by
    the voice's one thread, which says the two in turn). No sleep: the engine is held
    just before that line's audio begins until the digit is read."""
    import threading
    from tests.companion.app.test_qa33_voice import _press, _slash_list_open
    from tests.voice.conftest import wait_for
    table, s, speaker, engine = _slash_list_open()
    speaker.chain.start_timeout = 60.0  # the hold is no hung engine
    held, go, speak = threading.Event(), threading.Event(), engine.speak

    def late_begin(request, cancel, on_begin):
        if request.text.startswith("Choice cancelled."):
            held.set()
            go.wait(30)
        return speak(request, cancel, on_begin)
    engine.speak = late_begin
    told = len(engine.started)
    _press(table, "\n")
    wait_for(held.is_set)  # the voice's thread is saying the joint line, not begun yet
    _press(table, "7")
    go.set()
    say_all(speaker, engine)
    assert sum("Choice cancelled." in line for line in engine.started[told:]) == 1, \
        engine.started[told:]

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

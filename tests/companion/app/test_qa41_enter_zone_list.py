"""QA41 M2: Enter and a rank whose card may go to several zones asks "Enter: whose discard
zone is it in?" with the zones (docs/keys.en.md, Enter). With the voice behind the
table, the list was said ~11 s before the play it follows (said at once, ahead of the
news it is about), and stayed open 18 s: the news said after it took its 6 s. It comes
in its place, after the lines it follows, as the other questions do, and its 6 s count
from its end. Gated-engine tests at a live table, on the list's own clock (no sleep)."""
from companion.app.live_keys import PREFIX_TIMEOUT_S
from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import wait_for

WHOSE = "Enter: whose discard zone is it in?"


def _tommy_gun_behind():
    """Three players, the voice stuck on the game's first line; Alice's Tommy Gun, its
    chosen player not told: Enter 2 asks whose zone (Bob's or Carol's).
    ``(table, session, speaker, engine)``."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob", "Carol"))
    table.speech = s.say  # the table's voice is the session's, as companion play makes it
    s.observe(o.card_seen(0, "tommy_gun"))
    return table, s, speaker, engine


def test_qa41_m2_enter_s_zone_list_is_said_after_the_play_it_follows():
    table, s, speaker, engine = _tommy_gun_behind()
    plays = [a.brief for a in s.transcript]
    tommy = next(t for t in plays if "Tommy Gun" in t)
    _keys(table, "\n2")
    assert s.choice, "no zone list opened"
    spoken = say_all(speaker, engine)
    asked = next(i for i, t in enumerate(spoken) if t.startswith(WHOSE))
    assert tommy in spoken[:asked], spoken
    assert all(t in spoken[:asked] for t in plays if t in spoken), spoken


def test_qa41_m2_enter_s_zone_list_waits_6_s_from_its_end_not_longer():
    """Once the list is said to its end, PREFIX_TIMEOUT_S with no key closes it (not
    sooner), whatever the voice says after it: QA41, the news it was behind with, said
    after it, kept it open 18 s."""
    table, s, speaker, engine = _tommy_gun_behind()
    _keys(table, "\n2")
    engine.say_until(WHOSE)
    table._choice_timeout()
    with engine._lock:  # the list, being said, goes to its end
        engine.let_go = engine.gated_at
        engine.gate.set()
    wait_for(lambda: any(t.startswith(WHOSE) for t in engine.spoken))
    wait_for(lambda: speaker.wait_idle(0) or engine.gated_at is not None)
    table._choice_timeout()
    assert s.choice
    table.choice_at -= PREFIX_TIMEOUT_S - 1
    table._choice_timeout()
    assert s.choice, "closed before its 6 s"
    table.choice_at -= 2
    table._choice_timeout()
    assert not s.choice, "still open 6 s after it was said"

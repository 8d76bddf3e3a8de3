"""flk69: h twice while slash's cue is said, the keys' timer moving as a real clock does:
the help was said not at all (the second h made the first help stale, and the second was
taken for the first, not said again). test_qa33_voice's test of it ran on a still timer, the
two presses at one reading, and passed. The help now goes stale only when the prefix is
done or a new one starts (``LiveKeys._prefix_help``, ``prefix_n``)."""
from companion.narration.catalog import message
from tests.companion.app.hand_clock import HandClock
from tests.companion.app.test_qa30m import _keys
from tests.companion.app.test_qa33_voice import _prefix_cue_said
from tests.companion.app.test_speech_order import say_all


def test_h_twice_on_a_moving_timer_says_the_cue_then_the_help_once():
    table, s, speaker, engine, cue = _prefix_cue_said("en", "/")
    table.timer = HandClock(step=0.001)  # each reading a millisecond later
    _keys(table, "hh")
    assert table.reader.pending == "/"
    spoken = say_all(speaker, engine)
    help_ = message("en", "app.prefix_help.correct")
    assert spoken.count(cue) == 1 and spoken.count(help_) == 1, spoken
    assert spoken.index(cue) < spoken.index(help_), spoken

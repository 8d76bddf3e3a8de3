"""rev-flk69 (review of flk69's prefix count, ``LiveKeys.prefix_n``): a prefix's cue and
its help (h while it waits) go stale when the prefix is done or a new one starts, told
apart by the count, not the keys' timer reading. Checked on a moving timer (each reading a
millisecond later, as the real clock) and a still one (a replay's key group, all keys at
one video time). Main failed two of them: h three times on a moving timer said no help
(each h made the help before stale), and star's help was said after slash took star's
place in one key group (both presses at one reading)."""
from companion.narration.catalog import message
from tests.companion.app.hand_clock import HandClock
from tests.companion.app.test_qa30m import _keys
from tests.companion.app.test_qa33_voice import _prefix_cue_said
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import gate_until_idle

ZONE_HELP, CORRECT_HELP = (message("en", f"app.prefix_help.{kind}")
                           for kind in ("zone", "correct"))


def test_h_three_times_fast_says_the_cue_then_the_help_once():
    table, s, speaker, engine, cue = _prefix_cue_said("en", "*")
    table.timer = HandClock(step=0.001)
    _keys(table, "hhh")
    assert table.reader.pending == "*"
    spoken = say_all(speaker, engine)
    assert spoken.count(cue) == 1 and spoken.count(ZONE_HELP) == 1, spoken


def test_h_again_once_the_help_was_heard_says_it_again():
    """Slowly: the help heard, h again while slash still waits: said a second time."""
    table, s, speaker, engine, cue = _prefix_cue_said("en", "/")
    table.timer = HandClock(step=0.001)
    _keys(table, "h")
    gate_until_idle(speaker, engine)
    _keys(table, "h")
    assert table.reader.pending == "/"
    assert say_all(speaker, engine).count(CORRECT_HELP) == 2


def test_h_then_a_cancel_says_no_help():
    table, s, speaker, engine, cue = _prefix_cue_said("en", "*")
    table.timer = HandClock(step=0.001)
    _keys(table, "hz")
    spoken = say_all(speaker, engine)
    assert ZONE_HELP not in spoken and message("en", "app.cancelled") in spoken, spoken


def test_h_then_slash_in_its_place_says_no_star_help():
    table, s, speaker, engine, cue = _prefix_cue_said("en", "*")
    table.timer = HandClock(step=0.001)
    _keys(table, "h/")
    assert table.reader.pending == "/"
    assert ZONE_HELP not in say_all(speaker, engine)


def test_star_h_slash_h_at_one_reading_says_slash_s_help_only():
    """A replay's key group (``*h/h`` at one video time): main said star's help too."""
    table, s, speaker, engine, cue = _prefix_cue_said("en", "*")  # the timer still
    _keys(table, "h/h")
    spoken = say_all(speaker, engine)
    assert ZONE_HELP not in spoken and spoken.count(CORRECT_HELP) == 1, spoken


def test_star_h_star_star_h_at_one_reading_says_one_star_help():
    """Star, h, star (cancels), star, h at one reading: the first help stale, the
    second said once."""
    table, s, speaker, engine, cue = _prefix_cue_said("en", "*")
    _keys(table, "h**h")
    spoken = say_all(speaker, engine)
    assert spoken.count(ZONE_HELP) == 1 and spoken.count(cue) == 1, spoken
    assert spoken.index(cue) < spoken.index(ZONE_HELP), spoken

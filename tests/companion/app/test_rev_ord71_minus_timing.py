"""Review of ord71 (rev-ord71): the minus key's timing driven through the table's own key
loop (:meth:`~companion.app.live_keys.LiveKeys._keys`, the keys queued as pressed, the
table's clock stepped a loop period at a time): a key held down, a lone minus refused then
a pair typed as the line asks, a loaded loop reading keys in bunches. The keys are put
stamped with their press time as the keyboard's thread stamps them (keys72,
:mod:`companion.app.key_stamps`), or, ``stamped=False``, plain as a replay types them (timed
by the table's clock at their answer)."""
import pytest

from companion.app.key_stamps import StampedKey
from tests.companion.app.test_live_deal import _table, _texts
from tests.companion.app.test_rev_runc56 import _lay

TOO_SOON = "Minus not taken"


def _run(presses, loop, stamped=True):
    """3 players (arkham), a card each laid; ``presses`` (``(seconds, key)``) queued at
    their times (stamped with them on the table's clock, or ``stamped=False`` plain), the
    table's keys answered every ``loop`` seconds until 4 s after the last: ``(inputs
    undone, lines said)``."""
    table, said, _ = _table(("Alice", "Bob", "Carol"), "en", "arkham")
    clock = [100.0]
    table.timer = lambda: clock[0]
    _lay(table, [], (1, "the_fed"), (2, "the_sailor"), (3, "the_entertainer"))
    n0, h0 = len(said), len(table.session.tracker.history)
    presses = sorted(presses)
    t, i = 0.0, 0
    while t <= presses[-1][0] + 4:
        while i < len(presses) and presses[i][0] <= t:
            at, key = presses[i]
            table.keys.put(StampedKey(key, 100.0 + at) if stamped else key)
            i += 1
        clock[0] = 100.0 + t
        table._keys()
        t = round(t + loop, 6)
    return h0 - len(table.session.tracker.history), _texts(said)[n0:]


def _held(delay, every, seconds):
    """A minus pressed at 0 and held ``seconds``: its repeats ``delay`` after the press,
    then every ``every`` seconds."""
    times, t = [0.0], delay
    while t <= seconds:
        times.append(round(t, 4))
        t += every
    return [(x, "-") for x in times]


@pytest.mark.parametrize("stamped", [True, False])
def test_a_minus_held_three_seconds_undoes_once(stamped):
    """rev-ord71, HIGH (mended here; on main too): a minus held 3 s (repeats 0.5 s after
    the press, then 30 a second) undid three steps, one a second: the repeats past
    UNDO_REPEAT_S after the undo were taken as a new pair ("Undo: press minus again.",
    "Undone: The Sailor in Bob's zone.", then the Fed). Now a minus within
    KEY_REPEAT_GAP_S of a refused one is the key still held, refused too."""
    undone, texts = _run(_held(0.5, 1 / 30, 3.0), loop=0.02, stamped=stamped)
    assert undone == 1, texts
    assert not any(t.startswith(TOO_SOON) for t in texts), texts


@pytest.mark.parametrize("stamped", [True, False])
def test_a_pair_typed_as_the_line_asks_after_a_lone_refused_minus_undoes(stamped):
    """rev-ord71, MEDIUM (mended here; a regression of ord71): minus three times 0.25 s
    apart (an undo, then a third minus refused: "Minus not taken: … press minus twice
    again."), then minus twice as asked, 1.5 s after the refused one: its first press was
    taken as the refused minus's partner (UNDO_CONFIRM_S, 3 s) and dropped, its second
    armed a new undo ("Undo: press minus again.", then "Cancelled."): the undo asked for
    lost. Now a partner comes within a pair's time, UNDO_REPEAT_S."""
    presses = [(0, "-"), (0.25, "-"), (0.5, "-"), (2.0, "-"), (2.15, "-")]
    undone, texts = _run(presses, loop=0.02, stamped=stamped)
    assert undone == 2, texts
    assert "Cancelled." not in texts, texts


@pytest.mark.parametrize("stamped", [True, False])
def test_the_pair_across_the_second_after_an_undo_stays_refused(stamped):
    """The control of the LOW ord71 mended (kept by the shorter partner window): a pair
    0.85 s and 1.1 s after the undo, refused together, said once, no undo armed."""
    presses = [(0, "-"), (0.15, "-"), (1.0, "-"), (1.25, "-")]
    undone, texts = _run(presses, loop=0.02, stamped=stamped)
    assert undone == 1, texts
    assert sum(t.startswith(TOO_SOON) for t in texts) == 1, texts
    assert "Undo: press minus again." not in texts[1:], texts


@pytest.mark.parametrize("stamped", [True, False])
def test_two_pairs_a_second_and_more_apart_undo_twice(stamped):
    """The control: a player's two undos (pairs 1.35 s apart) both done, loaded loop or
    not."""
    presses = [(0, "-"), (0.15, "-"), (1.35, "-"), (1.5, "-")]
    for loop in (0.02, 0.25, 0.5):
        undone, texts = _run(presses, loop=loop, stamped=stamped)
        assert undone == 2, (loop, texts)


def test_a_minus_held_three_seconds_undoes_once_on_a_loaded_loop():
    """rev-ord71, MEDIUM (mended by keys72): a loaded loop (keys read every 0.25 s) read a
    held minus's repeats in bunches; each bunch's first minus came 0.25 s after the last
    one read (more than KEY_REPEAT_GAP_S), so past UNDO_REPEAT_S it armed a new undo and
    the next in the bunch completed it: held 3 s, three steps undone. Keys reached the loop
    without their times; now the keyboard's thread stamps each key
    (:mod:`companion.app.key_stamps`) and the gaps are the stamps'. Nothing said "not
    taken": the stamps tell a held key's repeats, 1/30 s apart."""
    for loop in (0.25, 0.5):
        undone, texts = _run(_held(0.5, 1 / 30, 3.0), loop=loop)
        assert undone == 1, (loop, texts)
        assert not any(t.startswith(TOO_SOON) for t in texts), (loop, texts)


@pytest.mark.parametrize("delay", [0.5, 1.0])
def test_a_minus_held_with_slow_repeats_undoes_once(delay):
    """rev-ord71, LOW (on main too; mended by keys72): a minus held 3 s on a keyboard set
    to repeat slowly (``delay`` after the press, then every 0.5 s: accessibility settings)
    undid twice, each repeat more than KEY_REPEAT_GAP_S apart, taken as pressed anew, and
    "Minus not taken" was said twice. Now repeats at a steady period (KEY_STEADY_N gaps
    within KEY_STEADY_S of each other) after a refused minus are the key held: one undo;
    the first repeat within the undo's second, not known yet to be a repeat, is said not
    taken once; the repeats refused at the steady period are said once, at the key's
    release ("... a minus key held down repeats.", rev-keys72: a player's even taps are
    refused so too, and were unsaid)."""
    undone, texts = _run(_held(delay, 0.5, 3.0), loop=0.02)
    assert undone == 1, texts
    held = "Minus not taken: a minus key held down repeats."
    assert sum(t.startswith(TOO_SOON) and not t.startswith(held) for t in texts) <= 1, texts
    assert [t for t in texts if t.startswith(held)] == texts[-1:], texts


def test_a_player_s_uneven_presses_after_a_refused_pair_still_undo():
    """The control of the steady period: minus twice (an undo), a pair refused within the
    undo's second (0.5 s apart), then two presses 0.6 s and 0.4 s apart, uneven as a
    player's are: the steady rule leaves them a new pair, the second undo done."""
    presses = [(0, "-"), (0.5, "-"), (1.0, "-"), (1.5, "-"), (2.1, "-"), (2.5, "-")]
    undone, texts = _run(presses, loop=0.02)
    assert undone == 2, texts

"""keys72: the keyboard's thread stamps each key with its time of arrival
(:mod:`companion.app.key_stamps`; rev-ord71 MEDIUM: keys reached the loop without their
times, so a loaded loop read a held minus's repeats in bunches and undid three steps). The
table's use of the stamps: tests/companion/app/test_rev_ord71_minus_timing.py."""
import copy
import io
import json
import os
import pickle
import pty
import queue
import time

from companion.app.key_stamps import StampedKey, key_time
from companion.app.keys import SPECIAL_KEY, KeyReader
from companion.app.terminal import KeyboardThread
from tests.voice.conftest import TIMEOUT


def test_a_piped_keyboard_s_keys_are_stamped_in_the_order_read():
    before = time.monotonic()
    keyboard = KeyboardThread(io.StringIO("5--q")).start()
    assert keyboard.ended.wait(TIMEOUT)
    after = time.monotonic()
    keys = [keyboard.keys.get_nowait() for _ in range(4)]
    assert keys == ["5", "-", "-", "q"]
    assert all(isinstance(k, StampedKey) for k in keys), keys
    stamps = [key_time(k) for k in keys]
    assert before <= stamps[0] and stamps == sorted(stamps) and stamps[-1] <= after, stamps


def test_a_terminal_s_keys_and_its_escape_sequence_are_stamped(monkeypatch):
    """The cbreak path: a minus and an arrow key (one escape sequence, one special key)."""
    monkeypatch.setattr("companion.app.terminal.atexit.register", lambda *args: None)
    master, slave = pty.openpty()
    stream = os.fdopen(slave, "r", closefd=False)
    keyboard = None
    try:
        before = time.monotonic()
        keyboard = KeyboardThread(stream).start()
        os.write(master, b"-\x1b[A")
        keys = [keyboard.keys.get(timeout=TIMEOUT) for _ in range(2)]
        after = time.monotonic()
        assert keys == ["-", SPECIAL_KEY], keys
        assert all(before <= key_time(k) <= after for k in keys), keys
    finally:
        os.close(master)
        if keyboard is not None:
            assert keyboard.ended.wait(TIMEOUT)
            keyboard._thread.join(TIMEOUT)
        os.close(slave)


def test_a_stamped_key_reads_as_its_character_everywhere():
    """Every reader of the queue takes a stamped key as the plain key: the key reader, the
    quit look-up (``"q" in queue``), a log's JSON; a copy keeps its stamp."""
    minus = StampedKey("-", 12.5)
    assert minus == "-" and hash(minus) == hash("-") and {"-": 1}[minus] == 1
    assert repr(minus) == "'-'" and str(minus) == "-" and json.dumps(minus) == '"-"'
    keys: "queue.Queue[str]" = queue.Queue()
    keys.put(StampedKey("q", 1.0))
    assert "q" in keys.queue
    reader = KeyReader()
    assert reader.press(minus) is None and reader.press(StampedKey("-", 12.6)).name == "undo"
    assert key_time(copy.copy(minus)) == 12.5 and key_time(pickle.loads(pickle.dumps(minus))) \
        == 12.5
    assert key_time("-") is None  # a replay's key: timed by the table's clock

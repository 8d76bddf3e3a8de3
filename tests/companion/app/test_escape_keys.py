"""An arrow or function key is one special key, however the terminal splits its bytes
(QA36: the up arrow was said "Key escape does nothing", then "Key [ does nothing", and
through a pipe "Key a does nothing"; the guides promise "Arrow and function keys do
nothing.")."""
import io

import pytest

from companion.app.keys import SPECIAL_KEY
from companion.app.terminal import EscapeKeys, KeyboardThread
from tests.voice.conftest import TIMEOUT


@pytest.mark.parametrize("reads, keys", [
    (["\x1b[A"], [SPECIAL_KEY]),
    (["\x1b", "[A"], [SPECIAL_KEY]),                 # split across two reads
    (["\x1b", "[", "1", "5", "~", "5"], [SPECIAL_KEY, "5"]),  # F5, then key 5
    (["\x1bOP", "q"], [SPECIAL_KEY, "q"]),           # F1 (SS3)
    (["\x1b5"], ["\x1b", "5"]),                      # Escape, then 5
    (["5\x1b[B8"], ["5", SPECIAL_KEY, "8"]),
])
def test_escape_sequences_are_one_key_however_they_are_read(reads, keys):
    reader = EscapeKeys()
    found = []
    for text in reads:
        found += reader.feed(text)
    assert found + reader.flush() == keys


def test_a_lone_escape_waits_for_more_then_is_the_escape_key():
    reader = EscapeKeys()
    assert reader.feed("\x1b") == [] and reader.pending == "\x1b"
    assert reader.flush() == ["\x1b"]


def test_an_arrow_through_a_pipe_is_one_special_key():
    keyboard = KeyboardThread(io.StringIO("\x1b[A5\x1b")).start()
    assert keyboard.ended.wait(TIMEOUT)
    keys = []
    while not keyboard.keys.empty():
        keys.append(keyboard.keys.get())
    assert keys == [SPECIAL_KEY, "5", "\x1b"]

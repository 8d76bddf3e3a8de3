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


def test_the_table_says_an_arrow_key_as_one_key(monkeypatch):
    """QA36: the reader's one special key was then taken apart by the table, character by
    character: "Key escape does nothing", "Key [ does nothing"."""
    import queue

    from tests.companion.app.test_camera_away import _Away, _table
    now = [100.0]
    keys: "queue.Queue[str]" = queue.Queue()
    source = _Away(now, reads=2, then=lambda: keys.put(SPECIAL_KEY))
    table, said = _table(monkeypatch, source, now, keys, keys_open=lambda: True)
    table.options.duration = 10.0
    assert table.run() == 0
    nothing = [s for s in said if "nothing" in s]
    assert nothing == ["Arrow and function keys do nothing. Press H for help."]


def test_an_arrow_key_during_the_set_up_is_one_key(tmp_path):
    """QA37: while the set-up was still being said (keys sifted, :class:`EarlyKeys`), an
    arrow was still taken apart: "Key escape does nothing", then "Key [ does nothing"."""
    import time
    from types import SimpleNamespace

    from companion.app.keys import EarlyKeys
    from companion.tracker import observations as o
    from tests.companion.app.test_live import live
    table, said = live(tmp_path)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    table.speech = SimpleNamespace(backlog=lambda upto=None: 3)  # the set-up being said
    table.early_keys, table.early_since = EarlyKeys(), time.monotonic()
    table.keys.put(SPECIAL_KEY)
    table._keys()
    assert [a.brief for a in said if "nothing" in a.brief] == [
        "Arrow and function keys do nothing. Press H for help."]

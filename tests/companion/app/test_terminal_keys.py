"""The terminal's keys: those typed before the keyboard is set up are kept (QA27 M4 of
session 27: ``h`` pressed at 0.5, 1 and 3 s got no help: ``tty.setcbreak`` flushed the input
the terminal held)."""
import os
import pty
import select
import termios
import tty

from companion.app.terminal import KeyboardThread
from tests.voice.conftest import TIMEOUT, wait_for


def test_keys_typed_before_the_keyboard_is_set_up_are_read(monkeypatch):
    monkeypatch.setattr("companion.app.terminal.atexit.register", lambda *args: None)
    master, slave = pty.openpty()
    stream = os.fdopen(slave, "r", closefd=False)
    keyboard = None
    try:
        mode = termios.tcgetattr(slave)  # no lines, so that the key is readable at once;
        mode[tty.LFLAG] = (mode[tty.LFLAG] & ~termios.ICANON) | termios.ECHO  # echo on
        termios.tcsetattr(slave, termios.TCSANOW, mode)
        os.write(master, b"h")  # typed while the companion starts
        assert select.select([slave], [], [], TIMEOUT)[0]  # the terminal holds it
        keyboard = KeyboardThread(stream).start()
        # the keyboard set up (its cbreak mode turns the echo off): a key typed now is kept
        wait_for(lambda: not termios.tcgetattr(slave)[tty.LFLAG] & termios.ECHO)
        os.write(master, b"x")
        keys = [keyboard.keys.get(timeout=TIMEOUT)]
        while keys[-1] != "x":
            keys.append(keyboard.keys.get(timeout=TIMEOUT))
        assert keys == ["h", "x"]
    finally:
        os.close(master)  # the reader ends (no key can come any more)
        if keyboard is not None:
            assert keyboard.ended.wait(TIMEOUT)
            keyboard._thread.join(TIMEOUT)
        os.close(slave)


def test_the_terminal_is_in_cbreak_mode_with_its_restore_registered_once_started(
        monkeypatch):
    """Review 36: cbreak mode was set by the reading thread, its restore registered with
    ``atexit`` after it; a refusal to start said with no voice could end the program in
    between, leaving the terminal without echo. ``start()`` sets the mode and registers its
    restore before it returns, whatever the thread has done yet (here: not started)."""
    registered = []
    monkeypatch.setattr("companion.app.terminal.atexit.register",
                        lambda *args: registered.append(args))
    master, slave = pty.openpty()
    stream = os.fdopen(slave, "r", closefd=False)
    try:
        before = termios.tcgetattr(slave)
        assert before[tty.LFLAG] & termios.ECHO
        keyboard = KeyboardThread(stream)
        keyboard._thread = type("Idle", (), {"start": lambda self: None})()
        keyboard.start()
        assert not termios.tcgetattr(slave)[tty.LFLAG] & termios.ECHO
        assert len(registered) == 1 and registered[0][1:] == (slave, before)
        registered[0][0](*registered[0][1:])  # as at exit: the echo is back
        assert termios.tcgetattr(slave)[tty.LFLAG] & termios.ECHO
    finally:
        os.close(master)
        os.close(slave)

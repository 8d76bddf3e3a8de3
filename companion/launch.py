"""The ``companion`` console script's entry (pyproject.toml ``[project.scripts]``): it
imports and runs the command (:mod:`companion.cli`, which loads the whole library, then
the commands' options and their modules: about a second) inside its own guard, so that
Ctrl+C pressed while it loads ends quietly, as it does once the command runs: one short
line ("Stopped.", in the table's language) and exit status 130, no traceback (QA31 #5:
Ctrl+C 0.3 s after start printed a KeyboardInterrupt traceback through 15 imports)."""
from __future__ import annotations

import signal
import sys


def main(argv: list[str] | None = None) -> int:
    """Run ``companion`` with ``argv`` (the command line without the program name;
    default ``sys.argv[1:]``); returns the exit status (130 when stopped with Ctrl+C)."""
    argv = sys.argv[1:] if argv is None else argv
    try:  # the command stopped while it runs says so itself (companion.cli.main)
        from companion.cli import main as run
        return run(argv)
    except KeyboardInterrupt:  # while the library or the commands' options load
        return _stopped(argv)


def _stopped(argv: list[str]) -> int:
    """Say the start-up was stopped (standard error, the language of ``argv``); 130.
    A second Ctrl+C while the message's catalog loads is ignored: the player already
    asked to stop, and it must not print a traceback instead."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        from companion.cli_language import table_language
        from companion.narration.catalog import message
        text = message(table_language(argv), "app.stopped")
    except Exception:  # the library itself is broken: the command would say it
        text = "Stopped."
    print(text, file=sys.stderr)
    return 130

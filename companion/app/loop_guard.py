"""The live loop's guard: an exception in one step of ``companion play``'s loop (a picture
read and its cards, the keys between pictures) ends neither the game nor its state
(DEVELOPERS' rule: "a misread card, a wrong command, a vanished camera or a dead speech
engine never crash the game or forget its state"; QA34 st3: a ``ValueError`` in the left
cards' watch ended the program, voice silent, no goodbye). Only the loop is guarded: a
failure in the set-up before it ends the program as before (its log is kept).

A failed step's traceback is printed to standard error through :mod:`logging` (the same
failure again: one line) and ``app.loop_error`` is said ("Something went wrong; the game goes
on. If a card was not said, press Enter, then its rank."): the step may have lost a card the
camera will not report again (session 34's review). The same failure is said again only
after :data:`SAY_AGAIN_S` without it. After :data:`STUCK_STEPS` failed steps in a row (a
failure before the keys are read would leave even ``q`` unheard), ``app.loop_stuck`` is said
and the loop ends, with the goodbye and the log kept for ``--resume``.

With :data:`STRICT_ENV` set (the test suite sets it: ``tests/conftest.py``), the exception
is raised instead: the guard hides no bug from a test.
"""
from __future__ import annotations

import logging
import os
import time
import traceback
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

#: The environment variable that makes :meth:`LoopGuard.failed` raise the step's exception
#: (any value but ``""`` and ``"0"``).
STRICT_ENV = "COMPANION_STRICT"
#: Failed steps in a row after which the loop ends (``app.loop_stuck``).
STUCK_STEPS = 10
#: Seconds without a failure after which the same failure is said again.
SAY_AGAIN_S = 60.0
#: The project's root folder: a failure is named by its innermost frame in the project's
#: own code (:func:`where`), not in a library's.
_ROOT = str(Path(__file__).resolve().parents[2])


def strict() -> bool:
    """Whether a loop step's exception is raised rather than said (:data:`STRICT_ENV`)."""
    return os.environ.get(STRICT_ENV, "") not in ("", "0")


def where(exc: BaseException) -> tuple[str, str, int]:
    """``(exception type name, file, line)`` of the innermost frame of the project's own
    code ``exc`` went through (the innermost frame at all when none is the project's): what
    tells one failure from another."""
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if f.filename.startswith(_ROOT)]
    last = (own or frames or [None])[-1]
    return (type(exc).__name__, last.filename if last else "", last.lineno or 0 if last else 0)


class LoopGuard:
    """What the live loop knows of its failed steps (module docstring); one per loop.

    ``session``: the :class:`~companion.app.session.TableSession` that says the lines;
    ``clock``: seconds (monotonic), for :data:`SAY_AGAIN_S`."""

    def __init__(self, session, clock: Callable[[], float] = time.monotonic) -> None:
        self.session = session
        self.clock = clock
        self.in_a_row = 0  # failed steps since the last step that ended well
        self._last: dict[tuple, float] = {}  # failure (where) -> when it last came (s)

    def ok(self) -> None:
        """A step ended well: the count of failures in a row starts again."""
        self.in_a_row = 0

    def failed(self, exc: Exception) -> bool:
        """A step raised ``exc``: log it, say it when due; returns True when the loop must
        end (:data:`STUCK_STEPS` in a row, ``app.loop_stuck`` said).

        Raises:
            Exception: ``exc`` itself, when :func:`strict`.
        """
        if strict():
            raise exc
        self.in_a_row += 1
        key, now = where(exc), self.clock()
        before = self._last.get(key)
        self._last[key] = now
        if before is None:
            log.error("live loop: one step failed; the game goes on", exc_info=exc)
        else:
            log.error("live loop: %s again at %s:%d", *key)
        stuck = self.in_a_row >= STUCK_STEPS
        if stuck or before is None or now - before >= SAY_AGAIN_S:
            self._tell("app.loop_stuck" if stuck else "app.loop_error")
        return stuck

    def _tell(self, key: str) -> None:
        try:
            self.session.tell(key, news=True)
        except Exception:  # the voice's own failure is the voice's (session.say guards it)
            log.exception("live loop: the failure could not be said")


__all__ = ["STRICT_ENV", "STUCK_STEPS", "SAY_AGAIN_S", "strict", "where", "LoopGuard"]

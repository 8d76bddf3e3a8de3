"""The live loop's guard: an exception in one step of ``companion play``'s loop (a picture
read and its cards, the keys between pictures) ends neither the game nor its state
(DEVELOPERS' rule: "a misread card, a wrong command, a vanished camera or a dead speech
engine never crash the game or forget its state"; QA34 st3: a ``ValueError`` in the left
cards' watch ended the program, voice silent, no goodbye).

The step's exception is said once (``app.loop_error``: "Something went wrong reading the
table; the game goes on."), its traceback printed to standard error through
:mod:`logging`, and the loop goes on with the next step. The same failure again (the same
exception type at the same line) is logged in one line and not said again.

With :data:`STRICT_ENV` set (the test suite sets it: ``tests/conftest.py``), the exception
is raised instead: the guard hides no bug from a test.
"""
from __future__ import annotations

import logging
import os
import traceback

log = logging.getLogger(__name__)

#: The environment variable that makes :func:`step_failed` raise the step's exception
#: (any value but ``""`` and ``"0"``).
STRICT_ENV = "COMPANION_STRICT"


def strict() -> bool:
    """Whether a loop step's exception is raised rather than said (:data:`STRICT_ENV`)."""
    return os.environ.get(STRICT_ENV, "") not in ("", "0")


def where(exc: BaseException) -> tuple[str, str, int]:
    """``(exception type name, file, line)`` of the innermost frame ``exc`` was raised in:
    what tells one failure from another."""
    frames = traceback.extract_tb(exc.__traceback__)
    last = frames[-1] if frames else None
    return (type(exc).__name__, last.filename if last else "", last.lineno or 0 if last else 0)


def step_failed(exc: Exception, session, seen: set) -> None:
    """One step of the loop raised ``exc``: raise it again when :func:`strict`; else log
    its traceback (standard error), and say ``app.loop_error`` through ``session`` (a
    :class:`~companion.app.session.TableSession`) the first time this failure (``where``)
    comes; ``seen``: the failures met before (updated).

    Raises:
        Exception: ``exc`` itself, when :func:`strict`.
    """
    if strict():
        raise exc
    key = where(exc)
    if key in seen:
        log.error("live loop: %s again at %s:%d; the game goes on", *key)
        return
    seen.add(key)
    log.error("live loop: one step failed; the game goes on", exc_info=exc)
    try:
        session.tell("app.loop_error", news=True)
    except Exception:  # the voice's own failure is the voice's (session.say guards it)
        log.exception("live loop: the failure could not be said")


__all__ = ["STRICT_ENV", "strict", "where", "step_failed"]

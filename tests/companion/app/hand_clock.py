"""A clock for tests of the live loop that the machine's speed does not move (flk69: under
a clock read 10 s later at each reading, tests that timed ``companion play``'s loop on the
real clock failed: ``--duration`` ran out before the first picture, the camera's reminders
came between two pictures)."""
from __future__ import annotations

import functools


class HandClock:
    """Seconds (``float``) from ``start``, moved ``step`` after each reading and by
    :meth:`move`; ``step=0``: a clock standing still until moved by hand. Called as a
    ``() -> float`` clock (:class:`~companion.app.live.LiveTable`'s ``clock`` and
    ``timer``)."""

    def __init__(self, start: float = 0.0, step: float = 0.0) -> None:
        self.t, self.step = float(start), float(step)

    def __call__(self) -> float:
        t = self.t
        self.t += self.step
        return t

    def move(self, seconds: float) -> None:
        """Move the clock on by ``seconds``."""
        self.t += seconds


def play_on(monkeypatch, clock) -> None:
    """``companion play`` run by :func:`companion.cli.main` from now on (this test) puts
    its live table on ``clock`` (:func:`companion.commands.play.run`'s ``clock``): the
    ``play`` parser's ``func`` is read from the module when ``main`` builds its parser."""
    from companion.commands import play
    monkeypatch.setattr(play, "run", functools.partial(play.run, clock=clock))

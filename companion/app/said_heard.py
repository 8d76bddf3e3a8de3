"""What the voice's ``say`` returned for a line (a :class:`~companion.app.voiceout.Heard`,
or anything else: shown at once), asked whether it is heard or still to say, and the
``stale()`` callables tied to lines: the small helpers :mod:`companion.app.said_for` and its
mixins share.
"""
from __future__ import annotations

from typing import Callable


def _waits(said) -> bool:
    """Whether the player will still hear a line ``say`` returned ``said`` for (a
    :class:`~companion.app.voiceout.Heard`) and has not yet: it waits, or is being said and
    not :meth:`~companion.app.voiceout.Heard.heard` yet, and is not to be dropped as over."""
    return hasattr(said, "pending") and said.pending() and not said.lost()


def saying(said) -> bool:
    """Whether the voice has still to say one of the lines ``said`` (what its ``say``
    returned: :class:`~companion.app.voiceout.Heard`, or ``None``: shown at once)."""
    return any(getattr(heard, "saying", lambda: False)() for heard in said)


def _begun(said) -> bool:
    """Whether the voice has begun a line ``say`` returned ``said`` for (a
    :class:`~companion.app.voiceout.Heard`; anything else: shown at once)."""
    return not hasattr(said, "begun") or said.begun()


def _heard(said) -> bool:
    """Whether the player heard a line ``say`` returned ``said`` for (a
    :class:`~companion.app.voiceout.Heard`; anything else: shown at once, or
    :attr:`~companion.app.said_for.Closed.BY_KEY`)."""
    return not hasattr(said, "heard") or said.heard()


class _TakenBack:
    """A ``stale()`` for what is said about one input: true once that input is undone
    (:meth:`~companion.app.said_for.SaidFor.input` sets :attr:`undone`)."""

    def __init__(self) -> None:
        self.undone = False

    def __call__(self) -> bool:
        return self.undone


def either(first: Callable[[], bool] | None, second: Callable[[], bool]
            ) -> Callable[[], bool]:
    """A ``stale()`` true when ``first`` (``None``: never) or ``second`` is."""
    return second if first is None else (lambda: first() or second())

"""The card a R'lyeh flip makes visible, said in table order (RULINGS A16).

At the table, R'lyeh (Insane) flips the deck, its bottom card shows, and only then does the
next player draw it. The tracker passes the turn when the flip is played (the draw is part
of the next turn's start) and learns the visible card from a later ``deck_visible``
observation, so its events run "Bob flips the deck. / Cyd's turn. / Next card: The
Sailor." (QA13a F15). :class:`FlipOrder` puts that first visible card back right after the
flip for a narration of recorded observations (``simulate``, ``replay``), where the next
observation is already known. A live table does not use it: there the camera does not
read the deck's visible card (docs/guide-player.en.md, key 2) and holding the next turn's
start for it would delay the turn's announcement. No I/O.
"""
from __future__ import annotations

from typing import Iterable

from companion.tracker.events import TableEvent


class FlipOrder:
    """Reorders tracker events batch by batch (one batch per observation).

    :meth:`feed` takes one batch and returns the events ready to be said; after a
    ``deck_flipped`` with no ``deck_visible`` after it in its batch, the events that follow
    the flip (the next turn's start) are held until the next batch: if that batch begins
    with ``deck_visible`` it is said first. :meth:`flush` returns what is still held (the
    end of the record).
    """

    def __init__(self) -> None:
        self._held: list[TableEvent] = []

    def feed(self, events: Iterable[TableEvent]) -> list[TableEvent]:
        """The events of one observation, in the order to say them (see the class)."""
        batch = list(events)
        out: list[TableEvent] = []
        if self._held:
            if batch and batch[0].kind == "deck_visible":
                out.append(batch.pop(0))
            out += self._held
            self._held = []
        flips = [i for i, e in enumerate(batch) if e.kind == "deck_flipped"]
        if flips and not any(e.kind == "deck_visible" for e in batch[flips[-1] + 1:]):
            cut = flips[-1] + 1
            batch, self._held = batch[:cut], batch[cut:]
        return out + batch

    def flush(self) -> list[TableEvent]:
        """The held events, if any (call once the record is over)."""
        held, self._held = self._held, []
        return held

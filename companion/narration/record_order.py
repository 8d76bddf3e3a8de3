"""Tracker events of a recorded game put back in table order, for ``simulate`` and ``replay``.

The tracker passes the turn as soon as the table shows a play is over, and hears later
what the table learns after that, so two things came out after the next turn's start:

* the card a R'lyeh flip makes visible (RULINGS A16; QA13a F15): at the table R'lyeh
  (Insane) flips the deck, its bottom card shows, and only then does the next player draw
  it; the tracker learns that card from a later ``deck_visible`` observation, so it said
  "Bob flips the deck. / Cyd. / Next card: The Sailor.";
* a choice told after a play that leaves nothing on the table (The Sailor's trade, whose
  target the tracker does not wait for): "Cyd: The Sailor. / Ann. / Cyd chooses Bob."

:class:`RecordOrder` holds the next turn's start after a play or a flip for one
observation: if the next observation begins with that visible card or with the player's
told choice, it is said first. A live table does not use it: there the camera does not
read the deck's visible card (docs/guide-player.en.md, key 2), a choice may be told much
later or never, and holding the next turn's start would delay the turn's cue. No I/O.
"""
from __future__ import annotations

from typing import Iterable

from companion.tracker.events import TableEvent


class RecordOrder:
    """Reorders tracker events batch by batch (one batch per observation).

    :meth:`feed` takes one batch and returns the events ready to be said; the events from a
    ``turn_started`` that follows a ``card_played`` or ``deck_flipped`` in its batch on are
    held until the next batch, whose leading ``deck_visible`` events and ``choice`` events of
    the player who played are said before them. :meth:`flush` returns what is still held
    (the end of the record).
    """

    def __init__(self) -> None:
        self._held: list[TableEvent] = []
        self._player: int | None = None  # who played the card before the held turn start

    def feed(self, events: Iterable[TableEvent]) -> list[TableEvent]:
        """The events of one observation, in the order to say them (see the class)."""
        batch = list(events)
        out: list[TableEvent] = []
        if self._held:
            while batch and (batch[0].kind == "deck_visible" or (
                    batch[0].kind == "choice" and batch[0].seat == self._player)):
                out.append(batch.pop(0))
            out += self._held
            self._held = []
        player, after_play, cut = None, False, None
        for i, e in enumerate(batch):
            if e.kind in ("card_played", "deck_flipped"):
                player = e.seat if e.kind == "card_played" else player
                after_play = True
            elif e.kind == "turn_started" and after_play:
                cut = i
                break
        if cut is not None:
            batch, self._held, self._player = batch[:cut], batch[cut:], player
        return out + batch

    def flush(self) -> list[TableEvent]:
        """The held events, if any (call once the record is over)."""
        held, self._held = self._held, []
        return held

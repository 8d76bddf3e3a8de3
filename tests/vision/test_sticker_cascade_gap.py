"""A pile's top card kept in its seat's zone when the card under it is not read. Found by
the review of ``sticker49`` (session 49) through the stabilizer (fresh seed 999000, the
benchmark's sequences, table 31, typical, 720p, sticker-only): seat 1's down cascade The
Urchin (hidden), Randall Tillinghast, The Sailor on top. Main read Randall Tillinghast as
Investigators (wrong) and emitted The Sailor in seat 1; ``sticker49`` refuses that wrong
reading (the ring's whole outline, :data:`vision.sticker_read.OUTLINE_HOLLOW_MAX`), and
The Sailor, past its zone's ``near_y`` with no card read one cascade step nearer the
centre, is taken out of the zone (:meth:`vision.layout.TableLayout._cascades`): emitted
with seat ``None``. Kept as a strict xfail: the chain needs every card of the pile read
(or seen before, as in a game where the cards come one by one)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from benchmarks.vision_accuracy import random_tables
from vision.pipeline import CardReader, TableWatcher
from vision.render import PRESETS, build_scene, render_table


def _frame():
    """Table 31 of seed 999000's sequences, its first frame (``H×W×3 uint8 BGR``)."""
    seed0, i = 999000, 31
    tables = random_tables(seed0)
    for _ in range(i):
        next(tables)
    zones, seats, cascade = next(tables)
    cond = replace(PRESETS["typical"], markers=False, seed=(seed0 + i) * 100)
    return render_table(build_scene(zones, seats=seats, conditions=cond, seed=seed0 + i,
                                    cascade=cascade))[0]


@pytest.mark.xfail(strict=True, reason=(
    "rev-sticker49 (session 49): seed 999000 table 31: The Sailor on top of seat 1's "
    "cascade put out of the zone (seat None) when Randall Tillinghast under it is unread"))
def test_a_top_card_over_an_unread_card_keeps_its_seat():
    watcher = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    frame = _frame()
    reading = watcher.layout.apply(watcher.reader.read(frame))
    seats = {s.candidates: s.seat for s in reading.sightings}
    assert ("investigators",) not in {s.candidates for s in reading.sightings
                                      if s.seat == 1}  # Randall not read wrong
    assert seats[("the_sailor",)] == 1

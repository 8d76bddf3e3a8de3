"""A card laid on a pile that buries an older copy of it (QA46 HIGH-1, cause 1).

QA46 A (4 players, arkham, typical, ``companion demo`` seed 11), round 3's showdown: Carol's
pile at the top of the view (demo.mp4 frames 964-1052: her Sanity check's Boxer, then the
Fed, the Investigators, the Musician and R'lyeh laid squarely on it, outline x 596-681, y
34-141 px) gets her revealed Boxer, squarely on R'lyeh (frames ~1113-1138, x 592-680, y
33-146), 2.5 s before the table is gathered. Each picture reads it (``CardReader``: "the
Boxer" at frame 1115-1130, R'lyeh no longer), but the stabilizer matches it to the buried
Boxer's stable track (same identity, same place) and never says it: no
:class:`~vision.records.CardAppeared`, so the demo entered it by hand ("corrected by hand:
1") and ``companion play`` never read it. A watcher started at frame 1040 (the buried Boxer
never tracked) says it at frame 1122-1125.

Unlike session 40's known40 (``test_stabilize.py``: a copy laid on the NEWEST card of the
pile, itself), the buried copy here lies under newer stable cards at its place: seen
again, it must be a new card (a discard pile is not unstacked during a round). A fix is a
vision change: held-out sets and the main-vs-branch comparison of ``common.md`` apply.
"""
from __future__ import annotations

import pytest

from .test_stabilize import _m, _table
from vision.stabilize import Stabilizer


@pytest.mark.xfail(strict=True, reason="QA46 HIGH-1: a card laid on a pile that buries an "
                   "older copy of it is taken for that copy, never said (Carol's revealed "
                   "Boxer at round 3's showdown; the table now asks for it once gathered)")
def test_a_copy_laid_on_newer_cards_that_bury_the_first_is_a_new_card():
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    events = []
    for i, key in enumerate(("the_boxer", "the_fed", "rlyeh", "the_boxer")):
        events += _table(stab, [[_m([key], 100, 150)]] * 6, start=6 * i)
    assert [(e.key, e.index_in_zone) for e in events] == [
        ("the_boxer", 0), ("the_fed", 1), ("rlyeh", 2), ("the_boxer", 3)]

"""Review of speed56 (a marker-deck stream's whole-frame readings agree while they differ by
one stable card: :func:`vision.pipeline._same_frame` ``on_stable``).

A stable card read in some frames only is, on the branch, seen only when a full read (one
frame in :data:`~vision.still_reuse.EVERY`) happens to read it: the reading reused for the
next five frames is the last full read's, with or without that card. A card missed in a regular pattern (a lamp's 100 Hz flicker beating with a
30 fps camera: one frame in 3 darker) can fall on every full read: never seen again while
the table stays still. After :data:`companion.app.live_deal.TAKEN_BACK_S` unseen the newest
card of a zone is asked about ("The camera no longer sees ... If it was taken back, press
minus twice to undo it": :meth:`vision.stable_queries.StableQueries.unseen_newest`, whose
clock is ``Track.last_t``). On main the frames of such a still table never agree
(every frame read) and the card is seen 2 frames in 3 (longest unseen 0.03 s).

Fixed (:func:`vision.pipeline._richer`, ``StillReuse.get`` ``prefer``): of two agreeing
readings of a still picture, the one naming the stable card is handed out and kept for
reuse (the card lies there: the picture did not change), unless another card of the reading
shares its name (a ghost beside its twin is never kept). A card taken away changes the
picture: read afresh, as before. Stand-in reader over a still grey picture
(tests/vision/test_still_reuse_pending.py), 30 fps frame times."""
from __future__ import annotations

import pytest

from companion.app.live_deal import TAKEN_BACK_S

from .test_still_reuse_pending import FPS, PICTURE, _sighting, _watcher


def _longest_unseen(watcher, frames, name):
    """Feed ``frames`` still pictures; the longest time (s) the stable card ``name`` went
    unseen (``Track.last_t``, the clock of ``unseen_newest``) once stable."""
    longest = 0.0
    for k in range(frames):
        watcher.update(PICTURE, t=k / FPS)
        for track in watcher.stabilizer._tracks:
            if track.stable and name in track.identity:
                longest = max(longest, k / FPS - track.last_t)
    return longest


@pytest.mark.parametrize("period", [2, 3])
def test_a_stable_card_missed_in_a_regular_pattern_is_not_unseen_for_seconds(period):
    """Stable at frame 30 (both cards read every frame until 40); then the R'lyeh card is
    missed one frame in ``period`` (the lamp's darker frame), 5 s of a still table."""
    boxer, rlyeh = _sighting("the_boxer", 100, 100), _sighting("rlyeh", 300, 200)
    watcher, _ = _watcher(lambda k: [boxer] + ([rlyeh] if k < 40 or k % period else []))
    assert _longest_unseen(watcher, 40 + int(5 * FPS), "rlyeh") < TAKEN_BACK_S


@pytest.mark.parametrize("period, phase", [(3, 1), (3, 2), (4, 0), (4, 2)])
def test_other_phases_and_periods_keep_the_card_seen(period, phase):
    """The same table where the full reads (one frame in 6) fall on frames reading the
    card, or a period that does not divide 6: seen within 0.2 s (main and branch)."""
    boxer, rlyeh = _sighting("the_boxer", 100, 100), _sighting("rlyeh", 300, 200)
    watcher, _ = _watcher(lambda k: [boxer] + (
        [rlyeh] if k < 40 or (k + phase) % period else []))
    assert _longest_unseen(watcher, 40 + int(5 * FPS), "rlyeh") < 0.5


def test_a_card_taken_away_is_not_kept_by_the_reuse():
    """The R'lyeh card missed one frame in 3, then taken away (frames 60-62 a hand: another
    picture; from 63 the table without it): no reading names it after the hand."""
    boxer, rlyeh = _sighting("the_boxer", 100, 100), _sighting("rlyeh", 300, 200)
    watcher, _ = _watcher(lambda k: [boxer] + (
        [rlyeh] if k < 40 or (k < 60 and k % 3) else []))
    hand, after = PICTURE.copy(), PICTURE.copy()
    hand[150:300, 200:400] = 30
    after[190:210, 290:310] = 200  # the bare cloth where the card lay
    named = []
    for k in range(120):
        watcher.update(PICTURE if k < 60 else hand if k < 63 else after, t=k / FPS)
        named.append(any("rlyeh" in s.candidates for s in watcher.last_reading.sightings))
    assert not any(named[60:])
    assert all(named[40:60])  # kept while the picture stayed


def test_a_second_copy_glimpsed_beside_its_twin_is_not_kept():
    """A ghost R'lyeh (a second copy's marker) read beside the stable one one frame in 3:
    the reading naming it is never the one kept, and it never becomes a card."""
    boxer, rlyeh = _sighting("the_boxer", 100, 100), _sighting("rlyeh", 300, 200)
    ghost = _sighting("rlyeh", 312, 206)
    watcher, _ = _watcher(lambda k: [boxer, rlyeh] + ([ghost] if k >= 40 and k % 3 == 0
                                                       else []))
    ghosts = 0
    for k in range(40 + int(5 * FPS)):
        watcher.update(PICTURE, t=k / FPS)
        ghosts += sum("rlyeh" in s.candidates for s in watcher.last_reading.sightings) > 1
    assert sorted(c for _, c in watcher.stabilizer.stable_cards) == [("rlyeh",),
                                                                     ("the_boxer",)]
    assert ghosts <= (40 + int(5 * FPS)) // 3  # never handed out more than it was read

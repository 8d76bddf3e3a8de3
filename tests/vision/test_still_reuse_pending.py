"""The marker deck's whole-frame reuse on a stream while a stable card is read in some
frames only (session 56, speed56: a dim or far card at the edge of readability had every
frame of a still table read in full): the readings still agree, the frame is reused; a
pending card read in some frames only still has every frame read, and one read alike in
every frame has its frames reused only while it waits out its hold (session 57, speed57),
the stabilizer taking a reused reading as none of it: whether and when a card becomes
stable is decided by fresh readings. The reader is a stand-in
(``CardReader._read_all`` replaced, the frames it reads counted) over a still grey
picture: no rendering, 30 fps frame times."""
from __future__ import annotations

import numpy as np

from vision.pipeline import CardReader, TableWatcher
from vision.records import FrameReading, Sighting
from vision.stabilize import Stabilizer
from vision.still_reuse import EVERY

FPS = 30.0
PICTURE = np.full((360, 640, 3), 120, np.uint8)


def _sighting(name, x, y):
    """A marker sighting of card ``name`` whose 20 × 20 px marker is centred at (x, y) px."""
    poly = ((x - 10.0, y - 10.0), (x + 10.0, y - 10.0), (x + 10.0, y + 10.0),
            (x - 10.0, y + 10.0))
    return Sighting((name,), 1, False, poly, 0.9, "aruco", px_per_mm=1.0)


def _watcher(readings, reuse=True):
    """A marker-deck watcher whose frame ``k`` reads ``readings(k)`` (sightings) when read
    in full; returns it and the list of frames read in full."""
    watcher = TableWatcher("arkham", reader=CardReader("arkham"), reuse=reuse)
    calls = []

    def read_all(img, gray, still):
        calls.append(watcher._index - 1)
        return list(readings(calls[-1])), [], []
    watcher.reader._read_all = read_all
    return watcher, calls


def _run(watcher, frames):
    """Feed ``frames`` still pictures at 30 fps; the frame each card became stable in."""
    when = {}
    for k in range(frames):
        for e in watcher.update(PICTURE, t=k / FPS):
            when[e.candidates] = k
    return when


def test_a_card_waiting_for_its_hold_is_reused_and_said_on_the_same_frame():
    """Session 57 (speed57): while the pending cards only wait out their 1-s hold (read
    alike, still, in the last fresh reading) the frame is reused; a reused reading is no
    reading of a pending card, and the frame at the hold's end is read anew: said on the
    same frame as with every frame read. (Session 56 tried the reuse with the copies
    counted as readings: a far tilted card, whose jitter had restarted its hold in frames
    then unread, was said 5 frames early.)"""
    cards = [_sighting("the_boxer", 100, 100), _sighting("cthulhu", 300, 200)]
    main, read_main = _watcher(lambda k: cards, reuse=False)
    branch, read = _watcher(lambda k: cards)
    assert _run(main, 45) == _run(branch, 45) == {("the_boxer",): 30, ("cthulhu",): 30}
    assert main.stabilizer.stable_cards == branch.stabilizer.stable_cards
    assert read_main == list(range(45))
    # 6 agreeing readings, then one in EVERY during the hold; its last 6 frames (24-29,
    # the stabilizer's window) and frame 30 (its end) read anew (review of speed57)
    assert read[:6] == list(range(6)) and [k for k in read if k >= 23][:8] == list(
        range(23, 31))
    assert len([k for k in read if 6 <= k < 24]) == (24 - 6) // EVERY
    assert len(read) == 6 + (24 - 6) // EVERY + 7 + (45 - 31) // EVERY


def test_a_card_jittering_while_it_waits_has_every_frame_read():
    """A pending card whose fresh readings lie farther apart than HOLD_STILL of the move
    that restarts its hold (here 4 px of 7; its readings still agree, 5 px) is not reused:
    an unread frame might have restarted its hold."""
    boxer = _sighting("the_boxer", 300, 200)
    jitter, read = _watcher(lambda k: [boxer, _sighting("cthulhu", 100 + 4 * (k % 2), 100)])
    assert _run(jitter, 31) == {("the_boxer",): 30, ("cthulhu",): 30}
    assert read == list(range(31))


def test_a_card_whose_hold_restarted_has_every_frame_read():
    """A pending card read 10 px away from where it was first read (its hold restarted:
    moved, or a far card's reading jumping between two places, fresh stream 1412100, dim)
    is read in every frame until stable, even once its readings agree again."""
    boxer = _sighting("the_boxer", 300, 200)
    cards = (lambda k: [boxer, _sighting("cthulhu", 100 + 10 * (k >= 4), 100)])
    main, _ = _watcher(cards, reuse=False)
    moved, read = _watcher(cards)
    when = _run(moved, 40)
    assert when == _run(main, 40) and when[("the_boxer",)] == 30
    assert 34 <= when[("cthulhu",)] < 40 and read[:when[("cthulhu",)] + 1] == list(
        range(when[("cthulhu",)] + 1))


def test_a_reused_reading_is_no_reading_of_a_pending_card():
    """``Stabilizer.update(reading, reused=True)``: a pending card neither gains a hit nor
    loses its window by it, and becomes stable on a fresh reading only."""
    st = Stabilizer(min_hits=4, window=6, sticker_hits=None, min_dwell_s=0.5)
    a = _sighting("the_boxer", 100, 100)
    for k in range(3):
        assert st.update(FrameReading(k, k / FPS, (a,), size=(640, 360))) == []
    for k in range(3, 40):  # 37 copies, past its hold: never stable, never dropped
        assert st.update(FrameReading(k, k / FPS, (a,), size=(640, 360)), reused=True) == []
    assert len(st._tracks) == 1 and len(st._tracks[0].hits) == 3
    assert not st.holding(st._tracks[0], 40 / FPS)  # its hold is over: read anew
    [e] = st.update(FrameReading(40, 40 / FPS, (a,), size=(640, 360)))
    assert e.frame_index == 40 and e.candidates == ("the_boxer",)


def test_a_pending_card_read_in_some_frames_only_has_every_frame_read():
    boxer, rlyeh = _sighting("the_boxer", 100, 100), _sighting("rlyeh", 300, 200)
    flicker, read = _watcher(lambda k: [boxer] + ([rlyeh] if k % 3 else []))
    assert _run(flicker, 30) == {}  # before the 1 s dwell: both pending
    assert read == list(range(30))  # the readings disagree: every frame read in full


def test_a_stable_card_read_in_some_frames_only_keeps_the_reuse():
    """Both cards stable (frame 30); from frame 40 the rlyeh card is read 4 frames in 5
    (a dim card at the edge of readability): the still table's readings still agree."""
    boxer, rlyeh = _sighting("the_boxer", 100, 100), _sighting("rlyeh", 300, 200)
    cards = (lambda k: [boxer] + ([rlyeh] if k < 40 or k % 5 else []))
    main, read_main = _watcher(cards, reuse=False)
    branch, read_branch = _watcher(cards)
    assert _run(main, 100) == _run(branch, 100) == {("the_boxer",): 30, ("rlyeh",): 30}
    assert main.stabilizer.stable_cards == branch.stabilizer.stable_cards
    late = [k for k in read_branch if k >= 40]
    assert len(late) == 60 // EVERY  # on main (reuse, no on_stable): 39 of the 60
    # a third card read in some frames (pending) is not such a card: once read (at the
    # next full read of the still picture, frame 66), every frame is read again
    shoggoth = _sighting("shoggoth", 500, 100)
    more, read_more = _watcher(lambda k: cards(k) + ([shoggoth] if k >= 61 and k % 4 else []))
    _run(more, 80)
    assert [k for k in read_more if k >= 61] == list(range(66, 80))


def test_on_stable_needs_a_stable_card_under_each_sighting():
    st = Stabilizer(min_hits=2, window=3, sticker_hits=None, min_dwell_s=0.0)
    a, b = _sighting("the_boxer", 100, 100), _sighting("cthulhu", 300, 100)
    st.update(FrameReading(0, 0.0, (a,), size=(640, 360)))
    st.update(FrameReading(1, 1 / FPS, (a, b), size=(640, 360)))
    assert st.on_stable([a]) and not st.on_stable([b]) and not st.on_stable([a, b])
    assert not st.settled([a])  # cthulhu pending
    assert not st.on_stable([_sighting("shoggoth", 100, 100)])
    assert not st.on_stable([_sighting("the_boxer", 200, 100)])

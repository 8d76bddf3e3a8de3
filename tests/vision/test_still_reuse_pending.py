"""The marker deck's whole-frame reuse on a stream while a stable card is read in some
frames only (session 56, speed56: a dim or far card at the edge of readability had every
frame of a still table read in full): the readings still agree, the frame is reused; a
pending card (read in every frame or some only) still has every frame read, so whether and
when it becomes stable is decided by fresh readings. The reader is a stand-in
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


def test_a_card_waiting_for_its_dwell_has_every_frame_read():
    """Tried in session 56 and not kept: reusing the frame while its agreeing readings
    name the pending card made a far tilted card stable 5 frames earlier than fresh
    readings did (their jitter split its track)."""
    cards = [_sighting("the_boxer", 100, 100), _sighting("cthulhu", 300, 200)]
    branch, read = _watcher(lambda k: cards)
    assert _run(branch, 45) == {("the_boxer",): 30, ("cthulhu",): 30}
    assert read[:31] == list(range(31))  # every frame until stable (1 s dwell) read
    assert len(read) == 31 + (45 - 31) // EVERY  # then once every EVERY frames


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

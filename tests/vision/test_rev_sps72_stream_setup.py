"""Review rev-sps72 of the per-layout stream set-up kept between frames
(``vision.stream_setup``): a stream whose camera is bumped, whose resolution switches and
switches back, with a dropped frame and a new round, reads the same sightings and events as
with the set-up made anew every frame; and the kept set-up cannot be changed by a caller
(it is shared by every frame until the layout moves)."""
from __future__ import annotations

import cv2
import numpy as np
import pytest

from tests.vision.test_stream_setup import _Anew, _frame, _layout, _picture, _sightings
from vision.pipeline import CardReader, TableWatcher
from vision.sticker_cards import zone_scale
from vision.stream_setup import StreamSetup


def _bumped(frame, dx: float, dy: float):
    """``frame`` with the camera turned by ``(dx, dy)`` px (the border repeated)."""
    m = np.float32([[1, 0, dx], [0, 1, dy]])
    return cv2.warpAffine(frame, m, (frame.shape[1], frame.shape[0]),
                          borderMode=cv2.BORDER_REPLICATE)


def _stream(picture):
    """``(frame or None, new round)`` of a stream: still 8 frames (the seats settle and the
    set-up is kept from the 8th), a dropped frame, a 12 px bump, a switch to 1080p with a
    new round, back to 720p unbumped."""
    out = [(_frame(picture, k), False) for k in range(8)]
    out.append((None, False))
    out += [(_bumped(_frame(picture, k), 12.0, -7.0), False) for k in range(8, 10)]
    out += [(cv2.resize(_bumped(_frame(picture, k), 12.0, -7.0), (1920, 1080)), k == 11)
            for k in range(10, 12)]
    out += [(_frame(picture, k), False) for k in range(12, 14)]
    return out


def test_a_bumped_resized_stream_with_a_dropped_frame_and_a_new_round_reads_as_anew():
    picture = _picture()
    kept = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    anew = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    anew.reader.sticker_reader.setup = _Anew(zone_scale)
    named, sizes, reused = 0, set(), []
    for k, (frame, new_round) in enumerate(_stream(picture)):
        if new_round:
            kept.reset()
            anew.reset()
        ka, kb = kept.update(frame, t=k / 4), anew.update(frame, t=k / 4)
        assert _sightings(kept.last_reading) == _sightings(anew.last_reading), k
        assert kept.last_reading.seats == anew.last_reading.seats, k
        assert [(e.candidates, e.seat, e.frame_index) for e in ka] == \
            [(e.candidates, e.seat, e.frame_index) for e in kb], k
        named += len(kept.last_reading.sightings)
        sizes.add(kept.last_reading.size)
        reused.append(kept.reader.sticker_reader.setup.reused)
    assert named > 0 and {(1280, 720), (1920, 1080)} <= sizes
    assert reused[7] > 0  # kept before the bump: the frames after it check its discard


def test_the_kept_set_up_cannot_be_changed_by_a_caller():
    """The set-up is handed to every frame of a still layout: a caller writing into its
    scales or windows would change the later frames' readings, silently (before session 72
    each frame had its own). Mended here: its arrays are read-only, its dicts read-only
    views."""
    setup = StreamSetup(zone_scale)
    got = setup.get(_layout(_picture()), (90, 160), centre=True)
    seat = next(iter(got.scale))
    with pytest.raises(TypeError):
        got.scale[seat] = 1.0
    with pytest.raises(TypeError):
        got.wins[seat] = np.zeros((4, 2))
    for arr in (got.wins[seat], got.corners, got.centre, got.centre_pts):
        with pytest.raises(ValueError):
            arr += 1.0

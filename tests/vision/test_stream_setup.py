"""A sticker-only stream's per-layout set-up kept between frames (``vision.stream_setup``):
the zones' scales and windows and the middle's window are those made anew, and a stream
reads the same sightings, bit for bit, as with the set-up made anew every frame."""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from vision.band_cache import window_cells
from vision.card_bands import zone_homography, zone_size
from vision.centre_cards import centre_window, window_px
from vision.pipeline import CardReader, TableWatcher
from vision.render import PRESETS, build_scene, effects, render_table
from vision.sticker_cards import zone_scale
from vision.stream_setup import StreamSetup

ZONES = {1: ["the_boxer", "shoggoth"], 2: ["the_urchin", "the_dilettante"],
         3: ["cthulhu", "the_sailor", "the_fed"]}


def _picture(seed: int = 3):
    """The noiseless picture of a still 3-seat sticker-only table (typical preset)."""
    cond = replace(PRESETS["typical"], markers=False, noise=0.0, jpeg_quality=None, seed=7)
    return render_table(build_scene(ZONES, seats=3, conditions=cond, seed=seed,
                                    set_aside=[]))[0]


def _frame(picture, k):
    """Frame ``k`` of a stream: ``picture`` with fresh sensor noise and JPEG."""
    return effects.jpeg(effects.noise(picture, 3.0, 900 + k), 85)


def _layout(picture):
    reader = CardReader("arkham", markers=False)
    reader.read(_frame(picture, 0))
    return reader.layout


def test_the_set_up_is_the_one_made_anew_and_is_kept_while_the_layout_stays():
    layout = _layout(_picture())
    cells = (90, 160)
    setup = StreamSetup(zone_scale)
    got = setup.get(layout, cells, centre=True)
    assert sorted(got.scale) == list(layout.seats) == [1, 2, 3]
    for s in layout.seats:
        m = zone_homography(layout.zone(s).to_seat)
        assert got.scale[s] == zone_scale(m)
        assert np.array_equal(got.wins[s], window_cells(m, zone_size(), cells)[0])
    assert np.array_equal(got.corners, np.concatenate([got.wins[s] for s in layout.seats]))
    cm = centre_window(layout)
    assert np.array_equal(got.centre, cm)
    assert np.array_equal(got.centre_pts, window_cells(cm, window_px(layout), cells)[0])
    assert setup.get(layout, cells, centre=True) is got and setup.reused == 1
    assert setup.get(layout, (45, 80), centre=True) is not got  # another cell grid
    assert setup.get(layout, (45, 80), centre=False).centre is None


def test_a_moved_seat_makes_the_set_up_anew():
    setup = StreamSetup(zone_scale)
    layout = _layout(_picture())
    got = setup.get(layout, (90, 160), centre=True)
    moved = _layout(np.roll(_picture(), 24, axis=1))  # the camera turned: seats 24 px right
    again = setup.get(moved, (90, 160), centre=True)
    assert again is not got and setup.reused == 0
    for s in moved.seats:
        m = zone_homography(moved.zone(s).to_seat)
        assert np.array_equal(again.wins[s], window_cells(m, zone_size(), (90, 160))[0])
        assert not np.array_equal(again.wins[s], got.wins[s])
    assert np.array_equal(again.centre, centre_window(moved))


class _Anew(StreamSetup):
    """The set-up made anew every frame (main before session 72)."""

    def get(self, layout, cells, centre):
        self.clear()
        return super().get(layout, cells, centre)


def _sightings(reading):
    return [(s.candidates, s.seat, s.polygon, s.px_per_mm, s.up, s.card_centre,
             s.confidence) for s in reading.sightings]


def test_a_stream_reads_the_same_sightings_as_with_the_set_up_made_anew_each_frame():
    picture = _picture()
    kept = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    anew = TableWatcher("arkham", reader=CardReader("arkham", markers=False))
    anew.reader.sticker_reader.setup = _Anew(zone_scale)
    named = 0
    for k in range(14):
        frame = _frame(picture, k)
        ka, kb = kept.update(frame, t=k / 4), anew.update(frame, t=k / 4)
        assert _sightings(kept.last_reading) == _sightings(anew.last_reading), k
        assert [(e.candidates, e.seat) for e in ka] == [(e.candidates, e.seat) for e in kb]
        named += len(kept.last_reading.sightings)
    assert named > 0
    assert kept.reader.sticker_reader.setup.reused > 0  # kept while the layout stayed
    assert anew.reader.sticker_reader.setup.reused == 0

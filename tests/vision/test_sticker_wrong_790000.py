"""Two wrong readings of the sticker-only benchmark's fresh seed 790000 (720p, seats
forgotten; on main before session 48), each refused at its cause, and the two right
readings the first fix of them (branch ``wrong47``, session 47) lost or turned wrong:
Randall Tillinghast read from its dot alone, its ring's check blinded by a mug over the
band's top frame strip (the frame level read over the strip's head too,
vision.sticker_read.FRAME_HEAD_MM; a hot spot on that head must not blind it in turn);
The Entertainer read without its last dot, under the next card whose edge shows only
from its corner down (vision.sticker_code.ABOVE_SPAN_MM; the printed emblem's circle
must not pass for that edge, ABOVE_SPAN_ACROSS_PX)."""
from __future__ import annotations

import functools
import math

import numpy as np

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import read_as
from vision import sticker_block, sticker_code, sticker_read
from vision.adaptation import Shape
from vision.render.effects import glare


@functools.lru_cache(maxsize=None)
def _scene(index: int, seed0: int = 790000, presets: "tuple[str, ...] | None" = None):
    kw = {"presets": presets} if presets else {}
    return scene_at(index, False, seed0=seed0, **kw)[1:]


def _named(index: int) -> set:
    return read_as(*_scene(index))


def test_a_ring_before_the_row_is_seen_under_a_mug_over_the_frame_strip(monkeypatch):
    # frame 119 (busy): Randall Tillinghast (ring, dot, cross), its band's left edge found
    # on its ring's centre under a mug; the whole top frame strip read 31 (the coffee),
    # the dots 26: by that level alone the ring before the row went unseen and
    # "Cultists or Investigators" was read from the dot alone
    named = _named(119)
    assert all(k in cands for k, cands in named)  # nothing wrong
    assert ("randall_tillinghast", ("cultists", "investigators")) not in named
    assert ("the_boxer", ("the_boxer",)) in named  # the others still read
    # the ring is seen against its own light hollows too (wrong60): off, for the frame
    # levels' rules below to be asked alone (rev-wrong60)
    monkeypatch.setattr(sticker_read, "HOLLOW_OVER_FRAME", math.inf)
    # the ring's centre reads 0.78 by the whole strip's level: over RING_CENTRE_MIN since
    # seed 950000's blurred ring (0.79); under session 47's 0.8 the head's level alone
    # sees the ring, and without it the wrong rank comes back
    monkeypatch.setattr(sticker_read, "RING_CENTRE_MIN", 0.8)
    assert ("randall_tillinghast", ("cultists", "investigators")) not in _named(119)
    monkeypatch.setattr(sticker_read, "FRAME_HEAD_MM", sticker_read.FRAME_BOXES_MM[1])
    assert ("randall_tillinghast", ("cultists", "investigators")) in _named(119)


def _cthulhu_under_a_hot_spot(strength: float) -> set:
    # seed 20000 frame 299 (busy): Cthulhu's band found right of its ring (the ring before
    # the row, ring_before's first case); a hot spot 9 × 3 px over the top frame strip's
    # head, along the band
    frame, truth = _scene(299, 20000)
    lit = glare(frame, [(627.5, 134.5, 9, 3, math.degrees(math.atan2(-1, -17)), strength, 0)])
    return read_as(lit, truth)


def test_a_hot_spot_on_the_strips_head_does_not_hide_the_ring_before(monkeypatch):
    assert all(k in cands for k, cands in _cthulhu_under_a_hot_spot(0.8))  # nothing wrong
    # by the head's level alone (branch wrong47), the hollow of the ring reads darker than
    # the lifted frame and the ring goes unseen: Cthulhu read as a lower rank
    both = sticker_read.FRAME_BOXES_MM
    monkeypatch.setattr(sticker_read, "FRAME_BOXES_MM", (both[0], sticker_read.FRAME_HEAD_MM))
    monkeypatch.setattr(sticker_read, "RING_CENTRE_MIN", 0.8)
    assert ("cthulhu", ("deep_one", "the_boxer")) in _cthulhu_under_a_hot_spot(0.8)


def test_a_covers_edge_from_its_corner_down_refuses_the_row(monkeypatch):
    # frame 148 (harsh): The Entertainer (ring, two dots), its second dot under the next
    # card, whose corner lies 5.6 mm down the band and whose frame a hot spot washed out
    # at the row's height: read as The Sailor (ring, dot)
    named = _named(148)
    assert all(k in cands for k, cands in named)  # nothing wrong
    assert ("the_entertainer", ("the_sailor",)) not in named
    assert ("the_musician", ("the_musician",)) in named  # the others still read
    monkeypatch.setattr(sticker_code, "ABOVE_SPAN_MM", -math.inf)
    assert ("the_entertainer", ("the_sailor",)) in _named(148)


def test_the_emblems_circle_is_no_covers_edge(monkeypatch):
    # seed 30000 frame 73 (curled): Randall Tillinghast's row (ring, dot) ends 16.5 mm in,
    # at the right side of the card's printed emblem circle: a short line within ±0.5 mm
    # across follows its arc (0.48 of the band's ground), along the line it is light (0.06)
    frame, truth = _scene(73, 30000, ("curled",))
    right = ("randall_tillinghast", ("randall_tillinghast",))
    assert right in read_as(frame, truth)
    monkeypatch.setattr(sticker_code, "ABOVE_SPAN_ACROSS_PX", 5)
    assert right not in read_as(frame, truth)


def test_a_frame_level_lost_in_the_ink_sees_nothing_before():
    # nothing_before refuses (not seen) when either frame level lies within LEVELS_APART of
    # the dots' ink, as main did with the whole strip's level: here a cover as dark as the
    # ink over the strip's right part (x 15-30 mm), its head light, the place before light
    p, (bx, by, bx1, by1) = sticker_read.P, sticker_block.BLOCK_MM
    img = np.full((int((by1 - by) * p), int((bx1 - bx) * p)), 200.0, np.float32)
    img[:int((2.5 - by) * p), int((15 - bx) * p):int((30 - bx) * p)] = 30.0
    img[int((16 - by) * p):int((18 - by) * p), int((9 - bx) * p):int((11 - bx) * p)] = 30.0
    rd = sticker_code.BlockReading(1, False, ((Shape.DOT, 10.0, 17.0),))
    c2i = np.array([[4.0, 0, 40], [0, 4.0, 40], [0, 0, 1]])
    fgray = np.full((200, 240), 200.0, np.float32)
    assert not sticker_read.nothing_before(fgray, c2i, img, rd)
    img[:int((2.5 - by) * p)] = 200.0  # the cover gone: nothing before
    assert sticker_read.nothing_before(fgray, c2i, img, rd)

"""wr71 (session 71, issue 4): wrong readings found on wr71's held-out frames (fresh
9753000-9753999, main df58de2f and branch wr71 alike, frame by frame in one process),
pinned as strict xfails with what is known of them."""
from __future__ import annotations

import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.test_stw68_shared_wrong import _told, _wrong


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "wr71 held-out (main df58de2f and wr71 alike, both seat modes): fresh 9753400 frame 20 "
    "(the benchmark's tables, tilted preset, 1080p): a Stowaway (cross, ring) told "
    "'R'lyeh or Stowaway Eggs' (a cross alone: its ring not read) at image (988, 66), "
    "near the frame's top. Not diagnosed (not the cross-above class: cross_above leaves "
    "the Other World bit alone, it was read). Would mend: unknown; not done"))
def test_a_stowaway_of_9753400_f20_is_not_read_as_a_cross_alone():
    """9753400 f20 (tilted, 1080p, seats forgotten): no sighting names cards the card under
    it is not."""
    _preset, frame, truth = scene_at(20, False, size=(1920, 1080), seed0=9753400)
    assert _wrong(_told(frame, truth)) == []


@pytest.mark.xfail(strict=True, raises=AssertionError, reason=(
    "wr71 check on seed 5000's benchmark tables (main df58de2f and wr71 alike, both seat "
    "modes): frame 248 (tilted, 720p): a Cthulhu (cross, ring, three dots) told 'Deep One "
    "or The Boxer' (three dots, its ring not counted, the Other World bit open) at image "
    "(628, 52), near the frame's top. Not diagnosed. Would mend: unknown; not done"))
def test_a_cthulhu_of_5000_f248_is_not_read_three_dots_long():
    """Seed 5000 frame 248 (tilted, 720p, seats forgotten): no sighting names cards the
    card under it is not."""
    _preset, frame, truth = scene_at(248, False, seed0=5000)
    assert _wrong(_told(frame, truth)) == []

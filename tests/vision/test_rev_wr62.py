"""Review of wr62 (session 62): :func:`vision.sticker_read.grey_next_dot`'s glare test on
right readings. Fresh table 4253027 (arkham-classic, harsh, 1080p, 4 seats, the piles
cascading right): seat 3's The Sailor (ring, dot), its next dot's place straddling its
label's end, is read on main and wr62 as the table is rendered; under a hot spot a little
brighter (exposure 1.04) the ring round that place reads 251 (clipped white) and its disc
0.235 of the way to ink darker, so wr62 refused it (a right reading lost), though a part of
the ring lies 0.72 of the way darker still: the label's end, an edge
(:data:`vision.sticker_read.NEXT_EDGE_MAX`). Fresh 4257043's Nightgaunt at a covering
card's edge under a glare and fresh 4252086's Investigators under a transparent label,
its next dot's place on the card's printed rank circle, refused by wr62 (review MEDIUMs),
are read since wr63 (session 63: the grey disc must be round,
:data:`vision.sticker_read.NEXT_ROUND_MIN`)."""
from __future__ import annotations

import math
from dataclasses import replace

import pytest

from benchmarks.vision_accuracy import card_under
from vision import sticker_read
from vision.pipeline import CardReader
from vision.render import PRESETS, build_scene, render_table

ZONES = {1: ["the_boxer", "cultists"], 2: ["the_urchin"],
         3: ["the_fed", "investigators", "the_sailor", "the_entertainer"],
         4: ["randall_tillinghast"]}


def _told(zones, seats: int, cond, seed: int, cascade: str, edition: str = "arkham") -> list:
    """``(seat, candidates, key of the card under it)`` of every sighting the sticker-only
    reader (seats forgotten) gives on the table ``zones`` rendered under ``cond``."""
    frame, truth = render_table(build_scene(zones, seats=seats, edition=edition,
                                            conditions=cond, seed=seed, cascade=cascade))
    cards = [c for c in truth.cards if c.key]
    reader = CardReader(edition, markers=False)
    out = []
    for s in reader.layout.apply(reader.read(frame)).sightings:
        under = card_under(tuple(s.center), tuple(s.candidates), cards)
        out.append((s.seat, s.candidates, under and under.key))
    return out


def _sailor_read(exposure: float) -> bool:
    """Whether The Sailor of fresh table 4253027 (exposure ``exposure``) is told as itself."""
    cond = replace(PRESETS["harsh"], markers=False, size=(1920, 1080), seed=4253027,
                   exposure=exposure)
    told = _told(ZONES, 4, cond, 4253027, "right", "arkham-classic")
    return (3, ("the_sailor",), "the_sailor") in told


@pytest.mark.parametrize("exposure", [1.0, 1.04])
def test_a_label_s_end_in_a_glare_keeps_the_sailor(exposure):
    assert _sailor_read(exposure)


def test_without_the_edge_guard_the_sailor_is_refused(monkeypatch):
    # since wr63 (session 63) the round test keeps it too (the label's end runs through the
    # disc, its annulus lit on one side: NEXT_ROUND_MIN): both guards turned off
    monkeypatch.setattr(sticker_read, "NEXT_EDGE_MAX", math.inf)
    monkeypatch.setattr(sticker_read, "NEXT_ROUND_MIN", -math.inf)
    assert not _sailor_read(1.04)


#: Fresh table 4257043 (arkham, typical under a hot spot 1.0 and glare 0.8, mixed labels,
#: 1080p, 3 seats, the piles cascading right).
GLARE_ZONES = {1: ["investigators", "randall_tillinghast"],
               2: ["nightgaunt", "investigators", "investigators"],
               3: ["deep_one", "necronomicon", "the_urchin"]}


# review of wr62, MEDIUM: refused by grey_next_dot's glare test until wr63 (session 63): its
# next dot's place lies on the covering card's edge, whose grey printed frame runs through
# the disc (0.42 of the way darker than its clipped ring, 250.7) and through two opposite
# parts of the ring (an edge); the disc's annulus lit on one side (0.025: NEXT_ROUND_MIN; its
# opposite parts' lightest mean 0.607 since rev-wr63)
def test_a_cover_s_edge_in_a_glare_keeps_the_nightgaunt():
    cond = replace(PRESETS["typical"], hotspot=1.0, glare=0.8, labels="mixed",
                   markers=False, size=(1920, 1080), seed=4257043)
    assert (2, ("nightgaunt",), "nightgaunt") in _told(GLARE_ZONES, 3, cond, 4257043, "right")


#: Fresh table 4252086 (arkham, typical, mixed labels, 720p, 6 seats, the piles cascading
#: right).
ARC_ZONES = {1: ["the_fed", "the_fed", "the_musician", "investigators"], 2: ["stowaway_eggs"],
             3: ["the_boxer"],
             4: ["the_entertainer", "investigators", "necronomicon", "the_dilettante"],
             5: ["nightgaunt"], 6: ["cultists", "randall_tillinghast"]}


# review of wr62, MEDIUM: refused by grey_next_dot's blob test until wr63 (session 63): its
# next dot's place lies on the card's printed rank circle, whose arc, blurred at 720p, fills
# the disc's median (0.34 of the way darker than the ring) and crosses the ring in two short
# chords only; the disc's annulus lit on one side (−0.013: NEXT_ROUND_MIN;
# its opposite parts' lightest mean 0.628 since rev-wr63)
def test_a_printed_arc_under_a_transparent_label_keeps_the_investigators():
    cond = replace(PRESETS["typical"], labels="mixed", markers=False, size=(1280, 720),
                   seed=4252086)
    told = _told(ARC_ZONES, 6, cond, 4252086, "right")
    assert (4, ("investigators",), "investigators") in told

"""Near pass (:mod:`vision.near_pass`): a cascade's next card whose marker fills most of the
zone beside the marker read and whose white label is cut thin by the card's edge
(:data:`~vision.near_pass.NEAR_SCAN_WHITE`, session 39, docs/benchmarks-history.md, "held39").
Known answers on held-out frames of the accuracy benchmark (``vision.render``, 720p)."""
from __future__ import annotations

import cv2
import pytest

from benchmarks.vision_accuracy import scene_at
from tests.vision.scored import marker_reads
from vision import marker_reader as mr
from vision.near_pass import NEAR_MIN_WHITE, ZONE_SAMPLES, zone_axes
from vision.pipeline import achromatic


# (seed, frame, card, seat, index in its pile; seat 6 holds two Boxers): tilted frames whose marker lies label against the read marker
# of the card under it, its own label thin on the card's edge (12–17 % label white in the zone)
CASES = [(210000, 86, "nightgaunt", 5, 0), (150000, 62, "the_boxer", 6, 1)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", CASES)
def test_a_marker_with_a_thin_label_beside_one_read_is_read(seed0, index, key, seat, pile,
                                                            monkeypatch):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "tilted"
    assert (key, seat, pile) in marker_reads(frame, truth)
    # its zone holds less label white than the other passes ask (NEAR_MIN_WHITE): with the
    # near pass asking as much, the marker is not read
    monkeypatch.setattr(mr, "NEAR_SCAN_WHITE", NEAR_MIN_WHITE)
    assert (key, seat, pile) not in marker_reads(frame, truth)


def test_zones_with_little_label_white_are_asked_only_with_a_lower_share():
    preset, frame, truth = scene_at(86, True, seed0=210000)
    img = achromatic(frame, cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY))
    found, _ = mr.MarkerReader("arkham")._main_pass(img)
    cards = set(mr.MarkerReader("arkham").cards)
    lean = zone_axes(img, found, cards, mr.NEAR_SCAN_WHITE)
    usual = zone_axes(img, found, cards, NEAR_MIN_WHITE)
    assert len(usual) < len(lean)
    assert {z[:4] for z in usual} <= {z[:4] for z in lean}
    assert all(z[9] >= mr.NEAR_SCAN_WHITE * ZONE_SAMPLES for z in lean)


def test_a_card_s_artwork_stretched_into_cells_is_no_marker():
    # held-out 720p seed 230000, tilted frame 98: a dark blob in the set-aside Stowaway
    # Eggs' artwork, a rejected quad of the main pass, decoded as a 16 px Tommy Gun after
    # the local-contrast stretch (its white cells darker than its border): a wrong reading
    preset, frame, truth = scene_at(98, True, seed0=230000)
    assert preset == "tilted"
    got = marker_reads(frame, truth)  # fails on a sighting naming no card under it
    assert ("stowaway_eggs", None, 0) in got

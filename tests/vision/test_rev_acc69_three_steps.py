"""Review of the three-step zones (session 69, rev-acc69;
:meth:`vision.marker_reader.MarkerReader._three_step_zones`): on frames outside the set they
were tuned on, each marker their ArUco scan reads is the marker printed where it lies (no
wrong reading from the padded crop), and the frame's sightings keep every card read
without them (no card lost, no second sighting of one card). Held-out and benchmark frames
where the scan reads a marker (found by /tmp/s69/rev-acc69/ab.py's main-vs-branch runs)."""
from __future__ import annotations

import numpy as np
import pytest

from benchmarks.vision_accuracy import card_under, scene_at
from vision import glare_pass as _glare_pass
from vision import marker_reader as mr
from vision.adaptation import parse_marker_id
from vision.pipeline import CardReader

# (seed, frame, size, preset, card read by the three-step scan, seat, index in its pile):
# 670000 f44, the Fed's marker 96.6 % in view (an uncounted card gained); 1000 f242 at
# 1080p, the zone cut from the full frame (the Entertainer's other marker, the card already
# read); 9750500 f140, the Musician's other marker (already read); fresh 9750700 f109, a
# cascade's oldest Boxer (counted, gained: main misses it)
CASES = [(670000, 44, (1280, 720), "tilted", "the_fed", 5, 0),
         (9750700, 109, (1280, 720), "typical", "the_boxer", 4, 0),
         (1000, 242, (1920, 1080), "tilted", "the_entertainer", 4, 2),
         (9750500, 140, (1280, 720), "tilted", "the_musician", 3, 0)]


def _three_step_reads(monkeypatch, frame):
    """The reader's sightings of ``frame`` and ``(marker id, 4×2 corners px of frame)`` of
    every marker the three-step zones' scan read."""
    reads, asked = [], []
    zones = mr.MarkerReader._three_step_zones
    scan = mr.read_near

    def asking(self, img, found, two):
        got = zones(self, img, found, two)
        asked.append(bool(got))
        return got

    def scanning(img, found, *args, **kwargs):
        got = scan(img, found, *args, **kwargs)
        if asked and asked[-1]:  # the call right after the three-step zones were asked
            asked[-1] = False
            reads.extend((i, c, img.shape) for i, c in got)
        return got

    monkeypatch.setattr(mr.MarkerReader, "_three_step_zones", asking)
    monkeypatch.setattr(mr, "read_near", scanning)
    sightings = CardReader("arkham", markers=True).read(frame).sightings
    scale = frame.shape[1]
    return sightings, [(i, c * scale / shape[1]) for i, c, shape in reads]


def _named(sightings, cards):
    """``(key, seat, index)`` of the card under each sighting naming it (others: None)."""
    out = []
    for s in sightings:
        c = card_under(s.center, s.candidates, cards)
        out.append((c.key, c.seat, c.index) if c is not None and c.key in s.candidates
                   else None)
    return out


@pytest.mark.parametrize("seed0, index, size, preset, key, seat, pile", CASES)
def test_a_three_step_read_is_the_marker_printed_there_and_loses_no_card(
        monkeypatch, seed0, index, size, preset, key, seat, pile):
    got_preset, frame, truth = scene_at(index, True, size=size, seed0=seed0)
    assert got_preset == preset
    cards = [c for c in truth.cards if c.key]
    whole = _named(CardReader("arkham", markers=True).read(frame).sightings, cards)
    # session 72's lit-rejected step (acc72) may read the marker before the three-step
    # scan (9750500 f140's Musician): the scan is checked without it, the whole reader
    # with it keeps every card the scan's read gives
    monkeypatch.setattr(_glare_pass, "LIT_REJECTED", False)
    with_three, reads = _three_step_reads(monkeypatch, frame)
    assert reads, "the three-step scan reads a marker on this frame"
    assert None not in whole and set(_named(with_three, cards)) <= set(whole)
    for marker_id, corners in reads:
        kind, what = parse_marker_id(marker_id)
        centre = corners.mean(axis=0)
        side = float(np.mean(np.hypot(*(corners - np.roll(corners, 1, axis=0)).T)))
        dist, card = min(((float(np.hypot(*(np.mean(m.corners, axis=0) - centre))), c)
                          for c in cards for m in c.markers), key=lambda t: t[0])
        # the card whose printed marker lies under the read one, and no other
        assert kind == "card" and dist < 0.5 * side and card.key == what.key
        assert (card.key, card.seat, card.index) == (key, seat, pile)
    named = _named(with_three, cards)
    assert None not in named  # nothing wrong, no phantom
    assert len(named) == len(set(named))  # one sighting a card
    monkeypatch.setattr(mr, "THREE_STEPS", False)
    without = _named(CardReader("arkham", markers=True).read(frame).sightings, cards)
    assert set(without) <= set(named)  # no card lost


# Found while comparing main and the branch (the same on both, not the three-step zones'):
# a far, tilted card at the frame's top edge read by both its markers gives two sightings
# (centres 14–15 px apart): the card centres cast from each marker under the tilt lie
# just beyond ``same_card_mm`` of each other and are not merged.
# (seed, frame, card, seat, index in its pile)
TWICE = [(280000, 80, "rlyeh", 3, 3), (670000, 242, "the_musician", 3, 2)]


@pytest.mark.parametrize("seed0, index, key, seat, pile", TWICE)
@pytest.mark.xfail(strict=True, reason="rev-acc69, MEDIUM (on main too, not acc69's): a far "
                   "tilted card read by both its markers is two sightings of one card (720p "
                   "280000 f80's R'lyeh, 670000 f242's Musician, both tilted, at the top "
                   "edge, both markers far-pass reads, turned 180°); the card centres cast "
                   "from each marker under the tilt lie beyond same_card_mm (f80: ~15.5 px "
                   "apart, the limit 20 mm at the smaller marker's 0.76 px/mm = 15.2 px), so "
                   "they are not merged. Mend: merge two markers of one id "
                   "turned 180° whose outlines overlap (or with a tolerance widened in the "
                   "far band), not only by the centres' distance")
def test_a_far_tilted_card_read_by_both_markers_is_one_sighting(seed0, index, key, seat, pile):
    preset, frame, truth = scene_at(index, True, seed0=seed0)
    assert preset == "tilted"
    cards = [c for c in truth.cards if c.key]
    named = _named(CardReader("arkham", markers=True).read(frame).sightings, cards)
    assert (key, seat, pile) in named
    assert named.count((key, seat, pile)) == 1

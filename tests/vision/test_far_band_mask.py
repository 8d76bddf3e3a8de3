"""The far seat's band finder on a tilted sticker-only table (issue 4, session 56, band56).

At the far seat of a tilted camera (40°, ~1.1 image px per mm, blur σ ~1.8 px) the 2 mm
printed frame between a card's name band and its artwork is blurred into a ramp: when the
artwork's top is lighter than the 30 mm mean (pulled down by the dark cloth round the
pile), masks 0 and 20 (:data:`vision.card_bands.BAND_CS`) join the band to it (and to the
next card's band) in one component taller than 36 mm, refused by its size: all 32 far cards
of seeds 1254200–1254213 whose band was not found. A far zone's bands are also looked for
in a mask of pixels 15 grey levels brighter than the mean (:data:`~vision.card_bands.FAR_CS`,
:attr:`~vision.card_bands.Band.strict`), read last, only where no card was read (nor by the
deconvolved frame's search, :meth:`vision.sticker_cards.CardFirstReader._far_cards`).
Rendered tables: 4 seats, the tilted preset, piles grown as the demo grows them (the far
seat is seat 3)."""
from __future__ import annotations

import math
import random
from dataclasses import replace

import cv2
import numpy as np
import pytest

from companion.cards import edition_cards
from vision import adaptation as ad
from vision.card_bands import S, find_bands, rectify_zone, zone_homography
from vision.pipeline import CardReader
from vision.render import PRESETS, build_scene, render_table

FAR = 3


def _table(seed: int, cards: int):
    """``(frame, truth, far pile)``: the table of ``seed`` with ``cards`` cards in every
    seat's pile (720p ``H×W×3 uint8 BGR``)."""
    keys = [c.key for c in edition_cards("arkham") if c.key != "tommy_gun"]
    rng = random.Random(seed)
    piles = {q: [rng.choice(keys) for _ in range(4)] for q in (1, 2, 3, 4)}
    cond = replace(PRESETS["tilted"], markers=False, seed=seed * 10 + cards)
    zones = {q: pile[:cards] for q, pile in piles.items()}
    frame, truth = render_table(build_scene(zones, seats=4, conditions=cond, seed=seed,
                                            growing=True))
    return frame, truth, zones[FAR]


def _far_readings(frame) -> list:
    reader = CardReader("arkham", markers=False)
    reading = reader.layout.apply(reader.read(frame))
    return [s.candidates for s in reading.sightings if s.seat == FAR]


def test_the_far_band_is_found_in_the_stricter_mask():
    """Seed 1254208, one card a pile: the far seat's The Boxer, its band joined to its
    artwork in masks 0 and 20, is found in a far zone's third mask."""
    frame, truth, pile = _table(1254208, 1)
    assert pile == ["the_boxer"]
    reader = CardReader("arkham", markers=False)
    reader.layout.apply(reader.read(frame))
    to_seat = reader.layout.zone(FAR).to_seat
    rect = rectify_zone(cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY), to_seat)[0]
    card = next(c for c in truth.cards if c.seat == FAR and c.zone == "discard")
    c2i = cv2.getPerspectiveTransform(
        np.float32([[0, 0], [ad.CARD_W_MM, 0], [ad.CARD_W_MM, ad.CARD_H_MM],
                    [0, ad.CARD_H_MM]]), np.array(card.polygon, np.float32))
    corner = cv2.perspectiveTransform(np.array([[[2.0, 2.0]]]),
                                      np.linalg.inv(zone_homography(to_seat)) @ c2i)[0, 0]

    def at_corner(bands):
        return [b for b in bands
                if math.hypot(b.corner[0] - corner[0], b.corner[1] - corner[1]) <= 4 * S]

    assert at_corner(find_bands(rect)) == []
    found = at_corner(find_bands(rect, far=True))
    assert len(found) == 1 and found[0].strict, found
    assert all(not b.strict for b in find_bands(rect))


@pytest.mark.parametrize("seed, cards, key", [
    (1254208, 1, "the_boxer"),     # identified
    (1254203, 2, "cultists"),      # its Other World bit left open
])
def test_the_far_card_is_read(seed, cards, key):
    frame, _, pile = _table(seed, cards)
    assert pile[-1] == key
    got = _far_readings(frame)
    assert any(key in c for c in got), got
    assert all(set(pile) & set(c) for c in got), got  # nothing else named there


def test_a_deconvolved_reading_is_not_shadowed():
    """Seed 1403002, two cards a pile: the far seat's Deep One, under The Sailor, is read
    from the deconvolved frame's band; the stricter mask's band ~2 mm lower at the same
    card (refused there) is read after it, not instead (a first version lost it)."""
    frame, _, pile = _table(1403002, 2)
    assert pile == ["deep_one", "the_sailor"]
    assert ("deep_one",) in _far_readings(frame)

"""Face-up cards in the middle of the table (``vision.centre_cards``): the set-aside card is
read from its cross (two candidates in the Arkham editions, one in the original), and a
table centre without one gives no sighting (patterned cloths, hands, mugs, a deck)."""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from benchmarks.vision_accuracy import card_under, scene_at
from vision.card_bands import turn_to_image
from vision.pipeline import CardReader
from vision.render import PRESETS, build_scene, render_table


def _outside_zones(reader, reading):
    return [s for s in reading.sightings if reader.layout.locate(s.center)[0] is None]


@pytest.mark.parametrize("index", [12, 4])
def test_set_aside_card_read_with_both_candidates(index):
    """Benchmark frames 12 (clean, 6 seats) and 4 (harsh, 3 seats): Stowaway Eggs in the
    middle is read as "R'lyeh or Stowaway Eggs" (same code), on that card, and nothing
    else is read outside the seat zones."""
    _preset, frame, truth = scene_at(index, False, seed0=5000)
    reader = CardReader("arkham", markers=False)
    reading = reader.read(frame)
    middle = _outside_zones(reader, reading)
    assert len(middle) == 1
    s = middle[0]
    assert set(s.candidates) == {"rlyeh", "stowaway_eggs"} and s.rank == 0
    cards = [c for c in truth.cards if c.key]
    assert card_under(s.center, s.candidates, cards).zone == "set_aside"


def test_original_edition_names_mi_go_braincase():
    """In the original edition the cross-only code is Mi-Go Braincase's alone."""
    cond = replace(PRESETS["clean"], markers=False)
    frame, _ = render_table(build_scene({1: ["cthulhu_original"]}, seats=4, edition="original",
                                        conditions=cond, seed=1))
    reader = CardReader("original", markers=False)
    middle = _outside_zones(reader, reader.read(frame))
    assert [s.candidates for s in middle] == [("mi_go_braincase",)]


@pytest.mark.parametrize("preset,cloth,deck", [("busy", None, 0), ("harsh", None, 5),
                                               ("clean", "polka", 0), ("typical", "tiles", 5)])
def test_empty_table_centre_gives_nothing(preset, cloth, deck):
    """No set-aside card (a cloth, the busy preset's hands and mugs, a face-down deck): no
    sighting outside the seat zones."""
    cond = replace(PRESETS[preset], markers=False, **({"tablecloth": cloth} if cloth else {}))
    zones = {1: ["the_boxer", "shoggoth"], 2: ["the_urchin"], 3: ["cthulhu"]}
    frame, _ = render_table(build_scene(zones, seats=4, conditions=cond, seed=21,
                                        set_aside=[], deck=deck))
    reader = CardReader("arkham", markers=False)
    assert _outside_zones(reader, reader.read(frame)) == []


@pytest.mark.parametrize("k", range(4))
def test_turn_to_image_maps_turned_pixels_back(k):
    img = np.arange(5 * 7).reshape(5, 7)
    turned = np.rot90(img, k)
    t = turn_to_image(k, *img.shape)
    for y in range(turned.shape[0]):
        for x in range(turned.shape[1]):
            u, v, _ = t @ (x, y, 1.0)
            assert turned[y, x] == img[int(round(v)), int(round(u))]

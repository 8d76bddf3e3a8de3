"""The far seat's pile of a tilted sticker-only table read card by card (issue 4, session
55, far55). A refused far block is read again from the frame deconvolved round it
(:func:`vision.sticker_deblur.read_deblurred`); at 0.8 of the sigma measured there (the
marker deck's share) the far seat's dots stayed under the filters' thresholds ("no row can
start here"); read once more at 0.9 (:data:`vision.sticker_deblur.SECOND_FACTOR`), this
table's far Investigators is read once The Stowaway Eggs lies on it, and The Boxer laid
next (their Other World bit left open: two candidates each). Rendered table: 4 seats,
the tilted preset (40°, far-side blur), seed 1254202 (the far seat, seat 3: Investigators,
The Stowaway Eggs, The Boxer), its piles grown as the demo grows them."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from companion.cards import edition_cards
from vision.pipeline import CardReader
from vision.render import PRESETS, build_scene, render_table

SEED = 1254202
FAR = 3


def _frame(cards: int):
    """The table with ``cards`` cards in every seat's pile (``H×W×3 uint8 BGR``, 720p)."""
    keys = [c.key for c in edition_cards("arkham") if c.key != "tommy_gun"]
    rng = random.Random(SEED)
    piles = {q: [rng.choice(keys) for _ in range(4)] for q in (1, 2, 3, 4)}
    cond = replace(PRESETS["tilted"], markers=False, seed=SEED * 10 + cards)
    zones = {q: pile[:cards] for q, pile in piles.items()}
    assert zones[FAR] == ["investigators", "stowaway_eggs", "the_boxer"][:cards]
    frame, truth = render_table(build_scene(zones, seats=4, conditions=cond, seed=SEED,
                                            growing=True))
    assert min(c.polygon[0][1] for c in truth.cards if c.seat == FAR) < 120  # the far side
    return frame


def _far_readings(cards: int) -> list:
    reader = CardReader("arkham", markers=False)
    reading = reader.layout.apply(reader.read(_frame(cards)))
    return [s.candidates for s in reading.sightings if s.seat == FAR]


@pytest.mark.parametrize("cards, key", [(2, "investigators"), (3, "the_boxer")])
def test_the_far_seats_card_is_read(cards, key):
    got = _far_readings(cards)
    assert any(key in c for c in got), got
    # nothing else named there: every reading is one of the pile's cards
    pile = {"investigators", "stowaway_eggs", "the_boxer"}
    assert all(pile & set(c) for c in got), got

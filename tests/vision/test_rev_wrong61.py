"""Review of wrong61 (the 2-player face-up row read in the middle's strip, sticker-only deck):
rev-wrong61's fresh 2-player row tables 1580000+ (every preset, hands, hot spots, 1080p,
growing piles), main 31a0ee06 vs wrong61 frame by frame in one process."""
from __future__ import annotations

import random
from dataclasses import replace

from benchmarks.vision_accuracy import setup_frame
from tests.vision.test_two_player_row import middle_sightings, row_deal
from vision.render import PRESETS, build_scene, render_table

#: rev-wrong61's presets in turn (every preset of vision.render.PRESETS)
ALL = ("clean", "typical", "tilted", "dim", "harsh", "busy", "curled")


def review_row_table(index: int):
    """``(frame, truth, set-up frame)``: rev-wrong61's fresh 2-player row table ``index``
    (seed 1580000 + index, stickers only, the presets of :data:`ALL` in turn): 0-4 cards
    in each zone, a row of Stowaway Eggs and 1, 3 or 5 cards, some with a hand, a hot spot
    or at 1080p, some piles grown card by card."""
    s = 1580000 + index
    rng = random.Random(s)
    deck, zones = row_deal(rng)
    n = rng.choice([5, 5, 5, 3, 1])
    row = ["stowaway_eggs"] + [deck.pop() for _ in range(n)]
    extra: dict = {}
    v = rng.random()
    if v < 0.2:
        extra["hands"] = 1
    elif v < 0.35:
        extra["hotspot"] = 0.8
        extra["hotspot_at"] = (rng.uniform(.2, .8), rng.uniform(.3, .7))
    elif v < 0.45:
        extra["size"] = (1920, 1080)
    cond = replace(PRESETS[ALL[index % 7]], markers=False, seed=s, **extra)
    if "size" not in extra:
        cond = replace(cond, size=(1280, 720))
    growing = rng.random() < 0.4
    scene = build_scene(zones, seats=2, conditions=cond, seed=s,
                        cascade="down" if growing else rng.choice(["down", "down", "left",
                                                                   "right"]),
                        set_aside=row, deck=rng.choice([0, 8]), growing=growing)
    frame, truth = render_table(scene)
    return frame, truth, setup_frame(scene)


def _middle_told(index: int) -> list:
    """``(candidates, key of the card under it)`` of every sighting outside the zones on
    review row table ``index``, the seats learnt from its set-up frame."""
    return middle_sightings(*review_row_table(index))


def test_a_turned_row_card_cut_at_the_next_card_is_not_read_as_another():
    """Fresh 1580024 (dim, a full row): the Dilettante, turned 180° second in the row, its
    own block under The Fed, shows its top band from its right end to The Fed's left edge;
    that edge was taken for the band's left end and a lone dot read on the Dilettante's
    own band: "the Investigators" said face up in the middle (wrong61; main read no row
    card). Not on another read card's artwork, so ``_off_artwork`` kept it."""
    told = _middle_told(24)
    assert [t for t in told if t[1] not in t[0]] == []

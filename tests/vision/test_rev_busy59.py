"""Review of busy59 (session 59, rev-busy59): every light component tried as a name band,
one lying in a hole of another too (:func:`vision.card_bands._open_contours`,
``RETR_CCOMP``).

On a light cloth a card's dark printed frame is a hole in the cloth's light component, and
not only the name band lies in it: the artwork window's light parts and the rules box do
too. Fresh stream 1533500 (6 seats, busy preset, 1080p, seats forgotten): seat 2's Tommy
Gun (no tactile sticker) is read as The Investigators in 12 of the 15 pictures 105-119
(a light part of its artwork window, enclosed by the card's frame, taken for a band; the
artwork's ring and dots read as a code), and the branch's ``TableWatcher`` makes it a
stable card at picture 117 (a false card said at the table). Main reads nothing there.
Fixed on rev-busy59: a card read where a framed band read blank (a card without a sticker,
not a rules box) has its artwork window, darker than that band, is dropped as one read
under a read card's band was (:func:`vision.art_panel.under_own_band`,
:meth:`vision.sticker_cards.CardFirstReader._zone_cards`)."""
from __future__ import annotations

import random
from dataclasses import replace

from companion.cards import edition_cards
from tests.vision.fresh_tables import told
from vision.render import PRESETS, build_scene, render_table


def _stream_1533500_picture(idx: int):
    """Picture ``idx`` of review stream 1533500 (/tmp/s59/rev-busy59/stream.py: piles grown
    round-robin over 6 seats, 15 pictures a state): ``(H×W×3 uint8 BGR, FrameTruth)``."""
    seed, seats, per = 1533500, 6, 15
    keys = [c.key for c in edition_cards("arkham")]
    rng = random.Random(seed)
    full = {q: [rng.choice(keys) for _ in range(rng.randint(2, 3))] for q in range(1, seats + 1)}
    order = [(q, k) for k in range(3) for q in range(1, seats + 1) if k < len(full[q])]
    zones = {q: [] for q in full}
    for q, k in order[:idx // per]:
        zones[q].append(full[q][k])
    cond = replace(PRESETS["busy"], size=(1920, 1080), markers=False, seed=seed * 100 + idx)
    return render_table(build_scene(zones, seats=seats, growing=True, conditions=cond,
                                    seed=seed))


def test_no_card_read_from_the_artwork_of_a_card_on_a_light_cloth():
    frame, truth = _stream_1533500_picture(117)
    # every sighting on a card it may be (a sighting on no card counts as wrong too)
    assert [t for t in told(frame, truth) if t[2] is None or t[2] not in t[1]] == []

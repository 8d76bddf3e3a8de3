"""Review of far57 (session 57, rev-far57): the far refit's duplicate guard.

far57 reads a far band refused for its frame or its row once more with the card's y axis
fitted to the band's light edges (:func:`vision.far_fit.refit`) and moves that band's corner
to the fitted card's, so that the stricter mask's band of the same card (~2 mm lower, read
last only where no card was read, :data:`vision.sticker_cards.SAME_BAND_PX`) is not read
again. Its first version, without the move, named one card twice (far57's 1403500 f19); no
test of the branch held that: this one fails when the corner is not moved (checked by the
review: ``_refit_read`` returning the band unmoved names seat 2's Investigators twice)."""
from __future__ import annotations

from collections import Counter

from benchmarks.vision_accuracy import _render, card_under, random_tables
from vision.pipeline import CardReader


def test_a_refitted_far_card_is_named_once():
    """Fresh seed 1403500, table 19 of the benchmark's random tables in the tilted preset
    (720p, sticker-only): every sighting lies on a card it names, and no card is named by
    two sightings (seat 2, the far zone here: its Investigators, refitted)."""
    seed0, i = 1403500, 19
    table = next(t for k, t in enumerate(random_tables(seed0)) if k == i)
    _, frame, truth = _render(i, table, False, (1280, 720), False, seed0, ("tilted",))
    cards = [c for c in truth.cards if c.key]
    reader = CardReader("arkham", markers=False)
    named: Counter = Counter()
    for s in reader.layout.apply(reader.read(frame)).sightings:
        c = card_under(tuple(map(float, s.center)), tuple(s.candidates), cards)
        assert c is not None and c.key in s.candidates, (s.candidates, c)
        named[(c.key, c.seat, c.index)] += 1
    assert ("investigators", 2, 1) in named
    assert all(n == 1 for n in named.values()), named

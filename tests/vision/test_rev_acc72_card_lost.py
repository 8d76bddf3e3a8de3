"""Review of acc72 (session 72): a card read on main that :data:`vision.glare_pass.LIT_REJECTED`
loses (rev-acc72's A/B on fresh 720p seed 9758000, every preset, 252 frames: the only card
lost; it is not counted by the benchmark, so the figure does not move)."""
from __future__ import annotations

import pytest

from benchmarks.vision_accuracy import card_under, scene_at
from vision.pipeline import CardReader


def _identified_cards(frame, truth) -> set[tuple[str, int, int]]:
    """``(key, seat, index)`` of the cards a fresh marker-deck reader identifies in
    ``frame`` (the benchmark's rule, :func:`benchmarks.vision_accuracy.card_under`)."""
    cards = [c for c in truth.cards if c.key]
    out = set()
    for s in CardReader("arkham", markers=True).read(frame).sightings:
        c = card_under(s.center, s.candidates, cards)
        if c is not None and s.identified and c.key in s.candidates:
            out.add((c.key, c.seat, c.index))
    return out


@pytest.mark.xfail(strict=True, reason=(
    "rev-acc72, LOW: 720p 9758000 f237 (dim, noisy, a leftward cascade of four cards at the "
    "bottom edge): main's near-model pass reads the Entertainer's top marker (id 3, centre "
    "(713, 595), a few px under the Urchin) but not the Urchin's (id 9, (681, 602)); with "
    "LIT_REJECTED the main pass's rejected quad of the Urchin's marker is read first, and the "
    "near-model pass then no longer reads the Entertainer's: one card read for another (both "
    "uncounted, markers not whole). Mend: let the near-model pass try the zone one step past a "
    "marker the rule read (or run the rule after the near passes, on the quads still unread)"))
def test_the_lit_rejected_rule_keeps_a_card_the_near_model_pass_read():
    preset, frame, truth = scene_at(237, True, seed0=9758000)
    assert preset == "dim"
    got = _identified_cards(frame, truth)
    assert ("the_urchin", 1, 1) in got  # read by the rule (main misses it)
    assert ("the_entertainer", 1, 0) in got, "the Entertainer, read on main, is lost"

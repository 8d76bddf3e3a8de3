"""Review of hb63: ``StableQueries.first_unsaid`` counts, as ``Stabilizer._glimpsed`` does,
only a card lying still in 2 readings in a row, first read after the zone's newest card
became stable: a hand card carried across the zone, or an earlier turn's glimpse, is no
reading of the card entered by key (it took the doubt off a card laid out of turn)."""
from __future__ import annotations

from vision.stabilize import Stabilizer

from .test_stabilize import _frames, _s


def test_a_card_carried_across_the_zone_is_no_first_reading():
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    _frames(stab, [[_s(["the_urchin"], 100, 100)], [_s(["the_urchin"], 115, 100)], [], []])
    assert stab.first_unsaid(1, ["the_urchin"]) is None
    _frames(stab, [[_s(["the_urchin"], 300, 100)], [], [_s(["the_urchin"], 300, 100)]], start=4)
    assert stab.first_unsaid(1, ["the_urchin"]) == 0.4  # lying still: read from then


def test_a_glimpse_before_the_zones_newest_card_was_made_stable_is_no_first_reading():
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    # an earlier turn: the Urchin glimpsed at one place, then the Fed laid and made stable
    _frames(stab, [[_s(["the_urchin"], 300, 100)], [_s(["the_urchin"], 300, 100)]])
    assert stab.first_unsaid(1, ["the_urchin"]) == 0.0
    assert _frames(stab, [[_s(["the_fed"], 100, 100)]] * 4, start=2)
    assert stab.first_unsaid(1, ["the_urchin"]) is None

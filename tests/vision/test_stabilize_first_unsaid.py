"""``Stabilizer.first_unsaid``: when a card the camera read now and then but never made
stable was first read in a zone (fresh QA63 HIGH-2: Alice's Urchin read under hands and
mugs from 37.8 s, her play entered by key at 44.3 s)."""
from __future__ import annotations

from vision.stabilize import Stabilizer

from .test_stabilize import _frames, _s


def test_a_card_read_now_and_then_is_first_read_when_its_first_reading_was():
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    urchin, fed = _s(["the_urchin"], 100, 100), _s(["the_fed"], 100, 100, seat=2)
    # 1 picture in 3: never stable; dropped, then read again (a new pending track)
    events = _frames(stab, [[urchin], [], [], [urchin], [], [], [], [], [], [], [urchin],
                            [], [], [urchin]])
    assert events == []
    assert stab.first_unsaid(1, ["the_urchin", "necronomicon"]) == 0.0
    assert stab.first_unsaid(1, ["the_fed"]) is None  # another name
    assert stab.first_unsaid(2, ["the_urchin"]) is None  # another zone
    _frames(stab, [[fed]] * 4, start=14)  # stable: said, no longer asked about
    assert stab.first_unsaid(2, ["the_fed"]) is None
    stab.reset()  # the cards gathered
    assert stab.first_unsaid(1, ["the_urchin"]) is None


def test_a_card_read_once_is_no_reading():
    stab = Stabilizer(min_hits=3, window=5, min_dwell_s=0)
    _frames(stab, [[_s(["the_urchin"], 100, 100)], [], []])
    assert stab.first_unsaid(1, ["the_urchin"]) is None

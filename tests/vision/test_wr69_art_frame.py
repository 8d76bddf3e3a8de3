"""Session 69 (wr69, issue 4): a card lying inside another read card's artwork window is
told from the art by its own printed frame (:func:`vision.art_panel.framed_as_art`), not by
the two places' light alone (:data:`vision.art_panel.WINDOW_INNER_GROUND_MAX`).

Frame: fresh 9748200 frame 15 (tilted preset, 720p, seats forgotten), seat 6's
Investigators lying on a Deep One, its corner inside the Deep One's window, under a hard
shadow whose edge crosses that window (``test_rev_stw68._shadowed``: every pixel past the
line times ``gain``). Its ground falls to ``0.83 × gain`` of the Deep One's band; its frame
share stays 0.31–0.32 (the art's light parts: 0.55–0.68)."""
from __future__ import annotations

import pytest

from tests.vision.test_rev_stw68 import _shadowed
from tests.vision.test_stw68_shared_wrong import _told, _wrong


@pytest.mark.parametrize("gain", [0.5, 0.4])
def test_a_card_in_a_deeper_shadow_on_another_s_art_is_still_read(gain):
    """Gains 0.5 and 0.4 (ground ratio ~0.41 and ~0.33, under the wrong art ring's 0.35 of
    fresh 9747200 frame 38): the Investigators still read right, nothing wrong (main
    254ba33b drops it at both)."""
    frame, truth = _shadowed(gain)
    told = _told(frame, truth)
    assert (("investigators",), "investigators") in told
    assert _wrong(told) == []

"""Review of twin52 (:data:`vision.card_tracks.TWIN_ALONE_S`): a card nudged by the hand
laying the next card of its zone is no "second copy?" sign at any camera rate.

The stabilizer's pictures come 5 to 30 a second (``Stabilizer``'s ``min_dwell_s``: "cameras
run at 5-30 frames a second"; the grabber drops the pictures a loaded machine cannot
read). At 5 a second a picture is 0.2 s, longer than TWIN_ALONE_S (0.15 s): a nudged card
uncovered in the picture before the next card (the fingers leaving one a moment before the
other, between two pictures) was read "alone" 0.2 s, a sign, and the check's next card was
held and asked about (the finding twin52 fixed at 30 a second: F720b's table). The readings
are known40's (tests/vision/test_stabilize_twin_copy.py)."""
import math

import pytest

from vision.card_tracks import COVER_S
from vision.stabilize import Stabilizer

from .test_stabilize_twin_copy import CHECK, PILE, PLAYED, _run
from .test_twin50_sign import NEXT


def _sign(fps, alone):
    """The pile said (3 s), a hand over its newest card (COVER_S and a picture), the card
    read again moved (known40's copy reading) in ``alone`` pictures, then the Boxer laid
    beside it (3 s): the Boxer's ``covered_twin``."""
    stab = Stabilizer()
    said = _run(stab, [PILE + (CHECK,)] * (3 * fps), 0, fps)
    assert len(said) == 4
    frames = [PILE] * (math.ceil(COVER_S * fps) + 1) + [PILE + (PLAYED,)] * alone
    start = 3 * fps
    assert _run(stab, frames, start, fps) == []
    events = _run(stab, [PILE + (PLAYED, NEXT)] * (3 * fps), start + len(frames), fps)
    assert [e.key for e in events] == ["the_boxer"]
    return events[0].covered_twin


@pytest.mark.parametrize("fps", [5, 10, 30])
def test_a_card_uncovered_one_picture_before_the_next_one_is_no_sign(fps):
    # a nudge: the fingers leave it between two pictures, then the next card
    assert _sign(fps, 1) == ()


@pytest.mark.parametrize("fps, alone", [(5, 2), (10, 2), (30, 5)])
def test_a_copy_read_alone_two_pictures_and_0_15_s_is_a_sign(fps, alone):
    # a copy laid squarely on its twin, read alone while the hand goes for the next card
    assert _sign(fps, alone) == ("investigators",)

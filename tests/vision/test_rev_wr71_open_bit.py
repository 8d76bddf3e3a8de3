"""rev-wr71 (session 71): review of wr71's Other World bit left open by
:func:`vision.cross_above.cross_above` ("Investigators or Cultists" instead of
"Investigators" when the cross may lie above its place as read): how such a hedge flows
through the stabilizer (:class:`vision.stabilize.Stabilizer`, sticker-only tracks) and the
tracker (a "Which card is it?" question, never a silent guess)."""
from __future__ import annotations

import pytest

from companion.narration import narrate
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker
from tests.vision.test_stabilize import _frames, _s
from vision.records import FrameReading
from vision.stabilize import Stabilizer

HEDGE = ["cultists", "investigators"]  # the Other World bit open: wr71's reading


def _said(pictures: list[list[str]]) -> list[tuple[int, tuple[str, ...]]]:
    """``(picture, candidates)`` of every card the stabilizer makes stable from one card's
    sticker readings, one a picture (``pictures``: its candidates each picture; a hedge at
    :func:`vision.sticker_read.card_sighting`'s confidence 0.6, an exact reading 0.8)."""
    stab = Stabilizer(min_dwell_s=0)
    frames = [[_s(k, 100, 100, source="sticker", conf=0.6 if len(k) > 1 else 0.8)]
              for k in pictures]
    return [(e.frame_index, e.candidates) for e in _frames(stab, frames)]


def test_a_hedge_read_in_every_picture_is_made_stable_as_a_hedge():
    """Six pictures "Investigators or Cultists" (9752423's Cultists on wr71): the card is
    stable with both names (the tracker asks), not as either card."""
    assert _said([HEDGE] * 6) == [(5, ("cultists", "investigators"))]


def test_hedges_and_right_readings_mixed_name_the_right_card():
    """A hedge does not keep a card from being identified when other pictures of the same
    window read it right: three hedges and three "Cultists" make a stable "Cultists"."""
    assert _said([HEDGE, ["cultists"]] * 3) == [(5, ("cultists",))]


def test_one_no_cross_picture_does_not_outvote_five_hedges():
    """Five pictures "Investigators or Cultists", one "Investigators": nothing is said as
    "Investigators" alone (the hedge or nothing)."""
    said = _said([HEDGE] * 5 + [["investigators"]])
    assert (5, ("investigators",)) not in said


def test_a_stable_hedge_read_right_later_is_told_right():
    """Six hedged pictures, then six "Cultists": the card is made stable as the hedge (one
    CardAppeared, no second card), then narrowed to the Cultists once the pictures agree
    (wr72: :meth:`Stabilizer.take_narrowed`, the camera's answer to the tracker's
    question)."""
    stab = Stabilizer(min_dwell_s=0)
    said, narrowed = [], []
    for i, k in enumerate([HEDGE] * 6 + [["cultists"]] * 6):
        said += stab.update(FrameReading(i, i / 10, (_s(k, 100, 100, source="sticker",
                                                        conf=0.6 if len(k) > 1 else 0.8),)))
        narrowed += [(i, x.candidates, x.was) for x in stab.take_narrowed()]
    assert [(e.frame_index, e.candidates) for e in said] == [(5, ("cultists", "investigators"))]
    # the third "Cultists": three of the last six pictures read it alone, three hedge (as
    # three and three make a pending card stable as the Cultists)
    assert narrowed == [(8, ("cultists",), ("cultists", "investigators"))]
    assert stab.stable_cards == ((1, ("cultists",)),)


def test_a_hedged_card_is_asked_never_stated():
    """The tracker given wr71's hedge for Bob's play asks which card it is and says
    neither as fact."""
    t = tracker(3)
    events = feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, HEDGE))
    lines = [narrate(e, ["Ann", "Bob", "Cy"], "en") for e in events]
    assert t.question is not None and t.question.value == "card"
    assert set(t.question.info) == set(HEDGE)
    assert lines[-1] == ("Which card in Bob's zone: the Cultists or the Investigators? "
                         "1 the Cultists, 2 the Investigators.")
    assert not any(line.startswith("Bob: ") for line in lines)

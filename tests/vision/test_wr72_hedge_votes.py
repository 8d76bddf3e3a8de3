"""wr72 (session 72): how a sticker-only card's pictures vote when some hedge
(:mod:`vision.hedge_votes`), through the stabilizer (:class:`vision.stabilize.Stabilizer`)
and to the tracker (:func:`companion.app.hedge_narrowed.settle_narrowed`)."""
from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

from companion.app.hedge_narrowed import settle_narrowed
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, tracker
from tests.vision.test_stabilize import _frames, _s
from vision.hedge_votes import HedgeNarrowed, agrees, narrowed, sticker_identity
from vision.records import FrameReading
from vision.stabilize import Stabilizer

HEDGE = ("cultists", "investigators")


def _run(pictures, source="sticker"):
    """``(said, narrowed)`` of one card read ``pictures`` (candidates a picture) at one
    place: the stabilizer's records ``(frame, candidates)`` and its narrowed hedges."""
    stab = Stabilizer(min_dwell_s=0)
    said, narrow = [], []
    for i, k in enumerate(pictures):
        conf = 0.6 if len(k) > 1 else 0.8
        said += [(e.frame_index, e.candidates) for e in stab.update(
            FrameReading(i, i / 10, (_s(k, 100, 100, source=source, conf=conf),)))]
        narrow += [(i, x.candidates) for x in stab.take_narrowed()]
    return said, narrow


def test_a_hedge_in_most_pictures_wins_over_its_exact_card():
    """Four hedges and two "Investigators": the hedge (the tracker asks); three and three:
    the Investigators (as before wr72: an exact reading read as often settles it)."""
    assert sticker_identity(Counter({HEDGE: 4, ("investigators",): 2})) == (HEDGE, 6)
    assert sticker_identity(Counter({HEDGE: 3, ("investigators",): 3})) == (
        ("investigators",), 6)
    said, _ = _run([list(HEDGE)] * 4 + [["investigators"]] * 2)
    assert said == [(5, HEDGE)]


def test_a_marker_card_keeps_exact_beats_ambiguous():
    """The rule is the sticker-only tracks': a marker card read exactly in one picture and
    ambiguous in the next three is stable (4 of 6) as the exact card, as before."""
    said, narrow = _run([["investigators"]] + [list(HEDGE)] * 3, source="aruco")
    assert said == [(3, ("investigators",))] and narrow == []


def test_an_exact_reading_agrees_with_a_hedge_holding_it_and_nothing_else():
    assert agrees(HEDGE, ("cultists",)) and agrees(HEDGE, HEDGE)
    assert agrees(("cultists",), HEDGE) and agrees(("cultists",), ("cultists",))
    assert not agrees(HEDGE, ("the_fed",)) and not agrees(("cultists",), ("investigators",))
    assert not agrees(HEDGE, ("cultists", "the_fed"))


def test_a_stable_hedge_is_not_narrowed_while_a_picture_reads_another_card():
    """Hedge stable, then pictures "Cultists" with one "The Fed" among them at its place:
    not narrowed while that picture is in the window."""
    assert narrowed(HEDGE, [("cultists",)] * 5 + [("the_fed",)], 6) is None
    assert narrowed(HEDGE, [("cultists",)] * 5, 6) is None  # too few pictures
    assert narrowed(HEDGE, [HEDGE] * 4 + [("cultists",)] * 2, 6) is None  # hedges most
    assert narrowed(HEDGE, [HEDGE] * 3 + [("cultists",)] * 3, 6) == ("cultists",)
    said, narrow = _run([list(HEDGE)] * 6 + [["cultists"]] * 2 + [["the_fed"]]
                        + [["cultists"]] * 6)
    assert said == [(5, HEDGE)]
    # picture 8 (The Fed at its place) leaves the sticker window with picture 14
    assert narrow == [(14, ("cultists",))]


def _session(t):
    """A stand-in for the app's session: its tracker, observations fed to it."""
    seen = []

    def observe(obs, check=False):
        seen.append((obs, check))
        return feed(t, obs)
    return SimpleNamespace(tracker=t, observe=observe), seen


def test_a_narrowed_hedge_settles_the_trackers_question_as_a_check():
    """Bob's card stable as "Cultists or Investigators" (the tracker asks), narrowed since
    to the Cultists: the question is answered by the camera, as a reading to check."""
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, list(HEDGE)))
    session, seen = _session(t)
    assert settle_narrowed(session, HedgeNarrowed(2, ("cultists",), HEDGE, 7, 40, 4.0))
    assert t.question is None and t.view().seats[1].zone == ("cultists",)
    assert seen == [(o.was("cultists", seen=True), True)]


def test_a_narrowed_hedge_of_another_zone_or_card_changes_nothing():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, list(HEDGE)))
    session, seen = _session(t)
    assert not settle_narrowed(session, HedgeNarrowed(3, ("cultists",), HEDGE, 7, 40, 4.0))
    assert not settle_narrowed(session, HedgeNarrowed(
        2, ("deep_one",), ("deep_one", "the_boxer"), 7, 40, 4.0))
    assert t.question is not None and seen == []

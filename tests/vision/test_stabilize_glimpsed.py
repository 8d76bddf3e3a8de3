"""The cards a zone's new card comes after that were read but never stable
(:attr:`vision.records.CardAppeared.glimpsed`; fresh QA55 HIGH-2, session 55, busy55: a
Sanity check's two cards under a hand and a mug 2 pictures in 3, read in 6 and 4 pictures,
never reported; the player's play read next was taken as the check's card)."""
from __future__ import annotations

from vision.records import FrameReading
from vision.stabilize import GLIMPSE_HITS, Stabilizer

from .test_stabilize import _s


def _run(per_frame):
    stab = Stabilizer(min_hits=4, window=6, min_dwell_s=0)
    events = []
    for i, sightings in enumerate(per_frame):
        events += stab.update(FrameReading(i, i / 10, tuple(sightings)))
    return events


def _glimpses(key, reads, covered=4, times=3):
    """``key`` on the pile's top (100, 160) read ``reads`` pictures in ``reads + covered``,
    ``times`` times."""
    card = _s([key], 100, 160)
    return ([[card]] * reads + [[]] * covered) * times


def test_cards_read_but_never_stable_before_a_zone_s_card_are_told_with_it():
    old = _s(["necronomicon"], 100, 100)
    musician = _s(["the_musician"], 100, 160)
    frames = [[old]] * 6 + [[old, *f] for f in _glimpses("investigators", 2)] \
        + [[old, *f] for f in _glimpses("the_sailor", 2)] + [[old, musician]] * 6
    events = _run(frames)
    assert [e.key for e in events] == ["necronomicon", "the_musician"]
    assert events[0].glimpsed == ()
    assert events[1].glimpsed == (("investigators",), ("the_sailor",))


def test_a_card_read_once_or_of_a_stable_card_s_name_or_its_own_is_no_glimpse():
    assert GLIMPSE_HITS == 2
    old = _s(["necronomicon"], 100, 100)
    musician = _s(["the_musician"], 100, 160)
    frames = [[old]] * 6 + [[old, *f] for f in _glimpses("investigators", 1, covered=6, times=1)] \
        + [[old, *f] for f in _glimpses("necronomicon", 2)] \
        + [[old, *f] for f in _glimpses("the_musician", 2)] + [[old, musician]] * 6
    events = _run(frames)
    assert [e.key for e in events] == ["necronomicon", "the_musician"]
    assert events[1].glimpsed == ()


def test_a_glimpse_before_the_zone_s_previous_card_or_in_another_zone_is_not_told():
    old = _s(["necronomicon"], 100, 100)
    fed = _s(["the_fed"], 300, 100, seat=2)
    musician = _s(["the_musician"], 100, 160)
    frames = [*_glimpses("investigators", 2)] + [[old]] * 6 \
        + [[old, *(_s(["the_sailor"], 300, 160, seat=2) for _ in f)]
           for f in _glimpses("x", 2)] + [[old, fed]] * 6 + [[old, fed, musician]] * 6
    events = _run(frames)
    assert [e.key for e in events] == ["necronomicon", "the_fed", "the_musician"]
    assert events[2].glimpsed == ()

"""Review of busy55 (session 55, rev-busy55): the cards a new card is told glimpsed after
(:attr:`vision.records.CardAppeared.glimpsed`) are those first read before it, never a card
first read with it or after it (laid after it, pending while it settles); read lying still
(not carried across the zone); named as an older card of the zone only when that card was
read elsewhere in a same picture (session 56, check56: the review's LOW and HIGH fixed)."""
from __future__ import annotations

from vision.records import FrameReading
from vision.stabilize import Stabilizer

from .test_stabilize import _s
from .test_stabilize_glimpsed import _run


def test_rev_busy55_a_card_laid_after_and_pending_is_no_glimpse():
    old = _s(["necronomicon"], 100, 100)
    inv, sailor = _s(["investigators"], 100, 160), _s(["the_sailor"], 100, 220)
    events = _run([[old]] * 6 + [[old, inv]] * 2 + [[old, inv, sailor]] * 6)
    assert [e.key for e in events] == ["necronomicon", "investigators", "the_sailor"]
    assert [e.glimpsed for e in events] == [(), (), ()]


def test_rev_busy55_cards_first_read_together_are_no_glimpses_of_each_other():
    # a table seen at once (a resume, a hand lifted off a pile): the older is told first
    cards = [_s(["necronomicon"], 100, 100), _s(["investigators"], 100, 160),
             _s(["the_sailor"], 100, 220)]
    events = _run([cards] * 6)
    assert [e.glimpsed for e in events] == [(), (), ()]


def test_rev_busy55_a_card_carried_across_the_zone_is_no_glimpse():
    old = _s(["necronomicon"], 100, 100)
    carried = [[old, _s(["the_fed"], 60 + 12 * i, 160)] for i in range(6)]
    inv = _s(["investigators"], 100, 160)
    events = _run([[old]] * 6 + carried + [[old]] * 7 + [[old, inv]] * 6)
    assert [e.key for e in events] == ["necronomicon", "investigators"]
    assert events[1].glimpsed == ()


def test_rev_busy55_glimpses_are_forgotten_with_the_round():
    # a new round (TableWatcher.reset at the deal, a resume's fresh watcher): none carried
    stab = Stabilizer(min_hits=4, window=6, min_dwell_s=0)
    sailor, inv = _s(["the_sailor"], 100, 160), _s(["investigators"], 100, 160)
    frames = ([[sailor]] * 2 + [[]] * 7)
    for i, f in enumerate(frames):
        stab.update(FrameReading(i, i / 10, tuple(f)))
    stab.reset()
    events = []
    for i in range(6):
        events += stab.update(FrameReading(20 + i, 2 + i / 10, (inv,)))
    assert [(e.key, e.glimpsed) for e in events] == [("investigators", ())]


def test_check56_a_glimpse_named_as_an_older_card_read_with_it_elsewhere_is_told():
    # runD: Alice's zone held an Investigators one step under the pile's top; her Sanity
    # check's Investigators, glimpsed on the top while the old one was read at its place,
    # is told; one read only while the old card was not (that card read off its place, a
    # pile slid), or at the old card's own place (read twice), is not
    inv, old = _s(["investigators"], 100, 100), _s(["necronomicon"], 100, 160)
    musician = _s(["the_musician"], 100, 220)
    for at, alone, told in ((160, False, (("investigators",),)), (160, True, ()),
                            (104, False, ())):
        glimpse = _s(["investigators"], 100, at)
        with_it = [old, glimpse] if alone else [inv, old, glimpse]
        frames = [[inv, old]] * 6 + ([with_it] * 2 + [[inv, old]] * 4) * 3 \
            + [[inv, old, musician]] * 6
        events = _run(frames)
        assert [e.key for e in events] == ["investigators", "necronomicon", "the_musician"]
        assert events[2].glimpsed == told, (at, alone)

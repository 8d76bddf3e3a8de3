"""How the vision benchmark scores a frame (``benchmarks.vision_accuracy.score``)."""
from dataclasses import replace

from benchmarks.vision_accuracy import score
from vision.records import FrameReading, Sighting
from vision.render import PRESETS, build_scene, render_table


def _truth():
    """A clean sticker-only table: R'lyeh in seat 1, The Fed in seat 2 (the default
    set-aside Stowaway Eggs lies face up in the middle)."""
    cond = replace(PRESETS["clean"], markers=False)
    _, truth = render_table(build_scene({1: ["rlyeh"], 2: ["the_fed"]}, seats=2,
                                        conditions=cond, seed=3))
    return truth


def _on(truth, key, candidates):
    """A sticker sighting of ``candidates`` over the whole outline of ``truth``'s card ``key``."""
    c = next(x for x in truth.cards if x.key == key)
    return Sighting(candidates=candidates, rank=None, other_world=None, polygon=c.polygon,
                    confidence=0.9, source="sticker", seat=None)


def test_the_cross_alone_pair_is_identified_to_the_code_but_not_identified():
    # issue 4: "a 0 with a cross is R'lyeh or Stowaway Eggs: report both and let the tracker
    # decide"; an open Other World cross is a reader's miss, not the code's limit
    truth = _truth()
    reading = FrameReading(0, 0.0, sightings=(
        _on(truth, "rlyeh", ("rlyeh", "stowaway_eggs")),
        _on(truth, "the_fed", ("nightgaunt", "the_fed"))))
    got = score(reading, truth, markers=False)
    assert got["identified"] == 0
    assert got["ambiguous_right"] == 2
    assert got["to_code"] == 1
    assert got["wrong"] == 0


def test_an_identified_card_counts_to_the_code_and_a_wrong_pair_does_not():
    truth = _truth()
    reading = FrameReading(0, 0.0, sightings=(
        _on(truth, "the_fed", ("the_fed",)),
        _on(truth, "rlyeh", ("cthulhu", "the_dilettante"))))
    got = score(reading, truth, markers=False)
    assert got["identified"] == 1
    assert got["to_code"] == 1
    assert got["wrong"] == 1

"""Readers: ArUco markers, QR codes (both backends), tactile stickers; fusion.

Known answers on frames from the synthetic renderer (``vision.render``) and on simple cards
drawn by ``synth_cards``."""
from __future__ import annotations

from collections import Counter

import cv2
import numpy as np
import pytest

from vision import adaptation as ad
from vision.adaptation import candidates_for
from vision.fusion import fuse
from vision.marker_reader import MarkerReader
from vision.pipeline import CardReader
from vision.qr_reader import QRReader
from vision.records import Sighting
from vision.render import Conditions, build_scene, render_table

from . import synth_cards as sc

SMALL = Conditions(size=(640, 360), view_mm=420, jitter=False, artwork_distractors=False)


def _gray(img):
    return cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)


def _render(zones, seats=2, cond=SMALL, seed=1, **kw):
    return render_table(build_scene(zones, seats=seats, conditions=cond, seed=seed, **kw))


def test_marker_reader_reads_cards_and_seats_on_a_rendered_table():
    frame, truth = _render({1: ["the_boxer", "rlyeh"], 2: ["stowaway_eggs", "deep_one"]})
    cards, seats = MarkerReader("arkham").read(_gray(frame))
    # seat markers whole in view are read (seat 2's is 4 % under a card here: not required)
    whole = {t.seat for t in truth.seats if t.marker.visible}
    assert whole and whole <= {s.seat for s in seats} <= {1, 2}
    keys = sorted(s.key for s in cards)
    # every card with a whole marker in view is read; nothing that is not on the table
    # (a marker 90 % in view may be read too: error-checked, so still the right card)
    expected = sorted(c.key for c in truth.cards if c.key and c.visible_markers)
    assert not (Counter(expected) - Counter(keys))
    assert set(keys) <= {c.key for c in truth.cards if c.key}
    for s in cards:
        assert s.source == "aruco" and s.confidence > 0.5 and s.identified
        assert len(s.polygon) == 4 and s.px_per_mm == pytest.approx(truth.px_per_mm, rel=0.2)


def test_upside_down_card_outline_and_up_vector():
    frame, truth = _render({1: ["the_boxer"], 2: ["deep_one"]})
    cards, _ = MarkerReader("arkham").read(_gray(frame))
    by_key = {s.key: s for s in cards}
    for c in truth.cards:
        if c.key in ("the_boxer", "deep_one"):
            s = by_key[c.key]
            centre = np.mean(c.polygon, axis=0)
            assert np.hypot(*(np.array(s.center) - centre)) < 4.0  # px
            # a whole card shows both (point-symmetric) markers: up is known up to 180°
            assert abs(np.dot(s.up, c.up)) > 0.95
    assert next(c for c in truth.cards if c.key == "deep_one").upside_down


def test_marker_reader_ignores_other_editions_and_reserved_ids():
    t = sc.table(640, 360)
    sc.place(t, sc.card_face("cthulhu_original", stickers=False), (200, 180), 1.5)
    reserved = cv2.aruco.generateImageMarker(
        cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50), 47, 40)
    t[40:80, 450:490] = reserved[:, :, None]
    cards, seats = MarkerReader("arkham").read(_gray(t))
    assert cards == [] and seats == []
    cards, _ = MarkerReader("original").read(_gray(t))
    assert [s.key for s in cards] == ["cthulhu_original"]


@pytest.mark.parametrize("backend", ["zxing", "pyzbar"])
def test_qr_backends_read_the_same_payload(backend):
    cond = Conditions(size=(640, 360), view_mm=250, jitter=False, artwork_distractors=False,
                      qr=True, markers=False)
    frame, truth = _render({1: ["deep_one"]}, cond=cond, set_aside=[])
    got = QRReader("arkham", backend).read(_gray(frame))
    assert [s.key for s in got] == ["deep_one"]
    assert got[0].source == "qr" and got[0].code == 12


def test_qr_reader_rejects_unknown_backend():
    with pytest.raises(ValueError, match="zxing"):
        QRReader("arkham", "tesseract")


def test_rlyeh_and_stowaway_eggs_stay_ambiguous_with_stickers_only():
    """A 0 with a cross is R'lyeh or Stowaway Eggs (issue 4): the sticker reader reports
    both and the tracker decides from the game."""
    for key in ("rlyeh", "stowaway_eggs"):
        frame, _ = _render({1: [key], 2: ["the_boxer"]}, seats=2,
                           cond=Conditions(markers=False, jitter=False), set_aside=[])
        got = CardReader("arkham", markers=False).read(frame).sightings
        assert ("rlyeh", "stowaway_eggs") in [s.candidates for s in got]
        assert all(s.rank == 0 and s.other_world for s in got if len(s.candidates) == 2)
    # the classic edition has no R'lyeh: a lone cross is Stowaway Eggs there
    assert candidates_for(0, True, "arkham-classic") == ("stowaway_eggs",)
    assert candidates_for(0, True, "original") == ("mi_go_braincase",)


def test_fusion_merges_marker_and_sticker_and_keeps_marker_on_conflict():
    outline = ((0.0, 0.0), (63.0, 0.0), (63.0, 88.0), (0.0, 88.0))
    marker = Sighting(("the_boxer",), 3, False, outline, 0.9, "aruco", code=11, up=(0.0, -1.0),
                      px_per_mm=1.0)
    block = ((10.0, 12.0), (26.0, 12.0), (26.0, 20.0), (10.0, 20.0))
    agree = Sighting(("deep_one", "the_boxer"), 3, None, block, 0.8, "sticker")
    [fused] = fuse([marker], [], [agree])
    assert fused.source == "fused" and fused.key == "the_boxer" and fused.confidence > 0.9
    clash = Sighting(("the_urchin",), 4, False, block, 0.8, "sticker")
    [kept] = fuse([marker], [], [clash])
    assert kept.key == "the_boxer" and kept.confidence < 0.9
    # the block at the far end: the card lies reversed, its outline is turned
    far = tuple((63 - x, 88 - y) for x, y in block)
    [turned] = fuse([marker], [], [Sighting(("deep_one", "the_boxer"), 3, None, far, 0.8,
                                            "sticker")])
    assert turned.up == (0.0, 1.0) and turned.polygon[0] == (63.0, 88.0)
    # a sticker-like blob elsewhere on a marker card is artwork: dropped
    middle = tuple((x, y + 40) for x, y in block)
    assert fuse([marker], [], [Sighting(("the_urchin",), 4, False, middle, 0.8, "sticker")]) \
        == [marker]
    # a block on no marker card stays a sticker sighting
    away = tuple((x + 200, y) for x, y in block)
    assert fuse([marker], [], [agree.__class__(("the_urchin",), 4, False, away, 0.8,
                                               "sticker")])[1].source == "sticker"


def test_sighting_validates_its_fields():
    with pytest.raises(ValueError, match="candidate"):
        Sighting((), None, None, ((0, 0),), 0.5, "aruco")
    with pytest.raises(ValueError, match="source"):
        Sighting(("a",), None, None, ((0, 0),), 0.5, "camera")
    with pytest.raises(ValueError, match="confidence"):
        Sighting(("a",), None, None, ((0, 0),), 1.5, "aruco")
    assert ad.parse_marker_id(99) is None


def test_far_side_pass_reads_a_tilted_cameras_far_markers_and_only_when_tilted():
    """40° tilt with far-side blur (TABLE-CONDITIONS.md): the far-side pass (upscaled,
    sharpened rows at the top) reads a far marker the full-frame pass misses, and nothing
    that is not on the table; a top-down frame gets no second pass."""
    from dataclasses import replace

    from vision.render import PRESETS

    zones = {1: ["the_boxer", "deep_one", "the_fed"], 2: ["shoggoth", "the_sailor", "cthulhu"],
             3: ["necronomicon", "the_urchin"], 4: ["stowaway", "investigators"]}
    frame, truth = render_table(build_scene(zones, seats=4, seed=0,
                                            conditions=replace(PRESETS["tilted"], seed=0)))
    gray = _gray(frame)
    plain = {s.key for s in MarkerReader("arkham", far_pass=False).read(gray)[0]}
    reader = MarkerReader("arkham")
    both = {s.key for s in reader.read(gray)[0]}
    shown = {c.key for c in truth.cards if c.key and any(m.visible for m in c.markers)}
    assert reader.last_far_band is not None and reader.last_far_band[1] <= 0.4 * 720
    assert plain < both <= shown
    flat, _ = render_table(build_scene(zones, seats=4, seed=0, conditions=PRESETS["clean"]))
    reader.read(_gray(flat))
    assert reader.last_far_band is None


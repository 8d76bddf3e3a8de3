"""Review of band56 (session 56): a far zone's stricter-mask bands (:attr:`Band.strict`,
:data:`vision.card_bands.FAR_CS`) at a tilted table's far seat, sticker-only deck.

Guards for what the branch's author did not check: a strict band refused as unread reaches
:class:`vision.unread_cards.UnreadCards` (a prompt candidate) only on a card of the pile,
never on the cloth or an artwork (a phantom "unread card" prompt); and a strict band's corner
lying up to 2 mm off (the mask cuts the blurred top edge above half its height) reads no card
that is not in the pile (a wrong rank, an Other World bit read from the row below, a
neighbour's sticker). Rendered tables as :mod:`tests.vision.test_far_band_mask` builds them
(4 seats, tilted 40°, 720p, growing piles; the far seat is seat 3)."""
from __future__ import annotations

import math
from dataclasses import replace

import cv2
import numpy as np
import pytest

import vision.band_cache as band_cache
from vision import adaptation as ad
from vision.card_bands import S, zone_homography
from vision.pipeline import CardReader
from vision.unread_cards import UNREAD_REASONS, UnreadCards

from .test_far_band_mask import _table

#: A refused band's corner and a card's name band corner within this distance (mm) are the
#: same card (:data:`benchmarks.unread_prompts.PLACE_MM`).
PLACE_MM = 8.0


def _band_corners(truth, seat: int, to_seat) -> list:
    """The name band corners (rectified zone px) of ``seat``'s discarded cards."""
    minv = np.linalg.inv(zone_homography(to_seat))
    card = np.float32([[0, 0], [ad.CARD_W_MM, 0], [ad.CARD_W_MM, ad.CARD_H_MM],
                       [0, ad.CARD_H_MM]])
    out = []
    for c in truth.cards:
        if c.seat == seat and c.zone == "discard":
            c2r = minv @ cv2.getPerspectiveTransform(card, np.array(c.polygon, np.float32))
            out.append(cv2.perspectiveTransform(np.array([[[2.0, 2.0]]]), c2r)[0, 0])
    return out


def test_a_strict_band_told_as_unread_lies_on_a_card():
    """Seed 1254213, three cards a pile: the far seat's strict bands refused as unread
    (two Cthulhus under a Deep One, their bands joined to their artwork in masks 0 and 20)
    are kept as unread bands by :meth:`UnreadCards._no_panel`, each on a card of the pile;
    none elsewhere."""
    frame, truth, _ = _table(1254213, 3)
    reader = CardReader("arkham", markers=False)
    reader.layout.apply(reader.read(frame))
    entries = reader.sticker_reader.last
    strict = [(q, b, r) for q, b, r in entries if b.strict and r.value < 0
              and r.reason in UNREAD_REASONS]
    assert strict, "no strict band refused as unread: the case is gone"
    kept = [(q, b) for q, b in UnreadCards()._no_panel(entries) if b.strict]
    assert kept
    for q, band in kept:
        corners = _band_corners(truth, q, reader.layout.zone(q).to_seat)
        d = min(math.hypot(band.corner[0] - x, band.corner[1] - y) for x, y in corners)
        assert d <= PLACE_MM * S, (q, band.corner, d / S)


@pytest.mark.parametrize("seed, cards, dy_mm", [
    (1254208, 1, -2.0),  # The Boxer, read from its strict band
    (1254203, 2, 2.0),   # Cultists (its Other World bit left open), read from its strict band
    (1403002, 2, -2.0),  # Deep One, read from the deconvolved frame before the strict band
])
def test_a_strict_corner_off_by_2_mm_reads_no_other_card(monkeypatch, seed, cards, dy_mm):
    """Every strict band's corner moved ``dy_mm`` down the zone (rectified y): every
    sighting at every seat still names a card of its seat's pile (the middle's: of the
    table; measured on band56's 84
    growing-pile frames, 1254200–1254213 and 1403000–1403013, corners moved −2, −1.5, −1,
    −0.5, +1, +2, +3 mm: 0 wrong, 0 phantom, 0 naming a card outside its pile)."""
    find = band_cache.find_bands
    strict: list = []  # the strict bands found

    def moved(rect, far=False):
        bands = [replace(b, corner=(b.corner[0], b.corner[1] + dy_mm * S)) if b.strict
                 else b for b in find(rect, far)]
        strict.extend(b for b in bands if b.strict)
        return bands
    monkeypatch.setattr(band_cache, "find_bands", moved)
    frame, truth, _ = _table(seed, cards)
    piles: dict = {}  # seat -> its pile's keys; None: every card of the table (the middle)
    for c in truth.cards:
        piles.setdefault(None, set()).add(c.key)
        if c.zone == "discard":
            piles.setdefault(c.seat, set()).add(c.key)
    reader = CardReader("arkham", markers=False)
    reading = reader.layout.apply(reader.read(frame))
    assert strict, "no strict band found: the case is gone"
    for s in reading.sightings:
        assert s.seat in piles and set(s.candidates) & piles[s.seat], (s.seat, s.candidates)

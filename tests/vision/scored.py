"""Shared test helper: a reader's sightings on a benchmark frame, scored as
``benchmarks.vision_accuracy`` scores them."""
from __future__ import annotations

import functools
from dataclasses import replace
from unittest import mock

import cv2

from benchmarks.vision_accuracy import card_under, scene_at, setup_scene_at
from vision import marker_reader as mr
from vision.pipeline import CardReader, achromatic
from vision.render import PRESETS

#: Presets of the sticker tests' fresh seeds, beyond :data:`vision.render.PRESETS` (known
#: to :func:`scene` while it renders): "tiltharsh", tilted 30° under a hot spot 0.8, glare
#: 0.5 and shadow 0.5; "hot1", harsh with the hot spot and the sleeve glare at 1.0.
MORE_PRESETS = {
    "tiltharsh": replace(PRESETS["tilted"], hotspot=0.8, glare=0.5, shadow=0.5,
                         tilt_deg=30.0),
    "hot1": replace(PRESETS["harsh"], hotspot=1.0, glare=1.0)}


@functools.lru_cache(maxsize=None)
def sticker_scene(index: int, seed0: int):
    """``(frame, truth, setup)`` of the sticker-only benchmark's frame ``index`` of seed
    ``seed0`` at 720p (frame and set-up picture ``H×W×3 uint8 BGR``), rendered once per
    test session: tests that pin a benchmark case share it."""
    return setup_scene_at(index, False, seed0=seed0)[1:]


def identified_on(frame, truth, reader: CardReader | None = None) -> set:
    """``(card key, seat)`` of every card the sticker-only reader (or ``reader``) identifies
    on ``frame`` (``H×W×3 uint8 BGR``); fails the test on a wrong reading (a sighting
    naming none of the cards under it)."""
    reading = (reader or CardReader("arkham", markers=False)).read(frame)
    cards = [c for c in truth.cards if c.key]
    named = set()
    for s in reading.sightings:
        under = card_under(s.center, s.candidates, cards)
        assert under is not None and under.key in s.candidates  # nothing wrong
        if s.identified:
            named.add((under.key, under.seat))
    return named


def read_as(frame, truth, setup=None) -> set:
    """``(key of the card under it or None, candidates)`` of every sighting the sticker-only
    reader gives on ``frame`` (``H×W×3 uint8 BGR``), after reading ``setup`` (the set-up
    picture, so that the seats are learnt as ``companion play`` learns them) when given.
    A wrong reading shows as a pair whose key is not among its candidates."""
    reader = CardReader("arkham", markers=False)
    if setup is not None:
        reader.read(setup)
    cards = [c for c in truth.cards if c.key]
    out = set()
    for s in reader.read(frame).sightings:
        under = card_under(s.center, s.candidates, cards)
        out.add((under.key if under else None, s.candidates))
    return out


def scene(index: int, seed0: int, presets: tuple, size=(1280, 720)) -> tuple:
    """``(frame, truth)`` of the sticker-only benchmark's frame ``index`` of seed ``seed0``
    (:func:`benchmarks.vision_accuracy.scene_at`, seats forgotten; ``size`` px), its
    ``presets`` names of :data:`vision.render.PRESETS` or :data:`MORE_PRESETS`."""
    with mock.patch.dict(PRESETS, MORE_PRESETS):
        return scene_at(index, False, size=size, seed0=seed0, presets=presets)[1:]


def wrong_readings(index: int, seed0: int, presets: tuple, size=(1280, 720)) -> set:
    """The wrong readings (:func:`read_as`'s pairs whose card is not among its candidates)
    of :func:`scene`'s frame ``index`` of seed ``seed0``."""
    named = read_as(*scene(index, seed0, presets, size))
    return {(k, c) for k, c in named if k is not None and k not in c}


def marker_reads(frame, truth, **options) -> set[tuple[str, int, int]]:
    """``(key, seat, index in its pile)`` of the cards the marker reader (``options``: its
    switches, :class:`vision.marker_reader.MarkerReader`) names on ``frame`` (``H×W×3
    uint8 BGR``), as the pipeline gives it the frame; fails on a sighting naming no card
    under it (a wrong or phantom read)."""
    gray = cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)
    cards = [c for c in truth.cards if c.key]
    got = set()
    for s in mr.MarkerReader("arkham", **options).read(achromatic(frame, gray), gray)[0]:
        under = card_under(s.center, s.candidates, cards)
        assert under is not None and under.key in s.candidates
        got.add((under.key, under.seat, under.index))
    return got

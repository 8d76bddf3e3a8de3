"""The 2-player face-up row of a sticker-only deck (``vision.centre_cards``, seed 002
"Setup", 2-Player Only): fresh QA60 MEDIUM-4 (``companion demo --seed 370 --players 2
--stickers-only --conditions harsh``): none of the 10 face-up cards of the game was read
("None of the 5 face-up cards was read."). The row lies ~240 mm beside the table centre,
outside the middle's 200 mm window, and only the cross-alone code was taken there. The
window is now a strip across a 2-player table and a band there that faces a seat is read
with every code; a card turned 180° has its block under the next card (not readable)."""
from __future__ import annotations

from dataclasses import replace

import random

import numpy as np
import pytest

from benchmarks.vision_accuracy import PRESET_NAMES, card_under, setup_frame
from companion.cards import deck_list
from tests.vision.scored import identified_on
from vision import centre_cards
from vision.centre_cards import _facing_seat, window_px
from vision.pipeline import CardReader
from vision.render import PRESETS, build_scene, render_table

#: Round 1's face-up row of demo seed 370 (2 players, arkham): Stowaway Eggs and 5 cards.
ROW = ["stowaway_eggs", "the_boxer", "cthulhu", "the_musician", "deep_one", "the_musician"]


def _row_table(seed: int):
    """``(frame, truth, set-up frame)``: the demo's 2-player harsh table (720p, stickers
    only) with ROW laid as the demo lays it and one card in each zone."""
    cond = replace(PRESETS["harsh"], markers=False, seed=seed)
    scene = build_scene({1: ["nightgaunt"], 2: ["investigators"]}, seats=2, conditions=cond,
                        seed=seed, set_aside=ROW, growing=True)
    frame, truth = render_table(scene)
    return frame, truth, setup_frame(scene)


def test_face_up_row_read_right():
    """Seed 371, harsh: the three row cards whose block shows (Cthulhu, the Deep One and the
    last Musician, each at an even place or last) are identified in the middle, and
    Stowaway Eggs as its code's two cards; nothing is read wrong (identified_on fails on a
    sighting naming none of the cards under it). Main read none of them."""
    frame, truth, setup = _row_table(371)
    reader = CardReader("arkham", markers=False)
    reader.read(setup)
    named = identified_on(frame, truth, reader)
    assert {k for k, seat in named if seat is None} == {"cthulhu", "deep_one", "the_musician"}
    middle = [s for s in reader.layout.apply(reader.read(frame)).sightings if s.middle]
    assert ("rlyeh", "stowaway_eggs") in [s.candidates for s in middle]


def test_window_is_a_strip_with_two_seats_only():
    """With two seats the middle's window is 800 × 200 mm (1600 × 400 px at 2 px/mm);
    with more, the 200 mm square as before."""
    frame, _, setup = _row_table(371)
    two = CardReader("arkham", markers=False)
    two.read(setup)
    assert window_px(two.layout) == (1600, 400)
    cond = replace(PRESETS["clean"], markers=False)
    four, _ = render_table(build_scene({1: ["cthulhu"]}, seats=4, conditions=cond, seed=1))
    reader = CardReader("arkham", markers=False)
    reader.read(four)
    assert window_px(reader.layout) == (400, 400)


@pytest.mark.parametrize("deg,facing", [(0, True), (180, True), (-175, True), (20, True),
                                        (90, False), (-90, False), (45, False), (135, False)])
def test_only_bands_facing_a_seat_take_every_code(deg, facing):
    """A band turned a quarter (or half way to it) in the strip faces no seat: it keeps
    the cross-alone code only."""
    a = np.radians(deg)
    c2r = np.array([[np.cos(a), -np.sin(a), 0.0], [np.sin(a), np.cos(a), 0.0], [0, 0, 1.0]])
    assert _facing_seat(c2r) is facing


def row_deal(rng: random.Random) -> tuple[list, dict]:
    """``(deck, zones)`` of a fresh 2-player row table: the arkham deck shuffled by ``rng``
    without its Stowaway Eggs (the row's first card), and 0-4 of its cards dealt to each of
    seats 1 and 2 (the rest left in ``deck`` for the row)."""
    deck = deck_list("arkham")
    rng.shuffle(deck)
    deck = [k for k in deck if k != "stowaway_eggs"]
    zones = {1: [deck.pop() for _ in range(rng.randint(0, 4))],
             2: [deck.pop() for _ in range(rng.randint(0, 4))]}
    return deck, zones


def fresh_row_table(index: int):
    """``(frame, truth, set-up frame)``: wrong61's fresh 2-player row table ``index``
    (seed 1561000 + index, 720p, stickers only, the presets in turn): 0-4 cards in each
    zone, a row of Stowaway Eggs and 1-5 cards, a deck of 0 or 8."""
    s = 1561000 + index
    rng = random.Random(s)
    deck, zones = row_deal(rng)
    row = ["stowaway_eggs"] + [deck.pop() for _ in range(rng.randint(1, 5))]
    cond = replace(PRESETS[PRESET_NAMES[index % 6]], markers=False, size=(1280, 720), seed=s)
    scene = build_scene(zones, seats=2, conditions=cond, seed=s,
                        cascade=rng.choice(["down", "down", "left", "right"]), set_aside=row,
                        deck=rng.choice([0, 8]))
    frame, truth = render_table(scene)
    return frame, truth, setup_frame(scene)


def _middle_read(index: int) -> list:
    """``(candidates, key of the card under it)`` of every middle sighting on fresh row
    table ``index``, the seats learnt from its set-up frame."""
    return middle_sightings(*fresh_row_table(index))


def middle_sightings(frame, truth, setup) -> list:
    """``(candidates, key of the card under it)`` of every sighting outside the zones on
    ``frame`` (``H×W×3 uint8 BGR``, ground truth ``truth``), the seats learnt from
    ``setup`` (the table's set-up frame)."""
    reader = CardReader("arkham", markers=False)
    reader.read(setup)
    cards = [c for c in truth.cards if c.key]
    out = []
    for s in reader.layout.apply(reader.read(frame)).sightings:
        if s.seat is None:
            under = card_under(tuple(s.center), tuple(s.candidates), cards)
            out.append((s.candidates, under and under.key))
    return out


def _on_artwork(monkeypatch):
    monkeypatch.setattr(centre_cards, "_off_artwork", lambda sightings, homs: (sightings, homs))


def _washed(monkeypatch):
    monkeypatch.setattr(centre_cards, "ROW_WASHED_INK_MAX", 0.0)


@pytest.mark.parametrize("index, wrong, undo", [
    # a ring motif on Stowaway Eggs' artwork read as a lone dot (its ink washed: the cross
    # left open, still naming neither card under it)
    (91, (("cultists", "investigators"), "stowaway_eggs"), (_on_artwork,)),
    # a turned Dilettante's block under the next card, on that card below its band: one dot
    # read at the cover's edge (the band's light end measured does not refuse it)
    (229, (("investigators",), "the_dilettante"), (_on_artwork,)),
    # the row's last card, a turned Cultists, its cross under the hot spot (harsh)
    (142, (("investigators",), "cultists"), (_washed,))])
def test_a_row_card_is_not_read_as_another(monkeypatch, index, wrong, undo):
    """Fresh row tables 1561091 (typical), 1561229 (typical), 1561142 (harsh): no middle
    sighting names none of the cards under it; without its guard (``undo``: blocks on a
    read card's artwork kept, a washed row's cross said absent) each is read wrong, as the
    strip's first version read them (wrong61)."""
    told = _middle_read(index)
    assert [t for t in told if t[1] not in t[0]] == []
    for u in undo:
        u(monkeypatch)
    assert wrong in _middle_read(index)

"""Face-up cards in the middle of the table (outside every seat zone), read from their tactile
stickers: the set-aside card of seed 002 "Setup" (Stowaway Eggs in the Arkham editions,
Mi-Go Braincase in the original; ``companion.cards.SET_ASIDE_FACE_UP``).

A seat zone's cards face their player, so the zone reader (:mod:`vision.sticker_cards`)
knows their orientation. A card in the middle faces anyone: the table plane round the table
centre (:meth:`vision.layout.TableLayout.centre`, where the seats' pile axes meet) is
rectified with the seat homography of the seat nearest it (:data:`WINDOW_MM` square at
:data:`vision.card_bands.S` px/mm), the band masks are made once
(:func:`vision.card_bands.light_masks`) and each light component is tested as a card name
band turned by 0, 90, 180 and 270° (:func:`vision.card_bands.bands_any_way`; the masks of a
turned image are the turned masks). Each band found
outside every seat zone is read like a zone card (:func:`vision.sticker_read.read_card`).

Only the codes of :data:`CENTRE_CODES` are taken: rank 0 with the Other World cross, the
code of every face-up set-aside card of the three editions. It is R'lyeh's too, so in the
Arkham editions the reading names both cards (the tracker knows which one is set aside); in
the original edition it names Mi-Go Braincase alone. A band in the middle whose block reads
anything else (another code, or nothing) gives no sighting: artwork, cloths, hands and mugs
are not cards.

Measured on the benchmark's 225 sticker-only frames (216 set-aside cards counted): 69 read
(both candidates), 0 wrong, 0 phantom (104 with a fresh reader per frame: the benchmark's one
reader keeps the seats of earlier, unrelated tables, which moves the centre); 120 tables
without a set-aside card (cloths, hands, mugs, decks): no sighting in the middle. Missed:
the busy preset's polka cloth is as light as the band and joins it into one component.

A 2-player table (two seats known, facing each other) lays its 5 more face-up cards (seed
002 "Setup", 2-Player Only) in a row beside the centre: the renderer lays the row 0.3 view
widths (~240 mm) out, each card 0.55 card widths (35 mm) right of the one before, every
second card turned 180°. The window is then a strip across the table
(:data:`ROW_WINDOW_MM` wide, :data:`WINDOW_MM` deep, :func:`window_mm`), and a band there
that faces either player (turned less than :data:`ROW_TURN_DEG` from one seat's frame or
its half-turn) and whose card centre lies in the middle (:meth:`~vision.layout.TableLayout.
in_middle`) is read with every code of the deck, its row checked against the band's visible
end as a zone card's is (the next card of the row covers its right part): fresh QA60
MEDIUM-4, ``companion demo --seed 370 --players 2 --stickers-only --conditions harsh``
(none of the 10 face-up cards read; a turned card's block lies under the next card, so at
most the even-placed ones and the last are readable). A band turned a quarter there still
takes only :data:`CENTRE_CODES`; in the strip's two side parts (outside the
:data:`WINDOW_MM` square, :func:`square_px`) a light component is tried as a band lying
along the row only (turned 0 or 180°, :func:`~vision.card_bands.bands_any_way`
``upright_outside``), not a quarter turn: those tries read no card on 2-player row tables
(session 62, v62: the same card set on every frame in less CPU; a cross card laid across
the row's direction beyond 100 mm of the centre is not read, as before wrong61). Four
guards keep a wrong rank from being said there (wrong61's fresh row tables 1561000+,
where the strip without them read 3 wrong in 240 frames): a block on another read card's
artwork or lower band is dropped (:func:`_off_artwork`), a washed row's cross is left
open (:func:`_cross_open_if_washed`), the row must end inside the band's light
(:attr:`~vision.card_bands.Band.right_mm`, measured by
:func:`~vision.card_bands.bands_any_way`), and two cards turned half a turn from each
other whose left edges meet are both refused (:func:`_off_cover_edge`: a turned card cut
at the next card's edge; review of wrong61, fresh 1580024).

Not covered: a table with fewer than two seat markers known (no centre).

Units: image px; seat-frame mm of the chosen seat; rectified px (:data:`S` per mm).
"""
from __future__ import annotations

import math
from dataclasses import replace

import cv2
import numpy as np

from companion.cards import Edition

from . import adaptation as ad
from .band_cache import BandCache
from .card_bands import BAND_MM, S, bands_any_way, light_masks
from .layout import card_centre
from .records import Sighting
from .sticker_read import (block_image, card_sighting, darkness, read_card, report_polygon,
                           row_ink)

#: Side of the square window rectified round the table centre, mm: a card whose centre lies
#: within ~45 mm of the centre (the renderer: 36 mm, 3–6 seats) with its 108 mm diagonal.
WINDOW_MM = 200.0
#: With two seats, the window's width across the table (mm, along the nearest seat's x
#: axis, centred on the centre): the renderer's face-up row ends ~360 mm out (0.3 of an
#: 800 mm view plus 2.5 steps of 35 mm and half a card).
ROW_WINDOW_MM = 800.0
#: With two seats, a band read with every code must face a seat within this many degrees
#: (the renderer turns the row's cards ±5° and the seat frame's axis may be ~10° off).
ROW_TURN_DEG = 25.0
#: The ``(rank, other_world)`` codes read in the middle (module docstring).
CENTRE_CODES = frozenset({(0, True)})
#: Two sightings whose block centres lie closer than this (mm) are one card (found in two
#: masks or turns).
SAME_CARD_MM = 15.0


def two_seats(layout) -> bool:
    """Whether ``layout`` knows exactly two marker-based seats (a 2-player table: its
    face-up row lies beside the centre, module docstring)."""
    return sum(1 for s in layout.seats if layout.zone(s).to_seat is not None) == 2


def window_mm(layout) -> tuple[float, float]:
    """``(width, depth)`` of the middle's window, mm: a :data:`WINDOW_MM` square, or with
    two seats (:func:`two_seats`) a :data:`ROW_WINDOW_MM` × :data:`WINDOW_MM` strip."""
    return (ROW_WINDOW_MM if two_seats(layout) else WINDOW_MM), WINDOW_MM


def square_px(layout) -> "tuple[float, float] | None":
    """With two seats (:func:`two_seats`), ``(x0, x1)``: the rectified strip's columns (px)
    of the :data:`WINDOW_MM` square round the centre, the 3+ seat window; its two side
    parts are searched for cards lying along the row only (:func:`read_centre`); ``None``
    for the square window."""
    if not two_seats(layout):
        return None
    return (ROW_WINDOW_MM - WINDOW_MM) / 2 * S, (ROW_WINDOW_MM + WINDOW_MM) / 2 * S


def window_px(layout) -> tuple[int, int]:
    """``(width, height)`` of the rectified middle window, px (:func:`window_mm` at
    :data:`S` px/mm)."""
    w, h = window_mm(layout)
    return int(round(w * S)), int(round(h * S))


def centre_window(layout) -> np.ndarray | None:
    """3×3 homography rectified window px → image px (:func:`window_mm` at :data:`S` px/mm,
    centred on the table centre, in the frame of the seat whose marker is nearest to it),
    or ``None`` with no centre (fewer than two seat markers)."""
    centre = layout.centre()
    if centre is None:
        return None
    best = None
    for seat in layout.seats:
        zone = layout.zone(seat)
        if zone.to_seat is None:
            continue
        h = np.asarray(zone.to_seat, np.float64).reshape(3, 3)
        c = cv2.perspectiveTransform(np.array([[centre]], np.float64), h)[0, 0]
        d = float(np.hypot(*c))
        if best is None or d < best[0]:
            best = (d, h, c)
    if best is None:
        return None
    _, h, (cx, cy) = best
    wide, deep = window_mm(layout)
    # rectified px → seat mm (x right, y toward the marker's top: up in the window)
    a = np.array([[1 / S, 0.0, cx - wide / 2], [0.0, -1 / S, cy + deep / 2],
                  [0.0, 0.0, 1.0]])
    return np.linalg.inv(h) @ a


def read_centre(gray: np.ndarray, fgray: np.ndarray, layout, edition: Edition,
                allowed: "set[tuple[int, bool]]", last: list | None = None,
                cache: "BandCache | None" = None) -> list[Sighting]:
    """Sightings of the face-up cards in the middle of ``gray`` (``H×W uint8``; ``fgray``
    the same as ``float32``) for ``layout`` (:class:`~vision.layout.TableLayout`).
    ``allowed``: the deck's codes (only those also in :data:`CENTRE_CODES` are taken).
    ``last``: a list to append ``(None, band, BlockReading)`` to, for diagnosis;
    ``cache``: a :class:`~vision.band_cache.BandCache` to take the bands from while the
    window's picture stays (key ``"centre"``)."""
    m = centre_window(layout)
    if m is None:
        return []
    size = window_px(layout)

    def search() -> list:
        rect = cv2.warpPerspective(gray, m, size,
                                   flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                                   borderMode=cv2.BORDER_CONSTANT, borderValue=0)
        # the side parts: along the row only (module docstring)
        return bands_any_way(light_masks(rect), square_px(layout))

    found = search() if cache is None else cache.get("centre", gray, m, size, search)
    codes = set(allowed) & CENTRE_CODES
    row = two_seats(layout)
    out: list[Sighting] = []
    centres: list[np.ndarray] = []
    homs_read: list[np.ndarray] = []  # the card homography of each sighting of out
    homs = [m @ c2r for c2r, _ in found]
    polys = [report_polygon(c2i) for c2i in homs]
    mids = [pts.mean(axis=0) for pts in polys]
    # each block's centre placed by one TableLayout.seats_at (locate's seats, at once)
    seats = layout.seats_at(np.array([(float(c[0]), float(c[1])) for c in mids]))
    for (c2r, band), c2i, pts, centre, seat in zip(found, homs, polys, mids, seats):
        if seat is not None:
            continue  # in a seat zone: the zone reader's
        if row and _facing_seat(c2r) and layout.in_middle(_card_centre(c2i)):
            # a 2-player face-up row's card: every code, its row inside the band's end
            rd = _cross_open_if_washed(fgray, c2i, read_card(
                fgray, c2i, band.left_share, set(allowed), band.width_mm,
                right_mm=band.right_mm, cut_right=band.cut_right))
        else:
            rd = read_card(fgray, c2i, band.left_share, codes)
        if last is not None:
            last.append((None, band, rd))
        if rd.value < 0:
            continue
        s = card_sighting(rd, c2i, pts, edition)
        if s is None:
            continue
        if any(math.hypot(*(centre - c)) < SAME_CARD_MM * s.px_per_mm for c in centres):
            continue
        centres.append(centre)
        out.append(s)
        homs_read.append(c2i)
    return _off_cover_edge(*_off_artwork(out, homs_read)) if row else out


#: A 2-player row's card read with its cross absent keeps that only when its row's least
#: ink (:func:`~vision.sticker_read.row_ink`) reaches this; under it the cross is left open
#: (the zone reader's :data:`~vision.sticker_read.WASHED_INK_MAX` is 0.8): fresh 1561142
#: (harsh), the row's last card, Cultists, its cross under the hot spot (cross box 0.081),
#: was read as Investigators at ink 0.828; the right cross-absent readings of 25 harsh row
#: frames read 0.891-0.899 (their cross boxes 0.002-0.110 do not separate them).
ROW_WASHED_INK_MAX = 0.86


def _cross_open_if_washed(fgray: np.ndarray, c2i: np.ndarray, rd):
    """``rd`` (a :class:`~vision.sticker_code.BlockReading` of the card ``c2i``, card mm →
    image px, in ``fgray`` ``H×W float32``) with its Other World bit left open when it
    says the cross absent over a row washed under :data:`ROW_WASHED_INK_MAX`."""
    if rd.value < 0 or rd.other_world is not False:
        return rd
    dark = darkness(block_image(fgray, c2i), whole=True)
    return replace(rd, other_world=None) if row_ink(dark, rd) < ROW_WASHED_INK_MAX else rd


#: A block read in the middle whose centre lies on another card read there, at least this
#: far (card mm) below that card's top and inside its width, lies on that card's artwork or
#: lower band (fresh 1561091, typical: a ring motif on Stowaway Eggs' artwork read as a
#: lone dot, "Investigators"; 1561229: a turned Dilettante's block under the next card,
#: one dot read at that card's edge, below its band); a block of the card laid next in a row lies at its top
#: (≤ 15 mm).
ARTWORK_TOP_MM = 25.0


def _off_artwork(sightings: list, homs: list) -> tuple[list, list]:
    """``(sightings, homs)`` (read in the middle; ``homs``: each one's card mm → image px,
    3×3) without those whose block centre (image px) lies on another one's card below
    :data:`ARTWORK_TOP_MM` and within its width: read on that card's artwork, not a card's
    own block (a refusal is better than a wrong rank said aloud)."""
    if len(sightings) < 2:
        return sightings, homs
    blocks = np.array([np.mean(s.polygon, axis=0) for s in sightings], np.float64)
    drop = set()
    for j, h in enumerate(homs):
        at = cv2.perspectiveTransform(blocks.reshape(1, -1, 2), np.linalg.inv(h))[0]
        for i, (x, y) in enumerate(at):
            if i != j and 0.0 <= x <= ad.CARD_W_MM and ARTWORK_TOP_MM <= y <= ad.CARD_H_MM:
                drop.add(i)
    keep = [i for i in range(len(sightings)) if i not in drop]
    return [sightings[i] for i in keep], [homs[i] for i in keep]


#: Two cards read in the middle, turned half a turn from each other, whose left edges lie
#: on one line within this (card mm, along their top bands) are not both cards: a turned
#: row card's own left end (its block) lies under the next card, whose left edge then cuts
#: its band there; that band read from the cut is a block of the turned card's own band or
#: artwork (review of wrong61, fresh 1580024, dim: the Dilettante read "Investigators" at
#: The Fed's left edge). The pair looks the same either way round (a turned card and an
#: upright one lying edge to edge), so both are refused.
COVER_EDGE_MM = 4.0


def _off_cover_edge(sightings: list, homs: list) -> list:
    """``sightings`` without each pair (``homs``: card mm → image px, 3×3) turned more than
    150° from each other where one's left edge along its top band (card x 0, y 0 to
    :data:`~vision.card_bands.BAND_MM` [3]) lies within :data:`COVER_EDGE_MM` of the
    other's left edge line, beside that card: one of them is a turned card cut at the
    other's edge (a refusal is better than a wrong rank said aloud)."""
    if len(sightings) < 2:
        return sightings
    # card mm: the left edge's ends along the top band, and 10 mm along the x axis
    edge = np.array([[[0.0, 0.0], [0.0, BAND_MM[3]], [10.0, 0.0]]])
    drop = set()
    for i, hi in enumerate(homs):
        for j, hj in enumerate(homs):
            if j == i:
                continue
            at = cv2.perspectiveTransform(edge, np.linalg.inv(hj) @ hi)[0]
            ax = at[2] - at[0]  # card i's x axis in card j's mm
            turned = ax[0] < -math.cos(math.radians(30.0)) * float(np.hypot(*ax))
            if turned and np.all(np.abs(at[:2, 0]) <= COVER_EDGE_MM) \
                    and np.all((at[:2, 1] >= -BAND_MM[3]) & (at[:2, 1] <= ad.CARD_H_MM)):
                drop.update((i, j))
    return [s for i, s in enumerate(sightings) if i not in drop]


def _facing_seat(c2r: np.ndarray) -> bool:
    """Whether a band found in the window (``c2r`` card mm → rectified px, 3×3) faces one
    of the seats: its card's x axis within :data:`ROW_TURN_DEG` of the window's x axis
    (the seat frame's) or of its opposite."""
    turn = math.degrees(math.atan2(float(c2r[1, 0]), float(c2r[0, 0])))
    return min(abs(turn), 180.0 - abs(turn)) <= ROW_TURN_DEG


def _card_centre(c2i: np.ndarray) -> tuple[float, float]:
    """The card's centre in image px (``c2i`` card mm → image px, 3×3)."""
    c = cv2.perspectiveTransform(np.array([[[ad.CARD_W_MM / 2, ad.CARD_H_MM / 2]]]), c2i)[0, 0]
    return float(c[0]), float(c[1])


def not_read_in_zones(centre: list[Sighting], zones: list[Sighting]) -> list[Sighting]:
    """The middle's sightings ``centre`` (:func:`read_centre`) without those of a card the
    zone reader read too (``zones``: this frame's zone sightings): a card whose centre
    (:func:`~vision.layout.card_centre`, image px, as the layout places it) lies within
    :data:`SAME_CARD_MM` (mm, at the sighting's px per mm) of a zone sighting's card centre.
    :func:`read_centre` leaves out a band whose label centre is in a seat zone, but a zone
    card whose label reaches past its zone's inner end is read there as well and placed
    in the zone by its card centre: one card, two sightings, two cards reported (fresh
    QA58 HIGH-5, seed 297 frame 504: Alice's R'lyeh, laid toward the middle, reported
    twice: "Check Alice's zone: R'lyeh again?")."""
    if not centre or not zones:
        return centre
    placed = [card_centre(z) for z in zones]
    return [s for s in centre if not any(
        math.hypot(c[0] - x, c[1] - y) < SAME_CARD_MM * (s.px_per_mm or 0.0)
        for c in [card_centre(s)] for x, y in placed)]


__all__ = ["read_centre", "centre_window", "not_read_in_zones", "window_mm", "window_px",
           "square_px", "two_seats", "WINDOW_MM", "ROW_WINDOW_MM", "ROW_TURN_DEG", "CENTRE_CODES"]

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

Not covered: a 2-player table, where the renderer lays the set-aside cards 0.3 view widths
(~240 mm) beside the centre, outside :data:`WINDOW_MM`; a table with fewer than two seat
markers known (no centre).

Units: image px; seat-frame mm of the chosen seat; rectified px (:data:`S` per mm).
"""
from __future__ import annotations

import math

import cv2
import numpy as np

from companion.cards import Edition

from .band_cache import BandCache
from .card_bands import S, bands_any_way, light_masks
from .layout import card_centre
from .records import Sighting
from .sticker_read import card_sighting, read_card, report_polygon

#: Side of the square window rectified round the table centre, mm: a card whose centre lies
#: within ~45 mm of the centre (the renderer: 36 mm, 3–6 seats) with its 108 mm diagonal.
WINDOW_MM = 200.0
#: The ``(rank, other_world)`` codes read in the middle (module docstring).
CENTRE_CODES = frozenset({(0, True)})
#: Two sightings whose block centres lie closer than this (mm) are one card (found in two
#: masks or turns).
SAME_CARD_MM = 15.0


def centre_window(layout) -> np.ndarray | None:
    """3×3 homography rectified window px → image px (:data:`WINDOW_MM` square at
    :data:`S` px/mm, centred on the table centre, in the frame of the seat whose marker is
    nearest to it), or ``None`` with no centre (fewer than two seat markers)."""
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
    half = WINDOW_MM / 2
    # rectified px → seat mm (x right, y toward the marker's top: up in the window)
    a = np.array([[1 / S, 0.0, cx - half], [0.0, -1 / S, cy + half], [0.0, 0.0, 1.0]])
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
    n = int(round(WINDOW_MM * S))

    def search() -> list:
        rect = cv2.warpPerspective(gray, m, (n, n),
                                   flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
                                   borderMode=cv2.BORDER_CONSTANT, borderValue=0)
        return bands_any_way(light_masks(rect))

    found = search() if cache is None else cache.get("centre", gray, m, (n, n), search)
    codes = set(allowed) & CENTRE_CODES
    out: list[Sighting] = []
    centres: list[np.ndarray] = []
    homs = [m @ c2r for c2r, _ in found]
    polys = [report_polygon(c2i) for c2i in homs]
    mids = [pts.mean(axis=0) for pts in polys]
    # each block's centre placed by one TableLayout.seats_at (locate's seats, at once)
    seats = layout.seats_at(np.array([(float(c[0]), float(c[1])) for c in mids]))
    for (_, band), c2i, pts, centre, seat in zip(found, homs, polys, mids, seats):
        if seat is not None:
            continue  # in a seat zone: the zone reader's
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
    return out


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


__all__ = ["read_centre", "centre_window", "not_read_in_zones", "WINDOW_MM", "CENTRE_CODES"]

"""Which refused name bands of a seat zone may be an unread card, by their place and size
(:class:`vision.unread_cards.UnreadCards` counts only those): a whole band (:func:`whole`),
as tall as a name band in its zone (:func:`tall`, :func:`least_tall`), not on the artwork
window of a card read or seen whole there (:func:`on_read_window`,
:func:`alt_on_read_window`) nor inside it (:func:`inside_window`), not a band's right part
(:func:`band_piece`), not a card's uncovered rules box (:func:`on_rules_box`), and not the
card set aside in the table's middle (:func:`off_middle`). Pure geometry in card mm
(:func:`card_mm`); split from :mod:`vision.unread_cards` by job.
"""
from __future__ import annotations

import math
from dataclasses import replace

import numpy as np

from .art_panel import WINDOW_CORNER_MM, WINDOW_TOL_MM, at_window, near_corner
from .card_bands import BAND_MM, ROW_RIGHT_Y_MM, S, zone_to_rect_affine


#: The narrowest name band (mm) counted: a card just laid lies on top, its band whole
#: (a band is 59 mm wide); a narrower one is a card partly covered, read when it was on
#: top, or a piece of another (seed 40000, 1080p: a 15.5 mm "band").
MIN_BAND_MM = 45.0
#: A band whose left corner is this near the zone window's left border (mm) is cut by it.
EDGE_MM = 2.0
#: The least height (mm, across the card) of a refused band's light component counted: a
#: name band is 22 mm tall (more with a label over its lower edge), a card's rules box 17
#: (``vision.render.face``: y 67–84). Measured, a box taken for a band: 15.6–20.0 mm (dim
#: seed 9 and tilted seeds 8 and 11's games, 720p: tilted 8's a lone card's, whose own band
#: was never found, so no read band to tie it to); the bands told on static 5000 and 60000
#: (720p, 22 prompts): 22.0–25.6 mm. Scaled by the zone's own scale (:func:`least_tall`): a
#: zone rectified short (dim seed 9 seat 3, ~8 %) measures a real 22 mm band ~20.2 mm.
MIN_TALL_MM = 20.5
#: A name band's true height, card mm (:data:`vision.card_bands.BAND_MM`).
BAND_TALL_MM = BAND_MM[3] - BAND_MM[1]


def whole(band) -> bool:
    """Whether ``band`` (a :class:`~vision.card_bands.Band`) is a whole name band inside the
    zone window: not cut by its right border (``cut_right``) nor its left one, and at
    least :data:`MIN_BAND_MM` wide (seeds 50000 and 40000, 1080p: a neighbour's card at
    the border, a card half covered)."""
    return (not getattr(band, "cut_right", False) and band.corner[0] > EDGE_MM * S
            and getattr(band, "width_mm", MIN_BAND_MM) >= MIN_BAND_MM)


#: The least zone scale :func:`least_tall` takes: the shortest rectified zone seen (dim
#: seed 9's seat 3) measured its bands ~0.92 of their 22 mm.
LEAST_SCALE = 0.9


def least_tall(read) -> float:
    """The least height (mm, :attr:`~vision.card_bands.Band.across_mm`) of a name band in a
    zone whose read bands are ``read`` (:class:`~vision.card_bands.Band`):
    :data:`MIN_TALL_MM` times the zone's scale, the median height of ``read`` over
    :data:`BAND_TALL_MM`, at most 1 (a zone rectified short measures its bands short; a
    label over a band's lower edge makes it taller, never the zone), at least
    :data:`LEAST_SCALE` (one read band measured short by a hand or glare would let a rules
    box, 15.6–20 mm measured, pass for a band: session 28's review); :data:`MIN_TALL_MM`
    when ``read`` is empty."""
    if not read:
        return MIN_TALL_MM
    scale = float(np.median([b.across_mm for b in read])) / BAND_TALL_MM
    return MIN_TALL_MM * min(1.0, max(LEAST_SCALE, scale))


def tall(band, least: float) -> bool:
    """Whether ``band`` (a :class:`~vision.card_bands.Band`) is at least ``least`` mm tall
    across the card (:attr:`~vision.card_bands.Band.across_mm`; :func:`least_tall` for its
    zone): a name band, not a card's rules box."""
    return band.across_mm >= least


#: A band's top edge, card mm: its corner and a point 10 mm along it.
_TOP_MM = np.array([[*BAND_MM[:2], 1.0], [BAND_MM[0] + 10.0, BAND_MM[1], 1.0]]).T


def top_in(band, others) -> "list[np.ndarray]":
    """``band``'s top edge (its corner and a point 10 mm along it) in each of ``others``'
    card mm (:class:`~vision.card_bands.Band`, rectified px): one 2×2 array (a point a
    row) an other band, in their order, for :func:`on_read_window` and
    :func:`on_rules_box`."""
    top = band.card_to_rect() @ _TOP_MM  # 2×2 rectified px, one point a column
    return [card_mm(top, other) for other in others]


def on_read_window(tops) -> bool:
    """Whether a band lies on the artwork window of one of the bands of the same zone where
    a card was read or that were seen whole (``tops``: its top edge in their card mm,
    :func:`top_in`), as :func:`vision.art_panel.at_window` places it. A card's light
    artwork panel, framed on every side, passes for a name band with nothing on it
    (held-out seeds 60000 720p and 130000 1080p: a Deep One's, a Cthulhu's, a Randall
    Tillinghast's, 26.5 mm under its read band, 31–35 mm tall); a card really laid there
    would cover that window. A Tommy Gun is never read: its own window, found under its
    band, was told as a second card (rev-prompt44: typical 720p, ``down`` cascade 25 mm,
    scene seed 2, seat 3), hence every whole band, not only the read ones."""
    return any(at_window(top) for top in tops)


#: A card's artwork window's right edge, card mm (``vision.render.face``: x 4–59); a band
#: whose straight right edge lies there has its alternative corner (one band width left
#: of it, :attr:`~vision.card_bands.Band.alt_corners`) at this place of that card, card mm
#: (:func:`alt_on_read_window`).
WINDOW_RIGHT_MM = 59.0
WINDOW_ALT_MM = (WINDOW_RIGHT_MM - (BAND_MM[2] - BAND_MM[0]), WINDOW_CORNER_MM[1])


def alt_on_read_window(band, read) -> bool:
    """Whether ``band`` (a :class:`~vision.card_bands.Band`, rectified px) set at one of its
    :attr:`~vision.card_bands.Band.alt_corners` (one band width left of its straight right
    edge, given a component narrower than a band) lies at :data:`WINDOW_ALT_MM` of one of
    ``read`` (the bands of its zone where a card was read; as
    :func:`vision.art_panel.at_window` tells, its tolerance and turn): its right edge is
    that card's artwork window's. A window whose left part shows dark art is found as a
    band narrower than a band, its corner inside the window, out of
    :func:`on_read_window`'s reach: held-out tilted seed 14's game (720p, 56.1 s), seat
    1's Deep One, its light cyan art right of two dark red blobs, found at (16.0, 26.6)
    card mm of its read band, 56.5 mm wide, its alternative corner at (1.0, 26.7): told
    as an unread card where nothing but that window lay. A real card found narrow whose
    own corner lies there is not told either (a missed prompt, never a wrong one), as
    :func:`on_read_window` drops one found at its own corner 4 mm further right."""
    return any(at_window(top, WINDOW_ALT_MM)
               for c in band.alt_corners
               for top in top_in(replace(band, corner=c), read))


#: A card's artwork window, card mm (``vision.render.face``: x 4–59, y 26–64): a refused
#: band found inside it (:func:`inside_window`).
WINDOW_MM = (WINDOW_CORNER_MM[0], WINDOW_CORNER_MM[1], WINDOW_RIGHT_MM, 64.0)

#: Own right end (:attr:`~vision.card_bands.Band.right_mm`, card mm) a band inside a
#: window stays short of: a card's band reaches 61 mm (:data:`~vision.card_bands.BAND_MM`;
#: 60.5–62.4 measured, dim seed 38), less :data:`~vision.art_panel.WINDOW_TOL_MM`.
WINDOW_PIECE_MM = BAND_MM[2] - WINDOW_TOL_MM

def inside_window(band, others) -> bool:
    """Whether ``band`` (a :class:`~vision.card_bands.Band`, rectified px, its light
    component's right end :attr:`~vision.card_bands.Band.right_mm` known) lies in the
    artwork window (:data:`WINDOW_MM`) of one of ``others`` (the bands of its zone read or
    seen whole): its corner on the window's left edge (within
    :data:`~vision.art_panel.WINDOW_TOL_MM`, :func:`at_window`'s tolerance),
    below the window's top, at least :data:`MIN_TALL_MM` above its bottom, and its right
    end (at the tactile row's height) inside the window — the window's lower part below
    a dark blob across it, its top edge that blob's, turned any way (misc45, rev-prompt44's
    left case: dim 720p, 3 seats, ``down`` cascade 25 and 26 mm, scene seed 38, seat 1's
    Tommy Gun on a Deep One: a band at (3.9, 38.7) mm of the Tommy Gun's, turned 12°,
    right end at (53.9, 39.4) mm of the Tommy Gun's, told as a second card), and ``band``
    shorter than a card's band: its own right end before :data:`WINDOW_PIECE_MM` (the
    window piece's: 49.0–51.5 mm of its own card). A card really laid there has its band's
    right end at 60.5–62.4 mm of its own card (the same scenes' Tommy Guns on a Mi-Go,
    their corners at (3.2–3.5, 27) mm of it, turned 7°), and, turned 7–12° from the
    card under it, that end lies inside the window too (rev-misc45: a ``down`` cascade 25
    mm a step, the top card turned 10°, was not told); a band whose right end is hidden
    short of :data:`WINDOW_PIECE_MM` is not told: a missed prompt, never a wrong one. Pure
    geometry, raises nothing."""
    if band.right_mm is None or band.right_mm >= WINDOW_PIECE_MM or not others:
        return False
    ends = band.card_to_rect() @ np.array([[*BAND_MM[:2], 1.0],
                                           [band.right_mm, ROW_RIGHT_Y_MM[0], 1.0]]).T
    x0, y0, x1, y1 = WINDOW_MM
    for other in others:
        (cx, cy), (rx, ry) = card_mm(ends, other)
        if (abs(cx - x0) <= WINDOW_TOL_MM and y0 <= cy <= y1 - MIN_TALL_MM
                and rx <= x1 and y0 <= ry <= y1):
            return True
    return False


def band_piece(band, others) -> bool:
    """Whether ``band`` (a :class:`~vision.card_bands.Band`, rectified px, its right end
    :attr:`~vision.card_bands.Band.right_mm` known) is the right part of one of ``others``
    (the bands of its zone seen whole in this reading): its corner on that band's top edge
    (within :data:`~vision.art_panel.WINDOW_TOL_MM` of it) but more than that tolerance
    right of its corner, and its right end (at the tactile row's height) at that band's
    right end, within the same tolerance. The band finder's two masks
    (:data:`vision.card_bands.BAND_CS`) may find one card's band twice, once whole and once
    cut at its left by the printed emblem, the cross or a ring (its ``left_share`` low);
    their corners farther apart than its 3 mm, both are kept. Held-out typical 16's game
    (720p, ``benchmarks.unread_prompts --games 1 --seed 16 --presets typical``, 78.1 s on):
    seat 1's Cthulhu, never read (:data:`STRAY_REASON`), found whole at its corner (61.5 mm
    wide, right end 61.4 mm) and cut at (10.7, 3.1) mm of it (53 mm wide, right end 52.4 mm
    of its own card, 61.1 of the Cthulhu's); the cut one came first, its place took that
    corner and the card was told 8.7 mm right of its band: no card's band there. Cards
    really laid apart never share a right end along one top edge: a cascade steps 22–36 mm
    and a band cut by a card over it is no whole band. Pure geometry, raises nothing."""
    if band.right_mm is None or not others:
        return False
    ends = band.card_to_rect() @ np.array([[*BAND_MM[:2], 1.0],
                                           [band.right_mm, ROW_RIGHT_Y_MM[0], 1.0]]).T
    x, y = band.corner
    for other in others:
        # (cheap first: a part is narrower, its corner within a band's width of the band's)
        if (other is band or other.right_mm is None or other.width_mm <= band.width_mm
                or math.hypot(x - other.corner[0], y - other.corner[1]) > BAND_MM[2] * S):
            continue
        (cx, cy), (rx, ry) = card_mm(ends, other)
        if (abs(cy - BAND_MM[1]) <= WINDOW_TOL_MM and cx - BAND_MM[0] > WINDOW_TOL_MM
                and abs(rx - other.right_mm) <= WINDOW_TOL_MM
                and abs(ry - ROW_RIGHT_Y_MM[0]) <= WINDOW_TOL_MM):
            return True
    return False


def card_mm(points, band) -> np.ndarray:
    """``points`` (2×n rectified px, one point a column) in ``band``'s card mm (n×2): the
    inverse of :meth:`~vision.card_bands.Band.card_to_rect`."""
    m = np.vstack([band.card_to_rect(), [0.0, 0.0, 1.0]])
    return np.linalg.solve(m, np.vstack([points, np.ones(points.shape[1])]))[:2].T


#: A card's light rules text box, card mm (``vision.render.face``: x 5–58, y 67–84): the
#: place of its top-left corner as the band finder finds it, and how far from it (mm). Framed
#: by the card's dark frame and the artwork above it, it passes for a name band with nothing
#: on it when no card covers it: a pile's first card in a game built card by card
#: (``benchmarks.unread_prompts --games``, tuned on seeds 1 and 2, 720p, clean, typical,
#: tilted and dim, and seed 7, clean: every phantom prompt, 42; of seeds 1 and 2's 31, 28
#: under a read card at (3.4–6.7, 65.9–69.9) mm of it, tilted the farthest, and 3 under a
#: card never read, its band refused). In a tilted view (``tilted``: 40°) the box is found
#: farther off, measured against the renderer's truth (3-seat 720p tables, a lone card a
#: zone, ``build_scene(growing=True)``, seeds 1–8 and 11–15): the seat plane fitted on the
#: seat tiles, which rectifies each zone, is up to 5.4 % long along one zone's cards and
#: turned up to 1° (over the 66 mm from the band's corner to the box: 3.6 mm farther,
#: 1.2 mm aside), and the band finder puts a band's left end up to 3.9 mm, the box's up to
#: 2.1 mm, left of its place: 31 boxes at (3.2–7.6, 66.2–70.9) mm of the read band above,
#: and at (1.5–2.0, 69.0–69.5) in the game of seed 8 (session 26's 8 phantoms, 3.1–3.5 mm
#: from (5, 68)); held-out seeds 16–23: 18 boxes, at most 3.05 mm from (5, 69). Dim 720p
#: (seed 9's game): a zone rectified short along its cards, a box at (6.1, 63.6) mm, 5.5 mm
#: from it (a card's band there needs a card between, :data:`BETWEEN_MM`: a cascade step
#: is at most 36 mm), hence 6 mm round.
RULES_CORNER_MM = (5.0, 69.0)
RULES_TOL_MM = 6.0
#: A card whose band corner lies in this box (card mm x0, y0, x1, y1) of another card covers
#: that card's rules box: a cascade step is 22–36 mm, so a card really laid two steps down,
#: its band where the rules box would be, always has one there (read, or refused as unread;
#: a card there refused otherwise costs a prompt, never makes one). Not one at that card's
#: artwork window (its corner near :data:`~vision.art_panel.WINDOW_CORNER_MM`: seeds 3 and 4,
#: clean, 720p, a read card's window and rules box both taken for bands; seed 5, clean,
#: 720p, a band refused otherwise between them).
BETWEEN_MM = (-15.0, 10.0, 20.0, 58.0)


def on_rules_box(tops, bands, cards) -> bool:
    """Whether a band lies on the rules box (:data:`RULES_CORNER_MM`) of one of ``bands``
    (the bands of the same zone: read there, or seen whole in this reading;
    :class:`~vision.card_bands.Band`, rectified px; ``tops``: the band's top edge in their
    card mm, :func:`top_in`) with none of ``cards`` between them (:data:`BETWEEN_MM`; the
    bands of the zone read there or refused as unread, the band among them): that box
    shows, a card really laid there would cover it. The band itself among ``bands`` has its
    top at its own corner, no rules box."""
    corners = np.array([c.corner for c in cards], np.float64).reshape(-1, 2).T
    x0, y0, x1, y1 = BETWEEN_MM
    for top, other in zip(tops, bands):
        if not at_window(top, RULES_CORNER_MM, RULES_TOL_MM):
            continue
        mm = card_mm(corners, other)
        # a corner at that card's artwork window is no card between (its distance only:
        # at_window's angle test would let a window band turned over 6° count as a card)
        window = near_corner(mm)
        if not np.any((mm[:, 0] >= x0) & (mm[:, 0] <= x1) & (mm[:, 1] >= y0)
                      & (mm[:, 1] <= y1) & ~window):
            return True
    return False


#: A refused band whose corner lies within this distance (mm, in its seat's plane) of the
#: table's centre is the card set aside in the middle, not a card of that seat: its light
#: rules box or artwork window, framed like a band, can lie in a seat's zone window (fresh
#: seed 170000, 1080p, table 1: the set-aside Stowaway Eggs' rules box in seat 1's window,
#: 33 mm from the centre). The renderer lays the set-aside card ~35 mm off
#: ``layout.centre()``, so its parts lie up to ~90 mm from it: those past this distance are
#: not dropped. A seat's cards lie mostly farther (their band corners on the first frames
#: of seed 5000's first 30 tables, 720p: 57.7 mm at the nearest, then 62.3, 63.0 mm): an
#: unread card that near is not told (a missed prompt, never a wrong one).
MIDDLE_MM = 60.0


def off_middle(entries, layout) -> list:
    """``entries`` (``(seat, band, reading)``, :meth:`UnreadCards.update`) without the
    refusals whose band corner (rectified px of the seat's zone window) lies within
    :data:`MIDDLE_MM` of the table's centre (``layout``: a
    :class:`~vision.layout.TableLayout`; ``layout.centre()`` image px); all of them when
    the centre is not known."""
    centre = layout.centre()
    if centre is None:
        return list(entries)
    out = []
    for entry in entries:
        seat, band, rd = entry
        if seat is not None and rd.value < 0:
            h = np.asarray(layout.zone(seat).to_seat, np.float64).reshape(3, 3)
            c = h @ np.array([centre[0], centre[1], 1.0])
            at = zone_to_rect_affine() @ np.array([band.corner[0], band.corner[1], 1.0])
            if np.hypot(*(at[:2] - c[:2] / c[2])) < MIDDLE_MM:
                continue
        out.append(entry)
    return out

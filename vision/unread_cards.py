"""Cards seen in a seat zone but not read, for a deck without printed markers (QA32 F2).

The card-first sticker reader (:mod:`vision.sticker_cards`) finds each card's name band,
then reads the tactile code on it. A band inside its printed frame that has nothing where
the code starts and no cross (:data:`UNREAD_REASON`) is a card without a sticker: Tommy
Gun has none (docs/adaptation.md), or a sticker that fell off; one with a sticker's ink
where its row goes but no row read (:data:`INK_REASON`) is a card whose sticker the camera
cannot make out (QA34 H3: a Cthulhu, 1.6 s on top, never read from a compressed video),
as is one whose row has a stray element in its place (:data:`STRAY_REASON`, QA35) or
a row found but one more dot maybe after it (:data:`DOUBT_REASON`, QA36: told only
once pushed on by the next card, or after :data:`DOUBT_S` on top).
Such a card is never guessed; :class:`UnreadCards` only tells, once, that a card lies
there, so the players can enter it by key. Only a whole band counts (:func:`whole`): a
card just laid lies on top; only one as tall as a name band (:func:`tall`, against the
zone's own scale: a card's rules box is shorter); and none on the artwork window of a
card read or seen whole in that zone (:func:`on_read_window`; :func:`alt_on_read_window`
for a read one whose left part shows dark art), on the rules box of a card of that zone
with nothing over it (:func:`on_rules_box`), nor one that looks like a rules box by what
is printed in it (``rd.rules_box``, :func:`vision.rules_box.rules_box`: no rank block at
its left, several text lines: a card's rules box whose own band was found in no
reading), nor near the table's centre (:func:`off_middle`: the card
set aside there), nor a band's right part found beside the whole band (:func:`band_piece`:
the card is told at the whole band's corner).
A place is told when it gave one of those refusals in every reading for
:data:`STABLE_S` seconds (at least :data:`STABLE_READS` readings), away from every card
read in that zone (a read card's band, now or before, within :data:`SAME_PLACE_MM`). A
place not seen for :data:`FORGET_READS` readings is forgotten (the cards gathered for the
next round). A seat's told place forgotten, or another card read there, a new one in that
zone is the same card moved (a pile pushed up once it reaches the player, as
``vision.render.build_scene(growing=True)`` lays it): not told again until every place of
the zone is forgotten (the cards gathered) or :meth:`UnreadCards.clear`. A pile pushed is
followed when its read cards show it (:func:`pile_shift`): every place of the zone moves
with them, so a card laid where a read card lay before is a new place (QA35: R'lyeh's
Musician, laid where R'lyeh had been read, never told). A place in its run whose card is
pushed on by the card laid on it (read where it lay, or no band there any more) gives its
run to the unread band that appears within :data:`PUSH_MM` in its zone
(:meth:`UnreadCards._carried`), even where a read card lay before: told 2 s after it was
laid, not 2 s after the push, so before the card laid on it is stable (QA36 en5, es13).
A card read at a told place is noted (:attr:`UnreadCards.told_read`), and whether that
place had shown no sticker's ink in most readings before it was told
(:attr:`UnreadCards.told_blank`; one glimpse of ink does not count, review rv39b): a
card without a sticker cannot be read after all, so a card read there lies on it, unless
a washed-out sticker made it blank; the tracker's accounts decide (session 39, en5).
An unreadable frame (``None``) changes nothing.

Units: band corners in rectified zone px (:data:`vision.card_bands.S` px per mm), seats
1-based, times in seconds. No I/O.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from .art_panel import WINDOW_CORNER_MM, WINDOW_TOL_MM, at_window, near_corner
from .card_bands import BAND_MM, ROW_RIGHT_Y_MM, S, zone_to_rect_affine
from .stabilize import STICKER_HITS

#: The sticker reader's refusal for a framed band with nothing on it
#: (:func:`vision.sticker_read.read_card`).
UNREAD_REASON = "no row can start here, no cross"
#: Its refusal for a framed band with a sticker's ink at the row's foot but no row read
#: (:func:`vision.sticker_code.read_block`): a card lies there, its sticker unreadable
#: (QA34 H3: "typical" light, mp4, a Cthulhu refused so in every frame, its zone's next
#: card, the Fed, then taken for its play).
INK_REASON = "no row read, ink in its place"
#: Its refusal for a framed band whose row has another element in its place
#: (:func:`vision.sticker_code.read_block`): a card lies there, its code not made out (QA35,
#: seed 7 mp4, clean: R'lyeh's first card, The Musician, refused so in every frame for
#: 6.9 s, 1.6 s on top and then under the next card; never told, so round 1 waited for it
#: and never ended).
STRAY_REASON = "stray element in the row's place"
#: Its refusal for a framed band whose row was found but where one more dot may lie
#: after it (:func:`vision.sticker_code.read_block`): a card's sticker, its length not made
#: out (QA36 es13, es typical seed 13 mp4: Alice's Dilettante, 1.6 s on top, refused so in
#: every frame, then "stray element" under the Necronomicon: never told, never read).
DOUBT_REASON = "a dot may follow"
#: Seconds a place refused only so (:data:`DOUBT_REASON`) must stay on top before it is told,
#: unless pushed on by a card laid on it (:meth:`UnreadCards._carried`): a card on top whose
#: next dot's place looks doubtful is often read a moment later (QA35's seed 11 typical mp4:
#: Alice's Investigators, refused so for 3.2 s, then read; told at 2 s, a needless prompt).
DOUBT_S = 4.0
#: The refusals that make a place count as an unread card.
UNREAD_REASONS = (UNREAD_REASON, INK_REASON, STRAY_REASON, DOUBT_REASON)
#: The reader's refusal for a band whose printed frame it did not find
#: (:func:`vision.sticker_read.read_card`): alone, no card (artwork, cloth); at a place
#: already in a run of :data:`UNREAD_REASONS` refusals, the same card, its frame lost at the
#: zone's far side (it neither starts a run nor counts for its ink or doubt). QA53b runC2
#: (s51 run C's video, 4p arkham es stickers-only, frame 1105 on): Carol's Randall, laid in
#: the far zone after Alice's Stowaway, refused "no row can start here" in 2 readings,
#: then only so: its run broken, told 7 s late, after Bob's play was read and taken for
#: the Stowaway's forced discard ("Bob descarta la Diletante", truth: Carol discarded it).
FRAMELESS_REASON = "no printed frame round the band"
#: ... goes on only with a run of at least this many readings: one refused reading is a
#: glint or the laying hand (review of rlyeh53), and artwork or the cloth may be refused
#: frameless there for good (review of runc54).
FRAMELESS_RUN = 2
#: Seconds a place must give that refusal before it is told.
STABLE_S = 2.0
#: ... and at least this many readings.
STABLE_READS = 4
#: Readings in a row that must read a card at a place before it is never told there: the
#: stabilizer's frames for a sticker card (:data:`vision.stabilize.STICKER_HITS`).
#: Read fewer times in a row, then refused, the card was never made stable: fresh QA53 r1
#: (3p arkham stickers-only seed 91, round 5): Alice's R'lyeh, read in 4 frames as it was
#: laid, then refused "no row read, ink in its place" (its artwork's top at the band's
#: foot, a dot response at the filter's threshold) for 6 s, under the Cthulhu and the
#: Investigators its effect laid on it; never told, and the Cthulhu taken for her play.
READ_RUN = STICKER_HITS
#: Within this distance (mm) two band corners are the same card's place.
SAME_PLACE_MM = 10.0
#: Readings without a band at a place that do not break its run (a glint, a hand).
GAP_READS = 2
#: Readings without a band at a place before the place is forgotten.
FORGET_READS = 8
#: Seconds a told place read again holds back the next prompt of its zone: either another
#: card now lies there (the pile moved: the told card, seen again further on within a few
#: seconds, is not told again) or the told card itself is read now (its sticker no longer
#: washed out): a card laid later in that zone must still be told (session 27's review: a
#: count with no end silenced it).
MOVED_WAIT_S = 6.0


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


#: The farthest (mm) a pile is taken to move at once (:func:`pile_shift`): pushed one
#: cascade step (22–36 mm) as a card joins it, or by hand 35–60 mm (QA15,
#: :data:`vision.card_tracks.MOVED_UNITS`); a card of that rank read farther is another copy.
PUSH_MM = 60.0


def pile_shift(read, entries) -> dict:
    """Seat (1-based) -> ``(dx, dy)``, how far (rectified px) its pile moved, for each zone
    whose read cards show it: ``read`` holds ``(seat, corner, rank)`` of each place where a
    card was read (corner in rectified px), ``entries`` this reading's band entries (as
    :meth:`UnreadCards.update` takes them). Each card read now may have moved from each
    place of its zone where its rank was read, no farther than :data:`PUSH_MM` (about
    nothing: read at its own place). The zone moved by the move the most of its cards read
    now share (each by its own move nearest it, within :data:`SAME_PLACE_MM`; by their
    mean; of as many, the shortest) when more than half of them share it and it is farther
    than :data:`SAME_PLACE_MM`: a card pushed out of the window and one of its rank laid
    since, a second copy, a card misread are outvoted or leave the zone where it was. A
    card of a rank read at two places counts for the move the others make (session 38,
    st7: the pile slid one step, a card of rank 1 landed 13 px from the other's old place,
    taken as still, and the pile was not followed)."""
    tol, far = SAME_PLACE_MM * S, PUSH_MM * S
    moves: dict[int, list] = {}
    for seat, band, rd in entries:
        if seat is None or rd.value < 0:
            continue
        x, y = band.corner
        near = [d for s, (cx, cy), v in read if s == seat and v == rd.value
                for d in ((x - cx, y - cy),) if math.hypot(*d) <= far]
        if near:
            moves.setdefault(seat, []).append(near)
    out = {}
    for seat, cards in moves.items():
        best = max((_sharing(cards, a, tol) for ds in cards for a in ds),
                   key=lambda m: (len(m[0]), -math.hypot(*m[1])))
        (dx, dy) = best[1]
        if 2 * len(best[0]) > len(cards) and math.hypot(dx, dy) > tol:
            out[seat] = (float(dx), float(dy))
    return out


def _sharing(cards, a, tol: float):
    """Of ``cards`` (each a list of its possible moves ``(dx, dy)``, px), the moves within
    ``tol`` px of the move ``a``, each card's nearest it; and their mean ``(dx, dy)``."""
    mine = (min(ds, key=lambda d: math.hypot(d[0] - a[0], d[1] - a[1])) for ds in cards)
    share = [d for d in mine if math.hypot(d[0] - a[0], d[1] - a[1]) <= tol]
    n = len(share)
    return share, (sum(d[0] for d in share) / n, sum(d[1] for d in share) / n)


@dataclass
class _Place:
    seat: int
    corner: tuple[float, float]
    since: float          # first unread reading of the current run, seconds
    reads: int = 0        # unread readings in a row
    missed: int = 0       # readings in a row without a band here
    read: bool = False    # a card was read here: never told, once read READ_RUN times
    run: int = 0          # readings in a row that read a card here (a refusal ends it)
    most: int = 0         # the longest such run
    told: bool = False
    band: object = None   # the last band read here (a read place)
    value: int = -1       # the rank last read here (a read place)
    sure: bool = False    # this run: a refusal but DOUBT_REASON, or its card pushed on
    ink: int = 0          # this run, before told: readings with ink (a refusal but
    #                       UNREAD_REASON) less readings without
    relapsed: bool = False  # a read place refused since: a glimpse when read again

    @property
    def inked(self) -> bool:
        """Whether most readings of this run before told showed a sticker's ink: one
        glimpse (a card slid on early, a shadow) does not (review rv39b)."""
        return self.ink > 0


class UnreadCards:
    """Places of unread cards, told once each when stable (see the module)."""

    def __init__(self) -> None:
        self._places: list[_Place] = []
        #: seat -> one deadline (seconds) for each told place forgotten (no end), or read
        #: since (:data:`MOVED_WAIT_S`), while other places of that zone stayed, not yet
        #: matched by a new stable place (a moved pile: see the module)
        self._moved: dict[int, list[float]] = {}
        #: ``(seat, corner)`` of each place told by the last :meth:`update` (band corner,
        #: rectified zone px), in the order of its return value
        self.told: list[tuple[int, tuple[float, float]]] = []
        #: seat (1-based) -> time (s) of the first unread reading of the place last told
        #: there (its run's ``since``: the card laid by then; told :data:`STABLE_S` or
        #: more later; review of qaD57)
        self.told_since: dict[int, float] = {}
        #: seats (1-based) where a card was read at a place told since that seat's last
        #: card told: the told card read after all (its sticker no longer washed out), or
        #: another card laid just there
        self.told_read: set[int] = set()
        #: the seats of :attr:`told_read` where every told place a card was read at showed
        #: no sticker (refused :data:`UNREAD_REASON` in most readings until told: review
        #: rv39b; :attr:`_Place.inked`): a card without one (Tommy Gun) lay there, or
        #: one whose sticker was washed out; a card read there may be another laid
        #: squarely on it (session 39, en5: the Nightgaunt the Tommy Gun drew, taken for
        #: the Tommy Gun read). Which, only the tracker's accounts tell
        self.told_blank: set[int] = set()

    def read_bands(self) -> dict:
        """Seat (1-based) -> the bands (:class:`~vision.card_bands.Band`, rectified px) last
        read at each place of its zone where a card was read."""
        out: dict[int, list] = {}
        for place in self._places:
            if place.read:
                out.setdefault(place.seat, []).append(place.band)
        return out

    def update(self, entries, t: float) -> list[int]:
        """One reading's band entries (``(seat, band, reading)`` as
        :attr:`vision.sticker_cards.CardFirstReader.last` holds them: ``band.corner``
        rectified px, ``reading.value`` < 0 for a refusal with its ``reason``), taken at
        ``t`` seconds; ``None`` for an unreadable frame (nothing changes: a place not seen
        there is not missed). Returns the seats (1-based) where an unread card just became
        stable, one entry per card, in seat order."""
        self.told = []
        if entries is None:
            return []
        self._follow(entries)
        runs = self._runs()
        seen: set[int] = set()
        for seat, band, rd in entries:
            if seat is not None and rd.value >= 0:
                place = self._at(seat, band.corner, t)
                if place.told:  # a card read where one was told: the pile moved?
                    place.told = False
                    if place.inked:
                        self.told_blank.discard(seat)
                    elif seat not in self.told_read:
                        self.told_blank.add(seat)
                    self.told_read.add(seat)
                    self._moved.setdefault(seat, []).append(t + MOVED_WAIT_S)
                place.read, place.missed, place.band, place.value = True, 0, band, rd.value
                place.run += 1
                place.most = max(place.most, place.run)
                place.reads = 0  # a card read here ends its run of unread readings
                seen.add(id(place))
        doubt = {id(band) for _, band, rd in entries if rd.value < 0
                 and rd.reason == DOUBT_REASON}
        blank = {id(band) for _, band, rd in entries if rd.value < 0
                 and rd.reason == UNREAD_REASON}
        frameless = {id(band) for _, band, rd in entries if rd.value < 0
                     and rd.reason == FRAMELESS_REASON}
        for seat, band, place in self._carried(self._no_panel(entries), runs, seen, t):
            if id(place) not in seen:
                if place.reads == 0:
                    place.since, place.sure = t, False
                    place.ink = place.ink if place.told else 0
                place.relapsed = place.relapsed or place.read
                place.run = 0
                place.sure = place.sure or id(band) not in doubt | frameless
                # before told only: the card laid on a told one may show its ink there
                if not place.told and id(band) not in frameless:
                    place.ink += -1 if id(band) in blank else 1
                place.reads += 1
                place.missed = 0
                seen.add(id(place))
        for place in list(self._places):
            if id(place) not in seen:
                place.missed += 1
                if place.missed > GAP_READS:
                    place.reads = 0  # the run of unread readings is broken
                if place.missed >= FORGET_READS:
                    self._places.remove(place)
                    if place.told:
                        self._moved.setdefault(place.seat, []).append(math.inf)
        for seat in list(self._moved):
            self._moved[seat] = [end for end in self._moved[seat] if end > t]
            if not self._moved[seat] or not any(p.seat == seat for p in self._places):
                del self._moved[seat]  # none left, or the cards gathered
        for place in self._places:
            if (id(place) in seen and place.most < READ_RUN and not place.told
                    and place.reads >= STABLE_READS and t - place.since >= STABLE_S
                    and (place.sure or t - place.since >= DOUBT_S)):
                place.told = True
                if self._moved.get(place.seat):  # the card told where a pile moved from
                    marks = self._moved[place.seat]
                    marks.remove(min(marks))
                    continue
                self.told.append((place.seat, place.corner))
                self.told_since[place.seat] = place.since
                self.told_read.discard(place.seat)
                self.told_blank.discard(place.seat)
        self.told.sort(key=lambda st: st[0])
        return [seat for seat, _ in self.told]

    def _pending(self, seat: int) -> list:
        """The places of ``seat``'s zone (1-based) in a run of at least
        :data:`STABLE_READS` unread readings (one refused reading is a glint or the laying
        hand, not a card: review of rlyeh53), not told and not read :data:`READ_RUN` times
        in a row, seen at most :data:`GAP_READS` readings ago, oldest run first."""
        return sorted((p for p in self._places if p.seat == seat and not p.told
                       and p.most < READ_RUN and p.reads >= STABLE_READS
                       and p.missed <= GAP_READS),
                      key=lambda p: p.since)

    def told_places(self, seat: int) -> int:
        """How many places of ``seat``'s zone (1-based) told unread are still known: not
        forgotten (unseen :data:`FORGET_READS` readings) and no card read there since. A
        card told again after its zone's every place was forgotten (a hand over a lone
        card) leaves fewer than the cards told (review of late60)."""
        return sum(1 for p in self._places if p.seat == seat and p.told)

    def pending(self, seat: int) -> bool:
        """Whether ``seat``'s zone (1-based) shows a card not read, not told yet (told only
        after :data:`STABLE_S`): a card the camera cannot read may lie under the next one
        laid there (fresh QA53 r1: Alice's R'lyeh, under the Cthulhu its effect laid)."""
        return bool(self._pending(seat))

    def shown(self, seat: int) -> tuple[int, float | None]:
        """What ``seat``'s zone (1-based) shows in the last reading, as ``(cards, told)``:
        ``cards``, its places with a band in that reading (each a card: one read there, or
        refused as unread, :data:`UNREAD_REASONS`, and not a panel nor a rules box), told
        or read there at least once (a refusal of a moment is no card yet); ``told``, the
        first unread reading's time (s, :attr:`_Place.since`: the card laid by then) of
        the oldest place among them told unread and not read since, ``None``: none. The
        app sets ``cards`` against its account of the zone: a card told unread whose
        prompt an Enter answered for another, unread card of the zone still lies there,
        unsettled (fresh QA59 HIGH-3, runG: Carol's Cthulhu)."""
        here = [p for p in self._places if p.seat == seat and p.missed == 0
                and (p.told or p.read)]
        told = [p.since for p in here if p.told]
        return len(here), min(told, default=None)

    def glimpsed(self, seat: int) -> int:
        """How many places of ``seat``'s zone (1-based) the last reading read whose card
        was refused there as unread since it was first read: a card only glimpsed, read
        again for a moment (run G: Carol's Investigators, read 4 pictures, then inked),
        not a card laid just now. The app takes them out of the cards its stabilizer reads
        there not yet stable (review of g60)."""
        return sum(1 for p in self._places if p.seat == seat and p.missed == 0
                   and p.run > 0 and p.relapsed)

    def tell_now(self, seat: int) -> bool:
        """Tell the oldest :meth:`pending` place of ``seat``'s zone (1-based) now, not at
        :data:`STABLE_S` (the app: the card laid on it would knock its player out, a claim
        it does not state over a card it cannot read); returns whether there was one. It
        is told once, as :meth:`update` tells a place (not in :attr:`told`, which is the
        last reading's)."""
        places = self._pending(seat)
        if not places:
            return False
        places[0].told = True
        self.told_read.discard(seat)
        self.told_blank.discard(seat)
        return True

    def _runs(self) -> list:
        """``(place, seat, corner, since, reads)`` of each place in a run of unread
        readings (not read, not told, seen at most :data:`GAP_READS` readings ago), as
        they stand before a reading: :meth:`_carried` may give a run to a band moved on."""
        return [(p, p.seat, p.corner, p.since, p.reads) for p in self._places
                if not (p.read or p.told) and p.reads and p.missed <= GAP_READS]

    def _carried(self, bands, runs: list, seen: set, t: float) -> list:
        """``bands`` (``(seat, band)`` refused as unread, :meth:`_no_panel`), each with its
        place: the one :meth:`_at` finds or makes; but a band at no place of its zone, or
        only at a read place not seen in this reading (``seen``: ids), while a run of
        ``runs`` (:meth:`_runs`) of its zone saw no band of ``bands`` at its place, within
        :data:`PUSH_MM`, takes that run, the nearest: the same card pushed on by the card
        laid on it (QA36 en5, es13: a Tommy Gun, a Dilettante; the card laid on it read
        where it had lain, it pushed a cascade step on to where the card under it had been
        read; its run was lost, and it was told only after the card laid on it had been
        given, or never). The run's place moves there, or, read over, a new place takes
        its time and count. It counts as pushed on (``sure``: told at :data:`STABLE_S`, a
        place refused only :data:`DOUBT_REASON` too) only when a card first read in this
        reading lies within :data:`PUSH_MM` of the run's place (read over, or a new place:
        the card laid on it); else a hand nudged it, and a doubtful card still waits
        :data:`DOUBT_S` (review 38a: straightened 15 mm, it was told at 2 s)."""
        tol, far = SAME_PLACE_MM * S, PUSH_MM * S

        def dist(a, b) -> float:
            return math.hypot(a[0] - b[0], a[1] - b[1])
        free = [r for r in runs
                if not any(s == r[1] and dist(r[2], b.corner) <= tol for s, b in bands)]
        out = []
        for seat, band in bands:
            mine = [r for r in free if r[1] == seat and dist(r[2], band.corner) <= far]
            if not mine or any(p.seat == seat and dist(p.corner, band.corner) <= tol and (
                    id(p) in seen or not p.read) for p in self._places):
                out.append((seat, band, self._at(seat, band.corner, t)))
                continue
            run = min(mine, key=lambda r: dist(r[2], band.corner))
            free.remove(run)
            place, corner = run[0], (float(band.corner[0]), float(band.corner[1]))
            pushed = any(  # a card first read now (read over: a run's; made: since t)
                p.seat == seat and id(p) in seen and dist(p.corner, run[2]) <= far and (
                    p.since == t or any(r[0] is p for r in runs)) for p in self._places)
            if place.read:  # read over by the card laid on it: a new place
                place = _Place(seat, corner, run[3], run[4], ink=place.ink)
                self._places.append(place)
            place.corner, place.sure = corner, place.sure or pushed
            out.append((seat, band, place))
        return out

    def _follow(self, entries) -> None:
        """Move every place of each zone whose pile moved (:func:`pile_shift`) with it:
        its corner and the band last read there."""
        shifts = pile_shift([(p.seat, p.corner, p.value) for p in self._places if p.read],
                            entries)
        for place in self._places:
            if place.seat in shifts:
                dx, dy = shifts[place.seat]
                place.corner = (place.corner[0] + dx, place.corner[1] + dy)
                if place.band is not None:
                    x, y = place.band.corner
                    place.band = replace(place.band, corner=(x + dx, y + dy))

    def _no_panel(self, entries) -> list:
        """Of this reading's ``entries`` (see :meth:`update`), the ``(seat, band)`` of each
        whole band (:func:`whole`) refused as unread (:data:`UNREAD_REASONS`) that is as
        tall as a name band in its zone (:func:`tall`, :func:`least_tall` of its read
        bands) and no artwork window of a band of its zone read or seen whole in
        ``entries`` (:func:`on_read_window`; :func:`alt_on_read_window`, read), nor inside
        one's window (:func:`inside_window`), nor the right part of one seen whole beside it
        (:func:`band_piece`: that one is the card), nor rules box
        (:func:`on_rules_box`, against the zone's read bands and the bands seen whole in
        ``entries``; every whole band of the zone refused as unread, tall or not, a card
        between), nor looking like a rules box (``rd.rules_box``,
        :func:`vision.rules_box.rules_box`; a reading without that attribute is not one),
        in their order. Most readings refuse none: nothing more is built then."""
        seen_whole: dict[int, list] = {}
        refused = []
        boxes = set()  # id() of the refused bands that look like a rules box
        for seat, band, rd in entries:
            if seat is not None and whole(band):  # each band checked once
                seen_whole.setdefault(seat, []).append(band)
                if rd.value < 0 and (rd.reason in UNREAD_REASONS or (
                        rd.reason == FRAMELESS_REASON and self._in_run(seat, band.corner))):
                    refused.append((seat, band))
                    if getattr(rd, "rules_box", False):
                        boxes.add(id(band))
        # a band's right part found beside it, whole: the card is the whole band's
        refused = [(seat, band) for seat, band in refused
                   if not band_piece(band, seen_whole[seat])]
        if not refused:
            return []
        read = self.read_bands()
        out = []
        least = {seat: least_tall(read.get(seat, [])) for seat, _ in refused}  # once a zone
        for seat, band in refused:
            own = read.get(seat, [])
            if id(band) in boxes or not tall(band, least[seat]):
                continue
            bands = own + seen_whole[seat]
            tops = top_in(band, bands)  # once, for both tests
            cards = own + [b for s, b in refused if s == seat]
            if not (on_read_window(tops) or alt_on_read_window(band, own)
                    or inside_window(band, bands) or on_rules_box(tops, bands, cards)):
                out.append((seat, band))
        return out

    def _in_run(self, seat: int, corner) -> bool:
        """Whether a place of ``seat``'s zone (1-based) within :data:`SAME_PLACE_MM` of
        ``corner`` (rectified px) is in a run of at least :data:`FRAMELESS_RUN` unread
        readings (:meth:`_runs`): a band refused :data:`FRAMELESS_REASON` there goes on
        with it."""
        tol = SAME_PLACE_MM * S
        return any(p.seat == seat and reads >= FRAMELESS_RUN
                   and math.hypot(p.corner[0] - corner[0], p.corner[1] - corner[1]) <= tol
                   for p, _, _, _, reads in self._runs())

    def _at(self, seat: int, corner, t: float) -> _Place:
        """The place of ``seat``'s zone at ``corner`` (rectified px), the nearest within
        :data:`SAME_PLACE_MM`; new if none."""
        x, y = corner
        near = [(math.hypot(p.corner[0] - x, p.corner[1] - y), i, p)
                for i, p in enumerate(self._places) if p.seat == seat]
        d, _, place = min(near, default=(math.inf, 0, None))
        if d <= SAME_PLACE_MM * S:
            return place
        place = _Place(seat, (float(x), float(y)), t)
        self._places.append(place)
        return place

    def clear(self) -> None:
        """Forget every place and every card told (a new table, a new round)."""
        self._places.clear()
        self._moved.clear()
        self.told_read.clear()
        self.told_blank.clear()

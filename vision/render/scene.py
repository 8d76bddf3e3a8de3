"""What to render: the table's content (:class:`Scene`) and the camera/light (:class:`Conditions`).

Table coordinates: millimetres on the table plane, origin at the centre of the camera's view,
x to the right and y towards the bottom of a top-down image. Seat 1 sits at the bottom edge;
the others follow around the table (TABLE-CONDITIONS.md: zones all around the frame edge, each
facing its player, so the cards across the table are upside down to the camera).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Mapping, Sequence

from companion.cards import SET_ASIDE_FACE_UP, Edition, card
from vision.adaptation import (CARD_H_MM, CARD_W_MM, MAX_SEATS, SEAT_TILE_SIDE_MM,
                               TOP_BAND_MM)
from vision.render.camera import camera_for

TABLECLOTHS = ("plain", "wood", "felt", "polka", "tiles", "gingham", "checks", "stripes")
LABELS = ("white", "cream", "transparent", "mixed")
CASCADES = ("down", "left", "right")
RESOLUTIONS = {"720p": (1280, 720), "1080p": (1920, 1080), "small": (640, 360)}


@dataclass(frozen=True)
class Conditions:
    """Camera, light and mess. Every effect defaults to off (a clean top-down frame).

    Attributes:
        size: ``(width, height)`` of the frame in px.
        view_mm: width of the table seen at the image centre, mm (60–90 cm is typical).
        tilt_deg: camera tilt from straight down, 0..45° (a phone propped at an angle); the far
            side (top of the image) shrinks.
        roll_deg: camera rotation about its axis (image-plane turn), degrees.
        focus_blur: far-side depth-of-field blur, Gaussian sigma in px at the top edge.
        blur: global defocus, Gaussian sigma in px (0 = sharp).
        noise: sensor noise, standard deviation in grey levels (dim room ≈ 6–12).
        exposure: overall gain (1 = normal, 0.5 = dim room).
        hotspot: 0..1, strength of a lamp's bright spot; ``hotspot_at`` its place in the frame
            as fractions of width and height.
        shadow: 0..1, darkness of a hard shadow (window side light) over part of the frame.
        vignette: 0..1 darkening of the corners.
        white_balance: -1 (cool, blue) .. +1 (warm, orange).
        glare: 0..1, chance per card of a specular glare patch (glossy sleeve) on a corner.
        jpeg_quality: JPEG round-trip quality (10..95), ``None`` for none.
        hands, mugs: how many occluders lie over the table.
        tablecloth: one of :data:`TABLECLOTHS`.
        labels: sticker label look: ``white``, ``cream``, ``transparent`` or ``mixed`` (per card);
            "transparent" is for the tactile stickers only, the marker label stays white.
        jitter: apply hand-application error to stickers and labels (±2 mm, ±10°, ±15 %).
        markers, qr, tactile: draw the ArUco labels / QR code / tactile stickers.
        artwork_distractors: draw dark blobs, rings and emblems in the fake artwork.
        bend_mm: curled cards: the most a card's edges rise off the table, mm (0 = flat;
            shuffled and sleeved cards curl 1–6 mm). Each copy curls its own way (long or
            short axis, edges or middle up, 30–100 % of ``bend_mm``), drawn in 3D through
            the camera (:func:`vision.render.compose.card_surface`).
        seed: randomness of the per-frame effects (noise, glare, occluders); the content's
            randomness is :attr:`Scene.seed`.
    """

    size: tuple[int, int] = (1280, 720)
    view_mm: float = 900.0
    tilt_deg: float = 0.0
    roll_deg: float = 0.0
    focus_blur: float = 0.0
    blur: float = 0.0
    noise: float = 0.0
    exposure: float = 1.0
    hotspot: float = 0.0
    hotspot_at: tuple[float, float] = (0.4, 0.35)
    shadow: float = 0.0
    vignette: float = 0.0
    white_balance: float = 0.0
    glare: float = 0.0
    jpeg_quality: int | None = None
    hands: int = 0
    mugs: int = 0
    tablecloth: str = "plain"
    labels: str = "white"
    jitter: bool = True
    markers: bool = True
    qr: bool = False
    tactile: bool = True
    artwork_distractors: bool = True
    bend_mm: float = 0.0
    seed: int = 0

    def __post_init__(self) -> None:
        w, h = self.size
        if w < 64 or h < 64:
            raise ValueError(f"frame size {self.size} too small; use at least 64×64 px")
        if not 0 <= self.tilt_deg <= 60:
            raise ValueError(f"tilt_deg must be 0..60, got {self.tilt_deg}")
        if self.view_mm <= 100:
            raise ValueError(f"view_mm must be over 100 mm, got {self.view_mm}")
        if self.tablecloth not in TABLECLOTHS:
            raise ValueError(f"unknown tablecloth {self.tablecloth!r}; choose one of {TABLECLOTHS}")
        if self.labels not in LABELS:
            raise ValueError(f"unknown labels {self.labels!r}; choose one of {LABELS}")
        if not 0 <= self.bend_mm <= 20:
            raise ValueError(f"bend_mm must be 0..20 mm, got {self.bend_mm}")
        if self.jpeg_quality is not None and not 5 <= self.jpeg_quality <= 100:
            raise ValueError(f"jpeg_quality must be 5..100 or None, got {self.jpeg_quality}")


#: Ready-made conditions for benchmarks and tests (all clean but one family of trouble).
PRESETS: Mapping[str, Conditions] = {
    "clean": Conditions(jitter=False, artwork_distractors=False),
    "typical": Conditions(tablecloth="wood", noise=3.0, hotspot=0.25, vignette=0.3,
                          white_balance=0.2, jpeg_quality=85, tilt_deg=10.0, labels="mixed"),
    "tilted": Conditions(tilt_deg=40.0, focus_blur=2.5, tablecloth="felt"),
    "dim": Conditions(exposure=0.45, noise=10.0, white_balance=0.6, jpeg_quality=70),
    "harsh": Conditions(hotspot=0.8, shadow=0.6, glare=0.5, tablecloth="gingham",
                        white_balance=-0.5),
    "busy": Conditions(tablecloth="polka", hands=1, mugs=1, labels="transparent"),
    "curled": Conditions(bend_mm=6.0, tilt_deg=20.0, tablecloth="wood", noise=3.0,
                         jpeg_quality=85),
}


@dataclass(frozen=True)
class CardPose:
    """One physical card on the table.

    Attributes:
        key: card key (``companion.cards``); ``None`` for a face-down card (the deck).
        x_mm, y_mm: the card's centre in table mm.
        angle_deg: direction of the card's *top* edge in the table plane, degrees, measured
            like an image angle (0 = top points up the image, 90 = top points right,
            180 = upside down).
        seat: seat whose discard zone holds it; ``None`` for the deck and set-aside cards.
        index: position in its pile, 0 = oldest (drawn first, covered by the later ones).
        zone: ``"discard"``, ``"set_aside"`` or ``"deck"``.
        variant: randomness of this copy's sticker placement and artwork (stable per copy).
    """

    key: str | None
    x_mm: float
    y_mm: float
    angle_deg: float
    seat: int | None = None
    index: int = 0
    zone: str = "discard"
    variant: int = 0


@dataclass(frozen=True)
class SeatTile:
    """A seat marker tile lying at a discard zone (see ``adaptation.SEAT_MARKER``)."""

    seat: int
    x_mm: float
    y_mm: float
    angle_deg: float


@dataclass(frozen=True)
class Scene:
    """Everything on the table, in drawing order, plus the conditions.

    Build one with :func:`build_scene`; the same scene renders the same frame.
    """

    edition: Edition
    seats: int
    cards: tuple[CardPose, ...]
    seat_tiles: tuple[SeatTile, ...] = ()
    conditions: Conditions = field(default_factory=Conditions)
    seed: int = 0


def seat_direction(seat: int, seats: int) -> float:
    """The direction (image-style degrees, 0 = up, 90 = right, 180 = down) from the table
    centre to ``seat``'s player. Seat 1 is at the bottom (180°); the others go clockwise
    as seen from above (seat 2 on seat 1's left)."""
    return (180.0 + (seat - 1) * 360.0 / seats) % 360.0


def _unit(angle_deg: float) -> tuple[float, float]:
    a = math.radians(angle_deg)
    return math.sin(a), -math.cos(a)


#: The cards set aside face up in the middle of a 2-player table: the edition's one card
#: and 5 more (seed 002 "Setup", 2-Player Only; seed 004 the same; companion.rules
#: ``TWO_PLAYER_FACE_UP``, not imported: vision uses the card catalog only)
TWO_PLAYER_ROW = 6


def build_scene(zones: Mapping[int, Sequence[str]], seats: int = 4,
                edition: "str | Edition" = Edition.ARKHAM,
                conditions: Conditions | None = None, *, seed: int = 0,
                set_aside: Sequence[str] | None = None, deck: int = 0,
                cascade: str = "down", step_mm: float | None = None,
                seat_markers: bool = True, growing: bool = False) -> Scene:
    """Lay out a table from a simple description.

    Args:
        zones: ``{seat: [card keys in that seat's discard zone, oldest first]}``; seats 1..n.
        seats: number of players, 2..6.
        edition: the deck's edition (decides the default face-up set-aside card).
        conditions: camera and light; default a clean top-down 1280×720 frame.
        seed: randomness of the layout (small pose jitter, sticker placement, artwork).
        set_aside: face-up set-aside cards (seed 002 "Setup": Stowaway Eggs, plus 3 cards in a
            2-player game); ``None`` puts the edition's face-up card alone; ``[]`` none.
        deck: cards left in the deck (a face-down stack beside the centre); 0 = no deck.
        cascade: how each pile overlaps: ``"down"`` (each newer card towards the player,
            older top bands visible), ``"left"``/``"right"`` (newer card shifted to the
            player's left/right: only a side strip of older cards shows).
        step_mm: the visible part of each older card; default fits the pile to the table
            (25–36 mm for ``down``, 16–22 mm for side strips).
        seat_markers: lay each seat's marker tile beside its zone.
        growing: the piles as they grow during a game (the demo renders a table after each
            card laid): a ``down`` pile laid card by card as a player lays it
            (:func:`growing_pile`: 36 mm a step, the whole pile slid at most a step when a
            card would pass the tile, then nearer, never out of view; a card it would lay
            squarely on the newest card of its pile where a card of the same name lies (the
            newest or one under it) lies :data:`TWIN_SIDE_MM` beside it, as the helper guide
            asks: :func:`beside_twin`; the newest's copy with no slide first);
            each card's jitter depends on its seat and place only, not on the other piles
            (a copy's: on its twin's too); with 2 seats, each
            set-aside card stays where it was laid (the row centred as when its
            :data:`TWO_PLAYER_ROW` cards lie there). Default: the pile
            fitted to the table, its newest card at the player's end (older cards move
            when one is added; one random stream for the whole table).

    Raises:
        ValueError: bad seat count, seat number, cascade or card key (the message names it).
    """
    ed = Edition.parse(edition)
    cond = conditions or Conditions()
    if not 2 <= seats <= MAX_SEATS:
        raise ValueError(f"seats must be 2..{MAX_SEATS}, got {seats}")
    if cascade not in CASCADES:
        raise ValueError(f"unknown cascade {cascade!r}; choose one of {CASCADES}")
    for s, keys in zones.items():
        if not 1 <= int(s) <= seats:
            raise ValueError(f"zone for seat {s}, but seats are 1..{seats}")
        for k in keys:
            card(k)  # raises KeyError naming the bad key
    import random
    rng = random.Random(seed)
    cam = camera_for(cond)
    deck_xy = (-0.30 * cond.view_mm, 0.0) if seats == 2 else (-36.0, 0.0)
    inner = 12.0 if seats == 2 else 52.0
    cards: list[CardPose] = []
    tiles: list[SeatTile] = []
    # the deck and set-aside cards first: nothing covers them but hands and mugs
    if deck:
        for i in range(min(int(deck), 8)):
            cards.append(CardPose(None, deck_xy[0] - 0.3 * i, deck_xy[1] - 0.4 * i,
                                  rng.uniform(-4, 4), None, i, "deck", rng.randrange(1 << 30)))
    extra = [SET_ASIDE_FACE_UP[ed]] if set_aside is None else list(set_aside)
    for k in extra:
        card(k)
    sx0 = 0.30 * cond.view_mm if seats == 2 else 36.0
    # a growing 2-player table keeps each card of the row where it was laid, the row centred
    # as it is once full (face38: re-centred at each card, every earlier one moved 17 mm,
    # which the camera took for a new card; on a busy table (a hand and a mug over the
    # middle) their reading restarted each time, and 2 and 3 of the 5 were read in time)
    row = max(len(extra), TWO_PLAYER_ROW) if growing and seats == 2 else len(extra)
    for i, k in enumerate(extra):
        x = sx0 - (row - 1) * 0.5 * (CARD_W_MM * 0.55) + i * CARD_W_MM * 0.55
        y = 0.0
        cards.append(CardPose(k, x, y + rng.uniform(-3, 3), 180.0 * (i % 2) + rng.uniform(-5, 5),
                              None, i, "set_aside", rng.randrange(1 << 30)))
    for seat in range(1, seats + 1):
        keys = list(zones.get(seat, ()))
        phi = seat_direction(seat, seats)
        u = _unit(phi)                      # towards the player
        right = (u[1], -u[0])               # the player's right, seen from above
        card_angle = (phi + 180.0) % 360.0  # the card's top points to the table centre
        n = max(len(keys), 1)
        reach = _fit_reach(cam, u, right, n, cascade, step_mm, seat_markers)
        if cascade == "down":
            lo, hi = TOP_BAND_MM, 36.0   # TABLE-CONDITIONS: 25–40 mm of older cards show
            room = reach - inner - CARD_H_MM
        else:
            lo, hi = 16.0, 22.0
            room = 3 * CARD_W_MM
        step = step_mm if step_mm is not None else (
            hi if n == 1 else max(lo, min(hi, room / (n - 1))))
        laid = None  # a growing ``down`` pile's places (:func:`growing_pile`)
        if cascade == "down":
            t0 = max(inner + CARD_H_MM / 2, reach - CARD_H_MM / 2 - (n - 1) * step)
            copies = [i > 0 and k == keys[i - 1] for i, k in enumerate(keys)]
            laid = (growing_pile(len(keys), inner + CARD_H_MM / 2, reach - CARD_H_MM / 2,
                                 lo, hi, copies) if growing else None)
            lat0 = 0.0
        else:
            t0 = reach - CARD_H_MM / 2 - 4
            lat0 = -(n - 1) * step / 2 * (1 if cascade == "right" else -1)
        for i, k in enumerate(keys):
            t = laid[i] if laid else t0 + (i * step if cascade == "down" else 0.0)
            lat = lat0 + (i * step * (1 if cascade == "right" else -1) if cascade != "down" else 0)
            r = random.Random(f"{seed}/{seat}/{i}") if growing else rng
            jx, jy, turn = r.uniform(-3, 3), r.uniform(-3, 3), r.uniform(-6, 6)
            variant = r.randrange(1 << 30)
            if laid and i and laid[i] == laid[i - 1] and any(
                    keys[j] == k and laid[j] == laid[i] for j in range(i)):
                others = [(c.x_mm, c.y_mm) for c in cards if c.seat == seat and c.key == k]
                x, y, angle = beside_twin(cards[-1], jx / 3, jy / 3, turn / 3, cam, others)
            else:
                x = u[0] * t + right[0] * lat + jx
                y = u[1] * t + right[1] * lat + jy
                angle = card_angle + turn
            cards.append(CardPose(k, x, y, angle, seat, i, "discard", variant))
        if seat_markers:
            t = reach - CARD_H_MM / 2 - 4
            side = SEAT_TILE_SIDE_MM + (((n - 1) * step / 2) if cascade != "down" else 0)
            x = u[0] * t - right[0] * side
            y = u[1] * t - right[1] * side
            tiles.append(SeatTile(seat, x, y, card_angle))
    return Scene(ed, seats, tuple(cards), tuple(tiles), cond, seed)


def growing_pile(n: int, inner: float, near: float, least: float, step: float,
                 copies: Sequence[bool] = ()) -> list[float]:
    """Where a ``down`` pile's ``n`` cards lie as a player lays them one by one, oldest
    first (``build_scene(growing=True)``, the demo; docs/guide-helper, "Where to lay each
    tile"): distances (mm) from the table centre of the cards' centres. The first card lies
    2.5 ``step`` short of ``near`` (the newest card's centre level with the seat tile, its
    near end at the frame's edge) but not nearer the centre than ``inner``; each newer card
    ``step`` further. A card that would pass ``near`` slides the whole pile toward the
    centre, by one vector of at most a step, as far as ``inner`` lets it; once it cannot, the
    card is laid nearer its predecessor, ``least`` (the top band that must show) at the
    nearest, and when even that passes ``near``, squarely on the newest card (its sticker
    was read when it lay on top): no card is pushed then, none leaves the view (QA38 en5:
    the pile re-laid closer, every card moved, and the newest ones laid past the frame's
    edge, never read nor told). ``build_scene`` lays a card of the newest card's name, due
    squarely on it, :data:`TWIN_SIDE_MM` to its side (:func:`beside_twin`); ``copies[i]``
    true (card ``i`` has card ``i - 1``'s name): such a card, due squarely on it after a
    slide, is laid with no slide (the next card slides the pile: review rev-aside50, a copy
    laid as its pile slid 16-21 mm lay along its twin's former place, never said)."""
    laid: list[float] = []
    for i in range(n):
        if not laid:
            laid.append(max(inner, near - 2.5 * step))
            continue
        over = laid[-1] + step - near
        unslid = laid
        if over > 0:  # the pile slides, as far as the centre lets it
            slide = min(over, laid[0] - inner)
            laid = [t - slide for t in laid]
        t = laid[-1] + step
        if t > near:
            t = max(laid[-1] + least, near) if laid[-1] + least <= near else laid[-1]
        if t == laid[-1] and i < len(copies) and copies[i]:
            laid = unslid  # a copy beside its twin: the pile stays (due squarely unslid too)
            t = laid[-1]
        laid.append(t)
    return laid


#: How far (mm) a card laid squarely on the newest card of its pile, a card of the same name,
#: lies to the side of it (docs/guide-helper, section 5, item 4: "about 1 cm to the left or
#: right of the older card"): the camera cannot see a copy laid squarely on its twin
#: (known40, ``vision.stabilize``); ``vision.card_tracks.beside`` tells one 5 mm or more
#: across it (``SIDE_MM``)
TWIN_SIDE_MM = 10.0


def beside_twin(twin: CardPose, jx: float, jy: float, turn: float, cam,
                copies: Sequence[tuple[float, float]] = (), margin_px: float = 4.0
                ) -> tuple[float, float, float]:
    """Where a card that :func:`growing_pile` lays squarely on ``twin``, the newest card of
    its pile and a card of the same name, lies instead, as the helper guide asks: ``(x_mm,
    y_mm, angle_deg)``, :data:`TWIN_SIDE_MM` to the player's right of ``twin`` (across
    ``twin``'s own axis), or to its left when the right would put a corner of it within
    ``margin_px`` of the frame's edge (``cam``, :class:`~vision.render.camera.Camera`);
    ``jx``, ``jy`` (mm) and ``turn`` (degrees) off ``twin``'s place and angle: a careful
    hand (``build_scene`` gives a third of a card's usual ±3 mm, ±6°). ``copies``: the
    centres (mm) of the pile's cards of that name: a side within half
    :data:`TWIN_SIDE_MM` of one is passed over, and twice :data:`TWIN_SIDE_MM` tried after
    both sides (review rev-aside50: a third copy, the right of the second off the frame,
    lay squarely on the first, never said). When no side fits, the first to its left,
    unchecked (a corner may leave the frame, or lie on a copy)."""
    top = _unit(twin.angle_deg)
    across = (-top[1], top[0])  # the player's right: the card's top points to the centre
    angle = twin.angle_deg + turn
    a_top = _unit(angle)
    a_right = (-a_top[1], a_top[0])
    places = []
    for side in (1.0, -1.0, 2.0, -2.0):
        x = twin.x_mm + side * TWIN_SIDE_MM * across[0] + jx
        y = twin.y_mm + side * TWIN_SIDE_MM * across[1] + jy
        places.append((x, y))
        corners = [(x + a * a_top[0] * CARD_H_MM / 2 + b * a_right[0] * CARD_W_MM / 2,
                    y + a * a_top[1] * CARD_H_MM / 2 + b * a_right[1] * CARD_W_MM / 2)
                   for a in (-1, 1) for b in (-1, 1)]
        if all(cam.inside(c, margin_px) for c in corners) and all(
                math.hypot(x - cx, y - cy) >= TWIN_SIDE_MM / 2 for cx, cy in copies):
            return x, y, angle
    return (*places[1], angle)


def _fit_reach(cam, u, right, n: int, cascade: str, step_mm: float | None,
               seat_markers: bool, margin_px: float = 4.0) -> float:
    """How far from the table centre (mm, along ``u``) a seat's near end may lie so that its
    newest card, its pile's side extent and its seat tile (``SEAT_TILE_SIDE_MM`` to the
    player's left) all project inside the frame: at 16:9 the diagonal seats of a 3-, 5- or
    6-seat table would otherwise put tiles and piles past the frame's corners."""
    spread = 0.0 if cascade == "down" else (n - 1) * (step_mm or 22.0) / 2
    lat_left = max(spread, SEAT_TILE_SIDE_MM + spread + CARD_W_MM / 2 if seat_markers else 0.0)
    lat_right = spread + CARD_W_MM / 2

    def fits(reach: float) -> bool:
        t_out = reach            # the near (player's) edge of the newest card and tile
        t_in = reach - CARD_H_MM - 8.0
        for t in (t_out, t_in):
            for lat in (-lat_left, lat_right):
                p = (u[0] * t + right[0] * lat, u[1] * t + right[1] * lat)
                if not cam.inside(p, margin_px):
                    return False
        return True

    reach = cam.reach_mm(u) - 6.0
    while reach > 120.0 and not fits(reach):
        reach -= 5.0
    return reach

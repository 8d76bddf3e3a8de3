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

The band checks: :mod:`vision.unread_bands`; the refusals counted and the watch's times,
counts and distances: :mod:`vision.unread_reasons`; a pile's move: :mod:`vision.pile_shift`.

Units: band corners in rectified zone px (:data:`vision.card_bands.S` px per mm), seats
1-based, times in seconds. No I/O.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

from .card_bands import S
from .pile_shift import PUSH_MM, pile_shift
from .unread_bands import (alt_on_read_window, band_piece, inside_window, least_tall,
                           on_read_window, on_rules_box, tall, top_in, whole)
from .unread_reasons import (DOUBT_REASON, DOUBT_S, FORGET_READS, FRAMELESS_REASON,
                             FRAMELESS_RUN, GAP_READS, MOVED_WAIT_S, READ_RUN, SAME_PLACE_MM,
                             STABLE_READS, STABLE_S, UNREAD_REASON, UNREAD_REASONS)

# Re-exported: the names this module held before the split (rf68), for the code and tests
# that take them from here.
from .pile_shift import _sharing  # noqa: F401
from .unread_bands import (BAND_TALL_MM, BETWEEN_MM, EDGE_MM, LEAST_SCALE,  # noqa: F401
                           MIDDLE_MM, MIN_BAND_MM, MIN_TALL_MM, RULES_CORNER_MM,
                           RULES_TOL_MM, WINDOW_ALT_MM, WINDOW_MM, WINDOW_PIECE_MM,
                           WINDOW_RIGHT_MM, _TOP_MM, card_mm, off_middle)
from .unread_reasons import INK_REASON, STRAY_REASON  # noqa: F401


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

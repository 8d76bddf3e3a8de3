"""The ended round's table gathered: :class:`Gathered` (its cards read unread in
every zone, what the camera held then), the pictures of a bare table and the runs of them
(:func:`run_on`), a part of :class:`companion.app.live_deal.NextDeal` (:class:`GatheredTable`),
split from :mod:`companion.app.live_deal` by job (rf68b).

A table that read no card in any zone for :data:`GATHER_RUN_S` after the round ended was
gathered, even when places were judged covered and so no deal came (QA40 six40: with 6
players the place cover found no bare table around the biggest piles): when the next round
is then dealt by a card, the old cards read again in the zones of the players before its
turn, from the starter on, are the round's first plays, laid where the old cards of the
same names lay, not cards left from the last round (:meth:`NextDeal._laid_again`); a card
first read after that bare second only if it names a card held then in its zone or no
pile under a place judged covered is read again (else it may be the ended round's, entered
by key or a resumed table's, read at last: :class:`Gathered`). A round going on again (its
end undone, or corrected away by a slash) forgets that second. A card whose place is judged
covered from the table around it alone (the place itself the table's look, not a hand's)
while every card laid on it in its pile shows bare table was gathered with that pile, for
the cleared table and the bare second alike
(:func:`~companion.app.card_place.under_taken_pile`, QA48 r3).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.app.card_place import places, under_taken_pile
from companion.app.deal_times import GATHER_RUN_PICTURES, GATHER_RUN_S, TAKEN_BACK_S
from companion.app.middle_cards import GATHERED_S


@dataclass
class Gathered:
    """The ended round's table reading no card in any zone (:meth:`NextDeal._gathered_unread`),
    forgotten when the next round is dealt or the round goes on again (its end undone or
    corrected away).

    Attributes:
        done: no zone card read for :data:`GATHER_RUN_S` and :data:`GATHER_RUN_PICTURES`:
            the round's cards were gathered.
        run: the current run of such pictures, ``(first frame time s, pictures)``, or
            ``None``.
        hidden: the last look at each stable zone card's unread place since the round
            ended, ``{stabilizer number: PlaceState.hides}``
            (:attr:`vision.place_cover.PlaceState.hides`): one still hidden was never
            gathered.
        held: the stable zone cards the camera held when the table first read bare that
            long, ``{stabilizer number: (seat 1-based, candidates)}``: those were
            gathered; a new track of one of their names in their zone is the card laid
            again a little apart; another first read after that is a card laid, unless the
            table was not all gathered (:meth:`gathered_whole`: then it may be the ended
            round's, entered by key or a resumed table's, unread till then).
        middle: the stable middle cards (2 players' face-up cards) unread for
            :data:`~companion.app.middle_cards.GATHERED_S` once the table read bare that
            long, ``{stabilizer number: candidates}``: gathered with the piles
            (:meth:`middle_again`; a busy cloth's places, judged bare and covered by
            turns, tell nothing: fresh QA52 r3).
        since: the frame time (s) of the first readable picture looked at after the round
            ended, ``None`` before.
        away: the stable zone cards read since the round ended, then unread for
            :data:`GATHER_RUN_S` or more, ``{stabilizer number: seat 1-based}``: gathered,
            or under a hand (:meth:`moved`).
        bared: the stable zone cards whose place, unread, was judged not hiding them
            (:attr:`hidden` false) in a picture since the round ended: they left it.
        gone: the stable zone cards unread at the deal for :data:`GATHER_RUN_S` or more,
            their places not judged hiding them then, or for :data:`TAKEN_BACK_S` or more,
            ``{stabilizer number: seat 1-based}`` (:meth:`note_deal`).
    """

    done: bool = False
    run: tuple[float, int] | None = None
    hidden: dict[int, bool] = field(default_factory=dict)
    held: dict[int, tuple[int, tuple[str, ...]]] = field(default_factory=dict)
    middle: dict[int, tuple[str, ...]] = field(default_factory=dict)
    since: float | None = None
    away: dict[int, int] = field(default_factory=dict)
    bared: set[int] = field(default_factory=set)
    gone: dict[int, int] = field(default_factory=dict)

    def note_away(self, places, t: float) -> None:
        """One readable picture at frame time ``t`` (s) after the round ended, ``places``
        the camera's stable cards then (:class:`vision.place_cover.StablePlace`): each zone
        card read since the round ended (:attr:`since`) and unread for
        :data:`GATHER_RUN_S` now goes in :attr:`away` (a card never read since, under a
        newer card of its pile, tells nothing)."""
        if self.since is None:
            self.since = t
        for p in places:
            if p.seat is not None and not p.seen and p.seen_t >= self.since \
                    and t - p.seen_t >= GATHER_RUN_S:
                self.away[p.card_id] = p.seat

    def note_deal(self, places, reading) -> None:
        """The deal's picture ``reading`` (:class:`vision.records.FrameReading`), ``places``
        the camera's stable cards then, before the old ones unread are forgotten
        (:class:`vision.place_cover.StablePlace`): each zone card unread for
        :data:`GATHER_RUN_S`, its place not judged hiding it now (no look: bare), or
        unread for :data:`TAKEN_BACK_S` or more whatever its look, goes in :attr:`gone`,
        read last before the round's end or after: a round whose end waited for cards or a
        question in the tracker was gathered before it ended there. A hand passing over a
        pile hides it for well under :data:`TAKEN_BACK_S`; a gathered cascade's places can
        stay judged covered (QA40 six40: its ring patches lay on its own cards) up to
        :data:`~vision.place_cover.COVER_MAX_S` (review of oldplay53: Alice's Urchin, laid
        where round 2's lay 5 s after her pile was gathered, said "Still on the table")."""
        if reading is None:
            return
        looks = {p.card_id: p.hides for p in _zone_places(reading)}
        for p in places:
            unread = reading.t - p.seen_t
            if p.seat is not None and not p.seen and unread >= GATHER_RUN_S \
                    and (unread >= TAKEN_BACK_S or not looks.get(p.card_id, False)):
                self.gone[p.card_id] = p.seat

    def all_covered(self) -> bool:
        """Whether every zone whose cards the camera held when the table first read
        gathered (:attr:`held`), two zones at least, has a place last judged hiding its
        card (:attr:`hidden`): no hand resting on a pile (a hand hides one pile, not
        every zone's at once: :data:`GATHER_RUN_S`), but a cloth whose gathered piles'
        places stay judged covered (their table patches lay on the piles' own cards, or
        the cloth's pattern changes little between card and table). Review of k61 (HIGH,
        2 players, busy cloth, demo seed 441 round 2: Bob's Musician and Alice's Tommy
        Gun, the piles' top cards, judged covered through 19 s of gathered table, the
        other places bare and covered by turns): the table was dealt only by round 3's
        first play, and round 3's face-up Sailor and Investigators were said "Still on
        the table from the last round". And every such zone has a place last judged
        bare (a card under the pile's top one, whose place shows table: the pile left it;
        while the pile lies there unread, a hand or an arm over it, that place is
        covered or still the card's look): an arm or a sighted helper's hands across
        every pile for a second judge every place covered, none bare (review of k62,
        HIGH: 2 and 3 players, the rendered table under hands on each pile, each preset:
        round 2 dealt under the hands, the old piles then read as its first plays, its
        real first card held; demo seed 441 round 2's gathered piles had their lower
        cards' places bare, its deal at the same 60.1 s)."""
        zones = {seat for seat, _candidates in self.held.values()}
        looks = [(self.held[card_id][0], hides) for card_id, hides in self.hidden.items()
                 if card_id in self.held]
        covered = {seat for seat, hides in looks if hides}
        bare = {seat for seat, hides in looks if not hides}
        return len(zones) >= 2 and covered == zones and bare == zones

    def moved(self, old, read: dict[int, int], dealer: int | None, seats: int) -> set:
        """The stabilizer numbers of the ended round's zone cards read at the deal
        (``old``: ``(seat 1-based, candidates, stabilizer number)``,
        :meth:`NextDeal._old_cards`) that may be the new round's plays, by what the camera
        saw since the round ended (:attr:`away`): the card itself went unread a while,
        its place judged bare meanwhile (:attr:`bared`), and is read again (it left), or
        a card of its zone read since is gone, its place not last judged hiding it
        (:attr:`hidden`), or unread a while at the deal (:attr:`gone`): its pile was
        gathered around it. The camera takes a card laid
        where a card of its name lay for that card (:mod:`vision.stabilize`), so the name
        and place are no proof that it never left. Fresh QA52b r6b (round 3): round 2's
        end waited ~80 s for an answer while the table gathered it and played round 3;
        Bob's Investigators and Alice's Urchin, laid where round 2's lay, were said "Still
        on the table from the last round: … Take them away". Not a card of ``dealer``'s zone
        (the seat, 1-based, whose own card dealt the round: no turn came before hers;
        review of stale52) unless every other of the ``seats`` players' zones has a card
        read now (``read``: ``{stabilizer number: seat 1-based}`` of the stable cards read
        in the deal's picture): each may have played since, the dealing card her second."""
        # a place last judged hiding its card (a hand on it) is no pile gathered, nor one
        # never judged bare a card that left: a hand lay on it (review of six40, rev40d);
        # with no look at all (a camera without place looks), unread is gone
        gone = {seat for card_id, seat in self.away.items()
                if card_id not in read and not self.hidden.get(card_id, False)}
        gone |= set(self.gone.values())
        left = {card_id for card_id in self.away
                if card_id in self.bared or card_id not in self.hidden}
        others = set(range(1, seats + 1)) - {dealer}
        turned = dealer is not None and others <= set(read.values())
        return {card_id for seat, _candidates, card_id in old
                if seat is not None and card_id is not None
                and (card_id in left or seat in gone)
                and (seat != dealer or turned)}

    def middle_again(self, old) -> bool:
        """Whether ``old`` (an ended round's card read at the deal, ``(seat 1-based or
        None, candidates, stabilizer number)``, :meth:`NextDeal._old_cards`), a middle
        card, was gathered: unread a while on the table read bare (:attr:`middle`): the
        card read there now is the new round's face-up card laid where the old one lay
        (seed 002 "Setup": the five lie in the middle each round; same name, same place,
        the stabilizer took it for the old one). As a round in play's middle cards are
        forgotten once its piles are gathered
        (:meth:`~companion.app.middle_cards.MiddleCards._forget_gathered_middle`). Fresh
        QA52 r3/r3b (busy cloth, seed 83): a round's face-up Investigators, laid where
        the round before had one, was said "Still on the table from the last round: The
        Investigators in the middle. Take it away" (the replay: round 4's). Taken so only
        as the new round's face-up cards are laid, and alone, said with "Check it."
        (:meth:`NextDeal._deal_on_card`): two or more back at their places, or one with no
        new middle card, were left lying (review of faceup52: round 1's forgotten Fed and
        Cthulhu, unread 2 s on a busy cloth, were said "Face up: The Fed." in round 2)."""
        seat, _candidates, card_id = old
        return self.done and seat is None and card_id in self.middle

    def laid_again(self, seat: int, candidates, card_id: int | None,
                   whole: bool = True) -> bool:
        """Whether the old card ``candidates`` read in ``seat``'s zone (1-based) as the
        stabilizer's card ``card_id`` (``None``: not known) was gathered and may have been
        laid again: the table read bare (:attr:`done`), its place was not last judged
        hiding it (:attr:`hidden`), and its track was held then (:attr:`held`), or names
        a card held then in that zone, or, first read after the bare second, the bare
        second gathered the ``whole`` table (:meth:`gathered_whole`: a card of the ended
        round's zone entered by key or from a resumed log, first read now, is a new copy
        laid; review of gath41: Alice's round-2 Investigators, named like the one entered
        in her zone in round 1, was said "Still on the table" and lost)."""
        if not self.done or self.hidden.get(card_id, False):
            return False
        if card_id is None or card_id in self.held:
            return True
        return whole or any(s == seat and set(c) & set(candidates)
                            for s, c in self.held.values())

    def gathered_whole(self, old) -> bool:
        """Whether the bare second gathered the whole table, judged from ``old`` (the ended
        round's cards read now, ``(seat, candidates, stabilizer number)``,
        :meth:`NextDeal._old_cards`): not when a card held then, its place last judged
        hiding it, is read again (that pile was there all along, and a card first read
        after the bare second may have lain there unread: rev40d, Alice's card entered by
        key beside Bob's covered pile)."""
        return not any(c[2] in self.held and self.hidden.get(c[2], False) for c in old)


def _zone_places(reading) -> list:
    """The camera's judged card places of ``reading`` (a :class:`vision.records.FrameReading`
    or a test's stand-in without them) that lie in a zone (their
    :attr:`~vision.place_cover.PlaceState.seat` set): the middle's face-up cards left out."""
    return [p for p in getattr(reading, "places", ()) if p.seat is not None]


class GatheredTable:
    """The bare and gathered table's pictures: a part of
    :class:`~companion.app.live_deal.NextDeal` (a mixin of
    :class:`companion.app.live.LiveTable` through it: it uses the table's attributes that
    class's docstring lists)."""

    def _table_empty(self, reading, middle: bool = True, ended: bool = False) -> bool:
        """Whether ``reading`` (a real picture) shows no card in any zone, and with two
        players and ``middle`` none in the middle either but the card set aside face up
        (QA13b N11: the old round's five face-up cards, still there, were read as the new
        round's). A zone whose card's place is covered (``FrameReading.places``, a hand
        resting on the pile: :attr:`vision.place_cover.PlaceState.hides`) is no empty zone
        (QA23 #2: a hand over the old round's card dealt the next round; #4: a hand on the
        only pile said "the table was cleared"), unless the round ``ended`` and the pile
        laid on that card shows bare table (:func:`~companion.app.card_place.under_taken_pile`:
        gathered, QA48 r3, the cleared table never dealt; not during a round: a hand on
        Alice's only play, her refused card taken back beside it, said "The table was
        cleared", review of leftover48), nor is a table that still shows a zone's
        card pushed out of its zone (:meth:`vision.stabilize.Stabilizer.zone_cards_in_view`,
        QA24 N1: the only card slid 4 cm toward the centre said "the table was cleared"
        and held every later card)."""
        if reading is None or not reading.readable:
            return False
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is not None and stabilizer.zone_cards_in_view():
            return False
        aside = self.session.tracker.view().aside if self.session.tracker.started else None
        two = middle and len(self.options.names) == 2
        zone_places = _zone_places(reading)
        # the pile on it gathered: so is it (QA48 r3), between rounds only
        taken = under_taken_pile(zone_places) if ended else set()
        return not any(s.seat is not None or (two and s.middle and s.key != aside)
                       for s in reading.sightings) \
            and not any(p.hides and p.card_id not in taken for p in zone_places)

    def _gathered_bare(self, reading) -> bool:
        """Whether, the ended round's cards read gathered (:attr:`Gathered.done
        <Gathered>`: no zone card read for :data:`GATHER_RUN_S`, longer than
        :data:`CLEARED_FRAMES` pictures), ``reading`` shows a cleared table that
        :meth:`_table_empty` did not: no card in any zone, none a zone's in the
        stabilizer's view, with 2 players none in the middle but the card set aside face
        up, and no zone place hidden at its last look (:attr:`Gathered.hidden`: a hand
        may rest on a pile, QA23 #2) unless every zone's is, each with a place bare too
        (:meth:`Gathered.all_covered`: a busy cloth's gathered piles, no hand nor arm;
        k62 and its review). The table is dealt then, as a round gathered in its middle
        is (:class:`~companion.app.mid_gather.MidGather`: bare pictures, no covered
        place). Review of k60 (HIGH, 2 players, busy cloth): Bob's Cthulhu ended round 1
        at once; the table never read empty, round 2's face-up cards, laid where round
        1's lay, were said "Still on the table from the last round" at the first play's deal
        (main: the round going on, its mid-round gather dealt it)."""
        gathered = self.gathered
        covered = any(gathered.hidden.values()) and not gathered.all_covered()
        if not gathered.done or covered \
                or reading is None or not reading.readable:
            return False
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is not None and stabilizer.zone_cards_in_view():
            return False
        aside = self.session.tracker.view().aside
        two = len(self.options.names) == 2
        return not any(s.seat is not None or (two and s.middle and s.key != aside)
                       for s in reading.sightings)

    def _gathered_unread(self, reading) -> None:
        """After a round ends, note when readable pictures read no card in any zone for at
        least :data:`GATHER_RUN_S` of frame time and :data:`GATHER_RUN_PICTURES` pictures in
        a row (:attr:`gathered`): the ended round's cards were gathered, even if places
        were judged covered (so the table was not dealt as cleared). Frame time, not
        pictures: a slow machine reading a camera gets fewer pictures of a short clear
        (the camera's grabber keeps the newest, ``vision.grabber``). QA40 six40 (6
        players, seed 4): in the 3 s of bare table between rounds, the place cover found
        too few table patches around Bob's and Fay's piles (their ring patches lay on
        their cascades' cards) and judged their places covered, so the table was never
        "cleared"; the next round was dealt by a later card, and Fay's and Alice's first
        plays, read where round 1's cards of the same names had lain, were said "still on
        the table from the last round" (the same on an idle machine: a video's pictures
        are all read, ``companion.app.pace.RealTime``)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        if stabilizer is None or reading is None or not reading.readable:
            return  # no picture: the run goes on (an outage is no reading of a card)
        gathered = self.gathered
        gathered.note_away(self._stable_places(), reading.t)
        zone_places = _zone_places(reading)
        taken = under_taken_pile(zone_places)
        for p in zone_places:
            # its place's last look: a hand over it (still there) or bare (taken away);
            # one never seen bare was not gathered (review of six40, rev40d), unless the
            # pile laid on it was (QA48 r3: card_place.under_taken_pile)
            gathered.hidden[p.card_id] = p.hides and p.card_id not in taken
            if not gathered.hidden[p.card_id]:
                gathered.bared.add(p.card_id)
        if any(s.seat is not None for s in reading.sightings) \
                or stabilizer.zone_cards_in_view():
            gathered.run = None
            return
        gathered.run, long_enough = run_on(gathered.run, reading.t)
        if long_enough and not gathered.done:
            gathered.done = True
            gathered.held = {p.card_id: (p.seat, tuple(p.candidates))
                             for p in self._stable_places() if p.seat is not None}
        if gathered.done:  # the middle cards gathered too (Gathered.middle_again)
            gathered.middle.update((p.card_id, tuple(p.candidates))
                                   for p in self._stable_places() if p.seat is None
                                   and not p.seen and reading.t - p.seen_t >= GATHERED_S)

    def _bare_for_deal(self, reading) -> bool:
        """Whether readable pictures with seat markers have read no card in any zone, and
        the camera holds none in view, for :data:`GATHER_RUN_S` of frame time and
        :data:`GATHER_RUN_PICTURES` pictures in a row (:attr:`bare_run`), places judged
        covered or not: while some account has the round over
        (:meth:`Tracker.deal_settles <companion.tracker.tracker.Tracker.deal_settles>`),
        such a table was gathered, as between rounds (:meth:`_gathered_unread`: a hand
        hides one pile, not every zone's cards). QA44 HIGH-1 (t3, 4 players): "was that
        Dan's hand, so Dan is out?" open, 3 s of bare table, Dan's old Urchin's place
        judged covered the whole time: no deal, and round 3's plays were refused as
        round 2's ("Check Bob's zone: the Cultists again?"). A picture counts only when
        no zone place still looks like its card (``PlaceState`` ``"card"``: a dim or harsh
        picture read none) and more zones show bare table than are judged covered (an arm
        across the table hides every pile; review of deal44), each zone counted once
        (:func:`_zones_covered`). QA45 HIGH-2 (t2: 5 players, original, harsh, fr, seed
        8): "was that Eve's hand?" open, 3 s of gathered table, 9 of its 17 places judged
        covered (Bob's six-card cascade 5 of 6, Eve's 3 of 3, Dan's 1 of 3; Alice's and
        Carol's all bare): no deal, and round 2's first card, Carol's Randolph Carter,
        settled the question the wrong way ("No answer needed: it was Eve's play.")."""
        if not self._bare_picture(reading):
            self.bare_run = None
            return False
        self.bare_run, long_enough = run_on(self.bare_run, reading.t)
        return long_enough

    def _bare_picture(self, reading, unmarked: bool = False) -> bool:
        """Whether ``reading`` (a readable picture) is one picture of a gathered table as
        :meth:`_bare_for_deal` counts them: seat markers seen (not needed when
        ``unmarked``: :meth:`_mid_look`'s picture that tells nothing), no zone card read
        nor held in view by the camera, no zone place still looking like its card, and
        fewer zones judged covered than bare."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        zone_places = _zone_places(reading)
        hidden = [p for p in zone_places if p.hides]
        zones = _zones_covered(zone_places)
        return not (not (reading.seats or unmarked)
                    or any(s.seat is not None for s in reading.sightings)
                    or any(p.state == "card" for p in hidden)
                    or sum(zones.values()) * 2 >= len(zones) > 0
                    or stabilizer is None or stabilizer.zone_cards_in_view())


def _zones_covered(zone_places) -> dict[int, bool]:
    """Each seat with a place in ``zone_places`` (``vision.place_cover.PlaceState`` with a
    ``seat``) -> whether its zone counts as covered: more of its places judged covered
    (``hides``) than bare. A long cascade's places overlap, their ring patches lying
    on each other's cards, so they are judged covered together: counted place by place,
    one gathered cascade outweighed the other gathered zones (QA45 HIGH-2, t2). Half a
    zone is not covered: a stray covered place (QA44 t3's Urchin) in a two-card zone
    would outvote a bare zone (review of hq1)."""
    counts: dict[int, list[int]] = {}
    for p in zone_places:
        counts.setdefault(p.seat, [0, 0])[bool(p.hides)] += 1
    return {seat: covered > bare for seat, (bare, covered) in counts.items()}


def run_on(run: "tuple[float, int] | None", t: float) -> "tuple[tuple[float, int], bool]":
    """A run of pictures (``(first picture's time s, pictures)``; ``None``: none yet)
    with the picture at ``t`` (s) added, and whether it now lasts :data:`GATHER_RUN_S` of
    frame time and :data:`GATHER_RUN_PICTURES` pictures (a gathered or bare table)."""
    first, count = (t, 0) if run is None else run
    return (first, count + 1), count + 1 >= GATHER_RUN_PICTURES and t - first >= GATHER_RUN_S

"""The table is not always seen empty between rounds (QA13b N5: the last old pile gathered as
the new round's first card is laid, an old card forgotten in a zone, a camera outage while
the cards were gathered): a *new* card laid in a zone once the round is over (with two
players, also a new card in the middle: the new round's face-up cards) deals the next round
and is its first play, as after an undone deal. The camera reports each card once, so an
old card still lying there is no new card; the old cards still seen then are said once
("still on the table from the last round: … take them away") and watched until taken away
(:class:`~companion.app.left_cards.LeftCard` ``old``), but one the camera saw leave, or
whose zone's pile it saw gathered around it, is asked, not said: the new round's card laid
where one of its name lay (:meth:`Gathered.moved`); those no longer seen are forgotten
by the camera, so that the same card laid again at the same place is read. With two
players, the cleared table also needs the middle cleared of the old face-up cards (QA13b
N11: they were read as the new round's five).

A part of :class:`companion.app.live_deal.NextDeal` (:class:`OldCards`), split from
:mod:`companion.app.live_deal` by job (rf68b).
"""
from __future__ import annotations

import logging
from functools import partial

from babel.lists import format_list

from companion.app.gathered_table import Gathered
from companion.cards import card
from companion.narration.catalog import message
from companion.rules import set_aside_face_up


log = logging.getLogger(__name__)


class OldCards:
    """The old round's cards at the next deal: a part of
    :class:`~companion.app.live_deal.NextDeal` (a mixin of
    :class:`companion.app.live.LiveTable` through it: it uses the table's attributes that
    class's docstring lists)."""

    def _laid_again(self, old: list, gathered: Gathered, event) -> list:
        """The new round dealt by ``event`` (a card in a zone, seat 1-based), ``old`` the ended
        round's cards still seen (``(seat 1-based, candidates, stabilizer number)``,
        :meth:`_old_cards`): when the table read no zone card for a while after the round
        (``gathered.done``, :meth:`_gathered_unread`), those in the zones of the players
        whose turns come before ``event``'s, from the new round's starter on, are that
        round's first plays (the camera took them for the old cards that lay there: same
        name, same place, :mod:`vision.stabilize`), taken now in turn order, before
        ``event``; returns the rest, still old. A card under a hand while another zone's
        card is read is not gathered (a zone card read ends the run), and a first play comes
        before the dealing card's turn (QA40 six40: Fay's Shoggoth and Alice's
        Investigators, round 2's first plays, were said left from round 1, and the round
        went wrong from its first turn). A zone with two or more cards laid again gives
        none: which is the first play is unknown (the older, a knocked-out hand or forced
        discard laid on it; or the newer, laid on an old card left there); the older is
        noted in :attr:`first_hint`, asked as the starter's first play, the others asked as
        maybe laid in this round, and cards laid after them wait (QA59 HIGH-2, runB round 2:
        Carol's Boxer and her hand on it, the Musician, laid again; the Musician was taken
        as her play, "Carol: el Músico."). Only a card :meth:`Gathered.laid_again` says was
        gathered: not one whose place was last judged hiding it (a pile under a hand, glare
        or an arm over the whole table was never gathered, and its old card said as a play
        is a false play: review of six40, rev40d, Alice's old Investigators under her hand
        for a second was said "Alice: the Investigators." when Bob laid the first card), nor
        one the camera first read after the table read bare while a pile under a place
        judged covered is read again, unless it names a card held then in that zone (rev40d:
        Alice's card entered by key, the camera could not read it, first read after the bare
        second, was said as her round-2 play; qa-en6: Fay's Shoggoth, laid again, was read
        as a new track beside the place of round 1's, held then: her play; review of gath41:
        Alice's first play named like her keyed round-1 card, the table all gathered, is her
        play)."""
        view = self.session.tracker.view()
        n, seat = len(self.session.tracker.names), event.seat - 1
        if not gathered.done or view.active is None or not 0 <= seat < n:
            return old
        before, s = [], view.active
        while s != seat:
            before.append(s)
            s = (s + 1) % n
        again = {}
        for c in old:  # the newest in a zone: the last laid there
            if c[0] is not None and c[0] - 1 in before:
                again[c[0] - 1] = c
        whole = gathered.gathered_whole(old)
        again = {s: c for s, c in again.items() if gathered.laid_again(*c, whole=whole)}
        self.first_hint = None
        for s, c in list(again.items()):
            # two of the zone's cards laid again: the first play and a later card (her
            # knocked-out hand, a forced discard), which is which unknown: none taken; the
            # older is asked as the first play (_say_old_cards), the newer waits for it
            # (QA59 HIGH-2: Carol's Boxer laid where round 1's lay, her hand, the Musician,
            # on it, was taken as her play)
            both = [x for x in old if x[0] == s + 1 and gathered.laid_again(*x, whole=whole)]
            if len(both) > 1:
                del again[s]
                if s == view.active:
                    self.first_hint = both[0]
        from vision.records import CardAppeared
        for s in before:
            if s in again:
                log.info("camera: %s in seat %d gathered and laid again", again[s][1], s + 1)
                self._card_appeared(CardAppeared(seat=s + 1, candidates=tuple(again[s][1]),
                                                 index_in_zone=0, frame_index=0, t=event.t))
        return [c for c in old if c not in again.values()]

    def _old_cards(self) -> list:
        """The old round's cards the camera remembers: those it no longer sees are
        forgotten; returns those it still sees, as ``(seat 1-based or None, candidates,
        stabilizer number or None)``
        (left cards already watched excepted; outside the zones, only two players' face-up
        cards, not the card set aside face up each round)."""
        stabilizer = getattr(self.watcher, "stabilizer", None)
        reading = self.watcher.last_reading
        if stabilizer is None or reading is None:
            return []
        watched = {(left.event.seat, left.event.candidates) for left in self.left_cards}
        # and by the stabilizer's number: a hedge the camera narrowed since has the one
        # card's name there, its left card's record the hedge (fixw72, rev-wr72's risk)
        watched_ids = {getattr(left.event, "card_id", None) for left in self.left_cards} - {None}
        fresh = [(e.seat, tuple(e.candidates), getattr(e, "card_id", None))
                 for e in self.fresh]  # new: this picture's
        seen, kept = list(reading.sightings), []
        aside = set_aside_face_up(self.options.edition)
        two = len(self.options.names) == 2
        # still seen: read in this picture at its own place (the stabilizer's track), not
        # a new card of that name elsewhere (session 39, en21: round 2's Investigators laid
        # in the middle kept round 1's, gathered, as still on the table)
        stable = [(p.seat, p.candidates, p.seen, p.card_id)
                  for p in stabilizer.stable_places()] \
            if hasattr(stabilizer, "stable_places") else \
            [(seat, cands, None, None) for seat, cands in stabilizer.stable_cards]
        for seat, candidates, read, card_id in reversed(stable):
            if seat is None and (not two or aside in candidates):
                continue  # no face-up cards but with two players; the one set aside stays
            mine = next((f for f in fresh if card_id is not None and f[2] == card_id), None) \
                or next((f for f in fresh if f[:2] == (seat, tuple(candidates))), None)
            if mine is not None:
                fresh.remove(mine)
                continue
            if (seat, tuple(candidates)) in watched or card_id in watched_ids:
                continue  # already watched: forgotten when taken away
            if read is not None:
                if read:
                    kept.append((seat, candidates, card_id))
                else:
                    self.watcher.forget(seat, candidates, card_id=card_id)
                continue
            match = next((s for s in seen if s.seat == seat
                          and set(s.candidates) & set(candidates)), None)
            if match is None:
                self.watcher.forget(seat, candidates)
            else:
                seen.remove(match)
                kept.append((seat, candidates, card_id))
        return kept[::-1]

    def _say_old_cards(self, old, round_, event=None, gathered: Gathered | None = None
                       ) -> None:
        """Say once the old round's cards still on the table, in zones and (two players)
        in the middle, and watch them until taken away; never taken as plays. The newest
        in the zone of the new round's starter, when ``event`` (the card that dealt it)
        lies in another zone, may be the starter's awaited first play, laid where the old
        card lay (the camera took it for that one): said as a question, with the key that
        enters it (Enter, then its rank), not as a card to take away (QA48 r3: Alice's
        round-8 Investigators said "Still on the table"; Bob's and Carol's plays then
        waited for hers). With ``bare`` (the table read no zone card for
        :data:`GATHER_RUN_S` since the round ended, :attr:`Gathered.done`), each other
        zone card is a doubt, asked with the key that enters it when its turn comes, not
        said as fact: the camera saw the piles gathered, and a card of the same name laid
        at the same place is taken for the old one (:mod:`vision.stabilize`), so the name
        and place are no proof that it never left; nor is it taken by itself, its place in
        the round unknown (fresh QA52 r4, 6 players, seed 84, round 4: Bob's Urchin,
        discarded to Eve's Musician where his round-3 Urchin had lain, seen gathered, was
        said "Still on the table from the last round" and never taken; taken as a left
        card, it was given to Fay's R'lyeh, the dealing card, as the deck card it draws).
        Never bare, a card the camera saw leave or its pile gathered around it
        (:meth:`Gathered.moved`) is asked so too. ``gathered``: the ended round's
        :class:`Gathered` (``None``: nothing seen)."""
        from companion.app.left_cards import LeftCard
        from vision.records import CardAppeared
        names = self.session.tracker.names
        starter = self.session.tracker.view().active
        own = [c for c in old if starter is not None and c[0] == starter + 1]
        hint = self.first_hint
        first = (hint if hint in own else own[-1]) if own and event is not None \
            and not event.middle and event.seat != starter + 1 else None
        self.first_hint = None
        parts, doubts = [], []
        # the starter's own card dealt it: no turn came before, so a card of her zone read
        # before it is the old round's (review of stale52)
        dealer = event.seat if event is not None and not event.middle and starter is not None \
            and event.seat == starter + 1 else None
        gathered = gathered or Gathered()
        reading = getattr(self.watcher, "last_reading", None)  # the asked cards lie there
        asked_t = event.t if event is not None else getattr(reading, "t", None)  # by then
        read = {p.card_id: p.seat for p in self._stable_places() if p.seen and p.seat}
        moved = gathered.moved(old, read, dealer, len(names))
        for seat, candidates, _card_id in old:
            zone = seat is not None and seat <= len(names)
            if (seat, candidates, _card_id) == first or zone and (
                    gathered.done and seat != dealer or _card_id in moved):
                self.left_cards.append(LeftCard(CardAppeared(
                    seat=seat, candidates=tuple(candidates), index_in_zone=0,
                    frame_index=0), round_, old=True, asked=True, asked_t=asked_t))
                if (seat, candidates, _card_id) != first:
                    doubts.append((seat, candidates))
                continue
            event = CardAppeared(seat=seat, candidates=tuple(candidates), index_in_zone=0,
                                 frame_index=0, middle=seat is None)
            self.left_cards.append(LeftCard(event, round_, old=True))
            where = (message(self.session.lang, "app.old_card_middle")
                     if seat is None or seat > len(names)
                     else message(self.session.lang, "app.old_card_zone",
                                  player=names[seat - 1]))
            parts.append(f"{self._card_names(candidates)} {where}")
        said = partial(self.session.tell, stale=self.session.deal_undone_stale())
        if first is not None:
            ranks = sorted({card(key).rank for key in first[1]})
            said("app.old_card_or_first_play", player=names[starter],
                 card=self._card_names(first[1]), rank=ranks[0])
        if len(doubts) == 1:
            seat, candidates = doubts[0]
            said("app.old_card_or_new", player=names[seat - 1],
                 card=self._card_names(candidates),
                 rank=min(card(key).rank for key in candidates))
        elif doubts:  # one line, zone by zone (review of stale52: 35 words a card)
            said("app.old_cards_or_new", zones=self._doubt_zones(doubts))
        if parts:
            said("app.old_cards_left", count=len(parts),
                 cards=format_list(parts, locale=self.session.lang))

    def _doubt_zones(self, doubts: list) -> str:
        """The old cards asked as maybe laid in this round (``doubts``: ``(seat 1-based,
        candidates)``), said zone by zone in seat order, each with the rank Enter takes:
        "the Investigators (1) and The Boxer (3) in Alice's zone; The Musician (5) in
        Bob's zone" (``app.old_zone``, ``app.card_with_rank``). Their catalog texts
        unrendered: the line's own rendering gives each name its article as placed there
        (:func:`~companion.narration.articles.in_sentence`; rendered alone, a zone's first
        name took a capital article: "The Investigators (1)")."""
        from companion.narration.catalog import catalog
        lang, names, texts = self.session.lang, self.session.tracker.names, catalog(
            self.session.lang)
        by_seat: dict[int, list[str]] = {}
        for seat, candidates in sorted(doubts, key=lambda d: d[0]):
            by_seat.setdefault(seat, []).append(texts["app.card_with_rank"].format(
                card=self._card_names(candidates),
                rank=min(card(key).rank for key in candidates)))
        return message(lang, "app.list_sep").join(
            texts["app.old_zone"].format(player=names[seat - 1],
                                         cards=format_list(cards, locale=lang))
            for seat, cards in by_seat.items())

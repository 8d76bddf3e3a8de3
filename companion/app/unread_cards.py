"""A card told (by key, or by the tracker) before the camera read it: the zones whose card is
unread, told twice, answered, waited for, owed; the card read at last. A part of
:class:`companion.app.live_cards.CameraCards` (:class:`UnreadCards`), split from
:mod:`companion.app.live_cards` by job (rf69).
"""
from __future__ import annotations

from companion.app.told_again import unsettled
from companion.app.unread_under import told_at
from vision.adaptation import card_sticker_elements


class UnreadCards:
    """The unread cards of :class:`~companion.app.live_cards.CameraCards` (a
    mixin: it uses what :class:`~companion.app.live_cards.CameraCards` uses)."""

    def _unread_cards(self) -> None:
        """A card the camera sees in a zone but cannot read (a deck without markers: Tommy
        Gun has no sticker, :mod:`vision.unread_cards`), said once when it became stable,
        with how to enter it; never guessed (QA32 F2: the game stalled in silence). A
        card already entered by key there, not matched to an unread card told before this
        round, is that card: not told (QA34: Enter 0 pressed before the camera told the
        card; the prompt then asked for it again, and held every later card of its zone).
        Nor one of the round under way after rounds lost (review of late49: asked for,
        then Enter said "No turn in progress.")."""
        tracker = self.session.tracker
        self._unread_dealt()  # held for the next round (companion.app.unread_held)
        if self._lost_until_gathered():
            return  # the round under way after rounds lost: none of its cards (lost_rounds)
        for seat in getattr(self.watcher, "unread_new", ()):
            if tracker.started and 1 <= seat <= len(tracker.names) \
                    and not self._unread_next_round(seat - 1):
                self._unread_told(seat - 1, t=told_at(self, seat), since=getattr(
                    getattr(self.watcher, "unread", None), "told_since", {}).get(seat))

    def _unread_told(self, seat: int, t: float | None = None,
                     since: float | None = None) -> None:
        """A card told unread in ``seat``'s zone (0-based) in the round in progress
        (:meth:`_unread_cards`): counted, asked for, and awaited (:meth:`_unread_waits`),
        unless entered before the camera told it. When it was laid (:attr:`unread_at`:
        ``since``, else ``t``) counts in :attr:`laid_taken`: a card held, laid before it
        (one refused as laid before its turn), keeps the doubt once given (review of
        inturn48); one laid after it does not (review of stickR2: run C's round-2 cards,
        laid in turn after Carol's unread first card, each said "It lay there before this
        turn: check it."; fresh QA59 MEDIUM-4: so said of a card laid after it but before
        its tell); nor while its zone shows another card unsettled beside it
        (:func:`~companion.app.told_again.unsettled`: the awaited card may be that one).
        ``t``: its picture's frame time (s; when the camera told it earlier: held for the
        next round, :mod:`companion.app.unread_held`; else the last reading's);
        ``since``: frame time (s) of its first unread picture
        (:attr:`vision.unread_cards.UnreadCards.told_since`): told 2 s or more after it
        was laid (review of qaD57)."""
        tracker = self.session.tracker
        view = tracker.view()
        key = (view.round, seat)
        if not self._told_twice(seat, key):
            self.unread_count[key] = self.unread_count.get(key, 0) + 1
        if self.unread_count[key] <= len(self.known.entered(view, seat)):
            return  # entered before the camera told it
        reading = getattr(self.watcher, "last_reading", None)
        if t is None and reading is not None:
            t = reading.t
        known = [x for x in (t, since) if x is not None]  # laid by then (_entry_behind_held)
        if known and unsettled(self.watcher, seat + 1,
                               len(view.seats[seat].zone) + 1) is None:
            # a card held, laid before it (its first unread picture, not the tell 2 s or
            # more later: fresh QA59 MEDIUM-4, a card laid in turn in between was said "It
            # lay there before this turn"), was laid before its turn (review of
            # inturn48); not while the zone shows another card unsettled beside it: the
            # card awaited may be that one, laid first (fresh QA59 MEDIUM-4, runG:
            # Alice's Sanity check card and play, held behind Carol's glimpsed play)
            self.laid_taken = max(self.laid_taken, min(known))
        self.unread_zones[seat] = self.session.zone(seat)
        self.unread_at[seat] = min(known) if known else None
        self.session.tell("app.card_unread", player=tracker.names[seat],
                          stale=self._unread_answered(seat))
        self.session.note_asked_zones((seat,))  # its card read after all: EnterRaced

    def _told_twice(self, seat: int, key: tuple[int, int]) -> bool:
        """Whether the card just told unread in ``seat``'s zone (0-based; ``key``: ``(round,
        seat)``) is one told before, told again: no card entered there since the last one
        told (:attr:`unread_zones`), and the camera knows no more told places in that zone
        (:meth:`vision.unread_cards.UnreadCards.told_places`, the new one included) than
        cards told unread there since its last wait ended (:attr:`unread_settled`): the
        earlier place was forgotten (a hand over a lone Tommy Gun for about 2 s) and the
        same card told as new. Not counted, it is not owed again once entered
        (:meth:`_unread_owed`; review of late60: one Enter left a phantom owed card, every
        later card held)."""
        places = getattr(getattr(self.watcher, "unread", None), "told_places", None)
        if places is None or seat not in self.unread_zones \
                or self.unread_zones[seat] != self.session.zone(seat):
            return False
        told = self.unread_count.get(key, 0) - self.unread_settled.get(key, (0, 0))[0]
        return told > 0 and places(seat + 1) <= told

    def _unread_answered(self, seat: int):
        """``stale()`` of the prompt for a card told unread in ``seat``'s zone (0-based):
        true once a card was entered there (the zone grew, or the round changed:
        :meth:`TableSession.zone_changed
        <companion.app.session.TableSession.zone_changed>`), or while Enter waits for a
        rank that goes to that zone (:attr:`enter_for`, the zones the table waited for a
        card in as Enter was pressed; Enter for another zone's card is not its answer:
        review of session 34, the prompt was dropped for good). QA34 st4: cut by Enter's
        "Card played: which rank?", the answered prompt was said again whole after it,
        ahead of the question the rank opened. Read on the voice's thread: it reads no
        tracker (a trial changes it in place), only values the main thread sets."""
        reader, grown = self.reader, self.session.zone_changed(seat)
        return lambda: reader.pending == "\n" and seat in self.enter_for or grown()

    def _unread_waits(self, seat: int) -> bool:
        """Whether a card told unread in ``seat``'s zone (0-based) is not entered yet: the
        zone has not grown since, this round, and the camera has not read a card at its
        place since that may be that card, its sticker no longer washed out
        (:meth:`_told_read`); or it read one there it has not reported yet
        (:meth:`_read_unsaid`, x60); or the zone grew by key while another card told
        unread there is still owed (:meth:`_unread_owed`, late60: :attr:`unread_zones`
        moved to the new zone, :attr:`unread_again` set). When the wait ends it notes
        :attr:`unread_read` (the told card read after all) and :attr:`unread_settled`.
        While such a card is awaited, every camera card
        is held (:meth:`~companion.app.stall.Stalls._holds_all`); a card left in its zone is
        not given meanwhile (:meth:`~companion.app.left_cards.LeftCards._left_cards`)."""
        told = self.unread_zones.get(seat)
        if told is None:
            return False
        if told == self.session.zone(seat) and self._told_read(seat, entered=False) \
                and self._read_unsaid(seat):
            return True  # read at its place, not reported yet: it comes first
        if told != self.session.zone(seat) or self._told_read(seat, entered=False):
            if self._unread_owed(seat, told):  # one entered, another told still owed
                self.unread_zones[seat], self.unread_again = self.session.zone(seat), seat
                return True
            del self.unread_zones[seat]  # entered, read after all, or gathered
            if told == self.session.zone(seat) and self.unread_at.get(seat) is not None:
                self.unread_read[seat] = (told[0], self.unread_at[seat])
            view = self.session.tracker.view()
            self.unread_settled[(view.round, seat)] = (
                self.unread_count.get((view.round, seat), 0), len(self.known.entered(view, seat)))
            return False
        return True

    def _note_told_laid(self, seat: int, t: float, first: float | None = None) -> None:
        """The card just taken in ``seat``'s zone (0-based; made stable, or laid, at frame
        time ``t``, s; ``first``: as :attr:`laid_taken` counts it, its first reading there,
        ``t`` when ``None``): when it is the card told unread there and read after all
        (:attr:`unread_read`, this round), note :attr:`told_laid`, so the cards held behind
        it first read after it was told keep no "It lay there before this turn" doubt
        (:meth:`_laid_after_told`; fresh QA60 HIGH-4: Carol's discard, laid after Alice's
        unread play and read before it, was said with it), while one first read before it
        was told keeps it (review of x60: taken as laid when told, such a card, stable only
        after, lost it)."""
        read = self.unread_read.pop(seat, None)
        if read is not None and read[0] == self.session.tracker.view().round and read[1] < t:
            self.told_laid = (read[1], t if first is None else first)

    def _laid_after_told(self, event) -> bool:
        """Whether the held card ``event`` (a ``CardAppeared``) was first read where it
        lies (``since_t``, frame time s) after the card told unread that was taken last
        (:meth:`_note_told_laid`, :attr:`told_laid`: ``(told s, taken s)``) was told, that card
        being the newest taken (:attr:`laid_taken`): laid after it, so no "It lay there
        before this turn" doubt. Compared by first sighting, not by the time the held card
        became stable (review of x60: Dan's card first seen 0.1 s before Bob's play was
        told unread, stable after, lost its doubt and was said plainly)."""
        told = self.told_laid
        return told is not None and told[1] == self.laid_taken \
            and event.since_t is not None and event.since_t >= told[0]

    def _read_unsaid(self, seat: int) -> bool:
        """Whether the camera reads a card in ``seat``'s zone (0-based) it has not reported
        yet (:meth:`vision.stable_queries.StableQueries.pending_in`): the card told unread,
        read after all one picture or more before it is said. Until it is, the hold of
        :meth:`_unread_waits` stands (fresh QA60 HIGH-4, r3: Alice's Armitage, told unread,
        was read at 19.5 s, reported at 20.0 s; Carol's forced discard, reported at 19.5 s,
        was given first, the hold lapsed, and taken as her knocked-out hand by Fay's
        Investigators: "Carol is out, with the Great Race of Yith." as fact)."""
        pending = getattr(getattr(self.watcher, "stabilizer", None), "pending_in", None)
        return bool(pending is not None and pending(seat + 1))

    def _unread_owed(self, seat: int, told: tuple[int, int]) -> bool:
        """Whether ``seat``'s zone (0-based), grown since a card was told unread there
        (``told``: :attr:`unread_zones`' ``(round, cards)``), still owes a card told unread:
        in the same round, grown by key only (the camera read no card at a told place), and
        more cards told unread there this round (:attr:`unread_count`) than entered by key
        (:meth:`~companion.app.known_cards.KnownCards.entered`). Fresh QA60 HIGH-2 (demo
        seed 370, stickers only): Alice's Tommy Gun and the Nightgaunt it drew both told
        unread, Enter and 0 typed only after both: the Tommy Gun entered ended the wait,
        and the held Necronomicon and her Sanity check's Randall Tillinghast were taken as
        its two cards. Entered late or at once, the game is the same: the second card
        stays owed and every later card held. Only the cards told and entered since the
        zone's last wait ended count (:attr:`unread_settled`): a card told earlier in the
        round and read by the camera after all is not entered by key (review of late60:
        Alice's Urchin so, then her Tommy Gun entered; the cards it drew were held behind
        a phantom card)."""
        now = self.session.zone(seat)
        if now is None or now[0] != told[0] or now[1] <= told[1] \
                or self._told_read(seat, entered=False):
            return False
        view = self.session.tracker.view()
        told_before, entered_before = self.unread_settled.get((view.round, seat), (0, 0))
        return self.unread_count.get((view.round, seat), 0) - told_before \
            > max(0, len(self.known.entered(view, seat)) - entered_before)

    def _unread_awaited(self) -> tuple[int, ...]:
        """The seats (0-based, in seat order) whose card told unread is not entered yet
        (:meth:`_unread_waits`): the zones the camera's prompt named ("I cannot read a card
        in Alice's zone"), where Enter's rank goes without asking whose zone it is (QA43 M2:
        it asked, and unanswered, every later card was held)."""
        return tuple(s for s in sorted(self.unread_zones) if self._unread_waits(s))

    def _told_read(self, seat: int, entered: bool) -> bool:
        """Whether the camera read a card at a place it told unread in ``seat``'s zone
        (0-based) since its last card told there, that may be the told card read after
        all (:attr:`vision.unread_cards.UnreadCards.told_read`): not where the told band
        showed no sticker (:attr:`~vision.unread_cards.UnreadCards.told_blank`) while a
        card with none (Tommy Gun: ``vision.adaptation.card_sticker_elements`` empty) may
        be that card in the tracker's accounts: not face up yet, or once the told card was
        ``entered`` by key, a candidate of the card entered there: the zone's newest card
        the camera has not reported, as :meth:`_differs_from_entered` names it (review
        rv39b: a Tommy Gun entered earlier in that zone is not it). A read card has a
        sticker: it lies on the told one (session 39, en5: the Nightgaunt the Tommy Gun
        drew, laid squarely on it, taken for it; the hold lapsed, and the Tommy Gun's rank
        typed after Enter went to Bob). Else the blank band was a sticker not made out
        (``benchmarks.unread_prompts`` tilted seed 8: 5 cards with one refused so)."""
        unread = getattr(self.watcher, "unread", None)
        if seat + 1 not in getattr(unread, "told_read", ()):
            return False
        if seat + 1 not in getattr(unread, "told_blank", ()):
            return True
        tracker = self.session.tracker
        view = tracker.view()
        reads = tracker.zone_reads(seat)
        if entered:  # the card entered at the told place: the newest not reported
            places = self.known.entered_places(view, seat)
            keys = set(reads[places[-1]]) if places else set()
        else:
            keys = {k for k, n in tracker.unseen().items() if n > 0}
        return all(card_sticker_elements(k) for k in keys)

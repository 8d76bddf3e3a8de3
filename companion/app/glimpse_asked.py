"""A card read in the zone of a player whose Sanity check the table waits for, after other
cards were glimpsed there unread: held and asked, not taken as the check's card (fresh QA55
HIGH-2; session 56, check56, after busy55's half mend).

runD (3 players, arkham, busy preset, demo seed 158; ``companion replay --source
demo.mp4 --players Alice,Bob,Carol --stop-at 520``, truth ``demo-transcript.txt`` l.20-27):
"Alice: Sanity check, 2 cards." Her check's Investigators and The Sailor, laid squarely on
her pile under a hand and a mug, were read in 6 and 4 pictures and never reported
(:class:`vision.stabilize.Stabilizer`); her play, The Musician, read next, was taken as the
check's first card. busy55 said it "The Musician. Cards laid there before it were not
read: check it." (:mod:`companion.app.check_glimpsed`), still taking it: a possibly false
fact, the game going on from it (her play lost, the check's count wrong).

Now such a card (the camera's :attr:`vision.records.CardAppeared.glimpsed` not empty, no
question open, a card the table would take as that check's card) is held
(:meth:`~companion.app.stall.Stalls._hold`, as a card held behind a missed play) and the
table asks, once: "Waiting in Alice's zone: The Musician; cards laid there before this card
were not read. Press Enter, then the rank of the next card of Alice's Sanity check, even if
it is this card." (``app.check_glimpsed_asked``). The glimpsed cards are never named (a
hand card flashed over the zone may be read so: a hidden card). The answer is the keys of
a card entered (docs/keys*.md: Enter, its rank, plus and the number if the rank has two
cards):

* the rank of another card: that card is the check's; while the check still waits for a
  card of that seat, the held card stays held and the question is asked again, shorter
  (``app.check_glimpsed_again``: "Still waiting in Alice's zone: The Musician. Press
  Enter, then the rank of the next card of Alice's Sanity check, even if it is this
  card."); once the check is over (passed, or failed), the held card is given in its turn
  (her play, or her revealed hand);
* the held card's own rank: it was the check's card; entered, the camera's report counts
  as it (:meth:`~companion.app.known_cards.KnownCards.known`), said once, not "taken as
  the play just entered" (:meth:`GlimpseAsked._glimpse_named`), the check's last card too
  (review of check56: the check over, the hold was forgotten before it was given).

Read while a question is open (a late answer: the check's first card entered, "The
Investigators or the Cultists?" not answered yet), it waits behind the question as any
card ("A card in Alice's zone waits for the answer to the question"), and the question
closed by a key, the table asks as above (review of check56: it was taken behind the
question, "The Musician. Cards laid there before it were not read: check it.", "Alice
passes."). The hold is kept in the session log, each change a line, and restored by
``play --resume`` for the cards matching it only (:mod:`companion.app.glimpse_logged`;
review of lead57: lead57 held and asked about any card the log did not hold there, and a
misread log card so held was given as her play, "Alice: The Musician.").

A later card read in that zone while the card is held waits behind it, in silence
(:meth:`GlimpseAsked._behind_glimpse`: taken, it would be the check's card in its stead),
and is held as the first is. Unanswered, the cards stay held like any stall's (other
players' cards refused as not awaited join it, and its reminder, "Still waiting for the
cards of Alice's Sanity check: a card I could not read? …", is said at the 4th, 8th …);
the stall's net ends a round the table played past (:mod:`companion.app.stall_lost`).

:class:`GlimpseAsked`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the
table's ``session``, ``stall``, ``known``, ``left_cards`` and its ``_hold``, ``_fits``,
``_card_names``). No I/O.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from companion.app.check_glimpsed import check_glimpsed


@dataclass
class GlimpseHold:
    """The cards held in a zone whose Sanity check's card may lie under them unread."""

    #: the player, 0-based (the tracker's; the camera's seat is one more)
    seat: int
    #: the :class:`~companion.app.left_cards.LeftCard` objects held, in the order laid
    #: (the first asked about)
    cards: list = field(default_factory=list)
    #: that zone when last asked, ``(round, cards in it)``
    #: (:meth:`~companion.app.session_watch.SessionWatch.zone`)
    zone: tuple | None = None
    #: held while a question was open, not asked yet: asked in full once it is closed
    #: (:meth:`GlimpseAsked._glimpse_ask_again`; review of check56)
    unasked: bool = False
    #: where its first card lay when first logged, ``(that LeftCard, (x, y) mm in its seat
    #: frame or None, the log's top card's (x, y) mm or None)`` (:meth:`~companion.app.
    #: glimpse_logged.GlimpseLogged._glimpse_record`): the log line's ``place`` and
    #: ``under``, fixed so a card's wandering reading writes no new line
    placed: tuple | None = None


class GlimpseAsked:
    """A check's card perhaps glimpsed unread under a card read after it: held and asked
    (module docstring)."""

    #: the cards held so, while it lasts (:meth:`_glimpse_standing`); ``None``: none
    glimpse: GlimpseHold | None = None
    #: the hold last forgotten (its check over): its cards, given then, are still those
    #: the answer named (:meth:`_glimpse_named`; review of check56: the check's last card
    #: entered, its held card was said "taken as Alice's play just entered")
    glimpse_was: GlimpseHold | None = None

    def _glimpse_holds(self, obs, event) -> bool:
        """Whether the camera's card (``obs``, a ``card`` observation, seat 0-based;
        ``event``, its :class:`vision.records.CardAppeared`) is held and asked about (module
        docstring): it comes in the zone of the player whose Sanity check the table waits
        for, after cards glimpsed there (:func:`~companion.app.check_glimpsed.
        check_glimpsed`), no question open, and the table would take it; or a question
        is open (held behind it, asked once it is closed: :meth:`_glimpse_ask_again`); or
        it lies in the zone of cards held so, still standing (:meth:`_behind_glimpse`),
        held in silence."""
        tracker = self.session.tracker
        if self._behind_glimpse(event):
            self._glimpse_hold(obs, event)
            self.glimpse.cards.append(self.left_cards[-1])
            self._glimpse_ask_again()  # (held behind a question since closed: asked now)
            return True
        if self._glimpse_found(obs, event):  # the resumed log's, unseen then (glimpse_logged)
            return True
        if not check_glimpsed(tracker, obs, event):
            return False
        if tracker.question is not None:
            # held behind the open question, asked once it is closed (review of check56:
            # taken while a late answer's question was open, "The Musician. Cards laid
            # there before it were not read: check it." then "Alice passes.", her play
            # taken as the check's second card)
            self._glimpse_hold(obs, event, quiet=True)
            if tracker.question is not self.quiet_question:
                self._held_by_question(obs.seat)
            self.glimpse = GlimpseHold(obs.seat, [self.left_cards[-1]], unasked=True)
            return True
        if not self._fits(event):
            return False
        self._glimpse_tell("app.check_glimpsed_asked", obs.seat, event)
        self._glimpse_hold(obs, event, quiet=True, named=True)  # (its line asked)
        self.glimpse = GlimpseHold(obs.seat, [self.left_cards[-1]], self.session.zone(obs.seat))
        return True

    def _glimpse_hold(self, obs, event, quiet: bool = False, named: bool = False) -> None:
        """Keep ``event``'s card in the stall (asked: its line asked, or the first's did),
        not given before its zone grows (:attr:`~companion.app.left_cards.LeftCard.
        after_missed`: an Enter's answer "which card?" is not answered by it); ``quiet``:
        not counted for the stall's reminder (the first, whose own line asked); ``named``:
        that line named it (:meth:`~companion.app.stall.Stalls._hold`)."""
        stall = self.stall
        if stall is not None and not stall.moved():
            stall.asked = True  # the line just said asks for the missing card
        self._hold(obs, event, quiet=quiet, named=named)
        self.left_cards[-1].after_missed = self.session.zone(obs.seat)

    def _glimpse_standing(self) -> GlimpseHold | None:
        """:attr:`glimpse` while the table still waits for that seat's Sanity check card
        and one of its cards is still kept; else ``None`` (forgotten, and so written to
        the session log: :meth:`~companion.app.glimpse_logged.GlimpseLogged._glimpse_log`)."""
        glimpse = self.glimpse
        if glimpse is None:
            return None
        kind, seat, _ = self.session.tracker.waiting()
        if kind != "check" or seat != glimpse.seat or not self._glimpse_kept(glimpse):
            self.glimpse, self.glimpse_was = None, glimpse
            self._glimpse_log()  # released in the session log before its cards are given
            return None
        return glimpse

    def _glimpse_kept(self, glimpse: GlimpseHold) -> list:
        """``glimpse``'s cards still watched and kept, in the order laid."""
        return [left for left in glimpse.cards if left.kept
                and any(x is left for x in self.left_cards)]

    def _behind_glimpse(self, event) -> bool:
        """Whether ``event`` (a camera card) lies in the zone of cards held as in
        :meth:`_glimpse_holds`, that hold standing: a later card of that player (the
        check's next card, or a play), held too."""
        glimpse = self._glimpse_standing()
        return glimpse is not None and event.seat is not None and glimpse.seat == event.seat - 1

    def _glimpse_keeps(self, left) -> bool:
        """Whether ``left``, a kept card given now if the table takes it
        (:meth:`~companion.app.stall.Stalls._kept_fits`), stays held: it is one of the
        glimpse hold's cards, the table still waits for that seat's check card, and it was
        not entered (:meth:`_glimpse_named`)."""
        glimpse = self._glimpse_standing()
        return glimpse is not None and any(x is left for x in glimpse.cards) \
            and not self._glimpse_named(left)

    def _glimpse_named(self, left) -> bool:
        """Whether ``left`` (a held card) is one of the glimpse hold's and its card was
        entered in its zone by key (the tracker holds more of it there than the camera
        reported): the answer named it, its report counts as that card."""
        if all(g is None or all(x is not left for x in g.cards)
               for g in (self.glimpse, self.glimpse_was)):
            return False
        view = self.session.tracker.view()
        seat = left.event.seat - 1
        zone = Counter(view.seats[seat].zone)
        return any(self.known.reported(view, seat, k) < zone[k] for k in left.event.candidates)

    def _glimpse_ask_again(self) -> None:
        """After a key (or a card held behind it): while the hold stands and no question
        is open, its zone changed since it was asked (a card entered, or undone): asked
        again, shorter, about its first card still kept (``app.check_glimpsed_again``);
        in full (``app.check_glimpsed_asked``) if held behind a question, not asked yet."""
        glimpse = self._glimpse_standing()
        tracker = self.session.tracker
        if glimpse is None or tracker.question is not None \
                or self.session.zone(glimpse.seat) == glimpse.zone:
            return
        glimpse.zone = self.session.zone(glimpse.seat)
        # in full if held behind a question now closed, else shorter
        key = "app.check_glimpsed_asked" if glimpse.unasked else "app.check_glimpsed_again"
        glimpse.unasked = False
        self._glimpse_tell(key, glimpse.seat, self._glimpse_kept(glimpse)[0].event)

    def _glimpse_tell(self, key: str, seat: int, event) -> None:
        """Say the glimpse question ``key`` about ``event``'s card (a camera card in the
        zone of ``seat``, 0-based), stale once a card is taken since."""
        self.session.tell(key, card=self._card_names(event.candidates),
                          player=self.session.tracker.names[seat],
                          stale=self.session.taken_since())
        self._named(*(x for x in self.left_cards if x.event is event))


__all__ = ["GlimpseAsked", "GlimpseHold"]

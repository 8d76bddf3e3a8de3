"""A resumed game's card lying on the pile of the player whose Sanity check the log's table
waits for: said as a card the log does not hold, with the check named, and taken as that
check's next card on plus 1 (session 60, rs60b).

A check's cards are turned over one by one onto the player's pile (seed 002 "Sanity
Checks"; RULINGS A14), squarely once the pile is long (the demo's
``vision.render.scene.growing_pile``): her next card, laid while the companion was off,
hides the log's newest cards of her zone from the set-up pictures. Fresh QA59 MEDIUM-3
(runD3): Alice's second check card, the Investigators, on her Sailor and Tommy Gun, was held
as "A card the log does not hold … if it was played while the companion was off, press plus
and 1", and plus 1 said "Counted: each card is taken as a play when its player's turn
comes." (it is a check card). resume60 took such a card at once; the review of resume60
(HIGH) found that the zone's newest log card misread at the resume (the Tommy Gun read as
The Urchin) reads the same, and was taken so: "The Urchin. Alice passes. 14 cards left."
(false). No rule tells the two apart, so neither is taken: the card is said as main says
it, the prompt naming the check (``app.resumed_check_card``: "… Take it away; or, if it is
the next card of Alice's Sanity check, press plus and 1."), and plus 1 takes it as that
check's next card, as live ("The Investigators. Alice passes. 14 cards left.", runD3's
truth), watched as a card taken at the resume (:mod:`companion.app.owed_asked`); minus twice
undoes it. Only for a hold of that one card: with others (other zones, or two on her pile),
main's prompt and plus 1's count.

:class:`CheckPile`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session``, ``known``, ``left_cards``, the hold's ``held_at``, ``held_said`` and
``held_check``, and the :class:`~companion.app.live_setup.GuidedSetup`,
:class:`~companion.app.live_cards.CameraCards` and
:class:`~companion.app.owed_asked.OwedAsked` methods). No I/O.
"""
from __future__ import annotations

from companion.app.resumed_check import check_tail


class CheckPile:
    """The resumed card on the check's pile, asked about and taken on plus 1 (module
    docstring)."""

    def _check_pile_card(self, held: list, logged: list):
        """The card of ``held`` (set-up :class:`vision.records.CardAppeared` events the
        resumed log does not hold, seats 1-based, none taken as owed) that may be the next
        card of the Sanity check every account waits for, to be said so
        (:meth:`_check_pile_prompt`), else ``None``: the only such card, lying on that
        player's pile (:meth:`_on_check_pile`; ``logged``: the set-up's events the log
        holds), no question open."""
        tracker = self.session.tracker
        if len(held) != 1 or tracker.question is not None or not tracker.waiting_agreed():
            return None
        kind, seat, _ = tracker.waiting()
        return held[0] if kind == "check" and self._on_check_pile(held[0], logged, seat) \
            else None

    def _on_check_pile(self, event, logged: list, seat: int) -> bool:
        """Whether ``event`` (a set-up card the resumed log does not hold) lies on the pile
        of ``seat`` (0-based), the player whose next Sanity check card every account waits
        for, over the newest log cards of that zone, which it hides: it was read over a log
        card the set-up read there (``logged``), and the log cards of that zone left unread
        are its newest ones, none read after them (an old card lies under the log's cards
        read there, never over them). Only when the log holds the check begun (its last
        turn's Sanity check, a card of it revealed and nothing after:
        :func:`~companion.app.resumed_check.check_tail`) and no glimpse hold at the quit
        (:attr:`~companion.app.session_resume.SessionResume.held_logged`: the check's cards
        glimpsed unread there come first, so it is no next card of the check; review of
        lead58b). The zone's newest log card misread at the resume reads the same (review of
        resume60, HIGH): hence a question, never a take."""
        if event.seat - 1 != seat or self.session.held_logged is not None \
                or not any(e.kind == "card_revealed" for e in check_tail(self.session.tracker)):
            return False
        view = self.session.tracker.view()
        unread = self.known.entered_places(view, seat)
        read = [x.index_in_zone for x in logged if x.seat == event.seat]
        size = len(view.seats[seat].zone)
        return bool(read) and event.index_in_zone > max(read) \
            and unread == tuple(range(size - len(unread), size))

    def _check_pile_left(self):
        """The held :class:`~companion.app.left_cards.LeftCard` that may be the next card of
        the Sanity check the table waits for (:attr:`held_check`'s, the hold's only card
        still there), while the resumed hold stands with no question open and the table
        still waits for that player's check; else ``None``."""
        tracker = self.session.tracker
        if self.held_check is None or self.held_said != "app.resumed_old_cards" \
                or tracker.question is not None:
            return None
        held = [left for left in self.left_cards if left.held and left.there]
        if len(held) != 1 or held[0].event is not self.held_check \
                or not tracker.waiting_agreed() \
                or tracker.waiting()[:2] != ("check", self.held_check.seat - 1):
            return None
        return held[0]

    def _check_pile_prompt(self, key: str, args: dict) -> tuple[str, dict]:
        """The held cards' sentence ``key`` and its arguments ``args`` as given, or
        ``app.resumed_check_card`` with ``player`` added for the card that may be the
        check's next one (:meth:`_check_pile_left`)."""
        if key != "app.resumed_old_cards" or self._check_pile_left() is None:
            return key, args
        return "app.resumed_check_card", args | {
            "player": self.session.tracker.names[self.held_check.seat - 1]}

    def _check_pile_take(self) -> bool:
        """Plus 1 at ``app.resumed_check_card``: the held card given to the tracker as the
        check's next card, as :meth:`~companion.app.live_setup.GuidedSetup._card_owed`'s
        (its own lines said: "The Investigators. Alice passes. 14 cards left."), the hold
        over, and watched (:meth:`~companion.app.owed_asked.OwedAsked._watch_owed`).
        Whether it was (not when the rules refuse it there, :meth:`~companion.app.
        live_setup.GuidedSetup._resume_takes`: plus 1 then counts as before)."""
        left = self._check_pile_left()
        if left is None or not self._resume_takes(left.event):
            return False
        self.left_cards.remove(left)
        self.held_at = self.held_said = self.held_check = None
        self._card_appeared(left.event)
        self._watch_owed(left.event)
        return True


__all__ = ["CheckPile"]

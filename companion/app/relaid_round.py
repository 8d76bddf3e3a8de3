"""After a deal undone past its question: the next starter's first card that is also his
old card of the round, held a moment (:class:`RelaidRound`).

A gathered table closed "was that Alice's hand?" as yes and dealt round 2; minus twice undid
that deal and opened the question again (:meth:`~companion.app.live_deal.NextDeal.
_redeal_settles`). A card laid then without an answer counts as "yes, out" and deals round
2, as "To go on, lay the new round's first card" says (``app.deal_held``; the lead's
decision of session 54); "no" needs plus 2. But the undo may have been for a table gathered
by mistake, its cards laid back: a card of the ended round read again in its zone that the
next round would refuse as its first card has the round go on (``CameraCards.
_card_appeared``). The next starter's own old card (Bob won round 1 and starts round 2;
his round-1 Boxer laid back first, at its place) fits both: dealt at once, round 2 began
on it ("Alice is out, with The Sailor." "Bob wins the round" said as fact) and the cards
laid back after it became round 2's (review of undo2p54, HIGH).

Such a card, one the round holds in that zone and the camera has not reported since the
undo (:class:`~companion.app.known_cards.KnownCards`), is held, unsaid, for
:data:`RELAID_S` seconds of frame time: the next card read decides. One of the round's own,
refused as the next round's first card (a round-1 card laid back), has the round go on and
the held card is the round's too; any other card, an answer, Enter, or the time gone by
release it first, taken as any card laid then is (the deal on it, as decided).
"""
from __future__ import annotations

import logging
from collections import Counter

from companion.app.live_cards import card_observation

log = logging.getLogger(__name__)

#: Seconds (frame time) the starter's card named and placed like his old card of the round
#: is held after the deal was undone (:class:`RelaidRound`): a round's cards laid back come
#: within seconds of each other, a new round's second play after its first player's whole
#: turn; past it the card deals the round (the decision: a card laid is "yes").
RELAID_S = 6.0


class RelaidRound:
    """The hold of the starter's old card after an undone deal, in
    :class:`~companion.app.live.LiveTable` (a mixin: it uses the table's ``session``,
    ``watcher``, ``known``, ``redeal_round``, ``_redeal_settles`` and ``_card_appeared``;
    :meth:`_relaid_read_back` is called by ``GuidedSetup._resumed_cards``)."""

    #: the camera's card (:class:`vision.records.CardAppeared`) held (module docstring),
    #: ``None``: none
    relaid_held = None
    #: the card last released (:meth:`_relaid_release`): given as any card, never held again
    relaid_given = None

    def _round_holds(self, seat: int, candidates) -> bool:
        """Whether the round's zone of ``seat`` (0-based) holds one of ``candidates`` more
        times than the camera reported it there this round (the count
        :meth:`KnownCards.known <companion.app.known_cards.KnownCards.known>` keeps;
        nothing counted here)."""
        view = self.session.tracker.view()
        zone = Counter(view.seats[seat].zone)
        return any(self.known.reported(view, seat, key) < zone[key] for key in candidates)

    def _relaid(self, obs) -> bool:
        """Whether the camera's zone card ``obs`` (a ``card`` observation, seat 0-based) is
        the undone deal's round's own card laid back: that round holds it there, unreported,
        and the next round would refuse it as its first card (:meth:`Tracker.dealt_refuses
        <companion.tracker.tracker.Tracker.dealt_refuses>`)."""
        return self._redeal_settles() and self.session.tracker.dealt_refuses(obs) \
            and self._round_holds(obs.seat, obs.cards)

    def _relaid_holds(self, obs, event) -> bool:
        """Whether the camera's card ``event`` (``obs``: its ``card`` observation) is held
        now (module docstring): the first card read while the undone deal's question is
        open again (:meth:`~companion.app.live_deal.NextDeal._redeal_settles`) that the next
        round would take as its first card and that the round holds in that zone. A card
        read while one is held that is not the round's own laid back releases the held one
        first (:meth:`_relaid_release`): it was laid first."""
        held = self.relaid_held
        if event is self.relaid_given:
            return False
        if held is not None:
            if not self._relaid(obs):
                self._relaid_release()
            return False
        if not self._redeal_settles() or self.session.tracker.dealt_refuses(obs) \
                or not self._round_holds(obs.seat, obs.cards):
            return False
        log.info("camera: %s in seat %d held: the starter's old card or his first",
                 event.candidates, event.seat)
        self.relaid_held = event
        return True

    def _relaid_read_back(self, events) -> None:
        """A resumed game's set-up cards (``events``, :class:`vision.records.CardAppeared`,
        seat 1-based; :meth:`~companion.app.live_setup.GuidedSetup._resumed_cards`), the
        log ending with the deal undone (held as live: :func:`~companion.app.
        session_resume.deal_undone`): one of them in a zone that the round holds there
        unreported and that the next round would refuse as its first card
        (:meth:`_relaid`) is the undone deal's round's own card lying there. The table is
        not gathered: the round goes on as the undo said, before any other set-up card
        deals, as when such a card is read live (``CameraCards._card_appeared``). Review
        of xfailb55 (HIGH): ``play --resume`` right after the deal undone, round 1's cards
        laid back: the set-up read the set-aside Stowaway Eggs in the middle (2 players)
        first, and it dealt round 2: "Alice is out, with The Sailor." "Bob wins the round
        and has 1 Sane." "Round 2. Bob starts." "Bob: The Boxer." as fact."""
        if not self._redeal_settles():
            return
        for event in events:
            obs = card_observation(event.seat, event.candidates)
            if obs is None or obs.seat >= len(self.session.tracker.names):
                continue
            if self._relaid(obs):
                log.info("camera: %s in seat %d read back at the resume: the round's, "
                         "its deal undone", event.candidates, event.seat)
                self.redeal_round = None
                return

    def _relaid_due(self) -> None:
        """After each picture's cards: the held card (:attr:`relaid_held`) is released once
        the question is no longer that of the undone deal (answered, the deal taken by
        Enter, a card of the round laid back: :meth:`~companion.app.live_deal.NextDeal.
        _redeal_settles` false) or :data:`RELAID_S` seconds of frame time after it was
        laid."""
        held = self.relaid_held
        if held is None:
            return
        t = getattr(self.watcher.last_reading, "t", None)
        if not self._redeal_settles() or t is not None and t - held.t >= RELAID_S:
            self._relaid_release()

    def _relaid_release(self) -> None:
        """Give the held card (:attr:`relaid_held`) as the camera's card now: the round's,
        already known, when the round goes on; the next round's first card, dealing it,
        while the undone deal's question is still open."""
        event, self.relaid_held = self.relaid_held, None
        self.relaid_given = event
        log.info("camera: %s in seat %d released", event.candidates, event.seat)
        self._card_appeared(event)


__all__ = ["RELAID_S", "RelaidRound"]

"""A resumed log's table read back after it was said cleared (review of resume48).

``play --resume`` at the round's last awaited hand counts the log's cards the camera has
not read since the resume (:meth:`KnownCards.logged_unread
<companion.app.known_cards.KnownCards.logged_unread>`) for the cleared table
(:meth:`~companion.app.live_deal.NextDeal._cleared_mid_round`): the table gathered while
the companion was off. A camera that reads nothing for a second or two as the resume starts
(a hand or an arm over the table, its exposure settling) looks the same, and there every
card read after the alarm was held for the next round ("held; the last round is not
settled"), the awaited hand too; after it, the next round took the log's cards as its plays
(Alice and Carol said out). The log's cards read back, at least half of them, two of them
in one picture, in their zones by name, tell the alarm was false: it ends, and they are
the log's cards again
(:meth:`KnownCards.known <companion.app.known_cards.KnownCards.known>`), as on a resume
whose set-up read them. A gathered table's next round brings one card a turn, never two in
one picture."""
from __future__ import annotations

import logging
from collections import Counter

log = logging.getLogger(__name__)


class LogTableBack:
    """Mixin of :class:`companion.app.live.LiveTable` (uses ``session``, ``known``,
    ``left_cards``, ``cleared_mid``, ``cleared_ids``, ``cleared_held``, ``cleared``)."""

    def _log_table_back(self, events) -> None:
        """Before the picture's ``events`` (:class:`vision.records.CardAppeared`) are
        taken: when the table was said cleared from the log's unread cards
        (:attr:`ClearedCards.from_log <companion.app.cleared_cards.ClearedCards.from_log>`) and
        these events with the cards held since name at least half of those cards in their
        zones, two of them among these events, the alarm ends and the held ones among them
        are the log's cards (module docstring)."""
        cleared, tracker = self.cleared_ids, self.session.tracker
        if self.cleared_mid is None or cleared is None or not cleared.from_log \
                or not tracker.started:
            return
        view = tracker.view()
        unread = [Counter(view.seats[s].zone[i] for i in self.known.logged_unread(view, s))
                  for s in range(len(view.seats))]
        total = sum(sum(c.values()) for c in unread)
        held = [left for left in self.left_cards if left.deals and left.there]
        matched = []
        for event in [*(left.event for left in held), *events]:
            if event.seat is None or not 1 <= event.seat <= len(unread):
                continue  # in no zone (the middle), or an extra seat's
            seat = event.seat - 1
            key = next((k for k in event.candidates if unread[seat][k] > 0), None)
            if key is not None:
                unread[seat][key] -= 1
                matched.append(event)
        now = sum(1 for e in matched if any(e is x for x in events))
        if now < 2 or len(matched) * 2 < total:  # two in this picture: no turn's play
            return
        log.info("camera: the resumed log's cards are read back: no clear")
        self.cleared_mid = self.cleared_ids = None
        self.cleared, self.cleared_held = 0, []
        for left in held:
            if any(e is left.event for e in matched):
                self.left_cards.remove(left)
                self.known.known(view, left.event.seat - 1, left.event.candidates)


__all__ = ["LogTableBack"]

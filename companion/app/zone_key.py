"""Star and a seat: the cards face up in that seat's discard zone, oldest first, the table as
heard in its round, the zone as the last round ended. A part of
:class:`companion.app.info_keys.InfoKeys` (:class:`ZoneKey`), split from
:mod:`companion.app.info_keys` by job (rf70).
"""
from __future__ import annotations

from babel.lists import format_list

from companion.app.keys import Command
from companion.narration.narrate import place_name


class ZoneKey:
    """Star and a seat in :class:`~companion.app.info_keys.InfoKeys` (a mixin:
    it uses what :class:`~companion.app.info_keys.InfoKeys` uses)."""

    def _key_zone(self, command: Command) -> None:
        """Star and a seat: the cards lying face up in that seat's discard zone, oldest
        first, a card not confirmed yet said as such (``Tracker.zone_reads``). Told with
        the table as heard (:func:`~companion.app.as_heard.as_heard`), a zone still names
        the cards laid there whose lines are not heard yet (cut, or queued): they lie on
        the table for all to see, and a zone told without them is false (QA47b MEDIUM-3:
        star 2 pressed 0.3 s into "Bob: the Deep One." said "Bob's discard zone is empty
        this round"); a zone holds no hidden card (a knocked-out hand is laid face up).
        Not once the table was dealt again in a round not heard yet: the zone is the one
        of the round the player hears (fresh QA50, run A: star 1 during "Bob is out, with
        The Fed." said "Alice's discard zone is empty this round", of round 3's deal), the
        live table's just before that deal, the cards laid in the round heard still named
        (review of keys50: star 2 during "Bob is out, with The Fed.", his Fed read, said
        "Bob's discard zone is empty."). Those cards not said yet are named last, as such
        ("Just read, not said yet: The Musician."; fresh QA51c M3: the list named The
        Musician 10 s before "Bob: The Musician." was said)."""
        tracker = self._round_heard(self._live) if self._live is not None else self.tracker
        view = tracker.view()
        seat = (command.number or 0) - 1
        if not 0 <= seat < len(view.seats):
            self.tell("app.no_seat", seat=command.number, count=len(view.seats))
            return
        zone = tracker.zone_reads(seat)  # a card not confirmed yet said as such
        if not zone:
            last = self._last_round_zone(seat, tracker)
            if last:  # QA38 #8: heard right after a round's start, it is the last round's
                self.tell("app.zone_empty_last", player=self._player(seat), cards=last)
            else:
                self.tell("app.zone_empty", player=self._player(seat))
            return
        said = len(zone) if self._live is None else _said_part(self.tracker, tracker, seat)
        names = [place_name(keys, self.lang) for keys in zone]
        if said == len(zone):
            self.tell("app.zone", player=self._player(seat),
                      cards=format_list(names, locale=self.lang))
            return
        unsaid = format_list(names[said:], locale=self.lang)
        if said:
            self.tell("app.zone_unsaid", player=self._player(seat),
                      cards=format_list(names[:said], locale=self.lang), unsaid=unsaid)
        else:
            self.tell("app.zone_unsaid_only", player=self._player(seat), unsaid=unsaid)

    def _round_heard(self, live):
        """The ``live`` tracker (a :class:`~companion.tracker.tracker.Tracker`) in the
        round of the table as heard (:attr:`tracker`, :func:`~companion.app.as_heard.
        as_heard`): as it is, or a copy as it was before the oldest deal of a round not
        heard yet (fresh QA50, run A); the table as heard when no such deal is found."""
        heard = self.tracker.view().round
        if live.view().round == heard:
            return live
        history = live.history
        for index in range(len(history) - 1, 0, -1):
            if history[index][0].kind == "new_round":
                before = live.as_before(index)
                if before.view().round == heard:
                    return before
        return self.tracker

    def _last_round_zone(self, seat: int, tracker) -> str | None:
        """The cards of ``seat``'s discard zone as the last round ended (before the
        newest round's start in ``tracker``'s history, a
        :class:`~companion.tracker.tracker.Tracker`), a list in words; ``None`` when no
        round's start is in it or the zone was empty."""
        history = tracker.history
        start = next((i for i in range(len(history) - 1, 0, -1)
                      if history[i][0].kind == "new_round"), None)
        zone = tracker.as_before(start).zone_reads(seat) if start is not None else ()
        return format_list([place_name(keys, self.lang) for keys in zone],
                           locale=self.lang) if zone else None


def _said_part(heard, told, seat: int) -> int:
    """How many of the first cards of ``seat``'s discard zone in ``told`` (the tracker
    whose zone star tells) the player has heard said: the length of ``heard``'s zone (the
    table as heard, :func:`~companion.app.as_heard.as_heard`) when it begins ``told``'s,
    else all of them (the zone told differs from the one heard otherwise: an undo, a
    correction, another round; said whole, as before)."""
    zone, said = told.zone_reads(seat), heard.zone_reads(seat)
    if told is heard or len(said) >= len(zone) or tuple(zone[:len(said)]) != tuple(said):
        return len(zone)
    return len(said)

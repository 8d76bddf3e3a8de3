"""The twin question (:mod:`companion.app.twin_asked`) kept in the session log and asked
again by ``play --resume`` (session 60, resume60; review of h4, HIGH).

Live, a card laid in the zone of the player whose play or Sanity check card the table waits
for, the camera's sign that a copy may lie squarely on its twin under it, is held and asked
about ("A second copy of The Urchin in Alice's Sanity check? Waiting in Alice's zone: the
Investigators. Press Enter, then the rank of the next card of Alice's Sanity check: 4 for
that second copy, 1 for this card."), the later players' cards held behind it. The
question is no observation, so it was not logged: quit and resumed, the held card lay on
top of Alice's zone where the log waited for her check's card, and it was taken as that
card (:meth:`~companion.app.live_setup.GuidedSetup._card_owed`): "The Investigators. Alice
passes. 11 cards left." said as fact (9 in truth: the unread copy lies under it).

Now each change of the question is a line of the log (:meth:`TwinLogged._twin_log`, after
each key and each picture, as the glimpse hold's: :mod:`companion.session_log_held`'s
``{"twin": {"seat", "round", "zone", "copy", "held"}}``, ``{"twin": null}`` once it no
longer stands). A resume whose log ends with one that still stands (the table waits for
that player's play or check card in that round, the zone as many cards as when asked, its
newest the copy) holds the card of that name the set-up reads on top of that zone and asks
the question again (:meth:`TwinLogged._twin_restored`); the cards the log does not hold in
the later players' zones (laid after it, in turn order) are held behind it in silence, as
live (fresh QA58 HIGH-4). Enter and either rank then answer it as live. The card not read
at the resume: nothing is asked (the cards are treated as before; not asked when read
later: review of resume60, MEDIUM, strict xfail), the line kept while the question stands
on the table (a later resume asks it). No card is spoken from
the line: the question names only cards face up on the table.

:class:`TwinLogged`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the
table's ``session`` and the :class:`~companion.app.twin_asked.TwinAsked` and
:class:`~companion.app.stall.Stalls` methods). No I/O of its own (the session's
:meth:`~companion.app.session_resume.SessionResume.keep_twin` writes).
"""
from __future__ import annotations

from companion.app.live_cards import card_observation
from companion.app.twin_asked import TWIN_WAITS, TwinQuestion


class TwinLogged:
    """The twin question logged and asked again at a resume (module docstring)."""

    def _twin_record(self) -> "dict | None":
        """The standing twin question (:meth:`~companion.app.twin_asked.TwinAsked.
        _twin_standing`) as its log line gives it: ``{"seat": 0-based, "round": n, "zone":
        cards in that zone when asked, "copy": key, "held": key}``; ``None`` when none
        stands."""
        twin = self._twin_standing()
        if twin is None or twin.zone is None:
            return None
        return {"seat": twin.seat, "round": twin.zone[0], "zone": twin.zone[1],
                "copy": twin.copy, "held": twin.held}

    def _twin_log(self) -> None:
        """After a key or a picture: the twin question written to the session log when it
        changed since the log's last twin line (asked, answered or gone). Not while a
        resumed log's question is still to be looked for
        (:attr:`~companion.app.session_resume.SessionResume.twin_unrestored`), nor, its
        held card not read at the set-up (a hand over it), while it stands on the table
        (:meth:`_twin_fits`): the line kept, a later resume asks it (review of resume60:
        written null, the next resume took the held card as her check's card)."""
        if not self.session.tracker.started:
            return
        if self.session.twin_unrestored:
            if self._twin_fits(self.session.twin_logged):
                return  # its card not found yet: the line kept (review of resume60)
            self.session.twin_unrestored = False
        twin = self._twin_record()
        if twin != self.session.twin_logged:
            self.session.keep_twin(twin)

    def _twin_restored(self, laid: list, held: list) -> None:
        """After ``play --resume``: the resumed log's twin question
        (:attr:`~companion.app.session_resume.SessionResume.twin_logged`) asked again when
        it still stands on the log's table (:meth:`_twin_fits`) and ``laid`` (set-up events
        the log does not hold, none under a card the log holds) has a card of its held name
        in that zone (the newest): that card held and the question said
        (:meth:`~companion.app.stall.Stalls._hold`), then the other cards of ``laid``, in
        the zones of the players after it in turn order, held behind it in silence; all of
        them removed from ``held`` (the cards said as old)."""
        self.session.twin_unrestored = False  # looked for now: written as it stands
        twin = self.session.twin_logged
        if not self._twin_fits(twin):
            return
        seat = twin["seat"]
        card = next((e for e in sorted(laid, key=lambda e: -e.index_in_zone)
                     if e.seat == seat + 1 and twin["held"] in e.candidates), None)
        if card is None:  # under a hand at the set-up: the line kept while it stands
            self.session.twin_unrestored = True  # (review of resume60: written null, the
            return  # next resume took the held card as her check's card, HIGH)
        players = len(self.session.tracker.names)
        later = sorted((e for e in laid if e.seat - 1 != seat),
                       key=lambda e: ((e.seat - 1 - seat) % players, e.index_in_zone))
        question = TwinQuestion(seat, twin["copy"], twin["held"], self.session.zone(seat))
        for event in (card, *later):
            held.remove(event)
        self._hold(card_observation(card.seat, (twin["held"],)), card, own=True,
                   twin=question)
        for event in later:
            self._hold(card_observation(event.seat, event.candidates), event, quiet=True)

    def _twin_fits(self, twin: "dict | None") -> bool:
        """Whether the logged twin question ``twin`` stands on the resumed table: no
        question open, the table waits for that seat's play or check card
        (:data:`~companion.app.twin_asked.TWIN_WAITS`) in that round, the zone as many
        cards as when asked, its newest the copy."""
        if twin is None:
            return False
        tracker = self.session.tracker
        kind, seat, _ = tracker.waiting()
        view = tracker.view()
        zone = view.seats[twin["seat"]].zone if twin["seat"] < len(view.seats) else ()
        return tracker.question is None and kind in TWIN_WAITS and seat == twin["seat"] \
            and view.round == twin["round"] and len(zone) == twin["zone"] \
            and zone[-1:] == (twin["copy"],)


__all__ = ["TwinLogged"]

"""A copy laid squarely on its twin (known40; fresh QA49 r1b HIGH-2): asked, not guessed.

The camera takes a card laid squarely on the newest card of its pile, a card of the same
name, for that card: never said (vision/stabilize.py, known40; no safe vision sign,
sessions 48-49). r1b round 7 (5 players, original, fr): Carol's Sanity check card was
Prof. Henry Armitage; her play, a second Armitage laid on it, was never read; her
discarded Cats of Ulthar was then taken as her play, Eve's revealed hand as Eve's check
card, and the game stuck.

The sign the camera has (:attr:`vision.records.CardAppeared.covered_twin`): the zone's
newest card was unread a while (a hand over it) and read again moved or turned
(:func:`vision.card_tracks.moved_after_cover`) after every other zone's newest card and
before the new card was first seen. When
such a card comes in the zone of the player whose play the table waits for, the zone's
newest card is of that name, a copy of it is still unseen (a hand, the deck: else no second
copy can be, and nothing is asked) and the table would take the card as the play, it is
held instead (:meth:`~companion.app.stall.Stalls._hold`, as a card held behind a missed
play: ``LeftCard.after_missed``) and the table asks, once: "A second copy of Prof. Henry
Armitage laid by Carol? Waiting in Carol's zone: the Cats of Ulthar. Press Enter, then the
rank of Carol's play: 5 for that second copy, 2 for this card." (``app.twin_asked``).
Enter and the copy's rank give that play, then the held card in its turn (Armitage's
discard); Enter and the held card's rank give it as the play (read then: the report counts
for the card entered, :class:`~companion.app.known_cards.KnownCards`). Unanswered, it stays
held like the stall's cards, the later cards held behind it (refused as not awaited), the
stall's reminders as before. Not asked when both ranks are the same (the rank entered
cannot tell them: the card is taken as before).

So too while that player's Sanity check's cards are awaited (:data:`TWIN_WAITS`; they are
laid one on the other, RULINGS A14/O15; fresh QA50 F720b, 3 players, arkham: Alice's check,
the Musician, the Boxer, the Boxer, the Nightgaunt, the second Boxer never read, and her
revealed hand, the Deep One, was said as her 4th check card): "A second copy of The Boxer
in Alice's Sanity check? Waiting in Alice's zone: the Nightgaunt. Press Enter, then the rank
of the next card of Alice's Sanity check: 3 for that second copy, 2 for this card."
(``app.twin_asked_check``). The cards laid after it in that zone (the check's next ones, a
revealed hand; a play's next card too) are held, in silence, while the table takes nothing
(:meth:`TwinAsked._behind_twin`): the table would take them as the check's cards.

Enter's rank, while the question stands, gives the card the question names for it
(:meth:`TwinAsked._twin_standing`): every rank has two cards, and "3 for that second copy"
is the Boxer, not the Boxer or the Deep One (asked "which card?", the Deep One read next
in her zone answered it as her check's card); the held card so given is the card entered,
read then, not said "taken as Carol's play just entered" (:attr:`TwinAsked.twin_named`;
review of checktwin51: it was her check's card). The twin lines, like ``app.stall_own_next``,
ask for Enter (:data:`~companion.app.enter_raced.ENTER_ASKS`): heard last, Enter's rank goes
to the zone they name (:mod:`companion.app.enter_heard`).

:class:`TwinAsked`, a mixin of :class:`~companion.app.live.LiveTable` (it uses the table's
``session``, ``stall``, ``known`` and its ``_fits``).
"""
from __future__ import annotations

from companion.cards import card


#: What the table waits for (:meth:`~companion.tracker.table_queries.TableQueries.waiting`
#: kinds) when a card perhaps laid squarely on its twin is asked: a play, a Sanity check's
#: cards (laid one after the other in the player's own zone; fresh QA50 F720b)
TWIN_WAITS = frozenset({"play", "check"})
#: the line asking, by what the table waits for
TWIN_LINES = {"play": "app.twin_asked", "check": "app.twin_asked_check"}


class TwinAsked:
    """Whether a camera card is held behind a copy perhaps laid on its twin (module
    docstring)."""

    #: ``(seat 0-based, card key)`` while the kept cards are given after Enter's rank gave
    #: the held card itself, the question's "for this card" (:meth:`_twin_named`): it is
    #: the card entered, read then, not said taken as a play that may be a later copy
    #: (:meth:`~companion.app.own_next.OwnNext._own_entered`; review of checktwin51: a
    #: Sanity check's card was said "taken as Carol's play just entered")
    twin_named: tuple | None = None

    def _twin_asks(self, obs, event) -> str | None:
        """The card key of the copy the table may have missed under ``event`` (a camera
        card, ``obs`` its observation), when it is held and asked about (module
        docstring), else ``None``: ``event.covered_twin`` names one card, the newest of the
        zone of the player whose play or Sanity check's card the table waits for
        (:data:`TWIN_WAITS`), no question open, no stall
        asked; a copy of it unseen, and none there the camera did not report (a copy
        entered by key: the helper gave it already); ``event`` one card of another name and
        rank, which the table would take."""
        twin = getattr(event, "covered_twin", ())
        tracker = self.session.tracker
        kind, seat, _ = tracker.waiting()
        if len(twin) != 1 or len(event.candidates) != 1 or twin[0] in event.candidates \
                or tracker.question is not None or kind not in TWIN_WAITS or seat != obs.seat:
            return None
        if self.stall is not None and self.stall.asked and not self.stall.moved():
            return None  # the stall asks already (its play missed, later cards held)
        view = tracker.view()
        zone = view.seats[obs.seat].zone
        key = twin[0]
        if not zone or zone[-1] != key or tracker.unseen()[key] <= 0 \
                or self.known.reported(view, obs.seat, key) < zone.count(key) \
                or card(key).rank == card(event.candidates[0]).rank \
                or not self._fits(event):
            return None
        return key

    def _behind_twin(self, event) -> bool:
        """Whether ``event`` (a camera card) lies in the zone of a card the stall holds
        asking whether a copy was laid on its twin (:attr:`~companion.app.stall.Stall.twin`),
        the table having taken nothing since: held too, in silence (module docstring: a
        Sanity check's next card, a revealed hand, would be taken as the check's card)."""
        stall = self.stall
        return stall is not None and stall.twin is not None \
            and stall.twin[0] == event.seat and not stall.moved()

    def _twin_named(self, twin: tuple | None, size: int) -> tuple | None:
        """``(seat 0-based, card key)`` of the held card when Enter's rank just gave it
        (``twin``: :meth:`_twin_standing` as Enter's rank was typed; ``size``: the
        tracker's history length before it: the newest entry since, that card in that
        seat), else ``None``."""
        history = self.session.tracker.history
        if twin is None or len(history) <= size:
            return None
        seat, (_, held) = twin
        obs = history[-1][0]
        return (seat, held) if obs.kind == "card" and obs.seat == seat \
            and tuple(obs.cards) == (held,) else None

    def _twin_standing(self) -> tuple | None:
        """``(seat 0-based, (copy's key, held card's key))`` of the stall's question whether
        a copy was laid on its twin (:attr:`~companion.app.stall.Stall.twin`), while the
        table took nothing since and still waits for that seat's play or check card; else
        ``None``. Enter and either's rank give that card
        (:attr:`~companion.app.question_keys.QuestionKeys.enter_twin`): "3 for that second
        copy, 2 for this card" names them, and the rank's other card (the Boxer's 3 is the
        Deep One's too) is not asked about (F720b: the Deep One, her revealed hand read
        next, answered "which card?" as her check's card)."""
        stall = self.stall
        if stall is None or stall.twin is None or stall.moved():
            return None
        seat, keys = stall.twin[0] - 1, stall.twin[1:]
        kind, waits, _ = self.session.tracker.waiting()
        return (seat, keys) if kind in TWIN_WAITS and waits == seat else None


__all__ = ["TWIN_LINES", "TWIN_WAITS", "TwinAsked"]
